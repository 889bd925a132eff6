import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as activity from "@/app/api/admin/activity/route";
import * as cats from "@/app/api/admin/categories/route";
import * as gamesRoute from "@/app/api/admin/games/route";
import * as gameRoute from "@/app/api/admin/games/[id]/route";
import * as gameHistory from "@/app/api/admin/games/[id]/history/route";
import * as faqs from "@/app/api/admin/games/[id]/faqs/route";
import * as leadRoute from "@/app/api/admin/leads/[id]/route";
import * as leadHistory from "@/app/api/admin/leads/[id]/history/route";
import * as whatsapp from "@/app/api/admin/whatsapp/settings/route";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import type { AuditEntryView, AuditPage } from "@/modules/audit";
import { sweepAudit } from "@/modules/audit/server/retention";
import { createStaffUser } from "@/modules/auth/server/users";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

const ORIGIN = "http://localhost:3000";
let owner = "";
const req = (p: string, method = "GET", json?: unknown) => {
  const r = adminRequest(owner, p, { method, json });
  r.headers.set("x-client-ip", "198.51.100.23");
  return r;
};
const json = async <T>(res: Response) => (await res.json()) as T;
const history = async (id: string) =>
  (await json<{ entries: AuditEntryView[] }>(await gameHistory.GET(req("/h"), ctx({ id }))))
    .entries;

beforeAll(async () => {
  owner = await signInCookie();
  await cats.POST(req("/x", "POST", { name: "Racing" }), ctx({}));
  await cats.POST(req("/x", "POST", { name: "Sports" }), ctx({}));
});

