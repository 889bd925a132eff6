import { VIDEO_EMBED_ORIGINS } from "./csp";

const videoSites = `(self ${VIDEO_EMBED_ORIGINS.map((o) => `"${o}"`).join(" ")})`;

/**
 * Headers for every answer of the server, set by server.ts before Next.js sees the request: so
 * the redirects of next.config's route table (a typed /en/...), which Next.js answers without its
 * configured headers, carry them too. The Content-Security-Policy carries a per-request nonce, so
 * the pages write it (src/site/page-policy.ts, src/proxy.ts); Strict-Transport-Security depends
 * on PUBLIC_SITE_URL, so server.ts adds it on https.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["x-frame-options", "DENY"],
  [
    // Nothing here uses a camera, microphone, location, payments or devices; video embeds keep
    // the motion sensors, media keys, picture-in-picture and full screen their players ask for.
    "permissions-policy",
    [
      "camera=()",
      "microphone=()",
      "geolocation=()",
      "payment=()",
      "usb=()",
      "serial=()",
      "hid=()",
      "bluetooth=()",
      "midi=()",
      "magnetometer=()",
      "display-capture=()",
      "xr-spatial-tracking=()",
      "browsing-topics=()",
      `accelerometer=${videoSites}`,
      `gyroscope=${videoSites}`,
      `encrypted-media=${videoSites}`,
      `picture-in-picture=${videoSites}`,
      `fullscreen=${videoSites}`,
    ].join(", "),
  ],
];
