// The site's stylesheet is styled over every element of a page on a phone before its first paint
// and again at each dialog's open: a rule whose cost grows with the whole document is a slower
// tap and a later first paint, not a matter of taste.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const css = fs.readFileSync("src/app/globals.css", "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

describe("the site's stylesheet (src/app/globals.css)", () => {
  it("has no :has() rule, which re-checks the whole document when anything inside changes", () => {
    expect(css).not.toMatch(/:has\(/);
  });

  it("holds the page behind a shown dialog still by the class the dialog code sets", async () => {
    const { DIALOG_OPEN_CLASS } = await import("@/site-client/modal-focus");
    expect(css).toMatch(new RegExp(`html\\.${DIALOG_OPEN_CLASS}\\s*\\{\\s*overflow:\\s*hidden;`));
  });
});
