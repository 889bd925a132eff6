// The shared upload check, used by the browser forms and the server alike.
import { hasControlChars } from "@/platform/validation/text";

export const MB = 1024 * 1024;
export const IMAGE_MAX_MB = 5;
export const VIDEO_MAX_MB = 100;
export const MEDIA_PANEL_VIDEO_MAX_MB = 500;
export const LOGO_MAX_MB = 2;
export const DOCUMENT_MAX_MB = 50;

export type UploadKind = "image" | "video" | "document";

export const IMAGE_EXTENSIONS: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};
export const VIDEO_EXTENSIONS: Record<string, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
  ogg: "video/ogg",
  mov: "video/quicktime",
};
/** Service documents: PDF, or a ZIP of several files (software, drawings). */
const DOCUMENT_EXTENSIONS: Record<string, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
};
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
const VIDEO_MIME_TYPES = ["video/mp4", "video/webm", "video/ogg", "video/quicktime"];
const GENERIC_TYPES = ["", "application/octet-stream", "binary/octet-stream"];

export type FileLike = { name: string; size: number; type?: string };

export function fileExtension(name: string): string | null {
  const dot = name.lastIndexOf(".");
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

/** Content type inferred from the extension (jpg/jpeg, png, gif, webp, mp4, webm, ogg, mov). */
export function typeFromExtension(name: string): string | null {
  const ext = fileExtension(name);
  if (!ext) return null;
  return IMAGE_EXTENSIONS[ext] ?? VIDEO_EXTENSIONS[ext] ?? null;
}

/** Returns the upload's error text, or null when the file passes. */
export function checkUpload(
  file: FileLike | null | undefined,
  kind: UploadKind,
  opts: { maxMb?: number } = {},
): string | null {
  if (!file) return "No file provided";
  if (
    file.name.includes("..") ||
    file.name.includes("/") ||
    file.name.includes("\\") ||
    hasControlChars(file.name) ||
    file.name.length > 255
  )
    return "Invalid file name";
  const ext = fileExtension(file.name);
  if (!ext) return "File has no extension";
  const declared = (file.type ?? "").toLowerCase();

  if (kind === "document") {
    const maxMb = opts.maxMb ?? DOCUMENT_MAX_MB;
    const allowed = Object.values(DOCUMENT_EXTENSIONS);
    if (
      !(ext in DOCUMENT_EXTENSIONS) ||
      !(GENERIC_TYPES.includes(declared) || allowed.includes(declared))
    )
      return `Unsupported file type: ${declared || ext}. Allowed types: PDF, ZIP`;
    if (file.size > maxMb * MB) return `File size must be less than ${maxMb}MB`;
    return null;
  }

  if (kind === "video") {
    const maxMb = opts.maxMb ?? VIDEO_MAX_MB;
    if (!(ext in VIDEO_EXTENSIONS))
      return "Unsupported video format. Supported formats: mp4, webm, ogg, mov";
    if (!GENERIC_TYPES.includes(declared) && !VIDEO_MIME_TYPES.includes(declared)) {
      return `Unsupported file type: ${declared}. Allowed types: MP4, WebM, OGG, MOV`;
    }
    if (file.size > maxMb * MB) return `File size must be less than ${maxMb}MB`;
    return null;
  }

  const maxMb = opts.maxMb ?? IMAGE_MAX_MB;
  const type = GENERIC_TYPES.includes(declared) ? (IMAGE_EXTENSIONS[ext] ?? ext) : declared;
  if (!IMAGE_MIME_TYPES.includes(type) || !(ext in IMAGE_EXTENSIONS)) {
    return `Unsupported file type: ${type}. Allowed types: JPG, PNG, GIF, WebP`;
  }
  if (file.size > maxMb * MB) return `File size must be less than ${maxMb}MB`;
  return null;
}
