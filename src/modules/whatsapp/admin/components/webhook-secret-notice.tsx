import { AlertTriangle } from "lucide-react";
import type { WhatsappSettingsView } from "../../server/settings";

type Stored = Pick<WhatsappSettingsView, "appSecretSet" | "secretsUnreadable"> | null;

/**
 * Says plainly when delivery statuses cannot arrive: the webhook refuses every call it cannot
 * verify, which needs a saved app secret the server can still decrypt.
 */
export function WebhookSecretNotice({ stored }: { stored: Stored }) {
  if (stored?.appSecretSet && !stored.secretsUnreadable) return null;
  return (
    <div
      role="alert"
      data-testid="webhook-secret-notice"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {stored?.secretsUnreadable ? (
        <div className="space-y-1">
          <p className="font-medium">The stored secrets cannot be decrypted.</p>
          <p>
            SECRETS_KEY or AUTH_SECRET has changed since they were saved, so no WhatsApp messages
            are sent and delivery statuses are ignored. Enter the access token and the app secret
            again and save, or restore the previous SECRETS_KEY and AUTH_SECRET on the server.
          </p>
        </div>
      ) : (
        <p>
          Delivery statuses are ignored until an app secret is saved: Meta signs every webhook call
          with your app&apos;s secret (App settings, Basic, App secret in Meta&apos;s developer
          console), and calls that cannot be checked are refused.
        </p>
      )}
    </div>
  );
}
