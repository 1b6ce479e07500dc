import { z } from "zod";
import { EXTRACT_PRESETS, EXTRACTION_METHODS, provenanceSchema } from "./extract";

// Public request/response shapes of POST /api/v1/extract and POST /api/v1/extract/inspect.

const documentInput = {
  file_base64: z.string().min(1).optional(),
  file_url: z.string().min(1).max(2048).optional(),
  mime: z.string().max(200).optional(),
};

export const extractRequestSchema = z.object({
  ...documentInput,
  preset: z.enum(EXTRACT_PRESETS).optional(),
  schema: z.record(z.string(), z.unknown()).optional(),
  ocr_fallback: z.boolean().default(false),
});
export type ExtractRequest = z.infer<typeof extractRequestSchema>;

export const inspectRequestSchema = z.object(documentInput);
export type InspectRequest = z.infer<typeof inspectRequestSchema>;

export const extractionEnvelopeSchema = z.object({
  id: z.string(),
  data: z.record(z.string(), z.unknown()),
  fields: z.record(z.string(), provenanceSchema),
  extraction_method: z.enum(EXTRACTION_METHODS),
  warnings: z.array(z.string()),
  credits_charged: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
  size_bytes: z.number().int().nonnegative(),
  duration_ms: z.number().int().nonnegative(),
});
export type ExtractionEnvelope = z.infer<typeof extractionEnvelopeSchema>;
