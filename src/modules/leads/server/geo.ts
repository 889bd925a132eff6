import "server-only";
import { config } from "@/platform/config";
import { COUNTRY_CODES, FALLBACK_COUNTRY_CODE, type CountryCode } from "../validation";

const TIMEOUT_MS = 2000;

function isPublicIp(ip: string): boolean {
  if (!ip || ip === "local" || ip === "::1" || ip.startsWith("127.")) return false;
  return !/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd|fe80:)/i.test(ip);
}

/**
 * The caller's calling code from the geo-IP service (ipapi.co protocol: GET {base} or
 * {base}/{ip}/json/ answering { country_calling_code }). Anything missing, unknown or slow is +91.
 */
export async function lookupCallingCode(ip: string): Promise<CountryCode> {
  const base = config().GEOIP_URL;
  const url = isPublicIp(ip)
    ? base.replace(/\/json\/?$/, `/${encodeURIComponent(ip)}/json/`)
    : base;
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: "application/json", ...(isPublicIp(ip) ? { "x-forwarded-for": ip } : {}) },
      cache: "no-store",
    });
    if (!res.ok) return FALLBACK_COUNTRY_CODE;
    const data = (await res.json()) as { country_calling_code?: unknown };
    const code =
      typeof data.country_calling_code === "string" ? data.country_calling_code.trim() : "";
    return (COUNTRY_CODES as readonly string[]).includes(code)
      ? (code as CountryCode)
      : FALLBACK_COUNTRY_CODE;
  } catch {
    return FALLBACK_COUNTRY_CODE;
  }
}
