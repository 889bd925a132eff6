import { adminRoute } from "@/modules/auth/server/guard";
import { deleteNote, editNote, getNote } from "@/modules/leads/server/notes";
import { noteSchema } from "@/modules/leads/pipeline-validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string; noteId: string };
const ids = (p: P) => [uuidParam(p.id, "Lead"), uuidParam(p.noteId, "Note")] as const;

/** The author edits their own note. */
export const PATCH = adminRoute<P, typeof noteSchema>(
  { permission: { lead: ["update"] }, body: noteSchema, audit: { action: "note-edit" } },
  async ({ params, body, user, audit }) => {
    const [leadId, noteId] = ids(params);
    const before = await getNote(leadId, noteId);
    const note = await editNote(leadId, noteId, user.id, body.body);
    audit.note({
      entityId: leadId,
      changes: {
        before: { noteId, body: before?.body ?? null },
        after: { noteId, body: note.body },
      },
    });
    return Response.json({ note: { id: note.id } });
  },
);

/** The author deletes their own note. */
export const DELETE = adminRoute<P>(
  { permission: { lead: ["update"] }, audit: { action: "note-delete" } },
  async ({ params, user, audit }) => {
    const [leadId, noteId] = ids(params);
    const before = await getNote(leadId, noteId);
    await deleteNote(leadId, noteId, user.id);
    audit.note({
      entityId: leadId,
      changes: { before: { noteId, body: before?.body ?? null }, after: null },
    });
    return Response.json({ ok: true });
  },
);
