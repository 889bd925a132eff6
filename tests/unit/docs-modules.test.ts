import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A newcomer learns the modules from the docs: every folder under src/modules is named, with what
// it owns, in the architecture's module map and in the layers decision, so a new module cannot
// land without its line in both.

const ROOT = process.cwd();
const MODULES = path.join(ROOT, "src/modules");
const DOCS = ["docs/architecture.md", "docs/decisions/006-layers.md"];

function moduleFolders(): string[] {
  return fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** The text under a level-2 heading, up to the next level-2 heading (subsections included). */
export function section(markdown: string, heading: string): string | null {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  if (start < 0) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => /^## /.test(l));
  return (end < 0 ? rest : rest.slice(0, end)).join("\n");
}

/** The modules a section does not name as code (`name`). */
export function unnamedModules(text: string, modules: string[]): string[] {
  return modules.filter((m) => !text.includes(`\`${m}\``));
}

describe("the docs name every module", () => {
  const modules = moduleFolders();

  it("finds the module folders", () => {
    expect(modules).toEqual(expect.arrayContaining(["auth", "leads", "site"]));
  });

  for (const doc of DOCS) {
    it(`names every folder of src/modules in the module map of ${doc}`, () => {
      const map = section(fs.readFileSync(path.join(ROOT, doc), "utf8"), "Module map");
      expect(map, `${doc} has no "## Module map" section`).not.toBeNull();
      expect(unnamedModules(map!, modules)).toEqual([]);
    });
  }

  it("catches what it looks for (the checks themselves work)", () => {
    const doc = [
      "## Module map",
      "- **`auth`**: staff accounts",
      "### More",
      "- **`leads`**: price requests",
      "## Elsewhere",
      "- **`quotes`**: named outside the map",
    ].join("\n");
    const map = section(doc, "Module map")!;
    expect(unnamedModules(map, ["auth", "leads", "quotes"])).toEqual(["quotes"]);
    expect(unnamedModules("the auth module", ["auth"])).toEqual(["auth"]);
    expect(section(doc, "Nowhere")).toBeNull();
  });
});
