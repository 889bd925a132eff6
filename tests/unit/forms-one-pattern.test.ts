import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The back office writes every form one way: react-hook-form checked by the module's zod schema
// through useSchemaForm (src/ui/form), or the shared DialogForm around such a form.

const ROOT = path.resolve(__dirname, "../..");

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/** The back office's components: src/app/admin and every module's admin folder. */
function backOfficeFiles(): string[] {
  const modules = path.join(ROOT, "src/modules");
  const adminDirs = readdirSync(modules, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(modules, d.name, "admin"))
    .filter((dir) => {
      try {
        return readdirSync(dir).length > 0;
      } catch {
        return false;
      }
    });
  return [path.join(ROOT, "src/app/admin"), ...adminDirs].flatMap(tsxFiles);
}

/** What keeps a file off the pattern, or null when it keeps to it. */
export function offPattern(source: string): string | null {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  if (/\bfrom\s+["']react-hook-form["']/.test(code) && /\buseForm\s*[<(]/.test(code))
    return "calls react-hook-form's useForm itself";
  if (/\bzodResolver\s*\(/.test(code)) return "builds its own zod resolver";
  const rendersForm = /<form[\s>]/.test(code);
  const onPattern = /\buseSchemaForm\s*\(/.test(code) || /<DialogForm[\s>]/.test(code);
  if (rendersForm && !onPattern) return "renders a <form> without useSchemaForm";
  return null;
}

describe("back-office forms", () => {
  it("all use the shared schema form", () => {
    const files = backOfficeFiles();
    expect(files.length).toBeGreaterThan(50);
    const withForms = files.filter((f) =>
      /<form[\s>]|<DialogForm[\s>]/.test(readFileSync(f, "utf8")),
    );
    expect(withForms.length).toBeGreaterThan(15);
    const off = files.flatMap((f) => {
      const why = offPattern(readFileSync(f, "utf8"));
      return why ? [`${path.relative(ROOT, f)}: ${why}`] : [];
    });
    expect(off).toEqual([]);
  });

  it("the scan finds a hand-rolled form (the check itself works)", () => {
    const handRolled = `const [v, setV] = useState("");
      return <form onSubmit={(e) => { e.preventDefault(); save(v); }}><input value={v} /></form>;`;
    expect(offPattern(handRolled)).toBe("renders a <form> without useSchemaForm");
    expect(
      offPattern(`import { useForm } from "react-hook-form"; const f = useForm({}); <form>`),
    ).toBe("calls react-hook-form's useForm itself");
    expect(offPattern(`const r = zodResolver(schema);`)).toBe("builds its own zod resolver");
    expect(
      offPattern(`const f = useSchemaForm(s, {}); return <form onSubmit={f.handleSubmit(x)} />;`),
    ).toBeNull();
    expect(offPattern(`return <DialogForm title="x" onSubmit={s} busy={false} />;`)).toBeNull();
    // A comment mentioning a form is not a form.
    expect(offPattern(`// renders <form> elsewhere\nexport const x = 1;`)).toBeNull();
  });
});
