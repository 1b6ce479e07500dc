import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";
import { matchLabel } from "../../values";
import { letterDateCandidates } from "./letter-date";
import { buildContext } from "../context";
import { partyCandidates } from "./parties";
import { titleCandidates } from "./title";

// Section context on invoices laid out as labelled blocks: a seller block owns the vendor, a label
// is never a value, and a weak label inside any party block describes that party.

const vendors = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => c.value);

/** A seller block of "Label: value" rows, the label column at x 60 and the values at x 300. */
function sellerBlock(heading: string, rows: Array<[string, string]>, y = 300): CellSpec[] {
  const cells: CellSpec[] = [{ text: heading, x: 60, y }];
  rows.forEach(([label, value], i) => cells.push({ text: label, x: 60, y: y + 14 * (i + 1) }, { text: value, x: 300, y: y + 14 * (i + 1) }));
  return cells;
}

describe("party blocks", () => {
  it("takes the vendor from the seller block's name row, never a label", () => {
    for (const [heading, nameLabel] of [
      ["Verkäufer", "Name:"],
      ["Seller", "Company name:"],
      ["Fournisseur", "Raison sociale:"],
    ] as const) {
      const cells = sellerBlock(heading, [
        ["Globale Nummer:", "GLN4000000000"],
        [nameLabel, "Nordlicht Werkzeuge GmbH & Co. KG"],
        ["Anschrift:", "Am Hafen 3"],
      ]);
      const found = vendors(cells);
      expect(found).toContain("Nordlicht Werkzeuge GmbH & Co. KG");
      expect(found.some((v) => /^(name|globale nummer|company name|raison sociale)$/i.test(String(v)))).toBe(false);
    }
  });

  it("reads a one-line name row and skips the block's other label rows", () => {
    const cells: CellSpec[] = [
      { text: "Supplier", x: 60, y: 300 },
      { text: "Number: 4711", x: 60, y: 314 },
      { text: "Name: Harbour Tools Ltd", x: 60, y: 328 },
    ];
    expect(vendors(cells)).toEqual(["Harbour Tools Ltd"]);
  });

  it("never reads a compound that starts with a seller word as the seller label", () => {
    expect(matchLabel("Verkäufer-Kontoname : Global Factoring Services", "vendor")).toBeNull();
    expect(matchLabel("Verkäufer: Nordlicht GmbH", "vendor")).not.toBeNull();
  });

  it("does not take a party's own number as the invoice number", () => {
    const cells: CellSpec[] = [
      { text: "Handelsrechnung Nr. 2024-0815 vom 15.11.2024", x: 60, y: 150 },
      ...sellerBlock("Verkäufer", [
        ["Nummer:", "77665544"],
        ["Name:", "Nordlicht Werkzeuge GmbH"],
      ]),
      ...sellerBlock(
        "Käufer",
        [
          ["Nummer:", "12121212"],
          ["Name:", "Südwind Maschinenbau AG"],
        ],
        400,
      ),
    ];
    const out = invoice(doc(cells));
    expect(out.data.invoice_number).toBe("2024-0815");
    expect(out.data.vendor).toBe("Nordlicht Werkzeuge GmbH");
  });
});

