// One error type for every failure the API reports, whichever of the contract's two shapes it
// used: the envelope `{error: {code, message}}` or the 401/501 string form `{error: "<text>"}`.

export class QuireError extends Error {
  /** The API's error code (`rate_limited`, `not_found`, …), or `network_error` when no answer came. */
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The `x-request-id` the gateway echoed (or the one we sent); quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** Seconds from `Retry-After`, when the API sent one. */
  readonly retryAfter: number | undefined;

  constructor(init: { code: string; status: number; message: string; requestId?: string | undefined; retryAfter?: number | undefined; cause?: unknown }) {
    super(init.message, { cause: init.cause });
    this.name = "QuireError";
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }
}

/** Codes of the string form, which carries no code of its own. */
const STRING_FORM_CODES: Record<number, string> = { 401: "unauthorized", 501: "auth_not_configured" };

export async function errorFromResponse(res: Response): Promise<QuireError> {
  const requestId = res.headers.get("x-request-id") ?? undefined;
  const retryAfter = parseRetryAfter(res.headers.get("retry-after"));
  const text = await res.text().catch(() => "");
  let code = STRING_FORM_CODES[res.status] ?? (res.status >= 500 ? "internal_error" : `http_${res.status}`);
  let message = text.slice(0, 500) || `HTTP ${res.status}`;
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === "string") message = body.error;
    else if (body.error && typeof body.error === "object") {
      const envelope = body.error as { code?: unknown; message?: unknown };
      if (typeof envelope.code === "string") code = envelope.code;
      if (typeof envelope.message === "string") message = envelope.message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the status-derived code and the raw text.
  }
  return new QuireError({ code, status: res.status, message, requestId, retryAfter });
}

/** `Retry-After` as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}
