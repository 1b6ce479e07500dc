import { describe, expect, it } from "@jest/globals";
import { page } from "../../../test/synthetic-model";
import { headers } from "./item-headers";

// A header printed as one line is split into cells at its labels, but never inside a label:
// "Total price in €" is one amount column, not a total and a unit price.
describe("a header line of several labels", () => {
  it("keeps a label's own words in its column", () => {
    const [head] = headers(
      page([
        { text: "Pos.", x: 50, y: 100 },
        { text: "Description", x: 90, y: 100 },
        { text: "Quantity", x: 250, y: 100 },
        { text: "Unit price in €", x: 320, y: 100 },
        { text: "Total price in €", x: 440, y: 100 },
      ]),
    );
    expect(head?.columns.map((c) => c.field).filter((f) => f !== null)).toEqual(["item_description", "item_quantity", "item_unit_price", "item_amount"]);
  });
});

// Small type or tight leading sets the sentence above a table inside the header's band: a line
// across several header cells is no piece of one of them.
describe("a sentence set just above the header", () => {
  it("leaves the header's cells their own columns", () => {
    const [head] = headers(
      page([
        { text: "wir erlauben uns, Ihnen folgende Leistungen in Rechnung zu stellen:", x: 45, y: 90, size: 6 },
        { text: "Pos.", x: 47, y: 100, size: 6 },
        { text: "Beschreibung", x: 90, y: 100, size: 6 },
        { text: "Menge", x: 236, y: 100, size: 6 },
        { text: "Einzelpreis", x: 364, y: 100, size: 6 },
        { text: "Betrag", x: 473, y: 100, size: 6 },
      ]),
    );
    expect(head?.columns.map((c) => c.field).filter((f) => f !== null)).toEqual(["item_description", "item_quantity", "item_unit_price", "item_amount"]);
    expect(head?.top).toBe(100);
  });
});

// Two heads that name the description: the one with room for it is the description column.
describe("a header naming the description twice", () => {
  it("gives the description to the wide column, not to a narrow position column headed 'Item'", () => {
    const [head] = headers(
      page([
        { text: "Item", x: 50, y: 100 },
        { text: "Product / Service", x: 90, y: 100 },
        { text: "Qty", x: 340, y: 100 },
        { text: "Unit price", x: 400, y: 100 },
        { text: "Amount", x: 480, y: 100 },
      ]),
    );
    expect(head?.columns.map((c) => c.field)).toEqual([null, "item_description", "item_quantity", "item_unit_price", "item_amount"]);
  });
});

// An item's description can read like a description head ("Advisory services"): when the header
// sits within the band of that first row, the row must not make a header of its own, cut down to
// the cells its figures do not cross and keyed on the unit price.
describe("a first item row set close under its header", () => {
  it("makes no second header", () => {
    const found = headers(
      page([
        { text: "Line items", x: 50, y: 200 },
        { text: "No.", x: 52, y: 218, size: 8 },
        { text: "Item name", x: 140, y: 218, size: 8 },
        { text: "Quantity", x: 285, y: 218, size: 8 },
        { text: "Item net price", x: 350, y: 218, size: 8 },
        { text: "VAT % Line amount", x: 412, y: 218, size: 8 },
        { text: "1", x: 52, y: 232 },
        { text: "Advisory services", x: 140, y: 232 },
        { text: "1", x: 312, y: 232 },
        { text: "310.60 20 %", x: 372, y: 232 },
        { text: "310.60", x: 500, y: 232 },
      ]),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.columns.map((c) => c.field)).toContain("item_amount");
  });
});

// A fee table heads its first column with what the rows list ("Timekeeper", "Bearbeiter"): with
// quantity, unit price and amount named, that column is the description.
describe("a header naming no description", () => {
  it("gives the description to the unnamed first column when quantity, price and amount are named", () => {
    const [head] = headers(
      page([
        { text: "Timekeeper", x: 70, y: 300 },
        { text: "Hours", x: 240, y: 300 },
        { text: "Rate", x: 330, y: 300 },
        { text: "Amount", x: 440, y: 300 },
      ]),
    );
    expect(head?.columns.map((c) => c.field)).toEqual(["item_description", "item_quantity", "item_unit_price", "item_amount"]);
  });

  it("makes no header of a quantity and an amount alone", () => {
    expect(
      headers(
        page([
          { text: "Tarif", x: 76, y: 300 },
          { text: "Hours", x: 233, y: 300 },
          { text: "Amount", x: 428, y: 300 },
        ]),
      ),
    ).toEqual([]);
  });
});

// A discount's head fused to the price's in one text run heads a column of its own: the row's
// discount rate is no part of its price.
describe("a discount head fused to the price head", () => {
  it("splits the run into a price column and a discount column", () => {
    for (const fused of ["Einzelpreis Rabatt %", "Prix unitaire HT Rem. %", "EINZELPREIS RAB. %"]) {
      const [head] = headers(
        page([
          { text: "Bezeichnung", x: 90, y: 100 },
          { text: "Menge", x: 300, y: 100 },
          { text: fused, x: 360, y: 100 },
          { text: "Gesamt", x: 500, y: 100 },
        ]),
      );
      expect([fused, head?.columns.map((c) => c.field)]).toEqual([fused, ["item_description", "item_quantity", "item_unit_price", null, "item_amount"]]);
    }
  });
});

