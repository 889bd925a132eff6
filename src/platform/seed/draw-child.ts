// The child process of images.ts (built into dist/seed-draw.js): one JSON line per picture in,
// one JSON line with its bytes (base64) out, until stdin ends.
import { createInterface } from "node:readline";
import * as draw from "./draw";

type Call = { id: number; fn: "productShot" | "portrait" | "logoMark" | "banner"; args: unknown[] };

createInterface({ input: process.stdin }).on("line", (line) => {
  const { id, fn, args } = JSON.parse(line) as Call;
  (draw[fn] as (...a: unknown[]) => Promise<Buffer>)(...args).then(
    (b) => process.stdout.write(`${JSON.stringify({ id, data: b.toString("base64") })}\n`),
    (e: Error) => process.stdout.write(`${JSON.stringify({ id, error: e.message })}\n`),
  );
});
