/**
 * Next's image optimiser only fetches our own files; an address staff pasted from another site is
 * shown as it is. Stock photos are asked for at width 800, quality 75 and auto format
 * unless the address already says otherwise.
 */
export function imageSource(src: string): { src: string; unoptimized: boolean } {
  if (src.startsWith("/") && !src.startsWith("//")) return { src, unoptimized: false };
  return { src: stockPhoto(src), unoptimized: true };
}

function stockPhoto(src: string): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (url.hostname !== "images.unsplash.com") return src;
  for (const [key, value] of [
    ["w", "800"],
    ["q", "75"],
    ["auto", "format"],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}
