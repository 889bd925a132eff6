import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkUpload, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from "@/platform/storage/upload-rules";
import { hasControlChars } from "@/platform/validation/text";

// The shared upload check under thousands of hostile names, sizes and types:
// it never throws, it only ever answers one of the documented messages, and it passes a file
// only when its name is safe and its extension, type and size are allowed.

const DOCUMENTED = [
  /^No file provided$/,
  /^Invalid file name$/,
  /^File has no extension$/,
  /^Unsupported video format\. Supported formats: mp4, webm, ogg, mov$/,
  /^Unsupported file type: .*\. Allowed types: (JPG, PNG, GIF, WebP|MP4, WebM, OGG, MOV)$/s,
  /^File size must be less than \d+MB$/,
];

const extensions = [...Object.keys(IMAGE_EXTENSIONS), ...Object.keys(VIDEO_EXTENSIONS)];
const pathTrick = fc.constantFrom(
  "../../etc/passwd.png",
  "..\\..\\boot.ini.jpg",
  "/etc/shadow.gif",
  "a/../../b.mp4",
  "%2e%2e%2fa.png",
  "a.png\u0000.exe",
  "a\nb.png",
  "CON.png",
  ".png",
  "a.",
  "....webm",
  "a.PNG",
  "a.tar.gz",
  "a.png.exe",
  "🎮.mp4",
  " .mov",
);
const name = fc.oneof(
  pathTrick,
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...extensions))
    .map(([b, e]) => `${b}.${e}`),
);
const size = fc.oneof(
  fc.nat(),
  fc.constantFrom(0, 1, 2 * 1024 * 1024 + 1, 5 * 1024 * 1024, 1e12, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true }),
);
const type = fc.oneof(
  fc.constantFrom(
    "",
    "image/png",
    "video/mp4",
    "application/octet-stream",
    "text/html",
    "image/svg+xml",
  ),
  fc.string({ maxLength: 40 }),
);

describe("upload check under hostile input", () => {
  it("answers only documented messages, and passes only safe, allowed files", () => {
    fc.assert(
      fc.property(
        fc.record({ name, size, type }),
        fc.constantFrom("image" as const, "video" as const),
        fc.constantFrom(undefined, 2, 100, 500),
        (file, kind, maxMb) => {
          const result = checkUpload(file, kind, { maxMb });
          if (result !== null) {
            expect(
              DOCUMENTED.some((re) => re.test(result)),
              result,
            ).toBe(true);
            return;
          }
          expect(file.name).not.toMatch(/\.\.|[/\\]/);
          expect(hasControlChars(file.name)).toBe(false);
          const ext = file.name.split(".").pop()!.toLowerCase();
          expect(kind === "image" ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS).toHaveProperty(ext);
          expect(file.size).toBeLessThanOrEqual(
            (maxMb ?? (kind === "image" ? 5 : 100)) * 1024 ** 2,
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("refuses every path trick and control character in the name", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.constantFrom("..", "/", "\\", "\u0000", "\n", "\u007f", "\u0085"),
        fc.constantFrom(...extensions),
        (base, trick, ext) => {
          expect(checkUpload({ name: `${base}${trick}x.${ext}`, size: 1 }, "image")).toBe(
            "Invalid file name",
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
