/**
 * The public site's behaviours, attached to the server's HTML: one module script per page,
 * loaded after the HTML is parsed. Each behaviour listens on the document (so a tap on anything
 * the page shows is answered as soon as this runs), only on a page that has what it acts on, and
 * does only what the platform does not do by itself: the HTML already opens the menu and the
 * dialogs (popovers), follows links and checks forms where the browser can.
 */
import { startModalFocus } from "./modal-focus";
import { startMenu } from "./menu";
import { startCopyLink } from "./copy-link";
import { startLightbox } from "./lightbox";
import { startPriceDialog } from "./price-dialog";
import { startContactForm } from "./contact-form";
import { startVideoDialogs } from "./video-dialog";
import { startLanguageNotice } from "./language-notice";
import { startReload } from "./reload";
import { startAfterLoad } from "./after-load";
import { startCarousel } from "./carousel";
import { startBrokenImages } from "./broken-images";
import { startListLinks } from "./list-links";
import { startQuoteAnswer } from "./quote-answer";

startModalFocus();
startMenu();
startCopyLink();
startLightbox();
startPriceDialog();
startContactForm();
startVideoDialogs();
startLanguageNotice();
startReload();
startAfterLoad();
startCarousel();
startBrokenImages();
startListLinks();
startQuoteAnswer();
// Every behaviour is attached: the end-to-end tests' visitors wait for this mark.
document.documentElement.setAttribute("data-site-ready", "");
