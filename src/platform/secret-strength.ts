import { deflateRawSync } from "node:zlib";

/**
 * Roughly how many random bytes a configured secret holds: what it decodes to (hex and base64 are
 * recognised; other text counts a byte a character), but no more than it compresses to, so a long
 * yet repetitive value ("changeme" eight times) does not pass for a random one. Random data does
 * not compress below its size: 32 random bytes in hex or base64 deflate to 42 bytes or more.
 */
export function estimatedRandomBytes(secret: string): number {
  const value = secret.trim();
  if (!value) return 0;
  const decoded = /^[0-9a-f]+$/i.test(value)
    ? Math.floor(value.length / 2)
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(value)
      ? Math.floor((value.replace(/=+$/, "").length * 3) / 4)
      : Buffer.byteLength(value, "utf8");
  return Math.min(decoded, deflateRawSync(value, { level: 9 }).length);
}
