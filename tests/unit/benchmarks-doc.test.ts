// docs/benchmarks.md keeps the latest figures of each kind of machine, quiet and beside a build, and
// a target met on one kind or condition only is not met: a fast laptop's or a quiet run must not
// hide what the slow server measured with a build beside it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  readRuns,
  settingOf,
  writeBenchmarksDoc,
  type BenchRun,
} from "../../scripts/bench/benchmarks-doc";
import type { TargetCheck } from "../../scripts/bench/targets";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-doc-"));
const file = path.join(dir, "benchmarks.md");
afterEach(() => fs.rmSync(file, { force: true }));

const tbt = (value: number, subject = "/"): TargetCheck => ({
  target: "TBT <= 100 ms",
  subject,
  value: `${value} ms`,
  met: value <= 100,
});
let clock = Date.parse("2026-12-02T00:00:00Z");
const run = (
  checks: TargetCheck[],
  report = "figures",
  over: Partial<BenchRun> = {},
): BenchRun => ({
  startedAt: new Date((clock += 60_000)),
  size: "demo",
  sections: ["lighthouse"],
  pages: null,
  condition: "quiet",
  runs: 3,
  report,
  checks,
  ...over,
});
const settings = () => readRuns(fs.readFileSync(file, "utf8")).map((r) => settingOf(r.key));

// Each write formats the whole document with Prettier: seconds apiece on a machine running the
// other suites beside this one.
describe("docs/benchmarks.md over machine kinds and conditions", { timeout: 30_000 }, () => {
  it("keeps the latest run of each machine kind and condition, replacing only the same one's", async () => {
    await writeBenchmarksDoc(run([tbt(80)], "fast laptop figures"), file, "Apple M3");
    await writeBenchmarksDoc(run([tbt(90)], "first EPYC figures"), file, "AMD EPYC");
    await writeBenchmarksDoc(
      run([tbt(99)], "busy EPYC figures", { condition: "beside a build", besideBuilds: 3 }),
      file,
      "AMD EPYC",
    );
    await writeBenchmarksDoc(run([tbt(95)], "second EPYC figures"), file, "AMD EPYC");
    const md = fs.readFileSync(file, "utf8");
    expect(settings()).toEqual(["AMD EPYC, beside a build", "AMD EPYC, quiet", "Apple M3, quiet"]);
    expect(md).toContain("fast laptop figures");
    expect(md).toContain("busy EPYC figures");
    expect(md).toContain("second EPYC figures");
    expect(md).not.toContain("first EPYC figures");
    expect(md).toMatch(/\| machine kind +\| AMD EPYC \(lscpu's model name\) +\|/);
    expect(md).toMatch(
      /\| condition +\| beside a build \(`npm run build` in a loop, in a clone: 3 builds/,
    );
  });

  it("keeps a run whose sections or pages a later run did not measure again", async () => {
    await writeBenchmarksDoc(run([tbt(90)], "first full figures"), file, "AMD EPYC");
    await writeBenchmarksDoc(
      run([tbt(70, "/portal")], "portal only", { pages: ["/portal"] }),
      file,
      "AMD EPYC",
    );
    await writeBenchmarksDoc(run([], "inbox section", { sections: ["inbox"] }), file, "AMD EPYC");
    let md = fs.readFileSync(file, "utf8");
    expect(md).toContain("first full figures");
    expect(md).toContain("portal only");
    expect(md).toContain("inbox section");
    // Every page again: the portal-only run is measured again and goes; the inbox run stays.
    await writeBenchmarksDoc(
      run([tbt(85), tbt(75, "/portal")], "every page again"),
      file,
      "AMD EPYC",
    );
    md = fs.readFileSync(file, "utf8");
    expect(md).not.toContain("portal only");
    expect(md).not.toContain("first full figures");
    expect(md).toContain("every page again");
    expect(md).toContain("inbox section");
  });

  it("judges a target by the latest figure of its setting, and counts one met in one setting only as missed", async () => {
    await writeBenchmarksDoc(run([tbt(80)]), file, "Apple M3");
    await writeBenchmarksDoc(
      run([tbt(311, "/portal")], "x", { pages: ["/portal"] }),
      file,
      "AMD EPYC",
    );
    let combined = await writeBenchmarksDoc(
      run([tbt(90, "/portal")], "y", { pages: ["/portal"] }),
      file,
      "AMD EPYC",
    );
    expect(combined.find((c) => c.subject === "/portal")!.met).toBe(true);
    combined = await writeBenchmarksDoc(
      run([tbt(140)], "z", { condition: "beside a build" }),
      file,
      "AMD EPYC",
    );
    const home = combined.find((c) => c.subject === "/")!;
    expect(home.met).toBe(false);
    const md = fs.readFileSync(file, "utf8");
    expect(md).toContain("1 of 2 met");
    expect(md).toContain("**missed** (met on Apple M3, quiet only)");
  });

  it("starts over from a document in an older format", async () => {
    fs.writeFileSync(
      file,
      '# Benchmarks\n\n<!-- bench-machine "AMD EPYC" -->\n\nold\n\n<!-- end bench-machine -->\n',
    );
    const combined = await writeBenchmarksDoc(run([tbt(90)]), file, "AMD EPYC");
    expect(settings()).toEqual(["AMD EPYC, quiet"]);
    expect(fs.readFileSync(file, "utf8")).not.toContain("bench-machine");
    expect(combined).toHaveLength(1);
  });
});
