import fs from "node:fs";
import path from "node:path";

/** Which module imports which (type-only imports count: they tie the modules together too). */
export type ModuleGraph = Map<string, Map<string, string[]>>;

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

/** The module a specifier points into, from a file of module `from`, or null. */
function targetModule(root: string, file: string, specifier: string): string | null {
  let resolved: string;
  if (specifier.startsWith("@/modules/")) resolved = path.join(root, specifier.slice(10));
  else if (specifier.startsWith(".")) resolved = path.resolve(path.dirname(file), specifier);
  else return null;
  const rel = path.relative(root, resolved);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] ?? null;
}

/** The module graph of `root` (src/modules): one node per folder, an edge per cross import. */
export function moduleGraph(root = path.resolve("src/modules")): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const mod of fs.readdirSync(root, { withFileTypes: true })) {
    if (!mod.isDirectory()) continue;
    const edges = new Map<string, string[]>();
    graph.set(mod.name, edges);
    for (const file of sourceFiles(path.join(root, mod.name))) {
      for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
        const target = targetModule(root, file, specifier!);
        if (!target || target === mod.name) continue;
        edges.set(target, [...(edges.get(target) ?? []), path.relative(root, file)]);
      }
    }
  }
  return graph;
}

/** A cycle as the modules along it ("a → b → a"), or null when the graph has none. */
export function findCycle(graph: ModuleGraph): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = onPath.indexOf(node);
    if (at >= 0) return [...onPath.slice(at), node];
    if (done.has(node)) return null;
    onPath.push(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(node);
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}
