import "server-only";
import { decryptSecret, encryptSecret } from "@/platform/secrets";
import type { OutboxMessage } from "../../schema";

/**
 * A sign-in code's message waits in the outbox sealed: a copy of the table (a backup, a support
 * export) gives no code that still works. Only the sender opens it, right before sending.
 */
export const sealText = (plain: string) => encryptSecret(plain);

type Sealable = Pick<OutboxMessage, "signInCode" | "body" | "templateParams" | "templateButtons">;

/** The message as it is sent: a sign-in code's texts opened; any other message as it is. */
export function openSealed<M extends Sealable>(message: M): M {
  if (!message.signInCode) return message;
  const open = (v: string | null) => (v === null ? null : decryptSecret(v));
  return {
    ...message,
    body: open(message.body),
    templateParams: message.templateParams?.map(decryptSecret) ?? null,
    templateButtons: message.templateButtons?.map(decryptSecret) ?? null,
  };
}
