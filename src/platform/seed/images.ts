import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Palette, Shot } from "./draw";

export type { Palette, Shot } from "./draw";

/**
 * The demo pictures, drawn in a short-lived child process when the server seeds (dist/seed-draw.js,
 * built with the server): libvips's threads leave their memory in the C allocator's per-thread
 * pools, which a long-running server would keep (about 150 MB) after its one seed. Tests and
 * scripts, or a server without a build, draw in their own process.
 */
const CHILD_SCRIPT = () => path.join(process.cwd(), "dist", "seed-draw.js");

type Call = { fn: "productShot" | "portrait" | "logoMark" | "banner"; args: unknown[] };
type Pending = { resolve: (b: Buffer) => void; reject: (e: Error) => void };

let child: { proc: ChildProcessWithoutNullStreams; pending: Map<number, Pending> } | undefined;
let nextId = 0;

function startChild() {
  const proc = spawn(process.execPath, [CHILD_SCRIPT()], { stdio: ["pipe", "pipe", "pipe"] });
  const pending = new Map<number, Pending>();
  let errors = "";
  proc.stderr.on("data", (d) => (errors += d));
  createInterface({ input: proc.stdout }).on("line", (line) => {
    const answer = JSON.parse(line) as { id: number; data?: string; error?: string };
    const p = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.data !== undefined) p?.resolve(Buffer.from(answer.data, "base64"));
    else p?.reject(new Error(`Demo picture failed: ${answer.error}`));
  });
  proc.on("exit", (code) => {
    for (const p of pending.values())
      p.reject(new Error(`Demo picture process ended (${code}): ${errors.trim()}`));
    pending.clear();
    if (child?.proc === proc) child = undefined;
  });
  return { proc, pending };
}

/**
 * SEED_PICTURE_CACHE, a directory: each picture drawn once and kept there under a hash of what was
 * asked. The drawing is deterministic, and a test run seeds the demo half a dozen times (templates,
 * first starts, backups), each about 18 s of CPU on two cores.
 */
async function draw(call: Call): Promise<Buffer> {
  const cache = process.env.SEED_PICTURE_CACHE;
  if (!cache) return drawNow(call);
  const file = path.join(
    cache,
    `${createHash("sha256").update(JSON.stringify(call)).digest("hex")}.bin`,
  );
  try {
    return await fs.promises.readFile(file);
  } catch {
    const picture = await drawNow(call);
    // Written aside and renamed: a process reading at the same moment sees all of it or none.
    const scratch = `${file}.${randomUUID()}`;
    await fs.promises.mkdir(cache, { recursive: true });
    await fs.promises.writeFile(scratch, picture);
    await fs.promises.rename(scratch, file);
    return picture;
  }
}

async function drawNow(call: Call): Promise<Buffer> {
  if (!process.env.NEXT_RUNTIME || !fs.existsSync(CHILD_SCRIPT())) {
    const drawn = await import("./draw");
    return (drawn[call.fn] as (...a: unknown[]) => Promise<Buffer>)(...call.args);
  }
  child ??= startChild();
  const id = nextId++;
  const { proc, pending } = child;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    proc.stdin.write(`${JSON.stringify({ id, ...call })}\n`);
  });
}

/** Ends the drawing process, and with it every byte it used. */
export function endDrawing(): void {
  child?.proc.stdin.end();
  child = undefined;
}

export const productShot = (p: Palette, shot: Shot) => draw({ fn: "productShot", args: [p, shot] });
export const portrait = (hue: number) => draw({ fn: "portrait", args: [hue] });
export const logoMark = (hue: number, shape: number) =>
  draw({ fn: "logoMark", args: [hue, shape] });
export const banner = (p: Palette) => draw({ fn: "banner", args: [p] });
