// The taps' reference: the same tap, timed the same way, on the smallest page that answers like the
// price dialog (a button that opens a popover whose number field takes the focus; no script, no
// stylesheet, a dozen elements). What it measures is the machine's and the emulation's share of
// every tap (input routing, the 4× slowdown, frames), so each tap figure can be read against the
// floor of the same machine and condition.
import http from "node:http";
import type { AddressInfo } from "node:net";

export const REFERENCE_CASE = {
  name: "reference page: button -> popover's number field",
  target: "button[popovertarget]",
  answered:
    "() => { const f = document.activeElement; return !!f && f.matches('input[type=tel]') && f.checkVisibility(); }",
};

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference</title></head>
<body>
<h1>Reference page</h1>
<p>${"A paragraph of text above the button. ".repeat(20)}</p>
<button type="button" popovertarget="reference-dialog">Check Price</button>
<dialog id="reference-dialog" popover aria-label="Reference dialog">
<label>WhatsApp number <input type="tel" autofocus></label>
</dialog>
<p>${"A paragraph of text below the button. ".repeat(60)}</p>
</body>
</html>`;

/** Serves the reference page at `/` until `close`. */
export async function serveReferencePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
