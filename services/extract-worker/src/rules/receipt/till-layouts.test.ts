import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { OCR_FONT } from "../../layout/types";
import { receipt } from "../../presets/receipt";
import { merchantCandidate } from "./merchant";

// Till layouts beyond the plain "name / items / TOTAL" receipt: logo-spaced names, operator lines
// under a shop name, restaurant count columns, supermarket weights, discounts and item counts,
// fuel prices in tenths of a cent, fiscal receipts with rate columns and glued tax classes; the
// card terminal's slip printed under the sale (a second amount, the card's CVM line), logo frames
// around the name and store numbers under it.

const address: CellSpec[] = [
  { text: "Lindenweg 14", x: 60, y: 40 },
  { text: "12345 Nordheim", x: 55, y: 52 },
];
const shop: CellSpec[] = [{ text: "KRAMLADEN OSTWIND", x: 40, y: 10, size: 14 }, ...address];
/** A row of the till block: a label on the left, its amount right-aligned at x = 220. */
const priced = (label: string, amount: string, y: number): CellSpec[] => [
  { text: label, x: 10, y },
  { text: amount, x: 220 - amount.length * 5, y },
];
const read = (cells: CellSpec[]) => receipt(doc(cells)).data;
const itemsOf = (cells: CellSpec[]) => (read(cells).items as Array<Record<string, unknown>>).map((i) => [i.description, i.quantity, i.amount]);

