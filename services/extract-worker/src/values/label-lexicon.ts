// The labels printed next to values on invoices, receipts and contracts, per field and language.
// Forms are written as printed; `normalizeLabel` reduces them (case, accents, punctuation,
// "No."/"Nr."/"N°"/"#"/"Nummer" → one token, filler words) so near-variants need no entry.
//
// strong: the label names this field on its own.
// weak:   the label often names this field but also something else ("Date", "Amount due" after a
//         prepayment): callers need corroboration (value type, position, cross-field checks).
// decoys: labels that look alike but name another value and must never anchor this field.

export type LabelLanguage = "en" | "de" | "fr" | "nl" | "es" | "it" | "pt" | "pl";

export type LabelField =
  | "invoice_number"
  | "invoice_date"
  | "due_date"
  | "vendor"
  | "subtotal"
  | "tax"
  | "total"
  | "currency"
  | "item_description"
  | "item_quantity"
  | "item_unit_price"
  | "item_amount"
  | "page_total"
  | "merchant"
  | "receipt_date"
  | "payment_method"
  | "effective_date"
  | "initial_term"
  | "auto_renewal"
  | "termination_notice"
  | "governing_law";

export interface FieldLexicon {
  strong: Partial<Record<LabelLanguage, string[]>>;
  weak?: Partial<Record<LabelLanguage, string[]>>;
  decoys: string[];
}

// prettier-ignore
const ORDER_AND_CUSTOMER_NUMBERS = [
  "PO number", "PO #", "P.O. No.", "Purchase order", "Purchase order number", "Order number", "Order no.", "Order ID",
  "Customer number", "Customer no.", "Customer ID", "Account number", "Account no.", "Client number", "Reference",
  "Your reference", "Delivery note number", "Tracking number", "Serial number", "Contract no.",
  "VAT number", "VAT ID", "VAT Reg. No.", "Tax ID", "Tax number", "IBAN", "BIC", "SWIFT", "Phone", "Tel.", "Fax",
  "Bestellnummer", "Bestell-Nr.", "Auftragsnummer", "Auftrags-Nr.", "Kundennummer", "Kunden-Nr.", "Kundennr.",
  "Lieferscheinnummer", "Lieferschein-Nr.", "Ihre Bestellung", "Vertragsnummer", "Steuernummer", "Steuer-Nr.",
  "USt-IdNr.", "USt.-Id.-Nr.", "UStId", "Kontonummer", "Kto-Nr.", "Artikelnummer", "Art.-Nr.",
  "N° de commande", "Numéro de commande", "Bon de commande", "N° client", "Numéro client", "Code client",
  "Numéro de dossier", "N° de TVA", "N° TVA intracommunautaire", "SIRET", "SIREN",
  "Ordernummer", "Bestelnummer", "Klantnummer", "Debiteurnummer", "BTW-nummer", "BTW nummer", "KvK-nummer", "Referentie",
  "Número de pedido", "Nº pedido", "Número de cliente", "Nº cliente", "NIF", "CIF", "Número de cuenta",
  "Numero ordine", "N. ordine", "Codice cliente", "Partita IVA", "P.IVA", "Codice fiscale",
  "N.º de encomenda", "Número de cliente", "Contribuinte", "NIPC",
  "Numer zamówienia", "Nr zamówienia", "Numer klienta", "Nr klienta", "NIP", "REGON", "KRS", "Numer rachunku",
  "Meter number", "Contract number", "Zählernummer", "Vertragskonto",
];

// prettier-ignore
const OTHER_DATES = [
  "Order date", "Delivery date", "Ship date", "Shipping date", "Service date", "Service period", "Billing period",
  "Period", "Tax point", "Payment date", "Date paid",
  "Bestelldatum", "Auftragsdatum", "Lieferdatum", "Leistungsdatum", "Liefer- und Leistungsdatum", "Leistungszeitraum",
  "Liefer-/Leistungszeitraum", "Zahlungsdatum",
  "Date de commande", "Date de livraison", "Période", "Date de paiement",
  "Orderdatum", "Besteldatum", "Leverdatum", "Leveringsdatum", "Betaaldatum",
  "Fecha de pedido", "Fecha de entrega", "Fecha de pago",
  "Data ordine", "Data consegna", "Data di consegna", "Data da encomenda", "Data de entrega",
  "Data zamówienia", "Data sprzedaży", "Data dostawy", "Data zapłaty", "Abrechnungszeitraum", "Rechnungszeitraum", "Période de facturation", "Periodo di fatturazione",
];

