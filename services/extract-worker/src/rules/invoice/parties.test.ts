import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";
import { isName, partyCandidates } from "./parties";

describe("isName", () => {
  it("accepts organisation and person names", () => {
    for (const name of ["Muster GmbH", "Larkspur Cloud Services, Inc.", "Kestrel B.V.", "Anja Winter", "Global", "Kornelia Doradztwo sp. z o.o."])
      expect([name, isName(name)]).toEqual([name, true]);
  });

  it("refuses article codes, ids and address lines", () => {
    for (const text of ["GZ250", "TB100A4", "K27-44", "GLN 4012345000009", "DE 80333 München", "42 Main Street"])
      expect([text, isName(text)]).toEqual([text, false]);
  });
});

describe("legal entities in the letterhead", () => {
  const vendors = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((candidate) => candidate.value);

  it("never reads the city under the seller's street as the seller", () => {
    const found = vendors([
      { text: "Sprzedawca", x: 68, y: 104 },
      { text: "Brenlow Handel sp. z", x: 68, y: 116 },
      { text: "o.o.", x: 68, y: 129 },
      { text: "ul. Długa 91", x: 68, y: 141 },
      { text: "00-950", x: 68, y: 153 },
      { text: "Warszawa", x: 68, y: 166 },
    ]);
    expect(found).not.toContain("Warszawa");
  });

  it("never reads an item table's head under the seller's block as the seller", () => {
    const found = vendors([
      { text: "SPRZEDAWCA", x: 50, y: 108 },
      { text: "NABYWCA", x: 312, y: 108 },
      { text: "ul. Długa 60", x: 50, y: 120 },
      { text: "al. Jana Pawła II 63", x: 312, y: 120 },
      { text: "80-831 Gdańsk", x: 50, y: 132 },
      { text: "NIP: 5182738726", x: 50, y: 144 },
      { text: "NAZWA TOWARU LUB USŁUGI", x: 48, y: 170 },
      { text: "ILOŚĆ", x: 229, y: 170 },
      { text: "WARTOŚĆ NETTO", x: 472, y: 170 },
    ]);
    expect(found).toEqual([]);
  });

  it("keeps an ampersand inside the name", () => {
    expect(
      vendors([
        { text: "Brandt & Söhne GmbH", x: 50, y: 20 },
        { text: "USt-IdNr. DE123456789", x: 50, y: 40 },
      ]),
    ).toContain("Brandt & Söhne GmbH");
    expect(vendors([{ text: "Smith & Sons Ltd", x: 50, y: 20 }])).toContain("Smith & Sons Ltd");
  });

  it("reads the Austrian 'Ges.m.b.H.' as a legal form", () => {
    expect(
      vendors([
        { text: "Auer Malerbetrieb Ges.m.b.H.", x: 50, y: 20 },
        { text: "UID ATU12345678", x: 50, y: 34 },
      ]),
    ).toContain("Auer Malerbetrieb Ges.m.b.H.");
  });

  it("reads a seller block on through a postcode that ends in a legal form's letters ('E14 5AB')", () => {
    expect(
      vendors([
        { text: "Invoice number", x: 50, y: 100 },
        { text: "INV-1001", x: 200, y: 100 },
        { text: "Lumen Analytics Ltd", x: 50, y: 200 },
        { text: "Customer", x: 300, y: 200 },
        { text: "1 Dock Place", x: 50, y: 212 },
        { text: "London E14 5AB", x: 50, y: 224 },
        { text: "billing@lumen.example", x: 50, y: 236 },
      ]),
    ).toContain("Lumen Analytics Ltd");
  });

  it("never starts a name with the ampersand", () => {
    const found = vendors([{ text: "Terms and & Acme GmbH", x: 50, y: 20 }]);
    expect(found).toContain("Acme GmbH");
    expect(found.some((value) => String(value).startsWith("&"))).toBe(false);
  });
});

