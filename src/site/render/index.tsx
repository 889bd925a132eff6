import { renderToString } from "react-dom/server";
import { Document, type Assets } from "./document";

// Written in by the build: the hashed names of the stylesheet, script and font it produced.
declare const SITE_ASSETS: Assets;
const assets = SITE_ASSETS;
import { SiteShell } from "./site-shell";
import { GamePage, type GamePageData } from "./game-page";
import type { SiteFrame } from "../page-props";

/**
 * The public site's renderer, built on its own (scripts/build/site.mjs → dist/site-render.js):
 * React renders the pages to HTML here, with no framework runtime for the browser to start.
 * The route handlers load the data with the modules' server code and pass it in.
 */
export function renderGamePage(
  site: SiteFrame,
  path: string,
  nonce: string | undefined,
  data: GamePageData,
) {
  return (
    "<!DOCTYPE html>" +
    renderToString(
      <Document site={site} path={path} assets={assets} nonce={nonce}>
        <SiteShell site={site} path={path}>
          <GamePage site={site} {...data} />
        </SiteShell>
      </Document>,
    )
  );
}