// prettier-ignore
const DUE_DATE_FORMS = [
  "Due date", "Payment due", "Date due", "Payment due date", "Due by", "Pay by", "Please pay by",
  "Fällig am", "Fälligkeit", "Fälligkeitsdatum", "Zahlbar bis", "Zahlungsziel", "Fällig bis",
  "Échéance", "Date d'échéance", "Date limite de paiement", "Vervaldatum", "Vervaldag", "Uiterste betaaldatum",
  "Fecha de vencimiento", "Vencimiento", "Fecha límite de pago",
  "Data di scadenza", "Data scadenza", "Scadenza", "Data de vencimento", "Termin płatności", "Płatne do",
];

// prettier-ignore
const TAX_ID_DECOYS = [
  "VAT number", "VAT No.", "VAT ID", "VAT Reg. No.", "VAT registration number", "VAT rate", "VAT %", "Tax rate",
  "Tax ID", "Tax number", "Tax %", "GST No.", "GSTIN", "TIN", "VAT/TIN", "VAT invoice", "Tax invoice", "Tax declaration", "Tax exempt",
  "USt. %", "USt %",
  "USt-IdNr.", "USt.-Id.-Nr.", "UStId", "USt-ID", "Steuernummer", "Steuer-Nr.", "Steuersatz", "MwSt.-Satz", "USt.-Satz",
  "MwSt %", "Steuerbefreiung",
  "N° TVA", "N° de TVA", "N° TVA intracommunautaire", "TVA intracommunautaire", "Taux TVA", "Taux de TVA", "% TVA",
  "BTW-nummer", "BTW nummer", "BTW-nr", "BTW %", "BTW-tarief", "Uw BTW nummer",
  "NIF", "CIF", "Tipo IVA", "% IVA", "IVA %", "Número de IVA",
  "Total incl. VAT", "Total excl. VAT", "Amount excl. VAT", "Price incl. VAT", "Prices include VAT",
  "Excl. BTW", "Exclusief BTW", "Incl. BTW", "Inclusief BTW", "Prijzen zijn inclusief BTW", "Prijs incl. BTW",
  "Total HT", "Total TTC", "Montant HT", "Montant TTC", "Prix TTC", "Prix HT",
  "Gesamt netto", "Gesamt brutto", "Summe netto", "Summe brutto", "Betrag netto", "Betrag brutto", "inkl. MwSt.",
  "ohne MwSt.", "Ohne USt.", "Rechnungssumme ohne USt.",
  "Total sin IVA", "Total con IVA", "IVA incluido", "Base imponible",
  "Stawka VAT", "Razem netto", "Razem brutto", "Wartość netto", "Wartość brutto", "Aliquota IVA", "Taxa de IVA",
  "Total excluding tax", "Gesamtbetrag ohne Steuern",
];

