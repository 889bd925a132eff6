import { readObject, statObject } from "@/platform/storage/file-store";

export const dynamic = "force-dynamic";

/**
 * Public bucket URLs: stored Cache-Control, ETag/304, nosniff and HTTP Range for video seeking.
 * Streams from the local disk or the S3 bucket, whichever the file store uses.
 */
export async function GET(request: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  const objectPath = path.join("/");
  // Files buyers sent on WhatsApp are served to signed-in staff only (api/admin/whatsapp/media),
  // operators' documents and claim files to those allowed to see them (api/portal, api/admin).
  const isPrivate = objectPath.startsWith("whatsapp/") || objectPath.startsWith("portal/");
  const found = isPrivate ? null : await statObject(objectPath);
  if (!found)
    return new Response("Not found", {
      status: 404,
      headers: { "X-Content-Type-Options": "nosniff" },
    });
  const { meta } = found;
  const headers = new Headers({
    "Content-Type": meta.contentType,
    "Cache-Control": meta.cacheControl,
    ETag: meta.etag,
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
  });
  if (request.headers.get("if-none-match") === meta.etag)
    return new Response(null, { status: 304, headers });

  const range = parseRange(request.headers.get("range"), meta.size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${meta.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${meta.size}`);
    headers.set("Content-Length", String(range.end - range.start + 1));
    return new Response(await readObject(objectPath, range), { status: 206, headers });
  }
  headers.set("Content-Length", String(meta.size));
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(await readObject(objectPath), { status: 200, headers });
}

export const HEAD = GET;

function parseRange(
  header: string | null,
  size: number,
): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, s, e] = m;
  let start: number;
  let end: number;
  if (s === "") {
    const suffix = Number(e);
    if (!suffix) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(s);
    end = e === "" ? size - 1 : Math.min(Number(e), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}
