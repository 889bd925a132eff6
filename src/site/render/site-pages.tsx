import type { BehaviourName } from "@/site-client/behaviours";
import type { SiteFrame } from "../page-props";
import { AboutPage } from "./pages/about";
import { BlogList, BlogPage } from "./pages/blog";
import { BlogPostPage } from "./pages/blog-post";
import { ContactPage } from "./pages/contact";
import { GamePage } from "./pages/game";
import { HomePage } from "./pages/home";
import { NotFoundPage } from "./pages/not-found";
import { PolicyPage } from "./pages/policy";
import {
  PortalBulletinPage,
  PortalHomePage,
  PortalMachinePage,
  type PortalBulletinData,
  type PortalHomeData,
  type PortalMachineData,
} from "./pages/portal";
import { PortalOrderPage, type PortalOrderData } from "./pages/portal-order";
import { ShopList, ShopPage } from "./pages/shop";

/**
 * A public page, defined once: its view, its list region (a list page's filter links fetch it
 * alone, src/site-client/list-links.ts), whether its policy admits Google Maps (while a maps key is
 * configured), whether it is one person's and the behaviours its view needs besides the frame's (src/site-client/behaviours.ts;
 * its chunks are the only page script loaded besides the frame's). The renderer, the list regions,
 * the page's policy and its scripts all follow from this; a route handler names its page and
 * loads its data (src/site/page-route.ts).
 */
export type PageDefinition<D> = {
  view: (props: D & { site: SiteFrame }) => React.ReactNode;
  list?: (data: D) => React.ReactNode;
  maps?: boolean;
  behaviours: readonly BehaviourName[];
  /**
   * One person's page (the operator portal): rendered for each request, never kept, and answered
   * as private, so no shared cache stores it.
   */
  private?: boolean;
};

const page = <D,>(definition: PageDefinition<D>) => definition;
/** A page whose list region a filter link replaces in place. */
const listPage = <D,>(definition: PageDefinition<D> & Required<Pick<PageDefinition<D>, "list">>) =>
  definition;

export const SITE_PAGES = {
  home: page({ view: HomePage, behaviours: ["carousel", "video-dialog", "broken-images"] }),
  shop: listPage({
    view: ShopPage,
    list: ({ asked, catalog }) => (catalog ? <ShopList asked={asked} catalog={catalog} /> : null),
    behaviours: ["list-links", "broken-images"],
  }),
  game: page({
    view: GamePage,
    // The price dialog's place search loads the Maps script.
    maps: true,
    behaviours: ["price-dialog", "lightbox", "video-dialog", "copy-link", "broken-images"],
  }),
  blog: listPage({
    view: BlogPage,
    list: ({ posts, tag }) => (posts ? <BlogList posts={posts} tag={tag} /> : null),
    behaviours: ["list-links", "broken-images"],
  }),
  blogPost: page({ view: BlogPostPage, behaviours: [] }),
  about: page({ view: AboutPage, behaviours: [] }),
  policy: page({ view: PolicyPage, behaviours: [] }),
  contact: page({ view: ContactPage, behaviours: ["contact-form"] }),
  notFound: page({ view: NotFoundPage, behaviours: [] }),
  // The operator portal: plain forms posted to its API, which sends the browser back.
  // (Their data is a union, signed in or not, which TypeScript does not infer from the view.)
  portal: page<PortalHomeData>({ view: PortalHomePage, behaviours: [], private: true }),
  portalMachine: page<PortalMachineData>({
    view: PortalMachinePage,
    behaviours: [],
    private: true,
  }),
  portalBulletin: page<PortalBulletinData>({
    view: PortalBulletinPage,
    behaviours: [],
    private: true,
  }),
  portalOrder: page<PortalOrderData>({ view: PortalOrderPage, behaviours: [], private: true }),
};

type Pages = typeof SITE_PAGES;
export type PageName = keyof Pages;
/** The data each page's route handler loads for it. */
export type PageData = { [N in PageName]: Pages[N] extends PageDefinition<infer D> ? D : never };
