// The words invoices print, per language: several wordings for each label, one picked per document.
import type { Lang } from "./formats";

type Choices = Record<Lang, readonly string[]>;

export const INVOICE_WORDS = {
  title: { en: ["Invoice", "INVOICE", "Tax Invoice", "Sales Invoice"], de: ["Rechnung", "RECHNUNG"], fr: ["Facture", "FACTURE"], nl: ["Factuur", "FACTUUR"], es: ["Factura", "FACTURA"] },
  creditTitle: { en: ["Credit Note", "CREDIT NOTE", "Credit Memo"], de: ["Gutschrift", "GUTSCHRIFT", "Rechnungskorrektur"], fr: ["Avoir", "AVOIR", "Facture d'avoir"], nl: ["Creditnota", "CREDITNOTA", "Creditfactuur"], es: ["Nota de crédito", "Factura rectificativa", "Abono"] },
  number: { en: ["Invoice No.", "Invoice Number", "Invoice #", "Invoice no:"], de: ["Rechnungsnummer", "Rechnungs-Nr.", "Rechnung Nr.", "Belegnummer"], fr: ["N° de facture", "Facture n°", "Numéro de facture"], nl: ["Factuurnummer", "Factuurnr."], es: ["Nº de factura", "Número de factura", "Factura nº"] },
  creditNumber: { en: ["Credit Note No.", "Credit Memo #", "Credit note number"], de: ["Gutschrift-Nr.", "Gutschriftsnummer", "Belegnummer"], fr: ["Avoir n°", "N° d'avoir"], nl: ["Creditnotanummer", "Creditnota nr."], es: ["Nº de abono", "Número de rectificativa"] },
  date: { en: ["Invoice Date", "Date", "Date of issue", "Issue date"], de: ["Rechnungsdatum", "Datum", "Belegdatum"], fr: ["Date de facture", "Date", "Date d'émission"], nl: ["Factuurdatum", "Datum"], es: ["Fecha de factura", "Fecha", "Fecha de emisión"] },
  due: { en: ["Due Date", "Payment due", "Due by"], de: ["Fällig am", "Zahlbar bis", "Fälligkeitsdatum"], fr: ["Date d'échéance", "Échéance", "À régler avant le"], nl: ["Vervaldatum", "Te betalen vóór"], es: ["Fecha de vencimiento", "Vencimiento"] },
  customerNo: { en: ["Customer No.", "Account No.", "Customer ID"], de: ["Kundennummer", "Kunden-Nr."], fr: ["N° client", "Code client"], nl: ["Klantnummer", "Debiteurnr."], es: ["Nº de cliente", "Código de cliente"] },
  orderNo: { en: ["Order No.", "PO Number", "Your order"], de: ["Bestellnummer", "Auftrags-Nr.", "Ihre Bestellung"], fr: ["N° de commande", "Votre commande"], nl: ["Ordernummer", "Uw bestelling"], es: ["Nº de pedido", "Su pedido"] },
  orderDate: { en: ["Order Date", "Ordered on"], de: ["Bestelldatum", "Auftragsdatum"], fr: ["Date de commande"], nl: ["Orderdatum", "Besteldatum"], es: ["Fecha de pedido"] },
  deliveryDate: { en: ["Delivery Date", "Ship Date", "Date of supply"], de: ["Lieferdatum", "Leistungsdatum"], fr: ["Date de livraison", "Date de prestation"], nl: ["Leverdatum", "Leveringsdatum"], es: ["Fecha de entrega", "Fecha de servicio"] },
  vatId: { en: ["VAT No.", "VAT Reg. No.", "Tax ID"], de: ["USt-IdNr.", "UID"], fr: ["N° TVA intracom.", "TVA"], nl: ["Btw-nummer", "BTW-nr."], es: ["NIF", "CIF"] },
  billTo: { en: ["Bill to", "Invoice to", "Customer", "Sold to"], de: ["Rechnungsempfänger", "Kunde", "Rechnung an"], fr: ["Facturé à", "Client", "Adresse de facturation"], nl: ["Factuuradres", "Klant", "Gefactureerd aan"], es: ["Facturar a", "Cliente", "Datos del cliente"] },
  from: { en: ["From", "Seller", "Supplier"], de: ["Von", "Rechnungssteller", "Lieferant"], fr: ["Émetteur", "Vendeur", "Fournisseur"], nl: ["Van", "Leverancier"], es: ["Emisor", "Proveedor"] },
  shipTo: { en: ["Ship to", "Deliver to"], de: ["Lieferadresse", "Lieferanschrift"], fr: ["Livrer à", "Adresse de livraison"], nl: ["Afleveradres"], es: ["Enviar a", "Dirección de entrega"] },
  description: { en: ["Description", "Item", "Service"], de: ["Beschreibung", "Bezeichnung", "Leistung", "Artikel"], fr: ["Désignation", "Description"], nl: ["Omschrijving", "Artikel"], es: ["Descripción", "Concepto"] },
  quantity: { en: ["Qty", "Quantity", "Units"], de: ["Menge", "Anzahl"], fr: ["Qté", "Quantité"], nl: ["Aantal"], es: ["Cantidad", "Cant."] },
  unit: { en: ["Unit"], de: ["Einheit", "ME"], fr: ["Unité"], nl: ["Eenheid"], es: ["Unidad"] },
  unitPrice: { en: ["Unit Price", "Rate", "Price"], de: ["Einzelpreis", "E-Preis", "Preis/Einheit"], fr: ["Prix unitaire", "P.U. HT"], nl: ["Prijs", "Stukprijs"], es: ["Precio unitario", "Precio"] },
  amount: { en: ["Amount", "Total", "Line Total"], de: ["Betrag", "Gesamt", "Gesamtpreis"], fr: ["Montant", "Total HT"], nl: ["Bedrag", "Totaal"], es: ["Importe", "Total"] },
  position: { en: ["#", "No."], de: ["Pos.", "Nr."], fr: ["N°", "Ligne"], nl: ["Nr.", "Pos."], es: ["Nº", "Línea"] },
  sku: { en: ["SKU", "Item No."], de: ["Art.-Nr.", "Artikelnr."], fr: ["Réf.", "Référence"], nl: ["Art.nr.", "Code"], es: ["Ref.", "Código"] },
  subtotal: { en: ["Subtotal", "Net amount", "Total excl. VAT"], de: ["Zwischensumme", "Nettobetrag", "Summe netto", "Gesamt netto"], fr: ["Total HT", "Sous-total HT", "Montant HT"], nl: ["Subtotaal", "Totaal excl. btw", "Netto bedrag"], es: ["Subtotal", "Base imponible", "Total sin IVA"] },
  total: { en: ["Total", "Total due", "Amount due", "Invoice total", "Grand Total"], de: ["Gesamtbetrag", "Rechnungsbetrag", "Gesamt brutto", "Endbetrag", "Zu zahlen"], fr: ["Total TTC", "Net à payer", "Montant TTC"], nl: ["Totaal", "Totaal incl. btw", "Te betalen"], es: ["Total", "Total factura", "Importe total"] },
  creditTotal: { en: ["Total credit", "Credit total", "Total"], de: ["Gutschriftsbetrag", "Gesamtbetrag"], fr: ["Total TTC", "Montant de l'avoir"], nl: ["Totaal", "Totaal creditnota"], es: ["Total", "Total abono"] },
  taxTotal: { en: ["Total VAT", "Total tax"], de: ["Summe MwSt.", "Umsatzsteuer gesamt"], fr: ["Total TVA"], nl: ["Totaal btw"], es: ["Total IVA", "Cuota IVA"] },
  paid: { en: ["Amount paid", "Payments received"], de: ["Bereits bezahlt", "Anzahlung"], fr: ["Acompte versé", "Déjà réglé"], nl: ["Reeds betaald", "Aanbetaling"], es: ["Pagado", "Anticipo"] },
  balance: { en: ["Balance due", "Amount outstanding"], de: ["Restbetrag", "Offener Betrag"], fr: ["Reste à payer", "Solde dû"], nl: ["Openstaand bedrag", "Restbedrag"], es: ["Pendiente de pago", "Saldo pendiente"] },
  currency: { en: ["Currency"], de: ["Währung"], fr: ["Devise"], nl: ["Valuta"], es: ["Moneda"] },
  contact: { en: ["Contact", "Your contact"], de: ["Ansprechpartner", "Bearbeiter"], fr: ["Votre contact", "Interlocuteur"], nl: ["Contactpersoon", "Behandeld door"], es: ["Contacto", "Atendido por"] },
  phone: { en: ["Phone", "Tel."], de: ["Telefon", "Tel."], fr: ["Tél.", "Téléphone"], nl: ["Tel.", "Telefoon"], es: ["Tel.", "Teléfono"] },
  bank: { en: ["Bank details", "Payment details"], de: ["Bankverbindung"], fr: ["Coordonnées bancaires"], nl: ["Bankgegevens"], es: ["Datos bancarios"] },
} satisfies Record<string, Choices>;

