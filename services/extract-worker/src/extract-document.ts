import { AppError, type ExtractJob, type ExtractJobResult, type InspectJob, type InspectResult } from "@quire/contracts";
import { inspectDocument } from "./inspect";
import type { PositionedDocument } from "./model/types";
import { fullText } from "./presets/full-text";
import type { PresetOutput } from "./presets/preset-output";
import { tableDump } from "./presets/table-dump";

export interface ExtractDeps {
  parse: (bytes: Uint8Array, request: { maxPages: number; withGraphics: boolean; timeoutMs?: number }) => Promise<PositionedDocument>;
}

/** Presets implemented by this module; the rest (invoice, receipt, contract_terms, schemas) come with the rules. */
const PRESETS: Partial<Record<NonNullable<ExtractJob["preset"]>, { graphics: boolean; run: (doc: PositionedDocument) => PresetOutput }>> = {
  full_text: { graphics: false, run: fullText },
  table_dump: { graphics: true, run: tableDump },
};

function decode(base64: string): Uint8Array {
  return new Uint8Array(Buffer.from(base64, "base64"));
}

function scannedNotice(scanned: number[]): string[] {
  if (!scanned.length) return [];
  return [`${scanned.length} page(s) have no text layer (${scanned.join(", ")}); enable ocr_fallback to read them.`];
}

export async function runExtractJob(deps: ExtractDeps, job: ExtractJob): Promise<ExtractJobResult> {
  const preset = job.preset ? PRESETS[job.preset] : undefined;
  if (!preset) throw new AppError("invalid_request", `Extraction with ${job.preset ? `preset ${job.preset}` : "a custom schema"} is not available yet.`);
  const bytes = decode(job.documentBase64);
  const doc = await deps.parse(bytes, { maxPages: job.maxPages, withGraphics: preset.graphics, timeoutMs: job.timeoutMs });
  const out = preset.run(doc);
  const scannedPages = doc.pages.filter((p) => !p.hasTextLayer).map((p) => p.number);
  return {
    data: out.data,
    fields: out.fields,
    extraction_method: "deterministic",
    warnings: [...out.warnings, ...scannedNotice(scannedPages)],
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
