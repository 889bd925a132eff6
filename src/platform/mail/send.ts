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
