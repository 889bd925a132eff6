import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { config } from "@/platform/config";
import { AppError } from "@/platform/errors";
import { BUCKET, isSafeObjectPath, publicUrl } from "./paths";
import { sniffContentType } from "./sniff";
import { checkUpload, MB, type UploadKind } from "./upload-rules";

export type ObjectMeta = {
  contentType: string;
  cacheControl: string;
  size: number;
  etag: string;
  createdAt: string;
};
export type StoredObject = { path: string; url: string; contentType: string; size: number };

const root = () => path.join(config().dataDir, "storage");
const objectFile = (p: string) => path.join(root(), BUCKET, p);
const metaFile = (p: string) => path.join(root(), ".meta", BUCKET, `${p}.json`);

function assertPath(p: string) {
  if (!isSafeObjectPath(p))
    throw new AppError("Invalid file name", { code: "INVALID_PATH", status: 400 });
}

/** Publish a finished temp file at objectPath without ever overwriting (the bucket's "no overwrite"). */
async function publish(tmp: string, objectPath: string, meta: ObjectMeta): Promise<StoredObject> {
  assertPath(objectPath);
  const dest = objectFile(objectPath);
  await fsp.mkdir(path.dirname(dest), { recursive: true });
  await fsp.mkdir(path.dirname(metaFile(objectPath)), { recursive: true });
  try {
    await fsp.link(tmp, dest);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") {
      throw new AppError("The resource already exists", { code: "CONFLICT", status: 409 });
    }
    throw e;
  } finally {
    await fsp.rm(tmp, { force: true });
  }
  await fsp.writeFile(metaFile(objectPath), JSON.stringify(meta));
  return {
    path: objectPath,
    url: publicUrl(objectPath),
    contentType: meta.contentType,
    size: meta.size,
  };
}

async function tempFile(): Promise<string> {
  const dir = path.join(root(), ".tmp");
  await fsp.mkdir(dir, { recursive: true });
  return path.join(dir, randomUUID());
}

/**
 * Check an upload and stream it to disk: the declared name, type and size first (SPEC.md section 5),
 * then the real size while streaming (413) and the real type from the first bytes (415).
 * The whole file is never held in memory.
 */
export async function storeUpload(opts: {
  body: ReadableStream<Uint8Array> | null;
  fileName: string;
  declaredType?: string;
  declaredSize?: number;
  kind: UploadKind;
  maxMb?: number;
  pathFor: (ext: string) => string;
  cacheControl: string;
}): Promise<StoredObject> {
  const problem = checkUpload(
    opts.body
      ? { name: opts.fileName, size: opts.declaredSize ?? 0, type: opts.declaredType }
      : null,
    opts.kind,
    { maxMb: opts.maxMb },
  );
  if (problem) throw uploadError(problem);
  const maxMb = opts.maxMb ?? (opts.kind === "image" ? 5 : 100);
  const maxBytes = maxMb * MB;

  const tmp = await tempFile();
  const out = fs.createWriteStream(tmp, { flags: "wx" });
  // A write error surfaces through drain/end below; the listener keeps it from being unhandled
  // when the upload stops early and the stream is destroyed with writes still queued.
  let writeError: Error | undefined;
  out.on("error", (e) => (writeError ??= e));
  const hash = createHash("sha256");
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let size = 0;
  try {
    const reader = opts.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read().catch((e: unknown) => {
        // The browser went away (or the connection broke) mid-upload: nothing of it is kept.
        throw new AppError("The upload was interrupted", {
          code: "UPLOAD_INTERRUPTED",
          status: 400,
          cause: e,
        });
      });
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw uploadError(`File size must be less than ${maxMb}MB`);
      }
      if (headBytes < 4100) {
        head.push(value);
        headBytes += value.byteLength;
      }
      hash.update(value);
      if (writeError) throw writeError;
      if (!out.write(value)) await once(out, "drain");
    }
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
    if (size === 0) throw uploadError("No file provided");

    const sniffed = await sniffContentType(Buffer.concat(head).subarray(0, 4100), opts.kind);
    if (!sniffed) {
      throw new AppError(contentMismatch(opts.kind, opts.declaredType, opts.fileName), {
        code: "UNSUPPORTED_TYPE",
        status: 415,
      });
    }
    return await publish(tmp, opts.pathFor(sniffed.ext), {
      contentType: sniffed.mime,
      cacheControl: opts.cacheControl,
      size,
      etag: `"${hash.digest("hex").slice(0, 32)}"`,
      createdAt: new Date().toISOString(),
    });
  } catch (e) {
    // Wait for the file to be closed (it may still be opening), or it could appear after the rm.
    if (!out.closed) await new Promise<void>((r) => out.once("close", () => r()).destroy());
    await fsp.rm(tmp, { force: true });
    throw e;
  }
}

