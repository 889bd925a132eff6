// The servers the bench measures: the production build (tests/e2e/support) on a data directory
// seeded with the demo content, topped up to a bench size when asked.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type TestServer } from "../../tests/e2e/support/server";
import { enlarge, SIZES, type SizeName } from "./seed-large";

const prepared = new Map<SizeName, string>();

/**
 * A data directory holding the content of that size, made once per bench run: a server seeds the
 * demo content (files and rows, as a new install does), stops, and the extra rows go in directly.
 */
export async function dataDirFor(size: SizeName): Promise<string> {
  const known = prepared.get(size);
  if (known) return known;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `arcade-bench-${size}-`));
  const seeder = await startServer({ seed: true, dataDir });
  await seeder.stop();
  const extra = SIZES[size];
  if (extra) await enlarge(dataDir, extra);
  prepared.set(size, dataDir);
  return dataDir;
}

/** A server on a prepared data directory (the demo seed finds content and does nothing). */
export async function benchServer(size: SizeName, env: Record<string, string>) {
  return startServer({ seed: true, dataDir: await dataDirFor(size), env });
}

export function removeDataDirs(): void {
  for (const dir of prepared.values()) fs.rmSync(dir, { recursive: true, force: true });
  prepared.clear();
}

/** A real game page and blog post of this server, taken from the links its lists show. */
export async function discoverPages(server: TestServer) {
  const shop = await (await fetch(`${server.url}/shop`)).text();
  const blog = await (await fetch(`${server.url}/blog`)).text();
  const game = shop.match(/href="(\/shop\/[0-9a-f-]{36})"/)?.[1];
  const post = blog.match(/href="(\/blog\/[0-9a-f-]{36})"/)?.[1];
  if (!game) throw new Error("No game link on /shop");
  if (!post) throw new Error("No post link on /blog");
  return { game, post, videoGame: await gameWithVideo(server, shop) };
}

/** The first game on /shop whose page plays a video of its own in a dialog (the demo has some). */
async function gameWithVideo(server: TestServer, shop: string): Promise<string | null> {
  const games = [
    ...new Set([...shop.matchAll(/href="(\/shop\/[0-9a-f-]{36})"/g)].map((m) => m[1]!)),
  ];
  for (const g of games.slice(0, 24)) {
    const html = await (await fetch(`${server.url}${g}`)).text();
    if (/<video[^>]*\sdata-video[\s>=]/.test(html)) return g;
  }
  return null;
}

/** The public pages every section measures, with the real ids of this server. */
export function publicPages(ids: { game: string; post: string }): string[] {
  return [
    "/",
    "/shop",
    ids.game,
    "/blog",
    ids.post,
    "/about",
    "/contact",
    "/warranty",
    "/ar",
    "/es/shop",
    // The operator portal as a label's QR code or an order notice opens it: signed out, its sign-in.
    "/portal",
    "/portal/machines/SN-0001",
    "/ar/portal/orders/ORD-2026-0001",
  ];
}
