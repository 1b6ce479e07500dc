import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { OCR_FONT } from "../../layout/types";
import { receipt } from "../../presets/receipt";
import { partyCandidates } from "../invoice/parties";
import { cardName } from "./payment-method";
import { tillMerchant } from "./till-merchant";

// Receipts apps, web shops and POS systems send as PDFs: an A4 page with the e-mail's header above
// the receipt, a title instead of the shop's name, the operator only in the copyright line, the
// card named with its last four digits, delivery apps' "2x Dish" with the options under it in
// smaller type, amounts with their currency. Names, numbers and cards invented.

/** A row of label and amount, the amount right-aligned at x = 420. */
const priced = (label: string, amount: string, y: number): CellSpec[] => [
  { text: label, x: 60, y },
  { text: amount, x: 420 - amount.length * 5, y },
];
const read = (cells: CellSpec[]) => receipt(doc(cells)).data;
const itemsOf = (cells: CellSpec[]) => (read(cells).items as Array<Record<string, unknown>>).map((i) => [i.description, i.quantity, i.amount]);

describe("digital receipts", () => {
  it("reads no amount column's head beside the payment label as the means ('Payment Mode | Amount' over 'CASH | 6.30')", () => {
    const out = read([
      ...priced("Total", "6.30", 100),
      { text: "Payment Mode", x: 60, y: 130 },
      { text: "Amount", x: 380, y: 130 },
      ...priced("CASH", "6.30", 144),
    ]);
    expect(out.payment_method).not.toBe("Amount");
  });

  it("names the card, not its last digits, as the means of payment", () => {
    const paid = (line: string) => read([...priced("Subtotal", "12.40", 100), ...priced("Total", "12.40", 114), { text: line, x: 60, y: 140 }]).payment_method;
    expect(paid("Payment method: Visa •••• 4242")).toBe("Visa");
    expect(paid("Paid with: Mastercard ending in 7913")).toBe("Mastercard");
    expect(paid("Zahlungsart: Mastercard endet auf 6104")).toBe("Mastercard");
    // Anything else after the card's name is part of what was printed.
    expect(cardName("Visa Debit", []).value).toBe("Visa Debit");
    expect(cardName("Apple Pay", []).value).toBe("Apple Pay");
  });

  it("reads the shop's name under the e-mail's header, not the header's sender line", () => {
    const cells: CellSpec[] = [
      { text: "From: Quillon Rides", x: 60, y: 20 },
      { text: "<receipts@quillonrides.com>", x: 60, y: 32 },
      { text: "Subject: Your trip receipt", x: 60, y: 44 },
      { text: "Date: 14 March 2025 at 16:56", x: 60, y: 56 },
      { text: "Quillon Rides", x: 60, y: 90, size: 20 },
      { text: "Your trip receipt", x: 60, y: 120, size: 13 },
    ];
    expect(tillMerchant(doc(cells), "merchant")?.value).toBe("Quillon Rides");
  });

  it("takes the operator from the copyright line when the top prints only a title or a thank-you", () => {
    const body: CellSpec[] = [
      ...priced("Flat White", "3.40", 120),
      ...priced("Subtotal", "3.40", 140),
      ...priced("Total", "3.40", 154),
      { text: "© 2024 Harlow Tern GmbH · Mühlgasse 4, 1040 Wien · ATU12345678", x: 60, y: 300 },
    ];
    expect(read([{ text: "Payment receipt", x: 60, y: 40, size: 13 }, ...body]).merchant).toBe("Harlow Tern GmbH");
    expect(read([{ text: "Danke für deine Bestellung.", x: 60, y: 40, size: 13 }, ...body]).merchant).toBe("Harlow Tern GmbH");
    const found = partyCandidates(doc(body), { field: "merchant", label: "merchant", copyright: true }).map((c) => c.value);
    expect(found).toEqual(["Harlow Tern GmbH"]);
    // On an invoice the notice is as often the form's maker's: there it is no evidence of its own.
    expect(partyCandidates(doc(body), { field: "vendor", label: "vendor" })).toEqual([]);
  });

  describe("a name on top that the copyright line contradicts", () => {
    const body: CellSpec[] = [
      ...priced("Flat White", "3.40", 120),
      ...priced("Total", "3.40", 140),
      { text: "© 2024 Harlow Tern GmbH · Mühlgasse 4, 1040 Wien · ATU12345678", x: 60, y: 300 },
    ];

    it("is the brand when it is set in display type alone", () => {
      expect(read([{ text: "Quillon Roasters", x: 60, y: 40, size: 22 }, ...body]).merchant).toBe("Quillon Roasters");
    });

    it("gives way to the operator when it is set in body type (a title such as 'Register 3')", () => {
      expect(read([{ text: "Register 3", x: 60, y: 40 }, { text: "Served by Claire", x: 60, y: 54 }, ...body]).merchant).toBe("Harlow Tern GmbH");
    });

    it("decides nothing when a second display line beside it may carry the rest of the name", () => {
      const logo: CellSpec[] = [
        { text: "QUILLON", x: 60, y: 20, size: 22 },
        { text: "ROASTERS", x: 60, y: 46, size: 22 },
      ];
      expect(read([...logo, ...body]).merchant).not.toBe("QUILLON");
    });
  });

  it("reads a delivery app's '2x Dish' as a count, and the options under a dish as no part of its name", () => {
    const cells: CellSpec[] = [
      { text: "Payment receipt", x: 60, y: 20, size: 13 },
      ...priced("2x Falafel Wrap", "17.26", 100),
      { text: "No onions", x: 60, y: 112, size: 8 },
      ...priced("1x Pad Thai", "11.81", 126),
      ...priced("Subtotal", "29.07", 150),
      ...priced("Delivery fee", "2.99", 164),
      ...priced("Total", "32.06", 178),
    ];
    expect(itemsOf(cells)).toEqual([
      ["Falafel Wrap", 2, 17.26],
      ["Pad Thai", 1, 11.81],
    ]);
    // A second line in the item's own size is its name wrapped.
    const wrapped = cells.map((c) => (c.text === "No onions" ? { ...c, size: 10 } : c));
    expect(itemsOf(wrapped)[0]).toEqual(["Falafel Wrap No onions", 2, 17.26]);
  });

  it("never takes the balance left after the payment, 'amount due 0.00', as the total", () => {
    const cells: CellSpec[] = [
      ...priced("Linen pillow case", "35,10", 100),
      ...priced("Subtotaal", "35,10", 120),
      ...priced("Verzending", "6,99", 134),
      ...priced("Betaald", "42,09", 148),
      ...priced("Openstaand bedrag", "0,00", 162),
    ];
    expect(read(cells).total).not.toBe(0);
  });

  it("keeps the minus a refund prints on its total; a dash set between a label and its amount is no sign", () => {
    const refund: CellSpec[] = [
      ...priced("Wireless earbuds", "-209,94", 100),
      ...priced("Subtotal", "-209,94", 114),
      ...priced("Sales tax", "-21,52", 128),
      ...priced("Total refunded", "-231,46", 142),
    ];
    expect(read(refund).total).toBe(-231.46);
    const bracketed = refund.map((c) => (c.text === "-231,46" ? { ...c, text: "(231,46 USD)", x: c.x - 30 } : c));
    expect(read(bracketed).total).toBe(-231.46);
    // Brackets OCR read around a scanned total are specks, not a refund's sign.
    const scanned = doc(bracketed);
    for (const word of scanned.pages.flatMap((p) => p.words)) word.font = OCR_FONT;
    expect(receipt(scanned).data.total).toBe(231.46);
    const dashed: CellSpec[] = [
      ...priced("Lamp oil", "12.50", 100),
      { text: "TOTAL - 12.50", x: 330, y: 120 },
      ...priced("CASH", "20.00", 134),
      ...priced("CHANGE", "7.50", 148),
    ];
    expect(read(dashed).total).toBe(12.5);
  });

  it("dates a ticket by its purchase, not by the journey it is for", () => {
    const ticket = (travel: string): CellSpec[] => [
      { text: "Purchased on: Fri, 16 Feb 2024 at 23:02", x: 60, y: 40 },
      { text: travel, x: 60, y: 54 },
      ...priced("1 Single, Standard class", "52.30", 100),
      ...priced("Total paid", "52.30", 120),
    ];
    expect(read(ticket("Travel date: 29 Mar 2024, 15:13")).date).toBe("2024-02-16");
    expect(read(ticket("Hinfahrt: 29.03.2024, 15:13")).date).toBe("2024-02-16");
    expect(read(ticket("Estimated delivery: 29 Mar 2024")).date).toBe("2024-02-16");
  });

  it("reads an item whose amount carries its currency, before it or after it", () => {
    const cells: CellSpec[] = [
      { text: "Fahrtpreis", x: 60, y: 100 },
      { text: "41,28 EUR", x: 372, y: 100 },
      { text: "Parken", x: 60, y: 114 },
      { text: "Fr. 4,92", x: 380, y: 114 },
      ...priced("Gesamtbetrag", "46,20", 140),
    ];
    expect(itemsOf(cells)).toEqual([
      ["Fahrtpreis", null, 41.28],
      ["Parken", null, 4.92],
    ]);
  });

  it("reads the restaurant after a delivery app's order phrase, and no session title as a name", () => {
    const header = (first: string, second?: string): CellSpec[] => [
      { text: first, x: 60, y: 40, size: 14 },
      ...(second ? [{ text: second, x: 60, y: 58, size: 14 }] : []),
      { text: "Order no.: 130-4258", x: 60, y: 90 },
    ];
    expect(tillMerchant(doc(header("Votre commande chez Tarnel", "Sushi")), "merchant")?.value).toBe("Tarnel Sushi");
    expect(tillMerchant(doc(header("Your order from Quillon Kitchen")), "merchant")?.value).toBe("Quillon Kitchen");
    expect(tillMerchant(doc(header("Charging session")), "merchant")).toBeNull();
    expect(tillMerchant(doc(header("Parkvorgang")), "merchant")).toBeNull();
  });

  it("reads a refund's count and unit price, printed as sold beside the negative amount, out of its description", () => {
    const row = (name: string, count: string, price: string, amount: string, y: number): CellSpec[] => [
      { text: name, x: 60, y },
      { text: count, x: 250, y },
      { text: price, x: 330 - price.length * 5, y },
      { text: amount, x: 420 - amount.length * 5, y },
    ];
    expect(
      itemsOf([
        { text: "Refund receipt", x: 60, y: 40, size: 14 },
        ...row("Trail backpack", "1", "81,41", "-81,41", 100),
        ...row("Ceramic mug", "2", "10,00", "-20,00", 116),
        ...priced("Total refunded", "-101,41", 140),
      ]),
    ).toEqual([
      ["Trail backpack", 1, -81.41],
      ["Ceramic mug", 2, -20],
    ]);
  });
});
