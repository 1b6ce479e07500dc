// Is an answer in the contract's form? 401/501 carry `{error: string}`; every other error
// `{error: {code, message}}` with a code of our table whose status is the answer's; every answer
// an x-request-id. /mcp's own protocol errors are JSON-RPC error objects.
import { ERROR_STATUS } from "@quire/contracts";

export function contractViolation({
  status,
  headers,
  text,
  operation,
  allowed = new Set(),
}: {
  status: number;
  headers: Headers;
  text: string;
  operation: string;
  /** 5xx statuses that are legitimate answers here (e.g. 504 for a PDF that hits the parse limit). */
  allowed?: ReadonlySet<number>;
}): string | null {
  if (status >= 500 && !allowed.has(status)) return `status ${status}`;
  if (!headers.get("x-request-id")) return "no x-request-id";
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `non-JSON ${status} body`;
  }
  const error = (body as { error?: unknown }).error;
  if (status === 401 || status === 501) return typeof error === "string" ? null : `${status} without the string form`;
  if (operation.endsWith(" /mcp") && typeof (body as { jsonrpc?: unknown }).jsonrpc === "string") return null;
  if (!error || typeof error !== "object") return `${status} without the envelope`;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== "string" || !(code in ERROR_STATUS)) return `unknown error code ${String(code)}`;
  if (ERROR_STATUS[code as keyof typeof ERROR_STATUS] !== status) return `code ${code} answered with ${status}`;
  if (typeof message !== "string" || !message) return `${code} without a message`;
  return null;
}
