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
 * Sends a one-time link by email when SMTP_URL is set ("off" otherwise). The link is shown to the
 * owner either way, so a failure is reported, not thrown.
 */
export async function mailLink(input: {
  to: string;
  subject: string;
  intro: string;
  url: string;
  validity: string;
}): Promise<MailResult> {
  const url = config().SMTP_URL;
  if (!url) return "off";
  try {
    const transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    await transport.sendMail({
      from: sender(),
      to: input.to,
      subject: input.subject,
      text: `${input.intro}\n\n${input.url}\n\nThe link works once and ${input.validity}.\n`,
    });
    return "sent";
  } catch (e) {
    console.error("Failed to send email", input.subject, e);
    return "failed";
  }
}
