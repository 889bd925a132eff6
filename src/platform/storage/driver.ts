import type { Readable } from "node:stream";

export type ObjectMeta = {
  contentType: string;
  cacheControl: string;
  size: number;
  etag: string;
  createdAt: string;
};

export type ByteRange = { start: number; end: number };

/**
 * Where object bytes live: the local disk (one machine) or an S3-compatible bucket (several).
 * Paths are already checked by the file store; a driver never overwrites an existing object.
 */
export interface StorageDriver {
  /**
   * Stream body to objectPath. When body errors (a refused upload) the write rejects and no
   * object is left behind. Resolves with the stored size and ETag.
   */
  write(
    objectPath: string,
    body: Readable,
    meta: { contentType: string; cacheControl: string },
  ): Promise<{ size: number; etag: string }>;
  stat(objectPath: string): Promise<ObjectMeta | null>;
  /** The object's bytes, or only range (inclusive) of them. */
  read(objectPath: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
  delete(objectPath: string): Promise<void>;
  /** The URL stored in the database and shown to visitors. */
  publicUrl(objectPath: string): string;
}
