import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { buildContext } from "../context";
import { findItemBlocks } from "./item-blocks";
import type { ItemField } from "./line-items";

const FIELDS: ItemField[] = ["item_description", "item_quantity", "item_unit_price", "item_amount"];

function blocks(rows: Array<[string, string]>): CellSpec[] {
  return rows.flatMap(([k, v], i) => [{ text: k, x: 60, y: 200 + i * 14 }, ...(v ? [{ text: v, x: 260, y: 200 + i * 14 }] : [])]);
}

const read = (cells: CellSpec[]) => {
  const d = doc(cells);
  return findItemBlocks(d, buildContext(d), FIELDS).map((r) => [
    r.cells.item_description?.value,
    r.cells.item_quantity?.value,
    r.cells.item_unit_price?.value,
    r.cells.item_amount?.value,
  ]);
};

describe("line items printed as one block of labelled rows per position", () => {
  it("reads each position's name, quantity, price and amount from the value column", () => {
    const cells = blocks([
      ["Position 1", ""],
      ["Artikelname:", "Wartungspauschale"],
      ["Menge:", "2"],
      ["Preis pro Einheit (netto):", "45,00"],
      ["Gesamtpreis (netto):", "90,00"],
      ["Position 2", ""],
      ["Artikelname:", "Anfahrt"],
      ["Menge:", "1"],
      ["Preis pro Einheit (netto):", "30,00"],
      ["Gesamtpreis (netto):", "30,00"],
    ]);
    expect(read(cells)).toEqual([
      ["Wartungspauschale", 2, 45, 90],
      ["Anfahrt", 1, 30, 30],
    ]);
  });

  it("reads English viewers' labels with the value on the label's line", () => {
    const cells: CellSpec[] = [
      { text: "Item name: Cloud hosting plan", x: 60, y: 200 },
      { text: "Invoiced quantity: 3", x: 60, y: 214 },
      { text: "Item net price: 12.50", x: 60, y: 228 },
      { text: "Invoice line net amount: 37.50", x: 60, y: 242 },
    ];
    expect(read(cells)).toEqual([["Cloud hosting plan", 3, 12.5, 37.5]]);
  });

  it("keeps no block without an amount, and never takes a label for a name", () => {
    expect(
      read(
        blocks([
          ["Artikelname:", "Menge:"],
          ["Menge:", "2"],
        ]),
      ),
    ).toEqual([]);
    expect(
      read(
        blocks([
          ["Artikelname:", "Anfahrt"],
          ["Menge:", "1"],
        ]),
      ),
    ).toEqual([]);
  });
});

describe("item blocks printed without colons", () => {
  it("reads a label column beside its values and labels set over their values", () => {
    const beside = blocks([
      ["Item name", "Cloud hosting plan"],
      ["Invoiced quantity", "3"],
      ["Invoice line net amount", "37.50"],
    ]);
    expect(read(beside)).toEqual([["Cloud hosting plan", 3, undefined, 37.5]]);
    const over: CellSpec[] = ["Item name", "Cloud hosting plan", "Invoiced quantity", "3", "Invoice line net amount", "37.50"].map((text, i) => ({
      text,
      x: 60,
      y: 200 + i * 12,
    }));
    expect(read(over)).toEqual([["Cloud hosting plan", 3, undefined, 37.5]]);
  });

  it("never reads a two-column table header as a block", () => {
    expect(read(blocks([["Description", "Amount"]]))).toEqual([]);
  });
});

describe("item blocks as EN 16931 viewers word them", () => {
  it("reads a label with a net qualifier after it as the label itself", () => {
    const cells = blocks([
      ["Item name:", "Cable duct 2 m"],
      ["Quantity:", "4"],
      ["Unit price (net):", "12.25"],
      ["Line amount excl. VAT:", "49.00"],
    ]);
    expect(read(cells)).toEqual([["Cable duct 2 m", 4, 12.25, 49]]);
  });

  it("never reads a label whose rest names something else", () => {
    const cells = blocks([
      ["Item name:", "Cable duct 2 m"],
      ["Quantity discount:", "5"],
      ["Line amount excl. VAT:", "49.00"],
    ]);
    expect(read(cells)).toEqual([["Cable duct 2 m", undefined, undefined, 49]]);
  });

  it("goes on with a block the page end broke", () => {
    const d = doc(
      [
        { text: "Item name:", x: 60, y: 700 },
        { text: "Desk lamp", x: 260, y: 700 },
        { text: "Quantity:", x: 60, y: 714 },
        { text: "3", x: 260, y: 714 },
      ],
      [
        { text: "Net price:", x: 60, y: 60 },
        { text: "21.40", x: 260, y: 60 },
        { text: "Net amount:", x: 60, y: 74 },
        { text: "64.20", x: 260, y: 74 },
      ],
    );
    const rows = findItemBlocks(d, buildContext(d), FIELDS);
    expect(
      rows.map((r) => [r.page, r.cells.item_description?.value, r.cells.item_quantity?.value, r.cells.item_unit_price?.value, r.cells.item_amount?.value]),
    ).toEqual([[1, "Desk lamp", 3, 21.4, 64.2]]);
  });
});
