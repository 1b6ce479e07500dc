import { AppError, type ExtractJob, type ExtractJobResult, type InspectJob, type InspectResult } from "@quire/contracts";
import { inspectDocument } from "./inspect";
import type { PositionedDocument } from "./layout/types";
import { contractTerms } from "./presets/contract-terms";
import { customSchema } from "./presets/custom-schema";
import { fullText } from "./presets/full-text";
import { invoice } from "./presets/invoice";
import type { PresetOutput } from "./presets/preset-output";
import { receipt } from "./presets/receipt";
import { tableDump } from "./presets/table-dump";
import { runTiers, type TierDeps } from "./run-tiers";

/** `ocr` / `model` (optional) are the OCR and model tiers; without them those tiers only warn. */
export interface ExtractDeps extends TierDeps {
  parse: (bytes: Uint8Array, request: { maxPages: number; withGraphics: boolean; timeoutMs?: number }) => Promise<PositionedDocument>;
}

type Runner = { graphics: boolean; run: (doc: PositionedDocument) => PresetOutput };

/**
 * Every preset; item tables are found from text alignment, so table_dump and schemas (lattice tables)
 * need graphics, and invoices for the boxes of filled-in forms (a label in a box's corner names what is
 * typed below it: rules/corner-labels.ts).
 */
const PRESETS: Record<NonNullable<ExtractJob["preset"]>, Runner> = {
  full_text: { graphics: false, run: fullText },
  table_dump: { graphics: true, run: tableDump },
  invoice: { graphics: true, run: invoice },
  receipt: { graphics: false, run: receipt },
  contract_terms: { graphics: false, run: contractTerms },
};

function decode(base64: string): Uint8Array {
  return new Uint8Array(Buffer.from(base64, "base64"));
}

export async function runExtractJob(deps: ExtractDeps, job: ExtractJob): Promise<ExtractJobResult> {
  const preset: Runner | undefined = job.preset ? PRESETS[job.preset] : job.schema ? { graphics: true, run: customSchema(job.schema) } : undefined;
  if (!preset) throw new AppError("invalid_request", "Exactly one of preset or schema is required.");
  const bytes = decode(job.documentBase64);
  const doc = await deps.parse(bytes, { maxPages: job.maxPages, withGraphics: preset.graphics, timeoutMs: job.timeoutMs });
  const scannedPages = doc.pages.filter((p) => !p.hasTextLayer).map((p) => p.number);
  // OCR (ocr_fallback), the preset's rules, then the model for fields left null; scanned-page notices included.
  const { output: out, method } = await runTiers(deps, { job, bytes, doc, run: preset.run });
  return {
    data: out.data,
    fields: out.fields,
    extraction_method: method,
    warnings: out.warnings,
    pages: doc.pageCount,
    size_bytes: bytes.length,
    scannedPages,
  };
}

export async function runInspectJob(deps: ExtractDeps, job: InspectJob): Promise<InspectResult> {
  const bytes = decode(job.documentBase64);
  const doc = await deps.parse(bytes, { maxPages: job.maxPages, withGraphics: false, timeoutMs: job.timeoutMs });
  return inspectDocument(doc, { sizeBytes: bytes.length });
}
