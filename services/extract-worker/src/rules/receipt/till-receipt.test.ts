import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { receipt } from "../../presets/receipt";
import { findCurrencyMarkers } from "../../values";

// A till receipt has no item header: a name block on top, items above the totals block.

const header: CellSpec[] = [
  { text: "TAN SOK HARDWARE", x: 40, y: 10 },
  { text: "TRADING SDN BHD", x: 42, y: 22 },
  { text: "12 Jalan Besar", x: 50, y: 34 },
  { text: "Tel. 03-1234 5678", x: 45, y: 46 },
];

const itemsOf = (cells: CellSpec[]) => (receipt(doc(cells)).data.items as Array<Record<string, unknown>>).map((i) => [i.description, i.quantity, i.amount]);

describe("till receipts", () => {
  it("takes the merchant from the header block, joining a name its legal form closes where the first line ran out of paper", () => {
    // Centred, the first line ending well short of the block's width, in one type: a shop over its
    // operator or a name split by design, the legal name's line a candidate of its own; no value.
    expect(receipt(doc([...header, { text: "TOTAL 12.50", x: 10, y: 200 }])).data.merchant).toBeNull();
    // Left-aligned, the first line about as wide as the paper prints: the name goes on under it.
    const wrapped = header.map((c) => ({ ...c, x: 10 }));
    expect(receipt(doc([...wrapped, { text: "TOTAL 12.50", x: 10, y: 200 }])).data.merchant).toBe("TAN SOK HARDWARE TRADING SDN BHD");
    // A legal form alone is no name.
    const bare = receipt(
      doc([
        { text: "SDN BHD", x: 40, y: 10 },
        { text: "12 Jalan Besar", x: 50, y: 22 },
        { text: "TOTAL 12.50", x: 10, y: 200 },
      ]),
    );
    expect(bare.data.merchant).toBeNull();
  });

  it("names the shop, not its owner; reads a name continued after '&' or closed by a qualifier, and a label word inside it", () => {
    const merchantOf = (lines: string[]) =>
      receipt(
        doc([...lines.map((text, i) => ({ text, x: 40, y: 10 + i * 12 })), { text: "Hauptstraße 5", x: 40, y: 80 }, { text: "SUMME 12,50", x: 10, y: 200 }]),
      ).data.merchant;
    expect(merchantOf(["BÄCKEREI SONNENHOF", "Inh. Korbinian Brotwerk AG"])).toBe("BÄCKEREI SONNENHOF");
    expect(merchantOf(["KRAMLADEN OSTWIND", "Inh. Wendelin Krautwerk OG"])).toBe("KRAMLADEN OSTWIND");
    expect(merchantOf(["ORVANTIS HAUSTECHNIK GMBH &", "CO. KG"])).toBe("ORVANTIS HAUSTECHNIK GMBH & CO. KG");
    expect(merchantOf(["LUMEN MEDIENHAUS UG", "(haftungsbeschränkt)"])).toBe("LUMEN MEDIENHAUS UG (haftungsbeschränkt)");
    expect(merchantOf(["MARKT ZEDERNHAIN"])).toBe("MARKT ZEDERNHAIN");
  });

  it("reads item rows above the totals, with a quantity line above or a quantity column", () => {
    const cells: CellSpec[] = [
      ...header,
      { text: "20/05/2022 16:26", x: 10, y: 70 },
      { text: "3 x 12,17", x: 10, y: 90 },
      { text: "Schrift A5", x: 10, y: 102 },
      { text: "36,51", x: 200, y: 102 },
      { text: "STROOPWAFELS", x: 10, y: 114 },
      { text: "11,57", x: 200, y: 114 },
      { text: "TOTAAL", x: 10, y: 135 },
      { text: "48,08", x: 200, y: 135 },
    ];
    expect(itemsOf(cells)).toEqual([
      ["Schrift A5", 3, 36.51],
      ["STROOPWAFELS", null, 11.57],
    ]);
    const column: CellSpec[] = [
      ...header,
      { text: "CROISSANT", x: 10, y: 90 },
      { text: "1", x: 150, y: 90 },
      { text: "7.69", x: 195, y: 90 },
      { text: "SANDWICH HAM", x: 10, y: 102 },
      { text: "2", x: 150, y: 102 },
      { text: "31.30", x: 190, y: 102 },
      { text: "TOTAL", x: 10, y: 125 },
      { text: "38.99", x: 190, y: 125 },
    ];
    expect(itemsOf(column)).toEqual([
      ["CROISSANT", 1, 7.69],
      ["SANDWICH HAM", 2, 31.3],
    ]);
  });

  it("reads a description printed above its priced quantity line, and stops at the till's own lines", () => {
    const cells: CellSpec[] = [
      ...header,
      { text: "Ticket 70998", x: 10, y: 80 },
      { text: "Bolsas basura 30l", x: 10, y: 92 },
      { text: "2 x 8,09", x: 10, y: 104 },
      { text: "16,18", x: 200, y: 104 },
      { text: "A PAGAR", x: 10, y: 125 },
      { text: "16,18", x: 200, y: 125 },
    ];
    expect(itemsOf(cells)).toEqual([["Bolsas basura 30l", 2, 16.18]]);
  });

  it("dates a receipt by its stamped date when it prints others", () => {
    const cells: CellSpec[] = [
      ...header,
      { text: "01.06.2025", x: 10, y: 70 },
      { text: "09:02", x: 190, y: 70 },
      { text: "TOTAL 12.50", x: 10, y: 200 },
      { text: "Umtausch bis 30.06.2025", x: 10, y: 230 },
    ];
    expect(receipt(doc(cells)).data.date).toBe("2025-06-01");
  });

  it("does not read a Swiss UID as a currency", () => {
    expect(findCurrencyMarkers("USt-IdNr. CHE-501.116.107 MWST")).toEqual([]);
    expect(findCurrencyMarkers("Total CHF 12.00").map((m) => m.code)).toEqual(["CHF"]);
  });
});

// A receipt set in one type size, left-aligned, with tight leading, and its label–value gaps lost
// ("SUMME23,97 €"): what the layout no longer separates must not be read together.
describe("a receipt in one type size with its gaps lost", () => {
  const receiptOf = (lines: string[]) => receipt(doc(lines.map((text, i) => ({ text, x: 9, y: 9 + i * 10, size: 8 }))));
  const lines = [
    "Lindqvarara Software e.K.",
    "Am Hafen 46",
    "04109 Leipzig",
    "Kasse 2",
    "2020-06-1607:41:49",
    "VOLLMILCH 1L2,72",
    "SUMME2,72 €",
    "Bezahlt mit GIROCARD2,72",
    "Umtausch bis 2020-07-05",
  ];

  it("ends a name its legal form closes before the street under it", () => {
    expect(receiptOf(lines).data.merchant).toBe("Lindqvarara Software e.K.");
  });

  it("reads the payment word without the amount glued to it", () => {
    expect(receiptOf(lines).data.payment_method).toBe("GIROCARD");
  });

  it("never takes an exchange deadline for the sale's date", () => {
    expect(receiptOf(lines).data.date).toBeNull();
  });
});

describe("a name its legal form closes, continued by a partner", () => {
  it("keeps the partner's line", () => {
    const lines = ["NEVAROON GEBÄUDESERVICE GMBH", "& CO. KG", "Am Hafen 46", "SUMME 2,72 €"];
    expect(receipt(doc(lines.map((text, i) => ({ text, x: 9, y: 9 + i * 10, size: 8 })))).data.merchant).toBe("NEVAROON GEBÄUDESERVICE GMBH & CO. KG");
  });
});
