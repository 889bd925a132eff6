import { adminRoute } from "@/modules/auth/server/guard";
import { downloadName, incomingById } from "@/modules/whatsapp/server/inbox/media";
import { getDb } from "@/platform/db/client";
import { uuidParam } from "@/platform/http/params";
import { errorJson } from "@/platform/http/respond";
import { readObject, statObject } from "@/platform/storage/file-store";

export const dynamic = "force-dynamic";

/**
 * A file a buyer sent, for staff only (the session is checked; the public storage route refuses
 * these paths). Images show inline; anything else downloads. Its type was checked by content
 * when stored, and nosniff plus a sandbox keep the browser from running it.
 */
export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"] } },
  async ({ params }) => {
    const id = uuidParam(params.id, "File");
    const m = await incomingById(await getDb(), id);
    const found = m?.fileKey ? await statObject(m.fileKey) : null;
    if (!m?.fileKey || !found) return errorJson("File not found", "NOT_FOUND", 404);
    // The stored key's extension is the type found in the bytes when the file was stored.
    const name = downloadName(m.fileName, m.type, m.fileKey.split(".").pop() ?? "bin");
    const inline = m.type === "image";
    return new Response(await readObject(m.fileKey), {
      headers: {
        "content-type": found.meta.contentType,
        "content-length": String(found.meta.size),
        "content-disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "content-security-policy": "sandbox; default-src 'none'",
      },
    });
  },
);
