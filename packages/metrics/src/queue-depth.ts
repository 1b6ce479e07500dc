import { Gauge, type Registry } from "prom-client";

/** What a BullMQ Queue offers for counting; kept structural so this package needs no bullmq. */
export interface CountableQueue {
  name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

const STATES = ["waiting", "active", "delayed", "prioritized", "waiting-children"] as const;

/**
 * `quire_queue_jobs{queue,state}`, read from Redis at scrape time (never stale, no background
 * polling). The autoscaler's signal: waiting + prioritized.
 */
export function registerQueueDepth(registry: Registry, queues: CountableQueue[]): void {
  new Gauge({
    name: "quire_queue_jobs",
    help: "Jobs per BullMQ queue and state, read at scrape time.",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await Promise.all(queues.map(async (queue) => [queue.name, await queue.getJobCounts(...STATES)] as const));
      for (const [queue, byState] of counts) for (const state of STATES) this.set({ queue, state }, byState[state] ?? 0);
    },
  });
}
