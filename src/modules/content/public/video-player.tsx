"use client";
import dynamic from "next/dynamic";
import Image from "next/image";
import { imageSource } from "@/ui/image-source";
import { useEffect, useState } from "react";
import { Play } from "lucide-react";
import { youtubeEmbedUrl } from "./video-errors";
import { useTranslations } from "@/platform/i18n/client";

// The modal's code (Radix dialog) loads when a visitor first opens a video, not with the page.
const VideoDialog = dynamic(() => import("./video-dialog").then((m) => m.VideoDialog), {
  ssr: false,
});
const loadDialog = () => void import("./video-dialog");

type Props = {
  url: string;
  provider: string | null | undefined;
  title: string;
  thumbnailUrl?: string | null;
  /** Told when the modal opens or closes (the testimonial carousel pauses meanwhile). */
  onModalChange?: (open: boolean) => void;
  className?: string;
};

/** The video player: local files open in a modal, video-site embeds play inline. */
export function VideoPlayer({
  url,
  provider,
  title,
  thumbnailUrl,
  onModalChange,
  className,
}: Props) {
  const t = useTranslations("Video");
  const kind = provider ?? "local";
  if (kind === "youtube") {
    const embed = youtubeEmbedUrl(url);
    if (!embed) return <p className="text-sm text-red-600">{t("unsupported")}</p>;
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
  if (kind !== "local") return <p className="text-sm text-red-600">{t("unsupported")}</p>;
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
  const t = useTranslations("Video");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);

  const setModal = (next: boolean) => {
    if (next) setOpened(true);
    setOpen(next);
    onModalChange?.(next);
  };

  useEffect(() => () => onModalChange?.(false), [onModalChange]);

  return (
    <>
      <button
        type="button"
        onClick={() => setModal(true)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={
          className ??
          "group relative block aspect-video w-full overflow-hidden rounded-xl bg-ink-800"
        }
        aria-label={t("play", { title })}
      >
        {previewFailed ? (
          <span className="absolute inset-0 flex items-center justify-center text-sm text-slate-300">
            {t("previewFailed")}
          </span>
        ) : thumbnailUrl ? (
          <Image
            {...imageSource(thumbnailUrl)}
            alt=""
            fill
            sizes="(min-width: 1024px) 400px, 100vw"
            className="object-cover"
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
            <Play className="ms-1 h-7 w-7 rtl:-scale-x-100" aria-hidden />
          </span>
        </span>
      </button>
      {opened ? <VideoDialog open={open} onOpenChange={setModal} url={url} title={title} /> : null}
    </>
  );
}
