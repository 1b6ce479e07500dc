import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in the Prometheus text format on its own listener. Kept off the public API port:
 * queue depths and latencies are operational detail, and an internal port is what scrapers and
 * Kubernetes expect. Binds to loopback unless the operator says otherwise.
 */
export async function startMetricsServer({
  registry,
  port,
  host = "127.0.0.1",
  ready,
}: {
  registry: Registry;
  port: number;
  host?: string;
  /** Serves the process's probes beside /metrics: `/healthz` (alive) and `/readyz` (200 while this says so). */
  ready?: () => boolean;
}): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (ready && req.method === "GET" && (path === "/healthz" || path === "/readyz")) {
      const ok = path === "/healthz" || ready();
      res.writeHead(ok ? 200 : 503, { "content-type": "text/plain" }).end(ok ? "ok\n" : "not ready\n");
      return;
    }
    if (req.method !== "GET" || path !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { "content-type": registry.contentType }).end(body),
      (error: unknown) => res.writeHead(500, { "content-type": "text/plain" }).end(`metrics collection failed: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The metrics listener as a service's composition root starts it: none when `port` is 0, and a
 * port that cannot be bound is logged rather than fatal — metrics are for operators, and a taken
 * port must not take the service down with it.
 */
export async function serveMetrics({
  registry,
  port,
  host,
  logger,
  ready,
}: {
  registry: Registry;
  port: number;
  host: string;
  logger: { error(context: object, message: string): void };
  /** Worker probes on the same listener (a worker has no other HTTP port). */
  ready?: () => boolean;
}): Promise<MetricsServer | undefined> {
  if (port === 0) return undefined;
  return startMetricsServer({ registry, port, host, ...(ready ? { ready } : {}) }).catch((error: unknown) => {
    logger.error({ err: error, port }, "metrics listener failed to start; continuing without /metrics");
    return undefined;
  });
}