describe("the issuer's footer row", () => {
  const vendors = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => c.value);
  // A short invoice whose only seller details are the company row printed under its totals.
  const invoiceWithFooter = (footerY: number): CellSpec[] => [
    { text: "Faktura", x: 400, y: 40 },
    { text: "Fakturanummer F2231", x: 50, y: 80 },
    { text: "Konsulttimmar 2 st 1 250,00", x: 50, y: 200 },
    { text: "Totalt att betala 2 500,00", x: 50, y: 240 },
    { text: "Tallvik Bygg Aktiebolag", x: 50, y: footerY },
    { text: "Org.nr 556677-1234", x: 250, y: footerY },
    { text: "Bankgiro 123-4567", x: 420, y: footerY },
    { text: "Storgatan 4", x: 50, y: footerY + 10 },
  ];

  it("takes the name heading a company row of ids printed under everything the invoice charges", () => {
    expect(vendors(invoiceWithFooter(300))).toContain("Tallvik Bygg Aktiebolag");
  });

  it("reads Southern and Eastern European registration ids as the issuer's", () => {
    const footer = (id: string) =>
      vendors([
        { text: "TOTAL 25,77", x: 50, y: 100 },
        { text: "Gracias por su visita", x: 60, y: 160 },
        { text: "Kalvoria Transportes S.A.", x: 60, y: 180 },
        { text: id, x: 60, y: 200 },
      ]);
    for (const id of ["NIF ESA12345678", "Registro Mercantil de Soria, Tomo 120", "NIP 123-456-32-18", "Codice Fiscale 01234567890"])
      expect([id, footer(id)]).toEqual([id, ["Kalvoria Transportes S.A."]]);
    expect(footer("Horario 9-21")).toEqual([]);
  });

  it("does not take a name level with ids when amounts follow it", () => {
    const cells = invoiceWithFooter(300).map((c) => (c.text.startsWith("Totalt") ? { ...c, y: 340 } : c));
    expect(vendors(cells)).not.toContain("Tallvik Bygg Aktiebolag");
  });
});

