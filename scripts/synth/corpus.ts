// A generated corpus folder in the shape of ../shared/corpora (manifest.json, pdf/, expected/),
// cached under .cache/synth by kind, seed, count and the source of the generator and the renderer:
// a repeated eval reuses it, a changed generator or renderer makes a new one.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeContract } from "./contract";
import {
  EDGAR_FAMILIES,
  EDGAR_PERSON_FAMILIES,
  EXHIBIT_FAMILIES,
  COMMONWEALTH_FAMILIES,
  FILED_FAMILIES,
  INSTRUMENT_FAMILIES,
  KEY_TABLE_FAMILIES,
  BILINGUAL_FAMILIES,
  LONG_FORM_FAMILIES,
  LETTER_PRC_FAMILIES,
  REGIONAL_FAMILIES,
  SERVICE_FAMILIES,
  STRUCTURE_FAMILIES,
} from "./contract-model";
import { makeInvoice } from "./invoice";
import { createRng, type Rng } from "./random";
import { makeReceipt } from "./receipt";
import { makeTillReceipt } from "./receipt-till";
import { makeSeaReceipt } from "./receipt-sea";
import { makeSlipReceipt } from "./receipt-slip";
import { makeDigitalReceipt } from "./receipt-digital";
import { makeUsStoreReceipt } from "./receipt-us-store";
import { makePosReceipt } from "./receipt-pos";
import { makeWorldReceipt } from "./receipt-world";
import { makeSwissQrInvoice } from "./invoice-swiss-qr";
import { makeGstInvoice } from "./invoice-gst-india";
import { makeUkAuInvoice } from "./invoice-uk-au";
import { makeEuropeanStatPage } from "./table-europe";
import { makeConstructionInvoice } from "./invoice-construction";
import { makeSaasUsageInvoice } from "./invoice-saas-usage";
import { makeCorrectionInvoice } from "./invoice-correction";
import { makeBoxedGridInvoice } from "./invoice-boxed-grid";
import { makeSouthCentralInvoice } from "./invoice-south-central";
import { makeRecurringInvoice } from "./invoice-recurring-de";
import { makeFreshInvoice } from "./invoice-fresh";
import { makeMultipageInvoice } from "./invoice-multipage";
import { makeErpInvoice } from "./invoice-erp";
import { makeFolioInvoice } from "./invoice-folio";
import { makeOfficeInvoice } from "./invoice-office";
import { makeFormInvoice } from "./invoice-form";
import { qpdfFlatten } from "./form-pdf";
import { printFodt } from "./office-fodt";
import { printFods } from "./office-fods";
import { makeSheetInvoice } from "./invoice-sheet";
import { makeFootnotedReport } from "./table-footnoted";
import { makeGovReportPage } from "./table-gov";
import { makeReleasePage } from "./table-release";
import { makeRotatedHeadsPage } from "./table-rotated";
import { makeSciencePage } from "./table-science";
import { makeYearbookPage } from "./table-yearbook";
import { makeStatTableReport } from "./table-stat";
import { makeStatement } from "./table-statement";
import { makeTableReport } from "./tables";
import { startEngineRenderer } from "./engines";
import type { SynthRenderer } from "./render";
import type { SynthDoc, SynthEngine, SynthKind } from "./synth-doc";

const root = path.resolve(import.meta.dirname, "../..");
const STALE_AFTER_MS = 24 * 3600 * 1000;
export const DEFAULT_COUNTS: Record<SynthKind, number> = { invoice: 208, receipt: 30, contract: 126, table: 70, "table-stat": 40 };
export const DEFAULT_SEED = 14;
const PRESET: Record<SynthKind, string> = {
  invoice: "invoice",
  receipt: "receipt",
  contract: "contract_terms",
  table: "table_dump",
  "table-stat": "table_dump",
};
const PREFIX: Record<SynthKind, string> = { invoice: "synth-inv", receipt: "synth-rct", contract: "synth-ctr", table: "synth-tab", "table-stat": "synth-stat" };

