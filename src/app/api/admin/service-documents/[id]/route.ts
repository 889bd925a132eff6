import { adminRoute } from "@/modules/auth/server/guard";
import { getDocument } from "@/modules/machines/server/documents";
import { privateFile } from "@/modules/machines/server/private-file";
import { AppError } from "@/platform/errors";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** A service document's file, any version, for staff. */
export const GET = adminRoute<{ id: string }>(
  { permission: { serviceDocument: ["read"] } },
  async ({ params }) => {
    const doc = await getDocument(uuidParam(params.id, "Document"));
    if (!doc) throw new AppError("Document not found", { code: "NOT_FOUND", status: 404 });
    return privateFile(doc.path, doc.fileName);
  },
);
