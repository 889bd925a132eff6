import path from "node:path";

// Modules keep to their own tables (docs/decisions/006-layers.md): another module's schema.ts is
// imported for its types, by a schema.ts for its foreign keys, or by a file the config allows for
// a join; anything else reads and writes another module's tables through that module's functions.
// A rule of its own because an import pattern cannot say "another module than this file's".
const modulesDir = path.resolve(import.meta.dirname, "../src/modules");
const srcDir = path.resolve(import.meta.dirname, "../src");

/** The module a file belongs to, or null outside src/modules. */
function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0];
}

/** The module whose schema.ts an import names, or null. */
function schemaModuleOf(source, file) {
  let resolved;
  if (source.startsWith("@/")) resolved = path.join(srcDir, source.slice(2));
  else if (source.startsWith(".")) resolved = path.resolve(path.dirname(file), source);
  else return null;
  const rel = path.relative(modulesDir, resolved.replace(/\.ts$/, ""));
  const parts = rel.split(path.sep);
  return parts.length === 2 && parts[1] === "schema" && !rel.startsWith("..") ? parts[0] : null;
}

function typeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === "type" || s.exportKind === "type")
  );
}

export const ownTables = {
  meta: {
    type: "problem",
    docs: { description: "Read and write another module's tables only through its functions." },
    schema: [
      {
        type: "object",
        properties: { allow: { type: "object", additionalProperties: { type: "array" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      module:
        "Another module's tables ('{{owner}}') are its own: call a function from @/modules/{{owner}}/server, or import only types (`import type`). A schema.ts may import them for foreign keys.",
      app: "Routes and pages call module functions, not tables: move this query into @/modules/{{owner}}/server (or import only types).",
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    const isSchema = own !== null && file === path.join(modulesDir, own, "schema.ts");
    const relFile = path
      .relative(path.resolve(modulesDir, "../.."), file)
      .split(path.sep)
      .join("/");
    const allowed = context.options[0]?.allow?.[relFile] ?? [];
    function check(node) {
      if (!node.source || typeof node.source.value !== "string") return;
      const owner = schemaModuleOf(node.source.value, file);
      if (owner === null || owner === own || isSchema || typeOnly(node)) return;
      if (allowed.includes(owner)) return;
      context.report({ node, messageId: own === null ? "app" : "module", data: { owner } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
