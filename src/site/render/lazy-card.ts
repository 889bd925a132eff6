/**
 * A card of a long list: laid out and painted only near the screen, about its own height held in
 * the meantime (the size it last had once shown). A filter's new list is then as cheap to show as
 * the few cards a phone sees, and nothing below moves.
 */
export const LAZY_CARD = "[content-visibility:auto] [contain-intrinsic-height:auto_440px]";
