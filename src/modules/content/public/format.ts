import { htmlToOneLine } from "@/platform/text/html-to-plain-text";

/** Plain-text excerpt of stored HTML (entities decoded), cut to max characters. */
export const excerpt = (html: string, max = 160) => {
  // By code points, so an emoji is never cut in half.
  const chars = Array.from(htmlToOneLine(html));
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : chars.join("");
};