describe("till layouts", () => {
  it("reads a letter-spaced logo as its name, words parted where the spacing widens", () => {
    const cells: CellSpec[] = [{ text: "M A R K T   Z E D E R", x: 30, y: 10 }, ...address, { text: "SUMME 4,13", x: 10, y: 200 }];
    expect(read(cells).merchant).toBe("MARKT ZEDER");
    // Two halves of the logo printed as separate lines of one row are one name.
    const halves: CellSpec[] = [{ text: "F I O R E", x: 20, y: 10 }, { text: "B A R", x: 120, y: 10 }, ...address, { text: "TOTALE 4,13", x: 10, y: 200 }];
    expect(read(halves).merchant).toBe("FIORE BAR");
    // A text layer holding the last letters as one word, as wide as they stand at the logo's pitch.
    const joined: CellSpec[] = [
      { text: "F I O R", x: 30, y: 10 },
      { text: "ELLA", x: 60, y: 10, pitch: 0.6875 },
      ...address,
      { text: "TOTALE 4,13", x: 10, y: 200 },
    ];
    expect(read(joined).merchant).toBe("FIORELLA");
    // A word in the text face's own pitch after spaced letters is no part of a logo.
    const plain: CellSpec[] = [
      { text: "F I O R", x: 30, y: 10 },
      { text: "ELLA", x: 60, y: 10, pitch: 0.5 },
      ...address,
      { text: "TOTALE 4,13", x: 10, y: 200 },
    ];
    expect(read(plain).merchant).not.toBe("FIORELLA");
  });

  it("reads an item named '… bar' as an item; 'BAR' opening a row is the cash payment", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("Chocolate bar", "1,20", 90),
      ...priced("Kaffee", "2,60", 102),
      ...priced("SUMME", "3,80", 125),
      ...priced("BAR", "5,00", 137),
    ];
    expect(itemsOf(cells)).toEqual([
      ["Chocolate bar", null, 1.2],
      ["Kaffee", null, 2.6],
    ]);
  });

  it("takes a single item's count standing a column apart as its quantity, not its name's end", () => {
    const apart: CellSpec[] = [
      ...shop,
      { text: "Batterien 4er", x: 10, y: 90 },
      { text: "1", x: 150, y: 90 },
      { text: "18,23", x: 195, y: 90 },
      ...priced("SUMME", "18,23", 125),
    ];
    expect(itemsOf(apart)).toEqual([["Batterien 4er", 1, 18.23]]);
    // A number set a word's space after the name is part of it.
    const inName: CellSpec[] = [...shop, ...priced("Batterien AA 4", "18,23", 90), ...priced("SUMME", "18,23", 125)];
    expect(itemsOf(inName)).toEqual([["Batterien AA 4", null, 18.23]]);
  });

  it("keeps a smaller legal name under a large shop name apart from it", () => {
    const operator: CellSpec[] = [{ text: "KRAMLADEN OSTWIND", x: 40, y: 10, size: 14 }, { text: "Wendelin Krautwerk AG", x: 40, y: 26 }, ...address];
    expect(read([...operator, { text: "SUMME 4,13", x: 10, y: 200 }]).merchant).toBe("KRAMLADEN OSTWIND");
  });

  it("moves a restaurant's count column out of the descriptions", () => {
    const cells: CellSpec[] = [...shop, ...priced("1 Gemüsesuppe", "6,13", 90), ...priced("2 x Kräutertee", "7,13", 102), ...priced("SUMME", "13,26", 125)];
    expect(itemsOf(cells)).toEqual([
      ["Gemüsesuppe", 1, 6.13],
      ["Kräutertee", 2, 7.13],
    ]);
    // A single item opening with a number keeps it: one row is no column.
    const single: CellSpec[] = [...shop, ...priced("7 Zwerge Tee", "3,13", 90), ...priced("SUMME", "3,13", 125)];
    expect(itemsOf(single)).toEqual([["7 Zwerge Tee", null, 3.13]]);
    // Under a head that names the count column, a single item's count is the column's.
    const headed = (head: string): CellSpec[] => [...shop, ...priced(head, "Betrag", 78), ...single];
    expect(itemsOf(headed("Menge Artikel"))).toEqual([["Zwerge Tee", 7, 3.13]]);
    expect(itemsOf(headed("Artikel Menge"))).toEqual([["7 Zwerge Tee", null, 3.13]]);
  });

  it("reads weighed items, discounts and deposits, past the item count above the total", () => {
    const cells: CellSpec[] = [
      ...shop,
      { text: "Rüben lose", x: 10, y: 80 },
      ...priced("0,615 kg x 3,13 EUR/kg", "1,92", 92),
      ...priced("Hafermilch 3,5% 1l", "1,37 A", 104),
      ...priced("Rabatt 20%", "-0,23", 116),
      ...priced("Pfand", "0,22", 128),
      { text: "4 Artikel", x: 10, y: 140 },
      ...priced("SUMME", "3,28", 155),
    ];
    expect(itemsOf(cells)).toEqual([
      ["Rüben lose", 0.615, 1.92],
      ["Hafermilch 3,5% 1l", null, 1.37],
      ["Rabatt 20%", null, -0.23],
      ["Pfand", null, 0.22],
    ]);
    // A rate without a discount's minus is a tax line: it ends the items.
    const taxed = cells.map((c) => (c.text === "-0,23" ? { ...c, text: "0,23" } : c));
    expect(itemsOf(taxed)).toEqual([["Pfand", null, 0.22]]);
  });

  it("reads a weighed line that closes with a tax class, and a reduction named by no discount word", () => {
    const cells: CellSpec[] = [
      ...shop,
      { text: "Kartoffeln lose", x: 10, y: 80 },
      ...priced("1,250 kg x 1,64 /kg", "2,05 B", 92),
      ...priced("Kundenpreis 25%", "-0,41 B", 104),
      ...priced("Gouda jung", "3,19 A", 116),
      ...priced("SUMA", "4,83", 140),
    ];
    expect(itemsOf(cells)).toEqual([
      ["Kartoffeln lose", 1.25, 2.05],
      ["Kundenpreis 25%", null, -0.41],
      ["Gouda jung", null, 3.19],
    ]);
    // The same reduction without its minus is a rate line (tax), which ends the items.
    const taxed = cells.map((c) => (c.text === "-0,41 B" ? { ...c, text: "0,41 B" } : c));
    expect(itemsOf(taxed)).toEqual([["Gouda jung", null, 3.19]]);
  });

  it("reads a fuel line priced in tenths of a cent, and a description beside a pump number", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("Super E10", "Säule 3", 90),
      ...priced("32,40 l x 1,867 EUR/l", "60,49", 102),
      ...priced("SUMME", "60,49", 125),
    ];
    expect(itemsOf(cells)).toEqual([["Super E10", 32.4, 60.49]]);
  });

  it("reads fiscal item rows: a rate column, and a quantity × price glued to a tax class", () => {
    const italian: CellSpec[] = [
      ...shop,
      ...priced("Brioche vuota", "10,00%", 90),
      { text: "1,31", x: 200, y: 90 },
      ...priced("TOTALE COMPLESSIVO", "1,31", 125),
    ];
    expect(itemsOf(italian)).toEqual([["Brioche vuota", null, 1.31]]);
    const polish: CellSpec[] = [
      ...shop,
      ...priced("Bułka grahamka 3 x1,21", "3,63C", 90),
      ...priced("SPRZEDAŻ OPODATKOWANA C", "3,63", 110),
      ...priced("PTU C 8%", "0,23", 122),
      ...priced("SUMA PTU", "0,23", 134),
      ...priced("SUMA PLN", "3,63", 146),
      ...priced("Gotówka", "5,07", 158),
      ...priced("Reszta", "1,44", 170),
    ];
    const data = read(polish);
    expect(itemsOf(polish)).toEqual([["Bułka grahamka", 3, 3.63]]);
    expect(data.total).toBe(3.63);
    expect(data.payment_method).toBe("Gotówka");
  });

  it("reads CB as a card payment only in capitals opening a line, an unaccented OCR reading as spelled, and no payment word above the amounts", () => {
    const paid = (text: string) => read([...shop, { text: "TOTAL 4,13", x: 10, y: 200 }, { text, x: 10, y: 212 }]).payment_method;
    expect(paid("CB 4,13")).toBe("CB");
    expect(paid("Ref CB 4,13")).toBeNull();
    expect(paid("DISCOVER TEND 4,13")).toBe("DISCOVER");
    expect(paid("Discover more 4,13")).toBeNull();
    // OCR loses accents: its unaccented reading is the word as spelled. A text layer prints what the till printed.
    const ocrPaid = (text: string) => {
      const scanned = doc([...shop, { text: "TOTAL 4,13", x: 10, y: 200 }, { text, x: 10, y: 212 }]);
      for (const w of scanned.pages.flatMap((p) => p.words)) w.font = OCR_FONT;
      return receipt(scanned).data.payment_method;
    };
    expect(ocrPaid("NUMERARIO 5,03")).toBe("NUMERÁRIO");
    expect(ocrPaid("Gotowka 5,03")).toBe("Gotówka");
    expect(paid("NUMERARIO 5,03")).toBe("NUMERARIO");
    // A payment word in the shop's name, above every amount, pays for nothing.
    const bar: CellSpec[] = [{ text: "ZEDERNA BAR", x: 40, y: 10 }, ...address, ...priced("TOTALE", "4,13", 200), ...priced("CONTANTE", "5,03", 212)];
    expect(read(bar).payment_method).toBe("CONTANTE");
    // The means the till lists at zero were not used; Italian and Portuguese card words.
    const fiscal = (cash: string, card: string): CellSpec[] => [
      ...shop,
      ...priced("TOTALE COMPLESSIVO", "4,13", 200),
      ...priced("PAGAMENTO CONTANTE", cash, 212),
      ...priced("PAGAMENTO ELETTRONICO", card, 224),
    ];
    expect(read(fiscal("0,00", "4,13")).payment_method).toBe("ELETTRONICO");
    expect(read(fiscal("5,00", "0,00")).payment_method).toBe("CONTANTE");
    expect(read(fiscal("2,00", "2,13")).payment_method).toBeNull();
    // A card slip's payment row labels the amount paid, not the means: the card word printed above still decides.
    const slip = [...shop, ...priced("TOTAL", "17,27", 200), ...priced("MASTERCARD", "17,27", 212), ...priced("Zahlung", "EUR 17,27", 260)];
    expect(read(slip).payment_method).toBe("MASTERCARD");
    expect(paid("CARTA DI CREDITO 4,13")).toBe("CARTA DI CREDITO");
    expect(ocrPaid("CARTAO 4,13")).toBe("CARTÃO");
    // A card word heading a name we do not know is that name cut short.
    expect(paid("KARTA PEATNICZA 4,13")).toBeNull();
    expect(paid("KARTA PŁATNICZA 4,13")).toBe("KARTA PŁATNICZA");
    expect(paid("KARTA 4,13")).toBe("KARTA");
    expect(paid("TARJETA VISA 4,13")).toBeNull();
  });

  it("reads a count OCR glued to the name as the count column's", () => {
    const cells: CellSpec[] = [...shop, ...priced("1Tostada mixta", "3,13", 90), ...priced("2 Zumo natural", "5,71", 102), ...priced("TOTAL", "8,84", 125)];
    expect(itemsOf(cells)).toEqual([
      ["Tostada mixta", 1, 3.13],
      ["Zumo natural", 2, 5.71],
    ]);
  });

  it("takes the total with the tip added under the bill as the amount paid", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("1 Linsensuppe", "18,13", 90),
      ...priced("1 Kräutertee", "3,13", 102),
      ...priced("SUMME", "21,26", 125),
      ...priced("Trinkgeld", "2,03", 137),
      ...priced("Gesamt inkl. Trinkgeld", "23,29", 149),
    ];
    expect(read(cells).total).toBe(23.29);
    // No tip row: the two totals disagree and nothing tells which is paid.
    expect(read(cells.filter((c) => c.y !== 137)).total).toBeNull();
  });

  it("reads descriptions without the article number printed beside or under them", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("40012345678901 Lamp oil 1l", "4.13", 90),
      ...priced("Wick set 000123456789", "2.03", 102),
      { text: "98765432", x: 10, y: 114 },
      ...priced("Candle red", "1.13", 126),
      ...priced("TOTAL", "7.29", 150),
    ];
    expect(itemsOf(cells)).toEqual([
      ["Lamp oil 1l", null, 4.13],
      ["Wick set", null, 2.03],
      ["Candle red", null, 1.13],
    ]);
  });

  it("splits quantity and unit-price columns off the description when they make the amount", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("Lamp oil 1l 2 3.10", "6.20 SR", 90),
      ...priced("Wick set 1 2.05", "2.05 SR", 102),
      // A number that does not make the amount is part of the name.
      ...priced("Candle set 12 1.50", "1.13 SR", 114),
      ...priced("TOTAL", "9.38", 140),
    ];
    expect(itemsOf(cells)).toEqual([
      ["Lamp oil 1l", 2, 6.2],
      ["Wick set", 1, 2.05],
      ["Candle set 12 1.50", null, 1.13],
    ]);
  });

  it("joins a description wrapped under its item, even above a totals row that prints a count", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("Lamp oil", "4.13", 90),
      { text: "1.5L", x: 10, y: 101 },
      ...priced("Wick", "2.03", 114),
      { text: "TOTAL QTY: 2", x: 10, y: 140 },
      ...priced("TOTAL", "6.16", 152),
    ];
    expect(itemsOf(cells)).toEqual([
      ["Lamp oil 1.5L", null, 4.13],
      ["Wick", null, 2.03],
    ]);
    // A words-only line under an item, set apart from it, is no part of its name.
    const apart = cells.map((c) => (c.text === "1.5L" ? { ...c, y: 104, x: 40 } : c));
    expect(itemsOf(apart)).toEqual([
      ["Lamp oil", null, 4.13],
      ["Wick", null, 2.03],
    ]);
  });

  it("keeps a card sold in the item block, and stops at a card payment line", () => {
    const cells: CellSpec[] = [...shop, ...priced("Greeting card", "3.13", 90), ...priced("Wick", "2.03", 102), ...priced("TOTAL", "5.16", 125)];
    expect(itemsOf(cells)).toEqual([
      ["Greeting card", null, 3.13],
      ["Wick", null, 2.03],
    ]);
    const paid = cells.map((c) => (c.text === "Greeting card" ? { ...c, text: "Credit card" } : c));
    expect(itemsOf(paid)).toEqual([["Wick", null, 2.03]]);
  });

  it("takes the shop's country's currency when no amount carries one, and no branch number for a merchant", () => {
    const us: CellSpec[] = [
      { text: "KRAMLADEN HARDWARE", x: 40, y: 10, size: 14 },
      { text: "Store #4211", x: 60, y: 28 },
      { text: "12 Mill Lane", x: 60, y: 40 },
      { text: "Portland, OR 97205", x: 55, y: 52 },
      ...priced("Wick", "2.03", 90),
      ...priced("TOTAL", "2.03", 125),
      ...priced("DEBIT TEND", "2.03", 137),
    ];
    const data = read(us);
    expect([data.merchant, data.currency, data.payment_method]).toEqual(["KRAMLADEN HARDWARE", "USD", "DEBIT"]);
    // No country named: no currency.
    expect(read(us.filter((c) => !c.text.startsWith("Portland"))).currency).toBeNull();
  });
});

