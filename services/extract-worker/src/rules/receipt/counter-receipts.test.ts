import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { receipt } from "../../presets/receipt";

// Counter receipts: notes printed between the items (options, prescription references, a unit
// price), a share someone else pays taken off the total, a show's or a prescription's date beside
// the sale's, and a card named only by its kind.

const header: CellSpec[] = [
  { text: "ORVELLA HOUSE", x: 40, y: 10 },
  { text: "12 Quay Street", x: 45, y: 22 },
];

/** Rows of a label on the left and, when given, an amount right-aligned at the paper's edge. */
const rows = (top: number, lines: Array<[string, string?]>): CellSpec[] =>
  lines.flatMap(([label, amount], i) => [
    { text: label, x: 10, y: top + i * 12 },
    ...(amount ? [{ text: amount, x: 200 - amount.length * 5, y: top + i * 12 }] : []),
  ]);

const itemsOf = (cells: CellSpec[]) => (receipt(doc(cells)).data.items as Array<Record<string, unknown>>).map((i) => [i.description, i.quantity, i.amount]);

describe("counter receipts", () => {
  it("reads past the notes printed between items: an option, a reference, a dated line and a unit price", () => {
    const cells = [
      ...header,
      ...rows(50, [
        ["12.03.2025 14:32"],
        ["Flat white", "3.60"],
        ["+ Oat milk"],
        ["Rx #4145115"],
        ["Omeprazole 20mg", "22.45"],
        ["Prescribed 10.03.2025"],
        ["2 x Child", "17.00"],
        ["@ 8.50"],
        ["TOTAL", "43.05"],
      ]),
    ];
    expect(itemsOf(cells)).toEqual([
      ["Flat white", null, 3.6],
      ["Omeprazole 20mg", null, 22.45],
      ["Child", 2, 17],
    ]);
  });

  it("does not take a unit price for a note when the count and the price do not make the item's amount", () => {
    const cells = [...header, ...rows(50, [["Scarf", "12.00"], ["2 x Child", "17.00"], ["@ 9.50"], ["TOTAL", "29.00"]])];
    expect(itemsOf(cells)).toEqual([]);
  });

  it("reads a count column among the items without a quantity line of their own", () => {
    const cells = [...header, ...rows(50, [["Kaffee groß", "6,40"], ["2 x 3,20"], ["1 Croissant", "1,20"], ["1 Becherpfand", "1,00"], ["SUMME", "8,60"]])];
    expect(itemsOf(cells)).toEqual([
      ["Kaffee groß", 2, 6.4],
      ["Croissant", 1, 1.2],
      ["Becherpfand", 1, 1],
    ]);
  });

  it("reads a count closing the names as a column when one of them counts one, never a pack size", () => {
    const counted = [
      ...header,
      ...rows(50, [
        ["Cappuccino x1", "4.20"],
        ["Stroopwafels x2", "9.00"],
        ["Total", "13.20"],
      ]),
    ];
    expect(itemsOf(counted)).toEqual([
      ["Cappuccino", 1, 4.2],
      ["Stroopwafels", 2, 9],
    ]);
    const packs = [
      ...header,
      ...rows(50, [
        ["Omeprazole 20mg x28", "22.45"],
        ["Ibuprofen 200mg x16", "3.95"],
        ["Total", "26.40"],
      ]),
    ];
    expect(itemsOf(packs)).toEqual([
      ["Omeprazole 20mg x28", null, 22.45],
      ["Ibuprofen 200mg x16", null, 3.95],
    ]);
  });

  it("reads a lone item's closing 'x1' as its count, but not a lone 'x2', which a pack size prints too", () => {
    const one = [
      ...header,
      ...rows(50, [
        ["Tulip bunch x1", "12.80"],
        ["TOTAL", "12.80"],
      ]),
    ];
    expect(itemsOf(one)).toEqual([["Tulip bunch", 1, 12.8]]);
    const two = [
      ...header,
      ...rows(50, [
        ["Tulip bunch x2", "12.80"],
        ["TOTAL", "12.80"],
      ]),
    ];
    expect(itemsOf(two)).toEqual([["Tulip bunch x2", null, 12.8]]);
  });

  it("ends the items at a row printing their sum over a share the insurer pays, and takes what is left to pay as the total", () => {
    const cells = [
      ...header,
      ...rows(50, [
        ["12.03.2025 14:32"],
        ["Ibuprofen 200mg", "3.95"],
        ["Salbutamol inhaler", "20.90"],
        ["Retail value", "24.85"],
        ["Plan pays", "-14.85"],
        ["You pay", "10.00"],
        ["Visa", "10.00"],
      ]),
    ];
    const out = receipt(doc(cells));
    expect(out.data.total).toBe(10);
    expect(itemsOf(cells)).toEqual([
      ["Ibuprofen 200mg", null, 3.95],
      ["Salbutamol inhaler", null, 20.9],
    ]);
  });

  it("takes the total less the share taken off under it as the amount paid, when the payment prints it", () => {
    const cells = [
      ...header,
      ...rows(50, [
        ["Omeprazole 20mg", "36.45"],
        ["Total price", "36.45"],
        ["Plan pays", "-26.45"],
        ["Amount paid", "10.00"],
        ["Visa", "10.00"],
      ]),
    ];
    expect(receipt(doc(cells)).data.total).toBe(10);
    // Without the share, the total stands.
    const plain = [
      ...header,
      ...rows(50, [
        ["Omeprazole 20mg", "36.45"],
        ["Total price", "36.45"],
        ["Visa", "36.45"],
      ]),
    ];
    expect(receipt(doc(plain)).data.total).toBe(36.45);
  });

  it("confirms the amount to pay by the total above it less the share between them", () => {
    const cells = [
      ...header,
      ...rows(50, [
        ["Ventolin inhalador", "43,99"],
        ["PVP total", "43,99"],
        ["Aportación Seg. Social", "-34,59"],
        ["A pagar", "9,40 €"],
        ["Tarjeta **** 9982"],
      ]),
    ];
    expect(receipt(doc(cells)).data.total).toBe(9.4);
  });

  it("dates a ticket by its sale, not by the show, and a pharmacy's receipt not by the prescription", () => {
    const ticket = [...header, ...rows(50, [["12.03.2025 14:32"], ["Show: 15.03.2025 20:15"], ["Adult", "12.50"], ["TOTAL", "12.50"]])];
    expect(receipt(doc(ticket)).data.date).toBe("2025-03-12");
    const pharmacy = [...header, ...rows(50, [["Datum: 12.03.2025"], ["Amoxicillin 1000", "12,40"], ["Rezept vom 05.03.2025"], ["Zu zahlen", "12,40"]])];
    expect(receipt(doc(pharmacy)).data.date).toBe("2025-03-12");
  });

  it("takes a card named by its kind as the payment only with its masked digits", () => {
    const paid = (line: string) =>
      receipt(
        doc([
          ...header,
          ...rows(50, [
            ["Scarf", "12.00"],
            ["Total", "12.00"],
            [line, "12.00"],
          ]),
        ]),
      ).data.payment_method;
    expect(paid("Contactless Card •••• 1234")).toBe("Card");
    expect(paid("Karte **** 1234")).toBe("Karte");
    // Any way a named card's last digits are announced announces a card named by its kind.
    expect(paid("Carte finissant par 1234")).toBe("Carte");
    expect(paid("Gift card")).toBeNull();
  });
});
