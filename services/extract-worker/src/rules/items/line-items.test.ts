import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { buildContext } from "../context";
import { findLineItems } from "./line-items";
import { invoice } from "../../presets/invoice";

/** Quantity, unit price and amount of each item row. */
const figures = (cells: CellSpec[]) => {
  const d = doc(cells);
  return findLineItems(d, buildContext(d)).map((r) => [r.cells.item_quantity?.value, r.cells.item_unit_price?.value, r.cells.item_amount?.value]);
};

const items = (cells: CellSpec[]) => {
  const d = doc(cells);
  return findLineItems(d, buildContext(d)).map((r) => [r.cells.item_description?.value, r.cells.item_amount?.value]);
};

/** An item table at y 300: a header row, item rows, then a totals block whose tax line starts with its rate. */
function table(header: CellSpec[], rows: Array<[string, string]>): CellSpec[] {
  const cells = [...header];
  rows.forEach(([description, amount], i) => cells.push({ text: description, x: 60, y: 320 + 14 * i }, { text: amount, x: 460, y: 320 + 14 * i }));
  const y = 320 + 14 * rows.length + 20;
  cells.push(
    { text: "Gesamt netto", x: 300, y },
    { text: "2.546,20 EUR", x: 460, y },
    { text: "20 % Umsatzsteuer", x: 300, y: y + 14 },
    { text: "509,24 EUR", x: 460, y: y + 14 },
    { text: "Zu zahlen", x: 300, y: y + 28 },
    { text: "3.055,44 EUR", x: 460, y: y + 28 },
  );
  return cells;
}

