import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, getHandle, setHandle } from "@/platform/db/client";
import type { Handle } from "@/platform/db/open";
import * as t from "../support/schema";
import { getGame } from "@/modules/catalog/public/queries";

// The database fails its next `left` reads the way a lost connection does: the file's own
// database behind a handle whose `db` throws until the count runs out.
const failures = { left: 0 };
let real: Handle;

beforeAll(async () => {
  real = await getHandle();
  setHandle({
    ...real,
    get db() {
      if (failures.left > 0) {
        failures.left--;
        throw new Error("connection refused");
      }
      return real.db;
    },
  });
});

afterAll(() => setHandle(real));

describe("game read retry", () => {
  it("tries 3 times, waiting 1 s then 2 s, and succeeds on the last attempt", async () => {
    const db = await getDb();
    const [game] = await db
      .insert(t.games)
      .values({ title: "Retry Racer", category: "Racing" })
      .returning();
    const waits: number[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    failures.left = 2;
    const found = await getGame(game!.id, async (ms) => void waits.push(ms));
    expect(found?.title).toBe("Retry Racer");
    expect(waits).toEqual([1000, 2000]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("gives up after the third failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const waits: number[] = [];
    failures.left = 3;
    await expect(
      getGame("00000000-0000-4000-8000-000000000000", async (ms) => void waits.push(ms)),
    ).rejects.toThrow("connection refused");
    expect(waits).toEqual([1000, 2000]);
    failures.left = 0;
  });
});
