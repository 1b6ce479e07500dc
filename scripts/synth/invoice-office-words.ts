// The wording of invoices typed into an office-suite template (invoice-office.ts), in German,
// English, French and Dutch: labels, table heads, totals, terms with their decoy amounts and dates,
// letter phrases, and goods and services with the detail lines a description cell carries.
export type OfficeLang = "de" | "en" | "fr" | "nl";

interface Words {
  title: readonly string[];
  creditTitle: readonly string[];
  number: readonly string[];
  creditNumber: readonly string[];
  date: readonly string[];
  due: readonly string[];
  customer: readonly string[];
  order: readonly string[];
  delivery: readonly string[];
  contact: readonly string[];
  page: (p: string, n: string) => string;
  head: {
    pos: readonly string[];
    description: readonly string[];
    qty: readonly string[];
    unit: readonly string[];
    price: readonly string[];
    rate: readonly string[];
    amount: readonly string[];
  };
  subtotal: readonly string[];
  discount: (p: string) => readonly string[];
  net: readonly string[];
  tax: (r: string) => readonly string[];
  taxTotal: readonly string[];
  total: readonly string[];
  creditTotal: readonly string[];
  noTax: readonly string[];
  salutation: readonly string[];
  intro: readonly string[];
  creditIntro: (n: string, d: string) => string;
  period: (a: string, b: string) => string;
  payBy: (total: string, due: string) => readonly string[];
  termsDays: (n: string) => readonly string[];
  skonto: (p: string, days: string, date: string, pay: string) => readonly string[];
  /** A fixed sum printed in the terms (French recovery indemnity, reminder fees): a decoy amount. */
  lateFee: (fee: string) => readonly string[];
  creditRefund: readonly string[];
  closing: readonly string[];
  bank: readonly string[];
  register: readonly string[];
  vatId: readonly string[];
}

