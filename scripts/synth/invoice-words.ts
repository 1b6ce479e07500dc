// The words invoices print, per language: several wordings for each label, one picked per document.
import type { InvoiceLang } from "./formats";

type Choices = Record<InvoiceLang, readonly string[]>;

export const INVOICE_WORDS = {
  title: { en: ["Invoice", "INVOICE", "Tax Invoice", "Sales Invoice"], de: ["Rechnung", "RECHNUNG"], fr: ["Facture", "FACTURE"], nl: ["Factuur", "FACTUUR"], es: ["Factura", "FACTURA"] , it: ["Fattura", "FATTURA"], pt: ["Fatura", "FATURA", "Fatura-Recibo"], pl: ["Faktura", "FAKTURA", "Faktura VAT"] },
  creditTitle: { en: ["Credit Note", "CREDIT NOTE", "Credit Memo"], de: ["Gutschrift", "GUTSCHRIFT", "Rechnungskorrektur"], fr: ["Avoir", "AVOIR", "Facture d'avoir"], nl: ["Creditnota", "CREDITNOTA", "Creditfactuur"], es: ["Nota de crédito", "Factura rectificativa", "Abono"] , it: ["Nota di credito", "NOTA DI CREDITO"], pt: ["Nota de crédito", "NOTA DE CRÉDITO"], pl: ["Faktura korygująca", "Korekta faktury"] },
  number: { en: ["Invoice No.", "Invoice Number", "Invoice #", "Invoice no:"], de: ["Rechnungsnummer", "Rechnungs-Nr.", "Rechnung Nr.", "Belegnummer"], fr: ["N° de facture", "Facture n°", "Numéro de facture"], nl: ["Factuurnummer", "Factuurnr."], es: ["Nº de factura", "Número de factura", "Factura nº"] , it: ["Fattura n.", "Numero fattura", "N. documento"], pt: ["Fatura n.º", "Número da fatura", "N.º do documento"], pl: ["Numer faktury", "Faktura nr", "Nr faktury"] },
  creditNumber: { en: ["Credit Note No.", "Credit Memo #", "Credit note number"], de: ["Gutschrift-Nr.", "Gutschriftsnummer", "Belegnummer"], fr: ["Avoir n°", "N° d'avoir"], nl: ["Creditnotanummer", "Creditnota nr."], es: ["Nº de abono", "Número de rectificativa"] , it: ["Nota di credito n.", "Numero nota di credito"], pt: ["Nota de crédito n.º", "Número da nota de crédito"], pl: ["Korekta nr", "Numer korekty"] },
  date: { en: ["Invoice Date", "Date", "Date of issue", "Issue date"], de: ["Rechnungsdatum", "Datum", "Belegdatum"], fr: ["Date de facture", "Date", "Date d'émission"], nl: ["Factuurdatum", "Datum"], es: ["Fecha de factura", "Fecha", "Fecha de emisión"] , it: ["Data fattura", "Data", "Data documento"], pt: ["Data da fatura", "Data", "Data de emissão"], pl: ["Data wystawienia", "Data faktury"] },
  due: { en: ["Due Date", "Payment due", "Due by"], de: ["Fällig am", "Zahlbar bis", "Fälligkeitsdatum"], fr: ["Date d'échéance", "Échéance", "À régler avant le"], nl: ["Vervaldatum", "Te betalen vóór"], es: ["Fecha de vencimiento", "Vencimiento"] , it: ["Scadenza", "Data scadenza", "Pagamento entro"], pt: ["Data de vencimento", "Vencimento"], pl: ["Termin płatności", "Płatne do"] },
  customerNo: { en: ["Customer No.", "Account No.", "Customer ID"], de: ["Kundennummer", "Kunden-Nr."], fr: ["N° client", "Code client"], nl: ["Klantnummer", "Debiteurnr."], es: ["Nº de cliente", "Código de cliente"] , it: ["Codice cliente", "Cod. cliente"], pt: ["N.º de cliente", "Código de cliente"], pl: ["Numer klienta", "Nr klienta"] },
  orderNo: { en: ["Order No.", "PO Number", "Your order"], de: ["Bestellnummer", "Auftrags-Nr.", "Ihre Bestellung"], fr: ["N° de commande", "Votre commande"], nl: ["Ordernummer", "Uw bestelling"], es: ["Nº de pedido", "Su pedido"] , it: ["N. ordine", "Vs. ordine", "Rif. ordine"], pt: ["N.º de encomenda", "Vossa encomenda"], pl: ["Numer zamówienia", "Nr zamówienia"] },
  orderDate: { en: ["Order Date", "Ordered on"], de: ["Bestelldatum", "Auftragsdatum"], fr: ["Date de commande"], nl: ["Orderdatum", "Besteldatum"], es: ["Fecha de pedido"] , it: ["Data ordine"], pt: ["Data da encomenda"], pl: ["Data zamówienia"] },
  deliveryDate: { en: ["Delivery Date", "Ship Date", "Date of supply"], de: ["Lieferdatum", "Leistungsdatum"], fr: ["Date de livraison", "Date de prestation"], nl: ["Leverdatum", "Leveringsdatum"], es: ["Fecha de entrega", "Fecha de servicio"] , it: ["Data consegna", "Data di consegna"], pt: ["Data de entrega", "Data de prestação"], pl: ["Data sprzedaży", "Data dostawy"] },
  vatId: { en: ["VAT No.", "VAT Reg. No.", "Tax ID"], de: ["USt-IdNr.", "UID"], fr: ["N° TVA intracom.", "TVA"], nl: ["Btw-nummer", "BTW-nr."], es: ["NIF", "CIF"] , it: ["P.IVA", "Partita IVA"], pt: ["NIF", "Contribuinte n.º"], pl: ["NIP"] },
  billTo: { en: ["Bill to", "Invoice to", "Customer", "Sold to"], de: ["Rechnungsempfänger", "Kunde", "Rechnung an"], fr: ["Facturé à", "Client", "Adresse de facturation"], nl: ["Factuuradres", "Klant", "Gefactureerd aan"], es: ["Facturar a", "Cliente", "Datos del cliente"] , it: ["Intestatario", "Cliente", "Destinatario"], pt: ["Cliente", "Faturar a", "Adquirente"], pl: ["Nabywca", "Odbiorca"] },
  from: { en: ["From", "Seller", "Supplier"], de: ["Von", "Rechnungssteller", "Lieferant"], fr: ["Émetteur", "Vendeur", "Fournisseur"], nl: ["Van", "Leverancier"], es: ["Emisor", "Proveedor"] , it: ["Fornitore", "Cedente", "Emittente"], pt: ["Fornecedor", "Emitente"], pl: ["Sprzedawca", "Wystawca"] },
  shipTo: { en: ["Ship to", "Deliver to"], de: ["Lieferadresse", "Lieferanschrift"], fr: ["Livrer à", "Adresse de livraison"], nl: ["Afleveradres"], es: ["Enviar a", "Dirección de entrega"] , it: ["Destinazione merce", "Luogo di consegna"], pt: ["Local de entrega", "Morada de entrega"], pl: ["Adres dostawy", "Miejsce dostawy"] },
  description: { en: ["Description", "Item", "Service"], de: ["Beschreibung", "Bezeichnung", "Leistung", "Artikel"], fr: ["Désignation", "Description"], nl: ["Omschrijving", "Artikel"], es: ["Descripción", "Concepto"] , it: ["Descrizione", "Articolo"], pt: ["Descrição", "Artigo"], pl: ["Nazwa towaru lub usługi", "Opis", "Nazwa"] },
  quantity: { en: ["Qty", "Quantity", "Units"], de: ["Menge", "Anzahl"], fr: ["Qté", "Quantité"], nl: ["Aantal"], es: ["Cantidad", "Cant."] , it: ["Quantità", "Q.tà"], pt: ["Quantidade", "Qtd."], pl: ["Ilość", "Ilosc"] },
  unit: { en: ["Unit"], de: ["Einheit", "ME"], fr: ["Unité"], nl: ["Eenheid"], es: ["Unidad"] , it: ["U.M.", "Unità"], pt: ["Unidade", "Un."], pl: ["J.m.", "Jedn."] },
  unitPrice: { en: ["Unit Price", "Rate", "Price"], de: ["Einzelpreis", "E-Preis", "Preis/Einheit"], fr: ["Prix unitaire", "P.U. HT"], nl: ["Prijs", "Stukprijs"], es: ["Precio unitario", "Precio"] , it: ["Prezzo unitario", "Prezzo"], pt: ["Preço unitário", "Preço unit."], pl: ["Cena jedn. netto", "Cena netto"] },
  amount: { en: ["Amount", "Total", "Line Total"], de: ["Betrag", "Gesamt", "Gesamtpreis"], fr: ["Montant", "Total HT"], nl: ["Bedrag", "Totaal"], es: ["Importe", "Total"] , it: ["Importo", "Totale"], pt: ["Valor", "Total"], pl: ["Wartość netto", "Wartość"] },
  position: { en: ["#", "No."], de: ["Pos.", "Nr."], fr: ["N°", "Ligne"], nl: ["Nr.", "Pos."], es: ["Nº", "Línea"] , it: ["N.", "Pos."], pt: ["N.º", "Linha"], pl: ["Lp.", "Nr"] },
  sku: { en: ["SKU", "Item No."], de: ["Art.-Nr.", "Artikelnr."], fr: ["Réf.", "Référence"], nl: ["Art.nr.", "Code"], es: ["Ref.", "Código"] , it: ["Codice", "Cod. art."], pt: ["Ref.", "Código"], pl: ["Kod", "Indeks"] },
  subtotal: { en: ["Subtotal", "Net amount", "Total excl. VAT"], de: ["Zwischensumme", "Nettobetrag", "Summe netto", "Gesamt netto"], fr: ["Total HT", "Sous-total HT", "Montant HT"], nl: ["Subtotaal", "Totaal excl. btw", "Netto bedrag"], es: ["Subtotal", "Base imponible", "Total sin IVA"] , it: ["Imponibile", "Totale imponibile", "Subtotale"], pt: ["Subtotal", "Total ilíquido", "Base tributável"], pl: ["Razem netto", "Wartość netto", "Suma netto"] },
  total: { en: ["Total", "Total due", "Amount due", "Invoice total", "Grand Total"], de: ["Gesamtbetrag", "Rechnungsbetrag", "Gesamt brutto", "Endbetrag", "Zu zahlen"], fr: ["Total TTC", "Net à payer", "Montant TTC"], nl: ["Totaal", "Totaal incl. btw", "Te betalen"], es: ["Total", "Total factura", "Importe total"] , it: ["Totale", "Totale fattura", "Totale documento", "Netto a pagare"], pt: ["Total", "Total a pagar", "Total da fatura"], pl: ["Razem do zapłaty", "Do zapłaty", "Razem brutto", "Wartość brutto"] },
  creditTotal: { en: ["Total credit", "Credit total", "Total"], de: ["Gutschriftsbetrag", "Gesamtbetrag"], fr: ["Total TTC", "Montant de l'avoir"], nl: ["Totaal", "Totaal creditnota"], es: ["Total", "Total abono"] , it: ["Totale", "Totale nota di credito"], pt: ["Total", "Total a creditar"], pl: ["Razem do zwrotu", "Razem brutto"] },
  taxTotal: { en: ["Total VAT", "Total tax"], de: ["Summe MwSt.", "Umsatzsteuer gesamt"], fr: ["Total TVA"], nl: ["Totaal btw"], es: ["Total IVA", "Cuota IVA"] , it: ["Totale IVA"], pt: ["Total IVA"], pl: ["Razem VAT", "Kwota VAT"] },
  paid: { en: ["Amount paid", "Payments received"], de: ["Bereits bezahlt", "Anzahlung"], fr: ["Acompte versé", "Déjà réglé"], nl: ["Reeds betaald", "Aanbetaling"], es: ["Pagado", "Anticipo"] , it: ["Acconto", "Già pagato"], pt: ["Valor pago", "Adiantamento"], pl: ["Zapłacono", "Wpłacono"] },
  balance: { en: ["Balance due", "Amount outstanding"], de: ["Restbetrag", "Offener Betrag"], fr: ["Reste à payer", "Solde dû"], nl: ["Openstaand bedrag", "Restbedrag"], es: ["Pendiente de pago", "Saldo pendiente"] , it: ["Saldo da pagare", "Residuo"], pt: ["Valor em dívida", "Saldo"], pl: ["Pozostało do zapłaty", "Do zapłaty pozostało"] },
  currency: { en: ["Currency"], de: ["Währung"], fr: ["Devise"], nl: ["Valuta"], es: ["Moneda"] , it: ["Valuta"], pt: ["Moeda"], pl: ["Waluta"] },
  contact: { en: ["Contact", "Your contact"], de: ["Ansprechpartner", "Bearbeiter"], fr: ["Votre contact", "Interlocuteur"], nl: ["Contactpersoon", "Behandeld door"], es: ["Contacto", "Atendido por"] , it: ["Referente", "Contatto"], pt: ["Contacto", "Responsável"], pl: ["Osoba kontaktowa", "Wystawił"] },
  phone: { en: ["Phone", "Tel."], de: ["Telefon", "Tel."], fr: ["Tél.", "Téléphone"], nl: ["Tel.", "Telefoon"], es: ["Tel.", "Teléfono"] , it: ["Tel.", "Telefono"], pt: ["Tel.", "Telefone"], pl: ["Tel.", "Telefon"] },
  bank: { en: ["Bank details", "Payment details"], de: ["Bankverbindung"], fr: ["Coordonnées bancaires"], nl: ["Bankgegevens"], es: ["Datos bancarios"] , it: ["Coordinate bancarie", "Banca d'appoggio"], pt: ["Dados bancários", "Coordenadas bancárias"], pl: ["Rachunek bankowy", "Dane do przelewu"] },
} satisfies Record<string, Choices>;

