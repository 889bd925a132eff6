/**
 * The brand font (Inter's Latin subset) is shown only when it is at hand for a page's first
 * layout. A first page never has it in time on a phone's connection, so it does not ask for it
 * while it loads (49 KB that would compete with the page's own image and script): it fetches the
 * font once it has loaded and is idle, and says so in local storage; every later page then names
 * the font before its first layout, and the browser takes it from its cache.
 */
const KEY = "site-font";

/**
 * Before the first layout: the font, if a page before this one has fetched it. Written into the
 * page's head as it is (src/site/render/document.tsx), so it names nothing outside itself.
 */
export function applyStoredFont(url: string, key: string) {
  try {
    if (localStorage.getItem(key) !== url) return;
    document.fonts.add(
      new FontFace("Inter", `url(${url})`, { weight: "100 900", display: "optional" }),
    );
  } catch {
    // No storage (a private window's rules) or no font API: the fallback font stays.
  }
}

/** The script written into the page's head for `url`. */
export function storedFontScript(url: string): string {
  return `(${applyStoredFont.toString()})(${JSON.stringify(url)},${JSON.stringify(KEY)})`;
}

/** After the load, when idle: fetches the font into the browser's cache for the next page. */
export function fetchFontForNextPage(url: string) {
  try {
    if (localStorage.getItem(KEY) === url) return;
    void new FontFace("Inter", `url(${url})`, { weight: "100 900" })
      .load()
      .then(() => localStorage.setItem(KEY, url))
      .catch(() => undefined);
  } catch {
    // As above: without storage no page would name the font.
  }
}
