import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { buildContext } from "../context";
import { findLineItems } from "./line-items";
import { namesGroup } from "./totals-row";
import { priceBasis } from "./price-basis";
import { classifyLabel, LINE_ITEM_FIELDS } from "../../values";

// ERP print-outs: an item's conditions as sub-rows with a net row closing the position, prices per
// 100 units, thousands grouped by a plain space, numbered sections with their own sums, and figures
// inside a description's wrapped line. Every document here is invented.

const read = (cells: CellSpec[]) => {
  const d = doc(cells);
  return findLineItems(d, buildContext(d)).map((r) => [
    r.cells.item_description?.value,
    r.cells.item_quantity?.value,
    r.cells.item_unit_price?.value,
    r.cells.item_amount?.value,
  ]);
};

const HEAD: CellSpec[] = [
  { text: "Pos.", x: 50, y: 280 },
  { text: "Bezeichnung", x: 90, y: 280 },
  { text: "Menge", x: 300, y: 280 },
  { text: "Preis", x: 380, y: 280 },
  { text: "Betrag", x: 470, y: 280 },
];
const item = (pos: string, text: string, y: number, qty: string, price: string, amount: string): CellSpec[] => [
  { text: pos, x: 50, y },
  { text, x: 90, y },
  { text: qty, x: 300, y },
  { text: price, x: 380, y },
  { text: amount, x: 470, y },
];
const sub = (text: string, y: number, amount: string): CellSpec[] => [
  { text, x: 100, y },
  { text: amount, x: 470, y },
];
const totals = (y: number, net: string): CellSpec[] => [
  { text: "Nettobetrag", x: 300, y },
  { text: net, x: 470, y },
];

describe("an item's conditions printed under it", () => {
  it("make the item's amount the net row that closes the position, whatever its label", () => {
    for (const label of ["Nettowert Position", "Montant net", "Line net"]) {
      const found = read([
        ...HEAD,
        ...item("10", "Gewindestange M10", 300, "40", "3,00", "120,00"),
        ...sub("Rabatt 10 %", 314, "-12,00"),
        ...sub("Mindermengenzuschlag", 328, "5,00"),
        ...sub(label, 342, "113,00"),
        ...item("20", "Montagekleber", 356, "2", "9,50", "19,00"),
        ...totals(384, "132,00"),
      ]);
      expect([label, found]).toEqual([
        label,
        [
          ["Gewindestange M10", 40, 3, 113],
          ["Montagekleber", 2, 9.5, 19],
        ],
      ]);
    }
  });

  it("leave the item's printed amount where no row makes the net, and are no items of their own", () => {
    const found = read([
      ...HEAD,
      ...item("10", "Gewindestange M10", 300, "40", "3,00", "120,00"),
      ...sub("Rabatt 10 %", 314, "-12,00"),
      ...sub("Verpackungsanteil", 328, "4,00"),
      ...item("20", "Montagekleber", 342, "2", "9,50", "19,00"),
      ...totals(370, "131,00"),
    ]);
    expect(found).toEqual([
      ["Gewindestange M10", 40, 3, 120],
      ["Montagekleber", 2, 9.5, 19],
    ]);
  });

  it("are no items of their own though the sum under the table counts them", () => {
    const found = read([
      ...HEAD,
      ...item("10", "Gewindestange M10", 300, "40", "3,00", "120,00"),
      ...sub("Verpackungsanteil", 314, "4,00"),
      ...item("20", "Montagekleber", 328, "2", "9,50", "19,00"),
      ...totals(356, "143,00"),
    ]);
    expect(found).toEqual([
      ["Gewindestange M10", 40, 3, 120],
      ["Montagekleber", 2, 9.5, 19],
    ]);
  });

  it("take the net though the condition's rate stands a word space apart in the price column", () => {
    const found = read([
      ...HEAD,
      ...item("10", "Unterlegscheibe M8", 300, "300", "3,80 / 100", "11,40"),
      ...sub("Rabatt 2 %", 314, "-0,23"),
      // Right-aligned under the price's head, its sign past the middle of the gap to the amount's.
      { text: "2,00", x: 420, y: 314 },
      { text: "%", x: 445, y: 314 },
      ...sub("Nettowert Position", 328, "11,17"),
      ...totals(356, "11,17"),
    ]);
    expect(found).toEqual([["Unterlegscheibe M8", 300, 3.8, 11.17]]);
  });

  it("take the net printed on the next page, under the repeated header", () => {
    const onNext = (cells: CellSpec[]) => cells.map((c) => ({ ...c, y: c.y - 200 }));
    const d = doc(
      [...HEAD, ...item("10", "Anfahrt Zone 3", 300, "1", "92,40", "92,40"), { text: "Seite 1 von 2", x: 470, y: 345 }],
      [...onNext(HEAD), ...onNext([...sub("Rabatt 5 %", 300, "-4,62"), ...sub("Nettowert Position", 314, "87,78"), ...totals(342, "87,78")])],
    );
    const found = findLineItems(d, buildContext(d)).map((r) => [r.cells.item_description?.value, r.cells.item_amount?.value]);
    expect(found).toEqual([["Anfahrt Zone 3", 87.78]]);
  });

  it("take a net grouped by a plain space when the position's arithmetic proves it", () => {
    const found = read([
      ...HEAD,
      ...item("10", "Blech verzinkt", 300, "500", "2,50", "1 250,00"),
      ...sub("Rabatt 3 %", 314, "-37,50"),
      ...sub("Positionsnetto", 328, "1 212,50"),
      ...totals(356, "1 212,50"),
    ]);
    expect(found).toEqual([["Blech verzinkt", 500, 2.5, 1212.5]]);
  });
});

