import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GET as listLeads } from "@/app/api/admin/leads/route";
import { GET as exportLeads } from "@/app/api/admin/leads/export/route";
import { POST as bulkStatus } from "@/app/api/admin/leads/bulk-status/route";
import { GET as listMessages } from "@/app/api/admin/contact-messages/route";
import { GET as exportMessages } from "@/app/api/admin/contact-messages/export/route";
import { auditLog } from "@/modules/audit/schema";
import { games } from "@/modules/catalog/schema";
import { contactMessages } from "@/modules/contact/schema";
import { eachLead } from "@/modules/leads/server/list";
import { leads } from "@/modules/leads/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// The lists are paged, sorted, filtered and searched by the server, exports stream
// with the same filters, and a bulk status change writes one audit entry per lead.
let owner = "";
let editor = "";
const DAY = 86_400_000;
const T0 = Date.parse("2026-03-01T12:00:00Z");

beforeAll(async () => {
  owner = await signInCookie("owner");
  editor = await signInCookie("editor");
  const db = await getDb();
  const [racer, pinball] = await db
    .insert(games)
    .values([
      { title: "Galaxy Racer", category: "Racing" },
      { title: "Pinball Wizard", category: "Pinball" },
    ])
    .returning();
  const statuses = ["new", "contacted", "converted", "lost"] as const;
  // 120 leads, one a day going back from T0, so paging, dates and ties are all exercised.
  await db.insert(leads).values(
    Array.from({ length: 120 }, (_, i) => ({
      name: i === 7 ? '=HYPERLINK("http://evil")' : `Lead ${String(i).padStart(3, "0")}`,
      whatsapp: `1555000${String(i).padStart(4, "0")}`,
      countryCode: "+1",
      location: i % 10 === 0 ? "Austin; TX, USA" : "Berlin",
      gameId: i % 3 === 0 ? pinball!.id : racer!.id,
      status: statuses[i % 4]!,
      createdAt: new Date(T0 - i * DAY),
    })),
  );
  await db.insert(contactMessages).values(
    Array.from({ length: 60 }, (_, i) => ({
      name: `Person ${i}`,
      email: `p${i}@example.com`,
      company: i % 2 ? "Acme Arcades" : null,
      message: i === 5 ? "+cmd|' /C calc'!A0" : `Hello ${i}, 100% interested_in a quote`,
      status: (["new", "read", "replied", "archived"] as const)[i % 4]!,
      createdAt: new Date(T0 - i * DAY),
    })),
  );
});

type LeadPage = {
  leads: { id: string; name: string; status: string; createdAt: string; gameTitle: string }[];
  total: number;
  page: number;
  pageSize: number;
};
const leadsPage = async (q = "", cookie = owner) => {
  const res = await listLeads(adminRequest(cookie, `/api/admin/leads${q}`), ctx({}));
  return { status: res.status, body: (await res.json()) as LeadPage };
};
const csv = async (res: Response) => {
  expect(res.headers.get("content-type")).toContain("text/csv");
  return { total: Number(res.headers.get("x-total-count")), text: await res.text() };
};

