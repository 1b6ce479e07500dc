import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { receipt } from "../../presets/receipt";

// Tills of countries beyond western Europe, each in its legal shape: the Czech rounding to the crown
// and a fiscal code run through with letters, Hungarian forints without decimals and the year-first
// date, the Turkish FİŞ (starred amounts, the tax total over the total, "2 AD X"), the Brazilian
// NFC-e (a payment column's head beside its label, the authorisation's own date, item rows under a
// line number and an article code), the Mexican ticket (RFC, item count), the Romanian BON FISCAL
// (count lines in thousandths, CIF) and a Swedish kvitto's öre rounding and open-purchase date.

const heading = (name: string, ...lines: string[]): CellSpec[] => [
  { text: name, x: 40, y: 10, size: 14 },
  ...lines.map((text, i) => ({ text, x: 30, y: 30 + i * 12 })),
];
/** A row of the till block: a label on the left, its amount right-aligned at x = 220. */
const priced = (label: string, amount: string, y: number): CellSpec[] => [
  { text: label, x: 10, y },
  { text: amount, x: 220 - amount.length * 5, y },
];
const text = (t: string, y: number): CellSpec => ({ text: t, x: 10, y });
const read = (cells: CellSpec[]) => receipt(doc(cells)).data;
const itemsOf = (cells: CellSpec[]) => (read(cells).items as Array<Record<string, unknown>>).map((i) => [i.description, i.quantity, i.amount]);

