"use client";
import { useEffect, useRef, useState } from "react";
import { ExternalLink, Play } from "lucide-react";
import { Dialog } from "@/ui/dialog";
import { videoErrorMessage, youtubeEmbedUrl } from "./video-errors";

type Props = {
  url: string;
  provider: string | null | undefined;
  title: string;
  thumbnailUrl?: string | null;
  /** Told when the modal opens or closes (the testimonial carousel pauses meanwhile). */
  onModalChange?: (open: boolean) => void;
  className?: string;
};

/** SPEC.md "Video player": local files open in a modal, video-site embeds play inline. */
export function VideoPlayer({
  url,
  provider,
  title,
  thumbnailUrl,
  onModalChange,
  className,
}: Props) {
  const kind = provider ?? "local";
  if (kind === "youtube") {
    const embed = youtubeEmbedUrl(url);
    if (!embed) return <p className="text-sm text-red-600">Unsupported video provider</p>;
    return (
      <div className={className ?? "relative aspect-video overflow-hidden rounded-xl bg-black"}>
        <iframe
          src={embed}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 h-full w-full"
        />
      </div>
    );
  }
  if (kind !== "local") return <p className="text-sm text-red-600">Unsupported video provider</p>;
  return (
    <LocalVideo
      url={url}
      title={title}
      thumbnailUrl={thumbnailUrl}
      onModalChange={onModalChange}
      className={className}
    />
  );
}

function LocalVideo({
  url,
  title,
  thumbnailUrl,
  onModalChange,
  className,
}: Omit<Props, "provider">) {
  const [open, setOpen] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  const setModal = (next: boolean) => {
    if (!next && videoRef.current) {
      // Closing stops playback and rewinds.
      videoRef.current.pause();
      videoRef.current.currentTime = 0;
    }
    if (next) setError(null);
    setOpen(next);
    onModalChange?.(next);
  };

  useEffect(() => () => onModalChange?.(false), [onModalChange]);

  return (
    <>
      <button
        type="button"
        onClick={() => setModal(true)}
        className={
          className ??
          "group relative block aspect-video w-full overflow-hidden rounded-xl bg-ink-800"
        }
        aria-label={`Play video: ${title}`}
      >
        {previewFailed ? (
          <span className="absolute inset-0 flex items-center justify-center text-sm text-slate-300">
            Failed to load video preview
          </span>
        ) : thumbnailUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- thumbnails may be external
          <img
            src={thumbnailUrl}
            alt=""
            loading="lazy"
            className="absolute inset-0 h-full w-full object-cover"
            onError={() => setPreviewFailed(true)}
          />
        ) : (
          <video
            src={`${url}#t=0.5`}
            preload="metadata"
            muted
            playsInline
            className="absolute inset-0 h-full w-full object-cover"
            onError={() => setPreviewFailed(true)}
            aria-hidden
          />
        )}
        <span className="absolute inset-0 flex items-center justify-center bg-black/30 transition group-hover:bg-black/40">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-lg transition group-hover:scale-105">
            <Play className="ml-1 h-7 w-7" aria-hidden />
          </span>
        </span>
      </button>
      <Dialog open={open} onOpenChange={setModal} title={title} className="max-w-4xl">
        {error ? (
          <div role="alert" className="space-y-3 rounded-md bg-red-50 p-4 text-sm text-red-700">
            <p>{error}</p>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold underline"
            >
              Open video in new tab <ExternalLink className="h-4 w-4" aria-hidden />
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
            setError(videoErrorMessage(code));
          }}
        />
      </Dialog>
    </>
  );
}
