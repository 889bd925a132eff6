import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as postLead } from "@/app/api/leads/route";
import { GET as listLeads } from "@/app/api/admin/leads/route";
import { GET as exportLeads } from "@/app/api/admin/leads/export/route";
import { PATCH as patchStatus } from "@/app/api/admin/leads/[id]/route";
import { PUT as putOwner } from "@/app/api/admin/leads/[id]/owner/route";
import { PUT as putFollowUp } from "@/app/api/admin/leads/[id]/follow-up/route";
import { GET as getNotes, POST as postNote } from "@/app/api/admin/leads/[id]/notes/route";
import {
  DELETE as deleteNote,
  PATCH as patchNote,
} from "@/app/api/admin/leads/[id]/notes/[noteId]/route";
import { POST as postMerge } from "@/app/api/admin/leads/[id]/merge/route";
import { GET as getTimeline } from "@/app/api/admin/leads/[id]/timeline/route";
import { GET as getPipeline } from "@/app/api/admin/leads/[id]/pipeline/route";
import { GET as getDue } from "@/app/api/admin/leads/due-counts/route";
import { GET as getDashboard } from "@/app/api/admin/dashboard/route";
import { PATCH as patchPerson } from "@/app/api/admin/team/[id]/route";
import { auditLog } from "@/modules/audit/schema";
import { user } from "@/modules/auth/schema";
import { games } from "@/modules/catalog/schema";
import { leadNotes, leads } from "@/modules/leads/schema";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { pipelineConditions } from "@/modules/leads/server/pipeline-filters";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { startSmtpStub } from "../support/stubs/smtp";

type Person = Awaited<ReturnType<typeof signInAs>>;
let owner: Person;
let ana: Person;
let ben: Person;
let editor: Person;
let gameId = "";
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let ip = 0;

beforeAll(async () => {
  owner = await signInAs("owner", "Olive Owner");
  ana = await signInAs("sales", "Ana Sales");
  ben = await signInAs("sales", "Ben Sales");
  editor = await signInAs("editor", "Ed Editor");
  const [g] = await (
    await getDb()
  )
    .insert(games)
    .values({ title: "Galaxy Racer", category: "Racing" })
    .returning();
  gameId = g!.id;
  smtp = await startSmtpStub();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetConfigForTests();
  await smtp?.close();
});

/** A price request through the public endpoint, as the pricing dialog sends it. */
async function request(whatsapp: string, extra: Record<string, unknown> = {}) {
  const res = await postLead(
    new Request("http://localhost:3000/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": `10.9.${++ip}.1` },
      body: JSON.stringify({
        whatsapp,
        countryCode: "+44",
        name: "Buyer",
        location: "London",
        gameId,
        ...extra,
      }),
    }),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const [row] = await (await getDb()).select().from(leads).where(eq(leads.id, id));
  return row!;
}

const receives = (p: Person, on: boolean, by = owner) =>
  patchPerson(
    adminRequest(by.cookie, `/api/admin/team/${p.id}`, {
      method: "PATCH",
      json: { receivesLeads: on },
    }),
    ctx({ id: p.id }),
  );

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe("owners and round-robin assignment", () => {
  it("leaves new leads unassigned while nobody receives them", async () => {
    expect((await request("7700900001")).ownerId).toBeNull();
  });

  it("only owners may mark who receives new leads, and only owners and sales can be marked", async () => {
    expect((await receives(ana, true, ana)).status).toBe(403);
    expect((await receives(editor, true)).status).toBe(400);
    expect((await receives(ana, true)).status).toBe(200);
    expect((await receives(ben, true)).status).toBe(200);
    const entries = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "receives-leads"), eq(auditLog.entityId, ana.id)));
    expect(entries[0]?.after).toEqual({ receivesLeads: true });
  });

  it("takes turns among the people marked, in order of who got one longest ago", async () => {
    const owners = [];
    for (const n of ["7700900011", "7700900012", "7700900013", "7700900014"])
      owners.push((await request(n)).ownerId);
    expect(owners[0]).not.toBe(owners[1]);
    expect(new Set(owners.slice(0, 2))).toEqual(new Set([ana.id, ben.id]));
    expect(owners[2]).toBe(owners[0]);
    expect(owners[3]).toBe(owners[1]);
  });

  it("skips a deactivated person", async () => {
    const db = await getDb();
    await db.update(user).set({ banned: true }).where(eq(user.id, ben.id));
    const got = [(await request("7700900021")).ownerId, (await request("7700900022")).ownerId];
    expect(got).toEqual([ana.id, ana.id]);
    await db.update(user).set({ banned: false }).where(eq(user.id, ben.id));
    await receives(ben, false);
  });

  it("lets sales reassign, refuses an editor as owner, and emails the new owner when SMTP_URL is set", async () => {
    const lead = await request("7700900031");
    const put = (by: Person, ownerId: string | null) =>
      putOwner(
        adminRequest(by.cookie, `/api/admin/leads/${lead.id}/owner`, {
          method: "PUT",
          json: { ownerId },
        }),
        ctx({ id: lead.id }),
      );
    expect((await put(ana, editor.id)).status).toBe(400);
    process.env.SMTP_URL = smtp.url;
    resetConfigForTests();
    const res = await json(await put(ana, ben.id));
    expect(res).toMatchObject({ status: 200, body: { ownerId: ben.id, mail: "sent" } });
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual([ben.email]);
    expect(mail.raw).toContain(`/admin/leads?q=${encodeURIComponent(lead.whatsapp)}`);
    delete process.env.SMTP_URL;
    resetConfigForTests();
    expect((await json(await put(ben, null))).body.ownerId).toBeNull();
    const trail = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.id), eq(auditLog.action, "assign")));
    expect(trail.map((t) => t.after)).toEqual(
      expect.arrayContaining([{ ownerId: ben.id }, { ownerId: null }]),
    );
  });
});

