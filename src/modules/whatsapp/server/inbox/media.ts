import "server-only";
import { randomUUID } from "node:crypto";
import { MIMEType } from "node:util";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "@/platform/db/open";
import { putObject } from "@/platform/storage/file-store";
import { sniffContentType } from "@/platform/storage/sniff";
import { IMAGE_MAX_MB, MB, VIDEO_MAX_MB } from "@/platform/storage/upload-rules";
import { config } from "@/platform/config";
import { whatsappIncoming, type WhatsappIncoming } from "../../schema";
import { graphError, graphFetch, graphUrl } from "../graph";
import type { WhatsappConfig } from "../settings";

/** Buyer files live under this prefix, served only to staff (the public storage route refuses it). */
const PRIVATE_PREFIX = "whatsapp/";

/** The upload rules' limits for images and videos; WhatsApp's own for audio (16 MB) and documents. */
const MAX_BYTES: Record<string, number> = {
  image: IMAGE_MAX_MB * MB,
  video: VIDEO_MAX_MB * MB,
  audio: 16 * MB,
  document: VIDEO_MAX_MB * MB,
};
const AUDIO = new Set([
  "audio/ogg",
  "audio/opus",
  "audio/mpeg",
  "audio/mp4",
  "audio/aac",
  "audio/amr",
  "video/mp4",
]);
const DOCUMENTS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "application/msword": "doc",
  "application/vnd.ms-excel": "xls",
  "application/x-cfb": "doc",
  "application/zip": "zip",
};

/** A type's essence ("audio/ogg" of "audio/ogg; codecs=opus"), lower-case; null when malformed. */
function mimeEssence(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new MIMEType(value).essence;
  } catch {
    return null;
  }
}

/**
 * Meta's hosts for media downloads (its media URLs are on lookaside.fbsbx.com; its CDNs are
 * fbcdn.net and whatsapp.net): the access token goes with the request, so it goes nowhere else.
 */
const META_MEDIA_HOSTS = ["fbsbx.com", "fbcdn.net", "whatsapp.net"];

/** https on a Meta host, or the origin of the configured Graph API (a self-hosted stand-in). */
export function mediaUrlAllowed(url: string, graphBase = config().WHATSAPP_GRAPH_URL): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  const graph = URL.canParse(graphBase) ? new URL(graphBase).origin : null;
  if (graph && u.origin === graph) return true;
  const host = u.hostname.toLowerCase();
  return (
    u.protocol === "https:" && META_MEDIA_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))
  );
}

/**
 * The name a buyer's file downloads under: the sender's name without its extension, reduced to
 * safe characters, then the extension of the type found in the bytes (never the sender's).
 */
export function downloadName(fileName: string | null, type: string, ext: string): string {
  const stem = (fileName ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w\- ]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[_ .-]+|[_ .-]+$/g, "")
    .slice(0, 100);
  return `${stem || `whatsapp-${type}`}.${ext}`;
}

/** A refusal that retrying cannot change (kept on the message for staff to see). */
class MediaRefused extends Error {}

