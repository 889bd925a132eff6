// Closed-loop HTTP load: a fixed number of keep-alive connections, each sending its next request as
// soon as the previous answer is read, as a busy proxy in front of the server would.
import http from "node:http";

export type Request = {
  method?: "GET" | "POST";
  path: string;
  /** Per request, so each can carry its own body or client address. */
  headers?: (n: number) => Record<string, string>;
  body?: (n: number) => string;
};

export type LoadResult = {
  ok: number;
  /** Answers outside 2xx by status, and failed requests under "error". */
  refused: Record<string, number>;
  seconds: number;
};

let serial = 0;

/** Drives `concurrency` connections against baseUrl for `seconds`; only 2xx answers count as done. */
export async function load(
  baseUrl: string,
  req: Request,
  opts: { concurrency: number; seconds: number },
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const refused: Record<string, number> = {};
  let ok = 0;
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  const one = () =>
    new Promise<number | string>((resolve) => {
      const n = serial++;
      const body = req.body?.(n);
      const r = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: req.method ?? "GET",
          path: req.path,
          headers: {
            accept: "text/html,application/json",
            ...(body ? { "content-length": Buffer.byteLength(body) } : {}),
            ...req.headers?.(n),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
          res.on("error", () => resolve("error"));
        },
      );
      r.on("error", () => resolve("error"));
      r.end(body);
    });
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < until) {
        const status = await one();
        if (typeof status === "number" && status >= 200 && status < 300) ok++;
        else refused[String(status)] = (refused[String(status)] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { ok, refused, seconds };
}
