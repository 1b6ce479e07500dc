import type { BuiltInTheme } from "@quire/contracts";
import type { HtmlPage } from "./render";

export type SynthKind = "invoice" | "receipt" | "contract" | "table" | "table-stat";

/** The layout engines that can print a generated corpus (engines.ts): Chromium, our renderer, by default. */
export const SYNTH_ENGINES = ["chromium", "wkhtml", "writer"] as const;
export type SynthEngine = (typeof SYNTH_ENGINES)[number];

/** One generated document: how to print it, its truth, and the strings its page must show. */
export interface SynthDoc {
  name: string;
  kind: SynthKind;
  /** The generator template/layout: the unit a leave-one-family-out fold leaves out. */
  family: string;
  render:
    | { kind: "html"; page: HtmlPage }
    | { kind: "markdown"; markdown: string; theme: BuiltInTheme; format: "A4" | "Letter" }
    /** A flat OpenDocument text authored for an office suite, exported to PDF by LibreOffice whatever the engine (office-fodt.ts). */
    | { kind: "office"; fodt: string }
    /** A PDF written directly (a filled form, invoice-form.ts): no layout engine prints it. */
    | { kind: "pdf"; build: () => Promise<Buffer> }
    /** A flat OpenDocument spreadsheet, exported to PDF by LibreOffice Calc whatever the engine (office-fods.ts). */
    | { kind: "sheet"; fods: string };
  /** expected/<name>.json as the suite's scorer reads it. */
  expected: Record<string, unknown>;
  /** The manifest's acceptable_alternatives (receipts and contracts). */
  alternatives?: Record<string, unknown[]>;
  /** Printed forms of every truth value: generation fails when the PDF's text lacks one. */
  mustPrint: string[];
  /** Further expectation files (tables: ICDAR's <name>-str.xml and -reg.xml), by file name. */
  files?: Record<string, string>;
  /** The manifest's ground_truth variants (tables), as in ../shared/corpora/tables-dev. */
  groundTruth?: Array<{ variant: string; str: string; reg: string }>;
  /** Pages the document must print on (tables: the truth names each region's page). */
  pages?: number;
  /**
   * CSS that shortens an HTML page when it prints on more than `pages` pages, in steps (drop its
   * prose, then set its tables tighter): each step is added to the ones before until the pages hold.
   */
  fit?: readonly string[];
  /** Receipts: the paper must hold the document on one page (the height is grown until it does). */
  onePage?: boolean;
}