/** The real type by the bytes, if it is one we keep for this kind of message. */
async function mediaType(
  kind: string,
  bytes: Uint8Array,
  declared: string | null,
): Promise<{ mime: string; ext: string } | null> {
  const head = bytes.subarray(0, 4100);
  if (kind === "image") return sniffContentType(head, "image");
  if (kind === "video") return sniffContentType(head, "video");
  const found = await fileTypeFromBuffer(head);
  // file-type names Opus voice notes "audio/ogg; codecs=opus": the allow-list holds essences.
  const essence = mimeEssence(found?.mime);
  if (kind === "audio") {
    if (!found || !essence || !AUDIO.has(essence)) return null;
    const mime = found.mime.replace(/^video\//, "audio/");
    return { mime, ext: essence === "audio/ogg" ? "ogg" : found.ext };
  }
  if (found)
    return essence && DOCUMENTS[essence] ? { mime: essence, ext: DOCUMENTS[essence] } : null;
  // Plain text has no signature: kept as text when declared so and free of NUL bytes.
  if (mimeEssence(declared)?.startsWith("text/") && !bytes.includes(0))
    return { mime: "text/plain; charset=utf-8", ext: "txt" };
  return null;
}

async function readCapped(res: Response, max: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get("content-length") ?? 0);
  if (declared > max) throw new MediaRefused(`File too large (over ${Math.round(max / MB)} MB)`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new MediaRefused(`File too large (over ${Math.round(max / MB)} MB)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** GET the media URL with the token, each redirect checked as the first URL is (at most three). */
async function fetchAllowed(first: string, token: string): Promise<Response> {
  let url = first;
  for (let hop = 0; hop < 4; hop++) {
    if (!mediaUrlAllowed(url))
      throw new MediaRefused("The download URL is not on a WhatsApp (Meta) host over https");
    const res = await graphFetch(url, token, { timeoutMs: 60_000, redirect: "manual" });
    const next = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
    if (!next) return res;
    await res.body?.cancel();
    url = new URL(next, url).toString();
  }
  throw new MediaRefused("The download URL redirected too many times");
}

/** GET /{media-id} for the short-lived URL, then GET it with the token; the bytes are checked. */
async function download(settings: WhatsappConfig, m: WhatsappIncoming) {
  const max = MAX_BYTES[m.type] ?? 0;
  const meta = await graphFetch(graphUrl(settings, m.mediaId!), settings.accessToken);
  if (!meta.ok) {
    const error = await graphError(meta);
    if (meta.status >= 500 || meta.status === 429) throw new Error(error);
    throw new MediaRefused(error);
  }
  const { url } = (await meta.json()) as { url?: string };
  if (!url) throw new MediaRefused("The WhatsApp API gave no download URL");
  const file = await fetchAllowed(url, settings.accessToken);
  if (!file.ok) {
    const error = `Download answered ${file.status}`;
    if (file.status >= 500 || file.status === 429) throw new Error(error);
    throw new MediaRefused(error);
  }
  const bytes = await readCapped(file, max);
  const type = await mediaType(m.type, bytes, m.mediaMime);
  if (!type)
    throw new MediaRefused(
      `Unsupported ${m.type} file type${m.mediaMime ? ` (${m.mediaMime})` : ""}`,
    );
  return { bytes, ...type };
}

/**
 * Downloads every file of these messages not yet stored into the file store. A refusal (too
 * large, wrong type, a 4xx) is kept on the message; a transient failure throws so the inbox
 * entry is processed again later (the messages themselves are already stored).
 */
export async function fetchMedia(db: Db, settings: WhatsappConfig | null, wamids: string[]) {
  if (wamids.length === 0) return [];
  const pending = await db
    .select()
    .from(whatsappIncoming)
    .where(
      and(
        inArray(whatsappIncoming.wamid, wamids),
        isNotNull(whatsappIncoming.mediaId),
        isNull(whatsappIncoming.fileKey),
        isNull(whatsappIncoming.mediaError),
        inArray(whatsappIncoming.type, Object.keys(MAX_BYTES)),
      ),
    );
  const touched: string[] = [];
  for (const m of pending) {
    let values: Partial<WhatsappIncoming>;
    if (!settings?.accessToken) values = { mediaError: "No access token is stored to download it" };
    else {
      try {
        const file = await download(settings, m);
        const key = `${PRIVATE_PREFIX}${randomUUID()}.${file.ext}`;
        await putObject(key, Buffer.from(file.bytes), file.mime, "private, no-store");
        values = { fileKey: key, mediaMime: file.mime };
      } catch (e) {
        if (!(e instanceof MediaRefused)) throw e;
        values = { mediaError: e.message.slice(0, 500) };
      }
    }
    await db.update(whatsappIncoming).set(values).where(eq(whatsappIncoming.id, m.id));
    if (m.leadId) touched.push(m.leadId);
  }
  return touched;
}

/** A stored message from a buyer by its id, for serving its file to staff. */
export async function incomingById(db: Db, id: string): Promise<WhatsappIncoming | undefined> {
  const [m] = await db.select().from(whatsappIncoming).where(eq(whatsappIncoming.id, id)).limit(1);
  return m;
}