describe("which letterhead entity issued the document", () => {
  const vendors = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => c.value);
  const vendorsWithScore = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => [c.value, c.score]);

  it("prefers the entity whose own block prints contact lines over a bare window address", () => {
    const found = vendorsWithScore([
      { text: "Brindleia SARL", x: 50, y: 30 },
      { text: "1880 rue des Tanneurs", x: 50, y: 42 },
      { text: "Kestrelia Imprimerie SARL", x: 350, y: 30 },
      { text: "1744 rue des Tanneurs", x: 350, y: 42 },
      { text: "Tél. +33 37 871 0519", x: 350, y: 54 },
    ]);
    // The bare address beside another block has no issuer's evidence at all: only its place, which both share.
    expect(found).toEqual([["Kestrelia Imprimerie SARL", 0.55]]);
  });

  it("does not borrow contact lines of a block above", () => {
    const found = vendorsWithScore([
      { text: "info@wendroly.es", x: 50, y: 200 },
      { text: "Fjellanwerk S.L.", x: 50, y: 240 },
      { text: "Avenida de la Constitución 39", x: 50, y: 252 },
    ]);
    expect(found).toEqual([]);
  });

  it("knows more legal forms and never reads the tail of a spaced-out name", () => {
    expect(vendors([{ text: "Wendroly S.L.U.", x: 50, y: 20 }])).toEqual(["Wendroly S.L.U."]);
    expect(vendors([{ text: "Wendrotek Druck UG (haftungsbeschränkt)", x: 50, y: 20 }])).toEqual(["Wendrotek Druck UG (haftungsbeschränkt)"]);
    expect(
      vendors([
        { text: "Taxiunter nehmen TX GmbH", x: 50, y: 20 },
        { text: "Tel. 030 1234", x: 50, y: 32 },
      ]),
    ).toEqual([]);
    expect(vendors([{ text: "Pellamia Software S.n.c.", x: 50, y: 20 }])).toEqual(["Pellamia Software S.n.c."]);
    expect(vendors([{ text: "Quarrotek Doradztwo sp. z o.o.", x: 50, y: 20 }])).toEqual(["Quarrotek Doradztwo sp. z o.o."]);
    expect(vendors([{ text: "Rosvika Unipessoal Lda.", x: 50, y: 20 }])).toEqual(["Rosvika Unipessoal Lda."]);
    // The Swiss and Luxembourg forms of the SARL, accent and dots as printed.
    expect(vendors([{ text: "Veltrano Conseils Sàrl", x: 50, y: 20 }])).toEqual(["Veltrano Conseils Sàrl"]);
    expect(vendors([{ text: "Orsenna Logistique S.à r.l.", x: 50, y: 20 }])).toEqual(["Orsenna Logistique S.à r.l."]);
  });

  it("never takes the consignee's name for the seller's", () => {
    const found = vendors([
      { text: "Consignee", x: 300, y: 100 },
      { text: "Orlin Logistics Pvt. Ltd.", x: 300, y: 112 },
      { text: "12, Canal Road", x: 300, y: 124 },
    ]);
    expect(found).not.toContain("Orlin Logistics Pvt. Ltd.");
  });

  it("never takes a recipient heading under a seller label for the seller's name", () => {
    const found = vendors([
      { text: "From", x: 50, y: 100 },
      { text: "BILL TO", x: 50, y: 112 },
      { text: "Orlin Consulting Ltd", x: 50, y: 124 },
      { text: "12 Abbey Road", x: 50, y: 136 },
    ]);
    expect(found).not.toContain("BILL TO");
  });

  it("never takes the company under a delivery address heading beside the buyer's for the seller", () => {
    // The contact line over both blocks would otherwise speak for the delivery block's company.
    for (const heading of ["Dirección de entrega", "Indirizzo di consegna", "Endereço de entrega", "Bezorgadres"]) {
      const found = vendors([
        { text: "Orvalia S.A.", x: 85, y: 80, size: 16 },
        { text: "Avenida Norte 5 | 28001 Madrid | Tel. +34 91 000 0000 | hola@orvalia.test", x: 73, y: 112 },
        { text: "Facturar a", x: 73, y: 129 },
        { text: "Quelvor S.L.", x: 73, y: 139 },
        { text: heading, x: 168, y: 129 },
        { text: "Brevantis Obras S.A.", x: 168, y: 139 },
        { text: "Calle Mayor 12", x: 168, y: 150 },
        { text: "46002 Valencia", x: 168, y: 162 },
      ]);
      expect([heading, found]).toEqual([heading, ["Orvalia S.A."]]);
    }
  });

  it("never takes a name under a recipient heading in Italian, Portuguese, Polish or French", () => {
    for (const heading of ["Intestatario", "Adquirente", "Nabywca", "Rechnung an", "ADRESSÉ À"]) {
      const found = vendors([
        { text: heading, x: 50, y: 100 },
        { text: "Kaltern Logistica S.r.l.", x: 50, y: 112 },
        { text: "Tel. +39 02 555 0101", x: 50, y: 124 },
      ]);
      expect([heading, found]).toEqual([heading, []]);
    }
  });
});

describe("the legal mentions", () => {
  it("read the name printed with its own register entry as the issuer's, over a buyer block that prints a VAT id", () => {
    const cells: CellSpec[] = [
      { text: "Brindleia Conseil SARL", x: 50, y: 40 },
      { text: "1880 rue des Tanneurs", x: 50, y: 52 },
      { text: "Tél. +33 37 871 0519", x: 50, y: 64 },
      { text: "Facture n° F2026-0042", x: 350, y: 40 },
      { text: "Kestrelia Imprimerie SAS", x: 350, y: 120 },
      { text: "1744 avenue de la Gare", x: 350, y: 132 },
      { text: "TVA intracommunautaire : FR55 384690696", x: 350, y: 144 },
      { text: "Total TTC 1 200,00 €", x: 350, y: 400 },
      { text: "Brindleia Conseil SARL – SARL au capital de 10 000 € – RCS Nantes 509 647 793 – SIRET 509 647 793 43621", x: 50, y: 780 },
    ];
    const scored = partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => [c.value, c.score]);
    expect(scored).toContainEqual(["Brindleia Conseil SARL", 0.6]);
    expect(invoice(doc(cells)).data.vendor).toBe("Brindleia Conseil SARL");
  });
});

