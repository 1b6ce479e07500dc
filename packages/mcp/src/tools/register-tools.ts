import { writeFile } from "node:fs/promises";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { QuireClient } from "@quire/client";
import { localError, resolveWritable } from "./local-roots";
import { documentSource } from "./read-local-file";
import { guarded, toolSuccess } from "./tool-result";
import {
  extractInput,
  extractOutput,
  inspectInput,
  inspectOutput,
  listRendersInput,
  listRendersOutput,
  listTemplatesInput,
  listTemplatesOutput,
  renderInput,
  renderOutput,
} from "./tool-schemas";

export interface ToolOptions {
  /** The client every tool calls the HTTP API through; it must send `x-service-source: mcp`. */
  client: QuireClient;
  /** Local stdio server: `file_path` and `save_to` exist (they touch the caller's own disk). */
  localFiles: boolean;
  /** Where `file_path` may read and `save_to` may write (local server; resolved symlinks included). */
  roots?: readonly string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Registers the five Quire tools on `server`. */
export function registerQuireTools(server: McpServer, { client, localFiles, roots = [process.cwd()] }: ToolOptions): void {
  server.registerTool(
    "extract",
    {
      title: "Extract data from a PDF",
      description:
        "Extract structured, grounded data from a PDF with a preset (invoice, receipt, contract_terms, table_dump, full_text) or a plain JSON Schema. Returns the API's Extraction envelope: `data`, per-field provenance (`fields`: confidence, method, page), warnings and the credits charged. Ungrounded fields are null with a warning. Run `inspect` first (free) for the cost.",
      inputSchema: extractInput(localFiles),
      outputSchema: extractOutput,
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    (args) =>
      guarded(async () => {
        const { file_path: filePath, file_base64, file_url, ...rest } = args as typeof args & { file_path?: string };
        const envelope = await client.extract({ ...rest, ...(await documentSource({ file_path: filePath, file_base64, file_url }, roots)) });
        const populated = Object.keys(envelope.fields).length;
        const summary = `Extracted ${plural(populated, "grounded field")} from ${plural(envelope.pages, "page")} (${envelope.extraction_method}, ${plural(envelope.credits_charged, "credit")}); ${plural(envelope.warnings.length, "warning")}.`;
        return toolSuccess(summary, envelope);
      }),
  );

  server.registerTool(
    "inspect",
    {
      title: "Inspect a PDF (free)",
      description: "Free: page count, encryption, pages without a text layer, and what each extraction tier would cost in credits.",
      inputSchema: inspectInput(localFiles),
      outputSchema: inspectOutput,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args) =>
      guarded(async () => {
        const { file_path: filePath, file_base64, file_url, ...rest } = args as typeof args & { file_path?: string };
        const result = await client.inspect({ ...rest, ...(await documentSource({ file_path: filePath, file_base64, file_url }, roots)) });
        const summary = `${plural(result.pages, "page")}, ${plural(result.scanned_pages.length, "scanned page")}${result.encrypted ? ", encrypted" : ""}; cost: deterministic ${result.costs.deterministic}, model ${result.costs.model}, OCR ${result.costs.ocr} credits.`;
        return toolSuccess(summary, result);
      }),
  );

  server.registerTool(
    "render",
    {
      title: "Render Markdown to PDF",
      description: `Render Markdown into a themed PDF (1 credit). Returns the render id, size and a short-lived download url.${localFiles ? " With `save_to`, the PDF is also written to that path on this machine." : ""}`,
      inputSchema: renderInput(localFiles),
      outputSchema: renderOutput,
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    (args) =>
      guarded(async () => {
        const { save_to: saveTo, overwrite, ...request } = args as typeof args & { save_to?: string; overwrite?: boolean };
        if (overwrite !== undefined && !saveTo) throw localError("invalid_request", "`overwrite` only applies with `save_to`.");
        const result = saveTo ? await renderToFile(client, request, { saveTo, overwrite: overwrite ?? false, roots }) : await client.render(request);
        const where = "saved_to" in result && result.saved_to ? ` Saved to ${result.saved_to}.` : result.url ? ` Download (15 min): ${result.url}` : "";
        return toolSuccess(`Rendered ${result.id} (${result.size} bytes${result.replayed ? ", replayed" : ""}).${where}`, result);
      }),
  );

  server.registerTool(
    "list_renders",
    {
      title: "List renders",
      description: "Render history of the account, newest first; pass `next_cursor` back as `cursor` for the next page.",
      inputSchema: listRendersInput,
      outputSchema: listRendersOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      guarded(async () => {
        const page = await client.listRenders(args);
        return toolSuccess(`${plural(page.renders.length, "render")}${page.next_cursor ? "; more with the next cursor" : ""}.`, page);
      }),
  );

  server.registerTool(
    "list_templates",
    {
      title: "List templates",
      description: "Templates usable as `template` in render: built-in system templates and the account's own.",
      inputSchema: listTemplatesInput,
      outputSchema: listTemplatesOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      guarded(async () => {
        const page = await client.listTemplates(args);
        const slugs = page.templates
          .slice(0, 20)
          .map((template) => template.slug)
          .join(", ");
        return toolSuccess(`${plural(page.templates.length, "template")}: ${slugs}${page.templates.length > 20 ? ", …" : ""}.`, page);
      }),
  );
}

/**
 * `save_to`: check the destination first (inside a root; an existing file only with `overwrite`), so
 * nothing is rendered or charged for a PDF that could not be saved; fetch the bytes; write them —
 * exclusively unless overwriting, so a file created meanwhile is not clobbered either; then read the
 * record back for its fresh url.
 */
async function renderToFile(
  client: QuireClient,
  request: Parameters<QuireClient["render"]>[0],
  { saveTo, overwrite, roots }: { saveTo: string; overwrite: boolean; roots: readonly string[] },
) {
  const absolute = await resolveWritable(saveTo, roots, { overwrite });
  const pdf = await client.renderPdf(request);
  await writeFile(absolute, pdf.bytes, { flag: overwrite ? "w" : "wx" }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "EEXIST")
      throw localError("file_exists", `${absolute} was created meanwhile; pass overwrite: true to replace it. The render is ${pdf.renderId}.`);
    throw localError("file_unwritable", `Cannot write ${absolute}: ${error.code ?? error.message}. The render is ${pdf.renderId}.`);
  });
  const record = await client.getRender(pdf.renderId).catch(() => null);
  return {
    id: pdf.renderId,
    status: "rendered" as const,
    size: pdf.bytes.length,
    stored: record?.stored ?? false,
    ...(record?.url ? { url: record.url } : {}),
    saved_to: absolute,
    ...(pdf.replayed ? { replayed: true } : {}),
    ...(pdf.emailSent ? { email: { sent: pdf.emailSent === "true", detail: pdf.emailSent } } : {}),
  };
}
