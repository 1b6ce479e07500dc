import { components } from "./components";
import { extractPaths } from "./extract-paths";
import type { JsonSchema } from "./json-schema";
import { renderPaths } from "./render-paths";
import { templatePaths, themePaths } from "./resource-paths";
import { servicePaths } from "./service-paths";

// The decisions the contract leaves to us ("not shown"), stated once for readers of the document;
// operation and schema descriptions repeat the ones that belong to them.
const DECISIONS = `
Quire renders Markdown into themed PDFs and extracts grounded, structured data from PDFs. Server-to-server only: no \`Access-Control-*\` header is ever sent and every OPTIONS preflight is answered 403 \`cors_denied\`.

**Versioning.** \`/api/v1\` changes only additively (new endpoints, new optional request or response fields); clients must ignore unrecognised fields, so response schemas here do not forbid extra properties. Breaking changes ship under a new path with \`Deprecation\` and \`Sunset\` headers and 6 months of overlap.

**Errors.** Everything except 401 and 501 uses \`{error: {code, message}}\`; 401/501 use \`{error: "<text>"}\`. Codes beyond the contract: \`cors_denied\` (403), \`not_found\` (404, unknown routes and resources, including templates and themes), \`link_expired\` (403, signed file links), \`system_template_read_only\` (403), \`not_ready\` (503, rate limiter or job queue unavailable, or a job the queue lost to a Redis fault; nothing charged, \`Retry-After: 5\`), \`request_timeout\` (408, body or headers too slow), \`headers_too_large\` (431). Strings that Postgres cannot store (NUL, unpaired UTF-16 surrogates) are refused with 400 naming the field, except in \`markdown\`. Retry 429 and 503 after \`Retry-After\`; \`quota_exceeded\` has none. Every response carries \`x-request-id\`.

**Keys.** \`sk_<key id>_<secret>\`; no scopes (a key acts for its account); revocation is immediate.

**Limits.** Per key per second: free 1, pro 5, team 20, enterprise 50 (fixed one-second window; \`RateLimit-Limit\`/\`RateLimit-Remaining\` on admitted requests). Monthly credits: 20 / 500 / 5,000 / 20,000. Markdown: 1 / 5 / 10 / 20 MiB. Extraction documents: 5 MiB & 50 pages / 20 MiB & 200 / 50 MiB & 500 / 100 MiB & 1,000. Custom extraction schemas: 16 KiB, depth 4, 64 properties. Inspect is free and limited by the same per-key burst limit.

**Credits.** A render costs 1 credit, charged once however often it is retried and refunded at most once when it fails; the monthly total never passes the plan limit under concurrency.

**Renders.** Synchronous: statuses go queued → processing → rendered or failed. \`url\` lives 15 minutes; emailed links 3 days. Template PATCH and DELETE answer 200.

**Documents.** Built-in themes: default, editorial, minimal, technical, bold, invoice. Font presets: sans (Inter), serif (Source Serif 4), mono (JetBrains Mono), slab (Roboto Slab), humanist (Source Sans 3), system; all fonts are bundled and embedded, with Noto fallbacks for Greek, Cyrillic, CJK and emoji. Markdown: GFM (tables, task lists, strikethrough, footnotes, autolinks), YAML frontmatter (\`title\`, \`toc: true\`), highlighted code, KaTeX math (\`$…$\` by Pandoc's rule, \`$$…$$\`), \`[[toc]]\` with real page numbers, \`\\pagebreak\`, GitHub alerts (\`> [!NOTE]\`), \`data:\` images only (remote images print as a "Remote image blocked" placeholder). A fenced \`chart\` block holds a YAML/JSON spec (\`type\` bar|line|area|pie|scatter, \`title\`, \`labels\`, \`series[{name, data}]\`, \`x\`/\`y\` axis titles, \`stacked\`, \`horizontal\`) drawn as vector SVG; a fenced \`invoice\` block (or \`:::invoice\` container) holds YAML (\`number\`, \`date\`, \`due\`, \`currency\`, \`from\`, \`to\`, \`items[{description, quantity, unitPrice}]\`, \`taxRate\`, \`discount\`, \`notes\`) and prints a computed invoice. Invalid chart or invoice blocks print a visible error box; the render still succeeds. Full grammar: the project README.

**Events.** The service emits no webhooks or callbacks; the only outbound message is the \`sendEmail\` download-link email.
`.trim();

let cached: JsonSchema | undefined;

/** The OpenAPI 3.1 description of the v1 interface, generated from the contracts' zod schemas. */
export function buildOpenApiDocument(): JsonSchema {
  cached ??= {
    openapi: "3.1.0",
    info: { title: "Quire API", version: "1.0.0", description: DECISIONS },
    servers: [{ url: "/", description: "The gateway that served this document." }],
    security: [{ bearer: [] }],
    tags: ["renders", "templates", "themes", "extract", "account", "mcp", "meta"].map((name) => ({ name })),
    paths: { ...renderPaths(), ...templatePaths(), ...themePaths(), ...extractPaths(), ...servicePaths() },
    components: components(),
  };
  return cached;
}
