import { videoErrorKey } from "@/modules/content/public/video-errors";

/**
 * A local video's dialog (content/public/video-modal.tsx): it plays when the dialog opens, stops
 * and rewinds when it closes, and a failure says why with a link to open the file itself.
 */
export function startVideoDialogs() {
  for (const video of document.querySelectorAll<HTMLVideoElement>("video[data-video]")) {
    const dialog = video.closest("dialog");
    const error = dialog?.querySelector<HTMLElement>("[data-video-error]");
    if (!dialog) continue;
    dialog.addEventListener("toggle", () => {
      if (dialog.matches(":popover-open")) {
        if (error) error.hidden = true;
        void video.play().catch(() => undefined);
      } else {
        video.pause();
        video.currentTime = 0;
      }
    });
    video.addEventListener("error", () => {
      const code = video.error?.code;
      console.error("Video error", code, video.currentSrc);
      if (!error) return;
      error.querySelector("p")!.textContent = error.dataset[videoErrorKey(code)] ?? "";
      error.hidden = false;
    });
  }
}
