import { and, eq, or, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as person from "@/app/api/admin/team/[id]/route";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { createStaffUser } from "@/modules/auth/server/users";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { adminRequest, ctx } from "../setup/auth";

// Two owners removing each other at the same moment must leave one. The rule
// is held by the database (the `keep_an_owner` trigger of migration 0002, serialised by an
// advisory lock), so it holds whichever request commits first. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the two requests really run in parallel.
const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct-horse-battery";

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
const patch = (cookie: string, id: string, json: unknown) =>
  person.PATCH(adminRequest(cookie, "/x", { method: "PATCH", json }), ctx({ id }));
const activeOwners = async () =>
  (await getDb())
    .select({ id: t.user.id })
    .from(t.user)
    .where(and(eq(t.user.role, "owner"), or(isNull(t.user.banned), eq(t.user.banned, false))));

describe("two owners removing each other at once", () => {
  it("always leaves exactly one active owner, round after round", async () => {
    const a = await createStaffUser({ email: "a@example.com", password: PASSWORD, role: "owner" });
    const b = await createStaffUser({ email: "b@example.com", password: PASSWORD, role: "owner" });
    const moves = [
      ["demote", "demote"],
      ["demote", "deactivate"],
      ["deactivate", "demote"],
      ["demote", "demote"],
    ] as const;
    for (const [aDoes, bDoes] of moves) {
      const [aCookie, bCookie] = [await signIn("a@example.com"), await signIn("b@example.com")];
      const body = (m: string) => (m === "demote" ? { role: "editor" } : { active: false });
      const results = await Promise.all([
        patch(aCookie, b.id, body(aDoes)),
        patch(bCookie, a.id, body(bDoes)),
      ]);
      const statuses = results.map((r) => r.status).sort();
      // One wins; the other is refused as the last owner (409) or as no longer an owner (403/401).
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const left = await activeOwners();
      expect(left).toHaveLength(1);
      // The one left restores the other for the next round.
      const keeper = left[0]!.id === a.id ? "a@example.com" : "b@example.com";
      const other = left[0]!.id === a.id ? b.id : a.id;
      const cookie = await signIn(keeper);
      expect((await patch(cookie, other, { active: true })).status).toBe(200);
      expect((await patch(cookie, other, { role: "owner" })).status).toBe(200);
      expect(await activeOwners()).toHaveLength(2);
    }
  });
});
