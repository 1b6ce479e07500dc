import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { documentCurrency } from "./doc-currency";

const currency = (lines: string[]) => documentCurrency(doc(lines.map((text, i) => ({ text, x: 50, y: 100 + 14 * i })))).candidate?.value ?? null;

describe("the currency of a '$' document", () => {
  it("is settled by a US or Canadian address that names no country", () => {
    expect(currency(["Kestrel Labs LLC", "Portland, OR 97205", "Total $117.75"])).toBe("USD");
    expect(currency(["Kestrel Labs Ltd", "Toronto, ON M5V 2T6", "Total $117.75"])).toBe("CAD");
  });

  it("stays open when the addresses name both countries", () => {
    expect(currency(["Portland, OR 97205", "Toronto, ON M5V 2T6", "Total $117.75"])).toBeNull();
    expect(currency(["Total $117.75"])).toBeNull();
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

  it("has no currency of its own", () => {
    expect(documentCurrency(page).candidate).toBeNull();
  });

  it("takes the currency its total is printed in, a shared symbol settled by the address country", () => {
    const withAddress = doc([{ text: "Portland, OR 97205", x: 50, y: 74 }, ...page.pages[0]!.lines.map((l) => ({ text: l.text, x: l.bbox[0], y: l.bbox[1] }))]);
    const words = withAddress.pages[0]!.words.filter((w) => w.text === "$240.00");
    const found = documentCurrency(withAddress, { ...totalAt(240, "$240.00"), words });
    expect(found.candidate?.value).toBe("USD");
    expect(found.candidate?.score).toBeLessThan(0.9);
  });

  it("stays open when the total's symbol names no single currency of the page", () => {
    expect(documentCurrency(page, totalAt(240, "$240.00")).candidate).toBeNull();
  });

  it("takes the code printed beside the total", () => {
    const coded = doc([
      { text: "Total", x: 300, y: 200 },
      { text: "EUR 240.00", x: 460, y: 200 },
      { text: "Equivalent in your currency: 260.10 USD", x: 50, y: 240 },
    ]);
    const words = coded.pages[0]!.words.filter((w) => w.text === "240.00");
    expect(documentCurrency(coded, { ...totalAt(240, "240.00"), words }).candidate?.value).toBe("EUR");
  });
});
