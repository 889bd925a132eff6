import { AppError } from "@/platform/errors";

export const KiB = 1024;
export const MiB = 1024 * KiB;
/** Public JSON endpoints (leads, contact, sign-in): a form's worth of text. */
export const PUBLIC_JSON_LIMIT = 64 * KiB;
/** Back-office JSON endpoints: rich documents, but never files (uploads have their own limits). */
export const ADMIN_JSON_LIMIT = 1 * MiB;

function tooLarge(limit: number): AppError {
  const size = limit >= MiB ? `${limit / MiB} MiB` : `${limit / KiB} KiB`;
  return new AppError(`Request body is too large (limit ${size})`, {
    code: "TOO_LARGE",
    status: 413,
    details: { limit },
  });
}

/**
 * The raw body, refused with 413 as soon as it passes `limit` bytes: a declared Content-Length is
 * checked before anything is read, and a chunked body is counted while it streams, so an oversized
 * body is never held whole. Reading stops there; the rest is cancelled, not drained.
 */
export async function readBodyBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function invalidJson(): AppError {
  return new AppError("Invalid JSON body", { code: "INVALID_JSON", status: 400 });
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body parsed as JSON within `limit` bytes: 413 past it, 400 'Invalid JSON body' when malformed or empty. */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const bytes = await readBodyBytes(request, limit);
  try {
    return JSON.parse(utf8.decode(bytes));
  } catch {
    throw invalidJson();
  }
}
