import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/admin/inbox/route";
import { GET as oneRoute } from "@/app/api/admin/inbox/[id]/route";
import { PUT as ownerRoute } from "@/app/api/admin/inbox/[id]/owner/route";
import { PUT as snoozeRoute } from "@/app/api/admin/inbox/[id]/snooze/route";
import { PUT as statusRoute } from "@/app/api/admin/inbox/[id]/status/route";
import { GET as unreadRoute } from "@/app/api/admin/inbox/unread/route";
import { GET as getRules, PUT as putRules } from "@/app/api/admin/inbox/rules/route";
import { POST as postTeam } from "@/app/api/admin/inbox/teams/route";
import { POST as mergeRoute } from "@/app/api/admin/leads/[id]/merge/route";
import { auditLog } from "@/modules/audit/schema";
import { leads } from "@/modules/leads/schema";
import { whatsappConversations, whatsappIncoming, whatsappOutbox } from "@/modules/whatsapp/schema";
import { applyPayload } from "@/modules/whatsapp/server/inbox/process";
import {
  startConversationListener,
  subscribeConversations,
  subscribeNotices,
  subscribeRoutingChanges,
  type LiveNotice,
} from "@/modules/whatsapp/server/live";
import { listInbox, type InboxPage } from "@/modules/whatsapp/server/sales-inbox/list";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { incomingPayload } from "../support/stubs/whatsapp-webhook";

let owner: { cookie: string; id: string };
let sam: { cookie: string; id: string };
let sue: { cookie: string; id: string };
let tom: { cookie: string; id: string };
let n = 0;

/** A buyer's message applied as the inbox worker applies Meta's post. */
async function receive(from: string, text: string, at = Math.floor(Date.now() / 1000)) {
  await applyPayload(
    await getDb(),
    incomingPayload([
      { from, id: `wamid.inbox-${++n}`, name: `Buyer ${from}`, text, timestamp: at },
    ]),
  );
}

async function leadOf(whatsapp: string) {
  const db = await getDb();
  const [l] = await db.select().from(leads).where(eq(leads.whatsapp, whatsapp));
  return l!;
}

async function addLead(whatsapp: string, values: Partial<typeof leads.$inferInsert> = {}) {
  const db = await getDb();
  const [l] = await db
    .insert(leads)
    .values({ name: `Lead ${whatsapp}`, whatsapp, countryCode: "+1", location: "", ...values })
    .returning();
  return l!;
}

async function list(cookie: string, query = ""): Promise<InboxPage> {
  const res = await listRoute(adminRequest(cookie, `/api/admin/inbox${query}`), ctx({}));
  expect(res.status).toBe(200);
  return res.json();
}
/** A 400's per-field messages. */
async function fieldsOf(res: Response): Promise<Record<string, string>> {
  const body = (await res.json()) as { error?: { details?: { fields?: Record<string, string> } } };
  return body.error?.details?.fields ?? {};
}
const ids = (p: InboxPage) => p.rows.map((r) => r.leadId);

const put = (route: typeof ownerRoute, cookie: string, id: string, path: string, json: unknown) =>
  route(
    adminRequest(cookie, `/api/admin/inbox/${id}/${path}`, { method: "PUT", json }),
    ctx({ id }),
  );

const rules = (cookie: string, json: unknown) =>
  putRules(adminRequest(cookie, "/api/admin/inbox/rules", { method: "PUT", json }), ctx({}));

let listener: { close: () => Promise<void>; connected: () => boolean } | undefined;
afterAll(async () => {
  await listener?.close();
});

beforeAll(async () => {
  owner = await signInAs("owner", "Olga Owner");
  sam = await signInAs("sales", "Sam Seller");
  sue = await signInAs("sales", "Sue Seller");
  tom = await signInAs("sales", "Tom Seller");
});

