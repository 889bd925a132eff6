// docs/benchmarks.md keeps the latest bench run of each kind of machine, and a target met on one
// kind only is not met: a fast laptop's run must not hide what the slow server measured.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readKindSections, writeBenchmarksDoc } from "../../scripts/bench/benchmarks-doc";
import type { TargetCheck } from "../../scripts/bench/targets";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-doc-"));
const file = path.join(dir, "benchmarks.md");
afterEach(() => fs.rmSync(file, { force: true }));

const tbt = (value: number, met = value <= 100): TargetCheck => ({
  target: "TBT <= 100 ms",
  subject: "/",
  value: `${value} ms`,
  met,
});
const run = (checks: TargetCheck[], report = "figures") => ({
  startedAt: new Date("2026-12-02T00:00:00Z"),
  size: "demo",
  sections: ["lighthouse"],
  runs: 3,
  report,
  checks,
});

describe("docs/benchmarks.md over machine kinds", () => {
  it("keeps the latest run of each machine kind and replaces only the same kind's", async () => {
    await writeBenchmarksDoc(run([tbt(80)], "fast laptop figures"), file, "Apple M3");
    await writeBenchmarksDoc(run([tbt(90)], "first EPYC figures"), file, "AMD EPYC");
    await writeBenchmarksDoc(run([tbt(95)], "second EPYC figures"), file, "AMD EPYC");
    const md = fs.readFileSync(file, "utf8");
    expect(readKindSections(md).map((s) => s.kind)).toEqual(["AMD EPYC", "Apple M3"]);
    expect(md).toContain("fast laptop figures");
    expect(md).toContain("second EPYC figures");
    expect(md).not.toContain("first EPYC figures");
    expect(md).toMatch(/\| machine kind +\| AMD EPYC \(lscpu's model name\) +\|/);
  });

  it("counts a target met on one machine kind only as missed", async () => {
    await writeBenchmarksDoc(run([tbt(80)]), file, "Apple M3");
    const combined = await writeBenchmarksDoc(run([tbt(311)]), file, "AMD EPYC");
    expect(combined).toHaveLength(1);
    expect(combined[0]!.met).toBe(false);
    const md = fs.readFileSync(file, "utf8");
    expect(md).toContain("0 of 1 met");
    expect(md).toContain("**missed** (met on Apple M3 only)");
  });

  it("counts a target met when every kind that measured it met it", async () => {
    await writeBenchmarksDoc(run([tbt(80)]), file, "Apple M3");
    const combined = await writeBenchmarksDoc(run([tbt(90)]), file, "AMD EPYC");
    expect(combined.every((c) => c.met)).toBe(true);
    expect(fs.readFileSync(file, "utf8")).toContain("1 of 1 met");
  });

  it("starts over from a document in the older one-run format", async () => {
    fs.writeFileSync(file, "# Benchmarks\n\n| commit | abc |\n\n## Targets\n\n8 of 8 met.\n");
    const combined = await writeBenchmarksDoc(run([tbt(90)]), file, "AMD EPYC");
    expect(readKindSections(fs.readFileSync(file, "utf8")).map((s) => s.kind)).toEqual([
      "AMD EPYC",
    ]);
    expect(combined).toHaveLength(1);
  });
});
