import { describe, expect, it } from "vitest";
import { safeUrl, sanitizeInline, sanitizeRichHtml } from "@/platform/sanitize";

describe("sanitizeRichHtml", () => {
  it("removes scripts, event handlers, javascript: links and foreign iframes", () => {
    const out = sanitizeRichHtml(
      `<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="y()"><iframe src="https://evil.example/embed/abc"></iframe>`,
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/);
    expect(out).toContain("<p>Hi</p>");
  });

  it("keeps allowed markup and video-site embeds", () => {
    const html = `<h2>T</h2><p><strong>b</strong> <em>i</em> <a href="https://example.com">l</a></p><ul><li>x</li></ul><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>`;
    const out = sanitizeRichHtml(html);
    expect(out).toContain("<h2>T</h2>");
    expect(out).toContain('<a href="https://example.com">l</a>');
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });
});

describe("sanitizeInline", () => {
  it("keeps bold, italic and links only", () => {
    expect(
      sanitizeInline(
        `<b>a</b><i>b</i><a href="https://x.y" onclick="z">c</a><h1>d</h1><img src=x>`,
      ),
    ).toBe(`<b>a</b><i>b</i><a href="https://x.y">c</a>d`);
  });
});

describe("safeUrl", () => {
  it("allows our paths and http(s) only", () => {
    expect(safeUrl("/storage/game-media/a.png")).toBe("/storage/game-media/a.png");
    expect(safeUrl("//evil.example/x")).toBeNull();
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl("https://example.com/a")).toBe("https://example.com/a");
  });
});
