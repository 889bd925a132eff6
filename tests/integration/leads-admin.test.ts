import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/leads/route";
import { PATCH } from "@/app/api/admin/leads/[id]/route";
import { games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

let cookie = "";
const ids: Record<string, string> = {};

beforeAll(async () => {
  cookie = await signInCookie();
  const db = await getDb();
  const [g] = await db
    .insert(games)
    .values({ title: "Galaxy Racer", category: "Racing" })
    .returning();
  const base = { countryCode: "+1", location: "Austin", gameId: g!.id };
  const rows = await db
    .insert(leads)
    .values([
      {
        ...base,
        name: "Bea",
        whatsapp: "+1111",
        status: "contacted",
        createdAt: new Date("2026-01-02"),
      },
      { ...base, name: "Al", whatsapp: "+1222", status: "new", createdAt: new Date("2026-01-03") },
      {
        ...base,
        name: "Cy",
        whatsapp: "+1333",
        status: "lost",
        createdAt: new Date("2026-01-01"),
        gameId: null,
      },
    ])
    .returning();
  for (const r of rows) ids[r.name] = r.id;
});

const list = async (q = "") =>
  (await (await GET(adminRequest(cookie, `/api/admin/leads${q}`), ctx({}))).json()).leads as {
    name: string;
    gameTitle: string | null;
    status: string;
  }[];

describe("admin leads API", () => {
  it("lists every lead with its game title, newest first by default", async () => {
    const rows = await list();
    expect(rows.map((r) => r.name)).toEqual(["Al", "Bea", "Cy"]);
    expect(rows[0]!.gameTitle).toBe("Galaxy Racer");
    expect(rows[2]!.gameTitle).toBeNull();
  });

  it("sorts by name and status in either direction and filters by status", async () => {
    expect((await list("?sort=name&dir=asc")).map((r) => r.name)).toEqual(["Al", "Bea", "Cy"]);
    expect((await list("?sort=name&dir=desc")).map((r) => r.name)).toEqual(["Cy", "Bea", "Al"]);
    expect((await list("?sort=status&dir=asc")).map((r) => r.status)).toEqual([
      "contacted",
      "lost",
      "new",
    ]);
    expect((await list("?status=lost")).map((r) => r.name)).toEqual(["Cy"]);
  });

  it("sets contacted, converted or lost in any order, never new", async () => {
    const patch = (id: string, status: string) =>
      PATCH(
        adminRequest(cookie, `/api/admin/leads/${id}`, { method: "PATCH", json: { status } }),
        ctx({ id }),
      );
    for (const s of ["converted", "contacted", "lost"]) {
      expect((await patch(ids.Al!, s)).status).toBe(200);
      expect((await list("?sort=name&dir=asc"))[0]!.status).toBe(s);
    }
    expect((await patch(ids.Al!, "new")).status).toBe(400);
    expect((await patch("00000000-0000-4000-8000-000000000000", "lost")).status).toBe(404);
  });
});