export const LEXICON: Record<LabelField, FieldLexicon> = {
  invoice_number: {
    strong: {
      en: ["Invoice number", "Invoice No.", "Invoice #", "Invoice Nr.", "Invoice ID", "Bill number", "Bill No.", "Tax invoice number", "Credit note number", "Credit note No."],
      de: ["Rechnungsnummer", "Rechnungs-Nr.", "Rechnungsnr.", "Rechnung Nr.", "Rechnung-Nr.", "Handelsrechnung Nr.", "Rechnungskorrektur Nr.", "Gutschrift Nr.", "Gutschriftsnummer", "Belegnummer", "Beleg-Nr."],
      fr: ["N° de facture", "Numéro de facture", "Facture N°", "Facture No.", "N° facture", "Numéro d'avoir", "Avoir N°"],
      nl: ["Factuurnummer", "Factuurnr.", "Factuur nr.", "Factuur nummer", "Creditnotanummer"],
      es: ["Número de factura", "Nº factura", "Nº de factura", "N.º de factura", "Factura N°", "Factura No.", "Núm. factura"],
      it: ["Numero fattura", "Fattura N.", "N. fattura", "Numero nota di credito", "Nota di credito N."],
      pt: ["Número da fatura", "Fatura N.º", "N.º fatura", "Número da nota de crédito", "Nota de crédito N.º"],
      pl: ["Numer faktury", "Faktura nr", "Nr faktury", "Faktura VAT nr", "Numer korekty", "Korekta nr", "Faktura korygująca nr"],
    },
    weak: {
      en: ["Invoice", "Document number", "Document No.", "Number", "No."],
      de: ["Rechnung", "Nummer", "Nr.", "Dokumentnummer"],
      fr: ["Facture", "Numéro"],
      nl: ["Factuur", "Nummer"],
      es: ["Factura", "Número"],
      it: ["Fattura", "Numero", "N. documento"],
      pt: ["Fatura", "Número", "N.º do documento"],
      pl: ["Faktura", "Numer"],
    },
    decoys: [...ORDER_AND_CUSTOMER_NUMBERS, "Invoice date", "Invoice total", "Invoice amount", "Rechnungsdatum", "Rechnungsbetrag", "Date de facture", "Factuurdatum", "Factuurbedrag", "Fecha de factura", "Data fattura", "Data da fatura", "Data faktury", "Data wystawienia"],
  },
  invoice_date: {
    strong: {
      en: ["Invoice date", "Date of invoice", "Invoice issue date", "Issue date", "Date of issue", "Issued on", "Billing date", "Bill date", "Tax invoice date"],
      de: ["Rechnungsdatum", "Rechnungs-Datum", "Ausstellungsdatum", "Belegdatum", "Rechnungsdatum/Lieferdatum"],
      fr: ["Date de facture", "Date de facturation", "Date d'émission", "Date de la facture", "Facturé le"],
      nl: ["Factuurdatum", "Factuur datum", "Datum factuur"],
      es: ["Fecha de factura", "Fecha factura", "Fecha de emisión", "Fecha de expedición"],
      it: ["Data fattura", "Data di emissione", "Data emissione", "Data documento"],
      pt: ["Data da fatura", "Data de emissão"],
      pl: ["Data wystawienia", "Data faktury"],
    },
    weak: {
      en: ["Date", "Dated"],
      de: ["Datum", "vom"],
      fr: ["Date"],
      nl: ["Datum"],
      es: ["Fecha"],
      it: ["Data", "del"],
      pt: ["Data"],
      pl: ["Data", "z dnia"],
    },
    decoys: [...OTHER_DATES, ...DUE_DATE_FORMS],
  },
  due_date: {
    strong: {
      en: ["Due date", "Payment due", "Date due", "Payment due date", "Due by", "Pay by", "Please pay by", "Payable by", "Payment deadline"],
      de: ["Fällig am", "Fälligkeit", "Fälligkeitsdatum", "Zahlbar bis", "Zahlbar bis zum", "Fällig bis", "Zahlungsfrist bis", "Zahlungstermin"],
      fr: ["Échéance", "Date d'échéance", "Date limite de paiement", "À payer avant le", "Payable avant le", "À régler avant le"],
      nl: ["Vervaldatum", "Vervaldag", "Uiterste betaaldatum", "Te betalen voor", "Betalen voor"],
      es: ["Fecha de vencimiento", "Vencimiento", "Fecha límite de pago", "Pagar antes de"],
      it: ["Data di scadenza", "Scadenza", "Data scadenza", "Pagamento entro", "Da pagare entro il"],
      pt: ["Data de vencimento", "Vencimento", "Pagar até"],
      pl: ["Termin płatności", "Płatne do", "Termin zapłaty"],
    },
    weak: {
      en: ["Due", "Due on"],
      de: ["Zahlungsziel", "bis"],
      fr: ["Conditions de paiement"],
      nl: ["Betalingstermijn"],
      es: ["Plazo de pago"],
    },
    decoys: [...OTHER_DATES, "Amount due", "Balance due", "Total due", "Overdue", "Past due", "Invoice date", "Rechnungsdatum", "Date de facture", "Factuurdatum", "Fecha de factura", "Fälliger Betrag", "Montant dû", "Verschuldigd bedrag"],
  },
  vendor: {
    strong: {
      en: ["Vendor", "Seller", "Supplier", "Sold by", "Issued by", "Bill from", "Invoice from", "Service provider", "Merchant"],
      de: ["Verkäufer", "Lieferant", "Rechnungssteller", "Leistungserbringer", "Auftragnehmer", "Absender"],
      fr: ["Vendeur", "Fournisseur", "Émetteur", "Prestataire"],
      nl: ["Verkoper", "Leverancier", "Afzender", "Dienstverlener"],
      es: ["Vendedor", "Proveedor", "Emisor", "Prestador"],
      it: ["Fornitore", "Cedente", "Emittente", "Venditore", "Venduto da"],
      pt: ["Fornecedor", "Emitente", "Vendedor"],
      pl: ["Sprzedawca", "Wystawca", "Dostawca"],
    },
    weak: { en: ["From", "Payee", "Remit to", "Pay to"], de: ["Von", "Zahlungsempfänger"], fr: ["Bénéficiaire"], nl: ["Begunstigde"] },
    // prettier-ignore
    decoys: [
      "Bill to", "Ship to", "Sold to", "Invoice to", "Customer", "Client", "Buyer", "Recipient", "Deliver to",
      "Käufer", "Kunde", "Rechnungsempfänger", "Leistungsempfänger", "Käufer/Leistungsempfänger", "Lieferanschrift", "Warenempfänger",
      "Abweichender Warenempfänger", "Abweichender Zahlungsempfänger", "Steuerbevollmächtigter des Verkäufers", "Lieferantennummer",
      "Verkäufer-BIC", "Verkäufer-IBAN", "Lieferanten-Nr.", "Supplier number", "Vendor number", "Vendor ID", "Supplier ID",
      "Acheteur", "Destinataire", "Adresse de facturation", "Adresse de livraison", "Facturé à", "Livré à",
      "Klant", "Koper", "Factuuradres", "Afleveradres", "Leveradres", "Ontvanger",
      "Cliente", "Comprador", "Destinatario", "Facturar a", "Enviar a", "Dirección de envío",
      "Billed to", "Rechnungsadresse", "Lieferadresse", "Intestatario", "Cessionario", "Committente", "Destinazione merce", "Adquirente", "Faturar a", "Local de entrega",
      "Nabywca", "Odbiorca", "Płatnik", "Adres dostawy",
    ],
  },
  subtotal: {
    strong: {
      en: ["Subtotal", "Sub-total", "Sub total", "Net amount", "Net total", "Total net", "Total excl. VAT", "Total excluding VAT", "Total excl. tax", "Total before tax", "Amount excl. VAT", "Total (excl. VAT)", "Untaxed amount", "Taxable amount", "Total exclusive of VAT", "Total excluding tax", "Total charges excl. VAT"],
      de: ["Zwischensumme", "Nettobetrag", "Nettosumme", "Summe netto", "Gesamt netto", "Netto gesamt", "Gesamtbetrag netto", "Rechnungssumme ohne USt.", "Summe ohne MwSt.", "Betrag netto", "Warenwert netto", "Nettowert", "Rechnungssumme netto", "Gesamtbetrag ohne Steuern", "Summe ohne Steuern"],
      fr: ["Sous-total", "Total HT", "Montant HT", "Total hors taxes", "Montant hors taxes", "Total H.T.", "Base HT"],
      nl: ["Totaal excl. BTW", "Exclusief BTW", "Excl. BTW", "Netto bedrag", "Bedrag excl. BTW", "Totaal exclusief BTW"],
      es: ["Subtotal", "Base imponible", "Importe neto", "Total sin IVA", "Total neto", "Base"],
      it: ["Imponibile", "Totale imponibile", "Subtotale"],
      pt: ["Subtotal", "Total sem IVA", "Valor líquido", "Total ilíquido", "Base tributável"],
      pl: ["Razem netto", "Suma netto", "Wartość netto razem"],
    },
    weak: {
      en: ["Net", "Total lines", "Line total"],
      de: ["Netto", "Positionssumme", "Summe Positionen", "Warenwert"],
      fr: ["Net"],
      // Dutch retail invoices print "Subtotaal" for the VAT-inclusive sum as often as for the net one.
      nl: ["Netto", "Subtotaal"],
      es: ["Neto"],
      pl: ["Wartość netto", "Netto"],
    },
    decoys: ["Total", "Grand total", "Total incl. VAT", "Total VAT", "Total tax", "Bruttosumme", "Gesamtbetrag", "Total TTC", "Montant TTC", "Totaal incl. BTW", "Total con IVA", "Net 30", "Net 30 days", "Netto 30 Tage", "Gesamtbetrag der Zuschläge", "Gesamtbetrag der Abschläge", "Net weight", "Nettogewicht", "Poids net"],
  },
  tax: {
    strong: {
      en: ["Tax", "VAT", "Sales tax", "Total tax", "Total VAT", "VAT amount", "Tax amount", "GST", "HST", "PST", "Tax total", "Value added tax"],
      de: ["MwSt.", "MwSt", "USt.", "USt", "Umsatzsteuer", "Mehrwertsteuer", "Steuerbetrag", "Steuer", "Summe MwSt.", "zzgl. MwSt.", "zzgl. USt.", "enthaltene MwSt.", "inkl. MwSt. Betrag", "Umsatzsteuerbetrag", "Steuerbetrag in EUR", "Versicherungsteuer"],
      fr: ["TVA", "Montant TVA", "Total TVA", "Montant de la TVA", "Taxe", "Taxes"],
      nl: ["BTW", "BTW bedrag", "BTW-bedrag", "Totaal BTW", "Omzetbelasting"],
      es: ["IVA", "Impuesto", "Impuestos", "Total IVA", "Cuota IVA", "Importe IVA", "Cuota"],
      it: ["IVA", "Imposta", "Totale IVA"],
      pt: ["IVA", "Imposto", "Valor do IVA", "Total IVA"],
      pl: ["VAT", "Kwota VAT", "Razem VAT", "Podatek VAT"],
    },
    decoys: TAX_ID_DECOYS,
  },
  total: {
    strong: {
      en: ["Total", "Grand total", "Total amount", "Invoice total", "Total incl. VAT", "Total including VAT", "Total incl. tax", "Total (incl. VAT)", "Total payable", "Amount payable", "Total to pay", "Invoice amount", "Total for this invoice", "Total gross"],
      de: ["Gesamtbetrag", "Rechnungsbetrag", "Gesamtsumme", "Endbetrag", "Endsumme", "Bruttobetrag", "Bruttosumme", "Rechnungssumme", "Gesamt brutto", "Summe brutto", "Betrag brutto", "Gesamt", "Summe", "Rechnungsendbetrag", "Gesamtbetrag brutto", "Rechnungssumme brutto", "Total"],
      fr: ["Total", "Total TTC", "Montant TTC", "Montant total", "Total à payer", "Montant à payer", "Somme à payer", "Net à payer", "Total T.T.C.", "Total facture"],
      nl: ["Totaal", "Totaalbedrag", "Totaal incl. BTW", "Totaal inclusief BTW", "Factuurbedrag", "Factuur totaal", "Totaal te betalen", "Te betalen"],
      es: ["Total", "Importe total", "Total a pagar", "Total factura", "Importe a pagar", "Total con IVA"],
      it: ["Totale", "Totale fattura", "Totale da pagare", "Importo totale", "Totale documento", "Netto a pagare"],
      pt: ["Total", "Total a pagar", "Valor total", "Total da fatura"],
      pl: ["Razem do zapłaty", "Do zapłaty", "Razem brutto", "Wartość brutto", "Kwota do zapłaty"],
    },
    weak: {
      en: ["Amount due", "Balance due", "Total due", "Amount", "Balance", "Payment"],
      de: ["Zahlbetrag", "Zu zahlen", "Zu zahlender Betrag", "Betrag", "Offener Betrag", "Fälliger Betrag"],
      fr: ["Montant", "Montant dû", "Solde", "Montant du prélèvement", "À payer", "A payer"],
      nl: ["Bedrag", "Openstaand bedrag", "Verschuldigd bedrag", "Inclusief BTW"],
      es: ["Importe", "Saldo", "A pagar"],
      it: ["Importo", "Totale da pagare"],
      pt: ["Valor", "Valor em dívida"],
    },
    // prettier-ignore
    decoys: [
      "Subtotal", "Sub-total", "Total excluding tax", "Gesamtbetrag ohne Steuern", "Razem netto", "Wartość netto", "Totale imponibile", "Total ilíquido", "Total excl. VAT", "Total excl. tax", "Total before tax", "Total net", "Net total", "Total VAT", "Total tax", "Tax total",
      "Total quantity", "Total items", "Total hours", "Total discount", "Total weight", "Total pages",
      "Zwischensumme", "Gesamt netto", "Summe netto", "Nettosumme", "Gesamtbetrag netto", "Rechnungssumme ohne USt.", "Rechnungssumme netto", "Summe ohne MwSt.", "Gesamtbetrag der Zuschläge", "Gesamtbetrag der Abschläge", "Summe MwSt.", "Gesamtmenge", "Gesamtgewicht", "Gesamtpreis",
      "Total HT", "Sous-total", "Total TVA", "Montant HT", "Montant TVA", "Total hors taxes",
      "Subtotaal", "Totaal excl. BTW", "Totaal BTW", "Excl. BTW",
      "Total sin IVA", "Total IVA", "Base imponible",
      "Amount excl. VAT", "Tax amount", "VAT amount", "Steuerbetrag", "Unit price", "Payment terms", "Payment method",
    ],
  },
  currency: {
    strong: {
      en: ["Currency", "Invoice currency", "Currency code", "Amounts in", "All amounts in"],
      de: ["Währung", "Rechnungswährung", "Währungscode", "Beträge in", "Alle Beträge in"],
      fr: ["Devise", "Monnaie", "Devise de facturation", "Montants en"],
      nl: ["Valuta", "Munteenheid", "Munt"],
      es: ["Moneda", "Divisa"],
      it: ["Valuta"],
      pt: ["Moeda"],
    },
    decoys: ["Währung der Umsatzsteuerbuchung", "Tax currency", "VAT currency", "Devise de la TVA", "Exchange rate", "Umrechnungskurs", "Wechselkurs", "Taux de change", "Wisselkoers", "Tipo de cambio"],
  },
  item_description: {
    strong: {
      en: ["Description", "Item description", "Product description", "Product", "Service", "Services", "Details", "Item", "Items", "Particulars", "Article"],
      de: ["Beschreibung", "Bezeichnung", "Artikelbezeichnung", "Leistungsbeschreibung", "Leistung", "Produkt", "Artikelbeschreibung", "Text"],
      fr: ["Désignation", "Description", "Libellé", "Produit", "Prestation", "Article"],
      nl: ["Omschrijving", "Beschrijving", "Product", "Artikelomschrijving", "Dienst"],
      es: ["Descripción", "Concepto", "Producto", "Artículo", "Detalle", "Servicio"],
      it: ["Descrizione", "Articolo"],
      pt: ["Descrição", "Produto", "Artigo"],
      pl: ["Nazwa towaru lub usługi", "Nazwa towaru", "Nazwa usługi", "Opis", "Nazwa"],
    },
    weak: { en: ["Title", "Name"], de: ["Artikel", "Position"], nl: ["Artikel"], es: ["Nombre"] },
    decoys: ["Item #", "Item number", "Item no.", "Item code", "Product code", "SKU", "Code", "Pos.", "No.", "#", "Line", "Artikelnummer", "Art.-Nr.", "Artikel-Nr.", "Pos", "Référence", "Réf.", "Code article", "Artikelnummer", "Código", "Referencia", "HSN", "FSN", "EAN", "GTIN"],
  },
  item_quantity: {
    strong: {
      en: ["Quantity", "Qty", "Qty.", "Quant.", "Units", "No. of units", "Hours", "Hrs"],
      de: ["Menge", "Anzahl", "Anz.", "Stück", "Stk.", "Stunden", "Std."],
      fr: ["Quantité", "Qté", "Qte", "Nombre", "Nb", "Heures"],
      nl: ["Aantal", "Hoeveelheid", "Aant.", "Uren"],
      es: ["Cantidad", "Cant.", "Unidades", "Uds.", "Horas"],
      it: ["Quantità", "Qtà", "Q.tà"],
      pt: ["Quantidade", "Qtd."],
      pl: ["Ilość", "Ilosc", "Il."],
    },
    weak: { en: ["Count"] },
    decoys: ["Unit", "Unit price", "UoM", "Unit of measure", "Einheit", "ME", "Mengeneinheit", "Unité", "Prix unitaire", "Eenheid", "Eenheidsprijs", "Unidad", "Precio unitario", "Total quantity", "Gesamtmenge"],
  },
  item_unit_price: {
    strong: {
      en: ["Unit price", "Price per unit", "Unit cost", "Rate", "Price", "Unit price excl. VAT", "Net price", "Unit net price"],
      de: ["Einzelpreis", "Preis", "Stückpreis", "E-Preis", "Einzelpreis netto", "Nettopreis", "VK-Preis", "Preis/Einheit", "Preis pro Einheit", "Einheitspreis"],
      fr: ["Prix unitaire", "Prix unit.", "P.U.", "PU HT", "P.U. HT", "Prix unitaire HT", "Prix", "Tarif"],
      nl: ["Prijs", "Stukprijs", "Eenheidsprijs", "Prijs per stuk", "Prijs per eenheid", "Tarief"],
      es: ["Precio unitario", "Precio", "P. unit.", "Precio unidad", "Importe unitario", "Tarifa"],
      it: ["Prezzo unitario", "Prezzo"],
      pt: ["Preço unitário", "Preço", "Preço unit."],
      pl: ["Cena jedn. netto", "Cena jednostkowa", "Cena netto", "Cena jedn.", "Cena"],
    },
    weak: { en: ["Cost", "Amount per unit"], de: ["Betrag/Einheit"] },
    decoys: ["Total price", "Line total", "Amount", "Gesamtpreis", "Prix total", "Montant", "Totaalprijs", "Precio total", "Importe", "Price incl. VAT", "Prijs incl. BTW", "Tax rate", "Exchange rate", "Discount", "Rabatt", "Remise", "Korting", "Descuento"],
  },
  item_amount: {
    strong: {
      en: ["Amount", "Line total", "Total", "Total price", "Net amount", "Line amount", "Amount excl. VAT", "Subtotal"],
      de: ["Betrag", "Gesamtpreis", "Gesamt", "Zeilenbetrag", "Summe", "Nettobetrag", "Gesamtbetrag", "Positionsbetrag", "Betrag netto", "Gesamtpreis netto"],
      fr: ["Montant", "Total", "Montant HT", "Prix total", "Total HT", "Montant TTC", "Total ligne"],
      nl: ["Bedrag", "Totaal", "Totaalprijs", "Regeltotaal", "Prijs incl. BTW", "Bedrag excl. BTW"],
      es: ["Importe", "Total", "Subtotal", "Precio total", "Importe neto"],
      it: ["Importo", "Totale"],
      pt: ["Valor", "Total"],
      pl: ["Wartość netto", "Wartość", "Wartość brutto"],
    },
    decoys: ["Unit price", "Price", "Tax amount", "VAT amount", "VAT", "Tax", "Einzelpreis", "Preis", "MwSt.", "Steuerbetrag", "Prix unitaire", "TVA", "Montant TVA", "Prijs", "BTW", "Precio unitario", "IVA", "Quantity", "Menge", "Discount", "Rabatt"],
  },
  // Running sums of a multi-page invoice: the foot of one page's table and the head of the next.
  page_total: {
    strong: {
      en: ["Carried forward", "Brought forward", "Carry forward", "Balance carried forward", "Subtotal carried forward", "Page total"],
      de: ["Übertrag", "Übertrag von Seite", "Zwischenübertrag", "Seitensumme", "Summe Übertrag"],
      fr: ["À reporter", "A reporter", "Report", "Reporté", "Total page"],
      nl: ["Transport", "Transport vorige pagina", "Over te brengen"],
      es: ["Suma y sigue", "Suma anterior", "A trasladar"],
      it: ["A riportare", "Riporto"],
      pt: ["A transportar", "Transporte"],
      pl: ["Do przeniesienia", "Z przeniesienia"],
    },
    decoys: [],
  },
  merchant: {
    strong: {
      en: ["Merchant", "Store", "Shop", "Merchant name", "Retailer", "Sold by", "Restaurant"],
      de: ["Händler", "Geschäft", "Filiale", "Markt", "Verkaufsstelle"],
      fr: ["Commerçant", "Magasin", "Enseigne", "Boutique"],
      nl: ["Winkel", "Handelaar", "Filiaal"],
      es: ["Comercio", "Tienda", "Establecimiento"],
    },
    decoys: ["Customer", "Cardholder", "Kunde", "Karteninhaber", "Client", "Titulaire", "Klant", "Kaarthouder", "Cliente", "Titular", "Cashier", "Kassierer", "Caissier", "Kassier", "Cajero", "Merchant ID", "Händler-ID", "Terminal", "Terminal ID"],
  },
  receipt_date: {
    strong: {
      en: ["Date", "Transaction date", "Date/Time", "Purchase date", "Receipt date"],
      de: ["Datum", "Datum/Uhrzeit", "Belegdatum", "Kaufdatum", "Buchungsdatum"],
      fr: ["Date", "Date/Heure", "Date d'achat", "Date de transaction"],
      nl: ["Datum", "Datum/Tijd", "Aankoopdatum", "Transactiedatum"],
      es: ["Fecha", "Fecha/Hora", "Fecha de compra", "Fecha de operación"],
    },
    decoys: ["Expiry date", "Exp. date", "Valid until", "Gültig bis", "Ablaufdatum", "Date d'expiration", "Valable jusqu'au", "Vervaldatum", "Geldig tot", "Fecha de caducidad", "Válido hasta", "Return by", "Due date"],
  },
  payment_method: {
    strong: {
      en: ["Payment method", "Paid by", "Payment type", "Method of payment", "Paid with", "Payment mode", "Tender"],
      de: ["Zahlungsart", "Zahlungsform", "Zahlweise", "Bezahlt mit", "Zahlungsmittel", "Bezahlart", "Zahlungstyp"],
      fr: ["Mode de paiement", "Moyen de paiement", "Mode de règlement", "Modes de règlement", "Règlement", "Payé par"],
      nl: ["Betaalwijze", "Betaalmethode", "Betaald met", "Wijze van betaling", "Betaalmiddel"],
      es: ["Forma de pago", "Método de pago", "Medio de pago", "Pagado con", "Modo de pago"],
      it: ["Metodo di pagamento", "Modalità di pagamento"],
      pt: ["Forma de pagamento", "Método de pagamento"],
    },
    weak: { en: ["Payment"], de: ["Zahlung"], fr: ["Paiement"], nl: ["Betaling"], es: ["Pago"] },
    decoys: ["Payment terms", "Terms of payment", "Payment due", "Payment date", "Payment reference", "Zahlungsbedingungen", "Zahlungsziel", "Zahlungsreferenz", "Zahlungsdatum", "Conditions de paiement", "Conditions de règlement", "Date de paiement", "Betalingsvoorwaarden", "Betalingstermijn", "Betalingskenmerk", "Condiciones de pago", "Plazo de pago", "Fecha de pago"],
  },
  effective_date: {
    strong: {
      en: ["Effective date", "Effective as of", "Effective from", "Commencement date", "Start date", "Date of commencement", "Effective"],
      de: ["Inkrafttreten", "Vertragsbeginn", "Beginn", "Gültig ab", "Wirksam ab", "Datum des Inkrafttretens", "Laufzeitbeginn", "Mietbeginn"],
      fr: ["Date d'effet", "Date d'entrée en vigueur", "Prise d'effet", "Entrée en vigueur", "Date de début", "À compter du"],
      nl: ["Ingangsdatum", "Datum van inwerkingtreding", "Inwerkingtreding", "Begindatum", "Ingaande"],
      es: ["Fecha de entrada en vigor", "Fecha efectiva", "Fecha de inicio", "Entrada en vigor", "Fecha de efecto"],
      it: ["Data di decorrenza", "Data di entrata in vigore"],
      pt: ["Data de início", "Data de entrada em vigor"],
    },
    decoys: ["Expiration date", "End date", "Termination date", "Signature date", "Date signed", "Vertragsende", "Enddatum", "Unterschriftsdatum", "Date d'expiration", "Date de fin", "Date de signature", "Einddatum", "Vervaldatum", "Fecha de finalización", "Fecha de firma", "Fecha de vencimiento"],
  },
  initial_term: {
    strong: {
      en: ["Term", "Initial term", "Contract term", "Term of agreement", "Duration", "Initial period", "Term of the agreement", "Minimum term"],
      de: ["Laufzeit", "Vertragslaufzeit", "Vertragsdauer", "Mindestlaufzeit", "Erstlaufzeit", "Dauer"],
      fr: ["Durée", "Durée du contrat", "Durée initiale", "Période initiale", "Durée minimale"],
      nl: ["Looptijd", "Duur", "Contractduur", "Initiële looptijd", "Minimale looptijd"],
      es: ["Duración", "Plazo", "Vigencia", "Duración del contrato", "Plazo inicial"],
      it: ["Durata", "Durata del contratto"],
      pt: ["Prazo", "Duração", "Vigência"],
    },
    weak: { en: ["Period"], de: ["Zeitraum"], fr: ["Période"], nl: ["Periode"], es: ["Período"] },
    decoys: ["Payment terms", "Terms and conditions", "Terms of service", "Terms of payment", "Termination", "Renewal term", "Notice period", "Zahlungsbedingungen", "Kündigungsfrist", "Verlängerung", "Conditions générales", "Délai de préavis", "Opzegtermijn", "Algemene voorwaarden", "Condiciones generales", "Plazo de preaviso", "Plazo de pago", "Zahlungsziel", "Lieferzeit"],
  },
  auto_renewal: {
    strong: {
      en: ["Automatic renewal", "Auto-renewal", "Auto renewal", "Automatically renews", "Renewal", "Renewal term"],
      de: ["Automatische Verlängerung", "Verlängerung", "Stillschweigende Verlängerung", "Vertragsverlängerung"],
      fr: ["Tacite reconduction", "Reconduction", "Renouvellement automatique", "Renouvellement"],
      nl: ["Stilzwijgende verlenging", "Automatische verlenging", "Verlenging"],
      es: ["Renovación automática", "Prórroga tácita", "Renovación", "Prórroga"],
    },
    decoys: ["Renewal fee", "Renewal price", "Non-renewal", "Verlängerungsgebühr"],
  },
  termination_notice: {
    strong: {
      en: ["Notice period", "Termination notice", "Notice of termination", "Prior written notice", "Notice", "Cancellation notice", "Period of notice"],
      de: ["Kündigungsfrist", "Kündigung", "Frist", "Kündigungsfristen"],
      fr: ["Préavis", "Délai de préavis", "Préavis de résiliation", "Résiliation"],
      nl: ["Opzegtermijn", "Opzegging", "Opzeggingstermijn"],
      es: ["Preaviso", "Plazo de preaviso", "Aviso previo", "Rescisión"],
      it: ["Preavviso", "Termine di preavviso"],
      pt: ["Aviso prévio", "Pré-aviso"],
    },
    decoys: ["Notices", "Notice address", "Address for notices", "Legal notice", "Privacy notice", "Copyright notice", "Zustellungsbevollmächtigter", "Mentions légales", "Aviso legal", "Termination date", "Termination fee"],
  },
  governing_law: {
    strong: {
      en: ["Governing law", "Applicable law", "Choice of law", "Governed by the laws of", "Law", "Governing law and jurisdiction"],
      de: ["Anwendbares Recht", "Rechtswahl", "Geltendes Recht", "Es gilt das Recht", "Anzuwendendes Recht"],
      fr: ["Loi applicable", "Droit applicable", "Loi applicable et juridiction"],
      nl: ["Toepasselijk recht", "Rechtskeuze", "Toepasselijk recht en bevoegde rechter"],
      es: ["Ley aplicable", "Legislación aplicable", "Derecho aplicable", "Ley aplicable y jurisdicción"],
      it: ["Legge applicabile", "Legge regolatrice"],
      pt: ["Lei aplicável", "Direito aplicável"],
    },
    decoys: ["Jurisdiction", "Venue", "Place of jurisdiction", "Courts", "Arbitration", "Gerichtsstand", "Erfüllungsort", "Schiedsgericht", "Juridiction compétente", "Tribunal compétent", "Attribution de juridiction", "Bevoegde rechter", "Forumkeuze", "Jurisdicción", "Tribunales competentes", "Fuero"],
  },
};

/** Field groups, for ranking a label among one preset's fields only. */
export const INVOICE_FIELDS: readonly LabelField[] = ["invoice_number", "invoice_date", "due_date", "vendor", "subtotal", "tax", "total", "currency"];
export const LINE_ITEM_FIELDS: readonly LabelField[] = ["item_description", "item_quantity", "item_unit_price", "item_amount"];
export const RECEIPT_FIELDS: readonly LabelField[] = ["merchant", "receipt_date", "total", "currency", "payment_method", "tax", "subtotal"];
export const CONTRACT_FIELDS: readonly LabelField[] = ["effective_date", "initial_term", "auto_renewal", "termination_notice", "governing_law"];
