import Image from "next/image";
import { imageSource } from "@/ui/image-source";
import { ImageOff } from "lucide-react";
import { ATTR, attr } from "@/platform/site-attributes";

/**
 * An image (a game's, a post's) that shows 'No image available' when missing or when it fails to
 * load: the notice is in the page, hidden behind the picture, and shown in its place by the site's
 * behaviour when the picture fails (site-client/broken-images.ts).
 */
export function FallbackImage({
  src,
  alt,
  priority,
  sizes,
  className = "object-cover",
  missingText,
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
  sizes: string;
  className?: string;
  missingText: string;
}) {
  const missing = (
    <div
      {...attr(ATTR.imageMissing)}
      hidden={Boolean(src)}
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ink-800 text-slate-400"
    >
      <ImageOff className="h-8 w-8" aria-hidden />
      <span className="text-sm">{missingText}</span>
    </div>
  );
  if (!src) return missing;
  return (
    <>
      <Image
        {...imageSource(src)}
        alt={alt}
        fill
        preload={priority}
        fetchPriority={priority ? "high" : undefined}
        sizes={sizes}
        className={className}
        {...attr(ATTR.imageFallback)}
      />
      {missing}
    </>
  );
}
