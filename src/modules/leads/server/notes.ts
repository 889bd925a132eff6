import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { staffNames } from "@/modules/auth/server";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leadNotes, leads } from "../schema";
import { touchLead } from "./touch";

export type NoteView = {
  id: string;
  leadId: string;
  body: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
};

const notFound = (what: string) =>
  new AppError(`${what} not found`, { code: "NOT_FOUND", status: 404 });

export async function listNotes(leadId: string): Promise<NoteView[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: leadNotes.id,
      leadId: leadNotes.leadId,
      body: leadNotes.body,
      authorId: leadNotes.authorId,
      createdAt: leadNotes.createdAt,
      updatedAt: leadNotes.updatedAt,
    })
    .from(leadNotes)
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  const names = await staffNames(
    rows.map((r) => r.authorId),
    db,
  );
  return rows.map((r) => ({
    ...r,
    authorName: r.authorId ? (names.get(r.authorId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function addNote(leadId: string, authorId: string, body: string) {
  const db = await getDb();
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) throw notFound("Lead");
  const [note] = await db.insert(leadNotes).values({ leadId, authorId, body }).returning();
  await touchLead(db, leadId);
  return note!;
}

/** A note as the audit trail compares it; null when absent. */
export async function getNote(leadId: string, noteId: string) {
  const db = await getDb();
  const [note] = await db
    .select()
    .from(leadNotes)
    .where(and(eq(leadNotes.id, noteId), eq(leadNotes.leadId, leadId)));
  return note ?? null;
}

/** Only the author edits or deletes a note (403 for anyone else, owners included). */
async function ownNote(leadId: string, noteId: string, authorId: string) {
  const note = await getNote(leadId, noteId);
  if (!note) throw notFound("Note");
  if (note.authorId !== authorId)
    throw new AppError("Only the author can change this note", { code: "FORBIDDEN", status: 403 });
  return note;
}

export async function editNote(leadId: string, noteId: string, authorId: string, body: string) {
  await ownNote(leadId, noteId, authorId);
  const db = await getDb();
  const [note] = await db
    .update(leadNotes)
    .set({ body })
    .where(eq(leadNotes.id, noteId))
    .returning();
  return note!;
}

export async function deleteNote(leadId: string, noteId: string, authorId: string) {
  await ownNote(leadId, noteId, authorId);
  const db = await getDb();
  await db.delete(leadNotes).where(eq(leadNotes.id, noteId));
}