export const WORDS: Record<OfficeLang, Words> = {
  de: {
    title: ["Rechnung", "RECHNUNG", "Rechnung"],
    creditTitle: ["Gutschrift", "Rechnungskorrektur"],
    number: ["Rechnungsnummer:", "Rechnungs-Nr.:", "Rechnung Nr.", "Beleg-Nr.:"],
    creditNumber: ["Gutschrift-Nr.:", "Gutschriftsnummer:"],
    date: ["Rechnungsdatum:", "Datum:", "Belegdatum:"],
    due: ["Fällig am:", "Zahlungsziel:", "Fälligkeitsdatum:"],
    customer: ["Kundennummer:", "Kunden-Nr.:", "Ihre Kundennummer:"],
    order: ["Ihre Bestellung:", "Auftrags-Nr.:", "Bestellnummer:"],
    delivery: ["Lieferdatum:", "Leistungsdatum:"],
    contact: ["Ansprechpartner:", "Bearbeiter:", "Sachbearbeiter:"],
    page: (p, n) => `Seite ${p} von ${n}`,
    head: {
      pos: ["Pos.", "Nr."],
      description: ["Beschreibung", "Bezeichnung", "Leistung", "Artikel / Leistung"],
      qty: ["Menge", "Anzahl", "Anz."],
      unit: ["Einheit", "ME"],
      price: ["Einzelpreis", "E-Preis", "Preis/Einh."],
      rate: ["MwSt.", "USt.", "USt-Satz"],
      amount: ["Gesamt", "Betrag", "Gesamtpreis", "Summe"],
    },
    subtotal: ["Zwischensumme", "Summe Positionen", "Warenwert"],
    discount: (p) => [`abzgl. ${p} Rabatt`, `Rabatt ${p}`, `Nachlass ${p}`],
    net: ["Nettobetrag", "Summe netto", "Gesamt netto", "Rechnungsbetrag netto"],
    tax: (r) => [`MwSt. ${r}`, `zzgl. ${r} MwSt.`, `USt. ${r}`, `Umsatzsteuer ${r}`],
    taxTotal: ["Summe MwSt.", "USt. gesamt", "Umsatzsteuer gesamt"],
    total: ["Gesamtbetrag", "Rechnungsbetrag", "Gesamtsumme", "Endbetrag", "Gesamtbetrag brutto"],
    creditTotal: ["Gutschriftsbetrag", "Gesamtbetrag der Gutschrift"],
    noTax: [
      "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
      "Kein Ausweis der Umsatzsteuer aufgrund der Anwendung der Kleinunternehmerregelung gemäß § 19 UStG.",
    ],
    salutation: ["Sehr geehrte Damen und Herren,", "Guten Tag,"],
    intro: [
      "vielen Dank für Ihren Auftrag. Wir erlauben uns, Ihnen folgende Leistungen in Rechnung zu stellen:",
      "für die erbrachten Leistungen berechnen wir Ihnen:",
      "wir bedanken uns für die gute Zusammenarbeit und stellen Ihnen vereinbarungsgemäß in Rechnung:",
    ],
    creditIntro: (n, d) => `hiermit schreiben wir Ihnen zu unserer Rechnung ${n} vom ${d} folgende Beträge gut:`,
    period: (a, b) => `Leistungszeitraum: ${a} bis ${b}`,
    payBy: (total, due) => [
      `Bitte überweisen Sie den Rechnungsbetrag von ${total} bis zum ${due} auf das unten angegebene Konto.`,
      `Zahlbar ohne Abzug bis ${due}.`,
    ],
    termsDays: (n) => [`Zahlbar innerhalb von ${n} Tagen nach Rechnungseingang ohne Abzug.`, `Zahlungsbedingungen: ${n} Tage netto.`],
    skonto: (p, days, date, pay) => [
      `Bei Zahlung innerhalb von ${days} Tagen (bis ${date}) gewähren wir ${p} % Skonto, Zahlbetrag dann ${pay}.`,
      `Skonto: ${p} % bei Zahlungseingang bis ${date} (${pay}).`,
    ],
    lateFee: (fee) => [`Bei Zahlungsverzug berechnen wir je Mahnung eine Gebühr von ${fee}.`],
    creditRefund: [
      "Der Betrag wird Ihrem Konto gutgeschrieben bzw. mit offenen Posten verrechnet.",
      "Den Betrag überweisen wir in den nächsten Tagen auf Ihr Konto.",
    ],
    closing: ["Mit freundlichen Grüßen", "Freundliche Grüße", "Mit besten Grüßen"],
    bank: ["Bankverbindung", "Bank"],
    register: ["Amtsgericht", "Handelsregister"],
    vatId: ["USt-IdNr.", "USt-ID"],
  },
  en: {
    title: ["Invoice", "INVOICE", "Tax Invoice"],
    creditTitle: ["Credit Note", "CREDIT NOTE"],
    number: ["Invoice No.:", "Invoice number:", "Invoice #:", "Invoice Ref:"],
    creditNumber: ["Credit note no.:", "Credit Note Number:"],
    date: ["Invoice date:", "Date:", "Tax point:"],
    due: ["Due date:", "Payment due:", "Due:"],
    customer: ["Customer No.:", "Account No.:", "Client ref.:"],
    order: ["Your order:", "PO number:", "Order ref.:"],
    delivery: ["Delivery date:", "Date of supply:"],
    contact: ["Contact:", "Your contact:", "Prepared by:"],
    page: (p, n) => `Page ${p} of ${n}`,
    head: {
      pos: ["Item", "No.", "#"],
      description: ["Description", "Details", "Description of services"],
      qty: ["Qty", "Quantity", "Hours"],
      unit: ["Unit", "UoM"],
      price: ["Unit price", "Rate", "Price"],
      rate: ["VAT", "VAT %", "Tax"],
      amount: ["Amount", "Total", "Line total", "Net"],
    },
    subtotal: ["Subtotal", "Sub-total", "Goods total"],
    discount: (p) => [`Less ${p} discount`, `Discount ${p}`, `Trade discount ${p}`],
    net: ["Net amount", "Total net", "Total excl. VAT", "Net total"],
    tax: (r) => [`VAT ${r}`, `VAT @ ${r}`, `VAT at ${r}`],
    taxTotal: ["Total VAT", "VAT total"],
    total: ["Total", "Total due", "Amount due", "Invoice total", "TOTAL"],
    creditTotal: ["Total credit", "Credit total", "Amount credited"],
    noTax: ["Not registered for VAT.", "No VAT charged: supplier not VAT registered."],
    salutation: ["Dear Sir or Madam,", "Dear Accounts Team,", "Dear Customer,"],
    intro: [
      "Thank you for your business. Please find below our invoice for the work carried out:",
      "We are pleased to invoice you for the following:",
      "As agreed, we invoice you for the services below.",
    ],
    creditIntro: (n, d) => `We credit you the following against our invoice ${n} dated ${d}:`,
    period: (a, b) => `Service period: ${a} to ${b}`,
    payBy: (total, due) => [`Please pay ${total} by ${due} to the account shown below.`, `Payment is due by ${due}.`],
    termsDays: (n) => [`Terms: strictly ${n} days net.`, `Payment within ${n} days of the invoice date, please.`],
    skonto: (p, days, date, pay) => [
      `A ${p}% early settlement discount applies if paid within ${days} days (by ${date}): ${pay}.`,
      `Prompt payment discount: ${p}% if received by ${date} (pay ${pay}).`,
    ],
    lateFee: (fee) => [`Overdue accounts will be charged a fixed late payment fee of ${fee} plus statutory interest.`],
    creditRefund: ["This credit will be refunded to your account.", "The amount will be offset against your next invoice."],
    closing: ["Kind regards,", "Yours faithfully,", "With thanks,", "Best regards,"],
    bank: ["Bank details", "Bank"],
    register: ["Registered in", "Company No."],
    vatId: ["VAT Reg. No.", "VAT No."],
  },
  fr: {
    title: ["Facture", "FACTURE"],
    creditTitle: ["Avoir", "Facture d'avoir"],
    number: ["Facture n° :", "N° de facture :", "Numéro de facture :", "Référence :"],
    creditNumber: ["Avoir n° :", "N° d'avoir :"],
    date: ["Date de facture :", "Date :", "Date d'émission :"],
    due: ["Échéance :", "Date d'échéance :", "À régler avant le :"],
    customer: ["N° client :", "Code client :", "Votre compte :"],
    order: ["Votre commande :", "Bon de commande :", "Réf. commande :"],
    delivery: ["Date de livraison :", "Date de prestation :"],
    contact: ["Contact :", "Votre interlocuteur :", "Suivi par :"],
    page: (p, n) => `Page ${p} sur ${n}`,
    head: {
      pos: ["N°", "Réf.", "Ligne"],
      description: ["Désignation", "Description", "Libellé"],
      qty: ["Qté", "Quantité"],
      unit: ["Unité", "U."],
      price: ["Prix unitaire HT", "P.U. HT", "Prix unit."],
      rate: ["TVA", "Taux TVA"],
      amount: ["Montant HT", "Total HT", "Montant"],
    },
    subtotal: ["Sous-total", "Total brut HT", "Total des lignes"],
    discount: (p) => [`Remise ${p}`, `Remise commerciale ${p}`],
    net: ["Total HT", "Montant HT", "Net HT"],
    tax: (r) => [`TVA ${r}`, `TVA à ${r}`, `TVA (${r})`],
    taxTotal: ["Total TVA", "Montant TVA"],
    total: ["Total TTC", "Net à payer", "Montant TTC", "Total à payer"],
    creditTotal: ["Total de l'avoir TTC", "Montant de l'avoir"],
    noTax: ["TVA non applicable, art. 293 B du CGI.", "Exonération de TVA, article 293 B du code général des impôts."],
    salutation: ["Madame, Monsieur,", "Chère cliente, cher client,"],
    intro: [
      "Nous vous remercions de votre confiance et vous prions de trouver ci-dessous le détail de notre facturation :",
      "Veuillez trouver ci-après notre facture relative aux prestations suivantes :",
    ],
    creditIntro: (n, d) => `Nous vous adressons le présent avoir sur notre facture n° ${n} du ${d} :`,
    period: (a, b) => `Période de prestation : du ${a} au ${b}`,
    payBy: (total, due) => [`Merci de régler la somme de ${total} avant le ${due} par virement.`, `Date limite de paiement : ${due}.`],
    termsDays: (n) => [`Paiement à ${n} jours à compter de la date de facture.`, `Conditions de paiement : ${n} jours net.`],
    skonto: (p, days, date, pay) => [
      `Escompte de ${p} % pour paiement sous ${days} jours (avant le ${date}), soit ${pay}.`,
      `Escompte pour paiement anticipé avant le ${date} : ${p} % (${pay}).`,
    ],
    lateFee: (fee) => [
      `En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de ${fee}.`,
    ],
    creditRefund: ["Ce montant sera déduit de votre prochaine facture.", "Ce montant vous sera remboursé par virement."],
    closing: ["Nous vous prions d'agréer, Madame, Monsieur, nos salutations distinguées.", "Cordialement,", "Avec nos remerciements,"],
    bank: ["Coordonnées bancaires", "Banque"],
    register: ["RCS", "SIRET"],
    vatId: ["N° TVA intracom.", "TVA intracommunautaire"],
  },
  nl: {
    title: ["Factuur", "FACTUUR"],
    creditTitle: ["Creditnota", "Creditfactuur"],
    number: ["Factuurnummer:", "Factuurnr.:", "Nummer:"],
    creditNumber: ["Creditnotanummer:", "Creditnota nr.:"],
    date: ["Factuurdatum:", "Datum:"],
    due: ["Vervaldatum:", "Te betalen vóór:", "Uiterste betaaldatum:"],
    customer: ["Klantnummer:", "Debiteurnr.:", "Klantnr.:"],
    order: ["Uw referentie:", "Ordernummer:", "Uw bestelling:"],
    delivery: ["Leverdatum:", "Datum levering:"],
    contact: ["Contactpersoon:", "Behandeld door:"],
    page: (p, n) => `Pagina ${p} van ${n}`,
    head: {
      pos: ["Nr.", "Regel"],
      description: ["Omschrijving", "Artikel / dienst"],
      qty: ["Aantal", "Aant."],
      unit: ["Eenheid"],
      price: ["Prijs", "Stukprijs", "Tarief"],
      rate: ["Btw", "BTW %", "Btw-tarief"],
      amount: ["Bedrag", "Totaal", "Regeltotaal"],
    },
    subtotal: ["Subtotaal", "Totaal regels"],
    discount: (p) => [`Korting ${p}`, `Af: ${p} korting`],
    net: ["Totaal excl. btw", "Netto bedrag", "Totaal exclusief BTW"],
    tax: (r) => [`Btw ${r}`, `BTW ${r}`, `${r} btw`],
    taxTotal: ["Totaal btw", "Totaal BTW"],
    total: ["Totaal incl. btw", "Te betalen", "Totaal", "Totaalbedrag"],
    creditTotal: ["Totaal creditnota", "Te crediteren"],
    noTax: ["Vrijgesteld van btw op grond van de kleineondernemersregeling (KOR).", "Btw verlegd niet van toepassing; KOR."],
    salutation: ["Geachte heer/mevrouw,", "Beste klant,"],
    intro: ["Hierbij brengen wij u de volgende werkzaamheden en leveringen in rekening:", "Bedankt voor uw opdracht. Wij factureren u als volgt:"],
    creditIntro: (n, d) => `Hierbij crediteren wij u op onze factuur ${n} van ${d} het volgende:`,
    period: (a, b) => `Periode: ${a} t/m ${b}`,
    payBy: (total, due) => [
      `Wij verzoeken u het bedrag van ${total} vóór ${due} over te maken onder vermelding van het factuurnummer.`,
      `Betaling vóór ${due}.`,
    ],
    termsDays: (n) => [`Betalingstermijn: ${n} dagen na factuurdatum.`, `Gelieve binnen ${n} dagen te betalen.`],
    skonto: (p, days, date, pay) => [`Bij betaling binnen ${days} dagen (vóór ${date}) mag u ${p}% betalingskorting aftrekken: ${pay}.`],
    lateFee: (fee) => [`Bij te late betaling brengen wij administratiekosten van ${fee} in rekening.`],
    creditRefund: ["Het bedrag wordt verrekend met uw volgende factuur.", "Wij storten het bedrag binnen 14 dagen terug."],
    closing: ["Met vriendelijke groet,", "Hoogachtend,", "Met vriendelijke groeten,"],
    bank: ["Bankgegevens", "Bank"],
    register: ["KvK", "KBO"],
    vatId: ["Btw-nr.", "BTW-nummer"],
  },
};

