import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { findGameTitle, gameTitlesById } from "@/modules/catalog/server";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { storeUpload } from "@/platform/storage/file-store";
import { DOCUMENT_MAX_MB } from "@/platform/storage/upload-rules";
import type { z } from "zod";
import { machineDocuments, machines, type MachineDocument } from "../schema";
import type { documentMetaSchema } from "../validation";

/** Private files live under portal/: the public storage route never serves them. */
export const PRIVATE_PREFIX = "portal/";
export const PRIVATE_CACHE = "private, no-store";

export async function uploadDocument(
  meta: z.output<typeof documentMetaSchema>,
  body: ReadableStream<Uint8Array> | null,
  declaredType: string,
  staffId: string,
): Promise<MachineDocument> {
  const db = await getDb();
  const game = await findGameTitle(meta.gameId, db);
  if (!game) throw new AppError("Game not found", { code: "NOT_FOUND", status: 404 });
  const stored = await storeUpload({
    body,
    fileName: meta.name,
    declaredType,
    declaredSize: meta.size ?? 0,
    kind: "document",
    maxMb: DOCUMENT_MAX_MB,
    pathFor: (ext) => `${PRIVATE_PREFIX}documents/${game.id}/${randomUUID()}.${ext}`,
    cacheControl: PRIVATE_CACHE,
  });
  const [row] = await db
    .insert(machineDocuments)
    .values({
      gameId: game.id,
      title: meta.title,
      kind: meta.kind,
      language: meta.language,
      version: meta.version,
      path: stored.path,
      fileName: meta.name,
      contentType: stored.contentType,
      size: stored.size,
      uploadedBy: staffId,
    })
    .returning();
  return row!;
}

export type DocumentRow = MachineDocument & { gameTitle: string };

/** Every version of every document (staff), newest first, optionally of one game. */
export async function listDocuments(gameId?: string): Promise<DocumentRow[]> {
  const db = await getDb();
  const docs = await db
    .select()
    .from(machineDocuments)
    .where(gameId ? eq(machineDocuments.gameId, gameId) : undefined)
    .orderBy(desc(machineDocuments.createdAt))
    .limit(500);
  const titles = await gameTitlesById(
    docs.map((d) => d.gameId),
    db,
  );
  return docs.flatMap((doc) => {
    const gameTitle = titles.get(doc.gameId);
    return gameTitle === undefined ? [] : [{ ...doc, gameTitle }];
  });
}

export async function getDocument(id: string): Promise<MachineDocument | null> {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(machineDocuments)
    .where(eq(machineDocuments.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * What an operator sees for a game: per kind, the newest version in their language,
 * else the newest in English (older versions stay with staff).
 */
export async function documentsForOperator(
  gameId: string,
  locale: string,
): Promise<MachineDocument[]> {
  const rows = await (
    await getDb()
  )
    .select()
    .from(machineDocuments)
    .where(
      and(
        eq(machineDocuments.gameId, gameId),
        inArray(machineDocuments.language, [...new Set([locale, "en"])]),
      ),
    )
    .orderBy(desc(machineDocuments.createdAt));
  const byKind = new Map<string, MachineDocument>();
  for (const d of rows) {
    const best = byKind.get(d.kind);
    if (!best || (best.language !== locale && d.language === locale)) byKind.set(d.kind, d);
  }
  return [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}

/** May this operator read this document? Only with a machine of its game. */
export async function operatorHasGame(operatorId: string, gameId: string): Promise<boolean> {
  const [row] = await (
    await getDb()
  )
    .select({ id: machines.id })
    .from(machines)
    .where(and(eq(machines.operatorId, operatorId), eq(machines.gameId, gameId)))
    .limit(1);
  return Boolean(row);
}
