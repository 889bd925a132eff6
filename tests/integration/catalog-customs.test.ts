import { beforeAll, describe, expect, it } from "vitest";
import * as cats from "@/app/api/admin/categories/route";
import * as gamesRoute from "@/app/api/admin/games/route";
import * as gameRoute from "@/app/api/admin/games/[id]/route";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// A game's customs details (for the commercial invoice and packing list): saved from the game
// form, checked on the server with a message on the field.
let cookie: string;
const req = (method: string, json?: unknown) => adminRequest(cookie, "/x", { method, json });
const base = { title: "Galaxy Racer", category: "Racing", warrantyYears: 1 };

beforeAll(async () => {
  cookie = await signInCookie();
  await cats.POST(req("POST", { name: "Racing" }), ctx({}));
});

describe("a game's HS code and country of origin", () => {
  it("are saved from the game form, the country in capitals, and kept by a save that leaves them out", async () => {
    const created = await gamesRoute.POST(
      req("POST", { ...base, hsCode: "9504.50", countryOfOrigin: "cn" }),
      ctx({}),
    );
    expect(created.status).toBe(201);
    const game = (await created.json()) as { id: string };
    const read = async () =>
      (await (await gameRoute.GET(req("GET"), ctx({ id: game.id }))).json()) as Record<
        string,
        unknown
      >;
    expect(await read()).toMatchObject({ hsCode: "9504.50", countryOfOrigin: "CN" });
    expect(
      (await gameRoute.PUT(req("PUT", { ...base, title: "Renamed" }), ctx({ id: game.id }))).status,
    ).toBe(200);
    expect(await read()).toMatchObject({
      title: "Renamed",
      hsCode: "9504.50",
      countryOfOrigin: "CN",
    });
    const cleared = await gameRoute.PUT(
      req("PUT", { ...base, hsCode: "", countryOfOrigin: "" }),
      ctx({ id: game.id }),
    );
    expect(cleared.status).toBe(200);
    expect(await read()).toMatchObject({ hsCode: null, countryOfOrigin: null });
  });

  it("are refused with a message on each field when not a 6-10 digit code or an ISO country", async () => {
    const res = await gamesRoute.POST(
      req("POST", { ...base, hsCode: "95-04", countryOfOrigin: "XX" }),
      ctx({}),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { details: { fields: Record<string, string> } };
    };
    expect(error.details.fields).toMatchObject({
      hsCode: "HS code: 6 to 10 digits, dots allowed, like 9504.50",
      countryOfOrigin: "Country of origin: use a two-letter ISO 3166-1 country code, like CN or DE",
    });
  });
});