export type InvoiceWordKey = keyof typeof INVOICE_WORDS;

/** "Payable within N days" — a due date printed only as a term (no date). */
export const PAYMENT_TERMS: Record<InvoiceLang, (days: number) => string> = {
  en: (n) => `Payment terms: ${n} days net.`,
  de: (n) => `Zahlbar innerhalb von ${n} Tagen ohne Abzug.`,
  fr: (n) => `Paiement à ${n} jours à réception de facture.`,
  nl: (n) => `Betaling binnen ${n} dagen na factuurdatum.`,
  es: (n) => `Forma de pago: transferencia a ${n} días.`,
  it: (n) => `Pagamento: bonifico bancario a ${n} giorni data fattura.`,
  pt: (n) => `Condições de pagamento: ${n} dias após a data da fatura.`,
  pl: (n) => `Sposób płatności: przelew, termin ${n} dni.`,
};

/** A due date printed in a sentence instead of a label. */
export const DUE_SENTENCE: Record<InvoiceLang, (date: string) => string> = {
  en: (d) => `Please pay the amount due by ${d}, quoting the invoice number.`,
  de: (d) => `Bitte überweisen Sie den Rechnungsbetrag bis zum ${d} unter Angabe der Rechnungsnummer.`,
  fr: (d) => `Merci de régler cette facture avant le ${d} en rappelant sa référence.`,
  nl: (d) => `Gelieve het bedrag vóór ${d} over te maken onder vermelding van het factuurnummer.`,
  es: (d) => `Rogamos efectúe el pago antes del ${d} indicando el número de factura.`,
  it: (d) => `Si prega di effettuare il pagamento entro il ${d} indicando il numero di fattura.`,
  pt: (d) => `Agradecemos o pagamento até ${d}, indicando o número da fatura.`,
  pl: (d) => `Prosimy o wpłatę do dnia ${d} z podaniem numeru faktury.`,
};

