import { describe, expect, it } from "vitest";
import { blocksToHtml, tiptapToBlocks, type TiptapNode } from "@/modules/content/blocks-editor";
import { youtubeId } from "@/modules/content/youtube";

const doc = {
  blocks: [
    {
      id: "p1",
      type: "paragraph",
      data: { text: 'Fast <b>fun</b> and <a href="https://x.y">more</a>' },
    },
    { id: "h1", type: "header", data: { text: "Why", level: 2 } },
    { id: "l1", type: "list", data: { style: "ordered", items: ["One", "<i>Two</i>"] } },
    {
      id: "e1",
      type: "embed",
      data: { service: "youtube", embed: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
    },
  ],
} as const;

// What Tiptap produces after loading blocksToHtml(doc).
const editorJson: TiptapNode = {
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Fast " },
        { type: "text", text: "fun", marks: [{ type: "bold" }] },
        { type: "text", text: " and " },
        { type: "text", text: "more", marks: [{ type: "link", attrs: { href: "https://x.y" } }] },
      ],
    },
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Why" }] },
    { type: "paragraph" },
    {
      type: "orderedList",
      content: [
        {
          type: "listItem",
          content: [{ type: "paragraph", content: [{ type: "text", text: "One" }] }],
        },
        {
          type: "listItem",
          content: [
            {
              type: "paragraph",
              content: [{ type: "text", text: "Two", marks: [{ type: "italic" }] }],
            },
          ],
        },
      ],
    },
    { type: "youtubeEmbed", attrs: { src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" } },
  ],
};

describe("editor block conversion", () => {
  it("writes every block type as editor HTML", () => {
    const html = blocksToHtml(doc as never);
    expect(html).toContain("<p>Fast <b>fun</b>");
    expect(html).toContain("<h2>Why</h2>");
    expect(html).toContain("<ol><li><p>One</p></li><li><p><i>Two</i></p></li></ol>");
    expect(html).toContain(
      'data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
    );
  });

  it("saves an unchanged document as the same document (ids kept, empty blocks skipped)", () => {
    expect(tiptapToBlocks(editorJson, doc as never)).toEqual(doc);
  });

  it("gives new blocks unique ids", () => {
    const out = tiptapToBlocks({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "a" }] },
        { type: "paragraph", content: [{ type: "text", text: "b" }] },
      ],
    });
    expect(new Set(out.blocks.map((b) => b.id)).size).toBe(2);
  });

  it("escapes text so typed markup stays text", () => {
    const out = tiptapToBlocks({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "<script>x</script>" }] }],
    });
    expect(out.blocks[0]!.data).toEqual({ text: "&lt;script&gt;x&lt;/script&gt;" });
  });
});

describe("video-site links", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=10", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://vimeo.com/12345", null],
    ["not a link", null],
  ])("%s -> %s", (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });
});
