// The performance targets, checked against what the bench measured.
import type { FirstLoad } from "./first-load";
import type { LighthousePage } from "./lighthouse";
import type { QueryCount } from "./queries";
import { MEMORY_TARGETS, type MemoryRun } from "./memory";
import type { CpuRow } from "./server-cpu";
import type { TapResults } from "./taps";
import { DASHBOARD_TARGET_MS, type DashboardBench } from "./dashboard";

export const TARGETS = {
  performance: 98,
  /** Accessibility, best practices and SEO. */
  otherScores: 100,
  cls: 0.01,
  lcpMs: 1800,
  tbtMs: 100,
  /** Tap → answer painted (median), and INP over a scripted visit. */
  tapMs: 100,
  inpMs: 200,
  /** JavaScript a public page loads before any interaction, inline included (gzipped). */
  firstLoadKiB: 40,
  cpuMsPerRequest: 2,
};

/** The pages whose server CPU has a target (the lead POST and the health check are for reference). */
export const CPU_TARGET_ROWS = (gamePage: string) => ["GET /", "GET /shop", `GET ${gamePage}`];

export type Measured = {
  lighthouse?: LighthousePage[];
  /** Lighthouse on the smallest page, in the same condition: no target, the machine's floor. */
  lighthouseReference?: LighthousePage;
  firstLoad?: FirstLoad;
  cpu?: CpuRow[];
  taps?: TapResults;
  gamePage?: string;
  queries?: { small: QueryCount[]; large: QueryCount[]; smallGames: number; largeGames: number };
  memory?: { runs: MemoryRun[]; skipped?: string; minutes: number };
  dashboard?: DashboardBench;
};

export type TargetCheck = { target: string; subject: string; value: string; met: boolean };

export function checkTargets(m: Measured): TargetCheck[] {
  const checks: TargetCheck[] = [];
  // Ids differ from run to run; the report names a page by its route.
  const add = (target: string, subject: string, value: string, met: boolean) =>
    checks.push({ target, subject: subject.replace(/[0-9a-f-]{36}/, "{id}"), value, met });
  for (const p of m.lighthouse ?? []) {
    const r = p.median;
    add(
      `performance >= ${TARGETS.performance}`,
      p.path,
      `${r.performance}`,
      r.performance >= TARGETS.performance,
    );
    // A portal page is one operator's, a quote page one buyer's, and each says `noindex` on
    // purpose: search engines' score does not apply (Lighthouse counts a page kept out of search
    // as a fault).
    if (/(^|\/)(portal|q)(\/|$)/.test(p.path)) {
      const others = [r.accessibility, r.bestPractices];
      add(
        "a11y, best practices = 100 (private page)",
        p.path,
        others.join(" / "),
        others.every((s) => s >= TARGETS.otherScores),
      );
    } else {
      const others = [r.accessibility, r.bestPractices, r.seo];
      add(
        "a11y, best practices, SEO = 100",
        p.path,
        others.join(" / "),
        others.every((s) => s >= TARGETS.otherScores),
      );
    }
    add(`CLS <= ${TARGETS.cls}`, p.path, r.cls.toFixed(3), r.cls <= TARGETS.cls);
    add(
      `LCP <= ${TARGETS.lcpMs / 1000} s`,
      p.path,
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      r.lcpMs <= TARGETS.lcpMs,
    );
    add(
      `TBT <= ${TARGETS.tbtMs} ms`,
      p.path,
      `${Math.round(r.tbtMs)} ms`,
      r.tbtMs <= TARGETS.tbtMs,
    );
  }
  for (const p of m.firstLoad?.pages ?? []) {
    const kib = p.gzipBytes / 1024;
    add(
      `first-load JS <= ${TARGETS.firstLoadKiB} KiB`,
      p.path,
      `${kib.toFixed(1)} KiB`,
      kib <= TARGETS.firstLoadKiB,
    );
  }
  for (const t of m.taps?.taps ?? [])
    add(
      `tap -> answer <= ${TARGETS.tapMs} ms (at ${t.afterLoadMs / 1000} s)`,
      t.name,
      `${t.medianMs} ms`,
      t.medianMs <= TARGETS.tapMs,
    );
  for (const v of m.taps?.inp ?? [])
    add(
      `INP <= ${TARGETS.inpMs} ms`,
      v.page,
      `${Math.round(v.inpMs)} ms`,
      v.inpMs <= TARGETS.inpMs,
    );
  const cpuRows = new Set(CPU_TARGET_ROWS(m.gamePage ?? ""));
  for (const row of m.cpu ?? []) {
    if (!cpuRows.has(row.name)) continue;
    const ms = row.app.cpuMsPerRequest;
    add(
      `server CPU <= ${TARGETS.cpuMsPerRequest} ms/request`,
      row.name,
      `${ms.toFixed(2)} ms`,
      ms <= TARGETS.cpuMsPerRequest,
    );
  }
  if (m.queries) {
    const { small, large, smallGames, largeGames } = m.queries;
    // Pages differ in id between the two servers; they are listed in the same order.
    small.forEach((s, i) => {
      const l = large[i];
      if (!l) return;
      add(
        `constant queries (${smallGames} vs ${largeGames} games)`,
        s.path,
        `${s.cold} vs ${l.cold}`,
        s.cold === l.cold,
      );
    });
  }
  for (const run of m.memory?.runs ?? []) {
    const t = MEMORY_TARGETS[run.database];
    const mb = (v: number) => `${v.toFixed(0)} MB`;
    for (const [subject, b] of [
      [`${run.database}, after first start`, run.afterFreshStart],
      [`${run.database}, after restart`, run.afterStart],
    ] as const)
      add(
        `memory <= ${t.afterStartMb} MB after start`,
        subject,
        mb(b.treeMb),
        b.treeMb <= t.afterStartMb,
      );
    add(
      `memory <= ${t.afterEveryPageMb} MB after every page`,
      `${run.database}, every public page and admin screen once`,
      mb(run.afterEveryPage.treeMb),
      run.afterEveryPage.treeMb <= t.afterEveryPageMb,
    );
    add(
      `memory peak <= ${t.peakMb} MB`,
      `${run.database}, ${m.memory!.minutes} min traffic`,
      mb(run.peakMb),
      run.peakMb <= t.peakMb,
    );
    if (m.memory!.minutes >= MEMORY_TARGETS.trendMinRunMinutes)
      add(
        `no upward trend (<= ${MEMORY_TARGETS.trendMbPerMinute} MB/min)`,
        `${run.database}, last ${run.trendWindowMinutes.toFixed(0)} min`,
        `${run.trendMbPerMinute.toFixed(2)} MB/min`,
        run.trendMbPerMinute <= MEMORY_TARGETS.trendMbPerMinute,
      );
  }
  if (m.dashboard && typeof m.dashboard !== "string")
    for (const [period, ms] of Object.entries(m.dashboard.medianMs))
      add(
        `dashboard <= ${DASHBOARD_TARGET_MS} ms (PostgreSQL, 100,000 leads)`,
        `GET /api/admin/dashboard?period=${period}`,
        `${ms.toFixed(0)} ms`,
        ms <= DASHBOARD_TARGET_MS,
      );
  return checks;
}
