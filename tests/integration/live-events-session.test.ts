import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { session } from "@/modules/auth/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs } from "../setup/auth";

// A short heartbeat, so the session is checked again within the test.
process.env.LIVE_HEARTBEAT_MS = "150";
let GET: typeof import("@/app/api/admin/whatsapp/events/route").GET;

beforeAll(async () => {
  ({ GET } = await import("@/app/api/admin/whatsapp/events/route"));
});

const decoder = new TextDecoder();

/** The stream's next chunk as text, or null once it has ended. */
async function next(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string | null> {
  const { done, value } = await reader.read();
  return done ? null : decoder.decode(value);
}

describe("the back office's live event stream", () => {
  it("keeps a signed-in person's stream open and ends it at the first heartbeat after sign-out", async () => {
    const { cookie, id } = await signInAs("sales");
    const res = await GET(adminRequest(cookie, "/api/admin/whatsapp/events"), ctx({}));
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect(await next(reader)).toContain(": connected");
    // Still signed in: the heartbeat keeps coming.
    expect(await next(reader)).toContain(": keep-alive");

    await (await getDb()).delete(session).where(eq(session.userId, id));
    let ended = false;
    for (let i = 0; i < 5 && !ended; i++) ended = (await next(reader)) === null;
    expect(ended).toBe(true);
  });
});
