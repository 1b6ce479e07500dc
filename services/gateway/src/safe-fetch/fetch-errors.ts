import { AppError, isAppError } from "@quire/contracts";

// Turns whatever a download threw into the contract's errors. Messages name the failure class only:
// the origin's response body and internal error text stay out of them (the cause is kept for logs).

// A slow origin is a time limit like a slow parse, and 504 tells the caller a retry may succeed.
export function fetchTimedOut(timeoutMs: number): AppError {
  return new AppError("render_timeout", `fetching file_url timed out after ${timeoutMs / 1000} s.`);
}

const CONNECTION_FAILURES: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  EPIPE: "connection reset",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "host unreachable",
  EAI_AGAIN: "host could not be resolved",
  ENOTFOUND: "host could not be resolved",
};

export function describeFetchFailure(error: unknown, timedOut: boolean, timeoutMs: number): AppError {
  if (isAppError(error)) return error;
  if (timedOut) return fetchTimedOut(timeoutMs);
  return new AppError("invalid_request", `fetching file_url failed: ${failureClass(error)}.`, { cause: error });
}

function failureClass(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return "connection error";
  if (code in CONNECTION_FAILURES) return CONNECTION_FAILURES[code] as string;
  if (code.startsWith("HPE_")) return "invalid HTTP response";
  // OpenSSL handshake failures surface as EPROTO; verification failures carry CERT in the code.
  if (code === "EPROTO" || code.includes("CERT") || code.includes("TLS") || code.startsWith("ERR_SSL"))
    return "TLS handshake or certificate verification failed";
  return "connection error";
}
