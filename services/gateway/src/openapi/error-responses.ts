import { ERROR_STATUS, type ErrorCode } from "@quire/contracts";
import type { JsonSchema } from "./json-schema";

/** When each code is answered; the contract's tables plus the codes the README adds. */
const WHEN: Record<ErrorCode, string> = {
  invalid_request: "Malformed body, query or JSON, or failed validation. The message names the field and rule, never echoes the value.",
  template_not_found: "Unknown template reference.",
  theme_not_found: "Unknown theme reference (built-in name, or a custom theme's slug or id).",
  email_undeliverable:
    "`sendEmail` requested but undeliverable: malformed `to`, empty `senderName`, or the deployment lacks email or object storage (checked in that order, before rendering).",
  schema_too_complex: "Custom schema over the caps (16 KiB, depth 4, 64 properties) or using composition/reference keywords, which are named in the message.",
  unauthorized: "Key missing, malformed or invalid (string form `{error: string}`).",
  cors_denied: "Any OPTIONS preflight: cross-origin browser reads are denied by design.",
  link_expired: "A signed file link that is expired or tampered with, or a dashboard sign-in link that is used or expired.",
  csrf_failed: "Dashboard only (`/dashboard/api`, never `/api/v1`): a state-changing request without the session's CSRF token, or from another origin.",
  system_template_read_only: "The template is a built-in system template, which cannot be changed or deleted.",
  not_found: "No such resource for this account (resources of other accounts are reported the same way), or no such route.",
  method_not_allowed: "The method is not supported on this path.",
  request_timeout: "The request body did not arrive in time (15 s + 1 s per MiB announced), or the headers took over 30 s. The connection is closed.",
  input_too_large:
    "Body over the plan's cap (render: 2 × the Markdown limit + 64 KiB; extract: the document limit in base64 + 64 KiB; other bodies 256 KiB), Markdown over the plan limit (message states both sizes), document over the plan's size or page limit, or more than 15 scanned pages for one OCR call.",
  output_too_large: "The produced PDF exceeds 50 MiB; nothing is stored; the credit is refunded.",
  unsupported_document: "Not a PDF, not parseable, or it crashed the parser.",
  document_encrypted: "Password-protected PDF.",
  quota_exceeded: "Monthly credits exhausted (checked before any work). No `Retry-After`: not retryable until the next UTC month or a plan change.",
  rate_limited: "Per-key burst limit tripped (fixed one-second window). Wait `Retry-After` seconds.",
  headers_too_large: "The request line and headers exceed the server's limit (answered by the HTTP server itself, connection closed).",
  internal_error: "Unexpected failure; the `x-request-id` identifies it in the logs.",
  auth_not_configured: "The deployment runs with AUTH_MODE=none: the API is disabled (string form `{error: string}`).",
  pool_busy: "Render or extraction pool saturated; nothing was charged. `Retry-After: 5`.",
  not_ready: "Redis is unreachable (rate limiter or job queue), or the queue lost the job to a Redis fault; nothing is charged. `Retry-After: 5`.",
  render_timeout: "The render exceeded its 45 s budget, the per-document parse time limit was reached, or fetching `file_url` timed out.",
};

/** Codes every authenticated `/api/v1` operation can answer. */
export const AUTHENTICATED_CODES: ErrorCode[] = ["unauthorized", "auth_not_configured", "rate_limited", "not_ready", "internal_error"];
/** Codes of every operation that reads a JSON body. */
export const BODY_CODES: ErrorCode[] = ["invalid_request", "input_too_large", "request_timeout"];

const STRING_FORM = new Set<ErrorCode>(["unauthorized", "auth_not_configured"]);
const RETRY_AFTER_STATUSES = new Set([429, 503]);

/** OpenAPI responses for a set of error codes, grouped by their HTTP status (ERROR_STATUS). */
export function errorResponses(codes: ErrorCode[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    const stringForm = group.every((code) => STRING_FORM.has(code));
    responses[String(status)] = {
      description: group.map((code) => `\`${code}\`: ${WHEN[code]}`).join("\n\n"),
      headers: {
        "x-request-id": { $ref: "#/components/headers/RequestId" },
        ...(RETRY_AFTER_STATUSES.has(status) ? { "Retry-After": { $ref: "#/components/headers/RetryAfter" } } : {}),
      },
      content: {
        "application/json": {
          schema: stringForm
            ? { $ref: "#/components/schemas/SimpleError" }
            : {
                allOf: [
                  { $ref: "#/components/schemas/ErrorEnvelope" },
                  { type: "object", properties: { error: { type: "object", properties: { code: { enum: group } } } } },
                ],
              },
        },
      },
    };
  }
  return responses;
}

/** `ErrorEnvelope.error.code`: every code the API can answer with the envelope. */
export function envelopeCodes(): ErrorCode[] {
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => !STRING_FORM.has(code));
}
