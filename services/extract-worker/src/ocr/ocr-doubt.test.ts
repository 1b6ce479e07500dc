import { describe, expect, it } from "@jest/globals";
import type { Provenance } from "@quire/contracts";
import type { BBox } from "../layout/types";
import type { PresetOutput } from "../presets/preset-output";
import { doubtOcrValues } from "./ocr-doubt";
import type { OcrPageEvidence } from "./ocr-page";

// The second look at OCR'd values: each case is a value a misread would produce, and the check
// that catches it (or the evidence that lets a value through).

/** One OCR'd page: every value sits in its own word box, on its own row. */
function scanned(values: Array<[path: string, text: string, confidence: number]>, page = 1) {
  const fields: Record<string, Provenance> = {};
  const words: OcrPageEvidence["words"] = [];
  values.forEach(([path, text, confidence], i) => {
    const bbox: BBox = [100, 20 * i, 160, 20 * i + 10];
    fields[path] = { confidence: 0.9, method: "deterministic", page, bbox, text };
    words.push({ text, bbox, confidence });
  });
  const evidence = new Map<number, OcrPageEvidence>([[page, { page, turn: 0, width: 600, height: 800, words }]]);
  return { fields, evidence };
}

function output(data: Record<string, unknown>, fields: Record<string, Provenance>): PresetOutput {
  return { data, fields, warnings: [] };
}

