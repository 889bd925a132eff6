import compression from "compression";
import type { IncomingMessage, ServerResponse } from "node:http";

/** Text worth compressing; pictures, fonts and archives are compressed already. */
const TEXT =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * Whether an answer is compressed. Its type is read whether it was set as a string or, as Next.js
 * does for route handlers' answers, appended as a one-item list (the compression package's own
 * filter reads only a string, so the public pages went out uncompressed). The live event stream
 * is left alone: each event must reach the browser when it is written.
 */
function compressible(_req: IncomingMessage, res: ServerResponse): boolean {
  const type = [res.getHeader("content-type")].flat()[0];
  return typeof type === "string" && TEXT.test(type);
}

/**
 * Brotli or gzip for every text answer of the server (Next.js's own compression is off in next.config.mjs:
 * one layer, here, for pages, route handlers and static files alike).
 */
export const compress = compression({ filter: compressible }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;