/** Goods and services: [description, unit, low, high price in cents, detail lines the cell may carry below it]. */
export const OFFICE_GOODS: Record<OfficeLang, ReadonlyArray<readonly [string, string, number, number]>> = {
  // prettier-ignore
  de: [
    ["Lektorat Manuskript", "Std.", 4500, 8500], ["Satz und Layout Broschüre", "Seite", 1800, 4500], ["Druck Flyer DIN A5, 4/4-farbig", "Stk.", 8, 40],
    ["Fotografie Produktaufnahmen", "Std.", 6500, 12000], ["Beratung und Konzeption", "Std.", 8000, 14000], ["Webseitenpflege", "Monat", 9000, 45000],
    ["Übersetzung Deutsch-Englisch", "Zeile", 120, 250], ["Fahrtkosten", "km", 30, 50], ["Montage Regalsystem", "Std.", 4800, 7800],
    ["Material Kleinteile", "psch.", 1500, 9000], ["Hosting Webserver", "Monat", 1500, 8900], ["Wartungsvertrag Heizungsanlage", "psch.", 18000, 42000],
    ["Illustration Titelbild", "psch.", 25000, 90000], ["Korrektorat", "Seite", 250, 600], ["Schulung Mitarbeiter", "Tag", 65000, 140000],
    ["Reinigung Büroräume", "Std.", 2800, 4200],
  ],
  // prettier-ignore
  en: [
    ["Copy-editing of manuscript", "hrs", 4000, 8000], ["Typesetting and layout", "page", 1800, 4500], ["Printing of leaflets A5", "pcs", 8, 40],
    ["Product photography", "hrs", 6500, 12000], ["Consultancy", "hrs", 8000, 15000], ["Website maintenance", "month", 9000, 45000],
    ["Translation French to English", "words", 8, 20], ["Travel expenses", "miles", 40, 60], ["Installation of shelving", "hrs", 4500, 7500],
    ["Sundry materials", "lot", 1500, 9000], ["Web hosting", "month", 1500, 8900], ["Annual boiler service", "each", 9000, 24000],
    ["Cover illustration", "each", 25000, 90000], ["Proofreading", "page", 250, 600], ["Staff training session", "day", 60000, 140000],
    ["Office cleaning", "hrs", 1800, 3200],
  ],
  // prettier-ignore
  fr: [
    ["Correction du manuscrit", "h", 4000, 8000], ["Mise en page brochure", "page", 1800, 4500], ["Impression dépliants A5", "ex.", 8, 40],
    ["Prise de vue produits", "h", 6500, 12000], ["Conseil et accompagnement", "h", 8000, 14000], ["Maintenance du site internet", "mois", 9000, 45000],
    ["Traduction anglais-français", "mot", 8, 20], ["Frais de déplacement", "km", 40, 70], ["Pose de rayonnages", "h", 4500, 7500],
    ["Petites fournitures", "forfait", 1500, 9000], ["Hébergement web", "mois", 1500, 8900], ["Entretien annuel chaudière", "forfait", 9000, 24000],
    ["Illustration de couverture", "forfait", 25000, 90000], ["Relecture", "page", 250, 600], ["Formation du personnel", "jour", 60000, 140000],
    ["Nettoyage des bureaux", "h", 2200, 3500],
  ],
  // prettier-ignore
  nl: [
    ["Redactie manuscript", "uur", 4500, 8500], ["Opmaak brochure", "pagina", 1800, 4500], ["Drukwerk flyers A5", "st", 8, 40],
    ["Productfotografie", "uur", 6500, 12000], ["Advies en begeleiding", "uur", 8000, 14000], ["Onderhoud website", "maand", 9000, 45000],
    ["Vertaling Engels-Nederlands", "woord", 8, 20], ["Reiskosten", "km", 19, 40], ["Montage stellingkasten", "uur", 4500, 7500],
    ["Klein materiaal", "post", 1500, 9000], ["Webhosting", "maand", 1500, 8900], ["Onderhoud cv-ketel", "post", 9000, 24000],
    ["Illustratie omslag", "post", 25000, 90000], ["Correctiewerk", "pagina", 250, 600], ["Training medewerkers", "dag", 60000, 140000],
    ["Schoonmaak kantoor", "uur", 2500, 3800],
  ],
};