describe("doubting OCR'd values", () => {
  it("drops a tax that subtotal + tax = total does not confirm, and keeps one it does", () => {
    const { fields, evidence } = scanned([
      ["subtotal", "275,00", 0.95],
      ["tax", "19,25", 0.95],
      ["total", "327,25", 0.95],
    ]);
    const rateRow = doubtOcrValues(output({ subtotal: 275, tax: 19.25, total: null }, fields), evidence);
    expect(rateRow.data).toMatchObject({ subtotal: 275, tax: null });
    expect(rateRow.fields.tax).toBeUndefined();
    expect(rateRow.warnings).toEqual(['tax: OCR read "19,25" but subtotal + tax = total does not confirm it; left null.']);
    const summed = doubtOcrValues(output({ subtotal: 275, tax: 19.25, total: 294.25 }, fields), evidence);
    expect(summed.data).toMatchObject({ subtotal: 275, tax: 19.25, total: 294.25 });
    expect(summed.warnings).toEqual([]);
  });

  it("drops an amount whose digits the recogniser doubted unless arithmetic confirms it", () => {
    const { fields, evidence } = scanned([
      ["total", "1021,091", 0.27],
      ["subtotal", "858,75", 0.95],
    ]);
    expect(doubtOcrValues(output({ subtotal: 858.75, tax: null, total: 1021.091 }, fields), evidence).data).toMatchObject({ subtotal: 858.75, total: null });
    // subtotal = total with no tax printed vouches for both, whatever the recogniser thought.
    expect(doubtOcrValues(output({ subtotal: 1021.09, tax: null, total: 1021.09 }, fields), evidence).data).toMatchObject({ total: 1021.09 });
  });

  it("wants a total the rules found weakly supported read with high confidence (a receipt total nothing confirms)", () => {
    const { fields, evidence } = scanned([["total", "64.30", 0.86]]);
    const weak = { total: { ...fields.total!, confidence: 0.6 } };
    expect(doubtOcrValues(output({ total: 64.3 }, weak), evidence).data.total).toBeNull();
    expect(doubtOcrValues(output({ total: 64.3 }, fields), evidence).data.total).toBe(64.3);
    const legible = scanned([["total", "64.30", 0.95]]);
    expect(doubtOcrValues(output({ total: 64.3 }, { total: { ...legible.fields.total!, confidence: 0.6 } }), legible.evidence).data.total).toBe(64.3);
  });

  it("drops an amount with more decimals than its currency has: OCR lost a separator", () => {
    const { fields, evidence } = scanned([
      ["subtotal", "6.28731", 0.96],
      ["total", "7.48213", 0.96],
      ["line_items[0].unit_price", "1.20915", 0.96],
      ["line_items[0].amount", "2.4183", 0.96],
    ]);
    const out = doubtOcrValues(
      output({ subtotal: 6.28731, tax: null, total: 7.48213, currency: "EUR", line_items: [{ quantity: 2, unit_price: 1.20915, amount: 2.4183 }] }, fields),
      evidence,
    );
    expect(out.data).toMatchObject({ subtotal: null, total: null });
    expect(out.warnings).toContain('total: OCR read "7.48213" but it has more decimals than money has: a separator was lost; left null.');
    // Three decimals are money in a three-decimal currency.
    const kwd = scanned([["total", "12.345", 0.96]]);
    expect(doubtOcrValues(output({ total: 12.345, currency: "KWD" }, kwd.fields), kwd.evidence).data.total).toBe(12.345);
    expect(doubtOcrValues(output({ total: 12.345, currency: "EUR" }, kwd.fields), kwd.evidence).data.total).toBeNull();
  });

  it("drops a total printed as a whole number when the document's other amounts print decimals: OCR lost its separator", () => {
    const { fields, evidence } = scanned([
      ["subtotal", "8.415,20 €", 0.95],
      ["total", "1001389 €", 0.95],
    ]);
    const lost = doubtOcrValues(output({ subtotal: 8415.2, tax: null, total: 1001389 }, fields), evidence);
    expect(lost.data).toMatchObject({ subtotal: 8415.2, total: null });
    expect(lost.warnings).toEqual([
      'total: OCR read "1001389 €" but it is printed without the decimals the document\'s other amounts print: a separator was lost; left null.',
    ]);
    // A document that prints whole amounts throughout, and a separator the rules put back (1000 read for 10.00), are left alone.
    const whole = scanned([
      ["subtotal", "8.415 €", 0.95],
      ["total", "10.014 €", 0.95],
    ]);
    expect(doubtOcrValues(output({ subtotal: 8415, tax: null, total: 10014 }, whole.fields), whole.evidence).data.total).toBe(10014);
    const restored = scanned([
      ["subtotal", "9.50", 0.95],
      ["total", "1000", 0.95],
    ]);
    expect(doubtOcrValues(output({ subtotal: 9.5, tax: null, total: 10 }, restored.fields), restored.evidence).data.total).toBe(10);
  });

  it("drops an id holding the letter O among digits: OCR reads O and 0 alike", () => {
    const { fields, evidence } = scanned([
      ["invoice_number", "7DOA4416-0012", 0.95],
      ["order_number", "PO-77120", 0.95],
      ["vendor", "Olvaro 9 Trading", 0.95],
    ]);
    const out = doubtOcrValues(output({ invoice_number: "7DOA4416-0012", order_number: "PO-77120", vendor: "Olvaro 9 Trading" }, fields), evidence);
    expect(out.data).toMatchObject({ invoice_number: null, order_number: "PO-77120", vendor: "Olvaro 9 Trading" });
  });

  it("drops a total below the subtotal when no tax explains it, and the subtotal with it (either may hold the misread)", () => {
    const { fields, evidence } = scanned([
      ["subtotal", "12.480,55", 0.96],
      ["total", "381,20", 0.96],
    ]);
    expect(doubtOcrValues(output({ subtotal: 12480.55, tax: null, total: 381.2 }, fields), evidence).data).toMatchObject({ subtotal: null, total: null });
    // A currency sign read as a digit before the subtotal ("₹45,703.00" read "345,703.00") makes the total look too small.
    const sign = scanned([
      ["subtotal", "345,703.00", 0.96],
      ["total", "51,187.00", 0.96],
    ]);
    expect(doubtOcrValues(output({ subtotal: 345703, tax: null, total: 51187 }, sign.fields), sign.evidence).data).toMatchObject({
      subtotal: null,
      total: null,
    });
    const credit = scanned([
      ["subtotal", "-200,00", 0.96],
      ["total", "-238,00", 0.96],
    ]);
    expect(doubtOcrValues(output({ subtotal: -200, tax: null, total: -238 }, credit.fields), credit.evidence).data.total).toBe(-238);
  });

  it("keeps an amount the preset's own arithmetic checked, however unsure the recogniser was", () => {
    const { fields, evidence } = scanned([["total", "9.00", 0.43]]);
    expect(doubtOcrValues(output({ total: 9 }, fields), evidence).data.total).toBeNull();
    expect(doubtOcrValues({ ...output({ total: 9 }, fields), checked: ["total"] }, evidence).data.total).toBe(9);
  });

  it("keeps subtotal, tax and total the preset checked through a printed rounding, which subtotal + tax = total alone contradicts", () => {
    const { fields, evidence } = scanned([
      ["subtotal", "1,18,420.50", 0.93],
      ["tax", "21,315.69", 0.93],
      ["total", "1,39,736.00", 0.93],
    ]);
    const data = { subtotal: 118420.5, tax: 21315.69, total: 139736 };
    expect(doubtOcrValues(output(data, fields), evidence).data).toMatchObject({ subtotal: null, tax: null, total: null });
    const checked = { ...output(data, fields), checked: ["subtotal", "tax", "total"] };
    expect(doubtOcrValues(checked, evidence).data).toMatchObject(data);
  });

  it("keeps a name whose weakest word read at 0.7 or more, drops one below", () => {
    const { fields, evidence } = scanned([["merchant", "Corner Bakery", 0.72]]);
    expect(doubtOcrValues(output({ merchant: "Corner Bakery" }, fields), evidence).data.merchant).toBe("Corner Bakery");
    const unsure = scanned([["merchant", "Corner Bakery", 0.65]]);
    expect(doubtOcrValues(output({ merchant: "Corner Bakery" }, unsure.fields), unsure.evidence).data.merchant).toBeNull();
  });

  it("leaves out of a name's confidence the words their spelling vouches for: long English words, its legal form, an ampersand", () => {
    const name = (words: Array<[string, number]>) => {
      const value = words.map(([w]) => w).join(" ");
      const bbox: BBox = [100, 20, 100 + 50 * words.length, 30];
      const evidence = new Map<number, OcrPageEvidence>([
        [
          1,
          {
            page: 1,
            turn: 0,
            width: 600,
            height: 800,
            words: words.map(([text, confidence], i) => ({ text, confidence, bbox: [100 + 50 * i, 20, 140 + 50 * i, 30] as BBox })),
          },
        ],
      ]);
      const fields = { merchant: { confidence: 0.8, method: "deterministic" as const, page: 1, bbox, text: value } };
      return doubtOcrValues(output({ merchant: value }, fields), evidence).data.merchant;
    };
    expect(
      name([
        ["QUORVEL", 0.91],
        ["DISTRIBUTION", 0.15],
        ["SDN", 0.2],
        ["BHD", 0.9],
      ]),
    ).toBe("QUORVEL DISTRIBUTION SDN BHD");
    expect(
      name([
        ["Brindle", 0.88],
        ["&", 0.3],
        ["Vantor", 0.85],
      ]),
    ).toBe("Brindle & Vantor");
    // A short word and a word no dictionary holds still need the recogniser's confidence.
    expect(
      name([
        ["QUORVEL", 0.91],
        ["MINT", 0.4],
        ["SDN", 0.9],
        ["BHD", 0.9],
      ]),
    ).toBeNull();
    expect(
      name([
        ["QUORVEL", 0.45],
        ["DISTRIBUTION", 0.95],
      ]),
    ).toBeNull();
    // "SDN" vouches for itself only inside the name's legal form.
    expect(
      name([
        ["SDN", 0.2],
        ["QUORVEL", 0.91],
        ["TRADING", 0.95],
      ]),
    ).toBeNull();
  });

  it("leaves out of a name's confidence a word the page prints again and the recogniser read the same there with confidence", () => {
    // The name on top (its first word read unsure), and lower on the page a footer naming the shop.
    const withFooter = (text: string, confidence: number) => {
      const words: OcrPageEvidence["words"] = [
        { text: "VORKEL", confidence: 0.44, bbox: [100, 20, 160, 30] },
        { text: "HARDWARE", confidence: 0.95, bbox: [170, 20, 250, 30] },
        { text: "THANKS", confidence: 0.9, bbox: [100, 700, 160, 710] },
        { text, confidence, bbox: [170, 700, 230, 710] },
      ];
      const evidence = new Map<number, OcrPageEvidence>([[1, { page: 1, turn: 0, width: 600, height: 800, words }]]);
      const fields = { merchant: { confidence: 0.8, method: "deterministic" as const, page: 1, bbox: [100, 20, 250, 30] as BBox, text: "VORKEL HARDWARE" } };
      return doubtOcrValues(output({ merchant: "VORKEL HARDWARE" }, fields), evidence).data.merchant;
    };
    expect(withFooter("VORKEL", 0.81)).toBe("VORKEL HARDWARE");
    // Read unsure there too, or read otherwise: the name stays doubted.
    expect(withFooter("VORKEL", 0.5)).toBeNull();
    expect(withFooter("VORKFL", 0.9)).toBeNull();
  });

  it("drops a name read confidently but without the accent one of its words always carries", () => {
    const { fields, evidence } = scanned([["merchant", "PANADERIA MORVANDEL", 0.93]]);
    const out = doubtOcrValues(output({ merchant: "PANADERIA MORVANDEL" }, fields), evidence);
    expect(out.data.merchant).toBeNull();
    expect(out.warnings.join(" ")).toContain('"PANADERÍA"');
  });

  it("drops a unit price and quantity that quantity × unit price = amount refutes; the amount stays when the items sum to the subtotal", () => {
    const { fields, evidence } = scanned([
      ["line_items[0].quantity", "20", 0.95],
      ["line_items[0].unit_price", "89,9000", 0.9],
      ["line_items[0].amount", "198,00", 0.7],
      ["line_items[1].quantity", "2", 0.95],
      ["line_items[1].unit_price", "5,04", 0.95],
      ["line_items[1].amount", "10,08", 0.95],
      ["subtotal", "208,08", 0.95],
    ]);
    const items = [
      { description: "Sheets", quantity: 20, unit_price: 89.9, amount: 198 },
      { description: "Upgrade", quantity: 2, unit_price: 5.04, amount: 10.08 },
    ];
    const out = doubtOcrValues(output({ subtotal: 208.08, line_items: items }, fields), evidence);
    expect(out.data.line_items).toEqual([{ description: "Sheets", quantity: null, unit_price: null, amount: 198 }, items[1]]);
    expect(out.warnings).toEqual([
      'line_items[0].unit_price: OCR read "89,9000" but quantity × unit price does not give the amount; left null.',
      'line_items[0].quantity: OCR read "20" but quantity × unit price does not give the amount, and OCR may have misread either; left null.',
    ]);
    // Without the subtotal, the unconfirmed amount of row 0 rests on a 0.7 reading: not enough, and
    // the row's failure is the amount's to bear, not the quantity's.
    const alone = doubtOcrValues(output({ subtotal: null, line_items: items }, fields), evidence);
    expect((alone.data.line_items as Array<Record<string, unknown>>)[0]).toMatchObject({ unit_price: null, amount: null, quantity: 20 });
    expect(alone.fields["line_items[1].amount"]).toBeDefined();
  });

  it("drops an amount its row's quantity × unit price misses by cents, however confident its digits", () => {
    const { fields, evidence } = scanned([
      ["line_items[0].quantity", "17", 0.95],
      ["line_items[0].unit_price", "7.90", 0.95],
      ["line_items[0].amount", "134.38", 0.86],
      ["line_items[1].quantity", "4", 0.95],
      ["line_items[1].unit_price", "32.25", 0.95],
      ["line_items[1].amount", "129.00", 0.95],
    ]);
    const items = [
      { description: "Press fitting", quantity: 17, unit_price: 7.9, amount: 134.38 },
      { description: "Call-out", quantity: 4, unit_price: 32.25, amount: 129 },
    ];
    const out = doubtOcrValues(output({ line_items: items }, fields), evidence);
    // The quantity and price agree with each other: the misread is the amount's or the price's.
    expect(out.data.line_items).toEqual([{ description: "Press fitting", quantity: 17, unit_price: null, amount: null }, items[1]]);
  });

  it("drops item figures printed whole among amounts in cents: their separators were lost, and they still multiply out", () => {
    const { fields, evidence } = scanned([
      ["line_items[0].quantity", "3", 0.95],
      ["line_items[0].unit_price", "149€", 0.9],
      ["line_items[0].amount", "447€", 0.9],
      ["line_items[1].quantity", "2", 0.95],
      ["line_items[1].unit_price", "12,50 €", 0.95],
      ["line_items[1].amount", "25,00 €", 0.95],
      ["subtotal", "29,47 €", 0.95],
    ]);
    const items = [
      { description: "Brochure", quantity: 3, unit_price: 149, amount: 447 },
      { description: "Poster", quantity: 2, unit_price: 12.5, amount: 25 },
    ];
    const out = doubtOcrValues(output({ subtotal: 29.47, line_items: items }, fields), evidence);
    expect(out.data.line_items).toEqual([{ description: "Brochure", quantity: 3, unit_price: null, amount: null }, items[1]]);
  });

  it("blames a refuted row on the quantity unless the unit price read is amount ÷ quantity with its separator lost", () => {
    const { fields, evidence } = scanned([
      ["line_items[0].quantity", "1799", 0.9],
      ["line_items[0].unit_price", "3,33", 0.9],
      ["line_items[0].amount", "599,07", 0.9],
      ["line_items[1].quantity", "6", 0.9],
      ["line_items[1].unit_price", "3535€", 0.9],
      ["line_items[1].amount", "212,10", 0.9],
    ]);
    const items = [
      { description: "Cable", quantity: 1799, unit_price: 3.33, amount: 599.07 },
      { description: "Paper", quantity: 6, unit_price: 3535, amount: 212.1 },
    ];
    const out = doubtOcrValues(output({ line_items: items }, fields), evidence);
    expect(out.data.line_items).toEqual([
      { description: "Cable", quantity: null, unit_price: null, amount: 599.07 },
      { description: "Paper", quantity: 6, unit_price: null, amount: 212.1 },
    ]);
  });

  it("drops a quantity standing clear of the column where the quantities of rows that add up stand", () => {
    const { fields, evidence } = scanned([
      ["line_items[0].quantity", "32", 0.9],
      ["line_items[0].unit_price", "25.00", 0.9],
      ["line_items[0].amount", "800.00", 0.9],
      ["line_items[1].quantity", "2021", 0.9],
      ["line_items[1].amount", "672.00", 0.9],
      ["line_items[2].quantity", "3", 0.9],
      ["line_items[2].amount", "45.00", 0.9],
    ]);
    // Row 1's quantity is the year ending its description, far left of the quantity column; row 2's stands in it.
    const words = evidence.get(1)!.words;
    const moveTo = (path: string, x0: number, x1: number) => {
      const [, y0, , y1] = fields[path]!.bbox;
      const bbox: BBox = [x0, y0, x1, y1];
      fields[path] = { ...fields[path]!, bbox };
      words.splice(
        words.findIndex((w) => w.bbox[1] === y0),
        1,
        { text: fields[path].text, bbox, confidence: 0.9 },
      );
    };
    moveTo("line_items[0].quantity", 408, 418);
    moveTo("line_items[1].quantity", 250, 272);
    moveTo("line_items[2].quantity", 410, 416);
    const items = [
      { description: "Starter plan", quantity: 32, unit_price: 25, amount: 800 },
      { description: "Prorated charge from 27 Jun", quantity: 2021, unit_price: null, amount: 672 },
      { description: "Add-on", quantity: 3, unit_price: null, amount: 45 },
    ];
    const out = doubtOcrValues(output({ line_items: items }, fields), evidence);
    expect((out.data.line_items as Array<Record<string, unknown>>).map((i) => i.quantity)).toEqual([32, null, 3]);
  });

  it("drops a name holding a 0 among its letters, and keeps names that print digits", () => {
    const { fields, evidence } = scanned([["vendor", "Brindlewerk sp. z 0.0.", 0.9]]);
    const read = (vendor: string) => doubtOcrValues(output({ vendor }, { vendor: { ...fields.vendor!, text: vendor } }), evidence).data.vendor;
    expect(read("Brindlewerk sp. z 0.0.")).toBeNull();
    expect(read("Elmstead Gebaudeservice 0G")).toBeNull();
    expect(read("Studio 101 GmbH")).toBe("Studio 101 GmbH");
  });

  it("checks a credit note's rows by their digits: a positive unit price gives a negative amount", () => {
    const { fields, evidence } = scanned([
      ["line_items[0].quantity", "4", 0.9],
      ["line_items[0].unit_price", "37.85", 0.9],
      ["line_items[0].amount", "-151.40", 0.9],
    ]);
    const items = [{ description: "Refund", quantity: 4, unit_price: 37.85, amount: -151.4 }];
    expect(doubtOcrValues(output({ line_items: items }, fields), evidence).data.line_items).toEqual(items);
  });

  it("removes an item row left without any confirmed number, renumbering the rows after it", () => {
    const { fields, evidence } = scanned([
      ["line_items[0].description", "Bruttopreis", 0.9],
      ["line_items[0].unit_price", ":9,9000", 0.9],
      ["line_items[1].description", "Yogurt", 0.9],
      ["line_items[1].quantity", "50", 0.95],
      ["line_items[1].unit_price", "5,50", 0.95],
      ["line_items[1].amount", "275,00", 0.95],
    ]);
    const items = [
      { description: "Bruttopreis", quantity: null, unit_price: 9.9, amount: null },
      { description: "Yogurt", quantity: 50, unit_price: 5.5, amount: 275 },
    ];
    const out = doubtOcrValues(output({ line_items: items }, fields), evidence);
    expect(out.data.line_items).toEqual([items[1]]);
    expect(Object.keys(out.fields).sort()).toEqual(["line_items[0].amount", "line_items[0].description", "line_items[0].quantity", "line_items[0].unit_price"]);
    expect(out.fields["line_items[0].amount"]!.text).toBe("275,00");
    expect(out.warnings).toContain("line_items: 1 OCR'd row(s) kept no confirmed number or name and were removed.");
  });

  it("keeps an item description only when every word is spelt as an English word, and removes an item left with a quantity alone", () => {
    const { fields, evidence } = scanned([
      ["items[0].description", "Fresh orange juice", 0.9],
      ["items[0].amount", "4,20", 0.95],
      ["items[1].description", "Millbeutel 301", 0.89],
      ["items[1].amount", "3,10", 0.95],
      ["items[2].description", "KASEBROTCHEN", 0.92],
      ["items[3].description", "CAFE CREME", 0.93],
      ["items[3].amount", "3,80", 0.95],
      ["items[2].quantity", "2", 0.95],
      ["items[2].amount", "5,4O", 0.3],
    ]);
    const items = [
      { description: "Fresh orange juice", quantity: null, amount: 4.2 },
      { description: "Millbeutel 301", quantity: null, amount: 3.1 },
      { description: "KASEBROTCHEN", quantity: 2, amount: 5.4 },
      { description: "CAFE CREME", quantity: null, amount: 3.8 },
    ];
    const out = doubtOcrValues(output({ total: null, items }, fields), evidence);
    expect(out.data.items).toEqual([items[0], { description: null, quantity: null, amount: 3.1 }, { description: null, quantity: null, amount: 3.8 }]);
    expect(out.warnings).toContain(
      'items[1].description: OCR read "Millbeutel 301" but not every word of it is an English word its spelling vouches for; left null.',
    );
  });

  it("drops a name read with unsure words and a date with unsure digits", () => {
    const { fields, evidence } = scanned([
      ["vendor", "Musterstralbe", 0.57],
      ["invoice_date", "14.09.2020", 0.4],
      ["invoice_number", "580213", 0.96],
    ]);
    const out = doubtOcrValues(output({ vendor: "Musterstralbe", invoice_date: "2020-09-14", invoice_number: "580213" }, fields), evidence);
    expect(out.data).toEqual({ vendor: null, invoice_date: null, invoice_number: "580213" });
    expect(Object.keys(out.fields)).toEqual(["invoice_number"]);
  });

  it("returns passages as read, however unsure their words", () => {
    const passage = "Invoice 2018-07 for services rendered in July, payable within 30 days net";
    const { evidence } = scanned(passage.split(" ").map((w, i) => [`w${i}`, w, 0.3] as [string, string, number]));
    const fields = { text: { confidence: 1, method: "deterministic" as const, page: 1, bbox: [0, 0, 600, 800] as BBox, text: passage } };
    const out = output({ text: passage }, fields);
    expect(doubtOcrValues(out, evidence)).toBe(out);
  });

  it("leaves values from text-layer pages alone", () => {
    const { fields, evidence } = scanned([["tax", "19,25", 0.2]], 2);
    const onPage1 = { tax: { ...fields.tax!, page: 1 } };
    const out = output({ subtotal: null, tax: 19.25, total: null }, onPage1);
    expect(doubtOcrValues(out, evidence)).toBe(out);
  });
});
