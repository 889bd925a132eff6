import { and, desc, eq, like, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { games } from "@/modules/catalog/schema";
import { operatorCodes } from "@/modules/machines/schema";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { whatsappOutbox, whatsappSettings } from "@/modules/whatsapp/schema";
import { decryptSecret, encryptSecret } from "@/platform/secrets";
import { POST as askCode } from "@/app/api/portal/code/route";
import { POST as signIn } from "@/app/api/portal/sign-in/route";
import { getDb } from "@/platform/db/client";

export const ORIGIN = "http://localhost:3000";

export async function addGame(title: string, warrantyYears = 1): Promise<string> {
  const [g] = await (
    await getDb()
  )
    .insert(games)
    .values({ title, category: "Racing", warrantyYears })
    .returning({ id: games.id });
  return g!.id;
}

export const pngBytes = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
    .png()
    .toBuffer();

export async function pdfBytes(text = "Manual"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return doc.save();
}

/** A JSON request from our own pages (Origin set), from a given client address. */
export function portalRequest(
  path: string,
  init: {
    method?: string;
    json?: unknown;
    cookie?: string;
    ip?: string;
    headers?: HeadersInit;
    body?: BodyInit;
  } = {},
): Request {
  const headers = new Headers(init.headers);
  headers.set("origin", ORIGIN);
  headers.set("x-client-ip", init.ip ?? "10.20.0.1");
  if (init.cookie) headers.set("cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return new Request(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body });
}

/** WhatsApp set up and on, as an owner saves it on the settings screen (the token is not used). */
export async function turnWhatsappOn(): Promise<void> {
  await (
    await getDb()
  )
    .insert(whatsappSettings)
    .values({
      phoneNumberId: "1098765",
      accessToken: encryptSecret("EAAG-portal-test-token"),
      businessAccountId: "555000",
      verifyToken: "verify-me",
      active: true,
    })
    .onConflictDoNothing();
}

/**
 * The last code the outbox holds for a number (the template's parameter the WhatsApp stand-in
 * would receive) or the address it went to (in the email's text).
 */
export async function lastCodeFor(contact: string): Promise<string> {
  const recipient = contact.includes("@") ? contact : contact.replace(/\D/g, "");
  const [row] = await (
    await getDb()
  )
    .select()
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.recipient, recipient), eq(whatsappOutbox.signInCode, true)))
    .orderBy(desc(whatsappOutbox.createdAt))
    .limit(1);
  // A code's message waits sealed: opened as the sender opens it.
  const open = (v: string | null | undefined) => (v ? decryptSecret(v) : v);
  const code =
    row?.kind === "email"
      ? open(row.body)?.match(/\b(\d{8})\b/)?.[1]
      : open(row?.templateParams?.[0]);
  if (!code) throw new Error(`no code queued for ${contact}`);
  return code;
}

/** Signs an operator in through the real endpoints; returns the Cookie header value. */
export async function operatorCookie(contact: string, ip = "10.30.0.1"): Promise<string> {
  const asked = await askCode(
    portalRequest("/api/portal/code", { method: "POST", json: { contact }, ip }),
  );
  if (asked.status !== 202) throw new Error(`code refused: ${asked.status} ${await asked.text()}`);
  const code = await lastCodeFor(contact);
  const res = await signIn(
    portalRequest("/api/portal/sign-in", { method: "POST", json: { contact, code }, ip }),
  );
  if (!res.ok) throw new Error(`sign-in refused: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => c.startsWith("operator_session="))
    .join("; ");
}

/**
 * Moves the portal's sign-in history `ms` into the past, as if that much time had gone by: the
 * codes asked for and the tries counted (the limits read their times from the database).
 */
export async function signInTimePasses(ms: number): Promise<void> {
  const db = await getDb();
  const back = (col: AnyPgColumn) => sql`${col} - ${`${ms} milliseconds`}::interval`;
  await db
    .update(rateLimitEvents)
    .set({ createdAt: back(rateLimitEvents.createdAt) })
    .where(like(rateLimitEvents.bucket, "portal-%"));
  await db.update(operatorCodes).set({
    createdAt: back(operatorCodes.createdAt),
    expiresAt: back(operatorCodes.expiresAt),
  });
}
