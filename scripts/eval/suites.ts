// The evaluation suites: which corpus, which preset, which of ../shared/eval's scorers, and how the
// documents of a corpus fall into families (publisher/producer) for leave-one-family-out numbers.

export type ScorerKind = "invoices" | "presets" | "tables";

export interface Suite {
  name: string;
  preset: string;
  /** Folder under the corpora root. */
  corpus: string;
  scorer: ScorerKind;
  /** Send with `ocr_fallback: true` (image-only corpora). */
  ocr?: boolean;
  /** Score scanned twins of the corpus with `ocr_fallback: true` instead of the originals. */
  scanned?: boolean;
  /** Family of one manifest document: the unit a fold leaves out. */
  family: (doc: ManifestDocument) => string;
}

export interface ManifestDocument {
  name: string;
  pdf: string;
  group?: string;
  flavor?: string;
  source?: { path?: string; id?: string };
  ground_truth?: Array<{ str: string; reg: string }>;
  [key: string]: unknown;
}

const byGroup = (doc: ManifestDocument) => doc.group ?? "ungrouped";
/** CUAD files its contracts by kind (Part_I/Co_Branding/…): a kind is drafted by other firms than another. */
const byContractKind = (doc: ManifestDocument) => doc.source?.path?.split("/").slice(-2, -1)[0] ?? "unknown";
/**
 * SROIE and ICDAR carry no producer per document: five folds by a stable hash of the name, so a
 * fold is still a set of documents no change was looked at on.
 */
const byHash = (doc: ManifestDocument) => {
  let h = 0;
  for (const c of doc.name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `fold-${h % 5}`;
};

export const SUITES: Suite[] = [
  { name: "invoices", preset: "invoice", corpus: "invoices-dev", scorer: "invoices", family: byGroup },
  { name: "invoices-fx", preset: "invoice", corpus: "invoices-dev-fx", scorer: "invoices", family: byGroup },
  { name: "contracts", preset: "contract_terms", corpus: "contracts-dev-cuad", scorer: "presets", family: byContractKind },
  { name: "receipts", preset: "receipt", corpus: "receipts-dev-sroie", scorer: "presets", ocr: true, family: byHash },
  { name: "tables", preset: "table_dump", corpus: "tables-dev", scorer: "tables", family: byHash },
  { name: "tables-camelot", preset: "table_dump", corpus: "tables-dev-camelot", scorer: "tables", family: (d) => d.flavor ?? "unknown" },
  { name: "invoices-scanned", preset: "invoice", corpus: "invoices-dev", scorer: "invoices", scanned: true, family: byGroup },
];
