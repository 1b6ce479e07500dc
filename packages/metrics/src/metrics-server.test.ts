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
});
