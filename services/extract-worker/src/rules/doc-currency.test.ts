import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { documentCurrency } from "./doc-currency";

const currency = (lines: string[]) => documentCurrency(doc(lines.map((text, i) => ({ text, x: 50, y: 100 + 14 * i })))).candidate?.value ?? null;

describe("the currency of a '$' document", () => {
  it("is settled by a US or Canadian address that names no country", () => {
    expect(currency(["Kestrel Labs LLC", "Portland, OR 97205", "Total $117.75"])).toBe("USD");
    expect(currency(["Kestrel Labs Ltd", "Toronto, ON M5V 2T6", "Total $117.75"])).toBe("CAD");
  });

  it("is settled by an Australian town, state and postcode, or an ABN", () => {
    expect(currency(["Kestrel Labs Pty Ltd", "Geelong VIC 3220", "Total $117.75"])).toBe("AUD");
    expect(currency(["Kestrel Labs Pty Ltd", "ABN 51 824 753 556", "Total $117.75"])).toBe("AUD");
  });

  it("stays open when the addresses name both countries", () => {
    expect(currency(["Portland, OR 97205", "Toronto, ON M5V 2T6", "Total $117.75"])).toBeNull();
    expect(currency(["Total $117.75"])).toBeNull();
  });
});

describe("the currency of a 'Rs.' document", () => {
  it("is settled by the seller's GSTIN, an Indian registration", () => {
    expect(currency(["Example Traders Pvt. Ltd.", "GSTIN/UIN: 29ABCDE1234F1Z5", "Grand Total Rs. 1,18,000.00"])).toBe("INR");
    expect(currency(["Example Traders Pvt. Ltd.", "Grand Total Rs. 1,18,000.00"])).toBeNull();
  });
});

describe("a page printed in two currencies", () => {
  const page = doc([
    { text: "Receipt from Quillmoor LLC", x: 50, y: 60 },
    { text: "Total", x: 300, y: 200 },
    { text: "$240.00", x: 480, y: 200 },
    { text: "Charged to your card as 221.50 EUR (exchange rate 0.9229).", x: 50, y: 240 },
  ]);
  const totalAt = (value: number, text: string) => {
    const words = page.pages[0]!.words.filter((w) => w.text === text);
    return { field: "total", value, score: 0.9, page: 1, words, via: "right" as const, label: null, labelWords: [] };
  };

  it("never takes the currency of a conversion line for the invoice's", () => {
    expect(documentCurrency(page).candidate).toBeNull();
    const euro = doc([
      { text: "Total 240,00 €", x: 300, y: 200 },
      { text: "Zur Information: 262,10 USD (Wechselkurs 1,0921).", x: 50, y: 240 },
    ]);
    expect(documentCurrency(euro).candidate?.value).toBe("EUR");
  });

  it("takes the currency its total is printed in, a shared symbol settled by the address country", () => {
    const withAddress = doc([{ text: "Portland, OR 97205", x: 50, y: 74 }, ...page.pages[0]!.lines.map((l) => ({ text: l.text, x: l.bbox[0], y: l.bbox[1] }))]);
    const words = withAddress.pages[0]!.words.filter((w) => w.text === "$240.00");
    const found = documentCurrency(withAddress, { ...totalAt(240, "$240.00"), words });
    expect(found.candidate?.value).toBe("USD");
    expect(found.candidate?.score).toBeLessThan(0.9);
  });

  it("never settles the total's shared symbol by the page's second currency", () => {
    const canadian = doc([
      { text: "Total", x: 300, y: 200 },
      { text: "$240.00", x: 480, y: 200 },
      { text: "Charged to your card as 318.40 CAD.", x: 50, y: 240 },
    ]);
    const words = canadian.pages[0]!.words.filter((w) => w.text === "$240.00");
    expect(documentCurrency(canadian, { ...totalAt(240, "$240.00"), words }).candidate).toBeNull();
  });

  it("takes no currency from a conversion of the total when the total's own marker is none it reads", () => {
    const converted = (line: string) => {
      const d = doc([
        { text: "Total", x: 300, y: 200 },
        { text: "Fr. 1240.00", x: 480, y: 200 },
        { text: line, x: 50, y: 240 },
      ]);
      const words = d.pages[0]!.words.filter((w) => w.text === "1240.00");
      return documentCurrency(d, { ...totalAt(1240, "1240.00"), words }).candidate?.value ?? null;
    };
    expect(converted("For information: total in EUR 1140.80 (exchange rate 0.92).")).toBeNull();
    expect(converted("Converted at the exchange rate of the day: EUR 1240.00")).toBe("EUR");
  });

  it("takes the code printed beside the total", () => {
    const coded = doc([
      { text: "Total", x: 300, y: 200 },
      { text: "EUR 240.00", x: 460, y: 200 },
      { text: "Customs duty collected by the carrier: USD 17.60", x: 50, y: 240 },
    ]);
    const words = coded.pages[0]!.words.filter((w) => w.text === "240.00");
    expect(documentCurrency(coded).candidate).toBeNull();
    expect(documentCurrency(coded, { ...totalAt(240, "240.00"), words }).candidate?.value).toBe("EUR");
  });
});

