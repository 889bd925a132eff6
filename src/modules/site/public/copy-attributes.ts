/**
 * A copy-link button's attributes (share-buttons.tsx), read by its behaviour
 * (site-client/copy-link.ts): the URL it copies, the label it takes for 2 s once copied, and the
 * mark set meanwhile (its icon shows it).
 */
export const COPY = {
  url: "data-copy",
  done: "data-copy-done",
  copied: "data-copied",
} as const;
