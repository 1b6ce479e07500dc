// The untouched archive: each generated family, and the commit that added its generator before any
// rule was fixed for it (the commit touches scripts/synth only). Checked out, that commit holds the
// rules as they stood before they had seen the family: the closest thing we have to the held-out
// sets, which are families the rules have never seen. `pnpm eval untouched` runs them.
// A new family joins the archive with the commit that added its generator, if that commit changed
// no rule; one whose generator landed together with its fixes cannot be rebuilt untouched.

export type ArchiveSuite = "synth-invoices" | "synth-receipts" | "synth-contracts";

export interface ArchivedFamily {
  /** The stream's tag in scripts/synth/corpus.ts. */
  stream: string;
  /** Its documents' name prefix. */
  prefix: string;
  suite: ArchiveSuite;
  /** The commit that added the generator, rules untouched. */
  commit: string;
}

export const ARCHIVE: readonly ArchivedFamily[] = [
  { stream: "invoice-fresh", prefix: "synth-frs-", suite: "synth-invoices", commit: "a80e98a" },
  { stream: "invoice-multipage", prefix: "synth-mpg-", suite: "synth-invoices", commit: "29a0f45" },
  { stream: "invoice-correction", prefix: "synth-kor-", suite: "synth-invoices", commit: "b323bee" },
  { stream: "invoice-boxed-grid", prefix: "synth-box-", suite: "synth-invoices", commit: "b42e2f1" },
  { stream: "invoice-south-central", prefix: "synth-sce-", suite: "synth-invoices", commit: "b42e2f1" },
  { stream: "invoice-recurring", prefix: "synth-dau-", suite: "synth-invoices", commit: "29fb47b" },
  { stream: "invoice-erp", prefix: "synth-erp-", suite: "synth-invoices", commit: "6f29f6d" },
  { stream: "invoice-folio", prefix: "synth-fol-", suite: "synth-invoices", commit: "f7c8ba3" },
  { stream: "invoice-office", prefix: "synth-off-", suite: "synth-invoices", commit: "c698cd6" },
  { stream: "invoice-form", prefix: "synth-frm-", suite: "synth-invoices", commit: "4814a40" },
  { stream: "invoice-sheet", prefix: "synth-sht-", suite: "synth-invoices", commit: "580029f" },
  { stream: "receipt-digital", prefix: "synth-dig-", suite: "synth-receipts", commit: "677c924" },
  { stream: "receipt-pos", prefix: "synth-pos-", suite: "synth-receipts", commit: "dd5e977" },
  { stream: "receipt-world", prefix: "synth-wld-", suite: "synth-receipts", commit: "ed4f9be" },
  { stream: "contract-commonwealth", prefix: "synth-cwl-", suite: "synth-contracts", commit: "396eb69" },
  { stream: "contract-regional", prefix: "synth-rgn-", suite: "synth-contracts", commit: "af839fd" },
  { stream: "contract-exhibit", prefix: "synth-exh-", suite: "synth-contracts", commit: "5f77a6e" },
  { stream: "contract-filed", prefix: "synth-fil-", suite: "synth-contracts", commit: "2c94d39" },
  { stream: "contract-letter-prc", prefix: "synth-lpc-", suite: "synth-contracts", commit: "aa8ef57" },
  { stream: "contract-edgar", prefix: "synth-edg-", suite: "synth-contracts", commit: "96cde92" },
  { stream: "contract-key-table", prefix: "synth-ktb-", suite: "synth-contracts", commit: "f8ac6c1" },
  { stream: "contract-edgar-person", prefix: "synth-edp-", suite: "synth-contracts", commit: "0fb60d3" },
  { stream: "contract-bilingual", prefix: "synth-bil-", suite: "synth-contracts", commit: "5bf4c49" },
];
