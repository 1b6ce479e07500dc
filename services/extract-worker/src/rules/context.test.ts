import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../test/synthetic-model";
import { buildContext } from "./context";

describe("the document's date order", () => {
  // English labels, one numeric date whose day and month could swap, and the amount due.
  const english = (total: string): CellSpec[] => [
    { text: "Invoice No. 4471", x: 50, y: 40 },
    { text: "Invoice Date 05/03/2024", x: 50, y: 52 },
    { text: "Due Date 04/04/2024", x: 50, y: 64 },
    { text: `Total ${total}`, x: 300, y: 200 },
  ];

  it("reads day first in an English document paid in a currency of a day-first country", () => {
    for (const total of ["£ 120.00", "₹ 1,20,000.00", "GBP 120.00"]) {
      const ctx = buildContext(doc(english(total)));
      expect([total, ctx.dateOrder, ctx.dateOrderFrom]).toEqual([total, "dmy", "currency"]);
    }
  });

  it("leaves the order open when the currency is used on both sides of the Atlantic", () => {
    for (const total of ["$ 120.00", "EUR 120.00", "CHF 120.00"]) expect([total, buildContext(doc(english(total))).dateOrder]).toEqual([total, null]);
  });

  it("lets the document's own unambiguous dates decide before its currency", () => {
    const cells = [...english("£ 120.00"), { text: "Delivered 12/25/2023", x: 50, y: 76 }];
    expect(buildContext(doc(cells))).toMatchObject({ dateOrder: "mdy", dateOrderFrom: "dates" });
  });

  it("reads no date order from a bank code that looks like a date", () => {
    for (const bank of ["Sort code 12-18-18 · Account 19280762", "BSB: 12-18-18"]) {
      const cells = [...english("£ 120.00"), { text: bank, x: 50, y: 300 }];
      expect([bank, buildContext(doc(cells)).dateOrder]).toEqual([bank, "dmy"]);
    }
  });
});
