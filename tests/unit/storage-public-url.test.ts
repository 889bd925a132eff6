import { afterEach, describe, expect, it } from "vitest";
import { objectPathFromUrl, publicUrl } from "@/platform/storage/paths";
import { bucketPublicUrl } from "@/platform/storage/paths";

afterEach(() => {
  delete process.env.S3_PUBLIC_URL;
});

describe("stored file URLs with a CDN in front of the bucket", () => {
  it("knows a CDN URL as ours when S3_PUBLIC_URL is set, so deleting the media deletes the object", () => {
    const url = bucketPublicUrl("https://media.example.com/", "g1/1-ab.png");
    expect(url).toBe("https://media.example.com/game-media/g1/1-ab.png");
    expect(objectPathFromUrl(url)).toBeNull();
    process.env.S3_PUBLIC_URL = "https://media.example.com";
    expect(objectPathFromUrl(url)).toBe("g1/1-ab.png");
    expect(objectPathFromUrl(publicUrl("g1/x.png"))).toBe("g1/x.png");
    expect(objectPathFromUrl("https://elsewhere.example/game-media/g1/x.png")).toBeNull();
  });
});
