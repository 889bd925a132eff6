/**
 * A card of a long list: laid out and painted only near the screen, about its own height held in
 * the meantime (the size it last had once shown). A filter's new list is then as cheap to show as
 * the few cards a phone sees, and nothing below moves. The first card, which a phone sees under
 * the filters, is drawn at once: a skipped card near the screen costs a second layout.
 */
export const lazyCard = (index: number) =>
  index === 0 ? undefined : "[content-visibility:auto] [contain-intrinsic-height:auto_440px]";
