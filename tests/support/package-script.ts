import fs from "node:fs";

/**
 * A package.json script that runs `tsx <flags> <file>`, as Node's own arguments
 * (`--import tsx <flags> <file>`): the tests run the command the README gives, without npm in
 * front of it (npm itself costs about a second of CPU per run, and a test runs it often).
 */
export function scriptArgs(name: string): string[] {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };
  const [bin, ...rest] = (pkg.scripts[name] ?? "").split(/\s+/);
  if (bin !== "tsx") throw new Error(`npm run ${name} must run tsx, not ${bin}`);
  return ["--import", "tsx", ...rest];
}