describe("where the seller's block ends and what speaks for it", () => {
  const vendorsWithScore = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => [c.value, c.score]);

  it("does not take a buyer-number label above the seller's block for a recipient heading", () => {
    const found = vendorsWithScore([
      { text: "Customer ID", x: 68, y: 138 },
      { text: "cus_8hf8H8Ug4k86aP", x: 266, y: 138 },
      { text: "Kestrel Labs LLC", x: 68, y: 155 },
      { text: "138 Harbor Road", x: 68, y: 167 },
      { text: "billing@kestrel.com", x: 68, y: 179 },
    ]);
    expect(found).toEqual([["Kestrel Labs LLC", 0.55]]);
  });

  it("ends the letterhead's block at the next company's name", () => {
    const found = vendorsWithScore([
      { text: "Dovrinia Logística S.A.", x: 51, y: 145 },
      { text: "Calle Mayor 95", x: 51, y: 157 },
      { text: "Orlin Formación S.A.", x: 51, y: 120 },
      { text: "Tel. +34 72 243 7924", x: 51, y: 132 },
    ]);
    // Its contact line (0.55), and 0.1 for opening the page.
    expect(found).toEqual([["Orlin Formación S.A.", 0.65]]);
  });

  it("takes the name set large as the letterhead as the issuer's", () => {
    const found = vendorsWithScore([
      { text: "Ulvanotek", x: 68, y: 60, size: 16 },
      { text: "1207 Mill Lane", x: 68, y: 140 },
      { text: "Ulvanotek LLC", x: 68, y: 152 },
    ]);
    expect(found).toEqual([["Ulvanotek LLC", 0.55]]);
  });

  it("never reads a postcode before a city as a company", () => {
    expect(
      vendorsWithScore([
        { text: "Havenweg 12", x: 50, y: 20 },
        { text: "3011 AB Rotterdam", x: 50, y: 32 },
      ]),
    ).toEqual([]);
  });
});

describe("window envelopes", () => {
  const vendorsWithScore = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => [c.value, c.score]);

  it("reads the return-address line over the window as the sender, and the window address as the recipient's", () => {
    const found = vendorsWithScore([
      { text: "Kalternium Gebäudeservice GmbH · Gartenstraße 9 · 20095 Hamburg", x: 50, y: 120, size: 7 },
      { text: "Grevinex Elektrotechnik AG", x: 50, y: 132 },
      { text: "Bahnhofstraße 38", x: 50, y: 144 },
      { text: "USt-IdNr. DE228820115", x: 50, y: 156 },
    ]);
    // The return line (0.6) opens the page (+0.1).
    expect(found).toEqual([["Kalternium Gebäudeservice GmbH", 0.7]]);
  });

  it("reads a return line whose postcode is hyphenated (Portugal, Poland) as the sender's", () => {
    for (const [sender, place] of [
      ["Corvanta Logística S.A.", "Rua Nova 12 · 4000-123 Porto"],
      ["Brenlow Handel sp. z o.o.", "ul. Polna 4 · 00-123 Warszawa"],
    ]) {
      const found = vendorsWithScore([
        { text: `${sender} · ${place}`, x: 50, y: 120, size: 7 },
        { text: "Quintara Serviços S.A.", x: 50, y: 132 },
        { text: "Rua Velha 7", x: 50, y: 144 },
        { text: "NIF PT500000000", x: 50, y: 156 },
      ]);
      expect(found).toEqual([[sender, 0.7]]);
    }
  });

  it("never reads a delivery address line as the sender", () => {
    expect(vendorsWithScore([{ text: "Lieferadresse: Beispiel Lager AG | Feldstraße 39 | 54321 Hithausen", x: 50, y: 200 }])).toEqual([]);
  });
});

