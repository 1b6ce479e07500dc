import { Counter, Histogram, LATENCY_BUCKETS, type Registry } from "@quire/metrics";

export interface ExtractMetrics {
  /** One finished job: `kind` extract|inspect, `outcome` ok or the error code, `method` the highest tier that ran. */
  observeJob(labels: { kind: string; outcome: string; method?: string }, seconds: number, pages?: number): void;
}

/** Extract-worker series: jobs by outcome and tier, latency, and pages read. */
export function registerExtractMetrics(registry: Registry): ExtractMetrics {
  const jobs = new Counter({
    name: "quire_extract_jobs_total",
    help: "Extraction and inspect jobs by kind, outcome (ok or error code) and tier.",
    labelNames: ["kind", "outcome", "method"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "quire_extract_job_duration_seconds",
    help: "Extraction job duration in the worker.",
    labelNames: ["kind", "outcome"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pages = new Counter({
    name: "quire_extract_pages_total",
    help: "Pages of successfully extracted documents, by tier.",
    labelNames: ["method"] as const,
    registers: [registry],
  });
  return {
    observeJob({ kind, outcome, method = "none" }, seconds, pageCount) {
      jobs.inc({ kind, outcome, method });
      duration.observe({ kind, outcome }, seconds);
      if (pageCount !== undefined && outcome === "ok") pages.inc({ method }, pageCount);
    },
  };
}
