/**
 * `npm start` runs this as dist/server.js, compiled by `npm run build` (scripts/build/server.mjs):
 * the production server. Next.js behind node:http (the documented custom-server
 * pattern) because route handlers never see the socket: here every request gets the client's
 * address in x-client-ip, from the socket's peer or, behind TRUSTED_PROXY_HOPS proxies, from
 * X-Forwarded-For after the peer is appended, so a client-written value never wins.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import nextEnv from "@next/env";
import { CLIENT_IP_HEADER, pickClientAddress } from "./src/platform/http/client-address";
import { REQUEST_LABEL } from "./src/platform/db/query-log";
import { hasMalformedPath, malformedPathAnswer } from "./src/platform/http/malformed-url";
import { compress } from "./src/platform/http/compress";
import { SECURITY_HEADERS } from "./src/platform/http/security-headers";
import { seedApart } from "./src/startup/seed-apart";
import { memoryBudget, missingV8Flags } from "./src/platform/memory-budget";
import { fileURLToPath } from "node:url";

// `next start` runs in production mode whatever the shell says; so does this.
(process.env as Record<string, string>).NODE_ENV = "production";
// .env files, as Next.js loads them, before anything here reads the environment.
nextEnv.loadEnvConfig(process.cwd(), false);
// V8 sizes its heap and nursery from the machine's memory, not from the share this server is
// planned for (MEMORY_MB, memory-budget.ts): the process starts itself again, same pid, with
// flags sized from the budget, before it has loaded anything large.
const v8Flags = missingV8Flags(memoryBudget(), [
  ...process.execArgv,
  ...(process.env.NODE_OPTIONS ?? "").split(/\s+/),
]);
if (v8Flags.length > 0 && typeof process.execve === "function")
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...v8Flags, ...process.argv.slice(1)],
    process.env,
  );
const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const hops = Math.max(0, Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? "0", 10) || 0);
// Browsers keep HSTS only from https responses, so it is safe to send whenever the site is https.
const hsts = process.env.PUBLIC_SITE_URL?.startsWith("https://")
  ? "max-age=63072000; includeSubDomains"
  : null;

// LOG_QUERIES: each query line names the request it serves (src/platform/db/query-log.ts).
const requestLabel = /^(1|true)$/.test(process.env.LOG_QUERIES ?? "")
  ? new AsyncLocalStorage<string>()
  : null;
if (requestLabel) (globalThis as Record<symbol, unknown>)[REQUEST_LABEL] = requestLabel;

// A first start on the embedded database seeds the demo in a child process, before anything opens it.
seedApart(path.dirname(fileURLToPath(import.meta.url)));

// Imported after NODE_ENV is set: Next reads it when it loads.
const { default: next } = await import("next");
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();
const server = createServer((req, res) => {
  const forwarded = req.headers["x-forwarded-for"];
  const { clientIp, forwardedFor } = pickClientAddress(
    req.socket.remoteAddress ?? "",
    Array.isArray(forwarded) ? forwarded.join(", ") : forwarded,
    hops,
  );
  req.headers[CLIENT_IP_HEADER] = clientIp;
  // Names the request in error logs (platform/log-error.ts); a client's own value is replaced.
  req.headers["x-request-id"] = randomUUID();
  req.headers["x-forwarded-for"] = forwardedFor;
  // With no proxy trusted, these too can only come from the client.
  if (hops === 0)
    for (const name of ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"])
      delete req.headers[name];
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (hsts) res.setHeader("strict-transport-security", hsts);
  // A broken %-escape would make Next.js answer 500 while decoding route params: 400 here.
  if (hasMalformedPath(req.url ?? "/")) {
    const answer = malformedPathAnswer(req.url ?? "/");
    res.writeHead(400, answer.headers);
    return void res.end(req.method === "HEAD" ? undefined : answer.body);
  }
  compress(req, res, () => {
    if (requestLabel) void requestLabel.run(`${req.method} ${req.url}`, () => handle(req, res));
    else void handle(req, res);
  });
});
// An idle connection is kept longer than a client or a load balancer keeps it (commonly 60 s), so
// it is always the client that closes it: with Node's 5 s a client could send a request on a
// connection the server was closing at that moment, and see it fail ("other side closed").
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => {
  console.info(`> Ready on http://localhost:${port} (trusted proxy hops: ${hops})`);
});