/** What the truth means, per kind (the manifest's `conventions`, as in ../shared/corpora). */
const CONVENTIONS: Record<SynthKind, Record<string, string>> = {
  invoice: {
    shape:
      "expected/<name>.json as in invoices-dev: `data` in the invoice preset's shape, null where the page prints no such value, `unknown` lists fields not scored.",
    vendor: "The seller's legal name as printed (letterhead, return-address line or footer); buyer and ship-to companies never share a name word with it.",
    invoice_number: "The invoice's (or credit note's) own number; customer, order, quote and corrected-invoice numbers are decoys.",
    dates: "ISO; due_date null when only payment terms in days are printed (no date). Order, delivery and service-period dates are decoys.",
    amounts:
      "subtotal = net before tax, tax = the total tax (unknown when two rates are printed without a tax total), total = gross; a credit note's amounts carry the sign they are printed with. No-tax invoices print only a total: subtotal and tax are null.",
    line_items: "description = the first line of the description cell; quantity and unit_price null when the table has no such column.",
  },
  receipt: {
    shape: "merchant, date, total, currency, payment_method, items[{description, quantity (only when printed as N x price), amount}].",
    merchant:
      "The name on top of the receipt; acceptable_alternatives: the operating company when a shop name is printed above it, or the name without its legal form.",
    total: "The amount paid (after sales tax on US receipts); tendered cash, change, VAT lines and savings are decoys.",
    payment_method: "The payment word as printed (CASH, BAR, ESPÈCES, VISA, GIROCARD, ...); a bill split over two payments has none (either word is accepted).",
    till_families:
      "synth-till-*: merchant = the shop name on top (a letter-spaced logo without its spaces), or the legal name when only the footer names one; total = the amount paid (a printed tip included, a blank tip line not); items = every priced line of the item block, discounts, coupons and deposits with their sign; a weighed item's quantity is its weight.",
    sea_glued:
      "synth-sgl-*: Malaysian/Singaporean bills with the registration number on the company's line; merchant = the name on top without that number (it is no part of the name), alternatives as above.",
    digital_families:
      "synth-dig-*: merchant = the brand on top, or the legal name when only the footer names one (the operator's legal name, and a delivery's restaurant, are alternatives); date = the payment's (travel, delivery, refund and e-mail dates are decoys); total = the amount paid (a refund receipt's with its minus sign; after a partial refund, the net is an alternative); items = the priced lines above the subtotal, or above the total when there is none, with the quantity whenever one is printed (a column, \"2x\", \"2 × 4.50\", kWh).",
    pos_families:
      "synth-pos-*: tablet POS, pharmacy, hotel room-tab, admission and bakery receipts at 58/76/80 mm. merchant = the name on top (the operator's legal name is an alternative), or the legal name when only the footer names one; date = the sale's (show, visit, prescription and arrival dates are decoys); total = what the customer paid: a pharmacy's co-payment after the insurer's share (the price before it is a decoy), a room tab's total; payment_method = the card word or cash word as printed (a tab charged to a room has none; its room-charge words are accepted); items = the priced lines above the subtotal, or above the total when there is none, with their sign (a cup deposit and a returned cup are items, a discount or booking fee after the subtotal is not), with the quantity whenever one is printed.",
    world_families:
      "synth-wld-*: tills of Brazil (DANFE NFC-e), Mexico, Czechia/Slovakia, Hungary (NYUGTA), Romania (BON FISCAL), Turkey (FİŞ) and Sweden/Norway/Denmark/Finland at 58/76/80 mm. merchant = the shop name on top (the operator's legal name is an alternative), a logo without its spaces, or the legal name when it is the only name; date = the sale's (an NFC-e's authorisation date, an invoice deadline, a warranty or return-by date are decoys); total = the amount paid: after a discount ('VALOR A PAGAR'), after the cash rounding where one is printed ('K úhradě', 'FIZETENDŐ', 'Att betala'); payment_method = the word printed; items = the priced lines above the totals, with the quantity whenever one is printed.",
  },
  contract: {
    shape: "party_1, party_2, effective_date, initial_term, auto_renews, termination_notice_days, governing_law; null means the contract states no such term.",
    parties: "Legal names as printed in the preamble, in order; alternatives: without the legal form, other capitalisation.",
    effective_date:
      "ISO; the Effective Date of the preamble (UK: the date the agreement is dated; German: 'tritt am … in Kraft'). Signature and recital dates are decoys.",
    initial_term: "As printed ('three (3) years', 'zwei (2) Jahren'); alternatives '3 years' and, for whole years in months, the years.",
    auto_renews: "true: renews automatically; false: the text excludes automatic renewal; null: renewal not mentioned.",
    termination_notice_days:
      "The notice of non-renewal in days (months count 30 days, weeks 7; business days and a notice by calendar date are not scored); without renewal, the notice for termination for convenience; null when neither exists. Cure periods, payment terms, warranty and survival periods are decoys.",
    governing_law:
      "The jurisdiction after 'laws of' ('State of New York', 'England and Wales', German 'Recht der Bundesrepublik Deutschland'); alternatives the short form.",
    bilingual_families:
      "synth-bil- bi-en-*: English beside German, French or Spanish, clause by clause, the English version prevailing: every value is read from the English column (parties in the preamble's order, the English date, the English term); the other column's term and the other language's name of the law are alternatives. paged-*: running headers, footers, footnotes and margin line numbers are not part of the text; a sentence broken by a page or a hyphenated word is read whole.",
  },
  table: {
    shape: "expected/<name>-str.xml and -reg.xml in ICDAR 2013's format, as in tables-dev; expected/<name>.json shows each region as rows of strings.",
    cells:
      "One cell per printed cell, its text as printed (wrapped lines joined); spanning header cells carry their row/column range; blank cells are left out.",
    regions: "A table continued on the next page is one table with a region per page; captions, source lines and footnotes are not part of a table.",
  },
  "table-stat": {
    shape: "As synthetic tables: ICDAR 2013 -str.xml / -reg.xml per document; US statistical-publication layouts.",
    cells:
      "One cell per printed cell, as printed without dot leaders; a stub label keeps its footnote reference ('Asian alone 2/', a superscript run on); a dollar sign set apart belongs to its figure's cell; a section head centred across the body is one cell spanning every column, one set in the stub is a stub cell; a parent line without figures is its stub cell alone.",
    regions:
      "A table continued on the next page ('—Continued', header repeated) is one table with a region per page; titles, headnotes, notes and source lines are not part of a table.",
  },
};

