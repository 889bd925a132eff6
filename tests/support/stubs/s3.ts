import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export type S3Stub = {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  /** Every key in the bucket. */
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
};

/** An S3-compatible server in this process (s3rver) with one empty bucket. */
export async function startS3Stub(bucket = "test-bucket"): Promise<S3Stub> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "arcade-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts these fixed development credentials.
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    endpoint,
    bucket,
    env,
    keys: async () => {
      const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (res.Contents ?? []).map((o) => o.Key!).sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