describe("item tables", () => {
  it("reads a two-column table of descriptions and amounts, and stops at a tax line printed after its rate", () => {
    const found = items(
      table(
        [
          { text: "Beschreibung", x: 60, y: 300 },
          { text: "Gesamt", x: 460, y: 300 },
        ],
        [
          ["Wartungspauschale", "1.628,85 EUR"],
          ["Montagearbeiten", "917,35 EUR"],
        ],
      ),
    );
    expect(found).toEqual([
      ["Wartungspauschale", 1628.85],
      ["Montagearbeiten", 917.35],
    ]);
  });

  it("never joins a row with an amount under a column it cannot name to the item above as its wrap", () => {
    // "Monthly" names no item field: the table is keyed on the unit price, and the rows under the
    // parking line print only a description and a figure in that column.
    const head: CellSpec[] = [
      { text: "Position", x: 60, y: 300 },
      { text: "Menge", x: 300, y: 300 },
      { text: "Preis je Einheit", x: 360, y: 300 },
      { text: "Monthly", x: 470, y: 300 },
    ];
    const row = (desc: string, y: number, qty: string | null, price: string | null, amount: string): CellSpec[] => [
      { text: desc, x: 60, y },
      ...(qty ? [{ text: qty, x: 320, y }] : []),
      ...(price ? [{ text: price, x: 400, y }] : []),
      { text: amount, x: 480, y },
    ];
    const found = items([
      ...head,
      ...row("Stellplatz", 320, "2", "60,00", "120,00"),
      ...row("Vorauszahlung Heizung", 334, null, null, "185,00"),
      { text: "Summe", x: 60, y: 370 },
      { text: "305,00", x: 480, y: 370 },
    ]);
    expect(found.map(([description]) => description)).toEqual(["Stellplatz"]);
  });

  it("keeps an item whose tax-category cell starts with a rate", () => {
    const header: CellSpec[] = [
      { text: "Beschreibung", x: 60, y: 300 },
      { text: "Menge", x: 250, y: 300 },
      { text: "Steuer", x: 330, y: 300 },
      { text: "Betrag", x: 460, y: 300 },
    ];
    const cells = [
      ...header,
      { text: "Grundpreis", x: 60, y: 320 },
      { text: "1 Stk", x: 250, y: 320 },
      { text: "7 % VAT (S)", x: 330, y: 320 },
      { text: "3,90", x: 460, y: 320 },
    ];
    expect(items(cells)).toEqual([["Grundpreis", 3.9]]);
  });

  it("never reads a page's running sum as an item, and goes on reading the rows after it", () => {
    const header: CellSpec[] = [
      { text: "Désignation", x: 60, y: 300 },
      { text: "Montant", x: 460, y: 300 },
    ];
    const found = items(
      table(header, [
        ["Maintenance du site web", "1.628,85 EUR"],
        ["À reporter", "1.628,85 EUR"],
        ["Report", "1.628,85 EUR"],
        ["Installation sur site", "917,35 EUR"],
      ]),
    );
    expect(found).toEqual([
      ["Maintenance du site web", 1628.85],
      ["Installation sur site", 917.35],
    ]);
  });

  it("never reads a row that is only a weak totals label as an item", () => {
    const header: CellSpec[] = [
      { text: "Omschrijving", x: 60, y: 300 },
      { text: "Bedrag", x: 460, y: 300 },
    ];
    expect(
      items(
        table(header, [
          ["Onderhoud website", "1.628,85 EUR"],
          ["Subtotaal", "1.628,85 EUR"],
        ]),
      ),
    ).toEqual([["Onderhoud website", 1628.85]]);
  });

  it("reads a premium bill's net premiums, never its sums insured or its totals ladder", () => {
    const row = (y: number, cover: string, insured: string, premium: string): CellSpec[] => [
      { text: cover, x: 59, y },
      { text: insured, x: 400, y },
      { text: premium, x: 495, y },
    ];
    const found = figures([
      { text: "Sparte", x: 59, y: 210 },
      { text: "Versicherungssumme", x: 360, y: 210 },
      { text: "Nettobeitrag", x: 468, y: 210 },
      ...row(226, "Glasbruchdeckung", "18.000,00", "2.221,03"),
      ...row(243, "Maschinenversicherung", "152.000,00", "3.731,76"),
      { text: "Beitrag ohne Versicherungsteuer", x: 59, y: 281 },
      { text: "5.952,79", x: 495, y: 281 },
      { text: "zzgl. 19 % VersSt.", x: 59, y: 296 },
      { text: "1.131,03", x: 495, y: 296 },
      { text: "Jahresbeitrag", x: 59, y: 311 },
      { text: "7.083,82", x: 495, y: 311 },
    ]);
    expect(found).toEqual([
      [undefined, undefined, 2221.03],
      [undefined, undefined, 3731.76],
    ]);
  });

  it("reads a settlement's cost shares and ends at the total its last word names ('Kostenanteil gesamt')", () => {
    const row = (y: number, cost: string, whole: string, key: string, share: string): CellSpec[] => [
      { text: cost, x: 59, y },
      { text: whole, x: 288, y },
      { text: key, x: 352, y },
      { text: share, x: 486, y },
    ];
    const found = items([
      { text: "Kostenart", x: 59, y: 239 },
      { text: "Gesamtkosten", x: 262, y: 239 },
      { text: "Umlageschlüssel", x: 352, y: 239 },
      { text: "Ihr Anteil", x: 472, y: 239 },
      ...row(256, "Treppenhausreinigung", "16.996,07", "Einheiten", "2.158,50"),
      ...row(273, "Dachrinnenreinigung", "59.263,14", "Wohnfläche", "5.215,16"),
      { text: "Ihr Kostenanteil gesamt", x: 59, y: 294 },
      { text: "7.373,66", x: 486, y: 294 },
      { text: "abzüglich Ihrer Vorauszahlungen", x: 59, y: 309 },
      { text: "(7.200,00)", x: 480, y: 309 },
      { text: "Nachzahlung", x: 59, y: 324 },
      { text: "173,66", x: 486, y: 324 },
    ]);
    expect(found).toEqual([
      ["Treppenhausreinigung", 2158.5],
      ["Dachrinnenreinigung", 5215.16],
    ]);
  });

  it("reads a standing rent invoice whose columns are headed '€/Einheit' and 'monatlich'", () => {
    const found = figures([
      { text: "Position", x: 59, y: 239 },
      { text: "Menge", x: 292, y: 239 },
      { text: "€/Einheit", x: 362, y: 239 },
      { text: "monatlich", x: 447, y: 239 },
      { text: "Miete Praxisräume 1. OG", x: 59, y: 256 },
      { text: "570 m²", x: 323, y: 256 },
      { text: "24,92", x: 414, y: 256 },
      { text: "14.204,40", x: 489, y: 256 },
      { text: "Gesamtmiete", x: 59, y: 280 },
      { text: "14.204,40", x: 489, y: 280 },
    ]);
    expect(found).toEqual([[570, 24.92, 14204.4]]);
  });

  it("reads a row printing only a description and an amount beside priced items when the subtotal counts it", () => {
    const rent = (prepayment: string, net: string) =>
      figures([
        { text: "Position", x: 71, y: 243 },
        { text: "Menge", x: 278, y: 243 },
        { text: "Einzelpreis", x: 355, y: 243 },
        { text: "Betrag", x: 441, y: 243 },
        { text: "Miete Lagerfläche 3. OG", x: 71, y: 259 },
        { text: "470,5 m²", x: 309, y: 259 },
        { text: "14,32 €", x: 401, y: 259 },
        { text: "6.737,56 €", x: 477, y: 259 },
        { text: "Nebenkostenvorauszahlung", x: 71, y: 275 },
        { text: prepayment, x: 485, y: 275 },
        { text: "Summe netto", x: 71, y: 296 },
        { text: net, x: 477, y: 296 },
      ]);
    expect(rent("672,00 €", "7.409,56 €")).toEqual([
      [470.5, 14.32, 6737.56],
      [undefined, undefined, 672],
    ]);
    // Not counted by the sum: a note's figure, not an item; nor is a deduction the sum happens to count.
    expect(rent("672,00 €", "6.737,56 €")).toEqual([[470.5, 14.32, 6737.56]]);
    expect(rent("(672,00 €)", "6.065,56 €")).toEqual([[470.5, 14.32, 6737.56]]);
  });

  it("never reads a deduction as an item, though a count in its text falls under the quantity column", () => {
    for (const deduction of ["abzüglich 3 bisherige Abschlagsrechnungen", "Less 2 progress claims", "Minus 2 acomptes versés", "à déduire 2 acomptes"]) {
      const found = figures([
        { text: "Pos.", x: 71, y: 263 },
        { text: "Menge", x: 101, y: 263 },
        { text: "Bezeichnung", x: 188, y: 263 },
        { text: "EP", x: 399, y: 263 },
        { text: "GP", x: 458, y: 263 },
        { text: "1", x: 71, y: 279 },
        { text: "12,5 m²", x: 124, y: 279 },
        { text: "Estrich schwimmend verlegt", x: 188, y: 279 },
        { text: "40,00 €", x: 420, y: 279 },
        { text: "500,00 €", x: 483, y: 279 },
        { text: "Auftragssumme netto", x: 71, y: 300 },
        { text: "900,00 €", x: 483, y: 300 },
        { text: deduction, x: 71, y: 314 },
        { text: "-200,00 €", x: 480, y: 314 },
        { text: "Rechnungsbetrag netto", x: 71, y: 328 },
        { text: "300,00 €", x: 483, y: 328 },
      ]);
      expect([deduction, found]).toEqual([deduction, [[12.5, 40, 500]]]);
    }
  });

  it("never reads a line naming a rate after the subtotal as an item, though its label names no tax", () => {
    // A long levy line runs under the number columns, and its base amount lands under the unit price.
    const found = figures([
      { text: "Description", x: 59, y: 270 },
      { text: "Qty", x: 320, y: 270 },
      { text: "Unit price", x: 365, y: 270 },
      { text: "Amount", x: 466, y: 270 },
      { text: "Team plan", x: 59, y: 288 },
      { text: "34", x: 347, y: 288 },
      { text: "$12.00", x: 427, y: 288 },
      { text: "$408.00", x: 514, y: 288 },
      { text: "Subtotal", x: 59, y: 324 },
      { text: "$408.00", x: 514, y: 324 },
      { text: "Harbourside Metro Regional Transit Authority Levy District (0.375% on $408.00)", x: 59, y: 340 },
      { text: "$1.55", x: 526, y: 340 },
      { text: "Amount due", x: 59, y: 357 },
      { text: "$409.55", x: 514, y: 357 },
    ]);
    expect(found).toEqual([[34, 12, 408]]);
  });

  it("places figures right-aligned under left-aligned headers in their own columns", () => {
    const d = doc([
      { text: "Description", x: 71, y: 280 },
      { text: "Qty", x: 224, y: 280 },
      { text: "Unit price", x: 268, y: 280 },
      { text: "Tax", x: 371, y: 280 },
      { text: "Amount", x: 431, y: 280 },
      { text: "Additional seats", x: 71, y: 300 },
      { text: "16", x: 252, y: 300 },
      { text: "$15.00", x: 335, y: 300 },
      { text: "6.5%", x: 405, y: 300 },
      { text: "$240.00", x: 507, y: 300 },
    ]);
    const rows = findLineItems(d, buildContext(d)).map((r) => [
      r.cells.item_description?.value,
      r.cells.item_quantity?.value,
      r.cells.item_unit_price?.value,
      r.cells.item_amount?.value,
    ]);
    expect(rows).toEqual([["Additional seats", 16, 15, 240]]);
  });

  it("keeps a number that ends the description's words in the description, not in the quantity column", () => {
    const d = doc([
      { text: "Description", x: 59, y: 283 },
      { text: "Qty", x: 367, y: 283 },
      { text: "Unit price", x: 397, y: 283 },
      { text: "Amount", x: 474, y: 283 },
      { text: "Remaining time on 16 × Pro after 22 Nov 2025", x: 59, y: 301 },
      { text: "1", x: 385, y: 301 },
      { text: "$72.96", x: 515, y: 301 },
    ]);
    const rows = findLineItems(d, buildContext(d)).map((r) => [r.cells.item_description?.value, r.cells.item_quantity?.value, r.cells.item_amount?.value]);
    expect(rows).toEqual([["Remaining time on 16 × Pro after 22 Nov 2025", 1, 72.96]]);
  });

  it("reads a bill of quantities headed EP and GP (unit price and amount)", () => {
    expect(
      figures([
        { text: "Pos.", x: 60, y: 300 },
        { text: "Menge", x: 110, y: 300 },
        { text: "Einh.", x: 160, y: 300 },
        { text: "Bezeichnung", x: 200, y: 300 },
        { text: "EP", x: 410, y: 300 },
        { text: "GP", x: 480, y: 300 },
        { text: "1.1", x: 60, y: 320 },
        { text: "126,94", x: 110, y: 320 },
        { text: "m³", x: 160, y: 320 },
        { text: "Baugrube ausheben", x: 200, y: 320 },
        { text: "37,46", x: 400, y: 320 },
        { text: "4.755,17", x: 470, y: 320 },
      ]),
    ).toEqual([[126.94, 37.46, 4755.17]]);
  });

  it("places an hourly rate printed with its unit ('$74.00/hr') under its left-aligned header, not in the amount column", () => {
    expect(
      figures([
        { text: "Description", x: 59, y: 252 },
        { text: "Hours", x: 305, y: 252 },
        { text: "Rate", x: 366, y: 252 },
        { text: "Amount", x: 460, y: 252 },
        { text: "Site survey", x: 59, y: 271 },
        { text: "12.75", x: 336, y: 271 },
        { text: "$64.00/hr", x: 405, y: 271 },
        { text: "$816.00", x: 515, y: 271 },
      ]),
    ).toEqual([[12.75, 64, 816]]);
  });

  it("keeps a credit's parentheses closed by the currency after the figure ('(5,60 EUR)') with the figure", () => {
    expect(
      figures([
        { text: "Désignation", x: 50, y: 312 },
        { text: "Qté", x: 231, y: 312 },
        { text: "P.U. HT", x: 318, y: 312 },
        { text: "TVA", x: 410, y: 312 },
        { text: "Montant HT", x: 452, y: 312 },
        { text: "Classeur à levier", x: 50, y: 327 },
        { text: "3", x: 255, y: 327 },
        { text: "(4,37 EUR)", x: 352, y: 327 },
        { text: "20 %", x: 424, y: 327 },
        { text: "(13,11 EUR)", x: 491, y: 327 },
      ]),
    ).toEqual([[3, -4.37, -13.11]]);
  });

  it("keeps a figure with its trailing franc sign ('148.90 Fr.') in the column its number was printed for", () => {
    expect(
      figures([
        { text: "Bezeichnung", x: 106, y: 203 },
        { text: "Menge", x: 266, y: 203 },
        { text: "Einzelpreis", x: 329, y: 203 },
        { text: "Gesamtpreis", x: 424, y: 203 },
        { text: "Wartung Kältetechnik", x: 106, y: 220 },
        { text: "2", x: 317, y: 220 },
        { text: "121.40 Fr.", x: 378, y: 220 },
        { text: "242.80 Fr.", x: 486, y: 220 },
      ]),
    ).toEqual([[2, 121.4, 242.8]]);
  });

  it("keeps figures printed after a currency's letters ('Fr. 239.00') in the columns they were printed for", () => {
    // Right-aligned under left-aligned heads: the unit price's centre lies past the midpoint to "AMOUNT".
    expect(
      figures([
        { text: "DESCRIPTION", x: 48, y: 210 },
        { text: "QTY", x: 274, y: 210 },
        { text: "UNIT PRICE", x: 321, y: 210 },
        { text: "AMOUNT", x: 430, y: 210 },
        { text: "Standard plan", x: 48, y: 227 },
        { text: "23", x: 305, y: 227 },
        { text: "Fr. 239.00", x: 377, y: 227 },
        { text: "Fr. 5,497.00", x: 494, y: 227 },
      ]),
    ).toEqual([[23, 239, 5497]]);
  });

  it("needs a third named column when the table has no amount column", () => {
    expect(
      items([
        { text: "Description", x: 60, y: 300 },
        { text: "Unit price", x: 460, y: 300 },
        { text: "Widget", x: 60, y: 320 },
        { text: "4.99", x: 460, y: 320 },
      ]),
    ).toEqual([]);
  });
  it("never reads a tax line with its rate inside the label as an item, though the rate sits under the quantity column", () => {
    // The totals block starts mid-page, so "19" of "zzgl. 19 % USt." falls under "Menge".
    const header: CellSpec[] = [
      { text: "Leistung", x: 113, y: 300 },
      { text: "Menge", x: 346, y: 300 },
      { text: "Einzelpreis", x: 420, y: 300 },
      { text: "Betrag", x: 497, y: 300 },
    ];
    const item = (text: string, y: number, amount: string): CellSpec[] => [
      { text, x: 113, y },
      { text: "1", x: 366, y },
      { text: amount, x: 455, y },
      { text: amount, x: 507, y },
    ];
    const cells = [
      ...header,
      ...item("Postfach, Juni", 320, "6,29"),
      ...item("Postfach, Juli", 334, "6,29"),
      { text: "Nettobetrag", x: 301, y: 360 },
      { text: "12,58", x: 502, y: 360 },
      { text: "zzgl. 19 % USt.", x: 301, y: 374 },
      { text: "2,39", x: 507, y: 374 },
      { text: "Gesamtbetrag EUR", x: 301, y: 388 },
      { text: "14,97", x: 502, y: 388 },
    ];
    expect(items(cells)).toEqual([
      ["Postfach, Juni", 6.29],
      ["Postfach, Juli", 6.29],
    ]);
  });

  describe("a tax column that names the tax beside its rate", () => {
    // "Tax 6.5%" under "Taxes" is each line's rate; the wording sits right of its right-aligned header.
    const rows = (taxes: string[]): CellSpec[] => [
      { text: "Description", x: 60, y: 280 },
      { text: "Qty", x: 240, y: 280 },
      { text: "Unit price", x: 280, y: 280 },
      { text: "Taxes", x: 360, y: 280 },
      { text: "Amount", x: 470, y: 280 },
      ...taxes.flatMap((tax, i): CellSpec[] => {
        const y = 300 + 14 * i;
        const [description, qty, price, amount] = i === 0 ? ["Additional seats", "16", "$15.00", "$240.00"] : ["Support plan", "1", "$60.00", "$60.00"];
        return [
          { text: description, x: 60, y },
          { text: qty, x: 250, y },
          { text: price, x: 290, y },
          { text: tax, x: 375, y },
          { text: amount, x: 470, y },
        ];
      }),
      { text: "Subtotal", x: 360, y: 340 },
      { text: "$300.00", x: 470, y: 340 },
      { text: "Total", x: 360, y: 354 },
      { text: "$319.50", x: 470, y: 354 },
    ];

    it("reads every item, the tax wording being the line's attribute", () => {
      expect(items(rows(["Tax 6.5%", "VAT 6.5 %"]))).toEqual([
        ["Additional seats", 240],
        ["Support plan", 60],
      ]);
    });

    it("never takes a line's amount for the document's tax", () => {
      const out = invoice(doc(rows(["Tax 6.5%", "Tax 6.5%"])));
      expect(out.data.tax).toBeNull();
      expect([out.data.subtotal, out.data.total]).toEqual([300, 319.5]);
      expect(out.data.line_items).toHaveLength(2);
    });

    it("never reads the totals block's tax line under the tax column as an item", () => {
      const cells = rows(["Tax 6.5%", "Tax 6.5%"]).filter((c) => c.y < 340);
      cells.push({ text: "Tax 6.5%", x: 375, y: 340 }, { text: "$19.50", x: 470, y: 340 });
      expect(items(cells)).toEqual([
        ["Additional seats", 240],
        ["Support plan", 60],
      ]);
    });
  });

  it("pauses at a group's own subtotal and reads the groups after it", () => {
    const header: CellSpec[] = [
      { text: "Nr.", x: 80, y: 280 },
      { text: "Beschreibung", x: 110, y: 280 },
      { text: "Betrag", x: 470, y: 280 },
    ];
    const item = (n: string, text: string, y: number, amount: string): CellSpec[] => [
      { text: n, x: 85, y },
      { text, x: 110, y },
      { text: amount, x: 470, y },
    ];
    for (const label of ["Summe", "Subtotaal", "Zwischensumme"]) {
      const cells = [
        ...header,
        ...item("1", "Bürostuhl", 300, "300,00"),
        { text: `${label} Material`, x: 60, y: 314 },
        { text: "300,00", x: 470, y: 314 },
        ...item("2", "Montagearbeiten", 328, "150,00"),
        { text: `${label} Arbeitszeit`, x: 60, y: 342 },
        { text: "150,00", x: 470, y: 342 },
      ];
      expect([label, items(cells)]).toEqual([
        label,
        [
          ["Bürostuhl", 300],
          ["Montagearbeiten", 150],
        ],
      ]);
    }
  });

  describe("e-invoice viewer tables", () => {
    const header: CellSpec[] = [
      { text: "Pos", x: 60, y: 280 },
      { text: "Beschreibung", x: 120, y: 280 },
      { text: "Nettopreis", x: 300, y: 280 },
      { text: "Menge", x: 370, y: 280 },
      { text: "Entgelt", x: 470, y: 280 },
    ];
    const rows = (cells: CellSpec[]) =>
      findLineItems(doc([...header, ...cells]), buildContext(doc([...header, ...cells]))).map((r) => [
        r.cells.item_description?.value,
        r.cells.item_quantity?.value,
        r.cells.item_unit_price?.value,
        r.cells.item_amount?.value,
      ]);

    it("splits a header line that opens with a column of no field", () => {
      const d = doc([
        { text: "Pos", x: 60, y: 280 },
        { text: "Bezeichnung", x: 90, y: 280 },
        { text: "Menge", x: 200, y: 280 },
        // Tight cells come as one line: the list price and discount before the net price and amount.
        { text: "Listenpreis Rabatt Einzelpreis (netto) Betrag netto", x: 250, y: 280 },
        { text: "Montagearbeiten", x: 90, y: 300 },
        { text: "3", x: 210, y: 300 },
        { text: "52,00", x: 250, y: 300 },
        { text: "7,5 %", x: 310, y: 300 },
        { text: "48,10", x: 345, y: 300 },
        { text: "144,30", x: 445, y: 300 },
      ]);
      expect(
        findLineItems(d, buildContext(d)).map((r) => [
          r.cells.item_description?.value,
          r.cells.item_quantity?.value,
          r.cells.item_unit_price?.value,
          r.cells.item_amount?.value,
        ]),
      ).toEqual([["Montagearbeiten", 3, 48.1, 144.3]]);
    });

    it("reads a quantity printed with its unit's code as the quantity", () => {
      const head: CellSpec[] = [
        { text: "Pos", x: 60, y: 280 },
        { text: "Bezeichnung", x: 90, y: 280 },
        { text: "Anzahl", x: 230, y: 280 },
        { text: "Einheit", x: 268, y: 280 },
        { text: "Einzelpreis", x: 330, y: 280 },
        { text: "Betrag", x: 470, y: 280 },
      ];
      const row = (y: number, name: string, qty: string, price: string, amount: string): CellSpec[] => [
        { text: name, x: 90, y },
        // The quantity right-aligned at its column's edge, its unit code a space after it.
        { text: qty, x: 263 - qty.split(" ")[0]!.length * 5, y },
        { text: price, x: 330, y },
        { text: amount, x: 470, y },
      ];
      const d = doc([...head, ...row(300, "Montagearbeiten", "3 HUR", "48,10", "144,30"), ...row(316, "Kabelkanal", "12 C62", "7,25", "87,00")]);
      expect(findLineItems(d, buildContext(d)).map((r) => [r.cells.item_description?.value, r.cells.item_quantity?.value])).toEqual([
        ["Montagearbeiten", 3],
        ["Kabelkanal", 12],
      ]);
    });

    it("reads the amount set half a line under its row when quantity × unit price gives it", () => {
      expect(
        rows([
          { text: "1", x: 60, y: 300 },
          { text: "Grundgebühr", x: 120, y: 300 },
          { text: "3,90", x: 310, y: 300 },
          { text: "1", x: 380, y: 300 },
          { text: "3,90", x: 480, y: 310 },
          { text: "2", x: 60, y: 330 },
          { text: "Fahrtstrecke", x: 120, y: 330 },
          { text: "2,00", x: 310, y: 330 },
          { text: "6", x: 380, y: 330 },
          { text: "Zuschlag", x: 120, y: 340 },
          { text: "13,00", x: 480, y: 340 },
        ]),
      ).toEqual([["Grundgebühr", 1, 3.9, 3.9]]);
    });

    it("ends the items at another table's header row", () => {
      expect(
        rows([
          { text: "1", x: 60, y: 300 },
          { text: "Stahlblech", x: 120, y: 300 },
          { text: "100,00", x: 300, y: 300 },
          { text: "10", x: 380, y: 300 },
          { text: "1.000,00", x: 470, y: 300 },
          { text: "Art", x: 120, y: 330 },
          { text: "Grund", x: 180, y: 330 },
          { text: "%", x: 330, y: 330 },
          { text: "Betrag", x: 470, y: 330 },
          { text: "Abschlag", x: 120, y: 344 },
          { text: "10", x: 380, y: 344 },
          { text: "-100,00", x: 470, y: 344 },
        ]),
      ).toEqual([["Stahlblech", 10, 100, 1000]]);
    });
  });

  it("splits header cells printed as one line at each column's label", () => {
    const d = doc([
      { text: "Pos. Bezeichnung", x: 71, y: 510 },
      { text: "Menge Einheit Einzelpreis (netto) USt.", x: 249, y: 510 },
      { text: "Gesamtpreis (netto)", x: 440, y: 510 },
      { text: "1", x: 71, y: 527 },
      { text: "Wartungspauschale", x: 96, y: 527 },
      { text: "4 Stk.", x: 274, y: 527 },
      { text: "460,15 8,1 %", x: 352, y: 527 },
      { text: "1.840,60", x: 485, y: 527 },
    ]);
    const rows = findLineItems(d, buildContext(d)).map((r) => [
      r.cells.item_description?.value,
      r.cells.item_quantity?.value,
      r.cells.item_unit_price?.value,
      r.cells.item_amount?.value,
    ]);
    expect(rows).toEqual([["Wartungspauschale", 4, 460.15, 1840.6]]);
  });
});

