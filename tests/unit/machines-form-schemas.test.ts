import { describe, expect, it } from "vitest";
import {
  bulletinFormSchema,
  bulletinSchema,
  documentFormSchema,
  documentMetaSchema,
} from "@/modules/machines/validation";

const GAME = "3f2b8a3e-5c1d-4e8a-9b1a-2c3d4e5f6a7b";
const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the new-bulletin form", () => {
  const filled = { title: "Coin door", body: "Check it.", severity: "info", gameIds: [GAME] };

  it("sends no publish time when left empty, and the local time as an instant otherwise", () => {
    expect(bulletinFormSchema.parse({ ...filled, publishAt: "" }).publishAt).toBeUndefined();
    const at = bulletinFormSchema.parse({ ...filled, publishAt: "2026-12-01T10:00" }).publishAt;
    expect(at).toBe(new Date("2026-12-01T10:00").toISOString());
    // What the form sends is what the API accepts.
    expect(bulletinSchema.safeParse({ ...filled, publishAt: at }).success).toBe(true);
  });

  it("refuses with the API's messages", () => {
    const r = bulletinFormSchema.safeParse({ ...filled, title: " ", gameIds: [], publishAt: "x" });
    expect(messages(r)).toMatchObject({
      title: "Title is required",
      gameIds: "Choose at least one game",
    });
    expect(messages(r).publishAt).toBeTruthy();
  });
});

describe("the document upload form", () => {
  const meta = { gameId: GAME, title: "Manual", kind: "manual", language: "en", version: "3.1" };

  it("needs a file, worded as the API words a missing one", () => {
    expect(messages(documentFormSchema.safeParse(meta)).file).toBe("No file provided");
    expect(messages(documentMetaSchema.safeParse(meta)).name).toBe("No file provided");
  });

  it("takes the chosen file", () => {
    const file = new File(["%PDF"], "manual.pdf", { type: "application/pdf" });
    expect(documentFormSchema.parse({ ...meta, file }).file).toBe(file);
  });
});