export type InvoiceWordKey = keyof typeof INVOICE_WORDS;

/** "Payable within N days" — a due date printed only as a term (no date). */
export const PAYMENT_TERMS: Record<Lang, (days: number) => string> = {
  en: (n) => `Payment terms: ${n} days net.`,
  de: (n) => `Zahlbar innerhalb von ${n} Tagen ohne Abzug.`,
  fr: (n) => `Paiement à ${n} jours à réception de facture.`,
  nl: (n) => `Betaling binnen ${n} dagen na factuurdatum.`,
  es: (n) => `Forma de pago: transferencia a ${n} días.`,
};

/** A due date printed in a sentence instead of a label. */
export const DUE_SENTENCE: Record<Lang, (date: string) => string> = {
  en: (d) => `Please pay the amount due by ${d}, quoting the invoice number.`,
  de: (d) => `Bitte überweisen Sie den Rechnungsbetrag bis zum ${d} unter Angabe der Rechnungsnummer.`,
  fr: (d) => `Merci de régler cette facture avant le ${d} en rappelant sa référence.`,
  nl: (d) => `Gelieve het bedrag vóór ${d} over te maken onder vermelding van het factuurnummer.`,
  es: (d) => `Rogamos efectúe el pago antes del ${d} indicando el número de factura.`,
};

