/** The video error text for a MediaError code, as its catalogue key (Video). */
export function videoErrorKey(code: number | undefined) {
  const keys = { 1: "aborted", 2: "network", 3: "decode", 4: "format" } as const;
  return keys[code as keyof typeof keys] ?? "generic";
}

/** A privacy-enhanced embed URL for a video-site link, or null. */
export function youtubeEmbedUrl(url: string): string | null {
  const m =
    /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{6,})/.exec(
      url,
    );
  return m ? `https://www.youtube-nocookie.com/embed/${m[1]}` : null;
}
