import http from "node:http";
import type { AddressInfo } from "node:net";

export type StubRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};
export type StubReply = {
  status?: number;
  json?: unknown;
  /** Bytes sent as they are (e.g. a media file) instead of `json`. */
  raw?: Buffer;
  delayMs?: number;
  headers?: Record<string, string>;
};

/** A local HTTP server on 127.0.0.1 and a random port; `reply` decides each answer. */
export async function startStub(reply: (req: StubRequest) => StubReply | Promise<StubReply>) {
  const requests: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const r: StubRequest = {
        method: req.method ?? "GET",
        url: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(r);
      const out = await reply(r);
      if (out.delayMs) await new Promise((ok) => setTimeout(ok, out.delayMs));
      if (res.destroyed) return;
      if (out.raw) {
        res.writeHead(out.status ?? 200, {
          "content-type": "application/octet-stream",
          "content-length": String(out.raw.length),
          ...out.headers,
        });
        res.end(out.raw);
        return;
      }
      res.writeHead(out.status ?? 200, { "content-type": "application/json", ...out.headers });
      res.end(JSON.stringify(out.json ?? {}));
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
