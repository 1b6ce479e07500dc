// One error type with a code; the code decides the HTTP status. The gateway's error handler turns
// an AppError into the contract's envelope `{error: {code, message}}`; anything else becomes a
// logged `internal_error` whose cause never reaches the client.

export const ERROR_STATUS = {
  invalid_request: 400,
  template_not_found: 400,
  theme_not_found: 400,
  email_undeliverable: 400,
  schema_too_complex: 400,
  unauthorized: 401,
  cors_denied: 403,
  link_expired: 403,
  csrf_failed: 403,
  system_template_read_only: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  input_too_large: 413,
  output_too_large: 413,
  unsupported_document: 415,
  document_encrypted: 422,
  quota_exceeded: 429,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  auth_not_configured: 501,
  pool_busy: 503,
  not_ready: 503,
  render_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { headers?: Record<string, string>; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The contract's standard error envelope. */
export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string };
}
