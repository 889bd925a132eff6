import "server-only";
import { fileTypeFromBuffer } from "file-type";
import type { UploadKind } from "./upload-rules";

// Accepted real content types, by what the bytes say (never by the name or the declared type).
const ACCEPTED: Record<UploadKind, Record<string, string>> = {
  image: { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif", "image/webp": "webp" },
  video: {
    "video/mp4": "mp4",
    "video/x-m4v": "mp4",
    "video/quicktime": "mov",
    "video/webm": "webm",
    "video/ogg": "ogg",
    "audio/ogg": "ogg",
    "application/ogg": "ogg",
  },
  document: { "application/pdf": "pdf", "application/zip": "zip" },
};

/** The real type of a file from its first bytes, if it is one we accept for this kind. */
export async function sniffContentType(
  head: Uint8Array,
  kind: UploadKind,
): Promise<{ mime: string; ext: string } | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  const ext = ACCEPTED[kind][found.mime];
  if (!ext) return null;
  const mime = ext === "ogg" ? "video/ogg" : ext === "mp4" ? "video/mp4" : found.mime;
  return { mime, ext };
}
