/**
 * The public site's behaviours, attached to the server's HTML: one small module script on every
 * page, loaded after the HTML is parsed. It starts the frame's behaviours (the menu, the dialogs'
 * focus, the language offer, 'Try again', what waits for the load) and those the page's definition
 * names (`data-behaviours` on <html>, each its own chunk, which the page already asked for with
 * modulepreload). Each behaviour listens on the document (so a tap on anything the page shows is
 * answered as soon as this runs) and does only what the platform does not do by itself: the HTML
 * already opens the menu and the dialogs (popovers), follows links and checks forms where the
 * browser can.
 */
import { ATTR } from "@/platform/site-attributes";
import { startModalFocus } from "./modal-focus";
import { startMenu } from "./menu";
import { startLanguageNotice } from "./language-notice";
import { startReload } from "./reload";
import { startAfterLoad } from "./after-load";
import { BEHAVIOURS, isBehaviour } from "./behaviours";

startModalFocus();
startMenu();
startLanguageNotice();
startReload();
startAfterLoad();

const named = document.documentElement.getAttribute(ATTR.behaviours)?.split(" ") ?? [];
void Promise.all(
  named.filter(isBehaviour).map((name) => BEHAVIOURS[name].load().then((start) => start())),
).then(
  // Every behaviour is attached: the end-to-end tests' visitors wait for this mark, and a page
  // with one that failed never gets it.
  () => document.documentElement.setAttribute(ATTR.siteReady, ""),
  (e: unknown) => console.error("A behaviour of the page did not load", e),
);