describe("till receipts with a card slip", () => {
  it("reads the name inside a logo's frame of stars", () => {
    const cells: CellSpec[] = [{ text: "*** QUINTARO ***", x: 40, y: 10, size: 14 }, ...address, ...priced("TOTAL", "4.20", 120)];
    expect(read(cells).merchant).toBe("QUINTARO");
    // Framed in mixed case, over a street line, with a word that also labels a shop ("MARKT", "STORE"): still the framed name.
    const framed = (name: string): CellSpec[] => [
      { text: `*** ${name} ***`, x: 20, y: 10, size: 14 },
      { text: "Lindenweg 12", x: 40, y: 28 },
      { text: "80331 Oberau", x: 40, y: 40 },
      ...priced("TOTAL", "4,20", 120),
    ];
    expect(read(framed("Quintaro MARKT")).merchant).toBe("Quintaro MARKT");
    expect(read(framed("Quintaro FOOD STORE")).merchant).toBe("Quintaro FOOD STORE");
  });

  it("takes the sale's total, not the slip's total with cash out", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("TEA BAGS 80S", "3.10", 90),
      ...priced("MILK 2L", "5.30", 102),
      ...priced("TOTAL", "8.40", 125),
      ...priced("CASH OUT", "100.00", 137),
      ...priced("VISA", "108.40", 149),
      { text: "-- CUSTOMER COPY --", x: 50, y: 175 },
      { text: "VISA **** 4667", x: 10, y: 187 },
      ...priced("PURCHASE", "AUD 8.40", 199),
      ...priced("CASHOUT", "AUD 100.00", 211),
      ...priced("TOTAL", "AUD 108.40", 223),
    ];
    const data = read(cells);
    expect(data.total).toBe(8.4);
    expect(data.payment_method).toBe("VISA");
  });

  it("names the card, not the PIN its holder was verified by, nor an item's 'BAR'", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("CHOCOLATE BAR", "1.20", 90),
      ...priced("TOTAL", "1.20", 115),
      ...priced("DEBIT", "1.20", 127),
      { text: "DEBIT ************8120", x: 10, y: 150 },
      { text: "CHIP & PIN", x: 10, y: 162 },
      { text: "PIN VERIFIED", x: 10, y: 174 },
    ];
    expect(read(cells).payment_method).toBe("DEBIT");
  });

  it("keeps a payment word as the text layer spells it", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("Baguette", "1.20", 90),
      ...priced("TOTAL TTC", "1.20", 115),
      ...priced("ESPECES", "5.00", 127),
      ...priced("RENDU", "3.80", 139),
    ];
    expect(read(cells).payment_method).toBe("ESPECES");
  });

  it("splits a count printed with its times sign off a single item, and skips 'No. of items'", () => {
    const cells: CellSpec[] = [
      ...shop,
      ...priced("2 x PASTA 500G", "2.64", 90),
      ...priced("CHOCOLATE BAR", "1.93", 102),
      ...priced("SOURDOUGH LOAF", "4.25", 114),
      { text: "No. of items: 4", x: 10, y: 126 },
      ...priced("TOTAL", "8.82", 145),
    ];
    expect(itemsOf(cells)).toEqual([
      ["PASTA 500G", 2, 2.64],
      ["CHOCOLATE BAR", null, 1.93],
      ["SOURDOUGH LOAF", null, 4.25],
    ]);
  });

  it("reads a weighed item whose price per kilo carries a prefixed currency, above a rounding row", () => {
    const cells: CellSpec[] = [
      ...shop,
      { text: "CARROTS LOOSE", x: 10, y: 90 },
      ...priced("0.558 kg @ S$1.96/kg", "1.09", 102),
      ...priced("MILK 2L", "2.70", 114),
      ...priced("Rounding Adj", "0.01", 130),
      ...priced("TOTAL", "3.80", 142),
    ];
    expect(itemsOf(cells)).toEqual([
      ["CARROTS LOOSE", 0.558, 1.09],
      ["MILK 2L", null, 2.7],
    ]);
  });

  it("reads a header's label word inside the shop's name as part of the name", () => {
    const cells: CellSpec[] = [
      { text: "CALDERWICK FOOD STORE", x: 30, y: 10, size: 14 },
      { text: "Fresh every day", x: 50, y: 28 },
      { text: "Calderwick Retail Limited", x: 40, y: 40 },
      { text: "220 Deansgate", x: 60, y: 52 },
      { text: "Kestrelford KF1 2AB", x: 55, y: 64 },
      ...priced("TOTAL", "4.20", 120),
    ];
    expect(read(cells).merchant).toBe("CALDERWICK FOOD STORE");
  });
});

