import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "@/platform/app-secret";
import { clientKey } from "@/platform/http/client-ip";

/**
 * The key the vitals beacon's rate limit counts under: the client's rate-limit key (its address,
 * or /64) keyed-hashed with the app's secret, so the events table holds no address for a beacon
 * (no address stored) while one client is still limited across processes.
 */
export function reporterKey(request: Pick<Request, "headers">): string {
  return createHmac("sha256", authSecret())
    .update(`vitals:${clientKey(request)}`)
    .digest("base64url")
    .slice(0, 32);
}
