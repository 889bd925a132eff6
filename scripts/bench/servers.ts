// The servers the bench measures: the production build (tests/e2e/support) on a data directory
// seeded with the demo content, topped up to a bench size when asked.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { hashQuoteToken } from "../../src/modules/quotes/server/token";
import { openDatabase } from "../../src/platform/db/open";
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
  await addQuotes(dataDir);
  prepared.set(size, dataDir);
  return dataDir;
}

/**
 * The buyer's quote page as a sent quote's link opens it, in English and in Arabic: a quote of ten
 * lines per language, their links' tokens fixed so a page is named alike in every run.
 */
export const QUOTE_PAGES = {
  // A token's shape: 43 characters of base64url.
  en: `/q/bench-quote-page-en-${"x".repeat(23)}`,
  ar: `/q/bench-quote-page-ar-${"x".repeat(23)}`,
};

async function addQuotes(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const games = (await handle.db.execute(
      sql`select id, title from games order by title limit 10`,
    )) as unknown as { rows: Array<{ id: string; title: string }> };
    const lines = JSON.stringify(
      games.rows.map((g, i) => ({
        kind: "game",
        gameId: g.id,
        description: g.title,
        quantity: 1 + (i % 3),
        unitMinor: 4_000_00 + i * 250_00,
        discountBp: 0,
      })),
    );
    for (const [language, page] of Object.entries(QUOTE_PAGES)) {
      const token = page.slice("/q/".length);
      await handle.db.execute(sql`
        with lead as (
          insert into leads (name, whatsapp, country_code, location, status, language)
          values ('Bench Buyer', '+14155550199', '+1', 'Austin, TX', 'contacted', ${language})
          returning id)
        insert into quotes (lead_id, series_id, status, currency, lines, subtotal_minor,
          discount_minor, tax_minor, total_minor, sent_at, valid_until, token_hash, language)
        select id, gen_random_uuid(), 'sent', 'USD', ${lines}::jsonb, 6000000, 0, 0, 6000000,
          now(), now() + interval '30 days', ${hashQuoteToken(token)}, ${language}
        from lead`);
    }
  } finally {
    await handle.close();
  }
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
    QUOTE_PAGES.en,
    QUOTE_PAGES.ar,
  ];
}
