/**
 * A section a phone sees only once it scrolls: its style, layout and paint wait until it is near
 * the screen (Chrome counts half a screen around it as near), and meanwhile it holds about its own
 * height (the size it last had once shown), so the page's first paint and each of the parser's
 * renders on the way skip it and nothing below moves. The class names are literal so Tailwind
 * finds them; the height is a phone's, remembered exactly once the section has been shown.
 */
export const BELOW_FOLD = {
  /** A short band (the client logos, the call to action). */
  band: "[content-visibility:auto] [contain-intrinsic-height:auto_320px]",
  /** A section of a page (the stories, a game's videos or specifications). */
  section: "[content-visibility:auto] [contain-intrinsic-height:auto_640px]",
  /** The site's footer, on every page. */
  footer:
    "[content-visibility:auto] [contain-intrinsic-height:auto_956px] md:[contain-intrinsic-height:auto_598px] lg:[contain-intrinsic-height:auto_418px]",
} as const;
