import { useId } from "react";
import { ExternalLink, Play } from "lucide-react";
import { FallbackImage } from "@/ui/fallback-image";
import { invokes, NativeDialog } from "@/ui/native-dialog";
import { useTranslations } from "@/platform/i18n/client";
import { youtubeEmbedUrl } from "./video-errors";
import { ATTR, attr, VIDEO_ERROR_ATTR } from "@/platform/site-attributes";

/**
 * A video as the page's HTML: a video-site link plays inline (its embed); a local file is a
 * poster that opens the browser's own dialog, where it plays. Playing on open, stopping and
 * rewinding on close and the error texts are the site's video behaviour
 * (src/site-client/video-dialog.ts), keyed by `data-video`.
 */
export function VideoModal({
  url,
  provider,
  title,
  thumbnailUrl,
  children,
}: {
  url: string;
  provider: string | null | undefined;
  title: string;
  thumbnailUrl?: string | null;
  /** The video's caption, shown under it (and before its dialog in the page's order). */
  children?: React.ReactNode;
}) {
  const t = useTranslations("Video");
  const common = useTranslations("Common");
  const id = `video-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const kind = provider ?? "local";
  if (kind === "youtube") {
    const embed = youtubeEmbedUrl(url);
    if (!embed) return <p className="text-sm text-red-600">{t("unsupported")}</p>;
    return (
      <>
        <div className="relative aspect-video overflow-hidden rounded-xl bg-black">
          <iframe
            src={embed}
            title={title}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            className="absolute inset-0 h-full w-full"
          />
        </div>
        {children}
      </>
    );
  }
  if (kind !== "local") return <p className="text-sm text-red-600">{t("unsupported")}</p>;
  return (
    <>
      <button
        type="button"
        {...invokes(id, "show")}
        className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-ink-800"
        aria-label={t("play", { title })}
      >
        {thumbnailUrl ? (
          <FallbackImage
            src={thumbnailUrl}
            alt=""
            sizes="(min-width: 1024px) 400px, 100vw"
            missingText={common("noImage")}
          />
        ) : (
          <video
            src={`${url}#t=0.5`}
            preload="metadata"
            muted
            playsInline
            className="absolute inset-0 h-full w-full object-cover"
            aria-hidden
          />
        )}
        <span className="absolute inset-0 flex items-center justify-center bg-black/30 transition group-hover:bg-black/40">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-lg transition group-hover:scale-105">
            <Play className="ms-1 h-7 w-7 rtl:-scale-x-100" aria-hidden />
          </span>
        </span>
      </button>
      {children}
      <NativeDialog id={id} title={title} closeLabel={common("close")} className="max-w-4xl">
        <div
          role="alert"
          hidden
          {...attr(ATTR.videoError)}
          {...Object.fromEntries(
            Object.entries(VIDEO_ERROR_ATTR).map(([k, name]) => [
              name,
              t(k as keyof typeof VIDEO_ERROR_ATTR),
            ]),
          )}
          className="mb-3 space-y-3 rounded-md bg-red-50 p-4 text-sm text-red-700"
        >
          <p />
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold underline"
          >
            {t("openInNewTab")} <ExternalLink className="h-4 w-4" aria-hidden />
          </a>
        </div>
        <video
          src={url}
          controls
          playsInline
          preload="none"
          {...attr(ATTR.video)}
          className="aspect-video w-full rounded-md bg-black"
        />
      </NativeDialog>
    </>
  );
}
