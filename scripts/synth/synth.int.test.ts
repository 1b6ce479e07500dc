// The generator's own invariants: the same seed gives the same corpus; document i does not depend
// on how many are generated; the truth adds up; and every truth value is printed in the PDF our
// renderer makes — checked against poppler's text from the truth itself, in every printed form a
// value can take, not from the generator's own list of what it printed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { MONTHS, MONTHS_SHORT, formatCents, formatDate, type DateStyle, type InvoiceLang, type NumberStyle } from "./formats";
import { englishNumber } from "./contract-words";
import { missingFromForm, missingFromPdf, pageCount, pdfTexts, printedIn, renderSynth, synthDocuments } from "./corpus";
import { qpdfFlatten } from "./form-pdf";
import { NORDIC_MONTHS } from "./invoice-nordic";
import { lakhs } from "./invoice-gst-india";
import { makeNoisyTwins } from "./noisy-twins";
import { startRenderer, type SynthRenderer } from "./render";
import { letterSpaced } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

const STYLES: NumberStyle[] = ["comma-dot", "dot-comma", "space-comma", "apostrophe-dot", "thin-comma", "quote-dot", "plain-dot", "plain-comma"];
const DATE_STYLES: DateStyle[] = ["iso", "dmy-dot", "dmy-slash", "mdy-slash", "d-month-y", "month-d-y", "dmy-dash", "d-mon-y", "mon-d-y", "dmy-dot-short"];
const LANGS: InvoiceLang[] = ["en", "de", "fr", "nl", "es", "it", "pt", "pl"];

/** Every way a money value may be printed (either sign, any separator style, grouped or not, Indian lakh grouping). */
const moneyForms = (value: number) => {
  const cents = Math.round(Math.abs(value) * 100);
  return [...STYLES.flatMap((style) => [formatCents(cents, style), formatCents(cents, style, false)]), lakhs(cents)];
};

const ordinalSuffix = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;
// prettier-ignore
const ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"];
const ordinalWord = (d: number) => (d <= 20 ? ORDINAL_WORDS[d - 1]! : d === 30 ? "thirtieth" : `${englishNumber(d - (d % 10))}-${ORDINAL_WORDS[(d % 10) - 1]}`);

