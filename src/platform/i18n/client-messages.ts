/**
 * The catalogue namespaces client components read. Server components translate on the server, so
 * only these travel to the browser, and only in the page's language.
 */
export const CLIENT_NAMESPACES = [
  "Common",
  "Nav",
  "GameCard",
  "Gallery",
  "Share",
  "Carousel",
  "Video",
  "ContactForm",
  "Pricing",
] as const;
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

export function clientMessages(
  messages: Record<string, unknown>,
): Partial<Record<ClientNamespace, unknown>> {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((n) => n in messages).map((n) => [n, messages[n]]),
  );
}
