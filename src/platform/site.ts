/** The product name, used as the default page title suffix. */
export const SITE_NAME = "Arcadia Machines";

/** The site's default keywords, in every page's head unless the page has its own (a post's tags). */
export const SITE_KEYWORDS = [
  "arcade machines",
  "arcade games for sale",
  "family entertainment centre",
  "racing simulator",
  "redemption games",
  "VR arcade",
];