describe("returning buyers", () => {
  it("stores numbers in E.164, dropping the national trunk 0, and links a second request", async () => {
    const first = await request("07911 123456");
    const second = await request("7911123456");
    expect(first.whatsapp).toBe("+447911123456");
    expect(second.whatsapp).toBe("+447911123456");
    const view = await json(
      await getPipeline(
        adminRequest(ana.cookie, `/api/admin/leads/${second.id}/pipeline`),
        ctx({ id: second.id }),
      ),
    );
    expect(view.body.lead.otherRequests).toEqual([
      expect.objectContaining({ id: first.id, gameTitle: "Galaxy Racer", status: "new" }),
    ]);
  });

  it("merges a request into the kept lead, moving notes, messages and history, audited", async () => {
    const kept = await request("7911000111");
    const merged = await request("7911000111");
    const other = await request("7911000222");
    await postNote(
      adminRequest(ana.cookie, `/api/admin/leads/${merged.id}/notes`, {
        method: "POST",
        json: { body: "Asked about delivery" },
      }),
      ctx({ id: merged.id }),
    );
    await patchStatus(
      adminRequest(ana.cookie, `/api/admin/leads/${merged.id}`, {
        method: "PATCH",
        json: { status: "contacted" },
      }),
      ctx({ id: merged.id }),
    );
    const merge = (into: string, mergedId: string) =>
      postMerge(
        adminRequest(ana.cookie, `/api/admin/leads/${into}/merge`, {
          method: "POST",
          json: { mergedId },
        }),
        ctx({ id: into }),
      );
    expect((await merge(kept.id, other.id)).status).toBe(409);
    expect((await merge(kept.id, merged.id)).status).toBe(200);

    const db = await getDb();
    expect(await db.select().from(leads).where(eq(leads.id, merged.id))).toEqual([]);
    const notes = await db.select().from(leadNotes).where(eq(leadNotes.leadId, kept.id));
    expect(notes.map((n) => n.body)).toEqual(["Asked about delivery"]);
    const messages = await db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.leadId, kept.id));
    expect(messages).toHaveLength(2);
    const timeline = (
      await json(
        await getTimeline(
          adminRequest(ana.cookie, `/api/admin/leads/${kept.id}/timeline`),
          ctx({ id: kept.id }),
        ),
      )
    ).body.entries as Array<{ kind: string; merged?: boolean; to?: string }>;
    expect(timeline.filter((e) => e.kind === "request")).toHaveLength(2);
    expect(timeline.some((e) => e.kind === "request" && e.merged)).toBe(true);
    expect(timeline.some((e) => e.kind === "status" && e.to === "contacted")).toBe(true);
    expect(timeline.some((e) => e.kind === "note")).toBe(true);
    expect(timeline.some((e) => e.kind === "merge")).toBe(true);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, kept.id), eq(auditLog.action, "merge")));
    expect(entry?.actorId).toBe(ana.id);
  });
});