/** The documents of a corpus; document i depends only on (seed, kind, i), so --count N extends a set. */
export function synthDocuments(kind: SynthKind, { seed, count }: { seed: number; count: number }): SynthDoc[] {
  const make = { invoice: makeInvoice, receipt: makeReceipt, contract: makeContract, table: makeTableReport, "table-stat": makeStatTableReport }[kind];
  // Families written after a kind's first ones come from streams of their own, after them, so the
  // earlier documents of a seed stay what they were: document i of a stream depends only on (seed, tag, i).
  const stream = (tag: string, prefix: string, length: number, makeOne: (rng: Rng, name: string, i: number) => SynthDoc) =>
    Array.from({ length }, (_, i) => makeOne(createRng(`${seed}:${tag}:${i}`), `${prefix}-${String(i + 1).padStart(3, "0")}`, i));
  const docs = stream(kind, PREFIX[kind], count, make);
  if (kind === "contract")
    return [
      ...docs,
      // The service and venture kinds (contract-services.ts), half as many again.
      ...stream("contract-service", "synth-svc", Math.ceil(count / 2), (rng, name, i) => makeContract(rng, name, i, SERVICE_FAMILIES)),
      // The structural variants (contract-structures.ts), half as many again.
      ...stream("contract-structure", "synth-str", Math.ceil(count / 2), (rng, name, i) => makeContract(rng, name, i, STRUCTURE_FAMILIES)),
      // Employment, lease, subscription and loan agreements, UK deeds and German §§ (contract-instruments.ts, contract-deeds.ts), half as many again.
      ...stream("contract-instrument", "synth-ins", Math.ceil(count / 2), (rng, name, i) => makeContract(rng, name, i, INSTRUMENT_FAMILIES)),
      // Filled-in forms, cross-border agreements and renewal on provisos (contract-filed.ts), half as many again.
      ...stream("contract-filed", "synth-fil", Math.ceil(count / 2), (rng, name, i) => makeContract(rng, name, i, FILED_FAMILIES)),
      // Letter agreements and agreements between Chinese companies (contract-letter.ts, contract-prc.ts), a third as many.
      ...stream("contract-letter-prc", "synth-lpc", Math.ceil(count / 3), (rng, name, i) => makeContract(rng, name, i, LETTER_PRC_FAMILIES)),
      // Plain-text EDGAR exhibits in a monospaced font (contract-edgar.ts), half as many.
      ...stream("contract-edgar", "synth-edg", Math.ceil(count / 2), (rng, name, i) => makeContract(rng, name, i, EDGAR_FAMILIES)),
      // EDGAR exhibits whose parties sign as persons or side by side (contract-edgar-persons.ts), a third as many.
      ...stream("contract-edgar-person", "synth-edp", Math.ceil(count / 3), (rng, name, i) => makeContract(rng, name, i, EDGAR_PERSON_FAMILIES)),
      // Long-form SEC exhibits with contents and definitions, and UK framework agreements (contract-long-form.ts), a third as many.
      ...stream("contract-long-form", "synth-lng", Math.ceil(count / 3), (rng, name, i) => makeContract(rng, name, i, LONG_FORM_FAMILIES)),
      // UK numbered-party precedents, German Rahmenverträge and US MSA/SOW hybrids (contract-uk-parties.ts, contract-rahmenvertrag.ts, contract-sow.ts), a third as many.
      ...stream("contract-regional", "synth-rgn", Math.ceil(count / 3), (rng, name, i) => makeContract(rng, name, i, REGIONAL_FAMILIES)),
      // Affiliate, agency, consulting, development, IP, venture, support, non-compete, outsourcing, promotion and transportation exhibits of three decades (contract-exhibit.ts), a third as many.
      ...stream("contract-exhibit", "synth-exh", Math.ceil(count / 3), (rng, name, i) => makeContract(rng, name, i, EXHIBIT_FAMILIES)),
      // Agreements drafted in Canada, Australia, New Zealand, Ireland, Singapore, Hong Kong, India, Israel, Bermuda and the Cayman Islands (contract-commonwealth.ts), half as many.
      ...stream("contract-commonwealth", "synth-cwl", Math.ceil(count / 2), (rng, name, i) => makeContract(rng, name, i, COMMONWEALTH_FAMILIES)),
      // US Basic Terms, UK Key Details and German Vertragsdaten tables the clauses refer to (contract-key-terms.ts, contract-vertragsdaten.ts), half as many.
      ...stream("contract-key-table", "synth-ktb", Math.ceil(count / 2), (rng, name, i) => makeContract(rng, name, i, KEY_TABLE_FAMILIES)),
      // Bilingual agreements in two columns and agreements broken by the page (contract-bilingual.ts), a third as many.
      ...stream("contract-bilingual", "synth-bil", Math.ceil(count / 3), (rng, name, i) => makeContract(rng, name, i, BILINGUAL_FAMILIES)),
    ];
  if (kind === "table-stat")
    // Financial statements and footnoted tables, half as many, in turn.
    return [
      ...docs,
      ...stream("table-stat-more", "synth-statx", Math.ceil(count / 2), (rng, name, i) =>
        i % 2 === 0 ? makeStatement(rng, name) : makeFootnotedReport(rng, name),
      ),
      // European country tables with flags and stacked-panel tables (table-europe.ts), half as many.
      ...stream("table-stat-europe", "synth-eu", Math.ceil(count / 2), makeEuropeanStatPage),
      // Two-column technical reports with a narrow table of means, and federal program tables (table-science.ts), half as many.
      ...stream("table-stat-science", "synth-sci", Math.ceil(count / 2), makeSciencePage),
      // A statistics office's release: two levels of heads with markers, bold group rows, a wrapping stub, "12 345,6" (table-release.ts), half as many.
      ...stream("table-stat-release", "synth-rel", Math.ceil(count / 2), makeReleasePage),
      // Many narrow columns under heads turned on their side, some on two lines (table-rotated.ts), half as many.
      ...stream("table-stat-rotated", "synth-rot", Math.ceil(count / 2), makeRotatedHeadsPage),
      // Government reports: three levels of heads, two tables and one continued, a wrapping stub of hierarchy beside a text column (table-gov.ts), half as many.
      ...stream("table-stat-gov", "synth-gov", Math.ceil(count / 2), makeGovReportPage),
      // Yearbook pages: a narrow table in one column of two beside prose, a table over a page break under its repeated head, either followed at once by notes or a second table (table-yearbook.ts), half as many.
      ...stream("table-stat-yearbook", "synth-ybk", Math.ceil(count / 2), makeYearbookPage),
    ];
  if (kind === "invoice")
    // Swiss QR-bills, Indian GST invoices, British and Australian tax invoices, and the families after them: an eighth as many each.
    return [
      ...docs,
      ...stream("invoice-swiss", "synth-chq", Math.ceil(count / 8), makeSwissQrInvoice),
      ...stream("invoice-gst", "synth-gst", Math.ceil(count / 8), makeGstInvoice),
      ...stream("invoice-ukau", "synth-uka", Math.ceil(count / 8), makeUkAuInvoice),
      // German/Austrian construction invoices and subscription-and-usage invoices, likewise.
      ...stream("invoice-construction", "synth-bau", Math.ceil(count / 8), makeConstructionInvoice),
      ...stream("invoice-saas-usage", "synth-use", Math.ceil(count / 8), makeSaasUsageInvoice),
      // Cancellations, replacements and corrections by difference of an earlier invoice.
      ...stream("invoice-correction", "synth-kor", Math.ceil(count / 8), makeCorrectionInvoice),
      // ERP print-outs with references in ruled boxes (labels above values) and a totals box with a
      // currency column, and Italian, Spanish, Portuguese and Polish invoices with a VAT summary by rate.
      ...stream("invoice-boxed-grid", "synth-box", Math.ceil(count / 8), makeBoxedGridInvoice),
      ...stream("invoice-south-central", "synth-sce", Math.ceil(count / 8), makeSouthCentralInvoice),
      // German and Austrian insurance premium bills, standing rent invoices and service-charge settlements.
      ...stream("invoice-recurring", "synth-dau", Math.ceil(count / 8), makeRecurringInvoice),
      // French SME software, German accounting exports and English billing platforms, written before reading the rules, a quarter as many.
      ...stream("invoice-fresh", "synth-frs", Math.ceil(count / 4), makeFreshInvoice),
      // Invoices over two to four pages (running headers, carried sums, totals and a remittance slip on the last page, terms after), an eighth as many.
      ...stream("invoice-multipage", "synth-mpg", Math.ceil(count / 8), makeMultipageInvoice),
      // ERP print-outs whose items carry conditions as sub-rows or a discount column, per-100 prices, groups and a VAT breakdown (invoice-erp.ts), a quarter as many.
      ...stream("invoice-erp", "synth-erp", Math.ceil(count / 4), makeErpInvoice),
      // Hotel folios (nights × rate, city tax, deposits and a zero balance) and law, accounting and agency invoices
      // (timekeepers' hours × rate, disbursements, a retainer and prior balances), in turn (invoice-folio.ts, invoice-professional.ts), a quarter as many.
      ...stream("invoice-folio", "synth-fol", Math.ceil(count / 4), makeFolioInvoice),
      // Invoices typed into a Word or LibreOffice template and exported to PDF: letterhead and footer, a window frame,
      // tab-stop references, a bordered table with cells centred vertically, merged totals (invoice-office.ts), a quarter as many.
      ...stream("invoice-office", "synth-off", Math.ceil(count / 4), makeOfficeInvoice),
      // Filled PDF forms: fields live (with or without appearances) or flattened by pdf-lib or qpdf, labels in, beside or above
      // their boxes, comb fields, an item grid of fixed rows (invoice-form.ts, form-pdf.ts), an eighth as many.
      ...stream("invoice-form", "synth-frm", Math.ceil(count / 8), makeFormInvoice),
      // Invoices kept in a spreadsheet template and exported by Calc: a cell grid with spilling and merged cells, currency and
      // accounting formats, formulas, empty formatted item rows, fit to the page's width (invoice-sheet.ts), a quarter as many.
      ...stream("invoice-sheet", "synth-sht", Math.ceil(count / 4), makeSheetInvoice),
    ];
  if (kind === "receipt")
    return [
      ...docs,
      // The till families (receipt-till.ts), as many again.
      ...stream("receipt-till", "synth-till", count, makeTillReceipt),
      // North American chain stores and Malaysian/Singaporean GST bills, half as many, in turn.
      ...stream("receipt-till-more", "synth-tilx", Math.ceil(count / 2), (rng, name, i) =>
        i % 2 === 0 ? makeUsStoreReceipt(rng, name) : makeSeaReceipt(rng, name),
      ),
      // British, American, German, French, Australian and South-East Asian tills with the card slip printed below (receipt-slip.ts), half as many.
      ...stream("receipt-slip", "synth-slip", Math.ceil(count / 2), makeSlipReceipt),
      // Malaysian/Singaporean bills whose registration number is printed on the company's line (receipt-sea.ts), a third as many.
      ...stream("receipt-sea-glued", "synth-sgl", Math.ceil(count / 3), (rng, name) => makeSeaReceipt(rng, name, { glued: true })),
      // Receipts sent as PDFs by apps, web shops and POS systems on A4, Letter or a phone-width page:
      // rides and taxis, food delivery, web shops and refunds, parking and EV charging, tickets, café apps
      // and e-mailed store receipts (receipt-digital.ts, receipt-digital-shop.ts), as many again.
      ...stream("receipt-digital", "synth-dig", count, makeDigitalReceipt),
      // Counter receipts at 58/76/80 mm: tablet POS, pharmacy co-payments, hotel tabs charged to a room, admissions with a
      // show date, bakeries with cup deposits (receipt-pos.ts), half as many.
      ...stream("receipt-pos", "synth-pos", Math.ceil(count / 2), makePosReceipt),
      // Tills of Brazil, Mexico, Czechia/Slovakia, Hungary, Romania, Turkey and the Nordic countries in their legal shapes
      // (DANFE NFC-e, ticket with the amount in words, Účtenka with FIK/BKP, NYUGTA, BON FISCAL, FİŞ, kvitto), in turn (receipt-world.ts), half as many.
      ...stream("receipt-world", "synth-wld", Math.ceil(count / 2), makeWorldReceipt),
    ];
  return docs;
}

