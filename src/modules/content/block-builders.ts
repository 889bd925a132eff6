// Small builders for block documents (demo content and tests).
import type { BlockDocument } from "./blocks";

let n = 0;
const id = () => `demo-${(++n).toString(36)}`;
export const p = (text: string) => ({ id: id(), type: "paragraph" as const, data: { text } });
export const h = (text: string, level: 1 | 2 | 3 = 2) => ({
  id: id(),
  type: "header" as const,
  data: { text, level },
});
export const ul = (items: string[], style: "ordered" | "unordered" = "unordered") => ({
  id: id(),
  type: "list" as const,
  data: { style, items },
});
export const doc = (...blocks: BlockDocument["blocks"]): BlockDocument => ({ blocks });
