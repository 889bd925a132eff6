import { startStub, type StubRequest } from "./http-stub";

/**
 * The WhatsApp Cloud API send endpoint: POST /{version}/{phone-number-id}/messages with a Bearer
 * token. Answers like Meta: { messaging_product, contacts, messages: [{ id }] } or { error }.
 */
export function startGraphStub(opts: {
  token: string;
  fail?: { status: number; message: string };
}) {
  let n = 0;
  return startStub((req: StubRequest) => {
    if (req.method !== "POST" || !/^\/v[\d.]+\/[^/]+\/messages$/.test(req.url))
      return { status: 404, json: { error: { message: "Unknown path", code: 100 } } };
    if (req.headers.authorization !== `Bearer ${opts.token}`)
      return {
        status: 401,
        json: {
          error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 },
        },
      };
    if (opts.fail)
      return {
        status: opts.fail.status,
        json: { error: { message: opts.fail.message, type: "OAuthException", code: 131030 } },
      };
    const body = JSON.parse(req.body) as { to: string };
    return {
      json: {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.TEST${++n}` }],
      },
    };
  });
}