function sourceHash(): string {
  const h = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const p = path.join(dir, entry);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".ts") && !p.endsWith(".test.ts")) h.update(path.relative(root, p)).update(readFileSync(p));
    }
  };
  walk(path.join(root, "scripts/synth"));
  walk(path.join(root, "services/render-worker/src"));
  return h.digest("hex").slice(0, 12);
}

const normalise = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[\s\u00a0\u202f\u2009]+/g, " ")
    .toLowerCase();

/** The PDF's text as poppler reads it, in reading order and in layout order. */
export function pdfTexts(pdf: Buffer): string[] {
  return [[], ["-layout"]].map((flags) => normalise(execFileSync("pdftotext", [...flags, "-", "-"], { input: pdf, encoding: "utf8", maxBuffer: 32 << 20 })));
}

/**
 * Whether `value` is printed: whole, or (a description wrapped inside its table cell) as its words
 * in order with at most a line of other cells' text between them. A line may also break after a
 * hyphen that a letter follows ("24-" / "port"), as a browser breaks a narrow cell; not between
 * digits, so a date or reference split at its hyphens does not count.
 */
export function printedIn(texts: string[], value: string): boolean {
  const wanted = normalise(value);
  if (texts.some((t) => t.includes(wanted))) return true;
  const words = wanted.split(/ |(?<=-)(?=\p{L})/u);
  if (words.length < 2) return false;
  return texts.some((t) => {
    for (let start = t.indexOf(words[0]!); start !== -1; start = t.indexOf(words[0]!, start + 1)) {
      let at = start + words[0]!.length;
      const found = words.slice(1).every((w) => {
        const next = t.indexOf(w, at);
        if (next === -1 || next - at > 160) return false;
        at = next + w.length;
        return true;
      });
      if (found) return true;
    }
    return false;
  });
}

