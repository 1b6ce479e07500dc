import { z } from "zod";
import {
  EXTRACT_PRESETS,
  EXTRACTION_METHODS,
  inspectResultSchema,
  PAGE_FORMATS,
  provenanceSchema,
  RENDER_SOURCES,
  RENDER_STATUSES,
  renderListItemSchema,
  sendEmailSchema,
  templateRecordSchema,
} from "@quire/contracts";

// Tool input and output schemas. Inputs mirror the HTTP request bodies; outputs mirror the API's
// responses, loosened so fields the API adds later (v1 is additive) never fail a client's check.

const documentInput = {
  file_base64: z.string().min(1).optional().describe("Standard base64 of the PDF bytes."),
  file_url: z.string().min(1).max(2048).optional().describe("Public http(s) URL the server downloads."),
  mime: z.string().max(200).optional().describe("Content type hint; PDFs are detected without it."),
};
const filePath = z
  .string()
  .min(1)
  .optional()
  .describe("Path of a PDF on this machine inside the server's allowed directories; read locally and sent as base64 (local server only).");

const extractFields = {
  preset: z.enum(EXTRACT_PRESETS).optional().describe("Output shape; exactly one of preset / schema."),
  schema: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("A plain JSON Schema object whose property names match the document's labels; exactly one of preset / schema."),
  ocr_fallback: z.boolean().optional().describe("Opt in to the OCR tier for pages without a text layer (costs more)."),
};

export function extractInput(localFiles: boolean) {
  return z.object({ ...(localFiles ? { file_path: filePath } : {}), ...documentInput, ...extractFields });
}

export function inspectInput(localFiles: boolean) {
  return z.object({ ...(localFiles ? { file_path: filePath } : {}), ...documentInput });
}

export const extractOutput = z.looseObject({
  id: z.string(),
  data: z.record(z.string(), z.unknown()),
  fields: z.record(z.string(), provenanceSchema.partial({ bbox: true, text: true }).loose()),
  extraction_method: z.enum(EXTRACTION_METHODS),
  warnings: z.array(z.string()),
  credits_charged: z.number().int(),
  pages: z.number().int(),
  size_bytes: z.number().int(),
  duration_ms: z.number().int(),
});

export const inspectOutput = inspectResultSchema.loose();

export function renderInput(localFiles: boolean) {
  return z.object({
    markdown: z.string().min(1).describe("The Markdown document."),
    template: z.string().min(1).max(200).optional().describe("Saved template slug or id (see list_templates)."),
    theme: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe("Built-in theme (default, editorial, minimal, technical, bold, invoice) or a custom theme's slug/id."),
    format: z.enum(PAGE_FORMATS).optional(),
    title: z.string().max(500).optional().describe("Stored with the render; defaults to the frontmatter title."),
    sendEmail: sendEmailSchema.optional().describe("Email a 3-day download link (paid plans)."),
    ...(localFiles
      ? {
          save_to: z.string().min(1).optional().describe("Also write the PDF to this path on this machine (inside the server's allowed directories)."),
          overwrite: z.boolean().optional().describe("Replace an existing file at save_to; without it an existing file is never overwritten."),
        }
      : {}),
  });
}

export const renderOutput = z.looseObject({
  id: z.string(),
  status: z.enum(RENDER_STATUSES),
  size: z.number().int(),
  url: z.string().optional().describe("Short-lived download link (15 minutes)."),
  stored: z.boolean(),
  saved_to: z.string().optional().describe("Absolute path the PDF was written to (save_to)."),
  email: z.looseObject({ sent: z.boolean() }).optional(),
  replayed: z.boolean().optional(),
});

export const listRendersInput = z.object({
  limit: z.number().int().min(1).max(100).optional().describe("Page size, 1 to 100 (default 20)."),
  cursor: z.string().min(1).max(200).optional().describe("next_cursor of the previous page."),
  source: z.enum(RENDER_SOURCES).optional(),
  status: z.enum(RENDER_STATUSES).optional(),
});

export const listRendersOutput = z.looseObject({ renders: z.array(renderListItemSchema.loose()), next_cursor: z.string().nullable() });

export const listTemplatesInput = z.object({
  limit: z.number().int().min(1).max(100).optional(),
  cursor: z.string().min(1).max(200).optional(),
});

export const listTemplatesOutput = z.looseObject({ templates: z.array(templateRecordSchema.loose()), next_cursor: z.string().nullable() });
