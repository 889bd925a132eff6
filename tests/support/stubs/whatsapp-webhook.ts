import { createHmac } from "node:crypto";

/**
 * Meta's side of the webhook: builds the payloads the Cloud API posts (incoming messages,
 * template status updates) and posts them signed with the app secret, as Meta does.
 */
export type Incoming = {
  from: string;
  id: string;
  name?: string;
  text?: string;
  type?: string;
  /** For image/document/audio/video: the media id, its mime type, caption and file name. */
  media?: { id: string; mime: string; caption?: string; filename?: string };
  /** Seconds since the epoch; defaults to now. */
  timestamp?: number;
};

export function incomingPayload(messages: Incoming[], phoneNumberId = "1098765") {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "555000",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550000000", phone_number_id: phoneNumberId },
              contacts: messages.map((m) => ({ wa_id: m.from, profile: { name: m.name ?? "" } })),
              messages: messages.map((m) => {
                const type = m.type ?? (m.media ? "image" : "text");
                return {
                  from: m.from,
                  id: m.id,
                  timestamp: String(m.timestamp ?? Math.floor(Date.now() / 1000)),
                  type,
                  ...(type === "text" ? { text: { body: m.text ?? "" } } : {}),
                  ...(m.media
                    ? {
                        [type]: {
                          id: m.media.id,
                          mime_type: m.media.mime,
                          sha256: "0",
                          ...(m.media.caption ? { caption: m.media.caption } : {}),
                          ...(m.media.filename ? { filename: m.media.filename } : {}),
                        },
                      }
                    : {}),
                };
              }),
            },
          },
        ],
      },
    ],
  };
}

export function templateStatusPayload(u: {
  event: string;
  name: string;
  language: string;
  reason?: string;
}) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "555000",
        changes: [
          {
            field: "message_template_status_update",
            value: {
              event: u.event,
              message_template_id: 1234,
              message_template_name: u.name,
              message_template_language: u.language,
              reason: u.reason ?? "NONE",
            },
          },
        ],
      },
    ],
  };
}

export function signBody(body: string, appSecret: string): string {
  return "sha256=" + createHmac("sha256", appSecret).update(body).digest("hex");
}

/** Posts a payload to the app's webhook signed with the app secret, as Meta does. */
export async function postSignedWebhook(appUrl: string, appSecret: string, payload: unknown) {
  const body = JSON.stringify(payload);
  return fetch(`${appUrl.replace(/\/$/, "")}/api/whatsapp/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-hub-signature-256": signBody(body, appSecret),
    },
    body,
  });
}
