// Object paths inside the game-media bucket.

export const BUCKET = "game-media";
export const SHORT_CACHE = "public, max-age=3600";
export const LONG_CACHE = "public, max-age=31536000, immutable";

function uniqueName(ext: string): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `${Date.now()}-${random}.${ext}`;
}

export const storagePaths = {
  gameImage: (gameId: string, ext: string) => `${gameId}/${uniqueName(ext)}`,
  gameVideo: (gameId: string, ext: string) => `${gameId}/videos/${uniqueName(ext)}`,
  editorImage: (ext: string) => `about/${uniqueName(ext)}`,
  testimonial: (ext: string) => `testimonials/${uniqueName(ext)}`,
  logo: (ext: string) => uniqueName(ext),
};

/** Public URL of an object, served by app/storage/game-media/[...path]. */
export function publicUrl(objectPath: string): string {
  return `/storage/${BUCKET}/${objectPath.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * The object path behind a public URL of ours, or null for any other URL, including one whose
 * %-escapes are broken (decodeURIComponent would throw on it) or whose path is not a safe one.
 */
export function objectPathFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  // With S3_PUBLIC_URL (a CDN or the bucket's origin) stored URLs point there instead (server only).
  const cdn = typeof process !== "undefined" ? process.env.S3_PUBLIC_URL : undefined;
  const prefixes = [
    `/storage/${BUCKET}/`,
    ...(cdn ? [`${cdn.replace(/\/$/, "")}/${BUCKET}/`] : []),
  ];
  const prefix = prefixes.find((p) => url.startsWith(p));
  if (!prefix) return null;
  let p: string;
  try {
    p = url.slice(prefix.length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
  return isSafeObjectPath(p) ? p : null;
}

/** A safe relative object path: segments of [A-Za-z0-9._-], no traversal. */
export function isSafeObjectPath(p: string): boolean {
  if (!p || p.length > 512) return false;
  return p.split("/").every((seg) => /^[A-Za-z0-9._-]+$/.test(seg) && seg !== "." && seg !== "..");
}

/** Join the public origin (CDN or bucket) and an object path. */
export function bucketPublicUrl(base: string, objectPath: string): string {
  const encoded = objectPath.split("/").map(encodeURIComponent).join("/");
  return `${base.replace(/\/$/, "")}/${BUCKET}/${encoded}`;
}
