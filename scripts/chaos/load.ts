// The chaos run's client load: renders and extractions at a fixed concurrency through the proxy,
// each retried like a well-behaved client (429/503 after Retry-After, 504 and network errors after
// a second) with the same Idempotency-Key and an x-request-id `<op>.<attempt>`, so every attempt's
// rows can be found in the database afterwards.
import { request } from "node:http";

export interface Operation {
  id: string;
  kind: "render" | "extract";
  apiKey: string;
  accountId: string;
  body: string;
  idempotencyKey?: string;
}

export interface Attempt {
  op: string;
  attempt: number;
  /** null: no HTTP answer (connection refused/cut, or no answer within the client's limit). */
  status: number | null;
  networkError?: string;
  code?: string;
  envelope: boolean;
  retryAfter?: string;
  renderId?: string;
  replayed?: boolean;
  ms: number;
  startedAt: number;
}

export interface OperationResult {
  op: Operation;
  attempts: Attempt[];
  final: Attempt;
}

const CLIENT_LIMIT_MS = 90_000;
const MAX_ATTEMPTS = 8;

function send(port: number, op: Operation, attempt: number): Promise<Attempt> {
  const startedAt = Date.now();
  const path = op.kind === "render" ? "/api/v1/render" : "/api/v1/extract";
  return new Promise((resolve) => {
    const done = (partial: Omit<Attempt, "op" | "attempt" | "ms" | "startedAt">) =>
      resolve({ op: op.id, attempt, ms: Date.now() - startedAt, startedAt, ...partial });
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: {
          authorization: `Bearer ${op.apiKey}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(op.body),
          "x-request-id": `${op.id}.${attempt}`,
          ...(op.idempotencyKey ? { "idempotency-key": op.idempotencyKey } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", (error) => done({ status: null, networkError: `body: ${error.message}`, envelope: false }));
        res.on("end", () => {
          let json: Record<string, unknown> | null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
          } catch {
            json = null;
          }
          const error = json?.error as { code?: unknown; message?: unknown } | undefined;
          const envelope = typeof error === "object" && error !== null && typeof error.code === "string" && typeof error.message === "string";
          const retryAfter = res.headers["retry-after"];
          done({
            status: res.statusCode ?? null,
            envelope,
            ...(envelope ? { code: error.code as string } : {}),
            ...(typeof retryAfter === "string" ? { retryAfter } : {}),
            ...(res.statusCode === 200 && op.kind === "render" && typeof json?.id === "string" ? { renderId: json.id, replayed: json.replayed === true } : {}),
          });
        });
      },
    );
    req.setTimeout(CLIENT_LIMIT_MS, () => req.destroy(new Error(`no answer within ${CLIENT_LIMIT_MS / 1000} s`)));
    req.on("error", (error) => done({ status: null, networkError: (error as NodeJS.ErrnoException).code ?? error.message, envelope: false }));
    req.end(op.body);
  });
}

async function runOperation(port: number, op: Operation): Promise<OperationResult> {
  const attempts: Attempt[] = [];
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const result = await send(port, op, attempt);
    attempts.push(result);
    const retryable = result.status === null || result.status === 429 || result.status === 503 || result.status === 504;
    if (!retryable || attempt === MAX_ATTEMPTS) break;
    const after = Number(result.retryAfter);
    await new Promise((resolve) => setTimeout(resolve, Number.isFinite(after) && after > 0 ? Math.min(after, 5) * 1000 : 1000));
  }
  return { op, attempts, final: attempts.at(-1)! };
}

/** Runs `operations` `concurrency` at a time; `onProgress(done)` after each one finishes. */
export async function runLoad(port: number, operations: Operation[], concurrency: number, onProgress: (done: number) => void): Promise<OperationResult[]> {
  const results = new Array<OperationResult>(operations.length);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < operations.length) {
        const index = next++;
        results[index] = await runOperation(port, operations[index]!);
        done += 1;
        onProgress(done);
      }
    }),
  );
  return results;
}
