import { describe, expect, it } from "vitest";
import { diffChanges, inputChanges } from "@/platform/audit/changes";

describe("compact before/after of a change", () => {
  it("keeps only the fields that differ, ignoring bookkeeping timestamps", () => {
    const before = { id: "1", title: "A", warrantyYears: 1, updatedAt: new Date(1) };
    const after = { id: "1", title: "B", warrantyYears: 1, updatedAt: new Date(2) };
    expect(diffChanges(before, after)).toEqual({ before: { title: "A" }, after: { title: "B" } });
  });

  it("marks a changed secret as 'changed' and never keeps its text on either side", () => {
    const changes = diffChanges(
      { accessToken: "old-token", password: "x", accessTokenSet: false },
      { accessToken: "new-token", password: "y", accessTokenSet: true },
    );
    expect(changes).toEqual({
      before: { accessTokenSet: false },
      after: { accessToken: "changed", password: "changed", accessTokenSet: true },
    });
    expect(JSON.stringify(inputChanges({ mapsApiKey: "AIza-secret" }))).not.toContain("AIza");
  });

  it("cuts long text and summarises large structures instead of copying them", () => {
    const long = "x".repeat(500);
    const doc = { blocks: Array.from({ length: 40 }, (_, i) => ({ id: i, text: "para" })) };
    const { after } = diffChanges(
      { description: "", rich: null },
      { description: long, rich: doc },
    );
    expect((after!.description as string).length).toBe(201);
    expect(after!.rich).toBe("(edited)");
  });

  it("gives every field of the record on create (no before) and on delete (no after)", () => {
    expect(diffChanges(null, { name: "Racing" })).toEqual({
      before: null,
      after: { name: "Racing" },
    });
    expect(diffChanges({ name: "Racing" }, null)).toEqual({
      before: { name: "Racing" },
      after: null,
    });
  });
});
