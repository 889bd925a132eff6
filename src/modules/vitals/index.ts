// Real-user Core Web Vitals: what other modules and the app may use.
export { METRICS, METRIC_NAMES, rating, type Metric, type Rating } from "./histogram";
export type { MetricSummary, PageVitals, VitalsSummary } from "./server/report";