// Right under a bold header: the first item's line in the body font (a centred cell prints it above
// its figures), and a first item whose description names a column ("Product photography").
describe("the first item set tight under the header", () => {
  const bold = (text: string, x: number) => ({ text, x, y: 100, font: "f2" });
  const header = [bold("Description", 60), bold("Quantity", 300), bold("Unit price", 380), bold("Amount", 470)];

  it("is no stacked header cell when set in another font than the header row", () => {
    const [head] = headers(page([...header, { text: "Beratung und Konzeption", x: 60, y: 115 }]));
    expect(head?.bottom).toBe(110);
  });

  it("is no stacked header cell when set in the header's font but apart from it by a cell's padding", () => {
    const [head] = headers(page([...header, { text: "Beratung und Konzeption", x: 60, y: 115, font: "f2" }]));
    expect(head?.bottom).toBe(110);
  });

  it("stays a stacked header cell when set tight under the header in its font", () => {
    const [head] = headers(page([...header, { text: "(EUR)", x: 470, y: 110, font: "f2" }]));
    expect(head?.bottom).toBe(120);
  });

  it("opens no second header when its row prints figures", () => {
    const found = headers(
      page([
        ...header,
        { text: "Product photography", x: 60, y: 112 },
        { text: "14", x: 300, y: 112 },
        { text: "87.30", x: 380, y: 112 },
        { text: "1,222.20", x: 470, y: 112 },
      ]),
    );
    expect(found.map((h) => [h.top, h.bottom])).toEqual([[100, 110]]);
  });
});

// A cell may name its column twice, joined by a slash ("Artikel / dienst"): a weak name, then a
// strong one. The strong name after the slash starts no column of its own; the first word of every
// description would fall into a column of the weak name otherwise.
describe("a header cell of two names joined by a slash", () => {
  const cells = (description: string) => [
    { text: "Nr.", x: 60, y: 100 },
    { text: description, x: 92, y: 100 },
    { text: "Aant.", x: 356, y: 100 },
    { text: "Stukprijs", x: 408, y: 100 },
    { text: "Regeltotaal", x: 488, y: 100 },
  ];

  it("is one description column from its first name", () => {
    const [head] = headers(page(cells("Artikel / dienst")));
    const description = head?.columns.find((c) => c.field === "item_description");
    expect(description?.x0).toBe(92);
    expect(head?.columns.filter((c) => c.x0 >= 92 && c.x0 < 356)).toHaveLength(1);
  });

  it("still splits a position's name from the description's", () => {
    const [head] = headers(page(cells("Pos. / Omschrijving")));
    expect(head?.columns.find((c) => c.field === "item_description")?.x0).toBeGreaterThan(92);
  });
});

// An e-invoice viewer prints two heads close together as one line ("Tax rate Net amount"): the
// rate word names the tax column's rate. "Rate" alone heads a unit price, and it took the unit
// price from the real "Unit price (net)" column.
describe("a tax rate's head fused to the amount's", () => {
  it("makes one tax column of the tax word and its rate, leaving the unit price to its own head", () => {
    const [head] = headers(
      page([
        { text: "Line Description", x: 54, y: 100 },
        { text: "Invoiced quantity", x: 213, y: 100 },
        { text: "Unit of measure", x: 296, y: 100 },
        { text: "Unit price (net)", x: 373, y: 100 },
        { text: "Tax rate Net amount", x: 456, y: 100 },
      ]),
    );
    expect(head?.columns.find((c) => c.field === "item_unit_price")?.x0).toBe(373);
    expect(head?.columns.find((c) => c.taxes)?.x0).toBe(456);
  });
});

// A narrow cell breaks its head wherever the cell ends, with no hyphen: "Gesamtprei" / "s (€)".
describe("a head broken inside its word over two lines", () => {
  it("is read whole when only the whole word names a column", () => {
    const [head] = headers(
      page([
        { text: "Gesamtprei", x: 485, y: 94 },
        { text: "Nr.", x: 60, y: 100 },
        { text: "Leistung", x: 92, y: 100 },
        { text: "Anz. ME", x: 323, y: 100 },
        { text: "Preis/Einh.", x: 411, y: 100 },
        { text: "s (€)", x: 524, y: 106 },
      ]),
    );
    expect(head?.columns.find((c) => c.field === "item_amount")?.x0).toBe(485);
  });
});

// An ERP prints heads close together as one line and stacks a second line under some of them
// ("E-PREIS RAB. % UST-" over "KZ."): the line is still split at its labels, the stacked piece
// joining the cell it stands under.
describe("a header line of several labels with a head stacked under one of them", () => {
  it("splits the line as it splits a line standing alone", () => {
    const [head] = headers(
      page([
        { text: "BESCHREIBUNG", x: 151, y: 100 },
        { text: "MENGE", x: 301, y: 100 },
        { text: "E-PREIS RAB. % UST-", x: 361, y: 100 },
        { text: "GESAMTPREIS EUR", x: 469, y: 100 },
        { text: "KZ.", x: 433, y: 110 },
      ]),
    );
    const price = head?.columns.find((c) => c.field === "item_unit_price");
    expect(price?.x0).toBe(361);
    expect(price!.x1).toBeLessThan(400);
  });
});

// A spreadsheet sets its header cells tight side by side, so a narrow position head runs into the
// description's ("Pos. Artikel / Leistung"): the slash joins both names into the description's head.
describe("a description head of two names joined by a slash", () => {
  it("starts the description column at the first name, not at the one after the slash", () => {
    const [head] = headers(
      page([
        { text: "Pos. Artikel / Leistung", x: 43, y: 100 },
        { text: "Menge", x: 285, y: 100 },
        { text: "Einzelpreis", x: 364, y: 100 },
        { text: "Gesamt", x: 517, y: 100 },
      ]),
    );
    const description = head?.columns.find((c) => c.field === "item_description");
    expect(description?.x0).toBeCloseTo(43 + 4 * 5 + 2.5);
    expect(head?.columns[0]).toMatchObject({ field: null, x0: 43 });
  });
});
