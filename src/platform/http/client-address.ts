import { isIP } from "node:net";

/**
 * Set by server.ts on every request from the socket's peer address (or, behind configured
 * proxies, from X-Forwarded-For after appending that peer); a client-sent copy never survives.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/** An address as written in X-Forwarded-For or by a socket: brackets, port and zone dropped, IPv4-mapped IPv6 as IPv4. */
export function normalizeIp(raw: string): string | null {
  let ip = raw.trim();
  const bracketed = ip.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) ip = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  ip = ip.replace(/%[\w.-]+$/, "");
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) ip = mapped[1]!;
  return isIP(ip) ? ip.toLowerCase() : null;
}

/**
 * The client's address. The peer is appended to X-Forwarded-For first, so counting from the right
 * entry 0 is the peer itself and entry `hops` is what the outermost trusted proxy saw: a value
 * the client wrote can only ever sit further left. With too few entries (a misconfigured hop
 * count) or an entry that is no address, the peer is used.
 */
export function pickClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  hops: number,
): { clientIp: string; forwardedFor: string } {
  const self = normalizeIp(peer) ?? "unknown";
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  entries.push(self);
  const picked = hops > 0 ? entries[entries.length - 1 - hops] : self;
  return {
    clientIp: (picked !== undefined && normalizeIp(picked)) || self,
    forwardedFor: entries.join(", "),
  };
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(ip: string): number[] | null {
  if (isIP(ip) !== 6) return null;
  let text = ip;
  const v4 = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const fill = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/**
 * The key rate limits count a client under: an IPv4 address as is, an IPv6 address by its /64
 * network, since one subscriber usually holds a whole /64 and could otherwise take a fresh
 * address for every request.
 */
export function rateLimitKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/**
 * The wider networks a client's address belongs to, each counted by its own, looser limit: an
 * IPv4 /24, an IPv6 /48 (one site's allocation) and /32 (one provider's). A script that takes a
 * fresh address or /64 for every request still shares these. Empty for an unknown address.
 */
export function networkKeys(ip: string): string[] {
  const groups = ipv6Groups(ip);
  if (groups) {
    const prefix = (n: number) =>
      `${groups
        .slice(0, n / 16)
        .map((g) => g.toString(16))
        .join(":")}::/${n}`;
    return [prefix(48), prefix(32)];
  }
  if (isIP(ip) === 4) return [`${ip.split(".").slice(0, 3).join(".")}.0/24`];
  return [];
}
