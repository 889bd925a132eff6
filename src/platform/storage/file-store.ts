import "server-only";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { config } from "@/platform/config";
import { AppError } from "@/platform/errors";
import type { ByteRange, ObjectMeta, StorageDriver } from "./driver";
import { localDriver } from "./local-driver";
import { bucketPublicUrl, isSafeObjectPath, publicUrl } from "./paths";
import type { S3Settings } from "./s3-driver";
import { sniffContentType } from "./sniff";
import { checkUpload, MB, type UploadKind } from "./upload-rules";

export type { ObjectMeta } from "./driver";
export type StoredObject = { path: string; url: string; contentType: string; size: number };

/** Bytes needed to tell the real type (file-type reads at most this many). */
const SNIFF_BYTES = 4100;

/** The S3 settings from the environment, or null for the local disk. */
export function s3Settings(): S3Settings | null {
  const cfg = config();
  if (!cfg.S3_BUCKET) return null;
  return {
    bucket: cfg.S3_BUCKET,
    endpoint: cfg.S3_ENDPOINT,
    region: cfg.S3_REGION,
    accessKeyId: cfg.S3_ACCESS_KEY_ID,
    secretAccessKey: cfg.S3_SECRET_ACCESS_KEY,
    forcePathStyle: cfg.S3_FORCE_PATH_STYLE,
    publicUrl: cfg.S3_PUBLIC_URL,
  };
}

const g = globalThis as unknown as { __arcadeStore?: { key: string; driver: StorageDriver } };

/**
 * The S3 SDK is several megabytes of code held in memory for the life of the process: it loads
 * on a bucket's first use, and a site that keeps its files on its own disk never loads it.
 */
function lazyS3Driver(s: S3Settings): StorageDriver {
  let loaded: Promise<StorageDriver> | undefined;
  const driver = () => (loaded ??= import("./s3-driver").then((m) => m.s3Driver(s)));
  return {
    write: async (objectPath, body, meta) => (await driver()).write(objectPath, body, meta),
    stat: async (objectPath) => (await driver()).stat(objectPath),
    read: async (objectPath, range) => (await driver()).read(objectPath, range),
    delete: async (objectPath) => (await driver()).delete(objectPath),
    publicUrl: (objectPath) =>
      s.publicUrl ? bucketPublicUrl(s.publicUrl, objectPath) : publicUrl(objectPath),
  };
}

/** S3 when S3_BUCKET is set, else $DATA_DIR/storage; one per process and configuration. */
function storageDriver(): StorageDriver {
  const s3 = s3Settings();
  const key = s3 ? JSON.stringify(s3) : `local:${config().dataDir}`;
  if (g.__arcadeStore?.key !== key) {
    g.__arcadeStore = {
      key,
      driver: s3 ? lazyS3Driver(s3) : localDriver(path.join(config().dataDir, "storage")),
    };
  }
  return g.__arcadeStore.driver;
}

function assertPath(p: string) {
  if (!isSafeObjectPath(p))
    throw new AppError("Invalid file name", { code: "INVALID_PATH", status: 400 });
}

