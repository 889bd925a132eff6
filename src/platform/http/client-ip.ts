import { CLIENT_IP_HEADER, networkKeys, normalizeIp, rateLimitKey } from "./client-address";

let warned = false;

/**
 * The caller's address for geo-IP, as server.ts found it (the socket's peer, or behind
 * TRUSTED_PROXY_HOPS proxies the entry they vouch for). Without that server (`next dev`, or a
 * plain `next start`) the address is unknown: "local", which every such client shares.
 */
export function clientIp(request: Pick<Request, "headers">): string {
  const ip = normalizeIp(request.headers.get(CLIENT_IP_HEADER) ?? "");
  if (ip) return ip;
  if (!warned && process.env.NODE_ENV === "production") {
    warned = true;
    console.warn(
      "Client addresses are unknown: start the site with `npm start` (server.ts), not `next start`.",
    );
  }
  return "local";
}

/** The key per-client rate limits count under: the address, or its /64 network for IPv6. */
export function clientKey(request: Pick<Request, "headers">): string {
  return rateLimitKey(clientIp(request));
}

/** The client's wider networks (IPv4 /24; IPv6 /48 and /32) for the looser shared limits. */
export function clientNetworkKeys(request: Pick<Request, "headers">): string[] {
  return networkKeys(clientIp(request));
}
