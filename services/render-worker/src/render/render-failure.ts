import { MAX_OUTPUT_BYTES } from "@quire/contracts";
import { BrowserCrashedError, RenderAbortedError } from "../chromium/chromium-errors";

export class OutputTooLargeError extends Error {
  override readonly name = "OutputTooLargeError";
  constructor(
    readonly size: number,
    readonly limit: number = MAX_OUTPUT_BYTES,
  ) {
    super(`PDF of ${size} bytes exceeds ${limit}`);
  }
}

export interface RenderFailure {
  code: "render_timeout" | "output_too_large" | "internal_error";
  /** Safe to show the caller; the cause stays in our logs. */
  publicMessage: string;
  /** Worth another attempt (a crashed browser, a transient fault); timeouts and oversize are final. */
  retryable: boolean;
}

const MIB = 1024 * 1024;

export function classifyFailure(error: unknown, { timeoutMs }: { timeoutMs: number }): RenderFailure {
  if (error instanceof RenderAbortedError) {
    return {
      code: "render_timeout",
      publicMessage: `The render did not finish within the ${formatSeconds(timeoutMs)} budget. A smaller or simpler document may succeed.`,
      retryable: false,
    };
  }
  if (error instanceof OutputTooLargeError) {
    return {
      code: "output_too_large",
      publicMessage: `The produced PDF is ${formatMib(error.size)}, over the ${formatMib(error.limit)} limit; nothing was stored.`,
      retryable: false,
    };
  }
  if (error instanceof BrowserCrashedError) {
    return { code: "internal_error", publicMessage: "The renderer crashed while producing the PDF.", retryable: true };
  }
  return { code: "internal_error", publicMessage: "The render failed unexpectedly.", retryable: true };
}

function formatMib(bytes: number): string {
  const mib = bytes / MIB;
  return `${Number.isInteger(mib) ? mib : mib.toFixed(mib < 0.1 ? 3 : 1)} MiB`;
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
