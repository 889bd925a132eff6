import { describe, expect, it } from "vitest";
import { hasMalformedPath, malformedPathAnswer } from "@/platform/http/malformed-url";

describe("hasMalformedPath", () => {
  it("finds broken %-escapes in the path, on every kind of path", () => {
    for (const p of [
      "/%E0%A4%A",
      "/shop/%E0%A4%A",
      "/storage/game-media/%E0%A4%A",
      "/api/admin/games/%E0%A4%A",
      "/blog/%",
      "/shop/%zz",
      "/%C0%AF",
    ])
      expect(hasMalformedPath(p), p).toBe(true);
  });

  it("leaves well-formed paths and any query string alone", () => {
    for (const p of ["/", "/shop/abc", "/blog?tag=%E0%A4%A", "/shop/%E0%A4%A4", "/a%20b"])
      expect(hasMalformedPath(p), p).toBe(false);
  });

  it("answers the API in its JSON error shape and pages in plain text", () => {
    expect(JSON.parse(malformedPathAnswer("/api/x/%E0").body)).toEqual({
      error: { message: "Malformed URL", code: "BAD_URL" },
    });
    expect(malformedPathAnswer("/shop/%E0").headers["content-type"]).toMatch(/^text\/plain/);
  });
});