describe("a seller section printed as a label column without colons", () => {
  const labelled = (cells: CellSpec[]) =>
    partyCandidates(doc(cells), { field: "vendor", label: "vendor" })
      .filter((c) => c.via === "right")
      .map((c) => c.value);

  it("takes the name beside the bare 'Name' label, never the label itself", () => {
    const cells: CellSpec[] = [
      { text: "Verkäufer", x: 60, y: 300 },
      { text: "Name", x: 60, y: 314 },
      { text: "Northwind Rohrbau", x: 240, y: 314 },
      { text: "Straße", x: 60, y: 328 },
      { text: "Lindenweg 5", x: 240, y: 328 },
    ];
    expect(labelled(cells)).toEqual(["Northwind Rohrbau"]);
  });

  it("never takes a row's label for the name, in any language of the label column", () => {
    // The heading set right of the label column: the name row beside "Nom" is out of its reach.
    const rows = (labels: string[]): CellSpec[] => [
      { text: "Fournisseur", x: 90, y: 300 },
      ...labels.flatMap((label, i) => [
        { text: label, x: 60, y: 314 + 14 * i },
        { text: ["Sorvalia Quintet SARL", "17 rue des Lilas", "69003 Lyon", "FR"][i]!, x: 240, y: 314 + 14 * i },
      ]),
    ];
    expect(labelled(rows(["Nom", "Adresse", "Ville", "Pays"]))).toEqual([]);
    // A label no list knows ("Région") is still no name: it sits in the label column beside its value.
    expect(labelled(rows(["Nom", "Adresse", "Région", "Pays"]))).toEqual([]);
  });

  it("never takes the label word with a branch number under it for the name", () => {
    const branch = (line: string) =>
      partyCandidates(
        doc([
          { text: "Store", x: 60, y: 300 },
          { text: line, x: 60, y: 314 },
        ]),
        { field: "merchant", label: "merchant" },
      )
        .filter((c) => c.via === "right")
        .map((c) => c.value);
    expect(branch("Store #4211")).toEqual([]);
    expect(branch("Filiale 12")).toEqual([]);
    expect(branch("Store 24 Hardware")).toEqual(["Store 24 Hardware"]);
  });

  it("takes the name under the label when each label sits over its value", () => {
    const cells: CellSpec[] = [
      { text: "Seller", x: 60, y: 300 },
      { text: "Name", x: 60, y: 314, size: 8 },
      { text: "Northwind Piping", x: 60, y: 326 },
      { text: "Address line", x: 60, y: 340, size: 8 },
      { text: "5 Mill Lane", x: 60, y: 352 },
    ];
    expect(labelled(cells)).toEqual(["Northwind Piping"]);
  });
});

describe("seller and buyer sections side by side, each label over its value", () => {
  it("reads the seller's name under its own label, not the buyer's label beside it", () => {
    const cells: CellSpec[] = [
      { text: "Supplier", x: 60, y: 300 },
      { text: "Customer", x: 300, y: 300 },
      { text: "Name", x: 60, y: 314, size: 8 },
      { text: "Name", x: 300, y: 314, size: 8 },
      { text: "Northwind Piping", x: 60, y: 326 },
      { text: "Southgate Metals", x: 300, y: 326 },
    ];
    const found = partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).filter((c) => c.via === "right");
    expect(found.map((c) => c.value)).toEqual(["Northwind Piping"]);
  });
});

