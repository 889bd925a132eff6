"use client";
import dynamic from "next/dynamic";
import type { RichTextEditorProps } from "./rich-text-editor";

/**
 * The rich-text editor, loaded in the browser only. On the server it renders no text anyway (the
 * editor starts after hydration), and rendering it there would keep the whole of TipTap and
 * ProseMirror in the server's memory, once per group of screens that uses it.
 */
const Editor = dynamic(() => import("./rich-text-editor").then((m) => m.RichTextEditor), {
  ssr: false,
  // The editor's own height (label, toolbar and a 200 px area), so nothing moves when it arrives.
  loading: () => (
    <div className="space-y-1" aria-busy="true">
      <div className="h-5" />
      <div className="h-[242px] rounded-md border border-slate-300 bg-slate-50" />
    </div>
  ),
});

export function RichTextEditor(props: RichTextEditorProps) {
  return <Editor {...props} />;
}