describe("a credit row's amount printed with its sign before the currency", () => {
  it("keeps '−USD 107.80' whole and signed where amounts run right past their header", () => {
    const rows = figures([
      { text: "Description", x: 47, y: 300 },
      { text: "Qty", x: 347, y: 300 },
      { text: "Unit price", x: 402, y: 300 },
      { text: "Amount", x: 475, y: 300 },
      { text: "Starter plan", x: 47, y: 320 },
      { text: "7", x: 391, y: 320 },
      { text: "USD 25.00", x: 431, y: 320 },
      { text: "USD 175.00", x: 521, y: 320 },
      { text: "Unused time on 7 × Team after May 28, 2021", x: 47, y: 334 },
      { text: "1", x: 391, y: 334 },
      { text: "−USD 107.80", x: 517, y: 334 },
      { text: "Total", x: 402, y: 360 },
      { text: "USD 67.20", x: 525, y: 360 },
    ]);
    expect(rows).toEqual([
      [7, 25, 175],
      [1, undefined, -107.8],
    ]);
  });
});

describe("a quantity grouped by a space", () => {
  const usage = (qty: string) =>
    figures([
      { text: "Beschreibung", x: 47, y: 300 },
      { text: "Menge", x: 330, y: 300 },
      { text: "Einzelpreis", x: 402, y: 300 },
      { text: "Betrag", x: 500, y: 300 },
      { text: "Compute (vCPU-hours)", x: 47, y: 320 },
      { text: qty, x: 330, y: 320 },
      { text: "EUR 0,0032", x: 410, y: 320 },
      { text: "EUR 2 339,20", x: 500, y: 320 },
      { text: "Zwischensumme", x: 402, y: 350 },
      { text: "EUR 2 339,20", x: 500, y: 350 },
    ]);

  it("is one count when the row's quantity × unit price proves it", () => {
    expect(usage("731 000")).toEqual([[731000, 0.0032, 2339.2]]);
  });

  it("is read apart when nothing proves the grouping", () => {
    expect(usage("731 500")).toEqual([[731, 0.0032, 2339.2]]);
  });

  it("is one count when its second group cannot stand alone", () => {
    expect(usage("1 000,000")).toEqual([[1000, 0.0032, 2339.2]]);
  });
});

