import { z } from "zod";

// Extraction: the job the gateway puts on the `extract` queue, what the worker returns, and the
// provenance entry of the contract's Extraction envelope.

export const EXTRACT_PRESETS = ["invoice", "receipt", "contract_terms", "table_dump", "full_text"] as const;
export type ExtractPreset = (typeof EXTRACT_PRESETS)[number];

export const EXTRACTION_METHODS = ["deterministic", "model", "ocr"] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

/** Contract: OCR is refused above this many scanned pages in one call (413). */
export const MAX_OCR_PAGES = 15;

/**
 * Box in PDF points, origin at the top-left corner of the displayed page (after /Rotate and the
 * CropBox offset), y growing downwards: [x0, y0, x1, y1] with y0 the top edge.
 */
export const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type BBoxTuple = z.infer<typeof bboxSchema>;

/** One entry of the envelope's `fields` map. `bbox` and `text` are additive to the contract. */
export const provenanceSchema = z.object({
  /** 0 to 1, computed from evidence; capped at 0.8 for `ocr`. */
  confidence: z.number().min(0).max(1),
  method: z.enum(EXTRACTION_METHODS),
  /** 1-based page where the value was found. */
  page: z.number().int().positive(),
  bbox: bboxSchema,
  /** The document text the value was read from. */
  text: z.string(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

const jobBase = {
  extractionId: z.string().min(1),
  accountId: z.string().min(1),
  /** Standard base64 of the PDF bytes (the gateway has already fetched any file_url). */
  documentBase64: z.string(),
  /** The caller's plan page limit; more pages → 413 input_too_large before any per-page work. */
  maxPages: z.number().int().positive(),
  requestId: z.string(),
  /** Parse time limit in ms; the worker answers render_timeout after it. */
  timeoutMs: z.number().int().positive().optional(),
};

/** An extraction job: exactly one of `preset` / `schema` (the gateway validated the schema). */
export const extractJobSchema = z
  .object({
    kind: z.literal("extract"),
    ...jobBase,
    preset: z.enum(EXTRACT_PRESETS).optional(),
    schema: z.record(z.string(), z.unknown()).optional(),
    ocrFallback: z.boolean().default(false),
  })
  .refine((job) => (job.preset === undefined) !== (job.schema === undefined), {
    message: "exactly one of preset or schema",
  });
export type ExtractJob = z.infer<typeof extractJobSchema>;

/** The free Inspect operation: same document input, no preset. */
export const inspectJobSchema = z.object({ kind: z.literal("inspect"), ...jobBase });
export type InspectJob = z.infer<typeof inspectJobSchema>;

export const extractQueueJobSchema = z.union([extractJobSchema, inspectJobSchema]);
export type ExtractQueueJob = z.infer<typeof extractQueueJobSchema>;

/**
 * What an extraction job returns: the contract's Extraction envelope without `id`,
 * `credits_charged` and `duration_ms` (the gateway adds those), plus the scanned pages.
 */
export const extractJobResultSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  fields: z.record(z.string(), provenanceSchema),
  extraction_method: z.enum(EXTRACTION_METHODS),
  warnings: z.array(z.string()),
  pages: z.number().int().nonnegative(),
  size_bytes: z.number().int().nonnegative(),
  /** 1-based numbers of pages without a text layer. */
  scannedPages: z.array(z.number().int().positive()),
});
export type ExtractJobResult = z.infer<typeof extractJobResultSchema>;

/** Credits each tier would cost for this document (contract: Extraction costs). */
export const tierCostsSchema = z.object({
  deterministic: z.number().int().nonnegative(),
  model: z.number().int().nonnegative(),
  /** 0 when no page is scanned (the OCR tier would not run). */
  ocr: z.number().int().nonnegative(),
});
export type TierCosts = z.infer<typeof tierCostsSchema>;

/** Result of Inspect (free, never billed). */
export const inspectResultSchema = z.object({
  pages: z.number().int().nonnegative(),
  encrypted: z.boolean(),
  size_bytes: z.number().int().nonnegative(),
  /** Per page, in order: true when the page has a text layer. */
  text_layer: z.array(z.boolean()),
  /** 1-based numbers of pages without a text layer. */
  scanned_pages: z.array(z.number().int().positive()),
  costs: tierCostsSchema,
  /** False when more pages are scanned than one OCR call accepts. */
  ocr_allowed: z.boolean(),
});
export type InspectResult = z.infer<typeof inspectResultSchema>;

/** One table of the table_dump preset. `pages` is additive: present when it spans pages. */
export const tableSchema = z.object({
  page: z.number().int().positive(),
  index: z.number().int().nonnegative(),
  rows: z.array(z.array(z.string())),
  csv: z.string(),
  pages: z.array(z.number().int().positive()).optional(),
});
export type ExtractedTable = z.infer<typeof tableSchema>;
