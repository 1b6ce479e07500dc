import { errorFromResponse, QuireError } from "./quire-error";

export interface Transport {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  /** Retries after the first attempt, for 429/503 answers that carry `Retry-After`. */
  maxRetries: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown instead. */
  maxRetryAfterSeconds: number;
  timeoutMs: number;
  headers: Record<string, string>;
}

export interface RequestSpec {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  /**
   * Whether a request that got no answer at all may be sent again: true for reads and for renders
   * (their Idempotency-Key makes a repeat a replay); false for extract, whose repeat would charge twice.
   */
  safeToRepeat: boolean;
}

/**
 * Sends one logical request. 429 and 503 are retried when the API says when (`Retry-After`),
 * bounded by `maxRetries` and `maxRetryAfterSeconds` — the contract's retry rule. A 429
 * `quota_exceeded` carries no `Retry-After` and is therefore never retried. Every attempt sends
 * the same body and headers, so an Idempotency-Key is reused across retries.
 */
export async function sendRequest(transport: Transport, spec: RequestSpec): Promise<Response> {
  const url = buildUrl(transport.baseUrl, spec.path, spec.query);
  const headers = cleanHeaders({
    accept: "application/json",
    ...transport.headers,
    authorization: `Bearer ${transport.apiKey}`,
    ...(spec.body !== undefined ? { "content-type": "application/json" } : {}),
    ...spec.headers,
  });
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  for (let attempt = 0; ; attempt += 1) {
    let res: Response;
    try {
      res = await transport.fetch(url, { method: spec.method, headers, body, signal: AbortSignal.timeout(transport.timeoutMs) });
    } catch (cause) {
      if (spec.safeToRepeat && attempt < transport.maxRetries) {
        await sleep(backoffMs(attempt));
        continue;
      }
      throw new QuireError({
        code: "network_error",
        status: 0,
        message: `No answer from ${url.origin}: ${(cause as Error).message}`,
        requestId: headers["x-request-id"],
        cause,
      });
    }
    if (res.ok) return res;
    const error = await errorFromResponse(res);
    const retryable = (res.status === 429 || res.status === 503) && error.retryAfter !== undefined && error.retryAfter <= transport.maxRetryAfterSeconds;
    if (!retryable || attempt >= transport.maxRetries) throw error;
    // A little jitter so clients that were refused together do not come back together.
    await sleep(error.retryAfter * 1000 + Math.random() * 250);
  }
}

function buildUrl(baseUrl: string, path: string, query: RequestSpec["query"]): URL {
  const url = new URL(baseUrl.replace(/\/+$/, "") + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

function cleanHeaders(headers: Record<string, string | undefined>): Record<string, string> {
  // Lower-cased so a caller's `X-Request-Id` replaces ours instead of being joined to it.
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) clean[name.toLowerCase()] = value;
  return clean;
}

const backoffMs = (attempt: number) => Math.min(4000, 250 * 2 ** attempt);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
