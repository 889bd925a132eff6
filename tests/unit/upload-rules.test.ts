import { describe, expect, it } from "vitest";
import { checkUpload, typeFromExtension } from "@/platform/storage/upload-rules";

const MB = 1024 * 1024;

describe("shared upload check", () => {
  it.each([
    [null, "image", "No file provided"],
    [{ name: "../evil.png", size: 10, type: "image/png" }, "image", "Invalid file name"],
    [{ name: "a/b.png", size: 10, type: "image/png" }, "image", "Invalid file name"],
    [{ name: "a\\b.png", size: 10, type: "image/png" }, "image", "Invalid file name"],
    [{ name: "noext", size: 10, type: "image/png" }, "image", "File has no extension"],
    [
      { name: "big.png", size: 5 * MB + 1, type: "image/png" },
      "image",
      "File size must be less than 5MB",
    ],
    [
      { name: "pic.svg", size: 10, type: "image/svg+xml" },
      "image",
      "Unsupported file type: image/svg+xml. Allowed types: JPG, PNG, GIF, WebP",
    ],
    [
      { name: "page.html", size: 10, type: "text/html" },
      "image",
      "Unsupported file type: text/html. Allowed types: JPG, PNG, GIF, WebP",
    ],
    [
      { name: "clip.avi", size: 10, type: "video/x-msvideo" },
      "video",
      "Unsupported video format. Supported formats: mp4, webm, ogg, mov",
    ],
    [
      { name: "clip.mp4", size: 10, type: "text/plain" },
      "video",
      "Unsupported file type: text/plain. Allowed types: MP4, WebM, OGG, MOV",
    ],
    [
      { name: "clip.mp4", size: 100 * MB + 1, type: "video/mp4" },
      "video",
      "File size must be less than 100MB",
    ],
  ] as const)("%j as %s -> %s", (file, kind, message) => {
    expect(checkUpload(file, kind)).toBe(message);
  });

  it("accepts allowed images and videos", () => {
    expect(checkUpload({ name: "a.JPG", size: 100, type: "image/jpeg" }, "image")).toBeNull();
    expect(checkUpload({ name: "a.webp", size: 5 * MB, type: "image/webp" }, "image")).toBeNull();
    expect(checkUpload({ name: "a.mov", size: 100, type: "video/quicktime" }, "video")).toBeNull();
  });

  it("accepts a video with an empty or generic type on its extension alone", () => {
    expect(checkUpload({ name: "a.webm", size: 100, type: "" }, "video")).toBeNull();
    expect(
      checkUpload({ name: "a.ogg", size: 100, type: "application/octet-stream" }, "video"),
    ).toBeNull();
  });

  it("honours the media panel's 500 MB video limit", () => {
    expect(
      checkUpload({ name: "a.mp4", size: 400 * MB, type: "video/mp4" }, "video", { maxMb: 500 }),
    ).toBeNull();
    expect(
      checkUpload({ name: "a.mp4", size: 501 * MB, type: "video/mp4" }, "video", { maxMb: 500 }),
    ).toBe("File size must be less than 500MB");
  });

  it("infers the type from the extension", () => {
    expect(typeFromExtension("x.jpeg")).toBe("image/jpeg");
    expect(typeFromExtension("x.mov")).toBe("video/quicktime");
    expect(typeFromExtension("x.txt")).toBeNull();
  });
});
