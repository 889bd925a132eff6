"use client";
import { useRef, useState } from "react";
import { ExternalLink } from "lucide-react";
import { Dialog } from "@/ui/dialog";
import { useTranslations } from "@/platform/i18n/client";
import { videoErrorKey } from "./video-errors";

/** The modal of a local video (video-player.tsx loads it on first use). */
export function VideoDialog({
  open,
  onOpenChange,
  url,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  title: string;
}) {
  const t = useTranslations("Video");
  const common = useTranslations("Common");
  const [error, setError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  const setModal = (next: boolean) => {
    if (!next && videoRef.current) {
      // Closing stops playback and rewinds.
      videoRef.current.pause();
      videoRef.current.currentTime = 0;
    }
    if (next) setError(null);
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setModal}
      title={title}
      className="max-w-4xl"
      closeLabel={common("close")}
    >
      {error ? (
        <div role="alert" className="space-y-3 rounded-md bg-red-50 p-4 text-sm text-red-700">
          <p>{error}</p>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold underline"
          >
            {t("openInNewTab")} <ExternalLink className="h-4 w-4" aria-hidden />
          </a>
        </div>
      ) : null}
      <video
        ref={videoRef}
        src={url}
        controls
        autoPlay
        playsInline
        className="aspect-video w-full rounded-md bg-black"
        onError={(e) => {
          const code = e.currentTarget.error?.code;
          console.error("Video error", code, url);
          setError(t(videoErrorKey(code)));
        }}
      />
    </Dialog>
  );
}
