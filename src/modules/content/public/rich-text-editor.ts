// The editor is offered to other modules (the game dialog) from here; its parts stay internal.
export { RichTextEditor } from "../editor/rich-text-editor";
