import "server-only";
import { sendMail, type MailResult } from "@/platform/mail/send";

export type { MailResult };

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
  return sendMail({
    to: input.to,
    subject: input.subject,
    text: `${input.intro}\n\n${input.url}\n\nThe link works once and ${input.validity}.\n`,
  });
}
