import { AppError } from "@quire/contracts";

// Caller schemas are plain JSON Schema object trees, nothing more: property names act as label
// anchors, and every keyword that would make a schema a program (composition, references,
// conditionals, pattern-keyed properties, $data) is refused by name. The caps keep the work the
// rules do per schema small and predictable. Documented in the README and OpenAPI.
export const SCHEMA_LIMITS = { maxBytes: 16 * 1024, maxDepth: 4, maxProperties: 64 } as const;

// prettier-ignore
const FORBIDDEN = [
  "$ref", "$dynamicRef", "$recursiveRef", "$defs", "definitions", "$data", "$id", "$anchor", "$dynamicAnchor",
  "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
  "patternProperties", "dependentSchemas", "dependentRequired", "dependencies", "propertyNames",
  "unevaluatedProperties", "unevaluatedItems", "contains", "prefixItems", "additionalItems",
] as const;

const SCALAR_TYPES = new Set(["string", "number", "integer", "boolean"]);
/** Annotation keywords that are accepted and ignored. */
const ALLOWED_KEYS = new Set([
  "type",
  "properties",
  "items",
  "required",
  "description",
  "title",
  "format",
  "additionalProperties",
  "$schema",
  "examples",
  "default",
  "enum",
  "minimum",
  "maximum",
  "minLength",
  "maxLength",
  "pattern",
]);

export interface SchemaStats {
  properties: number;
  depth: number;
}

function tooComplex(message: string): never {
  throw new AppError("schema_too_complex", message);
}

function invalid(message: string): never {
  throw new AppError("invalid_request", message);
}

/** Validates a caller schema; throws 400 schema_too_complex or invalid_request. */
export function checkCustomSchema(schema: unknown): SchemaStats {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) invalid("`schema` must be a JSON Schema object.");
  const size = Buffer.byteLength(JSON.stringify(schema), "utf8");
  if (size > SCHEMA_LIMITS.maxBytes) tooComplex(`\`schema\` is ${size} bytes; the limit is ${SCHEMA_LIMITS.maxBytes}.`);
  const stats: SchemaStats = { properties: 0, depth: 0 };
  const root = schema as Record<string, unknown>;
  if (root.type !== "object" || typeof root.properties !== "object" || root.properties === null) {
    invalid('`schema` must be a plain object schema: {"type": "object", "properties": {…}}.');
  }
  walk(root, "", 1, stats);
  return stats;
}

function walk(node: Record<string, unknown>, path: string, depth: number, stats: SchemaStats): void {
  for (const keyword of FORBIDDEN) {
    if (Object.hasOwn(node, keyword))
      tooComplex(`\`schema\` uses \`${keyword}\` at ${path || "/"}; only plain object schemas are accepted (no composition, references or conditionals).`);
  }
  for (const key of Object.keys(node)) {
    if (!ALLOWED_KEYS.has(key)) invalid(`\`schema\` has unsupported keyword \`${key}\` at ${path || "/"}.`);
  }
  stats.depth = Math.max(stats.depth, depth);
  if (depth > SCHEMA_LIMITS.maxDepth) tooComplex(`\`schema\` nests deeper than ${SCHEMA_LIMITS.maxDepth} levels at ${path}.`);

  const type = node.type;
  if (type === "object") {
    const properties = node.properties;
    if (typeof properties !== "object" || properties === null || Array.isArray(properties))
      invalid(`\`schema\` object at ${path || "/"} needs \`properties\`.`);
    for (const [name, child] of Object.entries(properties as Record<string, unknown>)) {
      stats.properties += 1;
      if (stats.properties > SCHEMA_LIMITS.maxProperties) tooComplex(`\`schema\` declares more than ${SCHEMA_LIMITS.maxProperties} properties.`);
      if (!/^[A-Za-z_][A-Za-z0-9_ -]{0,63}$/.test(name))
        invalid(`\`schema\` property name ${JSON.stringify(name.slice(0, 70))} at ${path || "/"} must be 1–64 letters, digits, spaces, '_' or '-'.`);
      if (typeof child !== "object" || child === null || Array.isArray(child)) invalid(`\`schema\` property \`${name}\` must be a schema object.`);
      walk(child as Record<string, unknown>, `${path}/properties/${name}`, depth + 1, stats);
    }
    return;
  }
  if (type === "array") {
    const items = node.items;
    if (typeof items !== "object" || items === null || Array.isArray(items)) invalid(`\`schema\` array at ${path} needs a single \`items\` schema.`);
    const itemType = (items as Record<string, unknown>).type;
    if (itemType === "array") tooComplex(`\`schema\` arrays of arrays are not supported (at ${path}).`);
    // An array and its item schema are one level: `line_items[].amount` is as deep as `meta.amount`.
    walk(items as Record<string, unknown>, `${path}/items`, depth, stats);
    return;
  }
  if (typeof type !== "string" || !SCALAR_TYPES.has(type))
    invalid(`\`schema\` at ${path || "/"} needs \`type\` of object, array, string, number, integer or boolean.`);
}
