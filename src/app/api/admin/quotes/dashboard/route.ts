import { adminRoute } from "@/modules/auth/server/guard";
import { quoteStats } from "@/modules/quotes/server/dashboard";

export const dynamic = "force-dynamic";

/** Quoted and won value and the win rate per month and salesperson (per currency). */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async () =>
  Response.json({ rows: await quoteStats() }),
);
