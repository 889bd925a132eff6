import { startStub, type StubReply, type StubRequest } from "./http-stub";

/**
 * The WhatsApp Cloud API send endpoint: POST /{version}/{phone-number-id}/messages with a Bearer
 * token. Answers like Meta: { messaging_product, contacts, messages: [{ id }] } or { error }.
 */
export type GraphFailure = {
  status: number;
  message: string;
  code?: number;
  headers?: Record<string, string>;
};

/** Accepts the message (Meta has it and will deliver it) but answers only after `acceptAfterMs`. */
export type GraphSlowAccept = { acceptAfterMs: number };

/**
 * `fail` answers every send with an error; `script` answers the next sends in turn (then success),
 * as Meta does for rate limits (429, code 130429, Retry-After) and outages (5xx).
 */
export async function startGraphStub(opts: { token: string; fail?: GraphFailure }) {
  let n = 0;
  const script: Array<GraphFailure | GraphSlowAccept> = [];
  /** Every number a template was accepted for, answered in time or not: what people receive. */
  const delivered: string[] = [];
  const stub = await startStub((req: StubRequest) => {
    const reply = answer(req);
    // One connection per send: a kept-alive socket the stub closes while the machine is busy
    // would look to the sender like a reset after sending, i.e. a send that may have gone.
    return { ...reply, headers: { connection: "close", ...reply.headers } };
  });
  function answer(req: StubRequest): StubReply {
    if (req.method !== "POST" || !/^\/v[\d.]+\/[^/]+\/messages$/.test(req.url))
      return { status: 404, json: { error: { message: "Unknown path", code: 100 } } };
    if (req.headers.authorization !== `Bearer ${opts.token}`)
      return {
        status: 401,
        json: {
          error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 },
        },
      };
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
    const body = JSON.parse(req.body) as { to: string };
    delivered.push(body.to);
    return {
      delayMs: next && "acceptAfterMs" in next ? next.acceptAfterMs : undefined,
      json: {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.TEST${++n}` }],
      },
    };
  }
  return {
    ...stub,
    script,
    delivered,
    sent: () => n,
    /** How many templates this number has received. */
    receivedBy: (to: string) => delivered.filter((d) => d === to).length,
  };
}
