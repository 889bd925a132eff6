let messages: Record<string, unknown> | undefined;

/** The texts the page's behaviours show (form messages), written by the server as JSON (never run as script). */
export function siteMessages(): Record<string, unknown> {
  messages ??= JSON.parse(document.getElementById("site-messages")?.textContent || "{}") as Record<
    string,
    unknown
  >;
  return messages;
}
