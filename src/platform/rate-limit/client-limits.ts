import { clientKey, clientNetworkKeys } from "@/platform/http/client-ip";
import type { Limit } from "./limit";

const TEN_MINUTES = 10 * 60_000;
/** Per network: an IPv4 /24 or IPv6 /48 holds a household or an office; a /32 a whole provider. */
const NETWORK_LIMITS: Record<string, number> = { "/24": 20, "/48": 20, "/32": 60 };

/**
 * The limits one public write counts against before anything else: its address (an IPv6 /64)
 * and its wider networks, each per 10 minutes, under `<bucket>` and `<bucket>-net`.
 */
export function clientLimits(request: Request, bucket: string, perClient = 5): Limit[] {
  return [
    { bucket, key: clientKey(request), limit: perClient, windowMs: TEN_MINUTES },
    ...clientNetworkKeys(request).map((key) => ({
      bucket: `${bucket}-net`,
      key,
      limit: NETWORK_LIMITS[key.slice(key.lastIndexOf("/"))] ?? 20,
      windowMs: TEN_MINUTES,
    })),
  ];
}
