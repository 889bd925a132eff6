import { describe, expect, it } from "vitest";
import { imageSource } from "@/ui/image-source";

describe("imageSource", () => {
  it("lets Next optimise our own files", () => {
    expect(imageSource("/storage/game-media/a/1.webp")).toEqual({
      src: "/storage/game-media/a/1.webp",
      unoptimized: false,
    });
  });

  it("shows an address from another site as it is, since the optimiser refuses other hosts", () => {
    expect(imageSource("https://cdn.example.com/hero.jpg")).toEqual({
      src: "https://cdn.example.com/hero.jpg",
      unoptimized: true,
    });
    expect(imageSource("//cdn.example.com/hero.jpg").unoptimized).toBe(true);
  });

  it("asks the stock-photo host for width 800, quality 75 and auto format", () => {
    const { src } = imageSource("https://images.unsplash.com/photo-123");
    const url = new URL(src);
    expect([
      url.searchParams.get("w"),
      url.searchParams.get("q"),
      url.searchParams.get("auto"),
    ]).toEqual(["800", "75", "format"]);
  });

  it("keeps the stock-photo parameters the address already has", () => {
    const url = new URL(imageSource("https://images.unsplash.com/photo-123?w=1600").src);
    expect(url.searchParams.get("w")).toBe("1600");
  });
});