describe("merchant: the header's layout", () => {
  const merchant = (cells: CellSpec[]) => merchantCandidate(doc(cells))?.value ?? null;

  it("reads past a store number between the name and the address", () => {
    expect(merchant([{ text: "TARNEWICK MART", x: 40, y: 10 }, { text: "Store #9232", x: 50, y: 22 }, ...address.map((c) => ({ ...c, y: c.y - 6 }))])).toBe(
      "TARNEWICK MART",
    );
  });

  it("keeps a legal form's '& Co. KG' with the name", () => {
    expect(merchant([{ text: "Harwelt Bau GmbH & Co. KG", x: 20, y: 10 }, ...address])).toBe("Harwelt Bau GmbH & Co. KG");
  });

  it("reads a name past the frame OCR made of its stars, and past a speck beside it", () => {
    expect(merchant([{ text: "*%% BELWICK HOMEWARES x*%", x: 20, y: 10 }, ...address])).toBe("BELWICK HOMEWARES");
    expect(merchant([{ text: "5", x: 2, y: 12, size: 2 }, { text: "ROSWICK", x: 60, y: 10 }, ...address])).toBe("ROSWICK");
  });
});

describe("a shop name wrapped at a hyphen", () => {
  it("is one name across its lines, the hyphenated word whole", () => {
    const cells: CellSpec[] = [
      { text: "KRAMWERK STATION-", x: 20, y: 10, size: 14 },
      { text: "SERVICE", x: 60, y: 26, size: 14 },
      ...address.map((c) => ({ ...c, y: c.y + 16 })),
      { text: "TOTAL 4,13", x: 10, y: 200 },
    ];
    expect(read(cells).merchant).toBe("KRAMWERK STATION-SERVICE");
  });

  it("is one name across its lines where the first line ran out of paper, not where it ended short", () => {
    const header = (upper: string, lower: string, lowerSize = 14): CellSpec[] => [
      { text: upper, x: 10, y: 10, size: 14 },
      { text: lower, x: 60, y: 26, size: lowerSize },
      ...address.map((c) => ({ ...c, y: c.y + 16 })),
      ...priced("TOTALE", "4,13", 200),
    ];
    // 164.5 wide, a word gap and 56 for the next word: past the 210 the page prints across.
    expect(read(header("STAZIONE DI SERVIZIO NORD", "DELMARLY")).merchant).toBe("STAZIONE DI SERVIZIO NORD DELMARLY");
    // A short brand line over a second name, or a wrapped-looking line over smaller type: the first line alone.
    expect(read(header("STAZIONE NORD", "DELMARLY")).merchant).toBe("STAZIONE NORD");
    expect(read(header("STAZIONE DI SERVIZIO NORD", "DELMARLY", 10)).merchant).toBe("STAZIONE DI SERVIZIO NORD");
  });

  it("is not continued by a plain line under a logo letter-spaced across the paper", () => {
    const header = (lower: string): CellSpec[] => [
      { text: "KRAMWERK BAUMARKT", x: 10, y: 10, size: 10, pitch: 1.2 },
      { text: lower, x: 60, y: 22, size: 10 },
      ...address.map((c) => ({ ...c, y: c.y + 16 })),
      ...priced("TOTAAL", "4,13", 200),
    ];
    // Its street, and its operator closing with a legal form, stand in the text face's own spacing.
    expect(read(header("Havenweg 59")).merchant).toBe("KRAMWERK BAUMARKT");
    expect(read(header("Ostwind Handel GmbH")).merchant).toBe("KRAMWERK BAUMARKT");
  });

  it("leaves a registration label printed after the legal form out of the name", () => {
    const header = (name: string): CellSpec[] => [{ text: name, x: 20, y: 10 }, ...address, { text: "TOTAL 4.13", x: 10, y: 200 }];
    expect(read(header("KEDAI RUNCIT TEMBUSU PTE. LTD. UEN")).merchant).toBe("KEDAI RUNCIT TEMBUSU PTE. LTD.");
    expect(read(header("KEDAI RUNCIT TEMBUSU SDN BHD CO. REG 201904417K")).merchant).toBe("KEDAI RUNCIT TEMBUSU SDN BHD");
    // Without a legal form before it, the word may be the name's own.
    expect(read(header("KEDAI ROC")).merchant).toBe("KEDAI ROC");
  });
});
