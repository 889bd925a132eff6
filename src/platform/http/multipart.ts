import "server-only";
import { once } from "node:events";
import { finished, Readable } from "node:stream";
import busboy from "busboy";
import { AppError } from "@/platform/errors";
import { KiB, MiB } from "./read-body";

/** One file of the form, as it arrives: read its body once (or cancel it). */
export type FormFile = {
  field: string;
  fileName: string;
  type: string;
  body: ReadableStream<Uint8Array>;
};

type MultipartLimits = {
  /** The whole body, in bytes (413 past it). */
  maxBytes: number;
  /** Each file part, in bytes (413 past it). */
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  /** Each text field, in bytes. */
  maxFieldBytes: number;
};

const size = (n: number) => (n >= MiB ? `${Math.round(n / MiB)} MiB` : `${Math.ceil(n / KiB)} KiB`);

const tooLarge = (limit: number) =>
  new AppError(`Request body is too large (limit ${size(limit)})`, {
    code: "TOO_LARGE",
    status: 413,
    details: { limit },
  });

const invalid = (message: string, field?: string) =>
  new AppError(message, {
    code: "VALIDATION",
    status: 400,
    ...(field ? { details: { fields: { [field]: message } } } : {}),
  });

const unreadable = () => invalid("The form could not be read");

/** The client went away (or the connection broke) mid-form. */
const interrupted = (cause: unknown): never => {
  throw new AppError("The upload was interrupted", {
    code: "UPLOAD_INTERRUPTED",
    status: 400,
    cause,
  });
};

/**
 * Reads a multipart (or url-encoded) form as it arrives, with busboy: each file is handed to
 * `onFile` as a stream while the body is read, so no file is ever held whole (decision 002), and
 * every part has its limit. The first failure (onFile's, a limit's, a malformed body) stops the
 * reading; it is thrown only once every onFile has settled, so the caller knows all it wrote and
 * can remove it. A file input left empty (no file name) is skipped.
 */
export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
  onFile: (file: FormFile) => Promise<void>,
): Promise<Record<string, string[]>> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge(limits.maxBytes);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields,
        headerPairs: 20,
      },
    });
  } catch {
    await request.body?.cancel().catch(() => undefined);
    throw new AppError("Send the request as a form", { code: "UNSUPPORTED_TYPE", status: 415 });
  }

  let failure: unknown = null;
  let reject: (e: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, r) => (reject = r));
  failed.catch(() => undefined);
  const fail = (e: unknown) => {
    if (failure !== null) return;
    failure = e;
    reject(e);
  };

  const fields: Record<string, string[]> = {};
  const pending: Promise<void>[] = [];
  const open = new Set<Readable>();
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated)
      return fail(invalid(`${name} is too long (limit ${size(limits.maxFieldBytes)})`, name));
    (fields[name] ??= []).push(value);
  });
  parser.on("file", (field, stream, info) => {
    if (!info.filename) return void stream.resume();
    open.add(stream);
    stream.once("close", () => open.delete(stream));
    // busboy cuts the file short at the limit and ends it as if whole; it must fail instead.
    stream.once("limit", () =>
      stream.destroy(
        new AppError(`File is too large (limit ${size(limits.maxFileBytes)})`, {
          code: "TOO_LARGE",
          status: 413,
        }),
      ),
    );
    const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    const done = onFile({ field, fileName: info.filename, type: info.mimeType, body });
    done.catch(fail);
    pending.push(done);
  });
  parser.on("filesLimit", () => fail(invalid(`At most ${limits.maxFiles} files`)));
  parser.on("fieldsLimit", () => fail(invalid("The form has too many fields")));
  parser.on("partsLimit", () => fail(invalid("The form has too many parts")));
  // A late error (after a failure destroyed the parser) is already accounted for.
  parser.on("error", () => undefined);
  const parsed = new Promise<void>((resolve, rejectParsed) =>
    finished(parser, (e) => (e ? rejectParsed(unreadable()) : resolve())),
  );
  parsed.catch(() => undefined);

  const reader = request.body?.getReader();
  try {
    let read = 0;
    while (reader) {
      const next = await Promise.race([reader.read().catch(interrupted), failed]);
      if (next.done) break;
      read += next.value.byteLength;
      if (read > limits.maxBytes) throw tooLarge(limits.maxBytes);
      if (!parser.write(next.value)) await Promise.race([once(parser, "drain"), failed]);
    }
    parser.end();
    await Promise.race([parsed, failed]);
    await Promise.race([Promise.all(pending), failed]);
  } catch (e) {
    fail(e);
  }
  if (failure === null) return fields;
  await reader?.cancel().catch(() => undefined);
  parser.destroy();
  for (const stream of open) stream.destroy(failure as Error);
  await Promise.allSettled(pending);
  throw failure;
}
