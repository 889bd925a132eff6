/**
 * The request header a filter link's fetch sends (src/site-client/list-links.ts) to receive the
 * page's list region alone instead of the whole page: a few KB for each filter fetched ahead on a
 * phone, rather than the page around it each time.
 */
export const LIST_PART_HEADER = "x-site-part";
export const LIST_PART = "list";
