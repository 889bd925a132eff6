import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Transform } from "node:stream";
import { AppError } from "@/platform/errors";
import type { StorageDriver } from "./driver";
import { BUCKET, bucketPublicUrl, publicUrl } from "./paths";

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
};

function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
    // S3-compatible servers (MinIO, R2, B2) store the bytes exactly only without the SDK's
    // default trailing checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Keys mirror the local layout (game-media/…), so a CDN URL reads like the app's own. */
const objectKey = (objectPath: string) => `${BUCKET}/${objectPath}`;

function isNotFound(e: unknown): boolean {
  if (!(e instanceof S3ServiceException)) return false;
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata.httpStatusCode === 404;
}

/** Objects in an S3-compatible bucket, uploaded as streamed multipart uploads. */
export function s3Driver(s: S3Settings, client: S3Client = s3Client(s)): StorageDriver {
  const Bucket = s.bucket;

  const head = async (objectPath: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(objectPath) }));
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  };

  return {
    async write(objectPath, body, meta) {
      // Object paths carry a timestamp and random part; this check keeps "never overwrite" honest.
      if (await head(objectPath))
        throw new AppError("The resource already exists", { code: "CONFLICT", status: 409 });
      let size = 0;
      const counted = body.pipe(
        new Transform({
          transform(chunk: Buffer, _enc, done) {
            size += chunk.byteLength;
            done(null, chunk);
          },
        }),
      );
      body.once("error", (e) => counted.destroy(e));
      const upload = new Upload({
        client,
        // At most queueSize parts of partSize are in memory, whatever the file's size.
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
        leavePartsOnError: false,
        params: {
          Bucket,
          Key: objectKey(objectPath),
          Body: counted,
          ContentType: meta.contentType,
          CacheControl: meta.cacheControl,
        },
      });
      const done = await upload.done();
      return { size, etag: done.ETag ?? `"${size}"` };
    },

    async stat(objectPath) {
      const found = await head(objectPath);
      if (!found) return null;
      return {
        contentType: found.ContentType ?? "application/octet-stream",
        cacheControl: found.CacheControl ?? "public, max-age=3600",
        size: found.ContentLength ?? 0,
        etag: found.ETag ?? "",
        createdAt: (found.LastModified ?? new Date()).toISOString(),
      };
    },

    async read(objectPath, range) {
      const res = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(objectPath),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!res.Body) throw new Error(`Empty body for ${objectPath}`);
      return res.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },

    async delete(objectPath) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(objectPath) }));
    },

    publicUrl: (objectPath) =>
      s.publicUrl ? bucketPublicUrl(s.publicUrl, objectPath) : publicUrl(objectPath),
  };
}

/** Reach the bucket once at start, so a wrong name, endpoint or key stops start-up clearly. */
export async function assertBucketReachable(s: S3Settings, client = s3Client(s)): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
  } catch (e) {
    const status = (e as S3ServiceException).$metadata?.httpStatusCode;
    throw new AppError(
      `Cannot reach S3 bucket "${s.bucket}"${s.endpoint ? ` at ${s.endpoint}` : ""}: ${
        status ? `HTTP ${status} ` : ""
      }${(e as Error).name}: ${(e as Error).message}`,
      { code: "CONFIG_ERROR", severity: "high", cause: e },
    );
  }
}