/** The strings of `mustPrint` that the PDF's text does not contain. */
export function missingFromPdf(pdf: Buffer, mustPrint: string[]): string[] {
  const texts = pdfTexts(pdf);
  return mustPrint.filter((s) => !printedIn(texts, s));
}

/**
 * A filled form's strings as a viewer shows them: qpdf draws the live fields first (poppler reads no
 * widget), and spaces are not compared, since a comb field sets each glyph in a cell of its own.
 */
export function missingFromForm(pdf: Buffer, mustPrint: string[]): string[] {
  const texts = pdfTexts(qpdfFlatten(pdf)).map((t) => t.replace(/ /g, ""));
  return mustPrint.filter((s) => !texts.some((t) => t.includes(normalise(s).replace(/ /g, ""))));
}

export const pageCount = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", ["-"], { input: pdf, encoding: "utf8" }))?.[1] ?? 0);

/** Prints one document; receipts grow their paper until they fit on one page, report pages take their fit steps while they overflow. */
export async function renderSynth(renderer: SynthRenderer, doc: SynthDoc): Promise<Buffer> {
  if (doc.render.kind === "markdown") return renderer.markdown(doc.render.markdown, doc.render.theme, doc.render.format);
  if (doc.render.kind === "office") return printFodt(doc.render.fodt);
  if (doc.render.kind === "pdf") return doc.render.build();
  if (doc.render.kind === "sheet") return printFods(doc.render.fods);
  if (doc.fit && doc.pages) {
    let pdf = await renderer.html(doc.render.page);
    for (let step = 1; step <= doc.fit.length && pageCount(pdf) > doc.pages; step += 1)
      pdf = await renderer.html({ ...doc.render.page, body: `<style>${doc.fit.slice(0, step).join(" ")}</style>${doc.render.page.body}` });
    return pdf;
  }
  let page = doc.render.page;
  for (let attempt = 0; ; attempt += 1) {
    const pdf = await renderer.html(page);
    if (!doc.onePage || "format" in page.paper || pageCount(pdf) === 1 || attempt === 6) return pdf;
    const height = Number.parseFloat(page.paper.height) * 1.3;
    page = { ...page, paper: { ...page.paper, height: `${Math.ceil(height)}mm` } };
  }
}