/**
 * Check an upload and stream it to the store: the declared name, type and size first,
 * then the real size while streaming (413) and the real type from the first bytes (415).
 * The whole file is never held in memory, and a refused upload leaves no object behind.
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
  driver?: StorageDriver;
}): Promise<StoredObject> {
  const problem = checkUpload(
    opts.body
      ? { name: opts.fileName, size: opts.declaredSize ?? 0, type: opts.declaredType }
      : null,
    opts.kind,
    { maxMb: opts.maxMb },
  );
  if (problem) throw uploadError(problem);
  const maxMb = opts.maxMb ?? { image: 5, video: 100, document: 50 }[opts.kind];
  const maxBytes = maxMb * MB;
  const tooLarge = () => uploadError(`File size must be less than ${maxMb}MB`);
  const driver = opts.driver ?? storageDriver();

  const reader = opts.body!.getReader();
  const read = () =>
    reader.read().catch((e: unknown) => {
      // A limit of the body's source (a form part, a quota) refused the rest: its own answer.
      if (e instanceof AppError) throw e;
      // The browser went away (or the connection broke) mid-upload: nothing of it is kept.
      throw new AppError("The upload was interrupted", {
        code: "UPLOAD_INTERRUPTED",
        status: 400,
        cause: e,
      });
    });
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  try {
    // The object's name depends on its real type, so the first bytes are read before writing.
    while (size < SNIFF_BYTES) {
      const next = await read();
      if (next.done) {
        done = true;
        break;
      }
      size += next.value.byteLength;
      if (size > maxBytes) throw tooLarge();
      head.push(next.value);
    }
    const headBytes = Buffer.concat(head);
    const sniffed =
      size === 0 ? null : await sniffContentType(headBytes.subarray(0, SNIFF_BYTES), opts.kind);
    if (!sniffed) {
      // Read on without storing, so the answer is the one a complete check gives: 413 before 400/415.
      while (!done) {
        const next = await read();
        if (next.done) break;
        size += next.value.byteLength;
        if (size > maxBytes) throw tooLarge();
      }
      if (size === 0) throw uploadError("No file provided");
      throw new AppError(contentMismatch(opts.kind, opts.declaredType, opts.fileName), {
        code: "UNSUPPORTED_TYPE",
        status: 415,
      });
    }

    const objectPath = opts.pathFor(sniffed.ext);
    assertPath(objectPath);
    const body = new PassThrough({ highWaterMark: 1024 * 1024 });
    // A stopped feed destroys the stream with its reason, which `fed` reports; without a listener
    // that 'error' would end the process while the driver is still getting ready to read.
    body.on("error", () => undefined);
    const written = driver.write(objectPath, body, {
      contentType: sniffed.mime,
      cacheControl: opts.cacheControl,
    });
    // A store that gives up (conflict, network) stops the feeding below too.
    written.catch(() => body.destroy());
    // Feeding stops at the first refusal; the driver then drops what it wrote.
    const fed = (async () => {
      if (!body.write(headBytes)) await drained(body);
      while (!done) {
        const next = await read();
        if (next.done) break;
        size += next.value.byteLength;
        if (size > maxBytes) throw tooLarge();
        if (!body.write(next.value)) await drained(body);
      }
      body.end();
    })().catch((e: unknown) => {
      body.destroy(e as Error);
      throw e;
    });
    const [feedResult, writeResult] = await Promise.allSettled([fed, written]);
    // The upload's own refusal (413) first, then the store's reason, then anything else.
    if (feedResult.status === "rejected" && feedResult.reason instanceof AppError)
      throw feedResult.reason;
    if (writeResult.status === "rejected") throw writeResult.reason;
    if (feedResult.status === "rejected") throw feedResult.reason;
    return {
      path: objectPath,
      url: driver.publicUrl(objectPath),
      contentType: sniffed.mime,
      size: writeResult.value.size,
    };
  } catch (e) {
    await reader.cancel().catch(() => undefined);
    throw e;
  }
}

/** Wait for the writer to take more, or for it to fail (then the feeding loop stops). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      stream.off("close", onClose);
      resolve();
    };
    const onClose = () => {
      stream.off("drain", onDrain);
      reject(new Error("Storage write stopped"));
    };
    stream.once("drain", onDrain);
    stream.once("close", onClose);
  });
}

/** Store bytes we made ourselves (demo content, migrations); the type is trusted. */
export async function putObject(
  objectPath: string,
  bytes: Buffer,
  contentType: string,
  cacheControl: string,
  driver: StorageDriver = storageDriver(),
): Promise<StoredObject> {
  assertPath(objectPath);
  const { size } = await driver.write(objectPath, Readable.from([bytes]), {
    contentType,
    cacheControl,
  });
  return { path: objectPath, url: driver.publicUrl(objectPath), contentType, size };
}

/** The object's headers, or null when there is none (or the path is not one of ours). */
export async function statObject(
  objectPath: string,
  driver: StorageDriver = storageDriver(),
): Promise<{ meta: ObjectMeta } | null> {
  if (!isSafeObjectPath(objectPath)) return null;
  const meta = await driver.stat(objectPath);
  return meta ? { meta } : null;
}

export async function readObject(
  objectPath: string,
  range?: ByteRange,
  driver: StorageDriver = storageDriver(),
): Promise<ReadableStream<Uint8Array>> {
  assertPath(objectPath);
  return driver.read(objectPath, range);
}

export async function deleteObject(
  objectPath: string,
  driver: StorageDriver = storageDriver(),
): Promise<void> {
  if (!isSafeObjectPath(objectPath)) return;
  await driver.delete(objectPath);
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
  "application/pdf": "PDF",
  "application/zip": "ZIP",
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
  pdf: "PDF",
  zip: "ZIP",
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
  const allowed = {
    image: "JPG, PNG, GIF, WebP",
    video: "MP4, WebM, OGG, MOV",
    document: "PDF, ZIP",
  }[kind];
  const ext = fileName?.split(".").pop()?.toLowerCase() ?? "";
  const claimed = TYPE_LABELS[declaredType?.toLowerCase() ?? ""] ?? EXT_LABELS[ext];
  if (claimed)
    return `The file's content is not a valid ${claimed} file. Allowed types: ${allowed}`;
  return `Unsupported file type: ${declaredType || "unknown"}. Allowed types: ${allowed}`;
}
