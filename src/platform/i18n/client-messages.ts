import type { AbstractIntlMessages } from "next-intl";

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

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((n) => n in messages).map((n) => [n, messages[n]!]),
  );
}
