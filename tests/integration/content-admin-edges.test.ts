import { beforeAll, describe, expect, it } from "vitest";
import * as lList from "@/app/api/admin/client-logos/route";
import * as lOrder from "@/app/api/admin/client-logos/reorder/route";
import * as tList from "@/app/api/admin/testimonials/route";
import * as tOrder from "@/app/api/admin/testimonials/reorder/route";
import * as blog from "@/app/api/admin/blog/route";
import * as about from "@/app/api/admin/about/route";
import * as msgs from "@/app/api/admin/contact-messages/route";
import * as msg from "@/app/api/admin/contact-messages/[id]/route";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

let cookie: string;
const req = (method: string, json?: unknown, path = "/x") =>
  adminRequest(cookie, path, { method, json });
const json = (r: Response) => r.json();
const MISSING = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  cookie = await signInCookie();
});

describe("reorder", () => {
  it("renumbers client logos 0..n-1 in the given order", async () => {
    const ids: string[] = [];
    for (const name of ["A", "B", "C"])
      ids.push(
        (
          await json(
            await lList.POST(req("POST", { name, logoUrl: `/storage/${name}.png` }), ctx({})),
          )
        ).id,
      );
    expect((await lOrder.PUT(req("PUT", { ids: [ids[2], ids[0], ids[1]] }), ctx({}))).status).toBe(
      204,
    );
    const items = (await json(await lList.GET(req("GET"), ctx({})))).items as Array<{
      name: string;
      order: number;
    }>;
    expect(items.map((x) => [x.name, x.order])).toEqual([
      ["C", 0],
      ["A", 1],
      ["B", 2],
    ]);
  });

  it("changes nothing when one id is unknown (one transaction)", async () => {
    const a = await json(
      await tList.POST(req("POST", { name: "First", company: "C", text: "T" }), ctx({})),
    );
    const b = await json(
      await tList.POST(req("POST", { name: "Second", company: "C", text: "T" }), ctx({})),
    );
    const res = await tOrder.PUT(req("PUT", { ids: [b.id, MISSING, a.id] }), ctx({}));
    expect(res.status).toBe(404);
    const rows = await (await getDb()).select().from(t.testimonials);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.order]))).toEqual({ First: 0, Second: 1 });
  });

  it("refuses a partial or repeated list, which would leave two items on one position", async () => {
    const before = (await json(await lList.GET(req("GET"), ctx({})))).items as Array<{
      id: string;
      name: string;
      order: number;
    }>;
    expect(before.length).toBeGreaterThan(1);
    const partial = await lOrder.PUT(req("PUT", { ids: [before[1]!.id] }), ctx({}));
    expect(partial.status).toBe(400);
    expect((await json(partial)).error.message).toBe(
      "The new order must list every item exactly once",
    );
    const repeated = await lOrder.PUT(
      req("PUT", { ids: before.map(() => before[0]!.id) }),
      ctx({}),
    );
    expect(repeated.status).toBe(400);
    const after = (await json(await lList.GET(req("GET"), ctx({})))).items as Array<{
      id: string;
      order: number;
    }>;
    expect(after.map((x) => [x.id, x.order])).toEqual(before.map((x) => [x.id, x.order]));
  });

  it("refuses an empty list or ids that are not ids", async () => {
    expect((await tOrder.PUT(req("PUT", { ids: [] }), ctx({}))).status).toBe(400);
    expect((await lOrder.PUT(req("PUT", { ids: ["nope"] }), ctx({}))).status).toBe(400);
  });
});

describe("validation messages", () => {
  it("logo image and blog title/status are required", async () => {
    expect(
      (await json(await lList.POST(req("POST", { name: "N", logoUrl: "" }), ctx({})))).error
        .message,
    ).toBe("Logo image is required");
    const date = new Date().toISOString();
    expect(
      (
        await json(
          await blog.POST(req("POST", { title: " ", status: "draft", publishDate: date }), ctx({})),
        )
      ).error.message,
    ).toBe("Title is required");
    expect(
      (
        await json(
          await blog.POST(req("POST", { title: "T", status: "", publishDate: date }), ctx({})),
        )
      ).error.message,
    ).toBe("Status is required");
  });
});

describe("about page field errors", () => {
  it("names each refused optional field so the editor can show it under the input", async () => {
    const long = {
      metaTitle: "t".repeat(201),
      metaDescription: "d".repeat(501),
      heroTitle: "h".repeat(201),
      heroSubtitle: "s".repeat(501),
      footerText: "f".repeat(1001),
    };
    const res = await about.PUT(req("PUT", { title: "About", ...long }), ctx({}));
    expect(res.status).toBe(400);
    expect((await json(res)).error.details.fields).toEqual({
      metaTitle: "Meta title must be at most 200 characters",
      metaDescription: "Meta description must be at most 500 characters",
      heroTitle: "Hero title must be at most 200 characters",
      heroSubtitle: "Hero subtitle must be at most 500 characters",
      footerText: "Footer text must be at most 1000 characters",
    });
  });
});

describe("contact messages", () => {
  it("lists newest first and answers 404 for an unknown message", async () => {
    const db = await getDb();
    await db.insert(t.contactMessages).values([
      {
        name: "Old",
        email: "o@example.com",
        message: "1",
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
      {
        name: "New",
        email: "n@example.com",
        message: "2",
        createdAt: new Date("2026-06-01T00:00:00Z"),
      },
    ]);
    const list = (
      await json(
        await msgs.GET(req("GET", undefined, "/api/admin/contact-messages?status=all"), ctx({})),
      )
    ).messages as Array<{ name: string }>;
    expect(list.map((m) => m.name)).toEqual(["New", "Old"]);
    expect((await msg.PATCH(req("PATCH", { status: "read" }), ctx({ id: MISSING }))).status).toBe(
      404,
    );
  });
});
