/**
 * Next.js writes the data the app hydrates from (the RSC payload) into the page as inline
 * `self.__next_f.push(...)` scripts: on a kept page about 60% of the HTML, and what took the
 * largest pages past the 14.6 KB a new connection's first round trip carries (LCP on /
 * and /shop). A kept page starts its app only after the load (deferred-start.ts), so the payload
 * is not needed while the page loads: it is served as a script of its own, run just before the
 * app's. Loaded by server.ts outside the Next.js bundle.
 */
import { createHash } from "node:crypto";
import { APP_SCRIPTS_ID } from "./deferred-start";

/** Where a kept page's payload is served: `${FLIGHT_PATH}<hash>.js?page=<page key>`. */
export const FLIGHT_PATH = "/_kept/flight/";

const FLIGHT_SCRIPT =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;

/**
 * The page without its payload scripts, and their sources joined in order; null when it has none.
 * The render's nonce, which the payload repeats for the tags React may insert, is taken out: a
 * kept page's policy allows its own origin's scripts without one.
 */
export function splitFlight(
  html: string,
  nonce: string | undefined,
): { html: string; flight: string } | null {
  const sources: string[] = [];
  const rest = html.replace(FLIGHT_SCRIPT, (_, source: string) => (sources.push(source), ""));
  if (!sources.length) return null;
  const flight = sources.join(";\n");
  return { html: rest, flight: nonce ? flight.replaceAll(nonce, "") : flight };
}

/**
 * The payload's name, from the kept page it belongs to (`page`, with its app's scripts listed by
 * deferred-start.ts). Two renders of the same content write the same page, but not always in the
 * same order, nor naming the same script files: the payload's rows and the head's tags come in the
 * order their data arrived in (cold or warm reads), and a process names the chunks it has loaded
 * so far. Either payload hydrates either page (React matches the head's tags by what they are, and
 * the app loads the chunks it lacks), so the name reads the head's tags as a set and leaves out the
 * list of scripts. A browser may keep the payload for good.
 */
export function flightHash(page: string): string {
  const unlisted = page.replace(APP_SCRIPTS_LIST, "");
  const end = Math.max(unlisted.indexOf("</head>"), 0);
  return createHash("sha256")
    .update(unlisted.slice(0, end).split("<").sort().join("<"), "utf8")
    .update(unlisted.slice(end), "utf8")
    .digest("base64url")
    .slice(0, 22);
}

const APP_SCRIPTS_LIST = new RegExp(
  `<script type="application/json" id="${APP_SCRIPTS_ID}">[^<]*</script>`,
);

export const flightUrl = (pageKey: string, hash: string) =>
  `${FLIGHT_PATH}${hash}.js?page=${encodeURIComponent(pageKey)}`;

/** The hash and page key a payload request names, or null when it is not one. */
export function flightRequest(url: URL): { hash: string; pageKey: string } | null {
  if (!url.pathname.startsWith(FLIGHT_PATH)) return null;
  const hash = url.pathname.slice(FLIGHT_PATH.length).match(/^([\w-]{22})\.js$/)?.[1];
  const pageKey = url.searchParams.get("page");
  if (!hash || !pageKey?.startsWith("/") || pageKey.startsWith("//")) return null;
  return { hash, pageKey };
}
