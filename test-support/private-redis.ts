// A throwaway redis-server on a free loopback port, for tests that inject Redis faults (memory
// limits, restarts) without touching the machine's shared instance.
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./processes";
import { Redis } from "ioredis";

export interface PrivateRedis {
  url: string;
  port: number;
  /** A client for fault injection (CONFIG SET …). */
  admin: Redis;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--maxmemory-policy", "noeviction"],
    { stdio: "ignore" },
  );
  const admin = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 1 });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await admin.connect();
      await admin.ping();
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      admin.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    admin,
    async stop() {
      admin.disconnect();
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
