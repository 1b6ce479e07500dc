// `pnpm chaos [--quick] [--seed N] [--renders N] [--extractions N] [--keep]`: a bounded fault run on
// loopback. Starts a private Redis (AOF on) and Postgres on free ports, 2 gateways, 2 render workers
// and 2 extract workers from their built JavaScript behind a round-robin proxy, drives renders and
// extractions at concurrency 8 (a third of the renders with an Idempotency-Key, retried with the
// same key) while it SIGKILLs and restarts a render worker, an extract worker and a gateway and
// restarts Redis; then checks the invariants below, prints them and exits 1 if any fails.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createAccount, createApiKey, createDb, ensureDatabase, migrateDeploy } from "@quire/db";
import { idempotencyAcrossGateways, rateLimitAcrossGateways, type CheckResult } from "./chaos/cross-gateway";
import { runLoad, type Operation, type OperationResult } from "./chaos/load";
import { createRng } from "./synth/random";
import { freePort, PrivatePostgres, PrivateRedis } from "./chaos/private-services";
import { startRoundRobinProxy } from "./chaos/round-robin-proxy";
import { ServiceProcess } from "./chaos/service-process";
import { builtPdfs } from "./fuzz/pdf-sources";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    quick: { type: "boolean" },
    seed: { type: "string" },
    renders: { type: "string" },
    extractions: { type: "string" },
    keep: { type: "boolean" },
  },
});
const quick = values.quick === true;
const seed = Number(values.seed ?? 15);
const renderCount = Number(values.renders ?? (quick ? 60 : 300));
const extractCount = Number(values.extractions ?? (quick ? 30 : 150));
const CONCURRENCY = 8;
const MAX_WAIT_MS = 65_000;
// The sweeper runs every 2 s and treats anything older than 70 s as abandoned: past the 65 s any
// live request may wait (a render's 45 s budget + the gateway's 15 s grace), so it never fails an
// operation a client still waits on, and the run does not idle the default 170 s before checking.
const SWEEP_INTERVAL_MS = 2_000;
const SWEEP_STALE_AFTER_MS = 70_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);

const build = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "build.ts")], { stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) throw new Error("`pnpm build` failed");

const dir = mkdtempSync(path.join(tmpdir(), "quire-chaos-"));
chmodSync(dir, 0o711); // Postgres' own user must reach its cluster directory inside
const redis = new PrivateRedis(await freePort(), path.join(dir, "redis"));
const postgres = new PrivatePostgres(await freePort(), path.join(dir, "pg"));
const services: ServiceProcess[] = [];
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | null = null;
const checks: Array<{ name: string } & CheckResult> = [];

async function cleanUp(): Promise<void> {
  await Promise.allSettled(services.map((service) => service.stop()));
  await proxy?.close();
  await redis.stop();
  postgres.stop();
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
  else log(`kept ${dir} (logs, data)`);
}

