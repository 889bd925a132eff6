/**
 * A request path with a broken %-escape (`/shop/%E0%A4%A`, a lone `%`, bytes that are not UTF-8)
 * names nothing on this site; left to Next.js, decoding it for a route's params throws and the
 * visitor gets a 500. server.ts answers 400 first. Node built-ins only: loaded outside Next.js.
 */
export function hasMalformedPath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The 400 answer: the API's JSON error shape under /api, plain text elsewhere. */
export function malformedPathAnswer(target: string): {
  headers: Record<string, string>;
  body: string;
} {
  const api = target.startsWith("/api/");
  return {
    headers: {
      "content-type": api ? "application/json" : "text/plain; charset=utf-8",
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    },
    body: api
      ? JSON.stringify({ error: { message: "Malformed URL", code: "BAD_URL" } })
      : "Bad request: the address has a broken %-escape.",
  };
}
