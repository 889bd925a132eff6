// What other modules' back-office screens may use from content: the rich-text editor (the game
// dialog's description); its parts stay internal.
export { RichTextEditor } from "./editor/lazy-rich-text-editor";