describe("routing rules", () => {
  it("refuses a rule with no condition, an unknown person or team, a NUL byte and too many rules, changing nothing", async () => {
    expect((await rules(owner.cookie, { rules: [] })).status).toBe(200);
    const cases: Array<[unknown, string]> = [
      [{ rules: [{ assigneeUserId: sam.id }] }, "rules.0.language"],
      [{ rules: [{ language: "es", assigneeUserId: "no-such-person" }] }, "rules.0.assigneeUserId"],
      [
        { rules: [{ language: "es", assigneeTeamId: "00000000-0000-4000-8000-000000000000" }] },
        "rules.0.assigneeTeamId",
      ],
      [{ rules: [{ source: "ads\u0000", assigneeUserId: sam.id }] }, "rules.0.source"],
      [{ rules: [{ language: "xx", assigneeUserId: sam.id }] }, "rules.0.language"],
      [{ rules: [{ countryCode: "44", assigneeUserId: sam.id }] }, "rules.0.countryCode"],
      [
        { rules: [{ language: "es", assigneeUserId: sam.id, assigneeTeamId: null, extra: 1 }] },
        "rules.0",
      ],
      [
        { rules: Array.from({ length: 101 }, () => ({ language: "es", assigneeUserId: sam.id })) },
        "rules",
      ],
    ];
    for (const [json, field] of cases) {
      const res = await rules(owner.cookie, json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(Object.keys(await fieldsOf(res))).toContain(field);
    }
    const huge = await putRules(
      adminRequest(owner.cookie, "/api/admin/inbox/rules", {
        method: "PUT",
        json: { rules: [{ source: "x".repeat(2_000_000), assigneeUserId: sam.id }] },
      }),
      ctx({}),
    );
    expect(huge.status).toBe(413);
    const now = (await (
      await getRules(adminRequest(owner.cookie, "/api/admin/inbox/rules"), ctx({}))
    ).json()) as {
      rules: unknown[];
    };
    expect(now.rules).toEqual([]);
  });

  it("is an owner's: a sales person may neither read nor change the rules", async () => {
    expect(
      (await getRules(adminRequest(sam.cookie, "/api/admin/inbox/rules"), ctx({}))).status,
    ).toBe(403);
    expect((await rules(sam.cookie, { rules: [] })).status).toBe(403);
  });

  it("gives a Spanish speaker's new conversation to the language rule's person, and tells them", async () => {
    const notices: LiveNotice[] = [];
    const stop = subscribeNotices((x) => notices.push(x));
    const res = await rules(owner.cookie, {
      rules: [{ language: "es", assigneeUserId: sue.id }],
    });
    expect(res.status).toBe(200);
    const lead = await addLead("+15550001001", { language: "es" });
    await receive("15550001001", "Hola, ¿precio?");
    stop();
    expect((await leadOf("+15550001001")).ownerId).toBe(sue.id);
    const db = await getDb();
    const [c] = await db
      .select()
      .from(whatsappConversations)
      .where(eq(whatsappConversations.leadId, lead.id));
    expect(c).toMatchObject({ ownerId: sue.id, lastDirection: "in" });
    expect(notices.some((x) => x.userId === sue.id && x.leadId === lead.id)).toBe(true);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.id), eq(auditLog.action, "assign")));
    expect(audit.at(-1)?.after).toEqual({ ownerId: sue.id });
  });

  it("routes by the rules an owner just saved, not a copy of the earlier ones", async () => {
    expect(
      (await rules(owner.cookie, { rules: [{ countryCode: "+33", assigneeUserId: sue.id }] }))
        .status,
    ).toBe(200);
    await addLead("+15550001011", { countryCode: "+33" });
    await receive("15550001011", "Ciao");
    expect((await leadOf("+15550001011")).ownerId).toBe(sue.id);
    expect(
      (await rules(owner.cookie, { rules: [{ countryCode: "+33", assigneeUserId: tom.id }] }))
        .status,
    ).toBe(200);
    await addLead("+15550001012", { countryCode: "+33" });
    await receive("15550001012", "Ciao");
    expect((await leadOf("+15550001012")).ownerId).toBe(tom.id);
  });

  // Another process saving the rules: its rows and its NOTIFY on the WhatsApp channel.
  it.runIf(process.env.TEST_DB === "postgres")(
    "routes by rules another process saved once its announcement arrives",
    async () => {
      const db = await getDb();
      const [{ name }] = (
        (await db.execute(sql`select current_database() as name`)) as unknown as {
          rows: [{ name: string }];
        }
      ).rows;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      listener = startConversationListener(url.toString());
      for (let i = 0; !listener.connected() && i < 100; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(listener.connected()).toBe(true);
      expect(
        (await rules(owner.cookie, { rules: [{ countryCode: "+31", assigneeUserId: sue.id }] }))
          .status,
      ).toBe(200);
      await addLead("+15550001021", { countryCode: "+31" });
      await receive("15550001021", "Hallo");
      expect((await leadOf("+15550001021")).ownerId).toBe(sue.id);
      const heard = new Promise<void>((resolve) => {
        const stop = subscribeRoutingChanges(() => {
          stop();
          resolve();
        });
      });
      await db.transaction(async (tx) => {
        await tx.execute(sql`update whatsapp_routing_rules set assignee_user_id = ${tom.id}`);
        await tx.execute(sql`select pg_notify('arcade_whatsapp', '["routing-rules"]')`);
      });
      await heard;
      await addLead("+15550001022", { countryCode: "+31" });
      await receive("15550001022", "Hallo");
      expect((await leadOf("+15550001022")).ownerId).toBe(tom.id);
    },
  );

  it("keeps a buyer whose lead has an owner with that owner, whatever the rules say", async () => {
    const lead = await addLead("+15550001002", { language: "es", ownerId: tom.id });
    await receive("15550001002", "Hola otra vez");
    expect((await leadOf("+15550001002")).ownerId).toBe(tom.id);
    const row = (await list(tom.cookie)).rows.find((r) => r.leadId === lead.id);
    expect(row?.ownerId).toBe(tom.id);
  });

  /** A team of these members, saved, and the owners' rules that name it. */
  async function teamWithRules(
    name: string,
    memberIds: string[],
    rulesFor: (teamId: string) => object[],
  ) {
    const team = await postTeam(
      adminRequest(owner.cookie, "/api/admin/inbox/teams", {
        method: "POST",
        json: { name, memberIds },
      }),
      ctx({}),
    );
    expect(team.status).toBe(201);
    const { id: teamId } = (await team.json()) as { id: string };
    expect((await rules(owner.cookie, { rules: rulesFor(teamId) })).status).toBe(200);
  }

  it("gives a team's conversations in turn to its members (round-robin)", async () => {
    await teamWithRules("UK desk", [sam.id, sue.id], (teamId) => [
      { language: "es", assigneeUserId: sue.id },
      { countryCode: "+44", assigneeTeamId: teamId },
    ]);
    // New buyers from the UK: leads made by their first message, given in turn.
    const owners: Array<string | null> = [];
    for (const number of ["447700900201", "447700900202", "447700900203", "447700900204"]) {
      await receive(number, "Hello");
      owners.push((await leadOf(`+${number}`)).ownerId);
    }
    expect(new Set(owners.slice(0, 2))).toEqual(new Set([sam.id, sue.id]));
    expect(owners[2]).toBe(owners[0]);
    expect(owners[3]).toBe(owners[1]);
  });

  it("gives unowned leads' opening messages to a team in turn past a rule whose person is gone, each audited once", async () => {
    const gone = await signInAs("sales", "Gil Gone");
    await teamWithRules("Gulf desk", [sam.id, tom.id], (teamId) => [
      { language: "ar", assigneeUserId: gone.id },
      { language: "ar", assigneeTeamId: teamId },
    ]);
    const db = await getDb();
    // Banned after the rule was saved: the first rule matches but gives no one.
    await db.execute(sql`update "user" set banned = true where id = ${gone.id}`);
    const numbers = ["+971500000301", "+971500000302", "+971500000303"];
    const made = [];
    for (const number of numbers) made.push(await addLead(number, { language: "ar" }));
    for (const number of numbers) await receive(number.slice(1), "كم السعر؟");
    const owners = await Promise.all(numbers.map(async (x) => (await leadOf(x)).ownerId));
    expect(new Set(owners.slice(0, 2))).toEqual(new Set([sam.id, tom.id]));
    expect(owners[2]).toBe(owners[0]);
    // A second message of an open conversation changes nothing.
    await receive(numbers[0]!.slice(1), "؟");
    expect((await leadOf(numbers[0]!)).ownerId).toBe(owners[0]);
    const ids = made.map((l) => l.id);
    const conversations = await db
      .select()
      .from(whatsappConversations)
      .where(inArray(whatsappConversations.leadId, ids));
    for (const [i, id] of ids.entries())
      expect(conversations.find((c) => c.leadId === id)?.ownerId).toBe(owners[i]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, ids), eq(auditLog.action, "assign")));
    expect(audit.map((a) => [a.entityId, a.before, a.after]).sort()).toEqual(
      ids.map((id, i) => [id, { ownerId: null }, { ownerId: owners[i] }]).sort(),
    );
    expect(audit.every((a) => a.entity === "lead" && a.actorId === null && a.ip === null)).toBe(
      true,
    );
    await db.execute(sql`update "user" set banned = false where id = ${gone.id}`);
  });

  it("refuses a team with an unknown member or a duplicate name", async () => {
    const bad = await postTeam(
      adminRequest(owner.cookie, "/api/admin/inbox/teams", {
        method: "POST",
        json: { name: "Ghosts", memberIds: ["nobody"] },
      }),
      ctx({}),
    );
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toHaveProperty("memberIds.0");
    const dup = await postTeam(
      adminRequest(owner.cookie, "/api/admin/inbox/teams", {
        method: "POST",
        json: { name: "uk DESK", memberIds: [] },
      }),
      ctx({}),
    );
    expect(dup.status).toBe(400);
  });
});

