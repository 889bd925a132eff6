import "server-only";
import { config } from "@/platform/config";
import { AppError } from "@/platform/errors";

/**
 * Google Geocoding by the assembled address: the first result's formatted address. It runs on the
 * server with the server key (GEOCODING_API_KEY, restricted by IP), never with the browser maps key
 * of contact settings, which is restricted by HTTP referrer and which the web service refuses.
 */
export async function geocodeAddress(address: string, timeoutMs = 5000): Promise<string> {
  const key = config().GEOCODING_API_KEY;
  if (!key)
    throw new AppError(
      "Geocoding is not configured: set GEOCODING_API_KEY on the server (see README)",
      { code: "GEOCODE_UNCONFIGURED", status: 503 },
    );
  const url = new URL(config().GEOCODE_URL);
  url.searchParams.set("address", address);
  url.searchParams.set("key", key);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json().catch(() => null)) as {
      status?: string;
      results?: Array<{ formatted_address?: string }>;
    } | null;
    const formatted = body?.status === "OK" ? body.results?.[0]?.formatted_address : undefined;
    if (!res.ok || !formatted) throw new Error(body?.status ?? `HTTP ${res.status}`);
    return formatted;
  } catch (e) {
    console.warn("Geocoding failed", (e as Error).message);
    throw new AppError("Failed to geocode address", { code: "GEOCODE_FAILED", status: 502 });
  }
}

export const assembleAddress = (a: {
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressPostal: string;
  addressCountry: string;
}) =>
  [a.addressStreet, a.addressCity, a.addressState, a.addressPostal, a.addressCountry]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(", ");
