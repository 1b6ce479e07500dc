import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { buildContext } from "../context";
import { merchantCandidate } from "./merchant";
import { receiptDate } from "./date";
import { receiptTotal } from "./total";

// Till receipts built as positioned documents: one cell per printed row (labels left, amounts
// right-aligned on the same row), names and numbers invented.

/** Rows top to bottom; "label | amount" puts the amount at the right edge of a 58 mm roll. */
function receipt(rows: string[]): CellSpec[] {
  return rows.flatMap((row, i) => {
    const y = 20 + i * 14;
    const [label, amount] = row.split(" | ");
    const cells: CellSpec[] = [{ text: label!, x: 10, y }];
    if (amount) cells.push({ text: amount, x: 150 - amount.length * 5, y });
    return cells;
  });
}

const merchant = (rows: string[]) => merchantCandidate(doc(receipt(rows)))?.value ?? null;
const total = (rows: string[]) => receiptTotal(doc(receipt(rows)))?.value ?? null;
const date = (rows: string[]) => {
  const d = doc(receipt(rows));
  return receiptDate(d, buildContext(d), new Date("2026-06-01"))?.value ?? null;
};

describe("merchant", () => {
  it("takes the legal name at the top, its company number stripped, past stray marks above it", () => {
    expect(merchant(["x7 ~", "KEDAI RUNCIT MAJU JAYA SDN BHD (123456-X)", "NO 5, JALAN MERAH 3,", "12345 BANDAR BARU", "TEL: 03-1234 5678"])).toBe(
      "KEDAI RUNCIT MAJU JAYA SDN BHD",
    );
    expect(merchant(["Harbour Lights Trading Ltd", "VAT Reg 123 4567 89", "12 Quay Street"])).toBe("Harbour Lights Trading Ltd");
  });

  it("joins a name split over two rows, and never returns a legal form alone", () => {
    expect(merchant(["PASAR BORONG SETIA", "SDN BHD", "(987654-K)", "LOT 12, JALAN API 4"])).toBe("PASAR BORONG SETIA SDN BHD");
    expect(merchant(["BOOKWORM STATIONERS", "CO. (M) SDN BHD", "(Co. No. 55555-A)"])).toBe("BOOKWORM STATIONERS CO. (M) SDN BHD");
    expect(merchant(["SDN BHD", "(987654-K)", "LOT 12, JALAN API 4"])).toBeNull();
    expect(merchant(["GREEN LEAF HARDWARE &", "ELECTRICAL", "NO 8, JALAN BUKIT 2", "TEL: 07-555 1234"])).toBe("GREEN LEAF HARDWARE & ELECTRICAL");
  });

  it("takes the row above the shop's details when no legal form is printed", () => {
    expect(merchant(["RESTORAN SELERA KAMPUNG", "(001234567-T)", "NO 3, JALAN PASAR", "TEL 04-222 3333"])).toBe("RESTORAN SELERA KAMPUNG");
    expect(merchant(["Welcome!", "Corner Bakery", "21 Mill Lane, 12345 Springfield"])).toBe("Corner Bakery");
  });

  it("reads PLT as a legal form, never a legal form alone, a street, a postcode line or an owner line as the name", () => {
    expect(merchant(["x", "SUNNY DAYS PHARMACY PLT", "(LLP0001234-LGN)", "NO 12, JALAN BUNGA 5"])).toBe("SUNNY DAYS PHARMACY PLT");
    expect(merchant(["SARL", "12 rue des Lilas", "75011 Paris"])).toBeNull();
    expect(merchant(["Rosenweg 46", "12345 Neustadt"])).toBeNull();
    expect(merchant(["Lindenstrasse 4", "1010 Wien"])).toBeNull();
    expect(merchant(["Kerkstraat 12", "5611 AZ Eindhoven", "BTW NL001234567B01"])).toBeNull();
    expect(merchant(["(haftungsbeschränkt)", "Hauptstr. 5, 12345 Neustadt"])).toBeNull();
    expect(merchant(["Inh. Maria Beispiel", "Marktplatz 3", "12345 Neustadt"])).toBeNull();
    // A British postcode line, and the street above it opening with its house number.
    expect(merchant(["Harbour Lights Deli", "Bristol BS1 4DJ", "VAT 123 4567 89"])).toBe("Harbour Lights Deli");
    expect(merchant(["12 Quay Approach", "Bristol BS1 4DJ", "VAT 123 4567 89"])).toBeNull();
  });

  it("takes a fiscal receipt's title for no name", () => {
    expect(merchant(["PARAGON FISKALNY", "TEL 22 123 45 67", "ul. Dluga 5"])).toBeNull();
  });

  it("reads past a till code in front of the name, a misread check letter, and a 'Cash Sale' title above it", () => {
    expect(merchant(["#000002 KEDAI BARU (M) Sdn Bhd", "COMPANY NO(123456-X)", "TEL 03-1234 5678"])).toBe("KEDAI BARU (M) Sdn Bhd");
    expect(merchant(["77 CORNER MART S/B (765432-%)", "LOT 5, JALAN API 2"])).toBe("77 CORNER MART S/B");
    expect(merchant(["Cash Sale", "PASAR BORONG SETIA", "SDN. BHD.", "123456-T", "NO.17, JALAN BESAR"])).toBe("PASAR BORONG SETIA SDN. BHD.");
    expect(merchant(["x)", "GOOD CASH & CARRY", "NO.15, JLN MAJU 2,", "40000 SHAH ALAM"])).toBe("GOOD CASH & CARRY");
    expect(merchant(["TAX INVOICE", "Jalan Bukit Indah", "43000 Kajang"])).toBeNull();
  });

  it("reads past specks between the rows, a street line without its number and a garbled company number", () => {
    expect(merchant(["'", "5", ".", ":", "’", "3", "SILVER OAK ENTERPRISE", "NO 7, JALAN MAJU 4; .", "SECTION 9, 43000 KAJANG"])).toBe("SILVER OAK ENTERPRISE");
    expect(merchant(["EE", "TAX INVOICE", "Harbour Fuel Station", "Jalan Bukit Indah", "43000 Kajang"])).toBe("Harbour Fuel Station");
    expect(merchant(["K & BEST KITCHEN", "[", '(00123456" P)', "GST NO. : 001234567890"])).toBe("K & BEST KITCHEN");
    expect(merchant(["Thank you, come again", "Jalan Bukit Indah", "Lorong Dua", "43000 Kajang"])).toBeNull();
  });

  it("reads past the line naming the shop's owner or operator to the shop's name", () => {
    expect(merchant(["BAKKERIJ ZONNEDAUW", "een onderdeel van Quarvel Holding B.V.", "Kerkstraat 12", "5611 AZ Eindhoven"])).toBe("BAKKERIJ ZONNEDAUW");
    expect(merchant(["CORNER PHARMACY", "operated by Brindle Retail Limited", "12 Mill Lane", "Bristol BS1 5TR"])).toBe("CORNER PHARMACY");
    expect(merchant(["MERCADO DEL PUERTO", "explotado por Corvina Retail S.L.U.", "Calle Mayor 7", "28013 Madrid"])).toBe("MERCADO DEL PUERTO");
    expect(merchant(["EPICERIE DU PONT", "exploitée par Sorbel Commerce SARL", "4 rue Haute", "69002 Lyon"])).toBe("EPICERIE DU PONT");
    expect(merchant(["MARKT HOLUNDER", "Inh. Quendel GmbH", "Kirchengasse 6", "1010 Wien"])).toBe("MARKT HOLUNDER");
    // The owner's name wrapped, its legal form on a line of its own.
    expect(merchant(["PHARMACIE DU LAVOIR", "exploitée par Varnholt Quessin", "Conseil SA", "12 rue des Tilleuls", "75001 Paris"])).toBe("PHARMACIE DU LAVOIR");
  });

  it("reads SDN BHD with a misread letter as SDN BHD", () => {
    expect(merchant(["SUNRISE TRADING SON BHD", "(123456-A)"])).toBe("SUNRISE TRADING SDN BHD");
    expect(merchant(["SUNRISE TRADING SDN 8HD", "(123456-A)"])).toBe("SUNRISE TRADING SDN BHD");
    expect(merchant(["ACME BOOK", "C0. (M) SDN BHD", "(Co. No. 123456-W)"])).toBe("ACME BOOK CO. (M) SDN BHD");
  });

  it("reads past a till code above the name: a company number has more digits", () => {
    expect(merchant(["I", "F030", "ACME HARDWARE TRADING", "(JM0123456-D)", "NO 4 JALAN MAJU 10,"])).toBe("ACME HARDWARE TRADING");
  });

  it("leaves names OCR visibly damaged, and headers with no name, null", () => {
    expect(merchant(["laste Of The Sea Sdn Bhd", "(123456-A)"])).toBeNull();
    expect(merchant(["[ED HENG BOOKS", "(123456-A)", "NO 5, JALAN BESAR"])).toBeNull();
    expect(merchant(["MINI MART (KL} SDN BHD", "(123456-A)"])).toBeNull();
    expect(merchant(["MINI MART (KI. ) SDN BHD", "(123456-A)"])).toBeNull();
    expect(merchant(["TAX INVOICE", "Date: 01/02/2019", "Total | 9.00"])).toBeNull();
    expect(merchant(["Harbour view Trading Sdn Bhd", "(123456-A)"])).toBeNull();
    // Initials spelt with dots, a letter read as a digit.
    expect(merchant(["KORVEN TILMAR V.0.F.", "Dorpsstraat 12"])).toBeNull();
    expect(merchant(["MR. D.1.Y. (M) SDN BHD", "(123456-A)"])).toBeNull();
    expect(merchant(["KORVEN TILMAR V.O0.F.", "Dorpsstraat 12"])).toBeNull();
    // A mark where the word before the "&" stood.
    expect(merchant(["* & LOTUS KITCHEN", "(00123456-P)", "GST NO. : 001234567890"])).toBeNull();
  });

  it("reads a slash legal form OCR misread as look-alike glyphs, and a company number printed bare with a branch code after it", () => {
    expect(merchant(["77 CORNER MART 5/B", "(765432-X)"])).toBe("77 CORNER MART S/B");
    expect(merchant(["77 CORNER MART 5/8 (765432-K)", "LOT 5, JALAN API 2"])).toBe("77 CORNER MART S/B");
    expect(merchant(["BUNGA RAYA BAKERY §/B 765432-U (KBR)", "NO. 4, JALAN API 2"])).toBe("BUNGA RAYA BAKERY S/B");
    expect(merchant(["BUNGA RAYA BAKERY S/B 765432-U (KBR)", "NO. 4, JALAN API 2"])).toBe("BUNGA RAYA BAKERY S/B");
    // A registration label after the legal form, its number beside it or wrapped onto the next row.
    expect(merchant(["KEDAI BARU PTE. LTD. UEN", "201912345K", "12 ORCHARD ROAD"])).toBe("KEDAI BARU PTE. LTD.");
    expect(merchant(["KEDAI BARU PTE LTD UEN 201912345K", "12 ORCHARD ROAD"])).toBe("KEDAI BARU PTE LTD");
    expect(merchant(["BUNGA RAYA BAKERY S/B CO. REG 765432-U", "NO. 4, JALAN API 2"])).toBe("BUNGA RAYA BAKERY S/B");
    // A street's "5/8" stays an address.
    expect(merchant(["KEDAI BUKU MAJU", "JALAN SS 5/8", "47300 PETALING JAYA"])).toBe("KEDAI BUKU MAJU");
    expect(merchant(["JALAN SS 5/8", "47300 PETALING JAYA"])).toBeNull();
  });

  it("takes no sentence for a name", () => {
    expect(merchant(["Your table number is", "4417", "Harbour Corner Cafe", "GST ID: 001122334455"])).toBeNull();
  });

  it("keeps initials spelt with dots when they are all letters", () => {
    expect(merchant(["KORVEN TILMAR V.O.F.", "Dorpsstraat 12"])).toBe("KORVEN TILMAR V.O.F.");
  });

  it("reads a name printed in sentence case, its legal form aside", () => {
    expect(merchant(["Moon and tea 12 S/B", "No 7, Jalan Bulan 2,"])).toBe("Moon and tea 12 S/B");
  });

  it("never takes a section address over the shop's tax id as the name", () => {
    expect(merchant(["Sek U4, Bandar Baru", "GST Reg No : 001122334455"])).toBeNull();
  });
});