/** "Invoice No. X dated DATE" as a heading line. */
export const INLINE_HEADING: Record<InvoiceLang, (title: string, number: string, date: string) => string> = {
  en: (t, n, d) => `${t} No. ${n} dated ${d}`,
  de: (t, n, d) => `${t} Nr. ${n} vom ${d}`,
  fr: (t, n, d) => `${t} n° ${n} du ${d}`,
  nl: (t, n, d) => `${t} ${n} van ${d}`,
  es: (t, n, d) => `${t} nº ${n} de fecha ${d}`,
  it: (t, n, d) => `${t} n. ${n} del ${d}`,
  pt: (t, n, d) => `${t} n.º ${n} de ${d}`,
  pl: (t, n, d) => `${t} nr ${n} z dnia ${d}`,
};

/** The invoice a credit note corrects (a decoy number and date). */
export const CREDIT_REFERENCE: Record<InvoiceLang, (number: string, date: string) => string> = {
  en: (n, d) => `This credit note refers to invoice no. ${n} of ${d}.`,
  de: (n, d) => `Korrektur zu Rechnung Nr. ${n} vom ${d}.`,
  fr: (n, d) => `Avoir sur facture n° ${n} du ${d}.`,
  nl: (n, d) => `Creditering van factuur ${n} van ${d}.`,
  es: (n, d) => `Rectifica la factura nº ${n} de ${d}.`,
  it: (n, d) => `Nota di credito a storno della fattura n. ${n} del ${d}.`,
  pt: (n, d) => `Nota de crédito referente à fatura n.º ${n} de ${d}.`,
  pl: (n, d) => `Korekta do faktury nr ${n} z dnia ${d}.`,
};

