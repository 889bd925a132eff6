import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { anyoneSignedIn, leadStaffIds } from "@/modules/auth/server";
import { appMeta } from "@/platform/db/meta-schema";
import type { Db } from "@/platform/db/open";
import { leadNotes, leads } from "../schema";

// The demo leads get owners and notes from the people who will work them. Staff are
// created by `npm run user:create` before or after the demo is loaded, so the demo pipeline is
// (re)shared at each start until someone signs in: before that, nobody can have worked a lead,
// so moving the demo leads and their notes loses nothing. The first sign-in ends it for good.

/** app_meta key holding the demo leads' ids while the demo pipeline is still being shared. */
export const DEMO_PIPELINE = "demo_pipeline";

const NOTES = [
  "Called back: runs a bowling centre with 24 lanes and wants two cabinets for the lobby. Sending a quote.",
  "Asked for the dimensions and the power draw; their arcade room has 16 A sockets only.",
  "Prefers WhatsApp over calls. Interested in a bundle with the racing seat.",
  "Owner travels until next week; follow up then with the delivery options.",
  "Compared us with a local distributor. Our warranty terms convinced them.",
];

export async function rememberDemoPipeline(tx: Db, leadIds: string[]) {
  await tx.insert(appMeta).values({ key: DEMO_PIPELINE, value: JSON.stringify(leadIds) });
}

/** Shares the demo leads round-robin among owners and sales people, with notes. Returns how many. */
export async function shareDemoPipeline(db: Db, now = new Date()): Promise<number> {
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_PIPELINE));
  if (!meta) return 0;
  if (await anyoneSignedIn(db)) {
    await db.delete(appMeta).where(eq(appMeta.key, DEMO_PIPELINE));
    return 0;
  }
  const people = await leadStaffIds(db);
  if (people.length === 0) return 0;
  const ids = JSON.parse(meta.value) as string[];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: leads.id, status: leads.status, createdAt: leads.createdAt })
      .from(leads)
      .where(inArray(leads.id, ids))
      .orderBy(asc(leads.createdAt), asc(leads.id));
    const ownerOf = (i: number) => people[i % people.length]!;
    for (const [k, person] of people.entries()) {
      const mine = rows.filter((_, i) => i % people.length === k).map((r) => r.id);
      if (mine.length)
        await tx.update(leads).set({ ownerId: person }).where(inArray(leads.id, mine));
    }
    await tx.delete(leadNotes).where(inArray(leadNotes.leadId, ids));
    const notes = rows.flatMap((r, i) => {
      if (r.status === "new" || i % 3 !== 0) return [];
      const at = new Date(
        Math.min(r.createdAt.getTime() + (2 + (i % 20)) * 3_600_000, now.getTime()),
      );
      return [
        {
          leadId: r.id,
          authorId: ownerOf(i),
          body: NOTES[i % NOTES.length]!,
          createdAt: at,
          updatedAt: at,
        },
      ];
    });
    if (notes.length) await tx.insert(leadNotes).values(notes);
    return rows.length;
  });
}
