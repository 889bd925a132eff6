import "server-only";
import type { Db } from "@/platform/db/open";
import { leads, type Lead, type LeadStatus } from "../schema";
import { rememberDemoPipeline } from "./demo-pipeline";

// Demo leads for the sales dashboard and the pipeline: twelve weeks of price requests
// from several sources and countries, some contacted, converted or lost, follow-ups due today and
// overdue, a few numbers that came back, and (seeded by the whatsapp module) template messages delivered and read. Staff come
// before or after this (npm run user:create): demo-pipeline.ts gives the demo leads owners and
// notes from them at start, until someone signs in; new leads are then assigned by the round-robin.

const NAMES = ["Maya Chen", "Omar Haddad", "Lena Fischer", "Raj Patel", "Sofia Rossi", "Tom Baker"];
// Calling code, the number's first digits and how many digits follow, so each is a valid length.
const PLACES: Array<[string, string, number, string]> = [
  ["+1", "512555", 4, "Austin, TX, USA"],
  ["+44", "7911", 6, "Manchester, UK"],
  ["+91", "98765", 5, "Mumbai, India"],
  ["+49", "15123", 6, "Berlin, Germany"],
  ["+61", "4123", 5, "Sydney, Australia"],
];
const SOURCES = [
  { source: "google ads", hasGclid: true },
  {
    source: "newsletter",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "spring-launch",
  },
  { source: "facebook ads", hasFbclid: true, utmCampaign: "venues-retarget" },
  { source: "google.com", referrer: "https://www.google.com/" },
  { source: "direct" },
];
const STATUSES: LeadStatus[] = ["new", "contacted", "contacted", "converted", "lost", "new"];
/** Requests after the first 60 come from numbers already seen: returning buyers. */
const FIRST_TIME = 60;
const DAY = 86_400_000;

/** A fixed sequence, so every fresh start shows the same demo. */
function sequence(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

export async function seedLeads(tx: Db, gameIds: string[], now = new Date()): Promise<Lead[]> {
  if (gameIds.length === 0) return [];
  const rand = sequence(23);
  const rows = Array.from({ length: FIRST_TIME + 6 }, (_, i) => {
    const returning = i >= FIRST_TIME;
    const n = returning ? (i - FIRST_TIME) * 6 : i;
    const [cc, prefix, digits, location] = PLACES[n % PLACES.length]!;
    const whatsapp = `${cc}${prefix}${String(1000 + n).padStart(digits, "0")}`;
    // Returning requests arrive in the last days; the others over the last twelve weeks.
    const createdAt = returning
      ? new Date(now.getTime() - (i - FIRST_TIME + 1) * DAY)
      : new Date(now.getTime() - Math.floor(rand() * 83 * DAY));
    const status = STATUSES[i % STATUSES.length]!;
    const contactedAfter = Math.floor(rand() * 36 * 60) + 10;
    const followUp = i % 9 === 0 ? -3 : i % 7 === 0 ? 2 : i % 5 === 0 ? 30 : null;
    return {
      name: NAMES[i % NAMES.length]!,
      whatsapp,
      countryCode: cc,
      location,
      gameId: gameIds[i % gameIds.length]!,
      status,
      createdAt,
      updatedAt: createdAt,
      firstContactAt:
        status === "new" ? null : new Date(createdAt.getTime() + contactedAfter * 60_000),
      // Hours from now: overdue (-3), due later today (2) or in a month (30 days).
      followUpAt:
        followUp === null || status === "converted" || status === "lost"
          ? null
          : new Date(now.getTime() + (followUp === 30 ? 30 * DAY : followUp * 3_600_000)),
      ...SOURCES[i % SOURCES.length]!,
    };
  });
  const inserted = await tx.insert(leads).values(rows).returning();
  await rememberDemoPipeline(
    tx,
    inserted.map((l) => l.id),
  );
  return inserted;
}
