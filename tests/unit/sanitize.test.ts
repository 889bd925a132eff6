import { describe, expect, it } from "vitest";
import {
  safeUrl,
  sanitizeInline,
  sanitizeRichHtml,
  VIDEO_FRAME_FEATURES,
} from "@/platform/sanitize";

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

describe("sanitizeRichHtml: frames and links", () => {
  const EMBED = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

  it("keeps only the video site's own features in a stored iframe's allow", () => {
    const out = sanitizeRichHtml(
      `<iframe src="${EMBED}" allow="camera; microphone; geolocation; autoplay; Encrypted-Media; payment; fullscreen; picture-in-picture; usb; clipboard-read; clipboard-write 'src' https://evil.example"></iframe>`,
    );
    expect(out).toContain('allow="autoplay; encrypted-media; fullscreen; picture-in-picture"');
    expect(out).not.toMatch(/camera|microphone|geolocation|payment|usb|clipboard|evil/);
  });

  it("keeps every allowed feature, and drops an allow with none of them", () => {
    const all = VIDEO_FRAME_FEATURES.join("; ");
    expect(sanitizeRichHtml(`<iframe src="${EMBED}" allow="${all}"></iframe>`)).toContain(
      `allow="${all}"`,
    );
    expect(sanitizeRichHtml(`<iframe src="${EMBED}" allow="camera"></iframe>`)).not.toContain(
      "allow=",
    );
  });

  it("gives every link with a target rel=noopener noreferrer, whatever the target", () => {
    for (const target of ["_blank", "_top", "_parent", "_self", "named-window", ""]) {
      const out = sanitizeRichHtml(`<a href="https://example.com" target="${target}">x</a>`);
      expect(out).toMatch(/rel="noopener noreferrer"/);
    }
    expect(
      sanitizeRichHtml(`<a href="https://example.com" target="w" rel="nofollow opener">x</a>`),
    ).toContain('rel="nofollow opener noopener noreferrer"');
    expect(sanitizeRichHtml(`<a href="https://example.com">x</a>`)).not.toContain("rel=");
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
