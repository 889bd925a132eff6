// npm run bench: latency of the public pages and the health check on a production build with demo
// content. Speed goals live here, not in timed tests. Builds first when no build exists.
import fs from "node:fs";
import path from "node:path";
import buildOnce from "../tests/e2e/support/build";
import { startServer } from "../tests/e2e/support/server";
import { throughputLine } from "./bench-throughput";

const ROUTES = ["/", "/shop", "/about", "/blog", "/contact", "/warranty", "/api/health"];
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) buildOnce();
  const server = await startServer({ seed: true });
  try {
    const shop = await (await fetch(`${server.url}/shop`)).text();
    const gameLink = shop.match(/href="(\/shop\/[0-9a-f-]{36})"/)?.[1];
    const routes = gameLink ? [...ROUTES, gameLink] : ROUTES;
    console.log(`route                                        p50 ms   p95 ms   bytes`);
    for (const route of routes) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const res = await fetch(server.url + route);
        bytes = (await res.arrayBuffer()).byteLength;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${route.padEnd(44)} ${percentile(times, 50).toFixed(1).padStart(7)}  ${percentile(times, 95).toFixed(1).padStart(7)}  ${String(bytes).padStart(6)}`,
      );
    }
  } finally {
    await server.stop();
  }
  console.log(await throughputLine());
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
