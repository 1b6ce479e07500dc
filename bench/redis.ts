// `pnpm bench redis [extractions=1000] [megabytes=5] [concurrency=2]`: Redis memory across many
// extractions of a multi-MB PDF through the real gateway and extract-worker. Redis must hold no
// document at rest, so memory after the run should sit where it started, however many documents
// passed through. Prints INFO memory's used_memory (instance-wide: other users of this Redis show
// up in it) and, exact for this run, the memory of every key under the run's own prefix — against
// the baseline of the same run before the first extraction, and against what the old retention
// (finished extract jobs kept 10 min with their payload) would have held.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { startOwnStack } from "../scripts/own-stack";
import { makePdf } from "../services/extract-worker/test/fixtures/make-pdf";

const [total = 1000, megabytes = 5, concurrency = 2] = process.argv.slice(2).map(Number);
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `quire-bench-${randomBytes(3).toString("hex")}`;
const redis = new Redis(redisUrl);

// One page of text, padded to size with a PDF comment (skipped by the lexer, so parsing stays cheap).
const pdf = makePdf([{ content: `BT /F1 12 Tf 72 720 Td (Redis memory bench) Tj ET\n%${"x".repeat(megabytes * 1024 * 1024)}\n` }]);
const body = JSON.stringify({ file_base64: pdf.toString("base64"), preset: "full_text" });

async function usedMemory(): Promise<number> {
  return Number(/used_memory:(\d+)/.exec(await redis.info("memory"))![1]);
}

async function prefixMemory(): Promise<{ keys: number; bytes: number }> {
  let cursor = "0";
  let keys = 0;
  let bytes = 0;
  do {
    const [next, found] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    cursor = next;
    for (const key of found) {
      keys += 1;
      bytes += Number((await redis.memory("USAGE", key)) ?? 0);
    }
  } while (cursor !== "0");
  return { keys, bytes };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const stack = await startOwnStack({ services: ["gateway", "extract-worker"], env: { QUEUE_PREFIX: prefix, EXTRACT_CONCURRENCY: String(concurrency) } });
try {
  // Warm-up: the queues' own keys exist after the first job.
  const call = () =>
    fetch(`${stack.baseUrl}/api/v1/extract`, {
      method: "POST",
      headers: { authorization: `Bearer ${stack.apiKey}`, "content-type": "application/json" },
      body,
    });
  if ((await call()).status !== 200) throw new Error("warm-up extraction failed");
  const baseline = { used: await usedMemory(), prefix: await prefixMemory() };
  console.log(`document ${mb(pdf.length)} (${mb(body.length)} as JSON), ${total} extractions, concurrency ${concurrency}, prefix ${prefix}`);
  console.log(`baseline: used_memory ${mb(baseline.used)}; under prefix ${baseline.prefix.keys} keys, ${mb(baseline.prefix.bytes)}`);
  let issued = 0;
  let done = 0;
  let failed = 0;
  let maxUsed = baseline.used;
  const started = Date.now();
  const sampler = setInterval(() => void usedMemory().then((used) => (maxUsed = Math.max(maxUsed, used))), 250);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued += 1;
        const response = await call();
        await response.arrayBuffer();
        if (response.status === 200) done += 1;
        else failed += 1;
        if ((done + failed) % Math.max(1, Math.floor(total / 10)) === 0) {
          const now = await prefixMemory();
          console.log(`  ${done + failed}/${total}: used_memory ${mb(await usedMemory())}; under prefix ${now.keys} keys, ${mb(now.bytes)}`);
        }
      }
    }),
  );
  clearInterval(sampler);
  const after = { used: await usedMemory(), prefix: await prefixMemory() };
  const seconds = (Date.now() - started) / 1000;
  console.log(`\n${done} ok, ${failed} failed in ${seconds.toFixed(1)} s`);
  console.log(
    `used_memory: baseline ${mb(baseline.used)}, peak while running ${mb(maxUsed)} (+${mb(maxUsed - baseline.used)}), after ${mb(after.used)} (${after.used >= baseline.used ? "+" : "-"}${mb(Math.abs(after.used - baseline.used))})`,
  );
  console.log(
    `under prefix after: ${after.prefix.keys} keys, ${mb(after.prefix.bytes)} (baseline ${mb(baseline.prefix.bytes)}; one document is ${mb(body.length)})`,
  );
  const oldRetention = Math.min(done, Math.round((600 / seconds) * done)) * body.length;
  console.log(`old retention (10 min of finished jobs with payload) would hold ≈ ${mb(oldRetention)} after this run`);
} finally {
  redis.disconnect();
  await stack.stop();
}
