import { describe, expect, it } from "vitest";
import { youtubeEmbed, youtubeId, youtubeThumbnail } from "@/modules/content/youtube";
import { addTag, testimonialSchema } from "@/modules/content/validation";

const ID = "dQw4w9WgXcQ";

describe("youtube links", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=10`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?start=5`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])("finds the id in %s", (url) => {
    expect(youtubeId(url)).toBe(ID);
  });

  it.each([
    "https://vimeo.com/123456",
    "https://www.youtube.com/",
    "https://www.youtube.com/watch?v=short",
    `https://evil.example/youtube.com/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    "",
  ])("rejects %s", (url) => {
    expect(youtubeId(url)).toBeNull();
  });

  it("builds the privacy-enhanced embed link and the thumbnail", () => {
    expect(youtubeEmbed(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(youtubeThumbnail(ID)).toBe(`https://img.youtube.com/vi/${ID}/hqdefault.jpg`);
  });
});

describe("testimonial form schema", () => {
  const base = { name: "Ann", company: "Acme", text: "Great" };
  const message = (input: unknown) => {
    const r = testimonialSchema.safeParse(input);
    return r.success ? null : r.error.issues[0]!.message;
  };

  it("names each missing required field", () => {
    expect(message({ ...base, name: " " })).toBe("Name is required");
    expect(message({ ...base, company: "" })).toBe("Company is required");
    expect(message({ ...base, text: "" })).toBe("Testimonial text is required");
    expect(message(base)).toBeNull();
  });

  it("checks a youtube link as YouTube and a local video as a file in our own bucket", () => {
    expect(message({ ...base, videoProvider: "youtube", videoUrl: "https://vimeo.com/1" })).toBe(
      "Invalid YouTube URL",
    );
    expect(message({ ...base, videoProvider: "youtube", videoUrl: "not a link" })).toBe(
      "Invalid YouTube URL",
    );
    expect(
      message({ ...base, videoProvider: "youtube", videoUrl: `https://youtu.be/${ID}` }),
    ).toBeNull();
    expect(
      message({
        ...base,
        videoProvider: "local",
        videoUrl: "/storage/game-media/testimonials/v.mp4",
      }),
    ).toBeNull();
    expect(
      message({ ...base, videoProvider: "local", videoUrl: "/storage/testimonials/v.mp4" }),
    ).toBe("Invalid video URL");
    expect(message({ ...base, videoProvider: "local", videoUrl: "https://vimeo.com/1" })).toBe(
      "Invalid video URL",
    );
  });
});

describe("blog tags", () => {
  it("trims, ignores empty and duplicate tags", () => {
    expect(addTag([], "  launch ")).toEqual(["launch"]);
    expect(addTag(["launch"], "launch")).toEqual(["launch"]);
    expect(addTag(["launch"], "   ")).toEqual(["launch"]);
  });
});
