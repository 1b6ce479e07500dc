import { describe, expect, it } from "@jest/globals";
import {
  INVOICE_FIELDS,
  LABEL_FIELDS,
  LEXICON,
  LINE_ITEM_FIELDS,
  classifyLabel,
  fieldForPropertyName,
  labelFromPropertyName,
  matchLabel,
  matchPropertyLabel,
  normalizeLabel,
  rankLabels,
  type LabelField,
} from "./labels";

describe("normalizeLabel", () => {
  it.each([
    ["Invoice No.:", "invoice no"],
    ["INVOICE #", "invoice no"],
    ["Invoice Number", "invoice no"],
    ["Invoice Nr.", "invoice no"],
    ["Rechnungs-Nr.", "rechnungs no"],
    ["Rechnungsnummer", "rechnungs no"],
    ["Rechnungsnr.", "rechnungs no"],
    ["N° de facture", "no facture"],
    ["Numéro de facture", "no facture"],
    ["Nº factura", "no factura"],
    ["N.º de factura", "no factura"],
    ["Factuurnummer:", "factuur no"],
    ["Fällig am", "fallig am"],
    ["Date d’échéance", "date echeance"],
    ["  Total   TTC : ", "total ttc"],
    ["MwSt.", "mwst"],
    ["Gesamtbetrag der Zuschläge", "gesamtbetrag zuschlage"],
    ["Straße", "strasse"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeLabel(input)).toBe(expected);
  });
});

describe("lexicon sanity", () => {
  it("never lists a field's own synonym as its decoy", () => {
    for (const field of LABEL_FIELDS) {
      const lex = LEXICON[field];
      const synonyms = new Set([...Object.values(lex.strong), ...Object.values(lex.weak ?? {})].flat().map((s) => normalizeLabel(s)));
      for (const decoy of lex.decoys) expect(`${field}: ${decoy} → ${synonyms.has(normalizeLabel(decoy))}`).toBe(`${field}: ${decoy} → false`);
    }
  });

  it("has no form that normalises to nothing", () => {
    for (const field of LABEL_FIELDS) {
      const lex = LEXICON[field];
      for (const s of [...Object.values(lex.strong), ...Object.values(lex.weak ?? {})].flat()) expect(normalizeLabel(s)).not.toBe("");
    }
  });

  it("covers English, German, French, Dutch and Spanish for every field", () => {
    for (const field of LABEL_FIELDS) {
      for (const lang of ["en", "de", "fr", "nl", "es"] as const)
        expect(`${field}/${lang}:${(LEXICON[field].strong[lang] ?? []).length > 0}`).toBe(`${field}/${lang}:true`);
    }
  });
});

