import { describe, expect, it } from "@jest/globals";
import { createServiceRegistry } from "./registry";
import { serveMetrics, startMetricsServer } from "./metrics-server";

describe("serveMetrics", () => {
  const registry = createServiceRegistry("test");
  const quiet = () => {
    const errors: Array<{ context: object; message: string }> = [];
    return { errors, logger: { error: (context: object, message: string) => void errors.push({ context, message }) } };
  };

  it("starts nothing when the port is 0", async () => {
    const { errors, logger } = quiet();
    expect(await serveMetrics({ registry, port: 0, host: "127.0.0.1", logger })).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("logs a port that is already taken and carries on without a listener", async () => {
    const taken = await startMetricsServer({ registry, port: 0 });
    const { errors, logger } = quiet();
    try {
      expect(await serveMetrics({ registry, port: taken.port, host: "127.0.0.1", logger })).toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ context: { port: taken.port }, message: expect.stringContaining("metrics listener failed to start") });
    } finally {
      await taken.close();
    }
  });

  it("serves the registry on a free port", async () => {
    const { logger } = quiet();
    // A port known to be free: bound once by the OS, then released.
    const probe = await startMetricsServer({ registry, port: 0 });
    await probe.close();
    const server = await serveMetrics({ registry, port: probe.port, host: "127.0.0.1", logger });
    try {
      const body = await (await fetch(`http://127.0.0.1:${server!.port}/metrics`)).text();
      expect(body).toContain('service="test"');
    } finally {
      await server?.close();
    }
  });

  it("serves a worker's probes beside /metrics when given a readiness check", async () => {
    let ready = false;
    const server = await startMetricsServer({ registry, port: 0, ready: () => ready });
    const status = async (path: string) => (await fetch(`http://127.0.0.1:${server.port}${path}`)).status;
    try {
      expect(await status("/healthz")).toBe(200);
      expect(await status("/readyz")).toBe(503);
      ready = true;
      expect(await status("/readyz")).toBe(200);
      expect(await status("/metrics")).toBe(200);
    } finally {
      await server.close();
    }
    const plain = await startMetricsServer({ registry, port: 0 });
    try {
      expect((await fetch(`http://127.0.0.1:${plain.port}/readyz`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