describe("the audit trail of admin writes", () => {
  it("records a game edit with who, when, where and only the changed fields before and after", async () => {
    const created = await json<{ id: string }>(
      await gamesRoute.POST(
        req("/x", "POST", { title: "Drift King", category: "Racing", warrantyYears: 1 }),
        ctx({}),
      ),
    );
    const res = await gameRoute.PUT(
      req("/x", "PUT", {
        title: "Drift King Deluxe",
        category: "Sports",
        warrantyYears: 3,
        specs: [{ key: "Screen", value: "55 inch" }],
      }),
      ctx({ id: created.id }),
    );
    expect(res.status).toBe(200);

    const [edit, create] = await history(created.id);
    expect(create).toMatchObject({ action: "create", entity: "game", entityId: created.id });
    expect(create!.after).toMatchObject({ title: "Drift King", category: "Racing" });
    expect(edit).toMatchObject({
      action: "update",
      entity: "game",
      entityId: created.id,
      actorEmail: expect.stringMatching(/@example\.com$/),
      ip: "198.51.100.23",
    });
    expect(Date.now() - Date.parse(edit!.at)).toBeLessThan(60_000);
    expect(edit!.before).toEqual({
      title: "Drift King",
      category: "Racing",
      warrantyYears: 1,
      specs: [],
    });
    expect(edit!.after).toEqual({
      title: "Drift King Deluxe",
      category: "Sports",
      warrantyYears: 3,
      specs: [expect.objectContaining({ key: "Screen", value: "55 inch" })],
    });
  });

  it("shows a game's FAQ changes and its deletion in the game's own history", async () => {
    const game = await json<{ id: string }>(
      await gamesRoute.POST(
        req("/x", "POST", { title: "Air Hockey", category: "Sports", warrantyYears: 2 }),
        ctx({}),
      ),
    );
    await faqs.POST(req("/x", "POST", { question: "Coins?", answer: "Yes" }), ctx({ id: game.id }));
    expect((await gameRoute.DELETE(req("/x", "DELETE"), ctx({ id: game.id }))).status).toBe(204);
    const entries = await history(game.id);
    expect(entries.map((e) => `${e.entity} ${e.action}`)).toEqual([
      "game delete",
      "faq create",
      "game create",
    ]);
    expect(entries[0]!.before).toMatchObject({ title: "Air Hockey", warrantyYears: 2 });
    expect(entries[0]!.after).toBeNull();
  });

  it("records a lead's status change with the status before and after", async () => {
    const db = await getDb();
    const [lead] = await db
      .insert(t.leads)
      .values({ name: "Ravi", whatsapp: "919800000000", countryCode: "+91", location: "Pune" })
      .returning();
    await leadRoute.PATCH(req("/x", "PATCH", { status: "contacted" }), ctx({ id: lead!.id }));
    const { entries } = await json<{ entries: AuditEntryView[] }>(
      await leadHistory.GET(req("/x"), ctx({ id: lead!.id })),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "status",
      before: { status: "new" },
      after: { status: "contacted" },
    });
  });

  it("never stores a secret, only that it changed", async () => {
    const token = "EAAG-audit-secret-token-987654";
    const res = await whatsapp.PUT(
      req("/x", "PUT", {
        apiVersion: "v25.0",
        phoneNumberId: "1098765",
        accessToken: token,
        businessAccountId: "555000",
        verifyToken: "verify-me-please",
        appSecret: "",
        templateName: "otp_verification",
        templateLanguage: "en",
        active: true,
      }),
      ctx({}),
    );
    expect(res.status).toBe(200);
    const db = await getDb();
    const rows = await db.select().from(t.auditLog);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.slice(-4));
    expect(stored).not.toContain("verify-me-please");
    const entry = rows.find((r) => r.entity === "whatsappSettings")!;
    expect(entry.after).toMatchObject({ accessTokenSet: true, phoneNumberId: "1098765" });
    expect(Object.values(entry.after!)).toContain("changed");
  });

  it("records sign-in, failed sign-in and sign-out", async () => {
    await createStaffUser({ email: "trail@example.com", password: "correct-horse-battery" });
    const signIn = (password: string) =>
      authPost(
        new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: ORIGIN,
            "x-client-ip": "203.0.113.9",
          },
          body: JSON.stringify({ email: "trail@example.com", password }),
        }),
      );
    expect((await signIn("wrong-password-123")).status).toBe(401);
    const ok = await signIn("correct-horse-battery");
    const cookie = ok.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    await authPost(
      new Request(`${ORIGIN}/api/auth/sign-out`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie, "x-client-ip": "203.0.113.9" },
      }),
    );
    const page = await json<AuditPage>(
      await activity.GET(req("/api/admin/activity?entity=staff"), ctx({})),
    );
    const mine = page.entries.filter((e) => e.actorEmail === "trail@example.com");
    expect(mine.map((e) => e.action)).toEqual(["sign-out", "sign-in", "sign-in-failed"]);
    expect(mine.every((e) => e.ip === "203.0.113.9")).toBe(true);
    expect(mine[2]!.after).toEqual({ reason: "wrong email or password" });
    const [user] = await (
      await getDb()
    )
      .select()
      .from(t.user)
      .where((await import("drizzle-orm")).eq(t.user.email, "trail@example.com"));
    expect(user!.lastSignInAt).toBeInstanceOf(Date);
  });

  it("lists activity newest first, filtered by person, entity and date, paged by 50", async () => {
    const db = await getDb();
    const [me] = await db.select().from(t.user).limit(1);
    const base = Date.parse("2026-01-10T12:00:00Z");
    await db.insert(t.auditLog).values(
      Array.from({ length: 60 }, (_, i) => ({
        at: new Date(base + i * 60_000),
        actorId: me!.id,
        actorEmail: me!.email,
        entity: "blog",
        entityId: `post-${i}`,
        action: "update",
      })),
    );
    const q = (s: string) =>
      activity.GET(req(`/api/admin/activity?${s}`), ctx({})).then(json<AuditPage>);
    const first = await q("entity=blog");
    expect(first.total).toBe(60);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.entityId).toBe("post-59");
    const second = await q("entity=blog&page=2");
    expect(second.entries.map((e) => e.entityId).at(-1)).toBe("post-0");
    const window = await q(
      `entity=blog&from=${encodeURIComponent("2026-01-10T12:10:00Z")}&to=${encodeURIComponent("2026-01-10T12:14:00Z")}`,
    );
    expect(window.entries.map((e) => e.entityId)).toEqual([
      "post-14",
      "post-13",
      "post-12",
      "post-11",
      "post-10",
    ]);
    const nobody = await q(`actor=someone-else&entity=blog`);
    expect(nobody.total).toBe(0);
    const bad = await activity.GET(req("/api/admin/activity?from=yesterday"), ctx({}));
    expect(bad.status).toBe(400);
  });

  it("sweeps entries older than AUDIT_RETENTION_DAYS and keeps the rest", async () => {
    const db = await getDb();
    const now = new Date("2027-06-01T00:00:00Z");
    await db.insert(t.auditLog).values([
      { at: new Date("2026-05-01T00:00:00Z"), entity: "test-sweep", action: "old" },
      { at: new Date("2026-07-01T00:00:00Z"), entity: "test-sweep", action: "recent" },
    ]);
    process.env.AUDIT_RETENTION_DAYS = "365";
    resetConfigForTests();
    await sweepAudit(now);
    const left = async () =>
      (await db.select().from(t.auditLog))
        .filter((r) => r.entity === "test-sweep")
        .map((r) => r.action);
    expect(await left()).toEqual(["recent"]);
    process.env.AUDIT_RETENTION_DAYS = "30";
    resetConfigForTests();
    await sweepAudit(now);
    expect(await left()).toEqual([]);
    delete process.env.AUDIT_RETENTION_DAYS;
    resetConfigForTests();
  });

  it("offers no way to change or delete entries: the activity endpoints only read", () => {
    const dir = path.resolve(import.meta.dirname, "../../src/app/api/admin");
    const files = [
      "activity/route.ts",
      "games/[id]/history/route.ts",
      "leads/[id]/history/route.ts",
    ];
    for (const f of files) {
      const source = fs.readFileSync(path.join(dir, f), "utf8");
      expect(source.match(/export const (\w+)/g)?.filter((e) => !e.endsWith("dynamic"))).toEqual([
        "export const GET",
      ]);
    }
    expect(Object.keys(activity).filter((k) => k !== "dynamic")).toEqual(["GET"]);
  });
});