/** Every way an ISO date may be printed, in any language (the invoice block's Intl long dates included). */
function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const day = { y, m, d };
  const forms = DATE_STYLES.flatMap((style) => LANGS.map((lang) => formatDate(day, style, lang)));
  for (const locale of ["en-US", "en-GB", "en-IE", "de-DE", "de-AT", "de-CH", "fr-FR", "fr-BE", "nl-NL", "es-ES", "it-IT", "pt-PT", "pl-PL"])
    forms.push(new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`)));
  forms.push(`${MONTHS.en[m - 1]} ${d}, ${y}`);
  // Contracts date themselves as deeds do: "the 3rd day of March, 2009", "this third day of March, 2009", "March 3rd, 2009", "the 3rd of March, 2009".
  const th = ordinalSuffix(d);
  forms.push(
    `${th} day of ${MONTHS.en[m - 1]}, ${y}`,
    `${ordinalWord(d)} day of ${MONTHS.en[m - 1]}, ${y}`,
    `${MONTHS.en[m - 1]} ${th}, ${y}`,
    `${th} of ${MONTHS.en[m - 1]}, ${y}`,
  );
  // A date typed into a form's blank with letter spacing: the text layer reads it a character at a time ("2 n d d a y o f …").
  forms.push([...`${th}day of ${MONTHS.en[m - 1]}, ${y}`.replace(/\s/g, "")].join(" "));
  // Till receipts: two-digit years, short months without their dot ("25/11/26", "25-NOV-26", "NOV 25, 2026").
  const [dd, mm, yy] = [String(d).padStart(2, "0"), String(m).padStart(2, "0"), String(y).slice(2)];
  forms.push(`${dd}/${mm}/${yy}`, `${mm}/${dd}/${yy}`, `${MONTHS_SHORT.en[m - 1]} ${dd}, ${y}`);
  // Swedish, Norwegian and Danish long dates ("2 mars 2024", "2. mars 2024").
  for (const months of Object.values(NORDIC_MONTHS)) forms.push(`${d} ${months[m - 1]} ${y}`, `${d}. ${months[m - 1]} ${y}`);
  for (const lang of LANGS) {
    const mon = MONTHS_SHORT[lang][m - 1]!.replace(/\.$/, "");
    forms.push(`${dd} ${mon} ${y}`, `${dd}-${mon}-${yy}`, `${d} ${MONTHS[lang][m - 1]} ${y}`);
  }
  return forms;
}

const printedInAnyForm = (texts: string[], forms: string[]) => forms.some((form) => printedIn(texts, form));

/** The truth values of a document that must be on its page, each with its acceptable printed forms. */
function truthForms(doc: SynthDoc): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  const add = (field: string, value: unknown, kind: "text" | "money" | "date" | "number") => {
    if (value === null || value === undefined) return;
    if (kind === "money") out.push([field, moneyForms(Number(value))]);
    else if (kind === "date") out.push([field, dateForms(String(value))]);
    else if (kind === "number") out.push([field, [String(value)]]);
    else out.push([field, [String(value)]]);
  };
  if (doc.kind === "invoice") {
    const data = doc.expected.data as Record<string, unknown> & { line_items: Array<Record<string, unknown>> };
    add("vendor", data.vendor, "text");
    add("invoice_number", data.invoice_number, "text");
    add("invoice_date", data.invoice_date, "date");
    add("due_date", data.due_date, "date");
    for (const f of ["subtotal", "tax", "total"]) add(f, data[f], "money");
    data.line_items.forEach((line, i) => {
      add(`line ${i} description`, line.description, "text");
      add(`line ${i} amount`, line.amount, "money");
      add(`line ${i} unit_price`, line.unit_price, "money");
    });
  } else if (doc.kind === "receipt") {
    const e = doc.expected as Record<string, unknown> & { items: Array<Record<string, unknown>> };
    // A logo letter-spaced on top is the merchant without its spaces (the till families' convention).
    if (typeof e.merchant === "string") out.push(["merchant", [e.merchant, letterSpaced(e.merchant)]]);
    add("date", e.date, "date");
    add("total", e.total, "money");
    add("payment_method", e.payment_method, "text");
    e.items.forEach((item, i) => {
      add(`item ${i} description`, item.description, "text");
      add(`item ${i} amount`, item.amount, "money");
    });
  } else {
    const e = doc.expected;
    for (const f of ["party_1", "party_2", "initial_term", "governing_law"]) add(f, e[f], "text");
    add("effective_date", e.effective_date, "date");
    const days = typeof e.termination_notice_days === "number" ? e.termination_notice_days : null;
    // In days, or in months of 30 days; in words with digits, digits alone or words alone.
    const months = days !== null && days % 30 === 0 ? days / 30 : null;
    if (days !== null)
      out.push([
        "termination_notice_days",
        [
          `(${days}) `,
          `${days} day`,
          `${englishNumber(days)} day`,
          `${days} Tag`,
          ...(months ? [`(${months}) Monat`, `${months} Monat`, `(${months}) month`, `${months} month`, `${englishNumber(months)} month`] : []),
        ],
      ]);
  }
  return out;
}

describe("synthetic corpora", () => {
  it("are reproducible: the same seed gives the same truth, and document i does not depend on the count", () => {
    for (const kind of ["invoice", "receipt", "contract", "table", "table-stat"] as const) {
      const a = synthDocuments(kind, { seed: 7, count: 6 });
      const b = synthDocuments(kind, { seed: 7, count: 9 });
      // Receipts hold two streams (classic and till families): documents are matched by name.
      const inB = new Map(b.map((d) => [d.name, d.expected]));
      expect(a.map((d) => inB.get(d.name))).toEqual(a.map((d) => d.expected));
      expect(synthDocuments(kind, { seed: 8, count: 6 }).map((d) => d.expected)).not.toEqual(a.map((d) => d.expected));
    }
  });

  it("count a description wrapped in its cell as printed, but not words scattered over the page", () => {
    const layout = "p5617  softwarelizenz (12   36 stk.  1'097.25 chf  2.6% 39'501.00 chf\n        monate)";
    expect(printedIn([layout], "Softwarelizenz (12 Monate)")).toBe(true);
    expect(printedIn([layout], "Softwarelizenz Monate extra")).toBe(false);
    expect(printedIn([`softwarelizenz ${"x".repeat(400)} monate`], "Softwarelizenz Monate")).toBe(false);
  });

  it("count a word wrapped after its hyphen before a letter as printed, but not one split between digits", () => {
    const layout = "2    art-   network switch 24-    5 pcs   294.10\n     7099   port\n due 2026-\n 05-07";
    expect(printedIn([layout], "Network switch 24-port")).toBe(true);
    expect(printedIn([layout], "2026-05-07")).toBe(false);
    expect(printedIn([layout], "Network switch 24port")).toBe(false);
  });

  it("have every layout as a family, in turn", () => {
    // Invoices: thirteen of the families in turn and, in streams of their own, Swiss QR-bills, Indian GST, British/Australian,
    // construction, subscription-usage, correction, boxed-grid, Southern/Central-European and recurring German invoices, and the
    // French small-business, German accounting-export and English billing-platform invoices (invoice-fresh.ts), and the
    // multi-page invoices, one family per language in turn (invoice-multipage.ts): two of them in a stream of ceil(13 / 8) documents;
    // and the two ERP print-out families in turn (invoice-erp.ts); then hotel folios and professional-services invoices in turn
    // (invoice-folio.ts), whose family is the folio's language or the firm's kind; then invoices typed into an office suite,
    // one family per language in turn (invoice-office.ts); then filled PDF forms, two of their three languages in a stream of
    // ceil(13 / 8) (invoice-form.ts), and spreadsheet invoices, one family per language in turn (invoice-sheet.ts).
    const invoices = synthDocuments("invoice", { seed: 1, count: 13 });
    const folio = new Set(invoices.filter((d) => d.name.startsWith("synth-fol-")).map((d) => d.family));
    expect(new Set([...folio].map((family) => family.split("-")[0]))).toEqual(new Set(["hotel", "professional"]));
    expect(new Set(invoices.map((d) => d.family)).size).toBe(13 + 9 + 3 + 2 + 2 + folio.size + 4 + 2 + 4);
    // Receipts: the five classic families, the five till families (receipt-till.ts) and, in streams of their own, US chain stores and
    // Malaysian/Singaporean bills, tills with the card slip printed below (receipt-slip.ts), and five of the seven digital
    // families in turn (receipt-digital.ts, receipt-digital-shop.ts); Malaysian/Singaporean bills with the registration number on the
    // name's line; three of the five counter families in a stream of ceil(5 / 2) documents (receipt-pos.ts); and three of the
    // seven countries' tills in a stream as long (receipt-world.ts).
    expect(new Set(synthDocuments("receipt", { seed: 1, count: 5 }).map((d) => d.family)).size).toBe(5 + 5 + 2 + 1 + 1 + 5 + 3 + 3);
    // Contracts: nine of the classic families and, in streams of their own, five of the service kinds (contract-services.ts), five of the
    // structure kinds (contract-structures.ts), five of the instrument kinds and deeds (contract-instruments.ts, contract-deeds.ts),
    // the three filed kinds (contract-filed.ts), the letter and PRC agreements (contract-letter.ts, contract-prc.ts) and the
    // three plain-text EDGAR kinds (contract-edgar.ts), the three EDGAR kinds signed by persons or side by side (contract-edgar-persons.ts)
    // the long-form SEC exhibit and UK framework agreement (contract-long-form.ts), and the UK numbered-party, German
    // Rahmenvertrag and US MSA/SOW draftings (contract-uk-parties.ts, contract-rahmenvertrag.ts, contract-sow.ts), and three of the
    // CUAD kinds drafted as exhibits of three decades (contract-exhibit.ts), and five of the ten Commonwealth countries' draftings
    // (contract-commonwealth.ts), and the three key-terms tables (contract-key-terms.ts, contract-vertragsdaten.ts), and three of the
    // bilingual and page-broken agreements (contract-bilingual.ts).
    expect(new Set(synthDocuments("contract", { seed: 1, count: 9 }).map((d) => d.family)).size).toBe(9 + 5 + 5 + 5 + 3 + 2 + 3 + 3 + 2 + 3 + 3 + 5 + 3 + 3);
    expect(new Set(synthDocuments("table", { seed: 1, count: 7 }).map((d) => d.family)).size).toBe(7);
    // Statistical tables: the five classic families, then financial statements and footnoted tables, then European country and panel tables (table-europe.ts), then two-column and program tables (table-science.ts), then a statistics office's release (table-release.ts), then turned heads (table-rotated.ts), then government reports (table-gov.ts), then yearbook tables in a column and over a page break (table-yearbook.ts).
    expect(new Set(synthDocuments("table-stat", { seed: 1, count: 5 }).map((d) => d.family)).size).toBe(5 + 2 + 2 + 2 + 1 + 1 + 3 + 2);
  });

  it("give each table cell its own grid slots, inside the table, and each table region its page", () => {
    for (const doc of [...synthDocuments("table", { seed: 5, count: 30 }), ...synthDocuments("table-stat", { seed: 5, count: 20 })]) {
      const str = doc.files?.[`${doc.name}-str.xml`] ?? "";
      const regions = [...str.matchAll(/<region id="\d+" page="(\d+)">([\s\S]*?)<\/region>/g)];
      expect(regions.length).toBeGreaterThan(0);
      for (const [, pageNo, cells] of regions) {
        expect(Number(pageNo)).toBeLessThanOrEqual(doc.pages ?? 1);
        const taken = new Set<string>();
        for (const [, sr, sc, er, ec] of cells!.matchAll(/start-row="(\d+)" start-col="(\d+)"(?: end-row="(\d+)")?(?: end-col="(\d+)")?/g)) {
          for (let r = Number(sr); r <= Number(er ?? sr); r++) {
            for (let c = Number(sc); c <= Number(ec ?? sc); c++) {
              expect(taken.has(`${r}:${c}`)).toBe(false);
              taken.add(`${r}:${c}`);
            }
          }
        }
        // The header and at least two body rows.
        expect(Math.max(...[...taken].map((k) => Number(k.split(":")[0])))).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("state invoice truth that adds up: lines to the subtotal, subtotal and tax to the total", () => {
    const cents = (v: unknown) => Math.round(Math.abs(Number(v)) * 100);
    for (const doc of synthDocuments("invoice", { seed: 3, count: 40 })) {
      const data = doc.expected.data as Record<string, unknown> & { line_items: Array<{ amount: number; quantity: number | null; unit_price: number | null }> };
      const source = doc.expected.source as {
        kind?: string;
        discount?: number;
        charge?: number;
        withheld_from_total?: number;
        prices_include_tax?: boolean;
        rounding?: number;
        line_discount_pct?: number[];
        price_basis?: number[];
        line_conditions?: number[];
      };
      // A discount (source.discount) and a charge (source.charge) sit between the lines and the net before tax; lines keep their signs (a bill's discount line).
      const lines = cents(data.line_items.reduce((sum, l) => sum + l.amount, 0)) - cents(source.discount ?? 0) + cents(source.charge ?? 0);
      // A progress invoice's lines are the work to date, of which it bills what earlier instalments did not;
      // a correction by difference states no lines.
      // An ERP position that prints only its gross and its conditions leaves its net amount unknown.
      const billsItsLines = source.kind !== "progress" && data.line_items.length > 0 && data.line_items.every((l) => "amount" in l);
      // A hotel folio's prices include the tax (source.prices_include_tax): its lines add up to the total.
      if (billsItsLines && data.subtotal !== null && !source.prices_include_tax) expect(cents(data.subtotal)).toBe(lines);
      else if (billsItsLines) expect(cents(data.total)).toBe(lines);
      // A Spanish professional's IRPF is withheld inside the printed total (source.withheld_from_total);
      // a Swedish or Norwegian total is rounded to whole kronor on its own line (source.rounding).
      if (typeof data.tax === "number")
        expect(cents(data.subtotal) + cents(data.tax) - cents(source.withheld_from_total ?? 0) + Math.round((source.rounding ?? 0) * 100)).toBe(
          cents(data.total),
        );
      // A credit memo may print its unit prices positive beside negative amounts; a line may take a discount off (source.line_discount_pct),
      // be priced per 100 units (source.price_basis) and carry conditions of its own (source.line_conditions, after its discount).
      data.line_items.forEach((l, i) => {
        const kept = 1 - (source.line_discount_pct?.[i] ?? 0) / 100;
        const basis = source.price_basis?.[i] ?? 1;
        const conditions = source.line_conditions?.[i] ?? 0;
        if (l.quantity !== null && l.unit_price !== null && l.amount !== undefined)
          expect(Math.abs(Math.abs((l.quantity * l.unit_price) / basis) * kept + conditions - Math.abs(l.amount))).toBeLessThanOrEqual(0.005 + 1e-9);
      });
      // Every field is stated, but tax and due date may be unknown (listed in `unknown`, left out of `data`).
      const unknown = doc.expected.unknown as string[];
      expect(Object.keys(data).sort()).toEqual(
        ["currency", "due_date", "invoice_date", "invoice_number", "line_items", "subtotal", "tax", "total", "vendor"]
          .filter((k) => k in data || !unknown.includes(k))
          .sort(),
      );
    }
  });

  describe("printed through our renderer", () => {
    let renderer: SynthRenderer;
    beforeAll(async () => {
      renderer = await startRenderer();
    }, 60_000);
    afterAll(async () => {
      await renderer.close();
    });

    // One document of each family per kind (families take turns), printed one at a time.
    const docs = [
      ...synthDocuments("invoice", { seed: 21, count: 13 }),
      ...synthDocuments("receipt", { seed: 21, count: 5 }),
      // Twenty: every service kind (their stream holds half as many again) besides the classic families.
      ...synthDocuments("contract", { seed: 21, count: 20 }),
    ];

    it.each(docs.map((d) => [`${d.kind} ${d.family}`, d] as const))(
      "%s prints every truth value",
      async (_label, doc) => {
        const pdf = await renderSynth(renderer, doc);
        // A filled form's comb fields set each glyph in a cell of its own: its text is compared without spaces, as drawn by qpdf.
        const form = doc.render.kind === "pdf";
        const unspaced = (list: string[]) => (form ? list.map((t) => t.replace(/ /g, "")) : list);
        const texts = unspaced(pdfTexts(form ? qpdfFlatten(pdf) : pdf));
        const unprinted = truthForms(doc)
          .filter(([, forms]) => !printedInAnyForm(texts, unspaced(forms)))
          .map(([field]) => field);
        expect(unprinted).toEqual([]);
        expect((form ? missingFromForm : missingFromPdf)(pdf, doc.mustPrint)).toEqual([]);
        if (doc.kind === "receipt") expect(pageCount(pdf)).toBe(1);
        // An order form, an amendment and a letter amendment fit on one page, and so may the instrument
        // stream's shorter drafts (an employment agreement, a loan or guaranty, a lease's basic terms), a
        // filled-in form and a letter agreement; agreements run to two or more.
        const short = [
          "order-form",
          "amendment",
          "sec-letter-amendment",
          "sec-employment",
          "sec-credit",
          "sec-lease",
          "sec-form-filled",
          "sec-letter-agreement",
          // Four clauses and the signatures (contract-edgar-persons.ts).
          "sec-edgar-person-signed",
          "sec-edgar-person-letter",
          "sec-edgar-side-by-side",
          // A short-form MSA/SOW, and a Rahmenvertrag without a Vertragsdatenblatt, may fit on one page.
          "us-sow",
          "de-rahmenvertrag",
          // Eight short clauses in two columns (contract-bilingual.ts) may fit on one page.
          "bi-en-de",
          "bi-en-fr",
          "bi-en-es",
        ];
        if (doc.kind === "contract" && !short.includes(doc.family)) expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
      },
      60_000,
    );

    it("makes noisy scanned twins: image-only, the same pages, the same bytes on every run", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "synth-twins-"));
      try {
        mkdirSync(path.join(dir, "pdf"));
        const receipt = docs.find((d) => d.kind === "receipt")!;
        const invoice = docs.find((d) => d.kind === "invoice")!;
        const originals = [await renderSynth(renderer, receipt), await renderSynth(renderer, invoice)];
        originals.forEach((pdf, i) => writeFileSync(path.join(dir, "pdf", `${i}.pdf`), pdf));
        expect(await makeNoisyTwins(path.join(dir, "pdf"), path.join(dir, "a"))).toBe(2);
        expect(await makeNoisyTwins(path.join(dir, "pdf"), path.join(dir, "b"))).toBe(2);
        originals.forEach((pdf, i) => {
          const twin = readFileSync(path.join(dir, "a", `${i}.pdf`));
          expect(twin.equals(readFileSync(path.join(dir, "b", `${i}.pdf`)))).toBe(true);
          expect(pageCount(twin)).toBe(pageCount(pdf));
          expect(pdfTexts(twin).every((text) => text.trim() === "")).toBe(true);
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);

    it("notices a value the page does not print", async () => {
      const doc = docs[0]!;
      const pdf = await renderSynth(renderer, doc);
      expect(missingFromPdf(pdf, ["a value that is not on the page"])).toEqual(["a value that is not on the page"]);
    }, 60_000);
  });
});
