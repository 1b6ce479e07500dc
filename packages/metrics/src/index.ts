export { createServiceRegistry } from "./registry";
export { serveMetrics, startMetricsServer, type MetricsServer } from "./metrics-server";
export { registerQueueDepth, type CountableQueue } from "./queue-depth";
export { Counter, Gauge, Histogram, type Registry } from "prom-client";

/** Latency buckets in seconds, from a fast 1-page render to the 60 s synchronous window. */
export const LATENCY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 45, 60];
