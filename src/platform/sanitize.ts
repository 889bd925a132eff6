import sanitizeHtml from "sanitize-html";

// Stored HTML is sanitized against an allowlist before it is stored and again when rendered.

const YOUTUBE_EMBED =
  /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{6,}/;

const RICH: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "blockquote",
    "code",
    "pre",
    "hr",
    "img",
    "figure",
    "figcaption",
    "iframe",
    "div",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    iframe: [
      "src",
      "title",
      "width",
      "height",
      "allow",
      "allowfullscreen",
      "frameborder",
      "loading",
    ],
    div: ["data-youtube-video"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [
    "www.youtube.com",
    "youtube.com",
    "www.youtube-nocookie.com",
    "youtube-nocookie.com",
  ],
  exclusiveFilter: (frame) =>
    frame.tag === "iframe" && !YOUTUBE_EMBED.test(frame.attribs.src ?? ""),
  transformTags: {
    // Any target opens another browsing context, which could reach back through window.opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === undefined ? attribs : { ...attribs, rel: withNoopener(attribs.rel) },
    }),
    iframe: (tagName, attribs) => {
      const { allow, ...rest } = attribs;
      const kept = allowedFeatures(allow);
      return { tagName, attribs: kept ? { ...rest, allow: kept } : rest };
    },
  },
};

/** The features the video site's own embed code asks for; a stored frame gets nothing more. */
export const VIDEO_FRAME_FEATURES = [
  "accelerometer",
  "autoplay",
  "clipboard-write",
  "encrypted-media",
  "fullscreen",
  "gyroscope",
  "picture-in-picture",
  "web-share",
];

/** Keeps only allowlisted feature names of an iframe `allow` value, without any origin lists. */
function allowedFeatures(allow: string | undefined): string {
  const features = (allow ?? "")
    .split(";")
    .map((d) => d.trim().toLowerCase())
    .filter((d) => VIDEO_FRAME_FEATURES.includes(d));
  return [...new Set(features)].join("; ");
}

function withNoopener(rel: string | undefined): string {
  const tokens = new Set((rel ?? "").toLowerCase().split(/\s+/).filter(Boolean));
  tokens.add("noopener");
  tokens.add("noreferrer");
  return [...tokens].join(" ");
}

/** Rich HTML (blog posts): no scripts, no event handlers, no javascript: URLs, iframes only from the video site. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, RICH);
}

const INLINE: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "a", "br"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
};

/** Inline markup inside a block's text: bold, italic, links and line breaks only. */
export function sanitizeInline(html: string): string {
  return sanitizeHtml(html, INLINE);
}

/** Relative paths of our own and http(s) URLs only. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : null;
  } catch {
    return null;
  }
}