describe("the leads list", () => {
  it("answers pages of 50 with the total, newest first", async () => {
    const p1 = (await leadsPage()).body;
    expect(p1.total).toBe(120);
    expect(p1.pageSize).toBe(50);
    expect(p1.leads).toHaveLength(50);
    expect(p1.leads[0]!.name).toBe("Lead 000");
    const p3 = (await leadsPage("?page=3")).body;
    expect(p3.leads).toHaveLength(20);
    expect(p3.leads.at(-1)!.name).toBe("Lead 119");
    const seen = new Set(
      [...p1.leads, ...(await leadsPage("?page=2")).body.leads, ...p3.leads].map((l) => l.id),
    );
    expect(seen.size).toBe(120);
  });

  it("sorts by name, status and date in both directions", async () => {
    const names = async (q: string) => (await leadsPage(q)).body.leads.map((l) => l.name);
    expect((await names("?sort=name&dir=asc"))[0]).toBe('=HYPERLINK("http://evil")');
    expect((await names("?sort=name&dir=desc"))[0]).toBe("Lead 119");
    const byStatus = (await leadsPage("?sort=status&dir=asc&page=1")).body.leads;
    // contacted < converted < lost < new; within a status, oldest first in ascending order.
    expect(byStatus.slice(0, 30).every((l) => l.status === "contacted")).toBe(true);
    expect(byStatus[30]!.status).toBe("converted");
    expect((await leadsPage("?sort=status&dir=desc")).body.leads[0]!.status).toBe("new");
    expect((await names("?sort=created_at&dir=asc"))[0]).toBe("Lead 119");
  });

  it("filters by status and date range, and searches name, number, location and game", async () => {
    expect((await leadsPage("?status=lost")).body.total).toBe(30);
    // "All" as older links and the filter's first option say it.
    expect((await leadsPage("?status=all")).body.total).toBe(120);
    const range = (await leadsPage("?from=2026-02-20&to=2026-02-27")).body;
    expect(range.total).toBe(8);
    expect(range.leads.map((l) => l.createdAt.slice(0, 10))).toContain("2026-02-27");
    expect((await leadsPage("?q=lead%2001")).body.total).toBe(10);
    expect((await leadsPage("?q=15550000042")).body.leads.map((l) => l.name)).toEqual(["Lead 042"]);
    // A number typed with spaces and a dash still finds the digits.
    expect((await leadsPage("?q=%2B1%20555-0000042")).body.total).toBe(1);
    expect((await leadsPage("?q=AUSTIN")).body.total).toBe(12);
    expect((await leadsPage("?q=pinball")).body.total).toBe(40);
    expect((await leadsPage("?q=pinball&status=new&from=2026-01-01")).body.total).toBe(
      Array.from({ length: 120 }, (_, i) => i).filter(
        (i) => i % 3 === 0 && i % 4 === 0 && T0 - i * DAY >= Date.parse("2026-01-01"),
      ).length,
    );
    // % and _ in the search are literal characters, not wildcards.
    expect((await leadsPage("?q=%25")).body.total).toBe(0);
  });

  it("refuses invalid params with 400", async () => {
    expect((await leadsPage("?sort=password")).status).toBe(400);
    expect((await leadsPage("?from=yesterday")).status).toBe(400);
    expect((await leadsPage("?page=0")).status).toBe(400);
    expect((await leadsPage(`?q=${"x".repeat(101)}`)).status).toBe(400);
  });

  it("reads every lead by keyset in the list's order, across chunk boundaries", async () => {
    for (const [sort, dir] of [
      ["created_at", "desc"],
      ["name", "asc"],
      ["status", "desc"],
    ] as const) {
      const all: string[] = [];
      for await (const chunk of eachLead({ page: 1, sort, dir }, 7))
        all.push(...chunk.map((l) => l.id));
      expect(new Set(all).size).toBe(120);
      const paged = [1, 2, 3].map((page) => leadsPage(`?sort=${sort}&dir=${dir}&page=${page}`));
      const ids = (await Promise.all(paged)).flatMap((p) => p.body.leads.map((l) => l.id));
      expect(all).toEqual(ids);
    }
  });
});

