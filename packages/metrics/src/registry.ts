import { collectDefaultMetrics, Registry } from "prom-client";

/**
 * A registry for one service: process metrics (RSS, heap, event-loop lag, GC) under `quire_`
 * plus whatever the service registers, every series labelled with `service`.
 */
export function createServiceRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: "quire_" });
  return registry;
}
