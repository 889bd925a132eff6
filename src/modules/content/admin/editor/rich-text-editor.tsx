"use client";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { useId, useRef, useState } from "react";
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Redo2,
  Undo2,
} from "lucide-react";
import type { BlockDocument } from "@/modules/content/blocks";
import { blocksToHtml, tiptapToBlocks, type TiptapNode } from "@/modules/content/blocks-editor";
import { cn } from "@/ui/cn";
import { MediaInsertDialog } from "./media-insert-dialog";
import { YoutubeEmbed } from "./youtube-embed";

type BlockProps = {
  format?: "blocks";
  value: BlockDocument | null;
  onChange: (doc: BlockDocument) => void;
};
type HtmlProps = { format: "html"; value: string; onChange: (html: string) => void };
export type RichTextEditorProps = (BlockProps | HtmlProps) & { label: string; error?: string };
type Props = RichTextEditorProps;

/** The shared rich-text editor: paragraph, headings 1-3, lists, bold, italic, link, image and video. */
export function RichTextEditor(props: Props) {
  const labelId = useId();
  const latest = useRef<BlockDocument | null>(props.format === "html" ? null : props.value);
  const [mediaOpen, setMediaOpen] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        undoRedo: { depth: 100, newGroupDelay: 500 },
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
        code: false,
        codeBlock: false,
        blockquote: false,
        strike: false,
        horizontalRule: false,
        underline: false,
      }),
      Image,
      YoutubeEmbed,
    ],
    content: props.format === "html" ? props.value : blocksToHtml(props.value),
    editorProps: {
      attributes: {
        class:
          "prose-editor min-h-[200px] px-4 py-3 focus:outline-none [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand-700 [&_a]:underline [&_img]:max-w-full [&_img]:rounded [&_p]:my-2",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
      },
    },
    onUpdate: ({ editor: e }) => {
      if (props.format === "html") {
        props.onChange(e.isEmpty ? "" : e.getHTML());
      } else {
        const doc = tiptapToBlocks(e.getJSON() as TiptapNode, latest.current);
        latest.current = doc;
        props.onChange(doc);
      }
    },
  });

  return (
    <div className="space-y-1">
      <span id={labelId} className="block text-sm font-medium text-slate-700">
        {props.label}
      </span>
      <div
        className={cn(
          "overflow-hidden rounded-md border bg-white",
          props.error ? "border-red-500" : "border-slate-300",
        )}
      >
        {editor ? (
          <Toolbar editor={editor} onMedia={() => setMediaOpen(true)} />
        ) : (
          <div className="h-10 border-b border-slate-200 bg-slate-50" />
        )}
        <EditorContent editor={editor} />
      </div>
      {props.error ? <p className="text-xs text-red-600">{props.error}</p> : null}
      {editor ? (
        <MediaInsertDialog
          open={mediaOpen}
          onOpenChange={setMediaOpen}
          // Insert after the selection: a selected image or video must not be replaced by the new one.
          onImage={(url, alt) =>
            editor
              .chain()
              .focus()
              .setTextSelection(editor.state.selection.to)
              .setImage({ src: url, alt })
              .run()
          }
          onVideo={(embed) =>
            editor
              .chain()
              .focus()
              .setTextSelection(editor.state.selection.to)
              .insertContent({ type: "youtubeEmbed", attrs: { src: embed } })
              .run()
          }
        />
      ) : null}
    </div>
  );
}

function Toolbar({ editor, onMedia }: { editor: Editor; onMedia: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      p: e.isActive("paragraph"),
      h1: e.isActive("heading", { level: 1 }),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      ul: e.isActive("bulletList"),
      ol: e.isActive("orderedList"),
      b: e.isActive("bold"),
      i: e.isActive("italic"),
      a: e.isActive("link"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const btn = (
    label: string,
    Icon: typeof Bold,
    active: boolean,
    run: () => void,
    disabled = false,
  ) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={cn(
        "rounded p-1.5 text-slate-600 hover:bg-slate-200 disabled:opacity-40",
        active && "bg-slate-200 text-slate-900",
      )}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
    >
      {btn("Paragraph", Pilcrow, state.p, () => chain().setParagraph().run())}
      {btn("Heading 1", Heading1, state.h1, () => chain().toggleHeading({ level: 1 }).run())}
      {btn("Heading 2", Heading2, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {btn("Heading 3", Heading3, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {btn("Bulleted list", List, state.ul, () => chain().toggleBulletList().run())}
      {btn("Numbered list", ListOrdered, state.ol, () => chain().toggleOrderedList().run())}
      {btn("Bold", Bold, state.b, () => chain().toggleBold().run())}
      {btn("Italic", Italic, state.i, () => chain().toggleItalic().run())}
      {btn("Link", Link2, state.a, () => {
        if (editor.isActive("link")) return chain().unsetLink().run();
        const href = window.prompt("Link address (https://…)");
        if (href && /^(https?:\/\/|mailto:)/i.test(href.trim()))
          chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
      })}
      {btn("Insert image or video", ImagePlus, false, onMedia)}
      <span className="mx-1 w-px bg-slate-300" aria-hidden />
      {btn("Undo", Undo2, false, () => chain().undo().run(), !state.undo)}
      {btn("Redo", Redo2, false, () => chain().redo().run(), !state.redo)}
    </div>
  );
}