describe("total", () => {
  it("takes the amount to pay when cash − change confirms it, not the subtotal, tax, cash or change", () => {
    expect(total(["Sub Total | 18.87", "GST 6% | 1.13", "TOTAL | 20.00", "CASH | 50.00", "CHANGE | 30.00"])).toBe(20);
  });

  it("prefers the rounded total, and derives it from total + rounding when only the payment prints it", () => {
    expect(total(["Total | 9.02", "Rounding Adj | -0.02", "Rounded Total (RM) | 9.00", "CASH | 10.00", "CHANGE | 1.00"])).toBe(9);
    expect(total(["Total (Inclusive of GST) | 31.02", "Rounding Adj | -0.02", "CASH | 31.00"])).toBe(31);
  });

  it("reads totals with the tax named inside, and ignores the tax note that includes the total's name", () => {
    expect(total(["Total Incl. GST 6% | RM 14.80", "CASH | RM 50.00", "CHANGE | RM 35.20", "GST 6% included in total | RM 0.84"])).toBe(14.8);
    expect(total(["Total | 33.65", "Pay | 33.65", "(Total Included GST 6% | 1.90)"])).toBe(33.65);
  });

  it("accepts a lone uncontested total, refuses disagreeing or summary-table totals", () => {
    expect(total(["TOTAL | 7.50"])).toBe(7.5);
    expect(total(["Total | 9.00", "Rounded Total | 9.60"])).toBeNull();
    expect(total(["Total Amount: | $6.40", "Nett Total: | 56.40"])).toBeNull();
    expect(total(["Total: 106.10 | 6.37"])).toBeNull();
    expect(total(["Sub Total | 37.10", "Gross Amount | 35.00"])).toBeNull();
  });

  it("refuses two readings confirmed equally", () => {
    expect(total(["Total | 10.00", "Total | 12.00", "VISA | 10.00", "CASH | 12.00"])).toBeNull();
  });

  it("reads a TOTAL label with one glyph misread, never a GST breakdown's category sums", () => {
    expect(total(["Sub Total | 26.50", "GST | 1.59", "Tatal Sales (Inclusive of GST) | 28.09", "CASH | 30.00", "Change | 1.91"])).toBe(28.09);
    expect(total(["T0TAL | 5.60", "CASH | 10.00", "CHANGE | 4.40"])).toBe(5.6);
    expect(total(["Total 0% supplies: | 9.57", "Total 6% supplies (Inc. GST): | 15.26", "Total 0% supplies | 9.57"])).toBeNull();
  });

  it("takes a row whose label OCR lost when cash − change or subtotal + its one tax names its amount", () => {
    expect(total(["1 NOODLES | 12.00", "1 TEA | 15.20", "TL:RM | 27.20", "CASH | 100.00", "CHANGE | 72.80"])).toBe(27.2);
    expect(total(["Sub Total : | RM 57.55", "GST/TAX 6% : | RM 3.45", "TOBE | RM 61.00", "CA. 3 | RM 61.00"])).toBe(61);
    // Subtotal + service charge is a step towards the total, not the total.
    expect(total(["SUB TOTAL | 295.00", "SERVICE CHARGE 10% | 29.50", "GST 6% | 18.47", "SR GS | 324.50"])).toBeNull();
    // Cash handed over exactly is no arithmetic: an item of the same price is not the total.
    expect(total(["1 NOODLES | 12.00", "CASH | 12.00", "CHANGE | 0.00"])).toBeNull();
  });

  it("reads each label–amount pair of a row, and an amount whose decimals OCR split off or a stray mark follows", () => {
    expect(total(["Total Saving 0.00 Total | 6.30", "Cash | 10.00", "Change | 3.70"])).toBe(6.3);
    expect(total(["Total RM | 49. 40", "Cash | 50, 00", "CHANGE | 0.60"])).toBe(49.4);
    expect(total(["TOTAL | 26.70 -", "CASH | 30.00", "CHANGE | 3.30"])).toBe(26.7);
  });

  it("puts back a decimal separator OCR lost at the end of a money row, on a receipt printing cents only", () => {
    expect(total(["1 NOODLES | 7.50", "1 TEA | 2.50", "SUB TOTAL | 10.00", "GRAND TOTAL | 1000", "CASH | 20.00", "CHANGE DUE | 10.00"])).toBe(10);
    expect(total(["1 PAINT | 6.00", "Subtotal | 6.00", "Total incl. GST | 6 00", "Payment | 6.00", "Change Due | 0.00"])).toBe(6);
    // Whole amounts are how this receipt prints money; a count or an id row is no money row.
    expect(total(["1 RAMEN | 900", "1 TEA | 100", "TOTAL | 1000", "CASH | 2000", "CHANGE | 1000"])).toBeNull();
    expect(total(["1 NOODLES | 7.50", "1 TEA | 2.50", "Total Qty | 1000", "CASH | 20.00", "CHANGE | 10.00"])).toBeNull();
  });

  it("reads an amount with a stroke glued behind it, and 'Amount To Be Paid' as the amount to pay", () => {
    expect(total(["TOTAL | 31.40/", "CASH | 40.00", "CHANGE | 8.60"])).toBe(31.4);
    expect(total(["Rounding Adjustment: | 0.02", "Amount To Be Paid : | 17.85", "Cash Received : | 20.00", "Change : | 2.15"])).toBe(17.85);
  });

  it("never reads a tax summary's Total row as the amount to pay", () => {
    expect(total(["Total Sales (Inclusive of GST) | 26.50", "Change | 3.50", "GST SUMMARY", "Total : | 24.70"])).toBe(26.5);
    expect(total(["TOTAL | 26.50", "Total : | 24.70"])).toBeNull();
  });

  it("takes the cash paid when tendered − change names it and no total row survived", () => {
    expect(total(["Cash | 7.60", "Tendered | 10.00", "Change | 2.40"])).toBe(7.6);
  });

  it("takes an exact payment printed again on a labelled row above it, never on an item row alone", () => {
    expect(total(["Rounding | 0.00", "\\a#Tos (Inclusive of GST) : | 318.45", "CASH | 318.45", "Change | 0.00"])).toBe(318.45);
    expect(total(["Tz4l GST | 42.10", "VISA | 42.10"])).toBe(42.1);
    expect(total(["Tz4l GST | 42.10", "VISA | 42.10", "CASH | 5.00", "CHANGE | 0.00"])).toBeNull();
    expect(total(["Tz4l GST | 42.10", "CASH | 42.10", "CHANGE | 1.00"])).toBeNull();
  });

  it("pairs a lone total label with the lone amount on the row under it", () => {
    expect(total(["Total", "5.00", "Cash | 10.00", "CHANGE | 5.00"])).toBe(5);
    expect(total(["Total", "Qty 2 | 5.00"])).toBeNull();
  });

  it("takes the amount cash − change names from a row read as a count, and a rounded total the rounding explains", () => {
    expect(total(["Item 2 Total with GST @ 6% | 64.10", "Cash | 100.00", "Change | 35.90"])).toBe(64.1);
    expect(total(["Total RM Incl. of GST | 53.69", "Rounding Adj | 0.01", "Total RM | 53.70"])).toBe(53.7);
  });

  it("reads CASH and CHANGE with one glyph misread", () => {
    expect(total(["TL:RM | 27.20", "CASI | 100.00", "CHANGF | 72.80"])).toBe(27.2);
  });

  it("reads the totals block in Dutch, French, Spanish and German", () => {
    expect(total(["TOTAAL EUR | 27,40", "CONTANT | 30,00", "WISSELGELD | 2,60", "incl. btw 21% | 4,76"])).toBe(27.4);
    expect(total(["SOUS TOTAL | 11,20", "A PAYER | 11,20", "ESPECES | 20,00", "RENDU | 8,80", "dont TVA 20% | 1,87"])).toBe(11.2);
    expect(total(["IMPORTE | 9,35", "EFECTIVO | 10,00", "CAMBIO | 0,65"])).toBe(9.35);
    expect(total(["SUMME | 16,10", "Bezahlt mit Karte | 16,10"])).toBe(16.1);
  });

  it("reads an amount OCR glued to its currency or to letters made of it", () => {
    expect(total(["Total | RM17.35", "Paid | RM17.35", "Change | RM0.00"])).toBe(17.35);
    expect(total(["Nett Total | M6.05", "Received Cash | RMZ10.00", "Change | 3.95"])).toBe(6.05);
  });

  it("takes a total rounded to 5 cents over the unrounded one above it, and never the other way round", () => {
    expect(total(["Total: | 64.18", "| 0,02", "Total | 64.20"])).toBe(64.2);
    expect(total(["Total | 64.20", "Total: | 64.18"])).toBeNull();
    expect(total(["Total: | 64.18", "Total | 64.25"])).toBeNull();
  });

  it("takes a row labelled as the rounding that prints the total above it rounded to 5 cents for the rounded total", () => {
    expect(total(["Total Incl GST | RM 45.34", "Rounding Adj | RM .0l", "Rounding | RM 45.35"])).toBe(45.35);
    expect(total(["Total Incl GST | RM 45.34", "Rounding | RM 0.01"])).toBe(45.34);
    // Its tail unread, the rounded figure still contests the total above it: the weakest evidence.
    const contested = receiptTotal(doc(receipt(["Total Incl GST | RM 45.34", "Rounding | RM 45.35 7"])));
    expect(contested).toMatchObject({ value: 45.34, score: 0.5 });
  });

  it("falls back from a rounded total nothing confirms to the plain total the payment confirms", () => {
    expect(total(["Total Amount: | $6.40", "Nett Total: | 56.40", "CASH | $6.40", "Change | $0.00"])).toBe(6.4);
    // Subtotal + tax confirms the plain total, but no payment does: the rounded row is the amount to pay.
    expect(total(["Sub Total | 40.00", "GST | 1.82", "Total | 41.82", "Rounded Total | 41.80"])).toBe(41.8);
  });

  it("says when the receipt's arithmetic, not a second printing, confirms the total", () => {
    const checked = (rows: string[]) => receiptTotal(doc(receipt(rows)))?.checked ?? null;
    expect(checked(["TOTAL | 20.00", "CASH | 50.00", "CHANGE | 30.00"])).toBe(true);
    expect(checked(["Sub Total | 18.87", "GST 6% | 1.13", "TOTAL | 20.00"])).toBe(true);
    expect(checked(["TOTAL | 20.00", "CASH | 20.00", "CHANGE | 0.00"])).toBe(false);
    expect(checked(["TOTAL | 20.00", "Total Due | 20.00"])).toBe(false);
  });

  it("reads a total whose INCL OCR misread by a glyph, not as a tax row", () => {
    expect(total(["Subtotal | 12.40", "Total Inc! of GST | 12.40", "Cash | 20.00", "Change Due | 7.60"])).toBe(12.4);
  });

  it("adds subtotal, tax and rounding together", () => {
    const checked = (rows: string[]) => receiptTotal(doc(receipt(rows)))?.checked ?? null;
    expect(checked(["Sub Total | 73.40", "GST 6% | 4.40", "Rounding | -0.05", "Total | 77.75"])).toBe(true);
    expect(checked(["Sub Total | 73.40", "GST 6% | 4.40", "Rounding | 0.05", "Total | 77.75"])).toBe(true);
  });

  it("corrects a total row read one look-alike digit away from the only sum the receipt gives", () => {
    const read = (rows: string[]) => receiptTotal(doc(receipt(rows)));
    // 73.40 + 4.40 − 0.05 = 77.75, printed "77.75" and read with a 5 taken for a 6.
    const corrected = read(["Sub Total | 73.40", "GST 6% | 4.40", "Rounding | -0.05", "Total | 77.76"]);
    expect(corrected).toMatchObject({ value: 77.75, misread: 77.76, checked: true });
    expect(corrected!.score).toBeLessThanOrEqual(0.6);
    // A 7 for a 5 is no look-alike; two digits apart is no single misread: nothing is corrected.
    expect(read(["Sub Total | 73.40", "GST 6% | 4.40", "Rounding | -0.05", "Total | 77.77"])?.misread).toBeUndefined();
    expect(total(["Sub Total | 73.40", "GST 6% | 4.40", "Rounding | -0.05", "Total | 78.76"])).not.toBe(77.75);
    // Two sums one look-alike digit away (cash − change 77.78 and the sum 77.75 around a read 77.76 … 77.7x): ambiguous, no correction.
    expect(read(["Sub Total | 73.40", "GST 6% | 4.40", "Rounding | -0.05", "Total | 77.76", "Cash | 80.00", "Change | 2.22"])?.misread).toBeUndefined();
    // Paid exactly, and the payment printed again above it as read: that row, no digit set right.
    const printed = read(["Total Qty: 5 | 77.75", "Sub Total | 73.40", "GST 6% | 4.40", "Rounding | -0.05", "Total | 77.76", "CASH | 77.75", "Change | 0.00"]);
    expect(printed).toMatchObject({ value: 77.75 });
    expect(printed?.misread).toBeUndefined();
  });
});

