// vitals: real-user Core Web Vitals, from the public pages' beacon to the admin report.
// What other modules and the app may use: the metrics and their ratings.
export { METRICS, METRIC_NAMES, rating, type Metric, type Rating } from "./histogram";
export type { MetricSummary, PageVitals, VitalsSummary } from "./server/report";
