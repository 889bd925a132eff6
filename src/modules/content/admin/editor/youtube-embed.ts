import { Node, mergeAttributes } from "@tiptap/react";

/** A 16:9 privacy-enhanced video-site embed (the YouTube extension has no release for this Tiptap version). */
export const YoutubeEmbed = Node.create({
  name: "youtubeEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: "div[data-youtube-video] iframe",
        getAttrs: (el) => ({ src: (el as HTMLElement).getAttribute("src") }),
      },
      {
        tag: "div[data-youtube-video]",
        getAttrs: (el) => ({
          src: (el as HTMLElement).querySelector("iframe")?.getAttribute("src") ?? null,
        }),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      "div",
      {
        "data-youtube-video": "",
        class: "relative my-2 aspect-video w-full overflow-hidden rounded bg-black",
      },
      [
        "iframe",
        mergeAttributes(
          {
            class: "absolute inset-0 h-full w-full",
            allowfullscreen: "true",
            frameborder: "0",
            title: "Embedded video",
          },
          { src: HTMLAttributes.src },
        ),
      ],
    ];
  },
});
