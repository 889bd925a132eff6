// Resident memory of a server from /proc (Linux): the process and every live descendant (a helper
// such as tsx's esbuild service counts with the server it serves).
import fs from "node:fs";
import { descendants } from "./proc-cpu";

const MB = 1024 * 1024;

/** One "Name:   123 kB" field of a /proc file, in bytes (0 when the process is gone). */
function kbField(text: string, name: string): number {
  const m = text.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"));
  return m ? Number(m[1]) * 1024 : 0;
}

function read(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** Sum of VmRSS over the process tree, in MB. */
export function treeRssMb(pid: number): number {
  let bytes = 0;
  for (const p of [pid, ...descendants(pid)]) bytes += kbField(read(`/proc/${p}/status`), "VmRSS");
  return bytes / MB;
}

export type MemoryBreakdown = {
  /** The process tree. */
  treeMb: number;
  /** The main process alone, split as smaps_rollup does. */
  rssMb: number;
  anonymousMb: number;
  fileMb: number;
  /** Shared libraries mapped by the main process (the SWC binary shows up here when loaded). */
  nativeModules: string[];
};

export function breakdown(pid: number): MemoryBreakdown {
  const rollup = read(`/proc/${pid}/smaps_rollup`);
  const maps = read(`/proc/${pid}/maps`);
  const modules = new Set<string>();
  for (const line of maps.split("\n")) {
    const file = line.split(/\s+/)[5];
    if (file?.endsWith(".node")) modules.add(file.split("/").pop()!);
  }
  return {
    treeMb: treeRssMb(pid),
    rssMb: kbField(rollup, "Rss") / MB,
    anonymousMb: kbField(rollup, "Anonymous") / MB,
    fileMb: (kbField(rollup, "Rss") - kbField(rollup, "Anonymous")) / MB,
    nativeModules: [...modules].sort(),
  };
}

/**
 * Least-squares slope in MB per minute of samples taken at `seconds`: a leak shows as a slope that
 * stays positive once caches have filled.
 */
export function slopeMbPerMinute(samples: { seconds: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((a, s) => a + s.seconds, 0) / n;
  const my = samples.reduce((a, s) => a + s.mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.seconds - mx) * (s.mb - my);
    den += (s.seconds - mx) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}
