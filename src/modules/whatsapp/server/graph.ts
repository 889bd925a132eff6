import "server-only";
import { config } from "@/platform/config";
import type { WhatsappConfig } from "./settings";

/** A Graph API URL for a path under the configured version, e.g. graphUrl(s, "123", "messages"). */
export function graphUrl(settings: Pick<WhatsappConfig, "apiVersion">, ...path: string[]): string {
  const base = config().WHATSAPP_GRAPH_URL.replace(/\/$/, "");
  return [base, settings.apiVersion, ...path]
    .map((p, i) => (i ? encodeURIComponent(p) : p))
    .join("/");
}

/** fetch with the access token and the configured timeout; throws on network errors. */
export function graphFetch(
  url: string,
  accessToken: string,
  init: { method?: string; json?: unknown; timeoutMs?: number; redirect?: RequestRedirect } = {},
): Promise<Response> {
  return fetch(url, {
    redirect: init.redirect ?? "follow",
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    signal: AbortSignal.timeout(init.timeoutMs ?? config().WHATSAPP_TIMEOUT_MS),
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(init.json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** Meta's error text from a failed answer, or the status. */
export async function graphError(res: Response): Promise<string> {
  const data = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  return (data.error?.message ?? `WhatsApp API answered ${res.status}`).slice(0, 1000);
}
