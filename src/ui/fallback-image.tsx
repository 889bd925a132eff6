"use client";
import Image from "next/image";
import { imageSource } from "@/ui/image-source";
import { useState } from "react";
import { ImageOff } from "lucide-react";

/** An image (a game's, a post's) that shows 'No image available' when missing or when it fails to load. */
export function FallbackImage({
  src,
  alt,
  priority,
  sizes,
  className = "object-cover",
  // The back office is English; public pages pass their language's text.
  missingText = "No image available",
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
  sizes: string;
  className?: string;
  missingText?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ink-800 text-slate-400">
        <ImageOff className="h-8 w-8" aria-hidden />
        <span className="text-sm">{missingText}</span>
      </div>
    );
  }
  return (
    <Image
      {...imageSource(src)}
      alt={alt}
      fill
      preload={priority}
      fetchPriority={priority ? "high" : undefined}
      sizes={sizes}
      className={className}
      onError={() => setBroken(true)}
    />
  );
}
