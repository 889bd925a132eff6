import { describe, expect, it } from "vitest";
import { literalTexts, publicTextFiles } from "../support/public-texts";

// Every text a visitor reads comes from the message catalogues. This scan fails on text
// written in a public page or component: JSX text, text attributes (aria-label, title, alt,
// placeholder, label…) and the label/name/title/message of the objects handed to components.
describe("public components", () => {
  it("write no text outside the catalogues", () => {
    const files = publicTextFiles();
    expect(files.length).toBeGreaterThan(40);
    const found = files
      .flatMap(literalTexts)
      .map((t) => `${t.file}:${t.line}: ${t.text.replace(/\s+/g, " ")}`);
    expect(found).toEqual([]);
  });

  it("finds such texts (the scan itself works)", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "texts-")), "x.tsx");
    fs.writeFileSync(
      file,
      `export const X = () => <div aria-label="Open menu"><p>Hello there</p>{ok ? "Yes" : t("no")}<Crumbs crumbs={[{ name: "Home" }]} /></div>;`,
    );
    expect(literalTexts(file).map((t) => t.text)).toEqual([
      "Open menu",
      "Hello there",
      "Yes",
      "Home",
    ]);
  });
});
