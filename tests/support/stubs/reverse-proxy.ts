import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A reverse proxy in front of the site, as nginx's `proxy_add_x_forwarded_for` behaves: it
 * appends the address it saw to X-Forwarded-For. `seenAs` lets a test play several real clients
 * from one machine (by default the socket's address).
 */
export async function startReverseProxy(
  target: string,
  seenAs: (req: http.IncomingMessage) => string = (req) => req.socket.remoteAddress ?? "",
) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const prior = req.headers["x-forwarded-for"];
    const headers = {
      ...req.headers,
      "x-forwarded-for": [prior, seenAs(req)].filter(Boolean).join(", "),
    };
    const out = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
