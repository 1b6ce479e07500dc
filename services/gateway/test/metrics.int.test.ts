import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createServiceRegistry, registerQueueDepth, startMetricsServer, type MetricsServer } from "@quire/metrics";
import { startTestGateway, type TestGateway } from "./harness";

// The metrics listener as an operator's Prometheus sees it: real gateway requests, a real BullMQ
// queue in Redis, scraped over HTTP.
describe("Prometheus metrics", () => {
  const registry = createServiceRegistry("gateway");
  let gateway: TestGateway;
  let metrics: MetricsServer;

  beforeAll(async () => {
    gateway = await startTestGateway({ metrics: registry });
    registerQueueDepth(registry, [gateway.renderQueue.queue, gateway.extractQueue.queue]);
    metrics = await startMetricsServer({ registry, port: 0 });
  });
  afterAll(async () => {
    await metrics.close();
    await gateway.close();
  });

  async function scrape(): Promise<string> {
    const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return response.text();
  }

  function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
    const line = text
      .split("\n")
      .find((candidate) => candidate.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
  }

  it("counts requests by route pattern and status, never by raw URL", async () => {
    const { key } = await gateway.newCaller("pro");
    const headers = { authorization: `Bearer ${key}` };
    for (let i = 0; i < 3; i++) expect((await fetch(`${gateway.baseUrl}/api/v1/usage`, { headers })).status).toBe(200);
    expect((await fetch(`${gateway.baseUrl}/api/v1/render/rnd_doesnotexist`, { headers })).status).toBe(404);
    expect((await fetch(`${gateway.baseUrl}/api/v1/usage`)).status).toBe(401);

    const text = await scrape();
    expect(sample(text, "quire_http_request_duration_seconds_count", { route: "/api/v1/usage", status: "200", service: "gateway" })).toBe(3);
    expect(sample(text, "quire_http_request_duration_seconds_count", { route: "/api/v1/render/:id", status: "404" })).toBe(1);
    expect(text).not.toContain("rnd_doesnotexist");
    // Rejected before any route matched (authentication runs first).
    expect(sample(text, "quire_http_request_duration_seconds_count", { route: "unmatched", status: "401" })).toBe(1);
    // Process metrics come with every registry (RSS is what the benches watch for leaks).
    expect(
      sample(text, "quire_process_resident_memory_bytes", {}) ?? Number(/quire_process_resident_memory_bytes\{[^}]*\} (\d+)/.exec(text)?.[1]),
    ).toBeGreaterThan(0);
  });

  it("reports queue depth from Redis at scrape time", async () => {
    expect(sample(await scrape(), "quire_queue_jobs", { queue: "render", state: "waiting" })).toBe(0);
    // Nobody consumes this queue in the test, so added jobs stay waiting.
    await gateway.renderQueue.queue.add("render", { probe: 1 });
    await gateway.renderQueue.queue.add("render", { probe: 2 });
    const text = await scrape();
    expect(sample(text, "quire_queue_jobs", { queue: "render", state: "waiting" })).toBe(2);
    expect(sample(text, "quire_queue_jobs", { queue: "extract", state: "waiting" })).toBe(0);
  });

  it("answers 404 for anything but GET /metrics", async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: "POST" })).status).toBe(404);
  });
});
