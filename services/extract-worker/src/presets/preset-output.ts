import type { Provenance } from "@quire/contracts";

/** What a preset produces; the job handler adds the envelope's document-level fields. */
export interface PresetOutput {
  data: Record<string, unknown>;
  /** Map from a populated leaf path (e.g. `tables[0]`, `pages[2].text`) to its provenance. */
  fields: Record<string, Provenance>;
  warnings: string[];
  /**
   * Paths whose value the document's own arithmetic confirms from other printed numbers (a
   * receipt's cash − change): OCR doubt then need not judge their digits by the recogniser's word.
   */
  checked?: string[];
}