describe("notes", () => {
  it("lets the author edit and delete their own note, nobody else, each audited", async () => {
    const lead = await request("7700900041");
    const created = await json(
      await postNote(
        adminRequest(ana.cookie, `/api/admin/leads/${lead.id}/notes`, {
          method: "POST",
          json: { body: "  Call back Tuesday  " },
        }),
        ctx({ id: lead.id }),
      ),
    );
    expect(created.status).toBe(201);
    const noteId = created.body.note.id as string;
    const p = { id: lead.id, noteId };
    const url = `/api/admin/leads/${lead.id}/notes/${noteId}`;
    const edit = (by: Person, body: string) =>
      patchNote(adminRequest(by.cookie, url, { method: "PATCH", json: { body } }), ctx(p));
    expect((await edit(owner, "rewritten")).status).toBe(403);
    expect((await edit(ana, "")).status).toBe(400);
    expect((await edit(ana, "Call back Wednesday")).status).toBe(200);
    const list = await json(
      await getNotes(adminRequest(ben.cookie, `/api/admin/leads/${lead.id}/notes`), ctx(p)),
    );
    expect(list.body.notes).toEqual([
      expect.objectContaining({ body: "Call back Wednesday", authorName: "Ana Sales" }),
    ]);
    expect(
      (await deleteNote(adminRequest(ben.cookie, url, { method: "DELETE" }), ctx(p))).status,
    ).toBe(403);
    expect(
      (await deleteNote(adminRequest(ana.cookie, url, { method: "DELETE" }), ctx(p))).status,
    ).toBe(200);
    const trail = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, lead.id));
    expect(
      trail
        .map((t) => t.action)
        .filter((a) => a.startsWith("note-"))
        .sort(),
    ).toEqual(["note-add", "note-delete", "note-edit"]);
  });
});

describe("follow-ups and the pipeline filters", () => {
  it("is overdue once the follow-up passes without action, due today before, and counted for its owner", async () => {
    const db = await getDb();
    const now = new Date();
    const soon = new Date(now.getTime() + 60_000);
    const lead = await request("7700900051");
    await putOwner(
      adminRequest(ana.cookie, `/api/admin/leads/${lead.id}/owner`, {
        method: "PUT",
        json: { ownerId: ana.id },
      }),
      ctx({ id: lead.id }),
    );
    const set = await putFollowUp(
      adminRequest(ana.cookie, `/api/admin/leads/${lead.id}/follow-up`, {
        method: "PUT",
        json: { followUpAt: soon.toISOString() },
      }),
      ctx({ id: lead.id }),
    );
    expect(set.status).toBe(200);
    const ids = async (params: Record<string, string>, at: Date, who = ana.id) =>
      (
        await db
          .select({ id: leads.id })
          .from(leads)
          .where(pipelineConditions(params, { userId: who, now: at }))
      ).map((r) => r.id);

    // The day ends late enough for "soon" unless the test runs in the last minute of a UTC day.
    if (soon.getUTCDate() === now.getUTCDate()) {
      expect(await ids({ view: "due-today", tz: "0" }, now)).toContain(lead.id);
      expect(await ids({ view: "due-today", tz: "0" }, now, ben.id)).not.toContain(lead.id);
    }
    expect(await ids({ view: "overdue" }, now)).not.toContain(lead.id);
    const later = new Date(now.getTime() + 5 * 60_000);
    expect(await ids({ view: "overdue" }, later)).toContain(lead.id);
    expect(await ids({ view: "due-today" }, later)).not.toContain(lead.id);

    // Any action after the follow-up time clears it: here a note, written "after" it.
    vi.useFakeTimers({ now: later, toFake: ["Date"] });
    try {
      await postNote(
        adminRequest(ana.cookie, `/api/admin/leads/${lead.id}/notes`, {
          method: "POST",
          json: { body: "Spoke to them" },
        }),
        ctx({ id: lead.id }),
      );
    } finally {
      vi.useRealTimers();
    }
    expect(await ids({ view: "overdue" }, later)).not.toContain(lead.id);

    // A lead past its follow-up with no action shows in the side menu's count.
    const [stale] = await db
      .update(leads)
      .set({ ownerId: ana.id, followUpAt: new Date(now.getTime() - 3_600_000), lastActionAt: null })
      .where(eq(leads.id, (await request("7700900052")).id))
      .returning();
    const due = await json(
      await getDue(adminRequest(ana.cookie, "/api/admin/leads/due-counts?tz=0"), ctx({})),
    );
    expect(due.body.overdue).toBeGreaterThanOrEqual(1);
    expect(await ids({ view: "overdue" }, now)).toContain(stale!.id);
  });

  it("filters Mine, Unassigned, by person, Returning and by source, ignoring unknown values", async () => {
    const db = await getDb();
    const tagged = await request("7700900061", {
      source: {
        landingPage: "https://example.com/shop?utm_source=Newsletter",
        utmSource: "Newsletter",
        utmCampaign: "x".repeat(900),
        gclid: true,
      },
    });
    expect(tagged.source).toBe("newsletter");
    expect(tagged.utmCampaign).toHaveLength(200);
    expect(tagged.hasGclid).toBe(true);
    const broken = await request("7700900062", { source: "not an object" });
    expect(broken.source).toBe("direct");
    const fromSite = await request("7700900063", {
      source: { referrer: "https://www.google.com/search?q=arcade" },
    });
    expect(fromSite.source).toBe("google.com");

    const all = async (params: Record<string, string>) =>
      await db
        .select({
          id: leads.id,
          ownerId: leads.ownerId,
          whatsapp: leads.whatsapp,
          source: leads.source,
        })
        .from(leads)
        .where(pipelineConditions(params, { userId: ana.id }));
    expect((await all({ view: "mine" })).every((l) => l.ownerId === ana.id)).toBe(true);
    expect((await all({ view: "unassigned" })).every((l) => l.ownerId === null)).toBe(true);
    expect((await all({ owner: ben.id })).every((l) => l.ownerId === ben.id)).toBe(true);
    expect((await all({ source: "Newsletter" })).map((l) => l.id)).toEqual([tagged.id]);
    const returning = await all({ view: "returning" });
    expect(returning.map((l) => l.whatsapp)).toContain("+447911123456");
    expect(returning.map((l) => l.whatsapp)).not.toContain("+447700900061");
    expect(pipelineConditions({ view: "bogus", tz: "9999" }, { userId: ana.id })).toBeUndefined();
  });
});

