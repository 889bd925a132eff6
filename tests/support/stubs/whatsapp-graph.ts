import { startStub, type StubReply, type StubRequest } from "./http-stub";

/**
 * The WhatsApp Cloud API as the app uses it, with a Bearer token:
 * - POST /{version}/{phone-number-id}/messages: templates and free-form texts (answered like Meta:
 *   { messaging_product, contacts, messages: [{ id }] } or { error }), and read receipts
 *   ({ status: "read", message_id } → { success: true });
 * - GET /{version}/{media-id} → { url, mime_type, sha256, file_size, id }, then GET that url
 *   (with the token) → the bytes;
 * - GET /{version}/{waba-id}/message_templates → { data: [...], paging }.
 */
export type GraphFailure = {
  status: number;
  message: string;
  code?: number;
  headers?: Record<string, string>;
};

/** Accepts the message (Meta has it and will deliver it) but answers only after `acceptAfterMs`. */
export type GraphSlowAccept = { acceptAfterMs: number };

export type StubTemplate = {
  name: string;
  language: string;
  status: string;
  category?: string;
  components?: Array<{ type: string; text?: string }>;
};

/** What the stub accepted for one send: the recipient and its text or template. */
export type SentMessage = {
  id: string;
  to: string;
  type: string;
  text?: string;
  template?: {
    name: string;
    language: string;
    params: string[];
    /** A document header's file, when the template has one. */
    document?: { link: string; filename: string };
  };
  /** A document message's file (sent by link, as the app sends quotes). */
  document?: { link: string; filename: string; caption?: string };
};

/**
 * `fail` answers every send with an error; `script` answers the next sends in turn (then success),
 * as Meta does for rate limits (429, code 130429, Retry-After) and outages (5xx).
 */
export async function startGraphStub(opts: { token: string; fail?: GraphFailure }) {
  let n = 0;
  const script: Array<GraphFailure | GraphSlowAccept> = [];
  /** Every number a template was accepted for, answered in time or not: what people receive. */
  const delivered: string[] = [];
  /** Every message accepted, in order (templates and texts). */
  const messages: SentMessage[] = [];
  /** The message ids of the read receipts received. */
  const receipts: string[] = [];
  const media = new Map<string, { bytes: Buffer; mime: string; url?: string }>();
  const templates: StubTemplate[] = [];
  const stub = await startStub((req: StubRequest) => {
    const reply = answer(req);
    // One connection per send: a kept-alive socket the stub closes while the machine is busy
    // would look to the sender like a reset after sending, i.e. a send that may have gone.
    return { ...reply, headers: { connection: "close", ...reply.headers } };
  });
  const unauthorized: StubReply = {
    status: 401,
    json: { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } },
  };
  function answer(req: StubRequest): StubReply {
    const path = req.url.split("?")[0]!;
    if (req.headers.authorization !== `Bearer ${opts.token}`)
      return /^\/v[\d.]+\/|^\/media-file\//.test(path)
        ? unauthorized
        : { status: 404, json: { error: { message: "Unknown path", code: 100 } } };
    if (req.method === "GET") return get(path);
    if (req.method !== "POST" || !/^\/v[\d.]+\/[^/]+\/messages$/.test(path))
      return { status: 404, json: { error: { message: "Unknown path", code: 100 } } };
    const body = JSON.parse(req.body) as {
      to: string;
      type?: string;
      status?: string;
      message_id?: string;
      text?: { body: string };
      document?: { link: string; filename: string; caption?: string };
      template?: {
        name: string;
        language: { code: string };
        components?: Array<{
          type?: string;
          parameters?: Array<{ text?: string; document?: { link: string; filename: string } }>;
        }>;
      };
    };
    if (body.status === "read") {
      receipts.push(body.message_id ?? "");
      return { json: { success: true } };
    }
    const next = script.shift();
    const failure = next && "status" in next ? next : next ? undefined : opts.fail;
    if (failure)
      return {
        status: failure.status,
        headers: failure.headers,
        json: {
          error: { message: failure.message, type: "OAuthException", code: failure.code ?? 131030 },
        },
      };
    const id = `wamid.TEST${++n}`;
    if (body.type !== "text") delivered.push(body.to);
    messages.push({
      id,
      to: body.to,
      type: body.type ?? "template",
      text: body.text?.body,
      document: body.document,
      template: body.template && {
        name: body.template.name,
        language: body.template.language.code,
        params: (
          body.template.components?.find((c) => (c.type ?? "body") === "body")?.parameters ?? []
        ).map((p) => p.text ?? ""),
        document: body.template.components?.find((c) => c.type === "header")?.parameters?.[0]
          ?.document,
      },
    });
    return {
      delayMs: next && "acceptAfterMs" in next ? next.acceptAfterMs : undefined,
      json: {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      },
    };
  }
  function get(path: string): StubReply {
    const file = /^\/media-file\/([^/]+)$/.exec(path);
    if (file) {
      const m = media.get(decodeURIComponent(file[1]!));
      return m
        ? { raw: m.bytes, headers: { "content-type": m.mime } }
        : { status: 404, json: { error: { message: "Not found", code: 100 } } };
    }
    if (/^\/v[\d.]+\/[^/]+\/message_templates$/.test(path))
      return { json: { data: templates, paging: { cursors: { before: "b", after: "a" } } } };
    const meta = /^\/v[\d.]+\/([^/]+)$/.exec(path);
    const m = meta && media.get(decodeURIComponent(meta[1]!));
    if (!meta || !m)
      return {
        status: 400,
        json: {
          error: { message: "Unsupported get request.", type: "GraphMethodException", code: 100 },
        },
      };
    return {
      json: {
        messaging_product: "whatsapp",
        url: m.url ?? `${stub.url}/media-file/${meta[1]}`,
        mime_type: m.mime,
        sha256: "0",
        file_size: m.bytes.length,
        id: meta[1],
      },
    };
  }
  return {
    ...stub,
    script,
    delivered,
    messages,
    receipts,
    templates,
    /**
     * A file the app can download as media `id`; `url` replaces the download URL answered (a host
     * the app must refuse to send the token to).
     */
    addMedia: (id: string, bytes: Buffer, mime: string, url?: string) =>
      void media.set(id, { bytes, mime, url }),
    sent: () => n,
    /** How many templates this number has received. */
    receivedBy: (to: string) => delivered.filter((d) => d === to).length,
  };
}
