import { adminRoute } from "@/modules/auth/server/guard";
import { addNote, listNotes } from "@/modules/leads/server/notes";
import { noteSchema } from "@/modules/leads/pipeline-validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"] } },
  async ({ params }) => Response.json({ notes: await listNotes(uuidParam(params.id, "Lead")) }),
);

/** A note by the signed-in person; recorded under the lead. */
export const POST = adminRoute<{ id: string }, typeof noteSchema>(
  { permission: { lead: ["update"] }, body: noteSchema, audit: { action: "note-add" } },
  async ({ params, body, user, audit }) => {
    const id = uuidParam(params.id, "Lead");
    const note = await addNote(id, user.id, body.body);
    audit.note({
      entityId: id,
      changes: { before: null, after: { noteId: note.id, body: note.body } },
    });
    return Response.json({ note: { id: note.id } }, { status: 201 });
  },
);
