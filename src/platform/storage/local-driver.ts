import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "@/platform/errors";
import type { ObjectMeta, StorageDriver } from "./driver";
import { BUCKET, publicUrl } from "./paths";

/** Files under root/game-media with a JSON sidecar per object for its headers (the default). */
export function localDriver(root: string): StorageDriver {
  const objectFile = (p: string) => path.join(root, BUCKET, p);
  const metaFile = (p: string) => path.join(root, ".meta", BUCKET, `${p}.json`);

  return {
    async write(objectPath, body, meta) {
      const dir = path.join(root, ".tmp");
      await fsp.mkdir(dir, { recursive: true });
      const tmp = path.join(dir, randomUUID());
      const hash = createHash("sha256");
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.byteLength;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      const file = fs.createWriteStream(tmp, { flags: "wx" });
      try {
        await pipeline(body, count, file);
        const dest = objectFile(objectPath);
        await fsp.mkdir(path.dirname(dest), { recursive: true });
        await fsp.mkdir(path.dirname(metaFile(objectPath)), { recursive: true });
        try {
          // A hard link never replaces an existing file: the bucket's "no overwrite".
          await fsp.link(tmp, dest);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === "EEXIST") {
            throw new AppError("The resource already exists", { code: "CONFLICT", status: 409 });
          }
          throw e;
        }
      } finally {
        // A body that fails at once fails the pipeline before the file has even opened; the
        // stream still creates it then. Removed only once the stream has closed.
        if (!file.closed) await new Promise<void>((done) => file.once("close", () => done()));
        await fsp.rm(tmp, { force: true });
      }
      const etag = `"${hash.digest("hex").slice(0, 32)}"`;
      const full: ObjectMeta = { ...meta, size, etag, createdAt: new Date().toISOString() };
      await fsp.writeFile(metaFile(objectPath), JSON.stringify(full));
      return { size, etag };
    },

    async stat(objectPath) {
      try {
        const meta = JSON.parse(await fsp.readFile(metaFile(objectPath), "utf8")) as ObjectMeta;
        await fsp.access(objectFile(objectPath));
        return meta;
      } catch {
        return null;
      }
    },

    async read(objectPath, range) {
      const stream = fs.createReadStream(objectFile(objectPath), range ?? {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },

    async delete(objectPath) {
      await fsp.rm(objectFile(objectPath), { force: true });
      await fsp.rm(metaFile(objectPath), { force: true });
    },

    publicUrl,
  };
}