describe("the inbox list", () => {
  let mine = "";
  let unassigned = "";
  let others = "";
  beforeAll(async () => {
    await rules(owner.cookie, { rules: [] });
    mine = (await addLead("+15550002001", { ownerId: sam.id })).id;
    unassigned = (await addLead("+15550002002")).id;
    others = (await addLead("+15550002003", { ownerId: tom.id })).id;
    // A second apart: messages stored within one second would be ordered by their random ids.
    const now = Math.floor(Date.now() / 1000);
    await receive("15550002001", "mine", now - 2);
    await receive("15550002002", "nobody's", now - 1);
    await receive("15550002003", "Tom's", now);
  });

  it("shows a sales person their own and unassigned conversations only, an owner everyone's", async () => {
    expect(ids(await list(sam.cookie, "?scope=mine"))).toContain(mine);
    expect(ids(await list(sam.cookie, "?scope=mine"))).not.toContain(unassigned);
    expect(ids(await list(sam.cookie, "?scope=unassigned"))).toContain(unassigned);
    const all = ids(await list(sam.cookie, "?scope=all"));
    expect(all).toEqual(expect.arrayContaining([mine, unassigned]));
    expect(all).not.toContain(others);
    expect(ids(await list(owner.cookie, "?scope=all"))).toEqual(
      expect.arrayContaining([mine, unassigned, others]),
    );
    // Nor can they open, snooze, close or take another's conversation.
    expect(
      (await oneRoute(adminRequest(sam.cookie, `/api/admin/inbox/${others}`), ctx({ id: others })))
        .status,
    ).toBe(404);
    expect(
      (await put(statusRoute, sam.cookie, others, "status", { status: "closed" })).status,
    ).toBe(404);
    expect((await put(ownerRoute, sam.cookie, others, "owner", { ownerId: sam.id })).status).toBe(
      404,
    );
    // The menu's count: conversations with unread messages they can see.
    const unread = async (cookie: string) =>
      (
        (await (
          await unreadRoute(adminRequest(cookie, "/api/admin/inbox/unread"), ctx({}))
        ).json()) as { total: number }
      ).total;
    expect(await unread(owner.cookie)).toBeGreaterThan(await unread(sam.cookie));
  });

  it("finds a conversation by the buyer's name or number, and refuses a bad filter with its field", async () => {
    expect(ids(await list(owner.cookie, "?scope=all&q=555-0002-003"))).toEqual([others]);
    // A sales person's search keeps to what they may see, by number or by name, newest first.
    expect(ids(await list(sam.cookie, "?scope=all&q=555000200"))).toEqual([unassigned, mine]);
    expect(ids(await list(sam.cookie, "?scope=all&q=555-0002-003"))).toEqual([]);
    expect(ids(await list(sam.cookie, "?scope=mine&q=lead %2B1555000200"))).toEqual([mine]);
    expect(ids(await list(sam.cookie, "?scope=unassigned&q=5550002"))).toEqual([unassigned]);
    const res = await listRoute(
      adminRequest(owner.cookie, "/api/admin/inbox?view=sideways"),
      ctx({}),
    );
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toHaveProperty("view");
  });

  it("moves a conversation to the top when the buyer writes, and announces it live", async () => {
    const heard: string[] = [];
    const stop = subscribeConversations((id) => heard.push(id));
    // Meta's times are whole seconds: a second later than the others, as a later message is.
    await receive("15550002001", "still there?", Math.floor(Date.now() / 1000) + 2);
    stop();
    expect(heard).toContain(mine);
    expect(ids(await list(owner.cookie, "?scope=all"))[0]).toBe(mine);
  });

  it("splits waiting for us from waiting for the buyer", async () => {
    const db = await getDb();
    await db
      .update(whatsappConversations)
      .set({ lastDirection: "out", waitingSince: null })
      .where(eq(whatsappConversations.leadId, unassigned));
    expect(ids(await list(owner.cookie, "?scope=all&view=waiting_buyer"))).toContain(unassigned);
    expect(ids(await list(owner.cookie, "?scope=all&view=waiting_us"))).not.toContain(unassigned);
    expect(ids(await list(owner.cookie, "?scope=all&view=waiting_us"))).toContain(mine);
  });

  it("snoozes until a time (back on its own then, or at once when the buyer writes)", async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await put(snoozeRoute, sam.cookie, mine, "snooze", { until })).status).toBe(200);
    expect(ids(await list(sam.cookie))).not.toContain(mine);
    expect(ids(await list(sam.cookie, "?view=snoozed"))).toContain(mine);
    // Two hours later it is open again without anything running.
    const later = await listInbox(
      { scope: "mine", view: "open" },
      { id: sam.id, seesAll: false },
      new Date(Date.now() + 2 * 3_600_000),
    );
    expect(ids(later)).toContain(mine);
    await receive("15550002001", "hello?");
    expect(ids(await list(sam.cookie))).toContain(mine);
    const bad = await put(snoozeRoute, sam.cookie, mine, "snooze", {
      until: "2001-01-01T00:00:00Z",
    });
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toHaveProperty("until");
  });

  it("closes a conversation, and a new message reopens it", async () => {
    expect((await put(statusRoute, sam.cookie, mine, "status", { status: "closed" })).status).toBe(
      200,
    );
    expect(ids(await list(sam.cookie))).not.toContain(mine);
    expect(ids(await list(sam.cookie, "?view=closed"))).toContain(mine);
    await receive("15550002001", "one more thing");
    expect(ids(await list(sam.cookie))).toContain(mine);
    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mine), eq(auditLog.entity, "conversation")));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(["snooze", "status"]));
  });

  it("reassigns with an audit entry and a notice to the new owner; refuses an unknown person", async () => {
    const notices: LiveNotice[] = [];
    const stop = subscribeNotices((x) => notices.push(x));
    const res = await put(ownerRoute, sam.cookie, unassigned, "owner", { ownerId: sue.id });
    stop();
    expect(res.status).toBe(200);
    expect((await leadOf("+15550002002")).ownerId).toBe(sue.id);
    expect(ids(await list(sue.cookie, "?scope=mine&view=waiting_buyer"))).toContain(unassigned);
    expect(notices.find((x) => x.userId === sue.id)?.text).toMatch(/Sam Seller gave you/);
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unassigned), eq(auditLog.action, "assign")));
    expect(entry).toMatchObject({
      actorId: sam.id,
      before: { ownerId: null },
      after: { ownerId: sue.id },
    });
    const bad = await put(ownerRoute, owner.cookie, unassigned, "owner", { ownerId: "nobody" });
    expect(bad.status).toBe(400);
    expect((await leadOf("+15550002002")).ownerId).toBe(sue.id);
  });

  it("pages by cursor: every conversation once, in order", async () => {
    const db = await getDb();
    for (let i = 0; i < 55; i++) {
      const l = await addLead(`+1555000${3000 + i}`);
      await db.insert(whatsappConversations).values({
        leadId: l.id,
        lastMessageAt: new Date(Date.now() - 86_400_000 - (i % 3) * 1000),
        lastDirection: "in",
      });
    }
    const first = await list(owner.cookie, "?scope=all");
    expect(first.rows).toHaveLength(50);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(owner.cookie, `?scope=all&cursor=${first.nextCursor}`);
    const seen = [...ids(first), ...ids(second)];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(55);
    const times = [...first.rows, ...second.rows].map((r) => r.lastMessageAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe("a lead merge", () => {
  it("makes the two requests' conversations one, on the kept lead, with its owner", async () => {
    const kept = await addLead("+15550008001", { ownerId: tom.id });
    const merged = await addLead("+15550008001", { ownerId: sam.id });
    const at = Math.floor(Date.now() / 1000);
    // Each request had a conversation (the messages went to the newest lead, then the older).
    await receive("15550008001", "first", at - 60);
    const db = await getDb();
    await db
      .update(whatsappIncoming)
      .set({ leadId: kept.id })
      .where(eq(whatsappIncoming.leadId, merged.id));
    await db
      .update(whatsappConversations)
      .set({ leadId: kept.id })
      .where(eq(whatsappConversations.leadId, merged.id));
    await receive("15550008001", "second", at);
    const res = await mergeRoute(
      adminRequest(owner.cookie, `/api/admin/leads/${kept.id}/merge`, {
        method: "POST",
        json: { mergedId: merged.id },
      }),
      ctx({ id: kept.id }),
    );
    expect(res.status).toBe(200);
    const rows = await db
      .select()
      .from(whatsappConversations)
      .where(inArray(whatsappConversations.leadId, [kept.id, merged.id]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ leadId: kept.id, ownerId: tom.id, lastPreview: "second" });
  });
});

describe("the migration", () => {
  it("fills the inbox from the conversations that existed: last message either way, waiting since the first unanswered", async () => {
    const file = path.resolve(import.meta.dirname, "../../drizzle/0027_whatsapp_sales_inbox.sql");
    const backfill = fs.readFileSync(file, "utf8").split("--> statement-breakpoint").at(-1)!;
    expect(backfill).toMatch(/INSERT INTO "whatsapp_conversations"/);
    const db = await getDb();
    const answered = await addLead("+15550009001", { ownerId: sam.id });
    const waiting = await addLead("+15550009002");
    const base = Date.now();
    const t = (min: number) => new Date(base - min * 60_000);
    await db.insert(whatsappIncoming).values([
      {
        wamid: "wamid.mig-1",
        leadId: answered.id,
        sender: "15550009001",
        type: "text",
        body: "Price?",
        sentAt: t(30),
      },
      {
        wamid: "wamid.mig-2",
        leadId: waiting.id,
        sender: "15550009002",
        type: "text",
        body: "Hi",
        sentAt: t(50),
      },
      {
        wamid: "wamid.mig-3",
        leadId: waiting.id,
        sender: "15550009002",
        type: "image",
        body: null,
        sentAt: t(40),
      },
    ]);
    await db.insert(whatsappOutbox).values([
      {
        leadId: answered.id,
        recipient: "15550009001",
        state: "sent",
        kind: "text",
        body: "It is 9,000",
        authorId: sam.id,
        createdAt: t(20),
      },
      // The automatic new-lead template is not an answer.
      {
        leadId: waiting.id,
        recipient: "15550009002",
        state: "sent",
        kind: "template",
        createdAt: t(10),
      },
    ]);
    // As before the migration: no conversation rows (this is the file's last test).
    await db.delete(whatsappConversations);
    await db.execute(sql.raw(backfill));
    const rows = await db
      .select()
      .from(whatsappConversations)
      .where(inArray(whatsappConversations.leadId, [answered.id, waiting.id]));
    const byLead = new Map(rows.map((r) => [r.leadId, r]));
    expect(byLead.get(answered.id)).toMatchObject({
      ownerId: sam.id,
      lastDirection: "out",
      lastPreview: "It is 9,000",
      waitingSince: null,
    });
    expect(byLead.get(waiting.id)).toMatchObject({
      ownerId: null,
      lastDirection: "in",
      lastPreview: "(image)",
      waitingSince: t(50),
    });
  });
});