describe("total read through OCR damage", () => {
  it("takes the rounded total that the total before rounding and the printed rounding give, a currency code before the next amount aside", () => {
    const read = (rows: string[]) => receiptTotal(doc(receipt(rows)));
    expect(read(["TOTAL | RM 27.42", "ROUNDING ADJUSTMENT | -RM 0.02", "CASH TOTAL ROUNDED = RM 27.40 RM 40.00"])).toMatchObject({
      value: 27.4,
      checked: true,
    });
    expect(read(["Total | 18.23", "Rounding Adjustment | 0.02", "Rounding | 18.25"])).toMatchObject({ value: 18.25, checked: true });
  });

  it("takes a service charge for no change given back, and a 'Charge' row alone for the change", () => {
    // 117.00 − 9.00 is no payment arithmetic: the total stays unconfirmed.
    expect(receiptTotal(doc(receipt(["Sub Total | 90.00", "Service Charge 10% | 9.00", "Total | 108.00", "Cash | 117.00"])))).toMatchObject({
      value: 108,
      checked: false,
    });
    expect(total(["Total | 31.65", "Cash | 50.00", "Charge | 18.35"])).toBe(31.65);
  });

  it("confirms the total by the tax summary's supplies of each class with their tax", () => {
    const rows = ["0% supplies | 41.18", "6% supplies excl GST | 9.50", "6% supplies Inc GST | 10.07", "0% supplies | 41.18", "Total Payable: | 51.25"];
    expect(receiptTotal(doc(receipt(rows)))).toMatchObject({ value: 51.25, checked: true });
    expect(receiptTotal(doc(receipt([...rows.slice(0, 4), "Total Payable: | 51.27"])))?.checked).toBe(false);
    // Goods returned: a class's supplies print negative.
    expect(receiptTotal(doc(receipt(["0% supplies | 27.50", "6% supplies Inc GST | -6.36", "Total Payable: | 21.14"])))?.checked).toBe(true);
  });

  it("confirms the total by a tax summary row's net amount and tax, also under a heading OCR misread by a glyph", () => {
    const read = (rows: string[]) => receiptTotal(doc(receipt(rows)));
    expect(read(["Total Incl. GST@6% | RM 7.95", "CASH | RM 7.95", "GST Summary Amt (RM) Tax(RM)", "S @ 6% 7.50 | 0.45"])).toMatchObject({
      value: 7.95,
      checked: true,
    });
    expect(read(["Total | 12.72", "6ST Summary Amount Tax", "SR 6% 12.00 | 0.72"])).toMatchObject({ value: 12.72, checked: true });
    expect(read(["Total | 31.80", "GST Summary", "SR 6% 30.00 1.80 | 31.80"])).toMatchObject({ value: 31.8, checked: true });
    // A payment equal to the total is a second printing, not arithmetic.
    expect(read(["Total | 12.72", "CASH | 12.72", "GST Summary", "SR 6% 12.00 | 0.70"])).toMatchObject({ value: 12.72, checked: false });
  });

  it("reads a payment or rounding label that lost a glyph as evidence, never a total label that did", () => {
    expect(total(["SUBTOTAL | 27.48", "ROUNDIG | 0.02", "XQ7 | 27.50"])).toBe(27.5);
    expect(total(["Total Amount: | $6.40", "Nett Total: | 56.40", "ASH | $6.40", "Change | $0.00"])).toBe(6.4);
    expect(total(["TOTL | 9.40"])).toBeNull();
  });

  it("reads digits inside a label word as the letters they look like", () => {
    expect(total(["10TAL AMOUNT | 250.00", "CASH | 300.00", "CHANGE | 50.00"])).toBe(250);
    expect(total(["Sub Total | 10.00", "G5T 6% | 0.60", "T0TA1 | 10.60"])).toBe(10.6);
  });

  it("reads cents printed without their zero, a credit payment, and a short word or a quote OCR put behind the amount", () => {
    expect(total(["Sub Total | 21.00", "Total Incl GST | RM 22.26", "Rounding Adj | RN .01", "CREDIT | RM 22.25", "CHANGE | RM .00"])).toBe(22.25);
    expect(total(["Sub Total | 20.00", "GST | 1.20", "TOTAL | 21.20\u201d", "CASH | 50.00", "CHANGE | 28.80"])).toBe(21.2);
    expect(total(["TOTAL INCL. GST | RM 21.20 Wad", "GST Summary", "S@6 20.00 | 1.20"])).toBe(21.2);
  });

  it("takes a figure of a total's row OCR ran together with the payment's when subtotal + tax names it, never an item row's", () => {
    const rows = ["Sales (Excl GST) | 7.00", "Total GST | 0.42", "Total Incl : CASH : | 7.42 0.00", "GST SUMMARY", "SR @ 6% 7.00 | 0.42"];
    expect(receiptTotal(doc(receipt(rows)))).toMatchObject({ value: 7.42, checked: true });
    expect(total(["1 Widget 7.42 Amount | 7.42 Tax SR", "Sales (Excl GST) | 7.00", "Total GST | 0.42"])).toBeNull();
  });

  it("reads a tax table headed without 'summary' only below the totals", () => {
    const read = (rows: string[]) => receiptTotal(doc(receipt(rows)));
    expect(read(["TOTAL INCL GST | 62.00", "VISA | 42.08", "GST Taxable Amt GST Amt", "SR 58.49 | 3.51"])).toMatchObject({ value: 62, checked: true });
    expect(read(["Tax Code Amt Tax", "SR 58.49 | 3.51", "TOTAL INCL GST | 62.00"])).toMatchObject({ value: 62, checked: false });
  });

  it("reads an S or O in an amount as the digit it looks like", () => {
    // 30.00 − 5.40 = 24.60: the total's 0 was read as a 9.
    expect(receiptTotal(doc(receipt(["TOTAL | RM 24.69", "CASH | RM 30.00", "CHANGE | RM S.40"])))).toMatchObject({ value: 24.6, misread: 24.69 });
  });

  it("returns no unconfirmed total that an exact cash payment contradicts, beyond rounding to 5 cents", () => {
    expect(total(["TOTAL | 41.35", "CASH | 41.45", "CHANGE | 0.00"])).toBeNull();
    expect(total(["TOTAL | 12.48", "CASH | 12.50", "CHANGE | 0.00"])).toBe(12.48);
  });
});

