// Real-user Core Web Vitals (issue 25): what other modules and the app may use.
export { METRICS, METRIC_NAMES, type Metric, type Rating } from "./histogram";
export type { MetricSummary, PageVitals, VitalsSummary } from "./server/report";