describe("the sales dashboard", () => {
  it("counts leads by week, game, country, source and status, the median first contact and WhatsApp rates", async () => {
    const res = await json(
      await getDashboard(adminRequest(ana.cookie, "/api/admin/dashboard?period=30d"), ctx({})),
    );
    expect(res.status).toBe(200);
    const d = res.body.dashboard;
    const db = await getDb();
    const total = (await db.select().from(leads)).length;
    expect(d.total).toBe(total);
    expect(d.perWeek).toHaveLength(12);
    expect(d.perWeek.at(-1).count).toBeGreaterThan(0);
    expect(d.byGame).toEqual([{ label: "Galaxy Racer", count: total }]);
    expect(d.byCountry).toEqual([{ label: "+44", count: total }]);
    expect(d.bySource.map((s: { label: string }) => s.label)).toEqual(
      expect.arrayContaining(["direct", "newsletter", "google.com"]),
    );
    expect(d.funnel.contacted).toBeGreaterThanOrEqual(1);
    expect(d.medianFirstContactMinutes).not.toBeNull();
    expect(d.whatsapp).toEqual({ sent: 0, delivered: 0, read: 0, failed: 0 });
    const editorRes = await getDashboard(
      adminRequest(editor.cookie, "/api/admin/dashboard"),
      ctx({}),
    );
    expect(editorRes.status).toBe(403);
  });
});

describe("the pipeline views in the paged leads list", () => {
  it("answers Mine for the signed-in person, Unassigned and Returning through GET /api/admin/leads and the CSV", async () => {
    const db = await getDb();
    const mine = await request("7700900071");
    const theirs = await request("7700900072");
    const loose = await request("7700900073");
    await db.update(leads).set({ ownerId: ana.id }).where(eq(leads.id, mine.id));
    await db.update(leads).set({ ownerId: ben.id }).where(eq(leads.id, theirs.id));
    await db.update(leads).set({ ownerId: null }).where(eq(leads.id, loose.id));
    const again = await request("7700900071");

    const list = async (who: Person, query: string) => {
      const res = await listLeads(adminRequest(who.cookie, `/api/admin/leads?${query}`), ctx({}));
      expect(res.status).toBe(200);
      return ((await res.json()) as { leads: { id: string }[] }).leads.map((l) => l.id);
    };
    const anaMine = await list(ana, "view=mine");
    expect(anaMine).toContain(mine.id);
    expect(anaMine).not.toContain(theirs.id);
    expect(await list(ben, "view=mine")).toContain(theirs.id);
    expect(await list(ben, "view=mine")).not.toContain(mine.id);
    const unassigned = await list(owner, "view=unassigned");
    expect(unassigned).toContain(loose.id);
    expect(unassigned).not.toContain(mine.id);
    const returning = await list(owner, "view=returning");
    expect(returning).toEqual(expect.arrayContaining([mine.id, again.id]));
    expect(returning).not.toContain(loose.id);
    const bens = await list(owner, `owner=${ben.id}`);
    expect(bens).toContain(theirs.id);
    expect(bens).not.toContain(mine.id);

    const csv = await (
      await exportLeads(adminRequest(ana.cookie, "/api/admin/leads/export?view=mine"), ctx({}))
    ).text();
    expect(csv.split("\n").filter((l) => l.includes("7700900071")).length).toBeGreaterThan(0);
    expect(csv).not.toContain("7700900072");
  });
});