describe("matchLabel — synonyms as printed on real invoices", () => {
  it.each<[string, LabelField]>([
    ["Invoice No.", "invoice_number"],
    ["Invoice #", "invoice_number"],
    ["Invoice Number:", "invoice_number"],
    ["Rechnungsnummer", "invoice_number"],
    ["Rechnungs-Nr.", "invoice_number"],
    ["Rechnungsnr.", "invoice_number"],
    ["N° de facture", "invoice_number"],
    ["Numéro de facture", "invoice_number"],
    ["Factuurnummer:", "invoice_number"],
    ["Número de factura", "invoice_number"],
    ["Nº factura", "invoice_number"],
    ["Numer faktury", "invoice_number"],
    ["Fattura n.", "invoice_number"],
    ["Data wystawienia", "invoice_date"],
    ["Termin płatności", "due_date"],
    ["Total excluding tax", "subtotal"],
    ["Gesamtbetrag ohne Steuern", "subtotal"],
    ["Razem do zapłaty", "total"],
    ["Carried forward", "page_total"],
    ["Übertrag", "page_total"],
    ["À reporter", "page_total"],
    ["Invoice Date:", "invoice_date"],
    ["Rechnungsdatum", "invoice_date"],
    ["Factuurdatum:", "invoice_date"],
    ["Factuur datum", "invoice_date"],
    ["Date de facturation", "invoice_date"],
    ["Émise le :", "invoice_date"],
    ["ÉMISE LE", "invoice_date"],
    ["Fecha de emisión", "invoice_date"],
    ["Due Date:", "due_date"],
    ["Fällig am", "due_date"],
    ["Zahlbar bis", "due_date"],
    ["Échéance", "due_date"],
    ["Date limite de paiement", "due_date"],
    ["Payable jusqu'au", "due_date"],
    ["Date/Tax point", "invoice_date"],
    ["Vervaldatum", "due_date"],
    ["Fecha de vencimiento", "due_date"],
    ["Total", "total"],
    ["Gesamtbetrag", "total"],
    ["Rechnungsbetrag", "total"],
    ["Bruttosumme", "total"],
    ["Montant TTC", "total"],
    ["Total TTC :", "total"],
    ["Totaal", "total"],
    ["Importe total", "total"],
    ["Subtotal:", "subtotal"],
    ["Total Taxable Value", "subtotal"],
    ["Total Invoice Value", "total"],
    ["Total GST", "tax"],
    ["IGST", "tax"],
    ["Korrektur-Nr.", "invoice_number"],
    ["Net amount", "subtotal"],
    ["Nettobetrag", "subtotal"],
    ["Zwischensumme", "subtotal"],
    ["Sous-total", "subtotal"],
    ["Total HT :", "subtotal"],
    ["Exclusief BTW", "subtotal"],
    ["Rechnungssumme ohne USt.", "subtotal"],
    ["Total excl. VAT", "subtotal"],
    ["MwSt.", "tax"],
    ["USt.", "tax"],
    ["TVA", "tax"],
    ["BTW", "tax"],
    ["IVA", "tax"],
    ["Total VAT", "tax"],
    ["Steuerbetrag", "tax"],
    ["Rechnungswährung", "currency"],
    ["Währung", "currency"],
    ["Devise", "currency"],
    ["Verkäufer:", "vendor"],
    ["Sold By :", "vendor"],
    ["Qty", "item_quantity"],
    ["Menge", "item_quantity"],
    ["Aantal", "item_quantity"],
    ["Cantidad", "item_quantity"],
    ["Unit price", "item_unit_price"],
    ["Einzelpreis", "item_unit_price"],
    ["Prix unitaire", "item_unit_price"],
    ["P.U. HT", "item_unit_price"],
    ["Prijs per stuk", "item_unit_price"],
    ["Beschreibung", "item_description"],
    ["Désignation", "item_description"],
    ["Omschrijving", "item_description"],
    ["Descripción", "item_description"],
    ["Designação", "item_description"],
    ["Zeilenbetrag", "item_amount"],
    ["Bedrag", "item_amount"],
    ["Importe", "item_amount"],
    ["Charges", "item_amount"],
    ["Belastung", "item_amount"],
    ["Débit", "item_amount"],
    ["Zahlungsform", "payment_method"],
    ["Modes de règlement", "payment_method"],
    ["Betaalwijze", "payment_method"],
    ["Forma de pago", "payment_method"],
    ["Effective Date", "effective_date"],
    ["Vertragsbeginn", "effective_date"],
    ["Date d'effet", "effective_date"],
    ["Initial Term", "initial_term"],
    ["Laufzeit", "initial_term"],
    ["Durée", "initial_term"],
    ["Looptijd", "initial_term"],
    ["Notice period", "termination_notice"],
    ["Kündigungsfrist", "termination_notice"],
    ["Préavis", "termination_notice"],
    ["Opzegtermijn", "termination_notice"],
    ["Preaviso", "termination_notice"],
    ["Governing Law", "governing_law"],
    ["Anwendbares Recht", "governing_law"],
    ["Loi applicable", "governing_law"],
    ["Toepasselijk recht", "governing_law"],
    ["Ley aplicable", "governing_law"],
    ["Tacite reconduction", "auto_renewal"],
  ])("%j labels %s exactly", (label, field) => {
    expect(matchLabel(label, field)).toMatchObject({ field, kind: "exact", score: 1 });
  });

  it.each<[string, LabelField, string]>([
    ["Invoice Number: 58300412", "invoice_number", "58300412"],
    ["Rechnungsnr. 40117725", "invoice_number", "40117725"],
    ["Facture n°770215834 du 14 Mai 2016", "invoice_number", "770215834 du 14 Mai 2016"],
    ["Facture n° 2019044712", "invoice_number", "2019044712"],
    ["Note n° HN-4471", "invoice_number", "HN-4471"],
    ["Handelsrechnung Nr. 580213 vom 14.09.2020", "invoice_number", "580213 vom 14.09.2020"],
    ["Rechnungskorrektur Nr. RK40177310 vom 02.10.2020", "invoice_number", "RK40177310 vom 02.10.2020"],
    ["Factuurdatum: 19 april 2014", "invoice_date", "19 april 2014"],
    ["Date limite de paiement le 18 Mai 2016", "due_date", "le 18 Mai 2016"],
    ["Total TTC : 23,99 €", "total", "23,99 €"],
    ["Rechnungswährung : GBP", "currency", "GBP"],
    ["Total EUR 40,43", "total", "EUR 40,43"],
    ["Total...........-40,43 EUR", "total", "-40,43 EUR"],
    ["Total - 40,43", "total", "40,43"],
  ])("%j: label at the start, value after it", (line, field, rest) => {
    const m = matchLabel(line, field);
    expect(m?.kind).toBe("prefix");
    expect(m?.score).toBe(0.9);
    expect(line.slice(m!.valueStart)).toBe(rest);
    expect(line.slice(m!.start, m!.end)).toBe(m!.text);
  });

  it("finds a label inside a longer text", () => {
    const m = matchLabel("innerhalb 30 Tagen netto bis 04.04.2018, Fälligkeit Teilzahlung", "due_date");
    expect(m).toMatchObject({ kind: "contains", text: "Fälligkeit" });
  });

  it("reads a label that ends in a filler word with its value after it ('Émise le 25.12.2026')", () => {
    expect(matchLabel("Émise le 25.12.2026", "invoice_date")).toMatchObject({ kind: "prefix", text: "Émise le" });
    expect(matchLabel("Facturé le : 25.12.2026", "invoice_date")).toMatchObject({ kind: "prefix", text: "Facturé le" });
    expect(matchLabel("À payer avant le 04/04/2026", "due_date")).toMatchObject({ kind: "prefix", text: "À payer avant le" });
    // Between two words the filler is still dropped.
    expect(matchLabel("N° de facture : 4471", "invoice_number")).toMatchObject({ kind: "prefix" });
  });

  it("matches weak labels only at the start, scored lower", () => {
    expect(matchLabel("Date:", "invoice_date")).toMatchObject({ strength: "weak", score: 0.6 });
    expect(matchLabel("Printed on the same Date", "invoice_date")).toBeNull();
    expect(matchLabel("Balance Due:", "total")).toMatchObject({ strength: "weak", score: 0.6 });
  });

  it("takes a bare number word for the document's number when what it numbers is the document", () => {
    expect(matchLabel("Nr. der Rechnung", "invoice_number")).toMatchObject({ strength: "weak" });
    expect(matchLabel("Nummer der Gutschrift", "invoice_number")).toMatchObject({ strength: "weak" });
    expect(matchLabel("No. 4711", "invoice_number")).toMatchObject({ strength: "weak" });
  });
});