/** Store bytes we made ourselves (demo content); the type is trusted. */
export async function putObject(
  objectPath: string,
  bytes: Buffer,
  contentType: string,
  cacheControl: string,
) {
  const tmp = await tempFile();
  await fsp.writeFile(tmp, bytes, { flag: "wx" });
  return publish(tmp, objectPath, {
    contentType,
    cacheControl,
    size: bytes.byteLength,
    etag: `"${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}"`,
    createdAt: new Date().toISOString(),
  });
}

export async function statObject(
  objectPath: string,
): Promise<{ file: string; meta: ObjectMeta } | null> {
  if (!isSafeObjectPath(objectPath)) return null;
  try {
    const meta = JSON.parse(await fsp.readFile(metaFile(objectPath), "utf8")) as ObjectMeta;
    await fsp.access(objectFile(objectPath));
    return { file: objectFile(objectPath), meta };
  } catch {
    return null;
  }
}

export async function deleteObject(objectPath: string): Promise<void> {
  if (!isSafeObjectPath(objectPath)) return;
  await fsp.rm(objectFile(objectPath), { force: true });
  await fsp.rm(metaFile(objectPath), { force: true });
}

function uploadError(message: string): AppError {
  if (message.startsWith("File size must be"))
    return new AppError(message, { code: "TOO_LARGE", status: 413 });
  if (message.startsWith("Unsupported"))
    return new AppError(message, { code: "UNSUPPORTED_TYPE", status: 415 });
  return new AppError(message, { code: "VALIDATION", status: 400 });
}

const TYPE_LABELS: Record<string, string> = {
  "image/jpeg": "JPG",
  "image/png": "PNG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "video/mp4": "MP4",
  "video/webm": "WebM",
  "video/ogg": "OGG",
  "video/quicktime": "MOV",
};

const EXT_LABELS: Record<string, string> = {
  jpg: "JPG",
  jpeg: "JPG",
  png: "PNG",
  gif: "GIF",
  webp: "WebP",
  mp4: "MP4",
  webm: "WebM",
  ogg: "OGG",
  mov: "MOV",
};

/**
 * The bytes are not an accepted type. Saying "Unsupported file type: image/png" while listing PNG
 * would contradict itself, so a file whose name claims an allowed type is told its content differs.
 */
function contentMismatch(
  kind: UploadKind,
  declaredType: string | undefined,
  fileName: string | undefined,
): string {
  const allowed = kind === "image" ? "JPG, PNG, GIF, WebP" : "MP4, WebM, OGG, MOV";
  const ext = fileName?.split(".").pop()?.toLowerCase() ?? "";
  const claimed = TYPE_LABELS[declaredType?.toLowerCase() ?? ""] ?? EXT_LABELS[ext];
  if (claimed)
    return `The file's content is not a valid ${claimed} file. Allowed types: ${allowed}`;
  return `Unsupported file type: ${declaredType || "unknown"}. Allowed types: ${allowed}`;
}
