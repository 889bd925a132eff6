// The editor is offered to other modules (the game dialog) from here; its parts stay internal.
export { RichTextEditor } from "../admin/editor/rich-text-editor";