describe("matchLabel — decoys never match", () => {
  it.each<[string, LabelField]>([
    ["Saldo kaart: 45,81 EUR", "total"],
    ["Date d'arrivée", "invoice_date"],
    ["Departure Date:", "invoice_date"],
    ["Abreise", "invoice_date"],
    ["Check-in", "invoice_date"],
    ["For services through", "invoice_date"],
    ["Date of supply:", "invoice_date"],
    ["Exonération de TVA, article 293 B du code général des impôts.", "tax"],
    ["Kein Ausweis der Umsatzsteuer aufgrund § 19 UStG", "tax"],
    ["No VAT charged: not registered", "tax"],
    ["Total fees", "total"],
    ["Total disbursements", "total"],
    ["Previous balance", "total"],
    ["Total balance due", "total"],
    ["Restguthaben 12,00", "total"],
    ["Gift card balance $18.40", "total"],
    ["PO Number:", "invoice_number"],
    ["Order No.", "invoice_number"],
    ["Order ID:", "invoice_number"],
    ["Customer number", "invoice_number"],
    ["Bestellnummer", "invoice_number"],
    ["Kundennummer", "invoice_number"],
    ["Kundennr.", "invoice_number"],
    ["Ordernummer:", "invoice_number"],
    ["Klantnummer:", "invoice_number"],
    ["Numéro de dossier :", "invoice_number"],
    ["N° de commande", "invoice_number"],
    ["Número de pedido", "invoice_number"],
    ["N° de contrat", "invoice_number"],
    ["Numéro de compte", "invoice_number"],
    ["Numer umowy", "invoice_number"],
    ["N° de compteur", "invoice_number"],
    ["Number of pages:", "invoice_number"],
    ["Nr. des Zählers", "invoice_number"],
    ["VAT number", "invoice_number"],
    ["IBAN", "invoice_number"],
    ["Invoice Date:", "invoice_number"],
    ["Total excl. VAT", "total"],
    ["Total VAT", "total"],
    ["Total HT", "total"],
    ["Gesamtbetrag der Zuschläge", "total"],
    ["Summe netto", "total"],
    ["Total quantity", "total"],
    ["Totaal BTW", "total"],
    ["Total", "subtotal"],
    ["VAT number", "tax"],
    ["USt-IdNr.", "tax"],
    ["USt.-Id.-Nr. :", "tax"],
    ["Steuernummer", "tax"],
    ["Steuer-Nr.", "tax"],
    ["N° de TVA intracommunautaire", "tax"],
    ["Uw BTW nummer:", "tax"],
    ["Prijzen zijn inclusief BTW", "tax"],
    ["VAT %", "tax"],
    ["Tax rate", "tax"],
    ["VAT/TIN: 29670869006", "tax"],
    ["** This is not a VAT invoice", "tax"],
    ["USt. %", "tax"],
    ["Verkäufer-BIC", "vendor"],
    ["Amount Due", "due_date"],
    ["Balance due", "due_date"],
    ["Order date", "invoice_date"],
    ["Orderdatum:", "invoice_date"],
    ["Lieferdatum", "invoice_date"],
    ["Date of supply:", "invoice_date"],
    ["Exonération de TVA, article 293 B du code général des impôts.", "tax"],
    ["Kein Ausweis der Umsatzsteuer aufgrund § 19 UStG", "tax"],
    ["No VAT charged: not registered", "tax"],
    ["Date de prestation :", "invoice_date"],
    ["Datum levering:", "invoice_date"],
    ["Liefer- und Leistungsdatum", "invoice_date"],
    ["Due date", "invoice_date"],
    ["Bill to", "vendor"],
    ["Käufer/Leistungsempfänger:", "vendor"],
    ["Abweichender Zahlungsempfänger:", "vendor"],
    ["Währung der Umsatzsteuerbuchung", "currency"],
    ["Accounting currency", "currency"],
    ["Buchungswährung", "currency"],
    ["Devise de comptabilisation", "currency"],
    ["Entspricht in Ihrer Währung: 25,74 USD", "currency"],
    ["Charged in your currency: 25.74 USD", "currency"],
    ["Payment terms", "payment_method"],
    ["Zahlungsbedingungen", "payment_method"],
    ["Payment Terms:", "initial_term"],
    ["Terms and conditions", "initial_term"],
    ["Gerichtsstand", "governing_law"],
    ["Jurisdiction", "governing_law"],
    ["Artikelnummer", "item_description"],
    ["Unit price", "item_amount"],
  ])("%j is not %s", (label, field) => {
    expect(matchLabel(label, field)).toBeNull();
  });

  it("does not match inside other words", () => {
    expect(matchLabel("Taxi", "tax")).toBeNull();
    expect(matchLabel("Totalement", "total")).toBeNull();
  });
});

