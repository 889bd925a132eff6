import "server-only";
import { config } from "@/platform/config";
import { AppError } from "@/platform/errors";

/** Google Geocoding by the assembled address: the first result's formatted address. */
export async function geocodeAddress(
  address: string,
  key: string,
  timeoutMs = 5000,
): Promise<string> {
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

/** Static map image (zoom 15, 800x600) of the location text. */
export const staticMapUrl = (location: string, key: string) =>
  `https://maps.googleapis.com/maps/api/staticmap?center=${encodeURIComponent(location)}&zoom=15&size=800x600&markers=${encodeURIComponent(location)}&key=${encodeURIComponent(key)}`;
