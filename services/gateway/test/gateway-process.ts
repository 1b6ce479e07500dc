// The built gateway (services/gateway/dist/main.js, made by the test setup's build) as a real
// process on a free port: for tests about process behaviour (signals, several gateways at once).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitFor } from "../../../test-support/processes";
import { TEST_REDIS_URL } from "../../../test-support/database";

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/main.js");

export interface GatewayProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process logged so far (stdout and stderr). */
  logs(): string;
  stop(): Promise<void>;
}

export async function startGatewayProcess({
  databaseUrl,
  prefix,
  env = {},
}: {
  databaseUrl: string;
  prefix: string;
  env?: Record<string, string>;
}): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: prefix,
      PORT: String(port),
      HOST: "127.0.0.1",
      STORAGE_DRIVER: "none",
      LOG_LEVEL: "info",
      GATEWAY_METRICS_PORT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let logs = "";
  child.stdout.on("data", (chunk) => (logs += chunk));
  child.stderr.on("data", (chunk) => (logs += chunk));
  await waitFor(() => (logs.includes("gateway listening") ? true : child.exitCode !== null ? Promise.reject(new Error(logs)) : undefined), {
    what: "gateway listening",
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    logs: () => logs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