describe("rankLabels / classifyLabel", () => {
  it.each<[string, LabelField]>([
    ["Total excl. VAT", "subtotal"],
    ["Total VAT", "tax"],
    ["Total incl. VAT", "total"],
    ["Total HT :", "subtotal"],
    ["TVA 20% :", "tax"],
    ["Total TTC :", "total"],
    ["Steuerbetrag in EUR", "tax"],
    ["Rechnungsdatum", "invoice_date"],
    ["Factuurnummer:", "invoice_number"],
    ["Exclusief BTW", "subtotal"],
    // The goods' net before tax and charges, not the gross.
    ["Goods total", "subtotal"],
  ])("%j → %s", (label, field) => {
    expect(classifyLabel(label, INVOICE_FIELDS)?.field).toBe(field);
  });

  it.each<[string, LabelField, string]>([
    ["Total excl. VATGBP 20,107.85", "subtotal", "GBP 20,107.85"],
    ["Grand TotalGBP 24,129.42", "total", "GBP 24,129.42"],
    ["Total a pagar17 316,80 €", "total", "17 316,80 €"],
  ])("a label printed touching its currency or first digits: %j → %s, value %j", (line, field, value) => {
    const m = classifyLabel(line, INVOICE_FIELDS);
    expect(m?.field).toBe(field);
    expect(line.slice(m?.valueStart)).toBe(value);
  });

  it("splits no glued word whose head names no label", () => {
    expect(normalizeLabel("Rechnungsnummer PT748363299 Bagel")).toBe("rechnungs no pt748363299 bagel");
    expect(normalizeLabel("Totaleur")).toBe("totaleur"); // a currency only in capitals
  });

  it.each<[string, LabelField]>([
    // German ERP heads abbreviate Menge, and Gesamtpreis beside E-Preis (Einzelpreis).
    ["Mge.", "item_quantity"],
    ["G-Preis", "item_amount"],
    ["E-Preis", "item_unit_price"],
  ])("item head %j → %s", (label, field) => {
    expect(classifyLabel(label, LINE_ITEM_FIELDS)?.field).toBe(field);
  });

  it("refuses to choose between equally good fields unless told which to consider", () => {
    expect(classifyLabel("Total")).toBeNull();
    expect(rankLabels("Total").map((m) => m.field)).toEqual(expect.arrayContaining(["total", "item_amount"]));
    expect(classifyLabel("Total", INVOICE_FIELDS)?.field).toBe("total");
    expect(classifyLabel("Total", LINE_ITEM_FIELDS)?.field).toBe("item_amount");
    expect(classifyLabel("Total HT")).toBeNull(); // the net total, or a line's net amount column
    expect(classifyLabel("Total HT", LINE_ITEM_FIELDS)?.field).toBe("item_amount");
  });
});

