import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as team from "@/app/api/admin/team/route";
import * as invitations from "@/app/api/admin/team/invitations/route";
import * as invitation from "@/app/api/admin/team/invitations/[id]/route";
import * as person from "@/app/api/admin/team/[id]/route";
import * as resetLink from "@/app/api/admin/team/[id]/reset-link/route";
import * as personSessions from "@/app/api/admin/team/[id]/sessions/route";
import * as twoStep from "@/app/api/admin/team/two-step/route";
import * as games from "@/app/api/admin/games/route";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as redeem } from "@/app/api/staff/links/[token]/route";
import { LAST_OWNER_MESSAGE } from "@/modules/auth/server/team/auth-errors";
import { createStaffUser } from "@/modules/auth/server/users";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { startSmtpStub } from "../support/stubs/smtp";
import { adminRequest, ctx } from "../setup/auth";
import { allowConsoleError } from "../setup/console";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct-horse-battery";
let owner = "";
let ownerId = "";
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;

async function signIn(email: string, password = PASSWORD) {
  const res = await authPost(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email, password }),
    }),
  );
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { res, cookie };
}

async function newPerson(email: string, role: "owner" | "editor" | "sales") {
  const { id } = await createStaffUser({ email, password: PASSWORD, role });
  return id;
}

const as = (cookie: string, p: string, method = "GET", json?: unknown) =>
  adminRequest(cookie, p, { method, json });
const patch = (cookie: string, id: string, json: unknown) =>
  person.PATCH(as(cookie, `/api/admin/team/${id}`, "PATCH", json), ctx({ id }));
