import { describe, expect, it } from "vitest";
import { isActiveLink } from "@/modules/auth/admin/admin-links";
import { loginUrl, safeAdminPath } from "@/modules/auth/safe-next";

describe("safeAdminPath: where sign-in may send the user", () => {
  it.each([
    ["/admin/leads", "/admin/leads"],
    ["/admin/leads?status=new#top", "/admin/leads?status=new#top"],
    ["/admin", "/admin"],
    [undefined, "/admin/games"],
    ["", "/admin/games"],
    ["/admin/login", "/admin/games"],
    ["/admin/login?next=/admin/blog", "/admin/games"],
    ["/administrator", "/admin/games"],
    ["/admin/../shop", "/admin/games"],
    ["/shop", "/admin/games"],
    ["https://evil.example/admin/games", "/admin/games"],
    ["//evil.example/admin/games", "/admin/games"],
    ["/\\evil.example/admin", "/admin/games"],
    ["javascript:alert(1)", "/admin/games"],
  ])("%s -> %s", (next, expected) => {
    expect(safeAdminPath(next)).toBe(expected);
  });

  it("builds the login URL with a next only when it adds something", () => {
    expect(loginUrl("/admin/blog?x=1")).toBe("/admin/login?next=%2Fadmin%2Fblog%3Fx%3D1");
    expect(loginUrl("/admin/games")).toBe("/admin/login");
    expect(loginUrl(null)).toBe("/admin/login");
  });
});

describe("isActiveLink", () => {
  it("matches the link and its sub-pages only", () => {
    expect(isActiveLink("/admin/leads", "/admin/leads")).toBe(true);
    expect(isActiveLink("/admin/leads/whatsapp", "/admin/leads")).toBe(true);
    expect(isActiveLink("/admin/leadsx", "/admin/leads")).toBe(false);
    expect(isActiveLink("/admin/games", "/admin/leads")).toBe(false);
  });
});
