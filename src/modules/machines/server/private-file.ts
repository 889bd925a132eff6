import "server-only";
import { readObject, statObject } from "@/platform/storage/file-store";

/**
 * A privately stored file as a download: never cached by anyone else, never sniffed, and PDFs are
 * shown inline only through the browser's own viewer (a sandboxing CSP stops any script in them).
 */
export async function privateFile(path: string, fileName: string): Promise<Response> {
  const found = await statObject(path);
  if (!found)
    return Response.json({ error: { message: "Not found", code: "NOT_FOUND" } }, { status: 404 });
  const safeName = fileName.replace(/[^\p{L}\p{N}._ -]/gu, "_").slice(0, 120) || "file";
  return new Response(await readObject(path), {
    headers: {
      "content-type": found.meta.contentType,
      "content-length": String(found.meta.size),
      "content-disposition": `attachment; filename="${safeName.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(safeName)}`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
    },
  });
}
