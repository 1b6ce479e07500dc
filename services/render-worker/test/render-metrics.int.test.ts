import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createServiceRegistry } from "@quire/metrics";
import { startRenderHarness, type RenderHarness } from "./support/render-harness";

// Job outcomes, latency and the Chromium supervisor's state as the render-worker's /metrics
// exposes them, after real jobs through BullMQ and Chromium.
describe("render-worker metrics", () => {
  const registry = createServiceRegistry("render-worker");
  let harness: RenderHarness;

  beforeAll(async () => {
    harness = await startRenderHarness({ concurrency: 1, metrics: registry });
  });
  afterAll(async () => {
    await harness.close();
  });

  async function value(name: string, labels: Record<string, string>): Promise<number | undefined> {
    // Histograms list their _count/_sum/_bucket series under the histogram's name.
    const series = (await registry.getMetricsAsJSON()).flatMap((metric) =>
      metric.values.map((entry) => ({ ...entry, name: (entry as { metricName?: string }).metricName ?? metric.name })),
    );
    const match = series.find((entry) => entry.name === name && Object.entries(labels).every(([key, wanted]) => String(entry.labels[key]) === wanted));
    return match?.value;
  }

  it("counts rendered and failed jobs and exposes the supervisor's state", async () => {
    const ok = await harness.runJob({ markdown: "# Metrics\n\nOne page." });
    expect(ok.result?.pages).toBe(1);
    // A budget too small for any render: the job fails with render_timeout on its final attempt.
    const failed = await harness.runJob({ markdown: "# Slow\n\nNever finishes in time.", timeoutMs: 1 });
    expect(failed.failedReason).toMatch(/^render_timeout/);

    expect(await value("quire_render_jobs_total", { outcome: "rendered" })).toBe(1);
    expect(await value("quire_render_jobs_total", { outcome: "render_timeout" })).toBe(failed.attemptsMade);
    expect(await value("quire_render_job_duration_seconds_count", { outcome: "rendered" })).toBe(1);
    expect(await value("quire_chromium", { stat: "renders_total" })).toBeGreaterThanOrEqual(1);
    expect(await value("quire_chromium", { stat: "crashes_total" })).toBe(0);
    expect(await value("quire_chromium", { stat: "active_renders" })).toBe(0);
    // The tests run as root, where Chromium cannot sandbox itself (see chromium-sandbox.int.test.ts).
    expect(await value("quire_chromium", { stat: "sandboxed" })).toBe(process.getuid?.() === 0 ? 0 : 1);
  });
});