describe("the issuer's name at the top of the page", () => {
  const vendor = (cells: CellSpec[]) => {
    const out = invoice(doc(cells));
    return [out.data.vendor, out.fields.vendor?.confidence ?? null];
  };
  const buyer = (heading: string | null, y = 150): CellSpec[] => [
    ...(heading ? [{ text: heading, x: 50, y: y - 12 }] : []),
    { text: "Northwind Traders Ltd", x: 50, y },
    { text: "5 Harbour Road", x: 50, y: y + 12 },
    { text: "VAT Reg. No. GB 123 4567 89", x: 50, y: y + 24 },
  ];

  it("takes the name that opens the page under its logo and title, at the weak letterhead confidence, when nothing else names the issuer", () => {
    const [name, confidence] = vendor([
      { text: "EW", x: 50, y: 20, size: 20 },
      { text: "INVOICE", x: 400, y: 24, size: 18 },
      { text: "Example Widgets SAS", x: 50, y: 110, size: 14 },
      ...buyer("Bill to", 170),
    ]);
    expect(name).toBe("Example Widgets SAS");
    expect(confidence).toBeLessThanOrEqual(0.5);
  });

  it("prefers the opening name with its contact lines over a buyer block that prints a VAT id", () => {
    expect(
      vendor([{ text: "Foo Bar, Inc.", x: 50, y: 40, size: 14 }, { text: "Tel. +1 555 0100 · billing@foobar.example", x: 50, y: 58 }, ...buyer(null)])[0],
    ).toBe("Foo Bar, Inc.");
  });

  it("does not prefer either of two blocks side by side at the top", () => {
    expect(
      vendor([
        { text: "Northwind Traders Ltd", x: 50, y: 40 },
        { text: "VAT Reg. No. GB 123 4567 89", x: 50, y: 52 },
        { text: "Foo Bar Ltd", x: 350, y: 40 },
        { text: "VAT Reg. No. GB 987 6543 21", x: 350, y: 52 },
      ])[0],
    ).toBeNull();
    // The same with a nameless address block on the left (a logo not printed): the name on the right
    // may as well be the customer's.
    expect(
      vendor([
        { text: "18 Quarry Lane", x: 50, y: 40 },
        { text: "Bend OR 97701", x: 50, y: 52 },
        { text: "Foo Bar Supply Co.", x: 350, y: 40 },
        { text: "9 Mill Street", x: 350, y: 52 },
      ])[0],
    ).toBeNull();
  });

  it("never takes a buyer's block for the issuer: under a heading ending in an accented word, under a return line, or with an attention line", () => {
    const seller: CellSpec[] = [
      { text: "Kestrel Media SARL", x: 350, y: 40 },
      { text: "Tél. +33 1 23 45 67 89", x: 350, y: 52 },
    ];
    const french = [...seller, { text: "Facturé à", x: 50, y: 100 }, { text: "Calder SAS", x: 50, y: 112 }, { text: "TVA FR12345678901", x: 50, y: 124 }];
    expect(vendor(french)[0]).toBe("Kestrel Media SARL");
    const letter: CellSpec[] = [
      { text: "Kestrel Media SARL · 4 rue des Lilas · 75001 Paris", x: 50, y: 100, size: 7 },
      { text: "Calder SAS", x: 50, y: 110 },
      { text: "TVA FR12345678901", x: 50, y: 122 },
    ];
    expect(vendor(letter)[0]).toBe("Kestrel Media SARL");
    const attention: CellSpec[] = [
      ...seller,
      { text: "Calder GmbH", x: 50, y: 100 },
      { text: "z. Hd. Anna Berg", x: 50, y: 112 },
      { text: "USt-IdNr. DE123456789", x: 50, y: 124 },
    ];
    expect(vendor(attention)[0]).toBe("Kestrel Media SARL");
  });
});

describe("a name that starts with a label word", () => {
  const labelled = (cells: CellSpec[]) =>
    partyCandidates(doc(cells), { field: "vendor", label: "vendor" })
      .filter((c) => c.via === "right")
      .map((c) => c.value);

  it("never cuts a noun label off a name on its line, but reads a name run on from 'Sold by'", () => {
    expect(labelled([{ text: "SELLER TRADE NAME", x: 50, y: 200 }])).toEqual([]);
    expect(labelled([{ text: "Sold by Kestrel Media Ltd", x: 50, y: 200 }])).toEqual(["Kestrel Media Ltd"]);
    expect(labelled([{ text: "Supplier: Kestrel Media Ltd", x: 50, y: 200 }])).toEqual(["Kestrel Media Ltd"]);
  });

  it("never takes a 'N° TVA' line under a seller label for the name", () => {
    expect(isName("N° TVA : FR 32 123 456 789")).toBe(false);
  });
});