const tokenOf = (url: string) => url.split("/admin/invite/")[1]!;
const useLink = (token: string, json: unknown) =>
  redeem(
    new Request(`${ORIGIN}/api/staff/links/${token}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(json),
    }),
    ctx({ token }),
  );
const canUseAdmin = async (cookie: string) =>
  (await games.GET(as(cookie, "/api/admin/games"), ctx({}))).status;

beforeAll(async () => {
  ownerId = await newPerson("owner@example.com", "owner");
  owner = (await signIn("owner@example.com")).cookie;
  smtp = await startSmtpStub();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetConfigForTests();
  await smtp?.close();
});

describe("the last owner", () => {
  it("cannot be demoted or deactivated, by themselves or anyone", async () => {
    const demote = await patch(owner, ownerId, { role: "editor" });
    expect(demote.status).toBe(409);
    expect((await demote.json()).error).toMatchObject({
      message: LAST_OWNER_MESSAGE,
      code: "LAST_OWNER",
    });
    const self = await patch(owner, ownerId, { active: false });
    expect(self.status).toBe(400);
    const [me] = await (await getDb()).select().from(t.user).where(eq(t.user.id, ownerId));
    expect(me).toMatchObject({ role: "owner", banned: false });
  });

  it("is protected in the database too, whatever path tries it", async () => {
    const db = await getDb();
    await expect(
      db.execute(sql`update "user" set role = 'sales' where id = ${ownerId}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update "user" set banned = true where id = ${ownerId}`),
    ).rejects.toThrow();
  });

  it("can step down once someone else is an owner, and two owners demoting each other leave one", async () => {
    const second = await newPerson("second-owner@example.com", "owner");
    const secondCookie = (await signIn("second-owner@example.com")).cookie;
    const results = await Promise.all([
      patch(owner, second, { role: "editor" }),
      patch(secondCookie, ownerId, { role: "editor" }),
    ]);
    // One wins; the other is refused, as the last owner (409) or as no longer an owner (403).
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await (await getDb()).select().from(t.user).where(eq(t.user.role, "owner"));
    expect(owners).toHaveLength(1);
    // Put the first owner back in charge for the tests below.
    if (owners[0]!.id !== ownerId) {
      await patch(secondCookie, ownerId, { role: "owner" });
      owner = (await signIn("owner@example.com")).cookie;
      await patch(owner, second, { role: "editor" });
    }
  });
});

describe("invitations", () => {
  it("shows the link once, lets it be used once within 7 days, with the invited role", async () => {
    const res = await invitations.POST(
      as(owner, "/api/admin/team/invitations", "POST", {
        email: "New.Editor@Example.com",
        role: "editor",
      }),
      ctx({}),
    );
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/admin\/invite\/[A-Za-z0-9_-]{40,}$/);
    expect(created.mail).toBe("off");
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const listed = await (await team.GET(as(owner, "/api/admin/team"), ctx({}))).json();
    expect(listed.invitations).toEqual([
      expect.objectContaining({ email: "new.editor@example.com", role: "editor" }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(tokenOf(created.url));
    const stored = await (await getDb()).select().from(t.staffLinks);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(created.url));

    const short = await useLink(tokenOf(created.url), { name: "Nia", password: "short" });
    expect(short.status).toBe(400);
    const ok = await useLink(tokenOf(created.url), { name: "Nia", password: PASSWORD });
    expect(ok.status).toBe(200);
    const again = await useLink(tokenOf(created.url), { name: "Nia", password: PASSWORD });
    expect(again.status).toBe(410);

    const signedIn = await signIn("new.editor@example.com");
    expect(signedIn.res.status).toBe(200);
    const [nia] = await (
      await getDb()
    )
      .select()
      .from(t.user)
      .where(eq(t.user.email, "new.editor@example.com"));
    expect(nia).toMatchObject({ name: "Nia", role: "editor" });
    const audit = await (await getDb()).select().from(t.auditLog);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["invite", "accept-invite"]));
  });

  it("refuses an expired or withdrawn invitation and an email already on the team", async () => {
    const make = async (email: string) =>
      (
        await invitations.POST(
          as(owner, "/api/admin/team/invitations", "POST", { email, role: "sales" }),
          ctx({}),
        )
      ).json();
    const late = await make("late@example.com");
    await (
      await getDb()
    )
      .update(t.staffLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.staffLinks.id, late.id));
    expect((await useLink(tokenOf(late.url), { name: "L", password: PASSWORD })).status).toBe(410);

    const withdrawn = await make("withdrawn@example.com");
    const del = await invitation.DELETE(
      as(owner, `/api/admin/team/invitations/${withdrawn.id}`, "DELETE"),
      ctx({ id: withdrawn.id }),
    );
    expect(del.status).toBe(204);
    expect((await useLink(tokenOf(withdrawn.url), { name: "W", password: PASSWORD })).status).toBe(
      410,
    );

    const dup = await invitations.POST(
      as(owner, "/api/admin/team/invitations", "POST", {
        email: "owner@example.com",
        role: "sales",
      }),
      ctx({}),
    );
    expect(dup.status).toBe(409);
    expect(
      (await useLink("not-a-real-token-at-all-000000", { name: "x", password: PASSWORD })).status,
    ).toBe(410);
  });

  it("sends the link by email when SMTP_URL is set", async () => {
    process.env.SMTP_URL = smtp.url;
    resetConfigForTests();
    const res = await invitations.POST(
      as(owner, "/api/admin/team/invitations", "POST", {
        email: "mailed@example.com",
        role: "sales",
      }),
      ctx({}),
    );
    const created = await res.json();
    expect(created.mail).toBe("sent");
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(["mailed@example.com"]);
    expect(mail.raw).toContain("Subject: You are invited to the Arcadia Machines back office");
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain(tokenOf(created.url));
    delete process.env.SMTP_URL;
    resetConfigForTests();
  });

  it("still shows the link when the mail server cannot be reached", async () => {
    allowConsoleError();
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetConfigForTests();
    const res = await invitations.POST(
      as(owner, "/api/admin/team/invitations", "POST", {
        email: "unmailed@example.com",
        role: "sales",
      }),
      ctx({}),
    );
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.mail).toBe("failed");
    expect(created.url).toContain("/admin/invite/");
    delete process.env.SMTP_URL;
    resetConfigForTests();
  });
});

describe("managing a person", () => {
  it("changes a role, and the new role applies on the next request", async () => {
    const id = await newPerson("promote@example.com", "sales");
    const cookie = (await signIn("promote@example.com")).cookie;
    expect(await canUseAdmin(cookie)).toBe(200);
    const create = () =>
      games.POST(
        as(cookie, "/x", "POST", { title: "T", category: "None", warrantyYears: 1 }),
        ctx({}),
      );
    expect((await create()).status).toBe(403);
    expect((await patch(owner, id, { role: "editor" })).status).toBe(200);
    expect((await create()).status).not.toBe(403);
    const [entry] = await (
      await getDb()
    )
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, "role"), eq(t.auditLog.entityId, id)));
    expect(entry).toMatchObject({
      entity: "team",
      entityId: id,
      before: { role: "sales" },
      after: { role: "editor" },
    });
  });

  it("deactivates a person (their sessions end at once, sign-in is refused) and reactivates them", async () => {
    const id = await newPerson("leaver@example.com", "editor");
    const cookie = (await signIn("leaver@example.com")).cookie;
    expect(await canUseAdmin(cookie)).toBe(200);
    expect((await patch(owner, id, { active: false })).status).toBe(200);
    expect(await canUseAdmin(cookie)).toBe(401);
    // Refused exactly like a wrong password: nobody learns who was deactivated.
    const refused = await signIn("leaver@example.com");
    expect(refused.res.status).toBe(401);
    expect(await refused.res.json()).toEqual({
      message: "Invalid email or password",
      code: "INVALID_EMAIL_OR_PASSWORD",
    });
    const listed = await (await team.GET(as(owner, "/api/admin/team"), ctx({}))).json();
    expect(listed.people.find((p: { id: string }) => p.id === id)).toMatchObject({ active: false });
    expect((await patch(owner, id, { active: true })).status).toBe(200);
    expect((await signIn("leaver@example.com")).res.status).toBe(200);
  });

  it("makes a one-time password reset link that ends the person's sessions when used", async () => {
    const id = await newPerson("forgot@example.com", "sales");
    const cookie = (await signIn("forgot@example.com")).cookie;
    const res = await resetLink.POST(as(owner, `/x`, "POST"), ctx({ id }));
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect((await useLink(tokenOf(url), { password: "a-brand-new-password" })).status).toBe(200);
    expect(await canUseAdmin(cookie)).toBe(401);
    expect((await signIn("forgot@example.com")).res.status).toBe(401);
    expect((await signIn("forgot@example.com", "a-brand-new-password")).res.status).toBe(200);
    expect((await useLink(tokenOf(url), { password: "another-new-password" })).status).toBe(410);
  });

  it("ends all sessions of a person", async () => {
    const id = await newPerson("everywhere@example.com", "sales");
    const a = (await signIn("everywhere@example.com")).cookie;
    const b = (await signIn("everywhere@example.com")).cookie;
    const res = await personSessions.DELETE(as(owner, "/x", "DELETE"), ctx({ id }));
    expect(res.status).toBe(204);
    expect(await canUseAdmin(a)).toBe(401);
    expect(await canUseAdmin(b)).toBe(401);
    expect(await canUseAdmin(owner)).toBe(200);
  });

  it("answers 404 for someone who does not exist", async () => {
    expect((await patch(owner, "nobody", { role: "sales" })).status).toBe(404);
  });

  it("requires two-step for everyone only once the owner has it", async () => {
    const res = await twoStep.PUT(as(owner, "/x", "PUT", { required: true }), ctx({}));
    expect(res.status).toBe(409);
  });
});

describe("better-auth's own admin endpoints", () => {
  it("are closed over HTTP, so nobody can skip the last-owner rule or the audit trail", async () => {
    for (const path of ["set-role", "ban-user", "remove-user", "create-user", "list-users"]) {
      const res = await authPost(
        new Request(`${ORIGIN}/api/auth/admin/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, cookie: owner },
          body: JSON.stringify({ userId: ownerId, role: "sales" }),
        }),
      );
      expect(res.status, path).toBe(404);
    }
    const [me] = await (await getDb()).select().from(t.user).where(eq(t.user.id, ownerId));
    expect(me!.role).toBe("owner");
  });

  it("closes the account changes too, so a password or email changes only through the audited ways", async () => {
    const before = (await (await getDb()).select().from(t.user).where(eq(t.user.id, ownerId)))[0]!;
    const attempts: Array<[string, unknown]> = [
      ["change-password", { currentPassword: "x".repeat(12), newPassword: "y".repeat(16) }],
      ["update-user", { name: "Someone else" }],
      ["change-email", { newEmail: "elsewhere@example.com" }],
      ["delete-user", {}],
    ];
    for (const [path, body] of attempts) {
      const res = await authPost(
        new Request(`${ORIGIN}/api/auth/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, cookie: owner },
          body: JSON.stringify(body),
        }),
      );
      expect(res.status, path).toBe(404);
    }
    const [after] = await (await getDb()).select().from(t.user).where(eq(t.user.id, ownerId));
    expect(after!.name).toBe(before.name);
    expect(after!.email).toBe(before.email);
  });
});
