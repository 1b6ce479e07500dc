import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as an OpenAPI 3.1 Schema Object (JSON Schema draft 2020-12, which 3.1 adopts).
 * `io: "input"` describes what a request may send (defaults optional, coercions as the input type);
 * `"output"` what a response carries. Response objects drop `additionalProperties: false`:
 * v1 changes are additive, so a client must accept fields this document does not list yet.
 */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  delete converted.$schema;
  return io === "output" ? (openObjects(converted) as JsonSchema) : converted;
}

function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "additionalProperties" && value === false) continue;
    out[key] = openObjects(value);
  }
  return out;
}

/** Query parameters from a zod object schema (one parameter per property). */
export function queryParameters(schema: z.ZodObject, descriptions: Record<string, string> = {}): JsonSchema[] {
  const converted = jsonSchema(schema, "input");
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((converted.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, propertySchema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: propertySchema,
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
  }));
}