describe("tills of more countries", () => {
  it("reads a Czech receipt: the total rounded to the crown for cash, a hex fiscal code holding no currency", () => {
    const cells: CellSpec[] = [
      ...heading("Potraviny Merano", "Husova 12", "110 00 Praha", "IČO: 12345678 DIČ: CZ12345678"),
      text("Datum: 17.9.2023 15:28", 80),
      ...priced("Rohlík tukový", "8,70 A", 95),
      ...priced("Máslo 250g", "55,98 A", 107),
      ...priced("Celkem Kč", "64,68", 125),
      ...priced("Zaokrouhlení", "0,32", 137),
      ...priced("K úhradě Kč", "65,00", 149),
      ...priced("HOTOVĚ", "100,00", 161),
      ...priced("Vráceno", "35,00", 173),
      text("BKP: 22F93772-B0A04588-4D75D9DB-0BEF5205-C356D90C", 190),
    ];
    const data = read(cells);
    expect([data.total, data.payment_method, data.currency, data.date]).toEqual([65, "HOTOVĚ", "CZK", "2023-09-17"]);
    expect(itemsOf(cells)).toEqual([
      ["Rohlík tukový", null, 8.7],
      ["Máslo 250g", null, 55.98],
    ]);
  });

  it("reads forints printed without decimals, the rounding to five forints and the year-first date", () => {
    const cells: CellSpec[] = [
      ...heading("ZANVIK PÉKSÉG", "Fő tér 10.", "1427 Szeged", "Adószám: 12345678-2-41"),
      text("NYUGTA", 80),
      ...priced("ÖSSZESEN:", "1 709 Ft", 100),
      ...priced("KEREKÍTÉS:", "+1 Ft", 112),
      ...priced("FIZETENDŐ:", "1 710 Ft", 124),
      ...priced("KÉSZPÉNZ", "2 000 Ft", 136),
      ...priced("VISSZAJÁRÓ", "290 Ft", 148),
      text("2026. 04. 15. 08:19", 165),
      text("AP A31606909", 177),
    ];
    const data = read(cells);
    expect([data.total, data.payment_method, data.currency, data.date]).toEqual([1710, "KÉSZPÉNZ", "HUF", "2026-04-15"]);
  });

  it("reads items priced in whole forints, their thousands parted by a space, a count line and a VAT code after them", () => {
    const cells: CellSpec[] = [
      ...heading("ESRILI ÉLELMISZER KFT.", "KOSSUTH LAJOS U. 5.", "1051 Budapest"),
      text("NYUGTA", 70),
      ...priced("Kávé 250g", "1 508 Ft C00", 85),
      text("Pogácsa", 97),
      ...priced("  3 db x 226 Ft", "678 Ft C00", 109),
      ...priced("ÖSSZESEN:", "2 186 Ft", 125),
      ...priced("BANKKÁRTYA", "2 186 Ft", 137),
    ];
    const data = read(cells);
    expect([data.merchant, data.total, data.payment_method]).toEqual(["ESRILI ÉLELMISZER KFT.", 2186, "BANKKÁRTYA"]);
    expect(itemsOf(cells)).toEqual([
      ["Kávé 250g", null, 1508],
      ["Pogácsa", 3, 678],
    ]);
  });

  it("reads a Turkish FİŞ: starred amounts, the KDV total over the total, a count line in pieces and a rate before the amount", () => {
    const cells: CellSpec[] = [
      ...heading("MARKET BELTA", "Atatürk Cad. No:12", "Kadıköy / İSTANBUL", "V.D.: KADIKÖY V.N.: 1234567890"),
      text("TARİH : 22.04.2026 SAAT : 09:55", 80),
      ...priced("ÇAY 1KG %1", "*258,50", 95),
      text("2 AD X 10,50", 107),
      ...priced("EKMEK %1", "*21,00", 119),
      ...priced("TOPKDV", "*2,77", 135),
      ...priced("TOPLAM", "*279,50", 147),
      ...priced("NAKİT", "*300,00", 159),
      ...priced("PARA ÜSTÜ", "*20,50", 171),
    ];
    const data = read(cells);
    expect([data.total, data.payment_method, data.currency]).toEqual([279.5, "NAKİT", "TRY"]);
    expect(itemsOf(cells)).toEqual([
      ["ÇAY 1KG", null, 258.5],
      ["EKMEK", 2, 21],
    ]);
  });

  it("reads a Brazilian NFC-e: not the payment column's head, nor the authorisation's date, items under their codes", () => {
    const cells: CellSpec[] = [
      ...heading("Farmácia Esrita", "Rua das Palmeiras, 208", "CNPJ: 93.051.284/0001-37"),
      text("001 7891234567890 LEITE UHT INTEGRAL 1L", 70),
      ...priced("2 UN x 5,70", "11,40", 82),
      text("002 7899876543210 PAO FRANCES KG", 94),
      ...priced("1 UN x 16,18", "16,18", 106),
      ...priced("Qtd. total de itens", "3", 120),
      ...priced("Valor total R$", "27,58", 132),
      ...priced("VALOR A PAGAR R$", "27,58", 144),
      ...priced("FORMA DE PAGAMENTO", "VALOR PAGO R$", 156),
      ...priced("PIX", "27,58", 168),
      text("Data de autorização: 16/03/2024 18:10:58", 185),
      text("NFC-e nº 000357867 Série 008 14/03/2024 18:44:45", 197),
    ];
    const data = read(cells);
    expect([data.total, data.payment_method, data.currency, data.date]).toEqual([27.58, "PIX", "BRL", "2024-03-14"]);
    // A column head over the item rows may read them as a table whose rows run together: the reading that adds up to a
    // printed total ("Valor total", before the discount) is the one taken; a name wraps under its code.
    const headed: CellSpec[] = [
      ...heading("Farmácia Esrita", "Rua das Palmeiras, 208"),
      ...priced("# Código Descrição", "Vl Total", 49),
      text("001 7891234567890 LEITE UHT INTEGRAL", 61),
      text("1L", 70),
      ...priced("1 UN x 5,70", "5,70", 79),
      text("002 7899876543210 PAO FRANCES KG", 88),
      ...priced("1 UN x 16,18", "16,18", 97),
      ...priced("Valor total R$", "21,88", 115),
      ...priced("Desconto R$", "1,09", 127),
      ...priced("VALOR A PAGAR R$", "20,79", 139),
    ];
    expect(itemsOf(headed)).toEqual([
      ["LEITE UHT INTEGRAL 1L", 1, 5.7],
      ["PAO FRANCES KG", 1, 16.18],
    ]);
    expect(itemsOf(cells)).toEqual([
      ["LEITE UHT INTEGRAL 1L", 2, 11.4],
      ["PAO FRANCES KG", 1, 16.18],
    ]);
  });

  it("reads a Mexican ticket: pesos by the RFC, the item count no part of a description, a debit card", () => {
    const cells: CellSpec[] = [
      ...heading("BELKATA FARMACIA", "RFC: PCY026394N99"),
      text("17/01/2020 13:21", 60),
      ...priced("2 COCA COLA 600ML", "$36.00", 80),
      ...priced("1 PAN BLANCO GDE", "$48.50", 92),
      text("ARTICULOS VENDIDOS: 3", 104),
      ...priced("SUBTOTAL", "$72.85", 116),
      ...priced("IVA 16%", "$11.65", 128),
      ...priced("TOTAL", "$84.50", 140),
      ...priced("SU PAGO TARJETA DE DEBITO", "$84.50", 152),
    ];
    const data = read(cells);
    expect([data.total, data.payment_method, data.currency]).toEqual([84.5, "TARJETA DE DEBITO", "MXN"]);
    expect(itemsOf(cells)).toEqual([
      ["COCA COLA 600ML", 2, 36],
      ["PAN BLANCO GDE", 1, 48.5],
    ]);
  });

  it("reads a Romanian BON FISCAL: counts in thousandths over their items, lei by the CIF", () => {
    const cells: CellSpec[] = [
      ...heading("ESGAVEL COMIMPEX SRL", "CIF: RO20706701"),
      text("BON FISCAL", 60),
      text("3.000 BUC x 4.70", 75),
      ...priced("APA MINERALA 2L", "14.10 A", 87),
      ...priced("TOTAL LEI", "14.10", 105),
      ...priced("NUMERAR", "20.00", 117),
      ...priced("REST", "5.90", 129),
    ];
    const data = read(cells);
    expect([data.total, data.payment_method, data.currency]).toEqual([14.1, "NUMERAR", "RON"]);
    expect(itemsOf(cells)).toEqual([["APA MINERALA 2L", 3, 14.1]]);
  });

  it("reads a Swedish kvitto: the öre rounding to pay, not the open purchase's date", () => {
    const cells: CellSpec[] = [
      ...heading("Livs Tanbor", "Storgatan 4", "Org.nr 556123-4567"),
      text("2025-03-14 11:04", 60),
      ...priced("Kanelbulle", "25,60", 80),
      ...priced("Totalt", "25,60", 98),
      ...priced("Öresavrundning", "0,40", 110),
      ...priced("Att betala", "26,00", 122),
      ...priced("Kontant", "50,00", 134),
      ...priced("Växel", "24,00", 146),
      text("Öppet köp t.o.m. 2025-04-13", 165),
    ];
    const data = read(cells);
    expect([data.total, data.payment_method, data.date]).toEqual([26, "Kontant", "2025-03-14"]);
  });
});