/** Small-business / exemption notes printed instead of a tax line. */
export const NO_TAX_NOTE: Record<InvoiceLang, string> = {
  en: "VAT not charged: supplier not registered for VAT.",
  de: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
  fr: "TVA non applicable, art. 293 B du CGI.",
  nl: "Vrijgesteld van btw op grond van de kleineondernemersregeling.",
  es: "Operación exenta de IVA.",
  it: "Operazione in franchigia da IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014.",
  pt: "IVA - regime de isenção, artigo 53.º do CIVA.",
  pl: "Zwolnienie podmiotowe z VAT, art. 113 ust. 1 ustawy o VAT.",
};

export const GREETING: Record<InvoiceLang, [string, string]> = {
  en: ["Dear Sir or Madam,", "Thank you for your order. We invoice the following:"],
  de: ["Sehr geehrte Damen und Herren,", "vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Leistungen:"],
  fr: ["Madame, Monsieur,", "Nous vous remercions de votre commande et vous facturons :"],
  nl: ["Geachte heer, mevrouw,", "Hartelijk dank voor uw opdracht. Wij brengen u het volgende in rekening:"],
  es: ["Estimados señores:", "Les agradecemos su pedido y les facturamos lo siguiente:"],
  it: ["Spett.le ditta,", "la ringraziamo per l'ordine e le addebitiamo quanto segue:"],
  pt: ["Exmos. Senhores,", "Agradecemos a vossa encomenda e faturamos o seguinte:"],
  pl: ["Szanowni Państwo,", "dziękujemy za zamówienie. Wystawiamy fakturę za następujące pozycje:"],
};

