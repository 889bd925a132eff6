import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import { gameTitlesById } from "@/modules/catalog/server";
import { staffNames } from "@/modules/auth/server";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, type LeadStatus } from "../schema";
import { isOverdue } from "./pipeline-filters";

export type OtherRequest = {
  id: string;
  name: string;
  gameTitle: string | null;
  status: LeadStatus;
  createdAt: string;
};

/** What the details dialog adds to a list row: owner, follow-up, source and the other requests. */
export type LeadPipelineView = {
  id: string;
  whatsapp: string;
  ownerId: string | null;
  ownerName: string | null;
  followUpAt: string | null;
  overdue: boolean;
  source: {
    label: string;
    landingPage: string | null;
    referrer: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmTerm: string | null;
    utmContent: string | null;
    gclid: boolean;
    fbclid: boolean;
  };
  otherRequests: OtherRequest[];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The same number's other price requests, newest first. */
async function otherRequests(leadId: string, whatsapp: string): Promise<OtherRequest[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      gameId: leads.gameId,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(eq(leads.whatsapp, whatsapp), ne(leads.id, leadId)))
    .orderBy(desc(leads.createdAt))
    .limit(50);
  const titles = await gameTitlesById(
    rows.map((r) => r.gameId),
    db,
  );
  return rows.map(({ gameId, ...r }) => ({
    ...r,
    gameTitle: gameId ? (titles.get(gameId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function leadPipeline(id: string, now = new Date()): Promise<LeadPipelineView> {
  const db = await getDb();
  const [l] = await db.select().from(leads).where(eq(leads.id, id));
  if (!l) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
  const ownerName = l.ownerId ? ((await staffNames([l.ownerId], db)).get(l.ownerId) ?? null) : null;
  return {
    id: l.id,
    whatsapp: l.whatsapp,
    ownerId: l.ownerId,
    ownerName,
    followUpAt: iso(l.followUpAt),
    overdue: isOverdue(l, now),
    source: {
      label: l.source,
      landingPage: l.landingPage,
      referrer: l.referrer,
      utmSource: l.utmSource,
      utmMedium: l.utmMedium,
      utmCampaign: l.utmCampaign,
      utmTerm: l.utmTerm,
      utmContent: l.utmContent,
      gclid: l.hasGclid,
      fbclid: l.hasFbclid,
    },
    otherRequests: await otherRequests(l.id, l.whatsapp),
  };
}

/** The lead's next follow-up (null clears it); setting it counts as an action. */
export async function setFollowUp(id: string, at: Date | null) {
  const db = await getDb();
  const [row] = await db
    .update(leads)
    .set({ followUpAt: at, lastActionAt: new Date() })
    .where(eq(leads.id, id))
    .returning();
  if (!row) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
  return row;
}
