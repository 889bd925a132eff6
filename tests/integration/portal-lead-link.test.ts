import { beforeAll, describe, expect, it } from "vitest";
import { GET as leadOperator } from "@/app/api/admin/leads/[id]/operator/route";
import { GET as operatorLeads } from "@/app/api/admin/operators/[id]/leads/route";
import { POST as importCsv } from "@/app/api/admin/machines/import/route";
import { leads } from "@/modules/leads/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { addGame } from "../support/portal";

// The lead that came from a number and the operator later registered with it are one venue: the
// lead's details show the operator and their machines, and the operator's leads list the lead.
const NUMBER = "+34600900001";
let sales = "";
let editor = "";
let leadId = "";
let strangerId = "";

async function addLead(name: string, whatsapp: string): Promise<string> {
  const [row] = await (
    await getDb()
  )
    .insert(leads)
    .values({ name, whatsapp, countryCode: "+34", location: "Madrid" })
    .returning({ id: leads.id });
  return row!.id;
}

beforeAll(async () => {
  await signInCookie("owner"); // the first account is always an owner
  [sales, editor] = [await signInCookie("sales"), await signInCookie("editor")];
  await addGame("Galaxy Racer", 2);
  leadId = await addLead("Ana García", NUMBER);
  strangerId = await addLead("Bo", "+34600900002");
  const csv = [
    "serial,game,company,contact_name,whatsapp,email,country,install_date",
    `LL-1,Galaxy Racer,Fun Hall,Ana,${NUMBER},,ES,2026-01-10`,
    `LL-2,Galaxy Racer,Fun Hall,Ana,${NUMBER},,ES,2020-01-10`,
  ].join("\n");
  const res = await importCsv(
    adminRequest(sales, "/api/admin/machines/import", {
      method: "POST",
      body: csv,
      headers: { "content-type": "text/csv" },
    }),
    ctx({}),
  );
  expect((await res.json()).rejected).toEqual([]);
});

const operatorOf = (cookie: string, id: string) =>
  leadOperator(adminRequest(cookie, `/api/admin/leads/${id}/operator`), ctx({ id }));

describe("a lead and the operator with its number", () => {
  it("the lead's details show the operator and their machines with the warranty", async () => {
    const res = await operatorOf(sales, leadId);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.operator).toMatchObject({ company: "Fun Hall", whatsapp: NUMBER });
    expect(
      body.machines.map((m: { serial: string; warranty: string }) => [m.serial, m.warranty]),
    ).toEqual([
      ["LL-1", "active"],
      ["LL-2", "ended"],
    ]);
  });

  it("the operator's leads list the lead, and only leads from that number", async () => {
    const { operator } = await (await operatorOf(sales, leadId)).json();
    const res = await operatorLeads(
      adminRequest(sales, `/api/admin/operators/${operator.id}/leads`),
      ctx({ id: operator.id }),
    );
    expect(res.status).toBe(200);
    expect(
      (await res.json()).leads.map((l: { id: string; name: string }) => [l.id, l.name]),
    ).toEqual([[leadId, "Ana García"]]);
  });

  it("a lead from a number no operator has shows none; an unknown lead is not found", async () => {
    expect(await (await operatorOf(sales, strangerId)).json()).toEqual({
      operator: null,
      machines: [],
    });
    const missing = "00000000-0000-4000-8000-000000000001";
    expect((await operatorOf(sales, missing)).status).toBe(404);
  });

  it("is refused to an editor, who may not read leads", async () => {
    expect((await operatorOf(editor, leadId)).status).toBe(403);
  });
});