export interface SynthCorpusOptions {
  seed?: number;
  count?: number;
  /** Where corpora are cached (default .cache/synth). */
  cacheDir?: string;
  /** The layout engine that prints the documents (default Chromium, our renderer; engines.ts). */
  engine?: SynthEngine;
  log?: (line: string) => void;
}

/** The folder of the corpus, generated first unless the cache holds it. */
export async function ensureSynthCorpus(kind: SynthKind, options: SynthCorpusOptions = {}): Promise<string> {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.count ?? DEFAULT_COUNTS[kind];
  const cacheDir = options.cacheDir ?? path.join(root, ".cache/synth");
  const engine = options.engine ?? "chromium";
  // Another engine's corpus is cached beside Chromium's, under a name of its own.
  const stem = `${kind}${engine === "chromium" ? "" : `-${engine}`}-s${seed}-n${count}-`;
  const dir = path.join(cacheDir, `${stem}${sourceHash()}`);
  if (existsSync(path.join(dir, "manifest.json"))) return dir;
  mkdirSync(cacheDir, { recursive: true });
  const scratch = mkdtempSync(path.join(cacheDir, `.${kind}-`));
  mkdirSync(path.join(scratch, "pdf"));
  mkdirSync(path.join(scratch, "expected"));
  const started = Date.now();
  const kept: SynthDoc[] = [];
  const dropped = { missing: 0, pages: 0 };
  const renderer = await startEngineRenderer(engine);
  try {
    for (const doc of synthDocuments(kind, { seed, count })) {
      const pdf = await renderSynth(renderer, doc);
      const missing = doc.render.kind === "pdf" ? missingFromForm(pdf, doc.mustPrint) : missingFromPdf(pdf, doc.mustPrint);
      const pages = doc.pages && pageCount(pdf) !== doc.pages ? pageCount(pdf) : undefined;
      // Chromium prints what the generator laid out, so a value it does not print is the generator's bug. Another
      // engine reflows layouts it does not support and may cut a value or move a table to another page than its
      // truth names: that document is left out of its corpus (and counted), the others still score that engine.
      if (engine !== "chromium" && (missing.length || pages !== undefined)) {
        dropped[missing.length ? "missing" : "pages"] += 1;
        continue;
      }
      if (missing.length) throw new Error(`synth: ${doc.name} (${doc.family}) does not print ${missing.map((m) => JSON.stringify(m)).join(", ")}`);
      if (pages !== undefined) throw new Error(`synth: ${doc.name} (${doc.family}) prints on ${pages} pages, its truth on ${doc.pages}`);
      writeFileSync(path.join(scratch, "pdf", `${doc.name}.pdf`), pdf);
      for (const [file, text] of Object.entries(doc.files ?? {})) writeFileSync(path.join(scratch, "expected", file), text);
      writeFileSync(path.join(scratch, "expected", `${doc.name}.json`), `${JSON.stringify(doc.expected, null, 2)}\n`);
      kept.push(doc);
    }
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  } finally {
    await renderer.close();
  }
  const manifest = {
    set: `synth-${kind}s`,
    preset: PRESET[kind],
    synthetic: true,
    description: `Generated by scripts/synth (seed ${seed}): ${kept.length} ${kind} documents printed by ${engine === "chromium" ? "our own renderer" : engine}; truth from the generator, every value checked to be in the PDF's text.`,
    generator: { seed, count, engine, source: path.basename(dir), ...(engine === "chromium" ? {} : { dropped }) },
    conventions: CONVENTIONS[kind],
    documents: kept.map((doc) => ({
      name: doc.name,
      group: doc.family,
      pdf: `pdf/${doc.name}.pdf`,
      expected: `expected/${doc.name}.json`,
      preset: PRESET[kind],
      ...(doc.alternatives ? { acceptable_alternatives: doc.alternatives } : {}),
      ...(doc.groundTruth ? { ground_truth: doc.groundTruth } : {}),
    })),
  };
  writeFileSync(path.join(scratch, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // Earlier generations of the same corpus (another generator or renderer source) are stale, but only once a
  // day old: a fresh one may belong to another checkout sharing this cache, in the middle of its own run.
  for (const entry of readdirSync(cacheDir)) {
    const earlier = path.join(cacheDir, entry);
    if (entry.startsWith(stem) && Date.now() - statSync(earlier).mtimeMs > STALE_AFTER_MS) rmSync(earlier, { recursive: true, force: true });
  }
  renameSync(scratch, dir);
  const left = dropped.missing + dropped.pages;
  const leftOut = left ? `; ${left} left out: ${dropped.missing} with a value ${engine} did not print, ${dropped.pages} on other pages than their truth` : "";
  options.log?.(
    `(generated ${kept.length} synthetic ${kind} documents through ${engine} in ${((Date.now() - started) / 1000).toFixed(0)} s → ${path.relative(root, dir)}${leftOut})`,
  );
  return dir;
}
