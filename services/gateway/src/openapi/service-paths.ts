import type { JsonSchema } from "./json-schema";
import { jsonResponse, operation, ref } from "./operation";

const statusSchema: JsonSchema = {
  type: "object",
  properties: { status: { type: "string" }, checks: { type: "object", additionalProperties: { type: "string" } } },
  required: ["status"],
};

/** Everything outside the resource families: usage, probes, this document, and MCP. */
export function servicePaths(): Record<string, JsonSchema> {
  return {
    "/api/v1/usage": {
      get: operation({
        operationId: "getUsage",
        summary: "This month's credits for the caller's account (additive)",
        tags: ["account"],
        description: "Credits are counted per account per calendar month (UTC), shared by renders and extractions.",
        responses: { 200: jsonResponse("Usage of the current period (`YYYY-MM`).", ref("Usage")) },
      }),
    },
    "/api/v1/openapi.json": {
      get: operation({
        operationId: "getOpenApi",
        summary: "This document (no authentication)",
        tags: ["meta"],
        authenticated: false,
        responses: { 200: jsonResponse("The OpenAPI 3.1 description of v1.", { type: "object" }) },
      }),
    },
    "/healthz": {
      get: operation({
        operationId: "healthz",
        summary: "Liveness probe (no authentication)",
        tags: ["meta"],
        authenticated: false,
        responses: { 200: jsonResponse("The process is alive.", statusSchema) },
      }),
    },
    "/readyz": {
      get: operation({
        operationId: "readyz",
        summary: "Readiness probe: Postgres and Redis reachable (no authentication)",
        tags: ["meta"],
        authenticated: false,
        responses: { 200: jsonResponse("Ready.", statusSchema), 503: jsonResponse("Not ready; `checks` names what is unavailable.", statusSchema) },
      }),
    },
    "/mcp": mcpPath(),
  };
}

function mcpPath(): JsonSchema {
  const jsonRpc: JsonSchema = {
    type: "object",
    description: "A JSON-RPC 2.0 message (or batch) of the Model Context Protocol.",
    properties: { jsonrpc: { const: "2.0" } },
  };
  const notAllowed = (method: string) =>
    operation({
      operationId: `mcp${method}`,
      summary: "Not used: the MCP endpoint is stateless (answers 405 with `Allow: POST`)",
      tags: ["mcp"],
      responses: {},
      errors: ["method_not_allowed"],
      rateLimited: false,
    });
  return {
    post: {
      ...operation({
        operationId: "mcp",
        summary: "Model Context Protocol over Streamable HTTP (stateless)",
        description: [
          "Tools: `extract`, `inspect`, `render`, `list_renders`, `list_templates` — the local stdio server's tools minus `file_path` and `save_to`. Same bearer key; each tool call is one call of the corresponding /api/v1 endpoint (same rate limit and credits); renders are tagged with origin `mcp`.",
          'API errors come back as MCP tool results with `isError: true`, text `<code>: <message>` and `_meta["quire/error"]` = `{code, status, message, requestId}`. Protocol messages (initialize, tools/list) need a valid key but are not counted against the burst limit.',
          "Messages are capped at 64 KiB, except a single `tools/call`, which may be as large as its endpoint's body and is counted against the key's burst limit before it is read (429 `rate_limited` with `Retry-After` at the HTTP level; its API call is then not counted again). Anything else over 64 KiB is 413 `input_too_large`.",
          "Send `Accept: application/json, text/event-stream`; answers are plain JSON.",
        ].join("\n\n"),
        tags: ["mcp"],
        rateLimited: false,
        errors: ["rate_limited"],
        requestBody: jsonRpc,
        responses: { 200: jsonResponse("The JSON-RPC response.", jsonRpc), 202: { description: "A notification or response was accepted." } },
      }),
    },
    get: notAllowed("Get"),
    delete: notAllowed("Delete"),
  };
}
