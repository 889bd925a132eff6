import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { scheduledJobs } from "@/platform/db/meta-schema";

/** Periodic work: a sweep, a poll, reminders whose hour passes without any request. */
export type Job = {
  /** Unique across the product: the row that holds when it may next run. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Said in the log when a run fails. */
  failure: string;
};

type Entry = { job: Job; nextCheck: number; running: boolean };
type State = { entries: Map<string, Entry>; timer?: NodeJS.Timeout };

const TICK_MS = 500;
// A process's own timer drifts from the time the database set: a claim this close before it is
// still taken, so two processes do not each wait a whole period for the other.
const EARLY = 0.1;

// On globalThis: the server's start-up and its route handlers may be bundled apart.
const g = globalThis as unknown as { __scheduler?: State };
const state: State = (g.__scheduler ??= { entries: new Map() });

/**
 * Moves the job's next run on by one period if it is due, in one statement: of several processes
 * asking at once, one gets the row back and runs the job.
 */
export async function claimRun(job: Pick<Job, "name" | "everyMs">): Promise<boolean> {
  const db = await getDb();
  await db
    .insert(scheduledJobs)
    .values({ name: job.name, nextRunAt: new Date(0) })
    .onConflictDoNothing();
  const early = Math.round(job.everyMs * EARLY);
  const taken = await db
    .update(scheduledJobs)
    .set({
      nextRunAt: sql`now() + make_interval(secs => ${job.everyMs / 1000})`,
      lastRunAt: sql`now()`,
    })
    .where(
      and(
        eq(scheduledJobs.name, job.name),
        sql`${scheduledJobs.nextRunAt} <= now() + make_interval(secs => ${early / 1000})`,
      ),
    )
    .returning({ name: scheduledJobs.name });
  return taken.length > 0;
}

async function check(entry: Entry): Promise<void> {
  const { job } = entry;
  entry.nextCheck = Date.now() + job.everyMs;
  entry.running = true;
  try {
    if (await claimRun(job)) await job.run();
  } catch (e) {
    console.error(job.failure, e);
  } finally {
    entry.running = false;
  }
}

function tick(): void {
  const now = Date.now();
  for (const entry of state.entries.values())
    if (!entry.running && now >= entry.nextCheck) void check(entry);
}

/**
 * Runs the job now if no process ran it within its period, then once per period across every
 * process of the site: one timer per process for all the jobs.
 */
export function schedule(job: Job): void {
  if (state.entries.has(job.name)) return;
  state.entries.set(job.name, { job, nextCheck: 0, running: false });
  if (!state.timer) {
    state.timer = setInterval(tick, TICK_MS);
    state.timer.unref();
  }
  tick();
}