describe("an amount grouped by a full word space", () => {
  // "1 690,85 €" with a no-break space as wide as a word space: its "1" sits nearer the unit price's column.
  const row = (header: CellSpec[], cells: CellSpec[]) => figures([...header, { text: "Chair", x: 84, y: 320 }, ...cells]);
  const priced: CellSpec[] = [
    { text: "Item", x: 84, y: 300 },
    { text: "Qty", x: 279, y: 300 },
    { text: "Unit price EUR", x: 397, y: 300 },
    { text: "Total", x: 512, y: 300 },
  ];

  it("is one figure when its leading group would be a second figure in the price's cell", () => {
    const cells = [
      { text: "7", x: 327, y: 320 },
      { text: "241,55 €", x: 420, y: 320 },
      { text: "1", x: 480, y: 320 },
      { text: "690,85 €", x: 490, y: 320 },
    ];
    expect(row(priced, cells)).toEqual([[7, 241.55, 1690.85]]);
  });

  it("leaves a lone quantity a word space before the amount in its own column", () => {
    const cramped: CellSpec[] = [
      { text: "Item", x: 84, y: 300 },
      { text: "Qty", x: 400, y: 300 },
      { text: "Amount", x: 470, y: 300 },
    ];
    const cells = [
      { text: "1", x: 436, y: 320 },
      { text: "690,85 €", x: 446, y: 320 },
    ];
    expect(row(cramped, cells)).toEqual([[1, undefined, 690.85]]);
  });
});