/** Detail lines under a description: a free remark, a reference with a number, a date range. */
export const DETAILS: Record<OfficeLang, { remark: readonly string[]; reference: readonly string[]; period: (a: string, b: string) => string }> = {
  de: {
    remark: [
      "gemäß Angebot vom Vormonat",
      "inkl. zwei Korrekturschleifen",
      "nach Aufwand, siehe Stundennachweis",
      "Ausführung vor Ort",
      "inkl. Entsorgung",
      "laut Lieferschein",
    ],
    reference: ["Angebot Nr.", "Lieferschein", "Projekt", "Ticket"],
    period: (a, b) => `Zeitraum ${a} – ${b}`,
  },
  en: {
    remark: [
      "as per our quotation",
      "including two rounds of revisions",
      "time and materials, timesheet attached",
      "carried out on site",
      "including disposal",
      "see delivery note",
    ],
    reference: ["Quote no.", "Delivery note", "Project", "Job"],
    period: (a, b) => `Period ${a} – ${b}`,
  },
  fr: {
    remark: [
      "selon notre devis",
      "deux allers-retours de corrections inclus",
      "en régie, relevé d'heures joint",
      "intervention sur site",
      "évacuation comprise",
      "selon bon de livraison",
    ],
    reference: ["Devis n°", "Bon de livraison", "Projet", "Dossier"],
    period: (a, b) => `Période du ${a} au ${b}`,
  },
  nl: {
    remark: [
      "volgens offerte",
      "inclusief twee correctierondes",
      "op basis van nacalculatie, urenstaat bijgevoegd",
      "uitgevoerd op locatie",
      "inclusief afvoer",
      "zie pakbon",
    ],
    reference: ["Offerte nr.", "Pakbon", "Project", "Opdracht"],
    period: (a, b) => `Periode ${a} – ${b}`,
  },
};
