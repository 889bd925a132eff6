import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// The files whose texts a visitor reads: the public pages and the public components.
const ROOT = path.resolve(import.meta.dirname, "../..");
export const PUBLIC_TEXT_DIRS = [
  "src/app/(site)",
  "src/modules/site/public",
  "src/modules/catalog/public",
  "src/modules/content/public",
  "src/modules/contact/public",
  "src/modules/leads/public",
  "src/modules/machines/public",
  "src/modules/orders/public",
  "src/site/render",
];
/** Shared primitives the public pages show text through. */
export const PUBLIC_TEXT_FILES = ["src/ui/fallback-image.tsx", "src/ui/dialog.tsx"];

/** Attributes a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
  "label",
  "message",
  "subtitle",
  "description",
]);
/** Properties that carry a visible text into a component (crumbs, actions, sections). */
const TEXT_PROPERTIES = new Set(["label", "name", "title", "message", "subtitle"]);

const looksLikeText = (s: string) => /\p{L}{2,}/u.test(s);

export type LiteralText = { file: string; line: number; text: string };

function literalStrings(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  if (ts.isConditionalExpression(node))
    return [...literalStrings(node.whenTrue), ...literalStrings(node.whenFalse)];
  if (ts.isBinaryExpression(node))
    return [...literalStrings(node.left), ...literalStrings(node.right)];
  if (ts.isParenthesizedExpression(node)) return literalStrings(node.expression);
  return [];
}

/** The texts written in one file outside the catalogue: JSX text and text-bearing literals. */
export function literalTexts(file: string): LiteralText[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: LiteralText[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!looksLikeText(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ file: path.relative(ROOT, file), line: line + 1, text: text.trim() });
  };
  // `useWatch({ name: "location" })`: a hook's option names a form field, it is not a text.
  const hookOption = (node: ts.PropertyAssignment) =>
    ts.isObjectLiteralExpression(node.parent) &&
    ts.isCallExpression(node.parent.parent) &&
    /^use[A-Z]/.test(node.parent.parent.expression.getText());
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText())) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init)) add(init, init.text);
      else if (init && ts.isJsxExpression(init) && init.expression)
        for (const s of literalStrings(init.expression)) add(init, s);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      for (const s of literalStrings(node.expression)) add(node, s);
    } else if (
      ts.isPropertyAssignment(node) &&
      TEXT_PROPERTIES.has(node.name.getText()) &&
      file.endsWith(".tsx") &&
      !hookOption(node)
    ) {
      for (const s of literalStrings(node.initializer)) add(node, s);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return /\.tsx$/.test(e.name) ? [full] : [];
  });
}

export function publicTextFiles(): string[] {
  return [
    ...PUBLIC_TEXT_DIRS.flatMap((d) => walk(path.join(ROOT, d))),
    ...PUBLIC_TEXT_FILES.map((f) => path.join(ROOT, f)),
  ];
}
