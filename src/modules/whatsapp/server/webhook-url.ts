import "server-only";
import { config } from "@/platform/config";

// Only a plain host[:port] (or [ipv6]:port) is used, so an odd header cannot inject text into the URL.
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;
const first = (v: string | null) => v?.split(",")[0]?.trim() || null;

/**
 * The address Meta must call for WhatsApp webhooks. config().siteUrl falls back to
 * http://localhost:PORT, which is useless to paste into Meta, so without an explicit
 * PUBLIC_SITE_URL the host and protocol the staff member's request came in on are used.
 */
export function webhookUrl(h: Pick<Headers, "get">): string {
  const cfg = config();
  return `${cfg.PUBLIC_SITE_URL ? cfg.siteUrl : (requestOrigin(h) ?? cfg.siteUrl)}/api/whatsapp/webhook`;
}

function requestOrigin(h: Pick<Headers, "get">): string | null {
  const host = first(h.get("x-forwarded-host")) ?? first(h.get("host"));
  if (!host || !HOST.test(host)) return null;
  const forwarded = first(h.get("x-forwarded-proto"))?.toLowerCase();
  // Next itself serves plain http; https comes from a proxy, which says so in x-forwarded-proto.
  const proto = forwarded === "https" || forwarded === "http" ? forwarded : "http";
  return `${proto}://${host}`;
}
