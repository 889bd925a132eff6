/** The footer's pages, one row each in footer_content. */
export const FOOTER_TYPES = ["warranty", "shipping", "support", "faq"] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];
