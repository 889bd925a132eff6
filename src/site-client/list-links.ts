/**
 * The shop's and the blog's filters, sort and pages, answered in place: the server answers a
 * link's address with that page's list region alone (LIST_PART_HEADER), which takes the place of
 * this one; the address follows (the title is the page's for every filter), and Back shows the
 * list before. The filters' lists are fetched once this page has loaded, so a tap on one is
 * answered without waiting on the network. Without this script, or when a fetch fails, the links
 * are plain links.
 */
import { LIST_PART, LIST_PART_HEADER } from "@/site/list-part";
import { afterNextPaint } from "./next-paint";
import { whenIdle, whenLoadedAndIdle } from "./after-load";
import { ATTR, sel } from "@/platform/site-attributes";

const REGION = sel(ATTR.listRegion);
/** Fetched lists' HTML, by address. */
const pages = new Map<string, Promise<string>>();
/**
 * Lists parsed ahead (in an inert template, one per idle moment, so no tap waits behind more
 * than one); a tap takes its list from here and the next idle moment parses it again.
 */
const parsed = new Map<string, Element>();

function fetchPage(href: string, priority: "low" | "high"): Promise<string> {
  let page = pages.get(href);
  if (!page) {
    page = fetch(href, {
      credentials: "same-origin",
      priority,
      headers: { [LIST_PART_HEADER]: LIST_PART },
    } as RequestInit).then((res) => {
      if (!res.ok) throw new Error(`${href} answered ${res.status}`);
      return res.text();
    });
    pages.set(href, page);
    // A failed fetch is not kept: the next tap tries again (and falls back to a navigation).
    page.then(
      () => parseWhenIdle(href),
      () => pages.delete(href),
    );
  }
  return page;
}

/** The list region in a fetched list's HTML, parsed in an inert template. */
function readList(html: string): Element | null {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.querySelector(REGION);
}

function parseWhenIdle(href: string) {
  whenIdle(() => {
    if (parsed.has(href)) return;
    void pages.get(href)?.then((html) => {
      const region = readList(html);
      if (region) parsed.set(href, region);
    });
  });
}

/** A fetched list's region, ready to be put in place. */
async function listRegion(href: string): Promise<Element | null> {
  const html = await fetchPage(href, "high");
  const ready = parsed.get(href);
  parsed.delete(href);
  parseWhenIdle(href);
  return ready ?? readList(html);
}

/** A link of the list region that changes only the list: same page, other query. */
function listLink(e: MouseEvent): HTMLAnchorElement | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
    return null;
  const link = (e.target as Element).closest<HTMLAnchorElement>(`${REGION} a[href]`);
  if (!link || link.target || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  return url.origin === location.origin && url.pathname === location.pathname ? link : null;
}

async function show(href: string, how: { push: boolean; focus?: string }) {
  try {
    const region = await listRegion(href);
    const current = document.querySelector(REGION);
    if (!region || !current) throw new Error(`${href} has no list`);
    current.replaceWith(document.adoptNode(region));
    // The address and the focus follow once the new list is painted: each costs a phone's main
    // thread a few milliseconds that the answer to the tap need not wait for.
    afterNextPaint(() => {
      if (how.push) history.pushState({ list: true }, "", href);
      // A keyboard visitor stays on the filter they chose.
      if (how.focus && region.isConnected)
        [...region.querySelectorAll<HTMLAnchorElement>("a[href]")]
          .find((a) => a.getAttribute("href") === how.focus)
          ?.focus({ preventScroll: true });
    });
  } catch (err) {
    console.error("The list could not be shown in place", err);
    location.assign(href);
  }
}

export function startListLinks() {
  if (!document.querySelector(REGION)) return;
  // Back to this first entry comes through popstate too.
  history.replaceState({ list: true }, "");
  document.addEventListener("click", (e) => {
    const link = listLink(e);
    if (!link) return;
    e.preventDefault();
    void show(link.href, { push: true, focus: link.getAttribute("href") ?? undefined });
  });
  addEventListener("popstate", (e) => {
    if ((e.state as { list?: boolean } | null)?.list) void show(location.href, { push: false });
  });
  // The filters' lists are fetched once the page has loaded and the browser is idle (at most a
  // second after the load), one per idle moment: starting a request costs a phone's main thread
  // several milliseconds, so all of them in one task would be a long task in the page's start.
  // A link a visitor reaches for (pointer, touch, focus) is fetched at once.
  let queue: string[] | null = null;
  const next = () => {
    const href = queue?.shift();
    if (!href) return;
    void fetchPage(href, "low").catch(() => {});
    whenIdle(next, 200);
  };
  /** `now`: in an idle moment already, the first list is fetched in it. */
  const start = (now: boolean) => {
    if (queue) return;
    queue = [
      ...document.querySelectorAll<HTMLAnchorElement>(`${sel(ATTR.listFilters)} a[href]`),
    ].flatMap((link) => (link.hasAttribute("aria-current") ? [] : [link.href]));
    if (now) next();
    else whenIdle(next, 200);
  };
  whenLoadedAndIdle(() => start(true), 1000);
  const reached = (e: Event) => {
    const link = (e.target as Element).closest?.<HTMLAnchorElement>("a[href]");
    if (link && !link.hasAttribute("aria-current"))
      void fetchPage(link.href, "high").catch(() => {});
    start(false);
  };
  const filters = document.querySelector(sel(ATTR.listFilters));
  for (const type of ["pointerover", "touchstart", "focusin"])
    filters?.addEventListener(type, reached, { passive: true });
}
