import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The repository explains itself: no file points readers to documents that are not in it (the
// product's outside specification and habit notes) or to ticket numbers, and every relative link
// in the README and docs/ leads to a file (and heading) that exists.

const ROOT = process.cwd();

/** Outside documents and ticket references, written in pieces so this file does not match. */
const OUTSIDE = new RegExp(
  [
    `\\b(?:${["SPEC", "ARCHITECTURE", "STYLE"].join("|")})\\.md\\b`,
    `\\b[Ii]ssues? #?\\d+`,
    `\\b[Tt]ask #?\\d+`,
  ].join("|"),
);

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && !f.startsWith("node_modules/") && fs.existsSync(path.join(ROOT, f)));
}

function textOf(file: string): string | null {
  const bytes = fs.readFileSync(path.join(ROOT, file));
  return bytes.includes(0) ? null : bytes.toString("utf8");
}

export function outsideReferences(file: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");

function anchors(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "");
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

/** Relative links of a markdown file whose file or heading is missing. */
export function brokenLinks(file: string, markdown: string, exists = fs.existsSync): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  const broken: string[] = [];
  for (const m of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const [rel, anchor] = target.split("#") as [string, string | undefined];
    const resolved = rel
      ? path.join(path.dirname(path.join(ROOT, file)), rel)
      : path.join(ROOT, file);
    if (!exists(resolved)) {
      broken.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (
      anchor &&
      resolved.endsWith(".md") &&
      !anchors(fs.readFileSync(resolved, "utf8")).has(anchor)
    )
      broken.push(`${file}: ${target} (no such heading)`);
  }
  return broken;
}

describe("the repository is self-contained", () => {
  const files = trackedFiles();

  it("cites no outside document and no ticket number in any tracked file", () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => {
      const text = textOf(f);
      return text === null ? [] : outsideReferences(f, text);
    });
    expect(found).toEqual([]);
  });

  it("links only to files and headings that exist from README.md and docs/", () => {
    const docs = files.filter(
      (f) => f === "README.md" || (f.startsWith("docs/") && f.endsWith(".md")),
    );
    expect(docs).toContain("docs/architecture.md");
    const broken = docs.flatMap((f) => brokenLinks(f, fs.readFileSync(path.join(ROOT, f), "utf8")));
    expect(broken).toEqual([]);
  });

  it("catches what it looks for (the checks themselves work)", () => {
    const spec = ["SPEC", "md"].join(".");
    expect(outsideReferences("a.ts", `// see ${spec} section 4`)).toHaveLength(1);
    expect(outsideReferences("a.ts", ["// fixed in is", "sue 21"].join(""))).toHaveLength(1);
    expect(outsideReferences("a.ts", "// SPECULATION_RULES and an issue tracker")).toEqual([]);
    expect(brokenLinks("README.md", "[a](docs/nothing-here.md) [b](https://example.com)")).toEqual([
      "README.md: docs/nothing-here.md (no such file)",
    ]);
    expect(brokenLinks("README.md", "[ops](docs/operations.md#no-such-heading)")).toEqual([
      "README.md: docs/operations.md#no-such-heading (no such heading)",
    ]);
    expect(brokenLinks("README.md", "[ops](docs/operations.md#backups) `[x](y.md)`")).toEqual([]);
  });
});
