import { describe, expect, it } from "vitest";
import { blocksToPlainText } from "@/modules/content";
import { excerpt } from "@/modules/content/public/format";
import { htmlToOneLine, htmlToPlainText } from "@/platform/text/html-to-plain-text";

// Stored HTML as the editor writes it: & < " escaped, an emoji both raw and as a numeric entity.
const STORED = `<h2>Q&amp;A</h2><p>1 &lt; 2 &amp;&amp; a &quot;quoted&quot; word 🎮&nbsp;&#128512;</p>`;

describe("htmlToPlainText", () => {
  it("decodes entities instead of showing them", () => {
    expect(htmlToOneLine(STORED)).toBe('Q&A 1 < 2 && a "quoted" word 🎮 😀');
    expect(htmlToPlainText(STORED)).toBe('Q&A\n\n1 < 2 && a "quoted" word 🎮 😀');
  });

  it("keeps text a regex would take for a tag, and drops what is not text", () => {
    expect(htmlToOneLine("a <b>bold</b> claim: x < y and y > z")).toBe(
      "a bold claim: x < y and y > z",
    );
    expect(
      htmlToOneLine(
        `<p title="<b>no</b>">Shown<!-- <p>hidden</p> --></p><img src="x.png" alt="alt"><a href="https://e.example">link</a>`,
      ),
    ).toBe("Shown link");
  });

  it("keeps headings as written and lists without bullets", () => {
    expect(htmlToPlainText("<h1>Mixed Case</h1><ul><li>one</li><li>two</li></ul>")).toBe(
      "Mixed Case\n\none\ntwo",
    );
  });
});

describe("excerpt and block text use it", () => {
  it("excerpt shows Q&A, not Q&amp;A, and never cuts an emoji in half", () => {
    expect(excerpt(STORED)).toBe('Q&A 1 < 2 && a "quoted" word 🎮 😀');
    expect(excerpt("<p>ab🎮cd</p>", 4)).toBe("ab🎮…");
  });

  it("blocksToPlainText decodes each block's text", () => {
    expect(
      blocksToPlainText({
        blocks: [
          { id: "1", type: "header", data: { text: "Q&amp;A", level: 2 } },
          { id: "2", type: "paragraph", data: { text: "<b>1 &lt; 2</b> &quot;ok&quot; 🎮" } },
          { id: "3", type: "list", data: { style: "unordered", items: ["a &amp; b", "<i></i>"] } },
        ],
      }),
    ).toBe('Q&A\n\n1 < 2 "ok" 🎮\n\na & b');
  });
});
