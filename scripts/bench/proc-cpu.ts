// CPU time of a process from /proc (Linux): what serving the load cost the server itself, whatever
// the bench's own client process spends.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** The fields after the command name, which sits in parentheses and may contain spaces. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Live descendants, so a helper process the server might start is counted with it. */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const f = statFields(Number(name));
    if (f) parentOf.set(Number(name), Number(f[1]));
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift()!;
    for (const [child, parent] of parentOf)
      if (parent === p) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

/**
 * User + system CPU milliseconds of the process, its waited-for children and its live descendants
 * (stat fields utime, stime, cutime, cstime).
 */
export function cpuMs(pid: number): number {
  let ticks = 0;
  for (const p of [pid, ...descendants(pid)]) {
    const f = statFields(p);
    if (!f) continue;
    // Fields 14-17 of proc(5), counted from 1 with the pid and the command name as 1 and 2.
    ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  }
  return (ticks * 1000) / clockTicks();
}