describe("a row set tight under its header", () => {
  it("is an item though its box reaches into the header's", () => {
    expect(
      items([
        { text: "Description", x: 60, y: 300 },
        { text: "Amount", x: 460, y: 300 },
        { text: "Wall plugs 10mm", x: 60, y: 309.5 },
        { text: "7.20", x: 460, y: 309.5 },
        { text: "Wood screws", x: 60, y: 321 },
        { text: "20.90", x: 460, y: 321 },
      ]),
    ).toEqual([
      ["Wall plugs 10mm", 7.2],
      ["Wood screws", 20.9],
    ]);
  });
});

describe("a quantity cell holding two numbers apart", () => {
  // A narrow description column wraps "Lever arch file 80 / mm, blue": its "80" ends the first line
  // near the quantity column and is read with the quantity beside it.
  const row = (quantity: string, amount: string) =>
    figures([
      { text: "Description", x: 60, y: 300 },
      { text: "Qty", x: 300, y: 300 },
      { text: "Unit price", x: 360, y: 300 },
      { text: "Amount", x: 460, y: 300 },
      { text: "Lever arch file", x: 60, y: 320 },
      { text: quantity, x: 288, y: 320 },
      { text: "4.20", x: 370, y: 320 },
      { text: amount, x: 460, y: 320 },
      { text: "mm, blue", x: 60, y: 332 },
    ]);

  it("is the number the row's quantity × unit price proves", () => {
    expect(row("80 54", "226.80")).toEqual([[54, 4.2, 226.8]]);
  });

  it("is none when neither is proved (a discounted row)", () => {
    expect(row("80 54", "204.12")).toEqual([[undefined, 4.2, 204.12]]);
  });

  it("is none when the row prints no unit price to prove either", () => {
    // The pack size "500" ends the description near the quantity column, set apart as OCR's tight
    // word boxes leave it, and is read with the quantity.
    const read = figures([
      { text: "Description", x: 60, y: 300 },
      { text: "Qty", x: 220, y: 300 },
      { text: "Amount", x: 460, y: 300 },
      { text: "Copy paper A4 80 g/m²,", x: 60, y: 320 },
      { text: "500 Bl.", x: 170, y: 320 },
      { text: "3", x: 220, y: 320 },
      { text: "23.85", x: 460, y: 320 },
      { text: "Lever arch file", x: 60, y: 334 },
      { text: "4", x: 220, y: 334 },
      { text: "8.20", x: 460, y: 334 },
    ]);
    expect(read).toEqual([
      [undefined, undefined, 23.85],
      [4, undefined, 8.2],
    ]);
  });
});

