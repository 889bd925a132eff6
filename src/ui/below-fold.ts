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
  /**
   * The site's footer, on every page: its language list names each language in its own script,
   * and laying that out looked for Arabic and Chinese fonts in every page's first layout.
   */
  footer:
    "[content-visibility:auto] [contain-intrinsic-height:auto_980px] md:[contain-intrinsic-height:auto_590px] lg:[contain-intrinsic-height:auto_410px]",
  /**
   * The footer's row of languages, each named in its own script: shaping those names looks up
   * system fonts for Arabic and Chinese (40 ms and more on a phone), so the row waits until it is
   * itself near the screen, not when the top of the footer is.
   */
  languages:
    "[content-visibility:auto] [contain-intrinsic-height:auto_93px] sm:[contain-intrinsic-height:auto_61px]",
} as const;
