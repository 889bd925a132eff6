import { beforeAll, describe, expect, it } from "vitest";
import * as team from "@/app/api/admin/team/route";
import * as person from "@/app/api/admin/team/[id]/route";
import * as resetLink from "@/app/api/admin/team/[id]/reset-link/route";
import * as invitations from "@/app/api/admin/team/invitations/route";
import * as games from "@/app/api/admin/games/route";
import { POST as redeem } from "@/app/api/staff/links/[token]/route";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { createStaffUser, setStaffPassword } from "@/modules/auth/server/users";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// Open reset links are listed with their maker and can be revoked;
// deactivating someone revokes their reset links and the links they made; any new password
// (a reset link, `npm run user:password`) ends the account's sessions and open reset links.
const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct-horse-battery";
let owner = "";

const as = (cookie: string, p: string, method = "GET", json?: unknown) =>
  adminRequest(cookie, p, { method, json });
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
async function teamView() {
  const res = await team.GET(as(owner, "/api/admin/team"), ctx({}));
  return (await res.json()) as {
    resetLinks: { email: string; userId: string; madeBy: string | null }[];
    invitations: { email: string; madeBy: string | null }[];
  };
}
async function makeResetLink(id: string, cookie = owner) {
  const res = await resetLink.POST(as(cookie, "/x", "POST"), ctx({ id }));
  expect(res.status).toBe(201);
  return tokenOf(((await res.json()) as { url: string }).url);
}
async function newPerson(email: string, role: "owner" | "editor" | "sales" = "editor") {
  return (await createStaffUser({ email, password: PASSWORD, role, name: email.split("@")[0] })).id;
}
async function signIn(email: string) {
  const res = await authPost(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  owner = await signInCookie("owner");
});

describe("reset links on the Team screen", () => {
  it("lists each open reset link with its maker, and an owner can revoke it", async () => {
    const id = await newPerson("listed@example.com");
    const token = await makeResetLink(id);
    const listed = (await teamView()).resetLinks.find((l) => l.email === "listed@example.com");
    expect(listed).toMatchObject({ userId: id });
    expect(listed?.madeBy).toBeTruthy();

    const revoked = await resetLink.DELETE(as(owner, "/x", "DELETE"), ctx({ id }));
    expect(revoked.status).toBe(204);
    expect((await teamView()).resetLinks.map((l) => l.email)).not.toContain("listed@example.com");
    expect((await useLink(token, { password: "a-brand-new-password" })).status).toBe(410);
    // Nothing left to revoke.
    expect((await resetLink.DELETE(as(owner, "/x", "DELETE"), ctx({ id }))).status).toBe(404);
  });

  it("revokes a person's reset link when they are deactivated", async () => {
    const id = await newPerson("leaving@example.com");
    const token = await makeResetLink(id);
    const res = await person.PATCH(as(owner, `/x`, "PATCH", { active: false }), ctx({ id }));
    expect(res.status).toBe(200);
    await person.PATCH(as(owner, `/x`, "PATCH", { active: true }), ctx({ id }));
    expect((await useLink(token, { password: "a-brand-new-password" })).status).toBe(410);
  });

  it("revokes the links a person made when they are deactivated", async () => {
    const makerId = await newPerson("maker@example.com", "owner");
    const maker = await signIn("maker@example.com");
    const target = await newPerson("target@example.com");
    const token = await makeResetLink(target, maker);
    const invited = await invitations.POST(
      as(maker, "/x", "POST", { email: "invitee@example.com", role: "sales" }),
      ctx({}),
    );
    expect(invited.status).toBe(201);
    const inviteToken = tokenOf(((await invited.json()) as { url: string }).url);
    const view = await teamView();
    expect(view.resetLinks.find((l) => l.userId === target)?.madeBy).toBe("maker");
    expect(view.invitations.find((i) => i.email === "invitee@example.com")?.madeBy).toBe("maker");

    const res = await person.PATCH(
      as(owner, `/x`, "PATCH", { active: false }),
      ctx({ id: makerId }),
    );
    expect(res.status).toBe(200);
    expect((await useLink(token, { password: "a-brand-new-password" })).status).toBe(410);
    expect((await useLink(inviteToken, { name: "Invitee", password: PASSWORD })).status).toBe(410);
  });
});

// (A used reset link already ended the sessions, and only one reset link per person is open.)
describe("a new password ends the account's sessions and open reset links", () => {
  it("by `npm run user:password` (setStaffPassword): sessions and reset links end", async () => {
    const id = await newPerson("cli@example.com");
    const cookie = await signIn("cli@example.com");
    const token = await makeResetLink(id);
    expect(await canUseAdmin(cookie)).toBe(200);
    await setStaffPassword({ email: "cli@example.com", password: "a-brand-new-password" });
    expect(await canUseAdmin(cookie)).toBe(401);
    expect((await useLink(token, { password: "another-new-password" })).status).toBe(410);
  });
});