describe("property names as label anchors", () => {
  it("derives label forms", () => {
    expect(labelFromPropertyName("invoice_number")).toEqual(["invoice number", "invoice no", "invoice no.", "invoice #", "invoice nr"]);
    expect(labelFromPropertyName("invoiceNumber")).toContain("invoice #");
    expect(labelFromPropertyName("due-date")).toEqual(["due date", "date due", "date of due"]);
    expect(labelFromPropertyName("customer_id")).toContain("customer no");
    expect(labelFromPropertyName("total")).toEqual(["total"]);
    expect(labelFromPropertyName("")).toEqual([]);
  });

  it.each([
    ["invoice_number", "invoice_number"],
    ["invoiceNo", "invoice_number"],
    ["due_date", "due_date"],
    ["total", "total"],
    ["vat", "tax"],
    ["order_number", null],
    ["shoe_size", null],
  ])("%s stands for %s", (name, field) => {
    expect(fieldForPropertyName(name)).toBe(field);
  });

  it("matches documents' labels through the property name", () => {
    expect(matchPropertyLabel("Invoice No.:", "invoice_number")).toMatchObject({ kind: "exact", field: "invoice_number" });
    expect(matchPropertyLabel("Rechnungsnummer", "invoice_number")).toMatchObject({ kind: "exact" });
    expect(matchPropertyLabel("Bestellnummer", "invoice_number")).toBeNull();
    // a custom field the lexicon does not know
    expect(matchPropertyLabel("Shoe size: 42", "shoe_size")).toMatchObject({ field: null, kind: "prefix", text: "Shoe size" });
    expect(matchPropertyLabel("Order Number", "order_number")).toMatchObject({ kind: "exact" });
    expect(matchPropertyLabel("PO #", "po_number")).toMatchObject({ kind: "exact" });
    expect(matchPropertyLabel("PO #", "invoice_number")).toBeNull();
  });
});
