import type { z } from "zod";
import type { blockDocSchema } from "./block-schema";
import { htmlToPlainText } from "@/platform/text/html-to-plain-text";

/** The rich content block document (text blocks plus image and embed blocks). */
type ParagraphBlock = { id: string; type: "paragraph"; data: { text: string } };
type HeaderBlock = { id: string; type: "header"; data: { text: string; level?: 1 | 2 | 3 } };
type ListBlock = {
  id: string;
  type: "list";
  data: { style: "ordered" | "unordered"; items: string[] };
};
type ImageBlock = { id: string; type: "image"; data: { url: string; caption?: string } };
type EmbedBlock = { id: string; type: "embed"; data: { service: "youtube"; embed: string } };
/** Any other block type: kept and ignored on display, its data as flat as the schema allows. */
type UnknownBlock = { id: string; type: string; data: BlockData };
type BlockData = z.output<typeof blockDocSchema>["blocks"][number]["data"];

type Block = ParagraphBlock | HeaderBlock | ListBlock | ImageBlock | EmbedBlock;
export type BlockDocument = { time?: number; blocks: Array<Block | UnknownBlock> };

/** Plain text of a document: block texts joined with blank lines. */
export function blocksToPlainText(doc: BlockDocument | null | undefined): string {
  if (!doc?.blocks) return "";
  const parts: string[] = [];
  for (const block of doc.blocks) {
    if (block.type === "paragraph" || block.type === "header") {
      const text = htmlToPlainText(String((block.data as { text?: unknown }).text ?? ""));
      if (text) parts.push(text);
    } else if (block.type === "list") {
      const items = (block.data as { items?: unknown }).items;
      if (Array.isArray(items)) {
        for (const item of items) {
          const text = htmlToPlainText(String(item ?? ""));
          if (text) parts.push(text);
        }
      }
    }
  }
  return parts.join("\n\n");
}