/** "Invoice No. X dated DATE" as a heading line. */
export const INLINE_HEADING: Record<Lang, (title: string, number: string, date: string) => string> = {
  en: (t, n, d) => `${t} No. ${n} dated ${d}`,
  de: (t, n, d) => `${t} Nr. ${n} vom ${d}`,
  fr: (t, n, d) => `${t} n° ${n} du ${d}`,
  nl: (t, n, d) => `${t} ${n} van ${d}`,
  es: (t, n, d) => `${t} nº ${n} de fecha ${d}`,
};

/** The invoice a credit note corrects (a decoy number and date). */
export const CREDIT_REFERENCE: Record<Lang, (number: string, date: string) => string> = {
  en: (n, d) => `This credit note refers to invoice no. ${n} of ${d}.`,
  de: (n, d) => `Korrektur zu Rechnung Nr. ${n} vom ${d}.`,
  fr: (n, d) => `Avoir sur facture n° ${n} du ${d}.`,
  nl: (n, d) => `Creditering van factuur ${n} van ${d}.`,
  es: (n, d) => `Rectifica la factura nº ${n} de ${d}.`,
};

/** Small-business / exemption notes printed instead of a tax line. */
export const NO_TAX_NOTE: Record<Lang, string> = {
  en: "VAT not charged: supplier not registered for VAT.",
  de: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
  fr: "TVA non applicable, art. 293 B du CGI.",
  nl: "Vrijgesteld van btw op grond van de kleineondernemersregeling.",
  es: "Operación exenta de IVA.",
};

export const GREETING: Record<Lang, [string, string]> = {
  en: ["Dear Sir or Madam,", "Thank you for your order. We invoice the following:"],
  de: ["Sehr geehrte Damen und Herren,", "vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Leistungen:"],
  fr: ["Madame, Monsieur,", "Nous vous remercions de votre commande et vous facturons :"],
  nl: ["Geachte heer, mevrouw,", "Hartelijk dank voor uw opdracht. Wij brengen u het volgende in rekening:"],
  es: ["Estimados señores:", "Les agradecemos su pedido y les facturamos lo siguiente:"],
};

export const TAX_NAME: Record<Lang, readonly string[]> = {
  en: ["VAT", "Sales Tax", "Tax"],
  de: ["MwSt.", "USt.", "Umsatzsteuer"],
  fr: ["TVA"],
  nl: ["Btw", "BTW"],
  es: ["IVA"],
};

/** The total restated in the seller's home currency (a second currency and amount on the page). */
export const CONVERSION: Record<Lang, (currency: string, amount: string, rate: string) => string> = {
  en: (c, a, r) => `For information: total in ${c} ${a} (exchange rate ${r}).`,
  de: (c, a, r) => `Zur Information: Gesamtbetrag in ${c} ${a} (Kurs ${r}).`,
  fr: (c, a, r) => `Pour information : total en ${c} ${a} (taux de change ${r}).`,
  nl: (c, a, r) => `Ter informatie: totaal in ${c} ${a} (wisselkoers ${r}).`,
  es: (c, a, r) => `A título informativo: total en ${c} ${a} (tipo de cambio ${r}).`,
};

export const PERIOD: Record<Lang, string> = { en: "Service period", de: "Leistungszeitraum", fr: "Période", nl: "Periode", es: "Periodo" };