try {
  await redis.start();
  await postgres.start();
  await ensureDatabase(postgres.url);
  await migrateDeploy(postgres.url);
  log(`private redis :${redis.port} (AOF), postgres :${postgres.port}, scratch ${dir}`);

  const db = createDb(postgres.url);
  const accounts: Array<{ id: string; key: string }> = [];
  for (let i = 0; i < 4; i += 1) {
    const account = await createAccount(db, { name: `chaos-${i}`, plan: "enterprise" });
    accounts.push({ id: account.id, key: (await createApiKey(db, { accountId: account.id }))!.key });
  }
  const proAccount = await createAccount(db, { name: "chaos-pro", plan: "pro" });
  const proKey = (await createApiKey(db, { accountId: proAccount.id }))!.key;
  const teamAccount = await createAccount(db, { name: "chaos-team", plan: "team" });
  const teamKey = (await createApiKey(db, { accountId: teamAccount.id }))!.key;
  const allAccounts = [...accounts.map((a) => a.id), proAccount.id, teamAccount.id];

  const gatewayPorts = [await freePort(), await freePort()];
  const common = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: "chaos",
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? "warn",
    STORAGE_DRIVER: "none",
    GATEWAY_METRICS_PORT: "0",
    RENDER_WORKER_METRICS_PORT: "0",
    EXTRACT_WORKER_METRICS_PORT: "0",
    MARKDOWN_WARM_LANGUAGES: "none",
    SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
    SWEEP_STALE_AFTER_MS: String(SWEEP_STALE_AFTER_MS),
  };
  const entry = (name: string) => path.join(root, "services", name, "dist", "main.js");
  const gateways = gatewayPorts.map(
    (port, i) =>
      new ServiceProcess(`gateway-${i + 1}`, entry("gateway"), { ...common, HOST: "127.0.0.1", PORT: String(port) }, path.join(dir, `gateway-${i + 1}.log`)),
  );
  const renderWorkers = [1, 2].map((i) => new ServiceProcess(`render-worker-${i}`, entry("render-worker"), common, path.join(dir, `render-worker-${i}.log`)));
  const extractWorkers = [1, 2].map(
    (i) => new ServiceProcess(`extract-worker-${i}`, entry("extract-worker"), common, path.join(dir, `extract-worker-${i}.log`)),
  );
  services.push(...gateways, ...renderWorkers, ...extractWorkers);
  for (const service of services) service.start();
  const ready = async (port: number) => {
    for (let i = 0; i < 240; i += 1) {
      if (
        await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await sleep(250);
    }
    throw new Error(`gateway on ${port} not ready within 60 s`);
  };
  await Promise.all(gatewayPorts.map(ready));
  proxy = await startRoundRobinProxy(gatewayPorts);
  log(`2 gateways (:${gatewayPorts.join(", :")}), 2 render workers, 2 extract workers; proxy :${proxy.port}`);

  // Workers warm up in the background; a first render through the proxy waits for them.
  const warm = await fetch(`http://127.0.0.1:${proxy.port}/api/v1/render`, {
    method: "POST",
    headers: { authorization: `Bearer ${teamKey}`, "content-type": "application/json" },
    body: JSON.stringify({ markdown: "# warm-up" }),
  });
  log(`warm-up render: ${warm.status}`);

  // The load, seeded: shuffled renders and extractions over the four enterprise accounts.
  // A seed always builds the same load.
  const random = createRng(seed).next;
  const pdfs = builtPdfs().map((bytes) => bytes.toString("base64"));
  const presets = ["invoice", "full_text", "table_dump"];
  const operations: Operation[] = [];
  for (let i = 0; i < renderCount; i += 1) {
    const account = accounts[i % accounts.length]!;
    const sections = 1 + Math.floor(random() * 4);
    const markdown = [
      `# Chaos render ${i}`,
      ...Array.from(
        { length: sections },
        (_, s) => `## Section ${s}\n\nParagraph ${s} with **bold** text.\n\n| a | b |\n|---|---|\n| ${s} | ${i} |\n\n- one\n- two`,
      ),
    ].join("\n\n");
    operations.push({
      id: `r${i}`,
      kind: "render",
      apiKey: account.key,
      accountId: account.id,
      body: JSON.stringify({ markdown, title: `Chaos ${i}` }),
      ...(i % 3 === 0 ? { idempotencyKey: `chaos-${seed}-r${i}` } : {}),
    });
  }
  for (let i = 0; i < extractCount; i += 1) {
    const account = accounts[i % accounts.length]!;
    operations.push({
      id: `e${i}`,
      kind: "extract",
      apiKey: account.key,
      accountId: account.id,
      body: JSON.stringify({ file_base64: pdfs[Math.floor(random() * pdfs.length)], preset: presets[Math.floor(random() * presets.length)] }),
    });
  }
  for (let i = operations.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [operations[i], operations[j]] = [operations[j]!, operations[i]!];
  }

  // Faults at fixed points of the load (fractions of finished operations); the full run does each twice.
  const faults: Array<{ at: number; name: string; run: () => Promise<void> }> = [];
  const restartAfterKill = (service: ServiceProcess) => async () => {
    await service.kill();
    await sleep(1_000);
    service.start();
  };
  const rounds = quick ? 1 : 2;
  for (let round = 0; round < rounds; round += 1) {
    const base = round / rounds;
    const span = 1 / rounds;
    faults.push(
      { at: base + span * 0.15, name: `SIGKILL ${renderWorkers[round]!.name}, restart`, run: restartAfterKill(renderWorkers[round]!) },
      { at: base + span * 0.35, name: `SIGKILL ${extractWorkers[round]!.name}, restart`, run: restartAfterKill(extractWorkers[round]!) },
      {
        at: base + span * 0.55,
        name: `SIGKILL ${gateways[round]!.name}, restart`,
        run: async () => {
          await gateways[round]!.kill();
          await sleep(1_000);
          gateways[round]!.start();
          await ready(gatewayPorts[round]!);
        },
      },
      // The first Redis restart is a clean shutdown; the full run's second is a crash (SIGKILL), which
      // may lose the last second of queue writes: lost jobs must still end refunded or answered.
      round === 0
        ? { at: base + span * 0.75, name: "restart redis (SIGTERM, 2 s down, same AOF)", run: () => redis.restart(2_000) }
        : { at: base + span * 0.75, name: "crash redis (SIGKILL, 2 s down, restart from AOF)", run: () => redis.restart(2_000, "SIGKILL") },
    );
  }
  const faultLog: string[] = [];
  let faultChain = Promise.resolve();
  let nextFault = 0;
  const loadStarted = Date.now();
  log(
    `load: ${renderCount} renders (${operations.filter((o) => o.idempotencyKey).length} with an Idempotency-Key) + ${extractCount} extractions at concurrency ${CONCURRENCY}, seed ${seed}`,
  );
  const results: OperationResult[] = await runLoad(proxy.port, operations, CONCURRENCY, (done) => {
    while (nextFault < faults.length && done >= faults[nextFault]!.at * operations.length) {
      const fault = faults[nextFault++]!;
      faultChain = faultChain.then(async () => {
        const t = ((Date.now() - loadStarted) / 1000).toFixed(1);
        log(`fault at ${done}/${operations.length} (${t} s): ${fault.name}`);
        await fault.run();
        faultLog.push(`${fault.name} at op ${done}/${operations.length}, t=${t} s`);
      });
    }
  });
  await faultChain;
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  log(`load finished in ${loadSeconds.toFixed(1)} s`);

  // --- Invariants -------------------------------------------------------------------------------
  const attempts = results.flatMap((r) => r.attempts);
  const statusCounts: Record<string, number> = {};
  for (const a of attempts) {
    const key = a.status === null ? `net:${a.networkError}` : String(a.status);
    statusCounts[key] = (statusCounts[key] ?? 0) + 1;
  }
  const needsRetryAfter = (a: (typeof attempts)[number]) => a.status === 429 || a.status === 503;
  const badAnswers = attempts.filter(
    (a) => a.status !== null && a.status !== 200 && (![429, 503, 504].includes(a.status) || !a.envelope || (needsRetryAfter(a) && !a.retryAfter)),
  );
  const unanswered = results.filter((r) => r.final.status !== 200);
  checks.push({
    name: "every request answered (200, or 503/504/429 with the envelope and Retry-After where required)",
    ok: badAnswers.length === 0 && unanswered.length === 0,
    detail:
      `${results.length} operations, ${attempts.length} attempts; statuses ${Object.entries(statusCounts)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")}; final 200: ${results.length - unanswered.length}/${results.length}` +
      (badAnswers.length
        ? `; bad answers: ${badAnswers
            .slice(0, 10)
            .map(
              (a) =>
                `${a.op}.${a.attempt}=${a.status}${a.code ? `/${a.code}` : ""}${a.envelope ? "" : " (no envelope)"}${needsRetryAfter(a) && !a.retryAfter ? " (no Retry-After)" : ""}`,
            )
            .join(", ")}`
        : "") +
      (unanswered.length
        ? `; not 200 in the end: ${unanswered
            .slice(0, 10)
            .map((r) => `${r.op.id}=${r.final.status ?? r.final.networkError}`)
            .join(", ")}`
        : ""),
  });
  const slow = attempts.filter((a) => a.ms > MAX_WAIT_MS);
  const longest = attempts.reduce((max, a) => Math.max(max, a.ms), 0);
  checks.push({
    name: "no request waited more than 65 s",
    ok: slow.length === 0,
    detail: `longest wait ${(longest / 1000).toFixed(1)} s${
      slow.length
        ? `; over: ${slow
            .slice(0, 10)
            .map((a) => `${a.op}.${a.attempt} ${(a.ms / 1000).toFixed(1)} s`)
            .join(", ")}`
        : ""
    }`,
  });
  const cut = attempts.filter((a) => a.status === null);
  checks.push({
    name: "attempts without an HTTP answer (informational: held by a killed gateway, or reset on a connect to its port right after the kill)",
    ok: true,
    detail: `${cut.length} attempt(s) without an HTTP answer: ${
      cut
        .slice(0, 8)
        .map(
          (a) =>
            `${a.op}.${a.attempt} ${a.networkError} t=${((a.startedAt - loadStarted) / 1000).toFixed(1)}→${((a.startedAt + a.ms - loadStarted) / 1000).toFixed(1)} s`,
        )
        .join(", ") || "none"
    }; proxy per gateway: connections ${proxy.stats.connections.join("/")}, reset ${proxy.stats.cut.join("/")}, closed unanswered ${proxy.stats.silent.join("/")}, refused ${proxy.stats.refused.join("/")}, self-connects skipped ${proxy.stats.selfConnected.join("/")}`,
  });

  // Cross-gateway checks (directly on each gateway, not through the proxy), once both are ready
  // again: the load may end right after a Redis restart, while the gateways still reconnect.
  await Promise.all(gatewayPorts.map(ready));
  checks.push({ name: "rate limit holds across both gateways", ...(await rateLimitAcrossGateways(gatewayPorts, proKey)) });
  const netCredits = async (operationIds: string[]): Promise<Map<string, number>> => {
    const rows = await db.$queryRaw<Array<{ operation_id: string; net: bigint }>>`
      SELECT operation_id, SUM(CASE WHEN kind = 'charge'::"LedgerKind" THEN credits ELSE -credits END) AS net
      FROM credit_ledger WHERE operation_id = ANY(${operationIds}) GROUP BY operation_id`;
    return new Map(rows.map((row) => [row.operation_id, Number(row.net)]));
  };
  checks.push({
    name: "idempotency holds across both gateways",
    ...(await idempotencyAcrossGateways(gatewayPorts, teamKey, async (id) => (await netCredits([id])).get(id) ?? 0)),
  });

  // One sweep past the stale age: nothing may stay queued/processing.
  const stuck = async () => {
    const renders = await db.render.findMany({
      where: { status: { in: ["queued", "processing"] } },
      select: { id: true, status: true, requestId: true, createdAt: true },
    });
    const extractions = await db.extraction.findMany({ where: { status: "processing" }, select: { id: true, status: true, requestId: true, createdAt: true } });
    return [...renders, ...extractions];
  };
  const before = await stuck();
  const newest = before.reduce((max, row) => Math.max(max, row.createdAt.getTime()), 0);
  if (before.length) {
    const waitMs = Math.max(0, newest + SWEEP_STALE_AFTER_MS + 3 * SWEEP_INTERVAL_MS - Date.now());
    log(
      `${before.length} record(s) still queued/processing after the load (${before
        .map((r) => `${r.id} ${r.status} ${r.requestId}`)
        .slice(0, 6)
        .join(", ")}); waiting ${(waitMs / 1000).toFixed(0)} s for the sweeper`,
    );
    await sleep(waitMs);
  }
  const after = await stuck();
  checks.push({
    name: "no record left queued/processing after one sweep",
    ok: after.length === 0,
    detail: `${before.length} in flight when the load ended${after.length ? `; still stuck: ${after.map((r) => `${r.id} (${r.status}, request ${r.requestId})`).join(", ")}` : ", 0 after the sweep"}`,
  });

  const renderStates = await db.render.groupBy({ by: ["status", "errorCode"], _count: true });
  const extractionStates = await db.extraction.groupBy({ by: ["status", "errorCode"], _count: true });
  const swept = await db.render.count({ where: { errorMessage: { contains: "failed by the sweeper" } } });
  const states = (rows: Array<{ status: string; errorCode: string | null; _count: number }>) =>
    rows.map((row) => `${row.status}${row.errorCode ? `/${row.errorCode}` : ""}×${row._count}`).join(" ");
  checks.push({
    name: "records (informational)",
    ok: true,
    detail: `renders ${states(renderStates)}; extractions ${states(extractionStates)}; renders failed and refunded by the sweeper: ${swept}`,
  });

  // Same-key retries never double-charge: per keyed render, the rows its attempts created (found by
  // x-request-id) hold at most one rendered row and at most one net credit, and every 200 named it.
  const renderRows = await db.render.findMany({ where: { requestId: { not: null } }, select: { id: true, status: true, requestId: true } });
  const rowsByOp = new Map<string, typeof renderRows>();
  for (const row of renderRows) {
    const op = row.requestId!.split(".")[0]!;
    rowsByOp.set(op, [...(rowsByOp.get(op) ?? []), row]);
  }
  const credits = await netCredits(renderRows.map((row) => row.id));
  const keyed = results.filter((r) => r.op.idempotencyKey);
  const doubled: string[] = [];
  let replays = 0;
  let retriedKeyed = 0;
  for (const result of keyed) {
    const rows = rowsByOp.get(result.op.id) ?? [];
    const rendered = rows.filter((row) => row.status === "rendered");
    const net = rows.reduce((sum, row) => sum + (credits.get(row.id) ?? 0), 0);
    const ids = new Set(result.attempts.filter((a) => a.status === 200).map((a) => a.renderId));
    replays += result.attempts.filter((a) => a.replayed).length;
    if (result.attempts.length > 1) retriedKeyed += 1;
    if (rendered.length > 1 || net > 1 || ids.size > 1 || (ids.size === 1 && rendered[0]?.id !== [...ids][0])) {
      doubled.push(
        `${result.op.id} (key ${result.op.idempotencyKey}: rows ${rows.map((r) => `${r.id}=${r.status}`).join("/")}, net ${net}, answered ${[...ids].join("/")})`,
      );
    }
  }
  const unkeyedTwice = results.filter(
    (r) => !r.op.idempotencyKey && r.op.kind === "render" && (rowsByOp.get(r.op.id) ?? []).filter((row) => row.status === "rendered").length > 1,
  ).length;
  checks.push({
    name: "same-key retries never double-charge",
    ok: doubled.length === 0,
    detail: `${keyed.length} keyed renders, ${retriedKeyed} retried, ${replays} replayed answers${doubled.length ? `; double: ${doubled.slice(0, 10).join("; ")}` : ", none charged twice"} (un-keyed renders rendered twice by a retry, allowed: ${unkeyedTwice})`,
  });

  // `admin reconcile` (the built CLI, as an operator runs it) exact for every account.
  const inexact: string[] = [];
  const summaries: string[] = [];
  for (const accountId of allAccounts) {
    const run = spawnSync(process.execPath, [path.join(root, "services", "admin", "dist", "main.js"), "reconcile", "--account", accountId], {
      env: { ...process.env, DATABASE_URL: postgres.url },
      encoding: "utf8",
    });
    const report =
      run.status === 0
        ? (JSON.parse(run.stdout) as { used: number; ledger: number; finished: number; inFlight: { records: number; credits: number }; exact: boolean })
        : null;
    if (!report?.exact) inexact.push(`${accountId}: ${run.stdout.trim() || run.stderr.trim()}`);
    if (report) summaries.push(`${report.used}/${report.ledger}/${report.finished}`);
  }
  checks.push({
    name: "admin reconcile exact for every account",
    ok: inexact.length === 0,
    detail: `${allAccounts.length} accounts, used/ledger/finished: ${summaries.join(" ")}${inexact.length ? `; inexact: ${inexact.join("; ")}` : ""}`,
  });
  await db.$disconnect();

  console.log(
    `\nquire chaos (${quick ? "quick" : "full"}, seed ${seed}): ${renderCount} renders + ${extractCount} extractions, concurrency ${CONCURRENCY}, load ${loadSeconds.toFixed(0)} s`,
  );
  console.log(`faults: ${faultLog.join("; ")}`);
  console.log(`restarts: ${services.map((s) => `${s.name}×${s.starts - 1}`).join(" ")}`);
  for (const check of checks) console.log(`${check.ok ? "PASS" : "FAIL"}  ${check.name}: ${check.detail}`);
} catch (error) {
  console.error(error);
  checks.push({ name: "run completed", ok: false, detail: (error as Error).message });
} finally {
  await cleanUp();
}
process.exit(checks.length > 0 && checks.every((check) => check.ok) ? 0 : 1);
