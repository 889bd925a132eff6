import { convert, type HtmlToTextOptions } from "html-to-text";

/*
 * Stored HTML (posts, block texts) read as plain text for excerpts, meta descriptions and game
 * descriptions. A parser, not a regex: entities such as &amp; and &#128512; decode to their
 * characters, and markup inside attributes or comments never leaks into the text.
 */
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    // The library's e-mail defaults (upper-case headings, "[url]" after links, image alt text)
    // do not fit text shown on a page.
    ...(["h1", "h2", "h3", "h4", "h5", "h6"] as const).map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
    { selector: "iframe", format: "skip" },
    // A space, as the library reads an empty prefix as its default " * ".
    { selector: "ul", options: { itemPrefix: " " } },
  ],
};

/** The text of an HTML fragment, blocks on their own lines (whitespace inside a line collapsed). */
export const htmlToPlainText = (html: string): string =>
  convert(html, OPTIONS)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line, i, lines) => line !== "" || (i > 0 && lines[i - 1] !== ""))
    .join("\n")
    .trim();

/** The text of an HTML fragment on one line, for excerpts and meta descriptions. */
export const htmlToOneLine = (html: string): string =>
  convert(html, OPTIONS).replace(/\s+/g, " ").trim();