describe("document title and letter date", () => {
  it("reads number and date from a title carrying the document type code", () => {
    const d = doc([{ text: "Handelsrechnung (380) Nr. TX-4711 vom 27.10.2021", x: 60, y: 200 }]);
    const found = titleCandidates(d, buildContext(d)).map((c) => [c.field, c.value]);
    expect(found).toEqual([
      ["invoice_number", "TX-4711"],
      ["invoice_date", "2021-10-27"],
    ]);
  });

  it("reads any title that names its document type code before the number", () => {
    const d = doc([{ text: "Invoice information for accounting purposes (751) Nr. TX-9 vom 27.10.2021", x: 60, y: 200 }]);
    expect(titleCandidates(d, buildContext(d)).map((c) => c.value)).toEqual(["TX-9", "2021-10-27"]);
    // Only the top half of the first page holds the title.
    const low = doc([{ text: "Invoice information for accounting purposes (751) Nr. TX-9 vom 27.10.2021", x: 60, y: 600 }]);
    expect(titleCandidates(low, buildContext(low))).toEqual([]);
  });

  it("reads the dateline of a letter, on its line or in the next cell", () => {
    for (const cells of [
      [{ text: "Hamburg, den 01.11.2024", x: 350, y: 200 }],
      [
        { text: "Hamburg, den", x: 350, y: 200 },
        { text: "01.11.2024", x: 470, y: 200 },
      ],
      [{ text: "Lyon, le 1 novembre 2024", x: 350, y: 200 }],
    ] as CellSpec[][]) {
      const d = doc(cells);
      expect(letterDateCandidates(d, buildContext(d)).map((c) => c.value)).toEqual(["2024-11-01"]);
    }
    const prose = doc([{ text: "Wir danken Ihnen für den Auftrag vom 01.11.2024", x: 60, y: 200 }]);
    expect(letterDateCandidates(prose, buildContext(prose))).toEqual([]);
  });

  it("reads a dateline without its article, with a two-digit year, but never a label's date or an address", () => {
    for (const text of ["Bad Homburg, 14.10.2024", "Linz, 14.10.24", "Hamburg, 14. Okt. 2024"]) {
      const d = doc([{ text, x: 400, y: 160 }]);
      expect(letterDateCandidates(d, buildContext(d)).map((c) => c.value)).toEqual(["2024-10-14"]);
    }
    for (const text of ["Fälligkeit, 14.10.2024", "Objekt: Lindenweg 3, 20095 Hamburg", "Hamburg, 14.10.2024 bis 30.11.2024"]) {
      const d = doc([{ text, x: 60, y: 160 }]);
      expect(letterDateCandidates(d, buildContext(d))).toEqual([]);
    }
  });
});

describe("due dates in payment terms", () => {
  const head: CellSpec = { text: "Rechnung Nr. 2207 vom 03.02.2027", x: 60, y: 100 };
  it("gives no due date from terms that grant a cash discount by a date, though the rate's decimal comma splits the sentence", () => {
    const cells = [head, { text: "Bei Zahlung innerhalb 8 Tagen bis 11.02.2027 gewähren wir 1,50 % Skonto", x: 60, y: 400 }];
    expect(invoice(doc(cells)).data.due_date).toBeNull();
    const labelled = [head, { text: "Fällig am: 24.02.2027", x: 60, y: 412 }];
    expect(invoice(doc(labelled)).data.due_date).toBe("2027-02-24");
  });
});

describe("a reference table set under the party blocks", () => {
  it("reads its weak 'Date' label as the invoice date, though no blank line's worth of space parts it from the blocks above would keep it in them", () => {
    const cells = (gap: number): CellSpec[] => [
      { text: "FACTURE N° 7781", x: 400, y: 50 },
      { text: "Fournisseur", x: 52, y: 146 },
      { text: "Client", x: 314, y: 146 },
      ...["Arbrelune SAS", "12 rue des Forges", "69002 Lyon", "SIRET : 512 004 118 00021"].map((text, i) => ({ text, x: 52, y: 158 + 12 * i })),
      ...["Pelorin SARL", "4 quai Sud", "59000 Lille"].map((text, i) => ({ text, x: 314, y: 158 + 12 * i })),
      { text: "Date :", x: 52, y: 206 + gap },
      { text: "17/03/2026", x: 330, y: 206 + gap },
    ];
    expect(invoice(doc(cells(14))).data.invoice_date).toBe("2026-03-17");
    // Set as the block's next line, the row belongs to the seller's block and its weak label to the seller.
    expect(invoice(doc(cells(0))).data.invoice_date).toBeNull();
  });
});

describe("a return-address line over the window address", () => {
  const vendor = (returnLine: string) =>
    invoice(
      doc([
        { text: returnLine, x: 70, y: 90, size: 7 },
        { text: "Brannock Freight Ltd", x: 70, y: 100 },
        { text: "12 Harbour Road", x: 70, y: 112 },
        { text: "VAT ID IE9876543W", x: 70, y: 124 },
        { text: "Invoice no. 4471", x: 70, y: 200, size: 13 },
        { text: "Total", x: 300, y: 300 },
        { text: "€120.00", x: 450, y: 300 },
      ]),
    ).data.vendor;

  it("is the sender's, with an Irish, Swedish or Canadian postcode too: the name under it is the recipient's", () => {
    expect(vendor("Quillmere Analytics Limited · 4 Dock Street · Galway H91 E2K3")).toBe("Quillmere Analytics Limited");
    expect(vendor("Quillmere Analytics AB · Storgatan 4 · 111 22 Stockholm")).toBe("Quillmere Analytics AB");
    expect(vendor("Quillmere Analytics Inc. · 4 Bay Street · Toronto, ON M5V 2T6")).toBe("Quillmere Analytics Inc.");
  });
});
