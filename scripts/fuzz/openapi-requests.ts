// Requests generated from the OpenAPI document with fast-check: every operation, with valid-shaped
// and mutated path parameters, queries, headers and bodies (wrong types, text Postgres cannot store,
// deep nesting, malformed JSON, bogus Content-Encoding). Seeded: the same seed gives the same requests.
import fc from "fast-check";

type Schema = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, Schema>>; components: { schemas: Record<string, Schema>; parameters?: Record<string, Schema> } };

export interface FuzzRequest {
  method: string;
  /** Path with parameters filled in, plus the query string. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The OpenAPI path template (for reports). */
  operation: string;
}

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: Schema }>;
  body?: Schema;
}

function resolve(doc: Doc, node: Schema): Schema {
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  const [, , kind, name] = ref.split("/");
  const target = (doc.components as Record<string, Record<string, Schema>>)[kind!]?.[name!];
  return target ? resolve(doc, target) : {};
}

export function operationsOf(doc: Doc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = ((op.parameters as Schema[] | undefined) ?? []).map((p) => resolve(doc, p));
      const bodySchema = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.["application/json"]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => String(p.name)),
        query: parameters.filter((p) => p.in === "query").map((p) => ({ name: String(p.name), schema: resolve(doc, (p.schema as Schema) ?? {}) })),
        ...(bodySchema ? { body: resolve(doc, bodySchema) } : {}),
      });
    }
  }
  return operations;
}

/** Strings that have broken services before: NUL, lone surrogates, escapes, numbers in disguise. */
const nasty = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "%ff",
    "%00",
    "../../etc/passwd",
    "",
    " ",
    "0x10",
    "1e309",
    "-1",
    "NaN",
    "null",
    "[]",
    "{}",
    "+275760-09-13T00:00:00.000Z",
    "rnd_\u0000",
    "<script>",
    "'; DROP TABLE renders; --",
    "\u202e",
    "🙂".repeat(50),
    "a".repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);

/** A value shaped like `schema`, often right, sometimes wrong in one place. */
function valueFor(doc: Doc, raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(doc, v, depth + 1)));
  if (Array.isArray(schema.enum) && schema.enum.length)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(schema.enum as unknown[])) }, { weight: 1, arbitrary: anyJson });
  if ("const" in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? (schema.type as unknown[])[0] : schema.type;
  const right = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case "string":
        return fc.oneof(
          { weight: 3, arbitrary: fc.string({ minLength: Number(schema.minLength ?? 0), maxLength: Math.min(Number(schema.maxLength ?? 60), 60) }) },
          { weight: 1, arbitrary: nasty },
        );
      case "integer":
        return fc.integer({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 1000) });
      case "number":
        return fc.double({ min: Number(schema.minimum ?? -1e6), max: Number(schema.maximum ?? 1e6), noNaN: true });
      case "boolean":
        return fc.boolean();
      case "array":
        return depth > 4 ? fc.constant([]) : fc.array(valueFor(doc, (schema.items as Schema) ?? {}, depth + 1), { maxLength: 3 });
      case "object": {
        const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
        const required = new Set((schema.required as string[] | undefined) ?? []);
        if (depth > 4 || !Object.keys(properties).length) return fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 3 });
        const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueFor(doc, value, depth + 1)]));
        return fc.record(record, { requiredKeys: [...required].filter((key) => key in record) });
      }
      default:
        return anyJson;
    }
  })();
  return fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: anyJson });
}

/** Nesting deep enough to test recursion limits without being a size attack. */
const deep = fc.integer({ min: 50, max: 5000 }).map((n) => "[".repeat(n) + "]".repeat(n));

type Body = { body?: Buffer; headers: Record<string, string> };

function bodyFor(doc: Doc, schema: Schema | undefined): fc.Arbitrary<Body> {
  const json = (value: unknown) => ({ body: Buffer.from(JSON.stringify(value) ?? "null"), headers: { "content-type": "application/json" } });
  const shaped = schema ? valueFor(doc, schema) : anyJson;
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map(json) },
    { weight: 1, arbitrary: fc.constant({ headers: {} }) },
    {
      weight: 1,
      arbitrary: shaped.chain((value) =>
        fc
          .nat({ max: 200 })
          .map((cut) => ({ body: Buffer.from((JSON.stringify(value) ?? "").slice(0, cut)), headers: { "content-type": "application/json" } })),
      ),
    },
    { weight: 1, arbitrary: deep.map((text) => ({ body: Buffer.from(text), headers: { "content-type": "application/json" } })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ body: Buffer.from(bytes), headers: { "content-type": "application/json" } })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("gzip", "deflate", "br", "identity", "x-bogus"), fc.uint8Array({ maxLength: 200 }))
        .map(([encoding, bytes]) => ({ body: Buffer.from(bytes), headers: { "content-type": "application/json", "content-encoding": encoding } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          shaped,
          fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1", "application/json; charset=utf-16"),
        )
        .map(([value, type]) => ({ body: Buffer.from(JSON.stringify(value) ?? ""), headers: { "content-type": type } })),
    },
  );
}

/** Percent-encoding that survives lone surrogates (encodeURIComponent throws on them). */
function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
  }
}

const pathSegment = fc.oneof(
  fc.constantFrom("rnd_000000000000000000aa", "report", "memo", "default", "tpl_x", "thm_x"),
  nasty.map(percentEncode),
  fc.constantFrom("%ff", "%00", "%ed%a0%80", "%", "..", "%2e%2e"),
);

const queryValue = fc.oneof(
  fc.string({ maxLength: 10 }).map(percentEncode),
  fc.constantFrom("%ff", "%00", "0x10", "1e1", "-5", "101", "abc", "", "20"),
  fc.integer({ min: -5, max: 150 }).map(String),
);

const headerValue = fc.stringMatching(/^[\x21-\x7e]{0,40}$/);

export function requestsFrom(doc: unknown): fc.Arbitrary<FuzzRequest> {
  const operations = operationsOf(doc as Doc);
  return fc.constantFrom(...operations).chain((op) =>
    fc
      .record({
        params: fc.tuple(...op.pathParams.map(() => pathSegment), fc.constant(null)),
        query: fc.array(fc.tuple(fc.constantFrom(...op.query.map((q) => q.name), "limit", "cursor", "unknown"), queryValue), { maxLength: 3 }),
        body: op.method === "GET" || op.method === "DELETE" ? fc.constant<Body>({ headers: {} }) : bodyFor(doc as Doc, op.body),
        idempotencyKey: fc.option(fc.oneof(headerValue, fc.constant("same-key")), { freq: 3 }),
        requestId: fc.option(fc.oneof(headerValue, fc.constant("x".repeat(300))), { freq: 3 }),
        source: fc.option(fc.constantFrom("api", "web", "mcp", "bogus"), { freq: 3 }),
        accept: fc.constantFrom("application/json", "application/pdf", "*/*", "application/json, text/event-stream", "text/html"),
      })
      .map(({ params, query, body, idempotencyKey, requestId, source, accept }) => {
        let path = op.path;
        op.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, String(params[i]))));
        const search = query.length ? `?${query.map(([k, v]) => `${k}=${v}`).join("&")}` : "";
        const headers: Record<string, string> = { accept, ...body.headers };
        if (idempotencyKey !== null) headers["idempotency-key"] = idempotencyKey;
        if (requestId !== null) headers["x-request-id"] = requestId;
        if (source !== null) headers["x-service-source"] = source;
        return { method: op.method, url: `${path}${search}`, headers, ...(body.body ? { body: body.body } : {}), operation: `${op.method} ${op.path}` };
      }),
  );
}
