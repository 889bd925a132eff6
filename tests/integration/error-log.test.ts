import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/platform/db/client";
import { allowConsoleError } from "../setup/console";

// An unexpected database error is logged as its kind and a request id, never
// with the query's parameters (a visitor's name, email, message). A trigger makes the insert fail
// the way an outage or a broken migration would. Runs on PGlite and PostgreSQL.
const ORIGIN = "http://localhost:3000";
const PERSONAL = {
  name: "Personal Name",
  email: "very.personal@example.com",
  message: "My private phone is 555-0199",
};

beforeAll(async () => {
  const db = await getDb();
  await db.execute(sql`
    create function refuse_contact() returns trigger language plpgsql as
    $$ begin raise exception 'refused for the test' using errcode = 'XX000'; end $$`);
  await db.execute(sql`
    create trigger refuse_contact before insert on contact_messages
    for each row execute function refuse_contact()`);
});
afterAll(async () => {
  const db = await getDb();
  await db.execute(sql`drop trigger if exists refuse_contact on contact_messages`);
  await db.execute(sql`drop function if exists refuse_contact()`);
});

describe("an unexpected database error", () => {
  it("answers 500 with a request id and logs only the kind and that id", async () => {
    allowConsoleError();
    const requestId = "0f4c2a9e-1111-4222-8333-944455556666";
    const res = await contact(
      new Request(`${ORIGIN}/api/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: ORIGIN,
          "x-client-ip": "10.88.0.1",
          "x-request-id": requestId,
        },
        body: JSON.stringify(PERSONAL),
      }),
    );
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; details: { requestId: string } } };
    expect(body.error).toMatchObject({ code: "INTERNAL", details: { requestId } });

    const logged = vi
      .mocked(console.error)
      .mock.calls.map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))))
      .join("\n");
    expect(logged).toContain(requestId);
    expect(logged).toMatch(/XX000/);
    expect(logged).toContain("Unexpected error");
    for (const value of Object.values(PERSONAL)) expect(logged).not.toContain(value);
    expect(logged).not.toMatch(/params|insert into/i);
  });
});