describe("US letterheads", () => {
  const vendors = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => c.value);

  it("knows 'Co.' as a legal form, but not before a county's name", () => {
    expect(vendors([{ text: "Brimfield Paper Co., 14 Elm Street, Dayton, OH 45402", x: 50, y: 40 }])).toEqual(["Brimfield Paper Co."]);
    expect(vendors([{ text: "Main Street, Tralee, Co. Kerry", x: 50, y: 40 }])).toEqual([]);
  });

  it("reads a letterhead wrapped over two lines as the name set large", () => {
    const found = partyCandidates(
      doc([
        { text: "Ostrander Print &", x: 60, y: 40, size: 18 },
        { text: "Design", x: 60, y: 60, size: 18 },
        { text: "$120.00", x: 380, y: 50, size: 16 },
        { text: "Ostrander Print & Design Corp., 9 Dock Road, Austin, TX 78701", x: 60, y: 130, size: 7 },
      ]),
      { field: "vendor", label: "vendor" },
    );
    expect(found.map((c) => [c.value, c.score])).toEqual([["Ostrander Print & Design Corp.", 0.55]]);
  });
});

describe("a seller's name wrapped over two lines", () => {
  const vendors = (cells: CellSpec[]) => partyCandidates(doc(cells), { field: "vendor", label: "vendor" }).map((c) => c.value);

  it("is read with the first line's words", () => {
    const found = vendors([
      { text: "Quellbrook Plattner", x: 350, y: 40, size: 14 },
      { text: "Messtechnik GmbH", x: 350, y: 57, size: 14 },
      { text: "Tel. +49 30 1234567", x: 350, y: 76 },
    ]);
    expect(found).toContain("Quellbrook Plattner Messtechnik GmbH");
    expect(found).not.toContain("Messtechnik GmbH");
  });

  it("never takes a heading or a smaller line above the name for its start", () => {
    const heading = vendors([
      { text: "REMIT TO", x: 350, y: 140 },
      { text: "Tallowmere Freight LLC", x: 350, y: 152 },
      { text: "Phone (555) 201-3344", x: 350, y: 164 },
    ]);
    expect(heading).toContain("Tallowmere Freight LLC");
    expect(heading.some((v) => String(v).includes("REMIT"))).toBe(false);
    const smaller = vendors([
      { text: "Quellbrook Plattner", x: 350, y: 40, size: 8 },
      { text: "Messtechnik GmbH", x: 350, y: 49, size: 14 },
      { text: "Tel. +49 30 1234567", x: 350, y: 68 },
    ]);
    expect(smaller).toContain("Messtechnik GmbH");
  });

  it("never takes a courtesy line above the name for its start", () => {
    // A footer whose rule the layout engine dropped: the thanks stand right above the name, in its type and column.
    const found = vendors([
      { text: "Vielen Dank für Ihren Einkauf", x: 20, y: 400 },
      { text: "Dovrane Handel GmbH", x: 20, y: 412 },
      { text: "USt-IdNr. DE123456789", x: 20, y: 424 },
    ]);
    expect(found).toContain("Dovrane Handel GmbH");
    expect(found.some((v) => String(v).includes("Dank"))).toBe(false);
  });

  it("knows the Nordic legal forms", () => {
    expect(
      vendors([
        { text: "Vindrup Konsult AB", x: 50, y: 30, size: 14 },
        { text: "Org.nr 556677-8899", x: 50, y: 48 },
      ]),
    ).toContain("Vindrup Konsult AB");
    expect(
      vendors([
        { text: "Fjordhavn Service AS", x: 50, y: 30, size: 14 },
        { text: "Org.nr. 987 654 321 MVA", x: 50, y: 48 },
      ]),
    ).toContain("Fjordhavn Service AS");
  });
});