describe("a weak totals label that runs on past the description's column", () => {
  it("ends the items: 'Wartość' under the descriptions and 'netto' under the tax column", () => {
    expect(
      items([
        { text: "Opis", x: 47, y: 300 },
        { text: "Podatek VAT", x: 300, y: 300 },
        { text: "Wartość", x: 480, y: 300 },
        { text: "Szkolenie (1 dzień)", x: 47, y: 320 },
        { text: "23%", x: 320, y: 320 },
        { text: "PLN 663,25", x: 480, y: 320 },
        { text: "Montaż na miejscu", x: 47, y: 334 },
        { text: "8%", x: 320, y: 334 },
        { text: "PLN 136,28", x: 480, y: 334 },
        { text: "Wartość", x: 240, y: 354 },
        { text: "netto", x: 300, y: 354 },
        { text: "PLN 799,53", x: 480, y: 354 },
        { text: "Wartość brutto", x: 240, y: 368 },
        { text: "PLN 962,98", x: 480, y: 368 },
      ]),
    ).toEqual([
      ["Szkolenie (1 dzień)", 663.25],
      ["Montaż na miejscu", 136.28],
    ]);
  });
});

// Left-aligned heads over right-aligned cells: each cell ends where the next head begins, so its
// centre may fall past the midpoint between the heads, and a figure or word lands one column right.
describe("cells right-aligned under left-aligned heads", () => {
  it("gives a price to its column though the unit beside the quantity spilled into it", () => {
    const head: CellSpec[] = [
      { text: "Bezeichnung", x: 83, y: 300, size: 8 },
      { text: "Menge", x: 296, y: 300, size: 8 },
      { text: "Einheit", x: 345, y: 300, size: 8 },
      { text: "Preis/Einh.", x: 404, y: 300, size: 8 },
      { text: "Gesamt", x: 482, y: 300, size: 8 },
    ];
    const row: CellSpec[] = [
      { text: "Lebensmittel Sortiment", x: 83, y: 312, size: 8 },
      { text: "16", x: 331, y: 312, size: 8 },
      { text: "Kiste", x: 379, y: 312, size: 8 },
      { text: "32,85 €", x: 453, y: 312, size: 8 },
      { text: "525,60 €", x: 515, y: 312, size: 8 },
    ];
    expect(figures([...head, ...row])).toEqual([[16, 32.85, 525.6]]);
  });

  it("keeps a rate's percent sign set apart with its figure", () => {
    const head: CellSpec[] = [
      { text: "Désignation", x: 60, y: 300, size: 8 },
      { text: "Taux TVA", x: 223, y: 300, size: 8 },
      { text: "Quantité", x: 282, y: 300, size: 8 },
      { text: "Prix unit. HT", x: 340, y: 300, size: 8 },
      { text: "Total HT", x: 468, y: 300, size: 8 },
    ];
    const row: CellSpec[] = [
      { text: "Audit énergétique", x: 60, y: 312, size: 8 },
      { text: "20 %", x: 258, y: 312, size: 8 },
      { text: "7", x: 329, y: 312, size: 8 },
      { text: "2.224,40 €", x: 375, y: 312, size: 8 },
      { text: "15.570,80 €", x: 486, y: 312, size: 8 },
    ];
    expect(figures([...head, ...row])).toEqual([[7, 2224.4, 15570.8]]);
  });
});

