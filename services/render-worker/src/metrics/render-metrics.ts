import { decodeJobFailure } from "@quire/contracts";
import { Counter, Gauge, Histogram, LATENCY_BUCKETS, type Registry } from "@quire/metrics";
import type { ChromiumStats } from "../chromium/chromium-supervisor";

export interface RenderMetrics {
  /** Records one finished job attempt: `rendered`, or the failure code. */
  observeJob(outcome: string, seconds: number): void;
}

/**
 * Render-worker series: job outcomes and latency (queue pick-up to result), plus the Chromium
 * supervisor's restarts, crashes and page pool read at scrape time.
 */
export function registerRenderMetrics(registry: Registry, chromiumStats: () => ChromiumStats): RenderMetrics {
  const jobs = new Counter({
    name: "quire_render_jobs_total",
    help: "Render job attempts by outcome (rendered or error code).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "quire_render_job_duration_seconds",
    help: "Render job attempt duration in the worker.",
    labelNames: ["outcome"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Counters owned by the supervisor; exposed as gauges-of-totals because prom-client counters
  // cannot be set, only incremented, and the supervisor is the single source of truth. Registered
  // by construction; nothing else refers to it.
  new Gauge({
    name: "quire_chromium",
    help: "Chromium supervisor state: restarts, crashes, renders and pages handed out without a warm-up print since start (totals), ready pages and active renders (current), sandboxed (1 when renderers run in Chromium's sandbox).",
    labelNames: ["stat"] as const,
    registers: [registry],
    collect() {
      const stats = chromiumStats();
      this.set({ stat: "restarts_total" }, stats.restarts);
      this.set({ stat: "crashes_total" }, stats.crashes);
      this.set({ stat: "renders_total" }, stats.renders);
      this.set({ stat: "cold_pages_total" }, stats.coldPages);
      this.set({ stat: "ready_pages" }, stats.readyPages);
      this.set({ stat: "active_renders" }, stats.activeRenders);
      this.set({ stat: "sandboxed" }, stats.sandboxed ? 1 : 0);
    },
  });
  return {
    observeJob(outcome, seconds) {
      jobs.inc({ outcome });
      duration.observe({ outcome }, seconds);
    },
  };
}

/** The contract code at the front of a job failure (`encodeJobFailure`), for the outcome label. */
export function failureCode(error: unknown): string {
  return decodeJobFailure(error instanceof Error ? error.message : undefined)?.code ?? "internal_error";
}
