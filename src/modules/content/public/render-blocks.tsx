import type { BlockDocument } from "@/modules/content/blocks";
import { safeUrl, sanitizeInline } from "@/platform/sanitize";
import { cn } from "@/ui/cn";
import { useTranslations } from "next-intl";

const EMBED = /^https:\/\/(www\.)?(youtube-nocookie\.com|youtube\.com)\/embed\/[A-Za-z0-9_-]{6,}/;

function Inline({
  html,
  as: Tag = "p",
  className,
}: {
  html: string;
  as?: "p" | "h1" | "h2" | "h3" | "li";
  className?: string;
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeInline(html) }} />;
}

const headingClass = {
  1: "text-3xl font-bold",
  2: "text-2xl font-semibold",
  3: "text-xl font-semibold",
} as const;

/**
 * Renders a stored block document (text blocks plus image and embed blocks).
 * Unknown block types are ignored; inline markup is sanitized to bold, italic and links.
 */
export function RenderBlocks({
  doc,
  className,
}: {
  doc: BlockDocument | null | undefined;
  className?: string;
}) {
  const t = useTranslations("Video");
  const blocks = doc?.blocks ?? [];
  return (
    <div
      className={cn("space-y-4 leading-relaxed [&_a]:text-brand-700 [&_a]:underline", className)}
    >
      {blocks.map((block) => {
        const data = (block.data ?? {}) as Record<string, unknown>;
        switch (block.type) {
          case "paragraph":
            return <Inline key={block.id} html={String(data.text ?? "")} />;
          case "header": {
            const level = data.level === 2 || data.level === 3 ? data.level : 1;
            const Tag = `h${level}` as "h1" | "h2" | "h3";
            return (
              <Inline
                key={block.id}
                as={Tag}
                html={String(data.text ?? "")}
                className={headingClass[level]}
              />
            );
          }
          case "list": {
            const items = Array.isArray(data.items) ? data.items.map(String) : [];
            const ordered = data.style === "ordered";
            const List = ordered ? "ol" : "ul";
            return (
              <List
                key={block.id}
                className={cn("space-y-1 ps-6", ordered ? "list-decimal" : "list-disc")}
              >
                {items.map((item, i) => (
                  <Inline key={i} as="li" html={item} />
                ))}
              </List>
            );
          }
          case "image": {
            const url = safeUrl(String(data.url ?? ""));
            if (!url) return null;
            const caption = typeof data.caption === "string" ? data.caption : "";
            return (
              <figure key={block.id}>
                {/* eslint-disable-next-line @next/next/no-img-element -- editor images have unknown dimensions */}
                <img
                  src={url}
                  alt={caption}
                  loading="lazy"
                  className="h-auto max-w-full rounded-lg"
                />
                {caption ? (
                  <figcaption className="mt-1 text-sm text-slate-500">{caption}</figcaption>
                ) : null}
              </figure>
            );
          }
          case "embed": {
            const src = String(data.embed ?? "");
            if (!EMBED.test(src)) return null;
            return (
              <div
                key={block.id}
                className="relative aspect-video overflow-hidden rounded-lg bg-black"
              >
                <iframe
                  src={src}
                  title={t("embedded")}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  className="absolute inset-0 h-full w-full"
                />
              </div>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