// A hotel folio posts night by night: date, text, and the amount under "Charges" or, for a payment,
// under "Credits". The charges are the items; a payment is none.
describe("a posting table of charges and credits", () => {
  it("reads each charge as an item and no payment", () => {
    const head: CellSpec[] = [
      { text: "Date", x: 55, y: 300 },
      { text: "Description", x: 150, y: 300 },
      { text: "Charges", x: 370, y: 300 },
      { text: "Credits", x: 455, y: 300 },
    ];
    const posting = (y: number, date: string, text: string, amount: string, credit = false): CellSpec[] => [
      { text: date, x: 55, y },
      { text, x: 150, y },
      { text: amount, x: credit ? 470 : 385, y },
    ];
    const found = items([
      ...head,
      ...posting(314, "2025-03-04", "Room Charge", "189.00"),
      ...posting(328, "2025-03-04", "Breakfast 2 x 21.00", "42.00"),
      ...posting(342, "2025-03-05", "Room Charge", "189.00"),
      ...posting(356, "2025-02-11", "Advance Deposit", "189.00", true),
      ...posting(370, "2025-03-06", "Visa ****4821", "231.00", true),
      { text: "Total", x: 300, y: 398 },
      { text: "420.00", x: 455, y: 398 },
    ]);
    expect(found).toEqual([
      ["Room Charge", 189],
      ["Breakfast 2 x 21.00", 42],
      ["Room Charge", 189],
    ]);
  });
});

