"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ErrorBox, WarningBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { whatsappMutations, whatsappQueries } from "../admin-api";

/**
 * The warning while messages are held after an unusual surge of price requests (a script may be
 * spending the WhatsApp budget), with the owner's two choices. Shown on the leads screen and the
 * WhatsApp settings screen to whoever may change WhatsApp settings; nothing when none are held.
 */
export function HeldMessagesNotice() {
  const { data } = useQuery(whatsappQueries.deliveryStatuses());
  const decide = useMutation(whatsappMutations.decideHeld());
  const held = data?.outbox.held ?? 0;
  if (held === 0) return null;
  const messages = held === 1 ? "1 WhatsApp message is" : `${held} WhatsApp messages are`;
  return (
    <div className="space-y-2" aria-live="polite">
      <WarningBox>
        <p>
          Unusually many price requests arrived, so {messages} held instead of sent: a script may be
          using the form. The leads are stored. Send the held messages only if the requests look
          genuine.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate("approve")}>
            Send held messages
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => decide.mutate("discard")}
          >
            Discard held messages
          </Button>
        </div>
      </WarningBox>
      {decide.isError ? <ErrorBox>{decide.error.message}</ErrorBox> : null}
    </div>
  );
}
