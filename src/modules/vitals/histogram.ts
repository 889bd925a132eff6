/**
 * The buckets a metric's values are counted in, and Google's thresholds for it
 * (https://web.dev/articles/vitals: good ≤ the first, poor > the second). Bucket k holds the values
 * in ((k-1)·step, k·step], the last one everything above; a percentile read off the histogram is
 * the upper edge of its bucket, so it never flatters (a p75 of 2,500 ms means at most 2,500 ms).
 * Every threshold is a bucket edge, so a rating read off the histogram is exact.
 */
export const METRICS = {
  LCP: { step: 100, buckets: 100, good: 2500, poor: 4000, unit: "ms" },
  INP: { step: 10, buckets: 200, good: 200, poor: 500, unit: "ms" },
  CLS: { step: 0.01, buckets: 100, good: 0.1, poor: 0.25, unit: "" },
} as const;

export type Metric = keyof typeof METRICS;
export const METRIC_NAMES = Object.keys(METRICS) as Metric[];
export type Rating = "good" | "needs-improvement" | "poor";

export function bucketOf(metric: Metric, value: number): number {
  const { step, buckets } = METRICS[metric];
  // Rounded first: 0.1 / 0.01 is 10.000000000000002 in floating point.
  const k = Math.ceil(Math.round((value / step) * 1e6) / 1e6);
  return Math.min(Math.max(k, 0), buckets);
}

/** The value a bucket stands for (its upper edge; the last bucket's lower edge and above). */
export function bucketValue(metric: Metric, bucket: number): number {
  const { step } = METRICS[metric];
  return Math.round(bucket * step * 1000) / 1000;
}

/** The p-th percentile (0–1) of a histogram given as [bucket, count] pairs, or null if empty. */
export function percentile(
  metric: Metric,
  counts: ReadonlyArray<readonly [number, number]>,
  p: number,
): number | null {
  const total = counts.reduce((n, [, c]) => n + c, 0);
  if (total === 0) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const [bucket, c] of [...counts].sort((a, b) => a[0] - b[0])) {
    seen += c;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return null;
}

export function rating(metric: Metric, value: number): Rating {
  const { good, poor } = METRICS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}
