// The fuzz run itself, against any live stack: (a) requests generated from its OpenAPI document,
// (b) mutated PDFs through /extract and /extract/inspect. Returns counts and every violation, each
// with the seed and index that reproduce it.
import fc from "fast-check";
import { contractViolation } from "./contract-check";
import { requestsFrom, type FuzzRequest } from "./openapi-requests";
import { mutate, mutatedPdfs } from "./pdf-mutations";

export interface FuzzReport {
  requests: number;
  /** Requests sent again after the client's pooled connection was closed under it (see `send`). */
  resent: number;
  statuses: Record<string, number>;
  violations: Array<{ index: number; what: string; request: string }>;
}

/** What a mutated PDF may be answered with: parsed, too large, not a PDF, encrypted, or over the parse time limit. */
const PDF_STATUSES = new Set([200, 413, 415, 422, 504]);

async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/**
 * fetch with one retry when the connection failed before any answer because the server had just
 * closed an idle keep-alive socket the client reused (undici's "other side closed"): a race of
 * HTTP/1.1 keep-alive in the client's pool, not an answer of the service. Anything else is reported.
 */
async function send(url: string, init: RequestInit, report: FuzzReport): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "UND_ERR_SOCKET") throw error;
    report.resent += 1;
    return fetch(url, init);
  }
}

function failure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `no answer: ${(error as Error).message}${cause ? ` (${cause.code ?? ""} ${cause.message ?? ""})` : ""}`;
}

function describe(request: FuzzRequest): string {
  const body = request.body ? ` body=${JSON.stringify(request.body.subarray(0, 120).toString("latin1"))}${request.body.length > 120 ? "…" : ""}` : "";
  return `${request.method} ${request.url.slice(0, 160)} headers=${JSON.stringify(request.headers)}${body}`;
}

/** Spreads requests over several keys so the burst limit is one answer among many, not all of them. */
export async function fuzzRequests({
  baseUrl,
  keys,
  seed,
  count,
  concurrency = 8,
}: {
  baseUrl: string;
  keys: string[];
  seed: number;
  count: number;
  concurrency?: number;
}): Promise<FuzzReport> {
  const doc = await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json();
  const requests = fc.sample(requestsFrom(doc), { seed, numRuns: count });
  const report: FuzzReport = { requests: 0, resent: 0, statuses: {}, violations: [] };
  await pool(requests, concurrency, async (request, index) => {
    const headers = { ...request.headers, ...(index % 17 === 0 ? {} : { authorization: `Bearer ${keys[index % keys.length]}` }) };
    let status = 0;
    try {
      const res = await send(
        `${baseUrl}${request.url}`,
        { method: request.method, headers, ...(request.body ? { body: request.body } : {}), signal: AbortSignal.timeout(70_000) },
        report,
      );
      status = res.status;
      const text = await res.text();
      const violation = contractViolation({ status, headers: res.headers, text, operation: request.operation });
      if (violation) report.violations.push({ index, what: violation, request: describe(request) });
    } catch (error) {
      report.violations.push({ index, what: failure(error), request: describe(request) });
    }
    report.requests += 1;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
  });
  return report;
}

export async function fuzzPdfs({
  baseUrl,
  keys,
  sources,
  seed,
  count,
  concurrency = 4,
}: {
  baseUrl: string;
  keys: string[];
  sources: Buffer[];
  seed: number;
  count: number;
  concurrency?: number;
}): Promise<FuzzReport> {
  const cases = fc.sample(mutatedPdfs(sources), { seed, numRuns: count });
  // The keys' one-second burst windows may still be full from a run just before: start on a fresh one.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const report: FuzzReport = { requests: 0, resent: 0, statuses: {}, violations: [] };
  await pool(cases, concurrency, async (item, index) => {
    const pdf = mutate(sources[item.source]!, item.mutation, item.seed);
    const inspect = index % 2 === 0;
    const body = JSON.stringify({ file_base64: pdf.toString("base64"), ...(inspect ? {} : { preset: "full_text" }) });
    let status = 0;
    try {
      const res = await send(
        `${baseUrl}/api/v1/extract${inspect ? "/inspect" : ""}`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${keys[index % keys.length]}`, "content-type": "application/json" },
          body,
          signal: AbortSignal.timeout(70_000),
        },
        report,
      );
      status = res.status;
      const text = await res.text();
      const violation = PDF_STATUSES.has(status)
        ? contractViolation({ status, headers: res.headers, text, operation: "POST /api/v1/extract", allowed: PDF_STATUSES })
        : `status ${status} for a mutated PDF`;
      if (violation)
        report.violations.push({
          index,
          what: violation,
          request: `${inspect ? "inspect" : "extract"} source=${item.source} ${item.mutation} seed=${item.seed}`,
        });
    } catch (error) {
      report.violations.push({ index, what: failure(error), request: `source=${item.source} ${item.mutation} seed=${item.seed}` });
    }
    report.requests += 1;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
  });
  return report;
}
