/**
 * A card of a long list: laid out and painted only near the screen, about its own height held in
 * the meantime (the size it last had once shown). A filter's new list is then as cheap to show as
 * the few cards a phone sees, and nothing below moves. The first two cards, which a phone sees
 * under the filters or within the half screen below that Chrome counts as near, are drawn at once:
 * a skipped card found near the screen costs the frame a second style and layout pass.
 */
export const lazyCard = (index: number) =>
  index < 2 ? undefined : "[content-visibility:auto] [contain-intrinsic-height:auto_440px]";
