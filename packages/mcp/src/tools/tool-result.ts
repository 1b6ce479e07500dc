import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { QuireError } from "@quire/client";

/**
 * A successful tool result: a one-line summary for the model, the structured content the output
 * schema describes, and (as the MCP spec recommends for older clients) the same JSON as text.
 */
export function toolSuccess(summary: string, structured: Record<string, unknown>): CallToolResult {
  return {
    content: [
      { type: "text", text: summary },
      { type: "text", text: JSON.stringify(structured) },
    ],
    structuredContent: structured,
  };
}

/**
 * An API (or local) failure as an MCP tool error: `isError` with `<code>: <message>` as text, and
 * the details under `_meta` — not `structuredContent`, which clients validate against the tool's
 * output schema even on errors.
 */
export function toolError(error: unknown): CallToolResult {
  const details =
    error instanceof QuireError
      ? {
          code: error.code,
          status: error.status,
          message: error.message,
          ...(error.requestId ? { requestId: error.requestId } : {}),
          ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
        }
      : { code: "internal_error", status: 0, message: error instanceof Error ? error.message : String(error) };
  const hint = "retryAfter" in details && details.retryAfter !== undefined ? ` (retry after ${details.retryAfter} s)` : "";
  const request = "requestId" in details ? ` [request ${details.requestId}]` : "";
  return {
    isError: true,
    content: [{ type: "text", text: `${details.code}: ${details.message}${hint}${request}` }],
    _meta: { "quire/error": details },
  };
}

/** Runs a tool body and turns any throw into a tool error. */
export async function guarded(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    return toolError(error);
  }
}
