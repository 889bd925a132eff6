import { config } from "@/platform/config";

/**
 * The caller's IP for rate limits and geo-IP. X-Forwarded-For is read from the right: each proxy
 * appends the address it saw, and the server itself fills the socket address when the header is
 * absent, so the entry TRUSTED_PROXY_HOPS from the right is the first one a client cannot forge
 * (1: one proxy in front, or none). IPv4 mapped into IPv6 (::ffff:a.b.c.d) is given back as IPv4.
 */
export function clientIp(request: Request, hops = config().TRUSTED_PROXY_HOPS): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const picked = hops > 0 ? (entries[Math.max(0, entries.length - hops)] ?? null) : null;
  const ip = picked ?? request.headers.get("x-real-ip")?.trim() ?? "local";
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
}
