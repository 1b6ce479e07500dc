// Docker HEALTHCHECK for every Quire container (Kubernetes uses its own probes instead). One image
// runs any service, so this asks each place a Quire process answers /healthz — the gateway's API
// port, then the workers' metrics ports (where their probes live) — and is healthy if one answers.
const env = process.env;
const ports = [env.PORT ?? "8080", env.RENDER_WORKER_METRICS_PORT ?? "9465", env.EXTRACT_WORKER_METRICS_PORT ?? "9466"].filter((port) => port !== "0");
const answers = await Promise.all(
  ports.map((port) =>
    fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    ),
  ),
);
process.exit(answers.includes(true) ? 0 : 1);