describe("an amount grouped by a plain space", () => {
  it("is the row's amount when quantity × unit price makes it", () => {
    const found = read([...HEAD, ...item("1", "Hydrauliköl", 300, "180,5", "6,40", "1 155,20"), ...totals(328, "1 155,20")]);
    expect(found).toEqual([["Hydrauliköl", 180.5, 6.4, 1155.2]]);
  });

  it("is the row's amount with a unit price grouped too, and that price the row's", () => {
    const found = read([...HEAD, ...item("1", "Audit de sécurité", 300, "2,5", "3 118,40", "7 796,00"), ...totals(328, "7 796,00")]);
    expect(found).toEqual([["Audit de sécurité", 2.5, 3118.4, 7796]]);
  });

  it("is no amount when nothing proves the grouping", () => {
    const found = read([...HEAD, ...item("1", "Hydrauliköl", 300, "180,5", "6,40", "1 155,30"), ...totals(328, "1 155,30")]);
    expect(found).toEqual([]);
  });
});

describe("a price per 100 units", () => {
  it("keeps its basis with the price, and proves a quantity grouped by a space", () => {
    const found = read([...HEAD, ...item("1", "Unterlegscheibe M6", 300, "2 000", "3,05 / 100", "61,00"), ...totals(328, "61,00")]);
    expect(found).toEqual([["Unterlegscheibe M6", 2000, 3.05, 61]]);
  });

  it("keeps its basis with the price though a monospaced font sets the slash a wide space apart", () => {
    const found = read([
      ...HEAD,
      { text: "ME", x: 340, y: 280 },
      { text: "1", x: 50, y: 300 },
      { text: "Unterlegscheibe M6", x: 90, y: 300 },
      { text: "250", x: 300, y: 300 },
      { text: "Stk", x: 340, y: 300 },
      { text: "3,60", x: 370, y: 300 },
      { text: "/", x: 395, y: 300 },
      { text: "100", x: 405, y: 300 },
      { text: "9,00", x: 470, y: 300 },
      ...totals(328, "9,00"),
    ]);
    expect(found).toEqual([["Unterlegscheibe M6", 250, 3.6, 9]]);
  });

  it("is read from the price cell's text", () => {
    expect([priceBasis("3,05 / 100"), priceBasis("12.40 per 1000"), priceBasis("4,10 je 100"), priceBasis("1,05"), priceBasis("2,00 / Std.")]).toEqual([
      100, 1000, 100, 1, 1,
    ]);
  });
});

describe("a numbered section's own sum", () => {
  it("names a group, so the items after it are read", () => {
    expect(["Total lot 2", "Summe Titel 01", "Subtotal section 3", "Total lot", "Total 2 lots"].map(namesGroup)).toEqual([true, true, true, false, false]);
    const found = read([
      ...HEAD,
      ...item("1", "Anfahrt", 300, "1", "45,00", "45,00"),
      { text: "Total lot 1", x: 300, y: 314 },
      { text: "45,00", x: 470, y: 314 },
      ...item("2", "Servicetechniker", 328, "3", "80,00", "240,00"),
      ...totals(356, "285,00"),
    ]);
    expect(found.map(([d]) => d)).toEqual(["Anfahrt", "Servicetechniker"]);
  });
});

describe("a description's wrapped line", () => {
  it("keeps its figures, though the position column beside it is empty on that line", () => {
    const found = read([
      ...HEAD,
      { text: "4711-20", x: 90, y: 300 },
      { text: "12", x: 300, y: 300 },
      { text: "8,00", x: 380, y: 300 },
      { text: "96,00", x: 470, y: 300 },
      { text: "Flachstahl S235 40 x 4 mm", x: 90, y: 312 },
      ...totals(340, "96,00"),
    ]);
    expect(found).toEqual([["4711-20 Flachstahl S235 40 x 4 mm", 12, 8, 96]]);
  });
});

it("reads an 'Ext. price' head as the line's amount", () => {
  expect(["Ext. price", "Extended price"].map((t) => classifyLabel(t, LINE_ITEM_FIELDS)?.field)).toEqual(["item_amount", "item_amount"]);
});
