// The real gateway (startTestGateway) plus, on request, the real workers in-process: the extract
// worker with its sandboxed pdf.js children, and the render worker with Chromium and fs storage.
// Used by the client and MCP tests, which talk to it only over HTTP (or through quire-mcp).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { PlanName } from "@quire/contracts";
import type { Db } from "@quire/db";
import { createFsObjectStore, type ObjectStore } from "@quire/storage";
import type { DashboardDeps } from "../src/dashboard/dashboard.routes";
import { createTestDatabase, TEST_REDIS_URL, testPrefix } from "../../../test-support/database";
import { startTestGateway, type TestGateway } from "./harness";
import { startInProcessExtractWorker } from "./in-process-extract-worker";

export interface LiveStack {
  baseUrl: string;
  db: Db;
  gateway: TestGateway;
  /** What a worker process needs to join this stack. */
  databaseUrl: string;
  prefix: string;
  storageDir: string;
  signingSecret: string;
  newCaller(plan?: PlanName): Promise<{ accountId: string; key: string }>;
  close(): Promise<void>;
}

export async function startLiveStack({
  extract = false,
  render = false,
  resendBaseUrl,
  renderWorkers = 1,
  dashboard,
}: {
  extract?: boolean;
  render?: boolean;
  /** Turns email on, sent to this Resend-protocol server. */
  resendBaseUrl?: string;
  /** In-process render workers (0 when the test runs its own worker processes). */
  renderWorkers?: number;
  /** Serve the account dashboard too. */
  dashboard?: DashboardDeps;
} = {}): Promise<LiveStack> {
  // Our own database (not the harness's) so the render worker, which connects by URL, shares it.
  const database = await createTestDatabase();
  const prefix = testPrefix();
  const dataDir = await mkdtemp(path.join(tmpdir(), "quire-live-"));
  const secret = "live-stack-secret-".padEnd(40, "x");
  const store = createFsObjectStore({ dir: dataDir, publicBaseUrl: "http://gateway.invalid", secret });
  let baseUrl = "";
  // Links are minted before the gateway's port is known to the store: rewrite the origin.
  const linkingStore: ObjectStore = {
    ...store,
    presign: async (key, options) => (await store.presign(key, options)).replace("http://gateway.invalid", baseUrl),
  };

  const gateway = await startTestGateway({
    databaseUrl: database.url,
    prefix,
    render: { store: linkingStore, emailConfigured: resendBaseUrl !== undefined },
    files: { store, secret },
    ...(dashboard ? { dashboard } : {}),
  });
  baseUrl = gateway.baseUrl;
  const db = gateway.db;

  const stops: Array<() => Promise<unknown>> = [];
  if (extract) {
    const worker = await startInProcessExtractWorker({ prefix });
    stops.push(() => worker.close());
  }
  if (render && renderWorkers > 0) {
    const { startRenderWorker } = await import("../../render-worker/src/worker/start-render-worker");
    const { createResendEmailSender } = await import("../../render-worker/src/email/resend-email-sender");
    const { TEST_CHROMIUM_PATH } = await import("../../render-worker/test/support/chromium-path");
    const email = resendBaseUrl ? createResendEmailSender({ apiKey: "re_test_key", baseUrl: resendBaseUrl, from: "Quire <renders@quire.test>" }) : null;
    const handle = await startRenderWorker({
      databaseUrl: database.url,
      redisUrl: TEST_REDIS_URL,
      queuePrefix: prefix,
      chromiumPath: TEST_CHROMIUM_PATH,
      concurrency: 2,
      restartAfter: 100,
      store,
      email,
      logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    });
    stops.push(() => handle.close());
  }

  return {
    baseUrl,
    db,
    gateway,
    databaseUrl: database.url,
    prefix,
    storageDir: dataDir,
    signingSecret: secret,
    newCaller: (plan = "pro") => gateway.newCaller(plan),
    async close() {
      for (const stop of stops) await stop().catch(() => undefined);
      await gateway.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
