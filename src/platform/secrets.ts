import "server-only";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/platform/app-secret";
import { config } from "@/platform/config";

const PREFIX = "enc:v1:";
/** GCM's full 128-bit tag. Without the length pinned, a 4-byte tag would be accepted and forgeable. */
const TAG_BYTES = 16;

/** 32-byte key: SECRETS_KEY when set, else derived from the auth secret so a fresh install works. */
function key(): Buffer {
  const explicit = config().SECRETS_KEY;
  if (explicit) return createHash("sha256").update(explicit).digest();
  return Buffer.from(
    hkdfSync("sha256", authSecret(), "arcadia-secrets", "stored-integration-secrets", 32),
  );
}

/** AES-256-GCM; the stored text is enc:v1:<iv>.<tag>.<ciphertext>, all base64url. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv, { authTagLength: TAG_BYTES });
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url")).join(".");
}

/** Throws when the key changed or the text was tampered with. */
export function decryptSecret(stored: string): string {
  if (!stored.startsWith(PREFIX)) throw new Error("Stored secret is not encrypted");
  const [iv, tag, data] = stored
    .slice(PREFIX.length)
    .split(".")
    .map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !data) throw new Error("Stored secret is malformed");
  if (tag.length !== TAG_BYTES) throw new Error("Stored secret is malformed");
  const decipher = createDecipheriv("aes-256-gcm", key(), iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}

/** A hint that shows the secret exists without revealing it: ••••last4 for long values. */
export function maskSecret(plain: string): string {
  return plain.length >= 12 ? `••••••••${plain.slice(-4)}` : "••••••••";
}