// A town's tax per night and guest is posted like any charge ("Taxe de séjour"): an item when an
// item follows it or quantity × price makes it; the invoice's own tax never stands between items.
describe("a tax named for what it is charged on", () => {
  const head: CellSpec[] = [
    { text: "Prestation", x: 60, y: 300 },
    { text: "Qté", x: 300, y: 300 },
    { text: "Prix unitaire", x: 360, y: 300 },
    { text: "Montant", x: 470, y: 300 },
  ];
  const row = (y: number, text: string, qty: string, price: string, amount: string): CellSpec[] => [
    { text, x: 60, y },
    ...(qty ? [{ text: qty, x: 310, y }] : []),
    ...(price ? [{ text: price, x: 380, y }] : []),
    { text: amount, x: 480, y },
  ];
  const totals: CellSpec[] = [
    { text: "Total TTC", x: 300, y: 380 },
    { text: "343,00", x: 480, y: 380 },
  ];

  it("is an item when quantity × price makes its amount", () => {
    const found = items([...head, ...row(314, "Chambre double", "2", "150,00", "300,00"), ...row(328, "Taxe de séjour", "4", "2,50", "10,00"), ...totals]);
    expect(found).toEqual([
      ["Chambre double", 300],
      ["Taxe de séjour", 10],
    ]);
  });

  it("is an item when an item follows it; after the last item it is none, and nor is the invoice's tax", () => {
    const posting = (y: number, text: string, amount: string): CellSpec[] => [
      { text: "12/03/2025", x: 55, y },
      { text, x: 150, y },
      { text: amount, x: 385, y },
    ];
    const found = items([
      { text: "Date", x: 55, y: 300 },
      { text: "Libellé", x: 150, y: 300 },
      { text: "Débit", x: 370, y: 300 },
      { text: "Crédit", x: 455, y: 300 },
      ...posting(314, "Chambre double", "150,00"),
      ...posting(328, "Taxe de séjour 2 x 2,50", "5,00"),
      ...posting(342, "Chambre double", "150,00"),
      ...posting(356, "Taxe de séjour 2 x 2,50", "5,00"),
      { text: "TVA sur hébergement", x: 150, y: 384 },
      { text: "27,27", x: 385, y: 384 },
      { text: "Total TTC", x: 150, y: 398 },
      { text: "310,00", x: 385, y: 398 },
    ]);
    expect(found).toEqual([
      ["Chambre double", 150],
      ["Taxe de séjour 2 x 2,50", 5],
      ["Chambre double", 150],
    ]);
  });
});

// A description wraps in its own type; the notes set smaller under it (a period, a reference) annotate the item.
describe("notes in smaller type under an item", () => {
  it("are left out of its description, and the next item is read as before", () => {
    const found = items([
      { text: "Description", x: 60, y: 300 },
      { text: "Amount", x: 460, y: 300 },
      { text: "Copy-editing of the", x: 60, y: 320 },
      { text: "1.220,00", x: 460, y: 320 },
      { text: "manuscript", x: 60, y: 330 },
      { text: "Period 3 May to 24 May", x: 60, y: 340, size: 8 },
      { text: "Quote 2216", x: 60, y: 348, size: 8 },
      { text: "Proofreading", x: 60, y: 362 },
      { text: "180,00", x: 460, y: 362 },
      { text: "Total", x: 300, y: 390 },
      { text: "1.400,00", x: 460, y: 390 },
    ]);
    expect(found).toEqual([
      ["Copy-editing of the manuscript", 1220],
      ["Proofreading", 180],
    ]);
  });
});

// A spreadsheet's narrow position and code columns under one header cell ("Item Item # Description"
// set tight): each row's number and code stand a cell's padding apart from the description, in its
// column. Which words are the description is doubtful: under 0.9 however the row adds up.
describe("a description cell holding words set apart by more than a word space", () => {
  const cells = (first: CellSpec[]): CellSpec[] => [
    { text: "Item Description", x: 60, y: 300 },
    { text: "Qty", x: 300, y: 300 },
    { text: "Price", x: 380, y: 300 },
    { text: "Amount", x: 460, y: 300 },
    ...first,
    { text: "2", x: 310, y: 320 },
    { text: "50.00", x: 380, y: 320 },
    { text: "100.00", x: 460, y: 320 },
    { text: "Subtotal", x: 300, y: 350 },
    { text: "100.00", x: 460, y: 350 },
  ];
  const confidence = (first: CellSpec[]) => invoice(doc(cells(first))).fields["line_items[0].description"]?.confidence ?? 0;

  it("is read below 0.9, and one of word spaces only at its usual confidence", () => {
    expect(
      confidence([
        { text: "1", x: 62, y: 320 },
        { text: "50071", x: 80, y: 320 },
        { text: "Copy-editing", x: 120, y: 320 },
      ]),
    ).toBeLessThan(0.9);
    expect(confidence([{ text: "Copy-editing of manuscript", x: 62, y: 320 }])).toBeGreaterThanOrEqual(0.9);
  });
});
