import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "@/platform/config";

/**
 * AUTH_SECRET from the environment; without it, a random secret generated once and kept in
 * DATA_DIR so sessions survive restarts on a machine that was never configured.
 */
export function authSecret(): string {
  const cfg = config();
  if (cfg.AUTH_SECRET) return cfg.AUTH_SECRET;
  const file = path.join(cfg.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
