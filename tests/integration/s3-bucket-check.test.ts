import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBucketReachable } from "@/platform/storage/s3-driver";
import { startS3Stub, type S3Stub } from "../support/stubs/s3";

let s3: S3Stub;
beforeAll(async () => {
  s3 = await startS3Stub();
});
afterAll(() => s3.close());

const settings = (over: object = {}) => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
  ...over,
});

describe("reaching the bucket at start", () => {
  it("passes for the configured bucket", async () => {
    await expect(assertBucketReachable(settings())).resolves.toBeUndefined();
  });

  it("stops start-up with CONFIG_ERROR naming the bucket when it does not exist or cannot be reached", async () => {
    await expect(
      assertBucketReachable(settings({ bucket: "no-such-bucket" })),
    ).rejects.toMatchObject({
      code: "CONFIG_ERROR",
      message: expect.stringContaining('"no-such-bucket"'),
    });
    await expect(
      assertBucketReachable(settings({ endpoint: "http://127.0.0.1:1" })),
    ).rejects.toMatchObject({ code: "CONFIG_ERROR" });
  });
});
