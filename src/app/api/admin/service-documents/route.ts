import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { listDocuments, uploadDocument } from "@/modules/machines/server/documents";
import { documentMetaSchema } from "@/modules/machines/validation";

export const dynamic = "force-dynamic";

/** Every version of the service documents, newest first: ?gameId= for one game. */
export const GET = adminRoute(
  { permission: { serviceDocument: ["read"] } },
  async ({ request }) => {
    const { gameId } = z
      .object({ gameId: z.uuid().optional() })
      .parse(Object.fromEntries(new URL(request.url).searchParams));
    return Response.json({ documents: await listDocuments(gameId) });
  },
);

/**
 * POST ?gameId=&title=&kind=&language=&version=&name=&size= with the file as the raw body. The
 * file is checked by its content (PDF or ZIP) and kept privately; earlier versions stay.
 */
export const POST = adminRoute(
  { permission: { serviceDocument: ["create"] } },
  async ({ request, user }) => {
    const meta = documentMetaSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const doc = await uploadDocument(
      meta,
      request.body,
      request.headers.get("content-type") ?? "",
      user.id,
    );
    return Response.json(doc, { status: 201 });
  },
);