describe("amounts printed bare", () => {
  it("take their currency from a money column's head or an 'amounts in' sentence", () => {
    expect(currency(["Pos. Bezeichnung Menge", "Einzelpreis in €", "Gesamtpreis (EUR)", "Gesamtbetrag 1.190,00"])).toBe("EUR");
    expect(currency(["Description", "Amount CHF", "Total 1,190.00"])).toBe("CHF");
    expect(currency(["Total 1.190,00", "Alle Beträge in EUR."])).toBe("EUR");
  });

  it("never from a head that is no money column or a code inside other words", () => {
    expect(currency(["Artikel EUR", "Total 1.190,00"])).toBeNull();
    expect(currency(["Currency converter EUR rates", "Total 1.190,00"])).toBeNull();
  });
});

describe("a code closing a label whose amount is printed apart on its row", () => {
  it("is the amount's currency", () => {
    const row = (label: string) =>
      doc([
        { text: label, x: 10, y: 200 },
        { text: "150.81", x: 190, y: 200 },
      ]);
    expect(documentCurrency(row("ZU ZAHLEN CHF")).candidate?.value).toBe("CHF");
    // A code with no amount beside it is no marker.
    expect(documentCurrency(doc([{ text: "ZU ZAHLEN CHF", x: 10, y: 200 }])).candidate).toBeNull();
  });
});

describe("a code printed in a column of its own", () => {
  const at = (cells: Array<[string, number, number]>) => documentCurrency(doc(cells.map(([text, x, y]) => ({ text, x, y })))).candidate?.value ?? null;

  it("names the currency of the amounts beside it or under it", () => {
    expect(
      at([
        ["Net amount", 60, 300],
        ["NOK", 280, 300],
        ["1,479.30", 500, 300],
        ["Total", 60, 316],
        ["NOK", 280, 316],
        ["1,819.54", 500, 316],
      ]),
    ).toBe("NOK");
    expect(
      at([
        ["NOK", 520, 284],
        ["Goods value", 60, 300],
        ["1,464.75", 510, 300],
      ]),
    ).toBe("NOK");
  });

  it("names nothing beside text, nor as a word of capitals", () => {
    expect(
      at([
        ["Net amount", 60, 300],
        ["NOK", 280, 300],
        ["see terms", 500, 300],
      ]),
    ).toBeNull();
    expect(
      at([
        ["Net amount", 60, 300],
        ["TOP", 280, 300],
        ["1,479.30", 500, 300],
      ]),
    ).toBeNull();
  });
});

describe("a code that begins a name in an address", () => {
  it("is no currency: a whole number followed by capitals that go on into more words is a street, not an amount", () => {
    expect(currency(["Kestrel Mart", "Blk 712 ANG MO KIO Ave 6", "TOTAL 12.50"])).toBeNull();
    expect(currency(["Kestrel Mart", "712 ANG MO KIO AVE 6", "TOTAL 12.50"])).toBeNull();
  });

  it("still names the currency where the code closes an amount", () => {
    expect(currency(["Kestrel Mart", "TOTAL 12.50 SGD"])).toBe("SGD");
    expect(currency(["Kestrel Mart", "TOTAL 12 EUR"])).toBe("EUR");
  });
});
