import { renderListQuerySchema } from "@quire/contracts";
import { queryParameters, type JsonSchema } from "./json-schema";
import { jsonResponse, operation, pathParameter, ref } from "./operation";

const H = (name: string) => ({ $ref: `#/components/headers/${name}` });

export function renderPaths(): Record<string, JsonSchema> {
  return {
    "/api/v1/render": {
      post: operation({
        operationId: "postRender",
        summary: "Render Markdown to PDF (synchronous, up to ~60 s; 1 credit)",
        description: [
          "Precedence: explicit `theme` and `format` win over the template's; without template and theme, `default` on `A4`. `title` defaults to the frontmatter `title:`.",
          '`Accept: application/pdf` returns the bytes (`Content-Disposition: attachment; filename="<render_id>.pdf"`) and reports the email outcome in `x-email-sent`; a replay is JSON regardless.',
          'Email: needs a paid plan; on the free plan the render succeeds with `email: {sent: false, skipped: "free_tier", message}`. A provider failure after a successful render still answers 200 with `sent: false` and `error`. The emailed link lives 3 days; `url` lives 15 minutes.',
          "Chart blocks (```chart) and document blocks are Markdown extensions whose grammar is not part of this document.",
        ].join("\n\n"),
        tags: ["renders"],
        parameters: [{ $ref: "#/components/parameters/IdempotencyKey" }, { $ref: "#/components/parameters/ServiceSource" }],
        requestBody: ref("RenderRequest"),
        responses: {
          200: {
            description: "Rendered. JSON by default (with `replayed: true` on an idempotent replay); PDF bytes with `Accept: application/pdf`.",
            headers: { "idempotency-replayed": H("IdempotencyReplayed"), "x-email-sent": H("EmailSent"), "Content-Disposition": H("ContentDisposition") },
            content: {
              "application/json": { schema: ref("RenderPostResult") },
              "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } },
            },
          },
        },
        errors: ["template_not_found", "theme_not_found", "email_undeliverable", "output_too_large", "quota_exceeded", "pool_busy", "render_timeout"],
      }),
    },
    "/api/v1/render/{id}": {
      get: operation({
        operationId: "getRender",
        summary: "Read a render record (fresh `url` on every call)",
        tags: ["renders"],
        parameters: [pathParameter("id", "Render id (`rnd_…`), also the stored file name.")],
        responses: { 200: jsonResponse("The render record.", ref("RenderRecord")) },
        errors: ["not_found"],
      }),
    },
    "/api/v1/renders": {
      get: operation({
        operationId: "listRenders",
        summary: "Render history, newest first, keyset paginated",
        description:
          "Stable while new renders arrive (they sort before the first page). `next_cursor` is null on the last page. Items carry no download link: use GET /api/v1/render/{id}.",
        tags: ["renders"],
        parameters: queryParameters(renderListQuerySchema, { cursor: "Opaque `next_cursor` of the previous page, passed back unchanged." }),
        responses: { 200: jsonResponse("One page of render metadata.", ref("RenderList")) },
        errors: ["invalid_request"],
      }),
    },
  };
}
