import "server-only";
import nodemailer from "nodemailer";
import { config } from "@/platform/config";
import { SITE_NAME } from "@/platform/site";

export type MailResult = "sent" | "failed" | "off";

function sender(): string {
  const cfg = config();
  return cfg.MAIL_FROM ?? `${SITE_NAME} <no-reply@${new URL(cfg.siteUrl).hostname}>`;
}

/**
 * One plain-text email through SMTP_URL ("off" when it is not set). The caller's change is made
 * already, so a failure is logged and reported, never thrown.
 */
export async function sendMail(input: {
  to: string;
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}) {
  const url = config().SMTP_URL;
  if (!url) return "off" satisfies MailResult;
  try {
    const transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    await transport.sendMail({ from: sender(), ...input });
    return "sent" satisfies MailResult;
  } catch (e) {
    console.error("Failed to send email", input.subject, e);
    return "failed" satisfies MailResult;
  }
}

/** What one SMTP send came to, for a queue that retries (the durable outbox). */
export type MailDelivery =
  | { kind: "sent" }
  | { kind: "off" }
  | { kind: "retry"; error: string }
  | { kind: "permanent"; error: string }
  | { kind: "uncertain"; error: string };

/** Failures before the message could have been accepted: nothing went, so trying again is safe. */
const NOT_SENT = new Set(["ECONNECTION", "EDNS", "ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * One plain-text email through SMTP_URL, with the server's verdict kept: a 5xx refuses it for
 * good, a 4xx or a connection that never opened may be tried again, and a connection lost
 * mid-conversation may have delivered it (uncertain).
 */
export async function deliverMail(input: {
  to: string;
  subject: string;
  text: string;
}): Promise<MailDelivery> {
  const url = config().SMTP_URL;
  if (!url) return { kind: "off" };
  try {
    const transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    await transport.sendMail({ from: sender(), ...input });
    return { kind: "sent" };
  } catch (e) {
    const err = e as { responseCode?: number; code?: string; command?: string; message?: string };
    const error = (err.message ?? "The mail server could not be reached").slice(0, 1000);
    if (err.responseCode && err.responseCode >= 500) return { kind: "permanent", error };
    // "CONN": nodemailer failed while connecting or greeting, before any message went.
    if (err.responseCode || err.command === "CONN" || (err.code && NOT_SENT.has(err.code)))
      return { kind: "retry", error };
    return { kind: "uncertain", error };
  }
}
