/**
 * The brand font (Inter's Latin subset) is shown only when it is at hand for a page's first
 * layout. A first page never has it in time on a phone's connection, so it does not ask for it
 * while it loads (49 KB that would compete with the page's own image and script): it fetches the
 * font once it has loaded and is idle, and says so in local storage; every later page of the site
 * then names the font before its first layout, and the browser takes it from its cache.
 */
const KEY = "site-font";

/**
 * Before the first layout: the font, if a page before this one has fetched it. Written into the
 * page's head as it is (src/site/render/document.tsx), so it names nothing outside itself.
 *
 * Only a page reached from another page of the site asks storage. A document's first read of
 * storage is a synchronous round trip to the browser process, made here inside the parse of the
 * head, and on a busy phone that process answers late: a visit's first page, which is the one
 * a visitor waits on longest, paints sooner with the fallback font, as a first visit's does.
 */
function applyStoredFont(url: string, key: string) {
  try {
    if (!document.referrer.startsWith(`${location.origin}/`)) return;
    if (localStorage.getItem(key) !== url) return;
    document.fonts.add(
      new FontFace("Inter", `url(${url})`, { weight: "100 900", display: "optional" }),
    );
    // The stylesheet names the font from here on (scripts/build/site.mjs).
    document.documentElement.dataset.font = "inter";
  } catch {
    // No storage (a private window's rules) or no font API: the fallback font stays.
  }
}

/** The script written into the page's head for `url`. */
export function storedFontScript(url: string): string {
  return `(${applyStoredFont.toString()})(${JSON.stringify(url)},${JSON.stringify(KEY)})`;
}

/**
 * A while after the load: fetches the font into the browser's cache for the next page. A plain
 * fetch (the font is not decoded here, so no tap waits for that), once the filters' lists and
 * the first taps' own requests have had the connection.
 */
export function fetchFontForNextPage(url: string) {
  try {
    if (localStorage.getItem(KEY) === url) return;
  } catch {
    return; // Without storage no page would name the font.
  }
  setTimeout(() => {
    fetch(url, { priority: "low" })
      .then(async (res) => {
        // Read to the end: only a whole body is kept in the cache.
        await res.arrayBuffer();
        if (res.ok) localStorage.setItem(KEY, url);
      })
      .catch(() => undefined);
  }, 2000);
}