export const TAX_NAME: Record<InvoiceLang, readonly string[]> = {
  en: ["VAT", "Sales Tax", "Tax"],
  de: ["MwSt.", "USt.", "Umsatzsteuer"],
  fr: ["TVA"],
  nl: ["Btw", "BTW"],
  es: ["IVA"],
  it: ["IVA"],
  pt: ["IVA"],
  pl: ["VAT", "Podatek VAT"],
};

/** The total restated in the seller's home currency (a second currency and amount on the page). */
export const CONVERSION: Record<InvoiceLang, (currency: string, amount: string, rate: string) => string> = {
  en: (c, a, r) => `For information: total in ${c} ${a} (exchange rate ${r}).`,
  de: (c, a, r) => `Zur Information: Gesamtbetrag in ${c} ${a} (Kurs ${r}).`,
  fr: (c, a, r) => `Pour information : total en ${c} ${a} (taux de change ${r}).`,
  nl: (c, a, r) => `Ter informatie: totaal in ${c} ${a} (wisselkoers ${r}).`,
  es: (c, a, r) => `A título informativo: total en ${c} ${a} (tipo de cambio ${r}).`,
  it: (c, a, r) => `A titolo informativo: totale in ${c} ${a} (tasso di cambio ${r}).`,
  pt: (c, a, r) => `Para informação: total em ${c} ${a} (taxa de câmbio ${r}).`,
  pl: (c, a, r) => `Dla informacji: razem w ${c} ${a} (kurs ${r}).`,
};

export const PERIOD: Record<InvoiceLang, string> = { en: "Service period", de: "Leistungszeitraum", fr: "Période", nl: "Periode", es: "Periodo", it: "Periodo", pt: "Período", pl: "Okres" };

/** Page totals of a multi-page invoice: the running sum at the foot of a page and the head of the next. */
export const CARRIED: Record<InvoiceLang, { forward: string; brought: string; page: (i: number, n: number) => string }> = {
  en: { forward: "Carried forward", brought: "Brought forward", page: (i, n) => `Page ${i} of ${n}` },
  de: { forward: "Übertrag", brought: "Übertrag von Seite", page: (i, n) => `Seite ${i} von ${n}` },
  fr: { forward: "À reporter", brought: "Report", page: (i, n) => `Page ${i} sur ${n}` },
  nl: { forward: "Transport", brought: "Transport vorige pagina", page: (i, n) => `Pagina ${i} van ${n}` },
  es: { forward: "Suma y sigue", brought: "Suma anterior", page: (i, n) => `Página ${i} de ${n}` },
  it: { forward: "A riportare", brought: "Riporto", page: (i, n) => `Pagina ${i} di ${n}` },
  pt: { forward: "A transportar", brought: "Transporte", page: (i, n) => `Página ${i} de ${n}` },
  pl: { forward: "Do przeniesienia", brought: "Z przeniesienia", page: (i, n) => `Strona ${i} z ${n}` },
};