describe("the leads CSV export", () => {
  it("streams every matching lead with the list's filters, every cell quoted and neutralised", async () => {
    const all = await csv(
      await exportLeads(adminRequest(owner, "/api/admin/leads/export"), ctx({})),
    );
    expect(all.total).toBe(120);
    const lines = all.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(121);
    expect(lines[0]).toBe('"Name","WhatsApp","Country code","Location","Game","Status","Created"');
    expect(all.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // The country code starts with +: neutralised too; the ; and , of a location stay in one cell.
    expect(all.text).toContain(`"'+1","Austin; TX, USA"`);
    const lost = await csv(
      await exportLeads(
        adminRequest(owner, "/api/admin/leads/export?status=new&q=austin"),
        ctx({}),
      ),
    );
    expect(lost.total).toBe(6);
    expect(lost.text.trimEnd().split("\r\n")).toHaveLength(7);
    expect(lost.text).not.toContain('"Contacted"');
  });

  it("is refused to an editor", async () => {
    const res = await exportLeads(adminRequest(editor, "/api/admin/leads/export"), ctx({}));
    expect(res.status).toBe(403);
  });
});

describe("bulk status change", () => {
  const post = (json: unknown, cookie = owner) =>
    bulkStatus(
      adminRequest(cookie, "/api/admin/leads/bulk-status", { method: "POST", json }),
      ctx({}),
    );

  it("sets a status on chosen leads and audits each one with before and after", async () => {
    const chosen = (await leadsPage("?status=new")).body.leads.slice(0, 3);
    const res = await post({
      status: "converted",
      target: { kind: "ids", ids: chosen.map((l) => l.id) },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).changed).toBe(3);
    const db = await getDb();
    for (const l of chosen) {
      const entries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "lead"), eq(auditLog.entityId, l.id)));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: "status",
        before: { status: "new" },
        after: { status: "converted" },
      });
      expect(entries[0]!.actorEmail).toMatch(/@example\.com$/);
    }
  });

  it("sets a status on every lead matching the filter, skipping those already in it", async () => {
    const db = await getDb();
    const before = await db.select().from(auditLog).where(eq(auditLog.entity, "lead"));
    const matching = (await leadsPage("?q=austin")).body.total;
    const alreadyLost = (await leadsPage("?q=austin&status=lost")).body.total;
    const res = await post({
      status: "lost",
      target: { kind: "filter", filter: { q: "austin" }, expected: matching },
    });
    expect((await res.json()).changed).toBe(matching - alreadyLost);
    expect((await leadsPage("?q=austin&status=lost")).body.total).toBe(matching);
    const after = await db.select().from(auditLog).where(eq(auditLog.entity, "lead"));
    expect(after.length - before.length).toBe(matching - alreadyLost);
  });

  it("changes nothing by filter unless as many leads match as were confirmed", async () => {
    const matching = (await leadsPage("?q=austin")).body.total;
    const contacted = (await leadsPage("?q=austin&status=contacted")).body.total;
    const stale = await post({
      status: "contacted",
      target: { kind: "filter", filter: { q: "austin" }, expected: matching - 1 },
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toContain(`${matching} leads match this filter now`);
    const unconfirmed = await post({
      status: "contacted",
      target: { kind: "filter", filter: { q: "austin" } },
    });
    expect(unconfirmed.status).toBe(400);
    expect((await leadsPage("?q=austin&status=contacted")).body.total).toBe(contacted);
  });

  it("refuses new as a status, an empty selection and an editor", async () => {
    expect((await post({ status: "new", target: { kind: "ids", ids: [] } })).status).toBe(400);
    expect((await post({ status: "lost", target: { kind: "ids", ids: [] } })).status).toBe(400);
    const someone = (await leadsPage()).body.leads[0]!.id;
    const res = await post({ status: "lost", target: { kind: "ids", ids: [someone] } }, editor);
    expect(res.status).toBe(403);
  });
});

describe("the contact messages list and export", () => {
  type MsgPage = { messages: { name: string; status: string }[]; total: number };
  const page = async (q = "") =>
    (await (
      await listMessages(adminRequest(owner, `/api/admin/contact-messages${q}`), ctx({}))
    ).json()) as MsgPage;

  it("pages newest first, filters by status and date, searches name, email, company and text", async () => {
    const p1 = await page();
    expect(p1.total).toBe(60);
    expect(p1.messages).toHaveLength(50);
    expect(p1.messages[0]!.name).toBe("Person 0");
    expect((await page("?page=2")).messages).toHaveLength(10);
    expect((await page("?status=archived")).total).toBe(15);
    expect((await page("?from=2026-02-28&to=2026-03-01")).total).toBe(2);
    expect((await page("?q=person%205")).total).toBe(11);
    expect((await page("?q=P7%40EXAMPLE")).total).toBe(1);
    expect((await page("?q=acme")).total).toBe(30);
    expect((await page("?q=100%25%20interested_in")).total).toBe(59);
  });

  it("exports the filtered messages as quoted, neutralised CSV", async () => {
    const out = await csv(
      await exportMessages(
        adminRequest(owner, "/api/admin/contact-messages/export?q=calc"),
        ctx({}),
      ),
    );
    expect(out.total).toBe(1);
    expect(out.text).toContain(`"'+cmd|' /C calc'!A0"`);
    const all = await csv(
      await exportMessages(adminRequest(owner, "/api/admin/contact-messages/export"), ctx({})),
    );
    expect(all.text.trimEnd().split("\r\n")).toHaveLength(61);
  });
});
