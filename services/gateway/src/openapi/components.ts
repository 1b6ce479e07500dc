import { z } from "zod";
import {
  extractionEnvelopeSchema,
  extractRequestSchema,
  inspectRequestSchema,
  inspectResultSchema,
  PLANS,
  renderListItemSchema,
  renderListSchema,
  renderPostResultSchema,
  renderRecordSchema,
  renderRequestSchema,
  tableSchema,
  templateCreateSchema,
  templateDeletedSchema,
  templateListSchema,
  templateRecordSchema,
  templateUpdateSchema,
  themeCreateSchema,
  themeDeletedSchema,
  themeListSchema,
  themeRecordSchema,
  themeUpdateSchema,
} from "@quire/contracts";
import { envelopeCodes } from "./error-responses";
import { jsonSchema, type JsonSchema } from "./json-schema";

const usageSchema = z.object({ plan: z.enum(PLANS), period: z.string(), used: z.number().int(), limit: z.number().int() });

const describe = (schema: JsonSchema, description: string): JsonSchema => ({ description, ...schema });

/** Every named schema, generated from the zod schemas the gateway validates with. */
function schemas(): Record<string, JsonSchema> {
  return {
    RenderRequest: jsonSchema(renderRequestSchema, "input"),
    RenderPostResult: jsonSchema(renderPostResultSchema, "output"),
    RenderRecord: describe(
      jsonSchema(renderRecordSchema, "output"),
      "`url` is minted fresh on every read and lives 15 minutes (PRESIGN_TTL_SECONDS); omitted when `stored` is false or no object storage is configured. Statuses move queued → processing → rendered | failed; a failed render's credit is refunded.",
    ),
    RenderListItem: describe(
      jsonSchema(renderListItemSchema, "output"),
      "List items carry metadata only (no `url`, no `errorMessage`): id, status, size, source, format, title, createdAt, completedAt, stored.",
    ),
    RenderList: jsonSchema(renderListSchema, "output"),
    TemplateCreate: jsonSchema(templateCreateSchema, "input"),
    TemplateUpdate: jsonSchema(templateUpdateSchema, "input"),
    TemplateRecord: describe(
      jsonSchema(templateRecordSchema, "output"),
      "Font preset keys: sans, serif, mono, slab, humanist, system. Unknown or invalid style fields are dropped silently on create and update.",
    ),
    TemplateList: jsonSchema(templateListSchema, "output"),
    TemplateDeleted: jsonSchema(templateDeletedSchema, "output"),
    ThemeCreate: jsonSchema(themeCreateSchema, "input"),
    ThemeUpdate: jsonSchema(themeUpdateSchema, "input"),
    ThemeRecord: describe(
      jsonSchema(themeRecordSchema, "output"),
      "A custom theme (the contract leaves its fields to us): a built-in base theme plus colours, fonts and sanitised custom CSS (at most 20 KiB; `@import`, non-`data:` URLs, `expression()`, `behavior` and `-moz-binding` are removed).",
    ),
    ThemeList: jsonSchema(themeListSchema, "output"),
    ThemeDeleted: jsonSchema(themeDeletedSchema, "output"),
    ExtractRequest: describe(
      jsonSchema(extractRequestSchema, "input"),
      "Exactly one of `file_base64` / `file_url` and exactly one of `preset` / `schema`. `file_path` exists only on the local stdio MCP server (quire-mcp).",
    ),
    InspectRequest: describe(jsonSchema(inspectRequestSchema, "input"), "Exactly one of `file_base64` / `file_url`."),
    ExtractionEnvelope: describe(
      jsonSchema(extractionEnvelopeSchema, "output"),
      "Provenance entries carry, beyond the contract, `bbox` ([x0, y0, x1, y1] in PDF points, top-left origin) and the source `text`. Ungrounded fields are null in `data` with a warning.",
    ),
    InspectResult: describe(
      jsonSchema(inspectResultSchema, "output"),
      "The free Inspect operation: page count, scanned pages and the credits each tier would cost.",
    ),
    ExtractedTable: describe(jsonSchema(tableSchema, "output"), "One `table_dump` table: `rows` is an array of rows, each an array of cell strings."),
    Usage: jsonSchema(usageSchema, "output"),
    ErrorEnvelope: {
      type: "object",
      required: ["error"],
      properties: {
        error: { type: "object", required: ["code", "message"], properties: { code: { type: "string", enum: envelopeCodes() }, message: { type: "string" } } },
      },
    },
    SimpleError: { type: "object", required: ["error"], description: "The string form used only by 401 and 501.", properties: { error: { type: "string" } } },
  };
}

const HEADERS: Record<string, JsonSchema> = {
  RequestId: {
    description: "Echo of the caller's `x-request-id` when it is 1–200 printable ASCII characters, otherwise `req_<uuid>`. On every response, errors included.",
    schema: { type: "string" },
  },
  RetryAfter: {
    description: "Seconds to wait before retrying (429 `rate_limited`: until the one-second window ends; 503: 5).",
    schema: { type: "integer", minimum: 1 },
  },
  IdempotencyReplayed: {
    description: "`true` on an idempotent replay (the original render answered again, not charged).",
    schema: { type: "string", enum: ["true"] },
  },
  EmailSent: {
    description:
      "With `Accept: application/pdf` and `sendEmail`: the email outcome. `true`; `false; skipped=free_tier` (free plan); or `false; error=<reason>` (provider failure after a successful render; reason is printable ASCII, at most 200 characters).",
    schema: { type: "string", pattern: "^(true|false; skipped=free_tier|false; error=[\\x20-\\x7e]{0,200})$" },
  },
  ContentDisposition: { description: '`attachment; filename="<render_id>.pdf"`.', schema: { type: "string" } },
  RateLimitLimit: { description: "Requests per second this key may make (its plan's burst limit).", schema: { type: "integer" } },
  RateLimitRemaining: { description: "Requests left in the current one-second window.", schema: { type: "integer" } },
};

const PARAMETERS: Record<string, JsonSchema> = {
  RequestId: {
    name: "x-request-id",
    in: "header",
    required: false,
    description: "Correlation id, echoed on the response and present in every log line.",
    schema: { type: "string", maxLength: 200 },
  },
  IdempotencyKey: {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description:
      "1 to 255 visible ASCII characters, scoped to the account and kept 24 h. A repeat answers the original render again (JSON, fresh `url`, `replayed: true`, header `idempotency-replayed: true`, no charge), even with `Accept: application/pdf`. A failed original is not replayed: the key runs a fresh render. Two simultaneous first requests with the same key render once: the second waits and is answered as a replay.",
    schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
  },
  ServiceSource: {
    name: "x-service-source",
    in: "header",
    required: false,
    description: "Origin tag for history and analytics: `api` (default), `web` or `mcp`; any other value counts as `api`.",
    schema: { type: "string", examples: ["api", "web", "mcp"] },
  },
};

export function components(): JsonSchema {
  return {
    schemas: schemas(),
    headers: HEADERS,
    parameters: PARAMETERS,
    securitySchemes: {
      bearer: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "sk_<key id>_<secret>",
        description:
          "`Authorization: Bearer sk_…`. Keys are created (shown once) and revoked by the admin CLI or dashboard; revocation is immediate. Keys have no scopes: a key acts for its whole account. Failures use the string form: 401 (missing, malformed, invalid or revoked key), 501 (deployment with AUTH_MODE=none).",
      },
    },
  };
}
