import type { BlockDocument } from "./blocks";

// Conversion between the block document and the rich-text editor (Tiptap): blocks become HTML
// for the editor to load; the editor's JSON becomes blocks again, with inline markup kept as
// <b>, <i> and <a href> inside block texts.

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function blocksToHtml(doc: BlockDocument | null | undefined): string {
  return (doc?.blocks ?? [])
    .map((b) => {
      const d = (b.data ?? {}) as Record<string, unknown>;
      switch (b.type) {
        case "paragraph":
          return `<p>${String(d.text ?? "")}</p>`;
        case "header": {
          const level = d.level === 2 || d.level === 3 ? d.level : 1;
          return `<h${level}>${String(d.text ?? "")}</h${level}>`;
        }
        case "list": {
          const tag = d.style === "ordered" ? "ol" : "ul";
          const items = Array.isArray(d.items) ? d.items : [];
          return `<${tag}>${items.map((i) => `<li><p>${String(i)}</p></li>`).join("")}</${tag}>`;
        }
        case "image":
          return `<img src="${esc(String(d.url ?? ""))}" alt="${esc(String(d.caption ?? ""))}">`;
        case "embed":
          return `<div data-youtube-video=""><iframe src="${esc(String(d.embed ?? ""))}"></iframe></div>`;
        default:
          return "";
      }
    })
    .join("");
}

type Mark = { type: string; attrs?: Record<string, unknown> };
export type TiptapNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: TiptapNode[];
  text?: string;
  marks?: Mark[];
};

function inlineHtml(nodes: TiptapNode[] | undefined): string {
  return (nodes ?? [])
    .map((n) => {
      if (n.type === "hardBreak") return "<br>";
      if (n.type !== "text") return "";
      let html = esc(n.text ?? "");
      for (const m of n.marks ?? []) {
        if (m.type === "bold") html = `<b>${html}</b>`;
        else if (m.type === "italic") html = `<i>${html}</i>`;
        else if (m.type === "link" && typeof m.attrs?.href === "string")
          html = `<a href="${esc(m.attrs.href)}">${html}</a>`;
      }
      return html;
    })
    .join("");
}

const isBlank = (html: string) => html.replace(/<br>/g, "").trim() === "";

let counter = 0;
const newBlockId = () =>
  `b${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Editor JSON to blocks; empty blocks are skipped; ids of unchanged positions are kept. */
export function tiptapToBlocks(json: TiptapNode, previous?: BlockDocument | null): BlockDocument {
  const prev = previous?.blocks ?? [];
  const blocks: BlockDocument["blocks"] = [];
  const idFor = (type: string) => {
    const old = prev[blocks.length];
    return old && old.type === type ? old.id : newBlockId();
  };
  for (const node of json.content ?? []) {
    if (node.type === "paragraph") {
      const text = inlineHtml(node.content);
      if (!isBlank(text))
        blocks.push({ id: idFor("paragraph"), type: "paragraph", data: { text } });
    } else if (node.type === "heading") {
      const text = inlineHtml(node.content);
      const level = Math.min(3, Math.max(1, Number(node.attrs?.level ?? 1))) as 1 | 2 | 3;
      if (!isBlank(text))
        blocks.push({ id: idFor("header"), type: "header", data: { text, level } });
    } else if (node.type === "bulletList" || node.type === "orderedList") {
      const items = (node.content ?? [])
        .map((li) =>
          (li.content ?? [])
            .filter((c) => c.type === "paragraph")
            .map((c) => inlineHtml(c.content))
            .join("<br>"),
        )
        .filter((t) => !isBlank(t));
      if (items.length)
        blocks.push({
          id: idFor("list"),
          type: "list",
          data: { style: node.type === "orderedList" ? "ordered" : "unordered", items },
        });
    } else if (node.type === "image" && typeof node.attrs?.src === "string") {
      const caption =
        typeof node.attrs.alt === "string" && node.attrs.alt ? { caption: node.attrs.alt } : {};
      blocks.push({ id: idFor("image"), type: "image", data: { url: node.attrs.src, ...caption } });
    } else if (node.type === "youtubeEmbed" && typeof node.attrs?.src === "string") {
      blocks.push({
        id: idFor("embed"),
        type: "embed",
        data: { service: "youtube", embed: node.attrs.src },
      });
    }
  }
  return { blocks };
}