describe("date", () => {
  it("never takes a returns deadline or a validity date for the sale's date", () => {
    expect(date(["SHOP GMBH", "Umtausch bis 14.12.2019"])).toBeNull();
    expect(date(["SHOP GMBH", "03.12.2019 10:22", "Umtausch bis 14.12.2019"])).toBe("2019-12-03");
    expect(date(["Shop Ltd", "VAT 123", "Returns accepted until 14/12/2019"])).toBeNull();
    expect(date(["SHOP SA", "TVA FR123", "Échange possible jusqu'au 14/12/2019", "Caisse 3 03/12/2019"])).toBe("2019-12-03");
  });

  it("reads a two-digit-year date glued to its time without the hour the year seems to run into", () => {
    expect(date(["SHOP GMBH", "27SEP2011:21:08"])).toBe("2020-09-27");
    expect(date(["SHOP GMBH", "27.09.2011:20", "27SEP2011:21:08"])).toBe("2020-09-27");
    // A four-digit year before a space stays the year.
    expect(date(["SHOP GMBH", "27SEP2011 11:20"])).toBe("2011-09-27");
  });

  it("reads a date OCR damaged on a dated row: a space at a separator, a separator read as a stroke, a month misread by a glyph", () => {
    expect(date(["SHOP SDN BHD", "14-10- 19 15:16 SH01", "Total | RM 5.00"])).toBe("2019-10-14");
    expect(date(["SHOP SDN BHD", "Date: 07/03i2019"])).toBe("2019-03-07");
    expect(date(["SHOP SDN BHD", "Date : 09 lan 2019 12:41pm"])).toBe("2019-01-09");
    // The label misread too: a clock time with its am/pm still dates the row.
    expect(date(["SHOP SDN BHD", "fate : 09 lan 2019 12:41pm"])).toBe("2019-01-09");
    expect(date(["Shop LLC", "Date 09/Api/2019"])).toBe("2019-04-09");
    // MAV is one glyph from both MAY and MAR; a reference number is no dated row.
    expect(date(["SHOP SDN BHD", "Date : 09 Mav 2019"])).toBeNull();
    expect(date(["SHOP SDN BHD", "Ref 14-10- 19"])).toBeNull();
  });

  it("reads a month whose tens digit OCR read as a glyph shaped like 0, only where 0 is the one digit it can have been", () => {
    expect(date(["SHOP SDN BHD", "Date: 26/85/2019 12:41"])).toBe("2019-05-26");
    expect(date(["Kiosk GmbH", "USt-IdNr. DE123", "2019-67-19 09:14"])).toBe("2019-07-19");
    // "82" may have been 02 or 12; "45" is no misread 0.
    expect(date(["SHOP SDN BHD", "Date: 26/82/2019 12:41"])).toBeNull();
    expect(date(["SHOP SDN BHD", "Date: 26/45/2019 12:41"])).toBeNull();
  });

  it("reads day-first where the receipt's country writes so (currency, GST, legal form)", () => {
    expect(date(["SHOP SDN BHD", "Date: 05/03/2019 10:22", "Total | RM 5.00"])).toBe("2019-03-05");
    expect(date(["Shop Ltd", "VAT No 123", "05/03/2019"])).toBe("2019-03-05");
    expect(date(["Shop LLC", "Sales tax | 0.50", "05/03/2019"])).toBe("2019-05-03");
    expect(date(["Shop", "05/03/2019"])).toBeNull();
    // No currency and no cue printed: the address's country ("‹town›, ‹state› ‹ZIP›") writes month first.
    expect(date(["Shop", "Portland, OR 97205", "05/03/2019"])).toBe("2019-05-03");
  });

  it("takes 'Inc.' before a tax name for 'inclusive', not a US company, and ringgit amounts for day-first", () => {
    expect(date(["SHOP SDN BHD", "Qty Amt Inc. GST", "05/03/2019 10:22"])).toBe("2019-03-05");
    expect(date(["SHOP SDN BHD", "Qty Price (GST Inc.) Amount", "Date : 05/03/19 10:22"])).toBe("2019-03-05");
    expect(date(["KEDAI MAJU", "Total | RM 5.00", "05/03/2019 10:22"])).toBe("2019-03-05");
    expect(date(["Shop Inc.", "05/03/2019"])).toBe("2019-05-03");
  });

  it("reads a dated row's date whose separators OCR lost, only in a known order and when nothing else is printed", () => {
    expect(date(["SHOP SDN BHD", "Doc No: CS123 Date: 13032019"])).toBe("2019-03-13");
    expect(date(["SHOP SDN BHD", "CB#. 40215 1710/2019 11:42:05 AM"])).toBe("2019-10-17");
    expect(date(["SHOP SDN BHD", "Ref 13032019"])).toBeNull();
    expect(date(["Shop", "Date: 05032019"])).toBeNull();
    expect(date(["SHOP SDN BHD", "Date: 14/03/2019", "Time 10:22 Ref 13032019"])).toBe("2019-03-14");
    // Year first, a time glued on; a day-first date that starts with 20 is never read year first.
    expect(date(["SHOP SDN BHD", "Date/Time : 20190428/1512"])).toBe("2019-04-28");
    expect(date(["SHOP SDN BHD", "Date: 20122019"])).toBe("2019-12-20");
    expect(date(["SHOP SDN BHD", "Date: 20191328"])).toBeNull();
    expect(date(["SHOP SDN BHD", "Inv CS20190428 10:22"])).toBeNull();
    expect(date(["Shop", "Date/Time : 20190428/1512"])).toBe("2019-04-28");
  });

  it("rejects impossible years and clock times that read as dates", () => {
    expect(date(["SHOP SDN BHD", "Date: 14/03/1998"])).toBeNull();
    expect(date(["SHOP SDN BHD", "Date: 14/03/2031"])).toBeNull();
    expect(date(["SHOP SDN BHD", "Time 11.14.00", "Date: 14/03/2019"])).toBe("2019-03-14");
  });

  it("with several dates, takes the labelled one, else none", () => {
    expect(date(["SHOP SDN BHD", "Date: 14/03/2019", "Valid until 30/04/2019"])).toBe("2019-03-14");
    expect(date(["SHOP SDN BHD", "14/03/2019", "30/04/2019"])).toBeNull();
  });
});
