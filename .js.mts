import { firstLoadJs, FLOOR_PATH } from "./tests/support/first-load-js";
const U = process.argv[2];
const shop = await (await fetch(U + "/shop")).text();
const game = shop.match(/href="(\/shop\/[0-9a-f-]{36})"/)![1];
const blog = await (await fetch(U + "/blog")).text();
const post = blog.match(/href="(\/blog\/[^"]+)"/)![1];
const floor = (await firstLoadJs(U, FLOOR_PATH)).gzipBytes;
console.log("floor", (floor / 1024).toFixed(1));
for (const p of ["/", "/shop", game, "/blog", post, "/about", "/contact", "/warranty"]) {
  const r = await firstLoadJs(U, p);
  console.log(p.padEnd(50), (r.gzipBytes / 1024).toFixed(1), "+" + ((r.gzipBytes - floor) / 1024).toFixed(1));
}
