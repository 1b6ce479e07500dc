import type { ErrorCode } from "@quire/contracts";
import { AUTHENTICATED_CODES, BODY_CODES, errorResponses } from "./error-responses";
import type { JsonSchema } from "./json-schema";

export interface OperationSpec {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: JsonSchema[];
  /** JSON request body schema; adds the body-reading error codes. */
  requestBody?: JsonSchema;
  /** Success responses by status. */
  responses: Record<string, JsonSchema>;
  /** Error codes beyond those every authenticated (and body-reading) operation has. */
  errors?: ErrorCode[];
  /** false for the few unauthenticated operations. */
  authenticated?: boolean;
  /** false where the per-key burst limiter does not run (`/mcp`: each tool call's API call spends it). */
  rateLimited?: boolean;
}

const REQUEST_ID_PARAM = { $ref: "#/components/parameters/RequestId" };

/** An OpenAPI Operation Object with the shared parameters, headers and error responses filled in. */
export function operation(spec: OperationSpec): JsonSchema {
  const authenticated = spec.authenticated ?? true;
  const rateLimited = authenticated && (spec.rateLimited ?? true);
  const authCodes = AUTHENTICATED_CODES.filter((code) => rateLimited || (code !== "rate_limited" && code !== "not_ready"));
  const codes: ErrorCode[] = [...(authenticated ? authCodes : []), ...(spec.requestBody ? BODY_CODES : []), ...(spec.errors ?? [])];
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: spec.tags,
    ...(authenticated ? {} : { security: [] }),
    parameters: [REQUEST_ID_PARAM, ...(spec.parameters ?? [])],
    ...(spec.requestBody ? { requestBody: { required: true, content: { "application/json": { schema: spec.requestBody } } } } : {}),
    responses: { ...withHeaders(spec.responses, rateLimited), ...errorResponses(codes) },
  };
}

/** Success responses: `x-request-id` always; the burst limiter's headers where it admitted the call. */
function withHeaders(responses: Record<string, JsonSchema>, rateLimited: boolean): Record<string, JsonSchema> {
  const shared: JsonSchema = {
    "x-request-id": { $ref: "#/components/headers/RequestId" },
    ...(rateLimited
      ? { "RateLimit-Limit": { $ref: "#/components/headers/RateLimitLimit" }, "RateLimit-Remaining": { $ref: "#/components/headers/RateLimitRemaining" } }
      : {}),
  };
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [status, { ...response, headers: { ...shared, ...(response.headers as JsonSchema | undefined) } }]),
  );
}

export function jsonResponse(description: string, schema: JsonSchema, headers: JsonSchema = {}): JsonSchema {
  return { description, headers, content: { "application/json": { schema } } };
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export function pathParameter(name: string, description: string): JsonSchema {
  return { name, in: "path", required: true, description, schema: { type: "string" } };
}
