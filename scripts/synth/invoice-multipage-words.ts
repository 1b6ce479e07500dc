// The words and the goods of the multi-page invoices (invoice-multipage.ts), in German, French and
// English: several wordings per label as different billing systems print them, one drawn per document.
import type { Rng } from "./random";

export type MultipageLang = "de" | "fr" | "en";

/** Label wordings; `{p}` and `{n}` stand for a page number and the page count. */
export const MP_WORDS = {
  title: { de: ["Rechnung", "RECHNUNG", "Rechnung"], fr: ["Facture", "FACTURE"], en: ["Invoice", "INVOICE", "Tax Invoice"] },
  number: {
    de: ["Rechnungsnummer", "Rechnungs-Nr.", "Rechnung Nr.", "Belegnummer", "Re.-Nr."],
    fr: ["N° de facture", "Facture n°", "Numéro de facture", "Facture N°"],
    en: ["Invoice No.", "Invoice number", "Invoice #", "Document No."],
  },
  date: {
    de: ["Rechnungsdatum", "Datum", "Belegdatum", "Rechnungs-Datum"],
    fr: ["Date de facture", "Date", "Date d'émission", "Date de facturation"],
    en: ["Invoice date", "Date", "Date of issue", "Tax point / Invoice date"],
  },
  customer: {
    de: ["Kundennummer", "Kunden-Nr.", "Kd.-Nr.", "Ihre Kundennummer"],
    fr: ["N° client", "Code client", "Client n°", "Réf. client"],
    en: ["Customer No.", "Account No.", "Customer ID", "Account"],
  },
  order: {
    de: ["Ihre Bestellung", "Auftragsnummer", "Auftrags-Nr.", "Ihre Bestell-Nr."],
    fr: ["Votre commande", "N° de commande", "Bon de commande", "Réf. commande"],
    en: ["Your order", "PO number", "Purchase order", "Order ref."],
  },
  orderDate: { de: ["Bestelldatum", "Auftragsdatum", "vom"], fr: ["Date de commande", "du"], en: ["Order date", "Ordered"] },
  delivery: {
    de: ["Lieferdatum", "Leistungsdatum", "Liefer-/Leistungsdatum"],
    fr: ["Date de livraison", "Livré le", "Date d'exécution"],
    en: ["Delivery date", "Dispatch date", "Date of supply"],
  },
  deliveryNote: {
    de: ["Lieferschein", "Lieferschein-Nr.", "LS-Nr."],
    fr: ["Bon de livraison", "BL n°"],
    en: ["Delivery note", "Despatch note", "Packing slip"],
  },
  contact: {
    de: ["Ihr Ansprechpartner", "Sachbearbeiter", "Bearbeiter"],
    fr: ["Votre contact", "Interlocuteur", "Suivi par"],
    en: ["Your contact", "Account manager", "Sales rep"],
  },
  page: {
    de: ["Seite {p} von {n}", "Seite {p}/{n}", "Seite {p} / {n}", "Blatt {p} von {n}"],
    fr: ["Page {p}/{n}", "Page {p} sur {n}", "Page {p} / {n}", "p. {p}/{n}"],
    en: ["Page {p} of {n}", "Page {p}/{n}", "Sheet {p} of {n}", "p. {p} of {n}"],
  },
  pos: { de: ["Pos.", "Pos", "Nr."], fr: ["Ligne", "N°", "Pos."], en: ["Line", "#", "Item"] },
  sku: {
    de: ["Art.-Nr.", "Artikel", "Artikelnr.", "Material"],
    fr: ["Réf.", "Référence", "Code article"],
    en: ["Item code", "Part No.", "SKU", "Product code"],
  },
  description: {
    de: ["Bezeichnung", "Artikelbezeichnung", "Beschreibung", "Leistung / Artikel", "Text"],
    fr: ["Désignation", "Description", "Libellé", "Désignation article"],
    en: ["Description", "Item description", "Details", "Product / Service"],
  },
  quantity: { de: ["Menge", "Anzahl", "Mge."], fr: ["Qté", "Quantité", "Qté fact."], en: ["Qty", "Quantity", "Qty shipped"] },
  unit: { de: ["Einheit", "ME", "Einh."], fr: ["Unité", "U."], en: ["Unit", "UoM", "U/M"] },
  unitPrice: {
    de: ["Einzelpreis", "E-Preis", "Preis/ME", "Stückpreis"],
    fr: ["P.U. HT", "Prix unitaire", "PU HT", "Prix unit."],
    en: ["Unit price", "Price", "Rate", "Unit cost"],
  },
  discount: { de: ["Rabatt", "Rab. %", "Nachlass"], fr: ["Remise", "Rem. %", "Rem."], en: ["Disc. %", "Discount", "Disc"] },
  rate: { de: ["USt.", "MwSt. %", "St.-Satz", "USt-%"], fr: ["TVA", "Taux TVA", "TVA %"], en: ["VAT", "VAT %", "Tax rate", "Tax"] },
  amount: {
    de: ["Gesamtpreis", "Betrag", "Gesamt", "G-Preis", "Nettobetrag"],
    fr: ["Montant HT", "Total HT", "Montant", "Total ligne"],
    en: ["Amount", "Line total", "Net amount", "Total"],
  },
  carriedOut: {
    de: ["Übertrag", "Übertrag auf Seite {n}", "Zwischensumme (Übertrag)", "Summe Übertrag"],
    fr: ["À reporter", "Report", "Sous-total à reporter", "Total à reporter"],
    en: ["Carried forward", "Carried forward to page {n}", "Balance carried forward", "c/f"],
  },
  carriedIn: {
    de: ["Übertrag", "Übertrag von Seite {p}", "Übertrag aus Vorseite", "Übertrag Seite {p}"],
    fr: ["Report", "Report de la page {p}", "Report page précédente", "Reporté"],
    en: ["Brought forward", "Brought forward from page {p}", "Balance brought forward", "b/f"],
  },
  pageSum: {
    de: ["Seitensumme", "Summe Seite {p}", "Zwischensumme Seite {p}", "Summe dieser Seite"],
    fr: ["Total page", "Sous-total page {p}", "Total de la page {p}"],
    en: ["Page total", "Subtotal page {p}", "Page {p} subtotal", "Total this page"],
  },
  net: {
    de: ["Nettobetrag", "Summe netto", "Warenwert netto", "Gesamt netto", "Nettosumme"],
    fr: ["Total HT", "Montant HT", "Total net HT", "Base HT"],
    en: ["Subtotal", "Net total", "Total net", "Goods total"],
  },
  vat: { de: ["USt.", "MwSt.", "Umsatzsteuer", "Mehrwertsteuer"], fr: ["TVA"], en: ["VAT", "VAT", "Sales tax", "Tax"] },
  vatTotal: {
    de: ["Summe USt.", "MwSt. gesamt", "Umsatzsteuer gesamt"],
    fr: ["Total TVA", "Montant TVA", "TVA totale"],
    en: ["Total VAT", "VAT total", "Total tax"],
  },
  gross: {
    de: ["Rechnungsbetrag", "Gesamtbetrag", "Endbetrag", "Summe brutto", "Gesamtbetrag brutto", "Zu zahlender Betrag"],
    fr: ["Total TTC", "Montant TTC", "Net à payer", "Total TTC à payer"],
    en: ["Total", "Invoice total", "Total due", "Amount due", "TOTAL"],
  },
  breakdown: {
    de: [
      ["USt.-Satz", "Netto", "USt.", "Brutto"],
      ["Steuersatz", "Bemessungsgrundlage", "Steuerbetrag", "Bruttobetrag"],
    ],
    fr: [
      ["Taux", "Base HT", "Montant TVA", "TTC"],
      ["Code TVA", "Base", "TVA", "Total"],
    ],
    en: [
      ["VAT rate", "Net", "VAT", "Gross"],
      ["Rate", "Goods", "VAT", "Total"],
    ],
  },
  bank: {
    de: ["Bankverbindung", "Zahlungsinformationen", "Bitte überweisen an"],
    fr: ["Coordonnées bancaires", "Règlement par virement"],
    en: ["Bank details", "Payment details", "Remittance details"],
  },
  slipTitle: {
    de: ["Zahlschein – bitte abtrennen", "Überweisungsträger", "Zahlungsabschnitt", "Bitte mit Ihrer Zahlung zurücksenden"],
    fr: ["Talon à joindre à votre règlement", "Avis de paiement", "Bulletin de règlement – à détacher"],
    en: ["Remittance advice – please detach and return with your payment", "Payment slip", "Remittance slip"],
  },
  slipPayee: { de: ["Empfänger", "Zahlungsempfänger", "Begünstigter"], fr: ["Bénéficiaire", "À l'ordre de"], en: ["Payee", "Remit to", "Pay to"] },
  slipPayer: { de: ["Einzahler", "Kontoinhaber", "Auftraggeber"], fr: ["Payeur", "Client", "Émis par"], en: ["From", "Customer", "Payer"] },
  slipAmount: {
    de: ["Betrag", "Überweisungsbetrag", "Zahlbetrag"],
    fr: ["Montant", "Montant réglé", "Somme"],
    en: ["Amount", "Amount due", "Amount enclosed"],
  },
  slipReference: {
    de: ["Verwendungszweck", "Zahlungsreferenz", "Referenz"],
    fr: ["Référence", "Libellé du virement", "Réf. à rappeler"],
    en: ["Reference", "Payment reference", "Quote reference"],
  },
} as const satisfies Record<string, Record<MultipageLang, readonly unknown[]>>;

export type MpWordKey = keyof typeof MP_WORDS;

/**
 * Goods as wholesalers, trades and office suppliers bill them: `{a|b}` picks one variant, so one
 * template gives several distinct lines; unit, price range in cents, and how quantities are drawn.
 */
type Good = readonly [template: string, unit: string, low: number, high: number, qty: "metres" | "hours" | "count" | "few"];

// prettier-ignore
const GOODS: Record<MultipageLang, readonly Good[]> = {
  de: [
    ["Kabel NYM-J {3x1,5|5x1,5|3x2,5|5x2,5} mm²", "m", 60, 290, "metres"], ["Installationsrohr {M16|M20|M25} flexibel grau", "m", 40, 120, "metres"],
    ["Abzweigdose AP {80x80|100x100} mm IP54", "Stk.", 150, 490, "count"], ["Schuko-Steckdose UP {reinweiß|alu|anthrazit}", "Stk.", 290, 890, "count"],
    ["{Aus-|Wechsel-|Serien}schalter UP {reinweiß|alu}", "Stk.", 250, 790, "count"], ["LED-Panel {62x62|30x120} cm, {36|40} W, {3000|4000} K", "Stk.", 2900, 8900, "count"],
    ["Leitungsschutzschalter {B16|B10|C16} 1-polig", "Stk.", 290, 890, "count"], ["FI-Schutzschalter {40|63} A / 30 mA", "Stk.", 2400, 5900, "count"],
    ["Kabelbinder {2,5x100|4,8x200|7,6x300} mm (100 St.)", "Pck.", 190, 890, "few"], ["Dübel {6x30|8x40|10x50} mm (50 St.)", "Pck.", 290, 890, "few"],
    ["Spanplattenschraube {3,5x30|4x40|5x60} Senkkopf (200 St.)", "Pck.", 590, 1590, "few"], ["Kupferrohr {15x1|18x1|22x1} mm, 5 m Stange", "Stg.", 1490, 3990, "count"],
    ["Pressfitting {Bogen 90°|T-Stück|Muffe} {15|18|22} mm", "Stk.", 190, 790, "count"], ["Kugelhahn {1/2|3/4}\" mit Hebelgriff", "Stk.", 690, 2190, "count"],
    ["Silikon Sanitär {transparent|weiß|grau} 310 ml", "Kart.", 450, 990, "few"], ["Arbeitshandschuhe Nitril Gr. {8|9|10}", "Paar", 190, 590, "few"],
    ["Montage {Elektroinstallation|Sanitärinstallation|Beleuchtung}", "Std.", 5500, 8900, "hours"], ["{Anfahrt Stadtgebiet|Fahrtkostenpauschale|Entsorgungspauschale}", "psch.", 2500, 6500, "few"],
    ["Kopierpapier A4 {80|90} g/m², 500 Bl.", "Pck.", 390, 890, "few"], ["Ordner A4 {50|80} mm, {blau|schwarz|rot}", "Stk.", 190, 490, "count"],
    ["Toner {schwarz|cyan|magenta|gelb}, {3.000|6.000} Seiten", "Stk.", 4900, 12900, "few"], ["Klebeband {braun|transparent} 50 mm x 66 m", "Rolle", 150, 390, "count"],
  ],
  fr: [
    ["Câble R2V {3G1,5|3G2,5|5G1,5} mm²", "m", 70, 310, "metres"], ["Gaine ICTA Ø{16|20|25} mm", "m", 40, 120, "metres"],
    ["Boîte de dérivation {80x80|100x100} mm IP55", "u", 150, 490, "count"], ["Prise de courant 2P+T {blanche|anthracite|alu}", "u", 290, 890, "count"],
    ["Interrupteur {va-et-vient|double allumage|poussoir} {blanc|alu}", "u", 250, 790, "count"], ["Spot LED encastrable {5|7|9} W {3000|4000} K", "u", 900, 2900, "count"],
    ["Disjoncteur {10|16|20} A courbe C", "u", 390, 990, "count"], ["Interrupteur différentiel {40|63} A 30 mA type {AC|A}", "u", 2900, 6900, "count"],
    ["Tube cuivre Ø{12|14|16}, barre de 4 m", "u", 1490, 3990, "count"], ["Raccord à sertir {coude 90°|té égal|manchon} Ø{14|16|20}", "u", 190, 790, "count"],
    ["Mastic silicone sanitaire {translucide|blanc} 310 ml", "u", 450, 990, "few"], ["Vis agglo {3,5x30|4x40|5x60} (boîte de 200)", "bte", 590, 1590, "few"],
    ["Chevilles nylon {6|8|10} mm (boîte de 100)", "bte", 290, 890, "few"], ["Main d'œuvre {technicien|électricien|plombier}", "h", 4500, 7500, "hours"],
    ["{Déplacement forfaitaire|Frais d'enlèvement des déchets|Mise en service}", "forf.", 2500, 6500, "few"], ["Ramette papier A4 {80|90} g", "u", 390, 890, "few"],
    ["Classeur à levier dos {50|80} mm {bleu|noir|rouge}", "u", 190, 490, "count"], ["Cartouche toner {noir|cyan|magenta|jaune} {3 000|6 000} pages", "u", 4900, 12900, "few"],
    ["Gants de manutention taille {8|9|10}", "paire", 190, 590, "few"], ["Ruban adhésif {havane|transparent} 50 mm x 66 m", "rlx", 150, 390, "count"],
  ],
  en: [
    ["Cable {1.5|2.5|4.0}mm² twin & earth, 100m drum", "ea", 3900, 12900, "few"], ["{20|25}mm PVC conduit, 3m length", "len", 190, 490, "count"],
    ["{Single|Double} socket 13A {white|brushed steel}", "ea", 290, 1290, "count"], ["MCB {6A|16A|32A} Type B single pole", "ea", 390, 990, "count"],
    ["RCD {40A|63A} 30mA double pole", "ea", 2400, 5900, "count"], ["LED downlight {6W|8W}, fire rated, {warm|cool} white", "ea", 900, 2900, "count"],
    ["Copper tube {15|22}mm x 3m", "len", 1290, 3490, "count"], ["Compression {elbow|tee|straight coupler} {15|22}mm", "ea", 190, 790, "count"],
    ["Isolation valve {15|22}mm", "ea", 290, 990, "count"], ["Silicone sealant {clear|white} 310ml", "ea", 450, 990, "few"],
    ["Wood screws {3.5 x 30|4 x 40|5 x 60}mm (box of 200)", "box", 590, 1590, "few"], ["Wall plugs {6|8|10}mm (pack of 100)", "pk", 290, 890, "few"],
    ["Labour - {electrician|plumber|technician}", "hr", 4500, 8500, "hours"], ["{Call-out charge|Waste disposal|Commissioning}", "ea", 2500, 6500, "few"],
    ["Copier paper A4 {80|90}gsm, ream", "ream", 390, 890, "few"], ["Lever arch file {A4|foolscap}, {blue|black|red}", "ea", 190, 490, "count"],
    ["Toner cartridge {black|cyan|magenta|yellow}, {3,000|6,000} pages", "ea", 4900, 12900, "few"], ["Nitrile gloves size {M|L|XL}, box of 100", "box", 590, 1290, "few"],
    ["Packing tape {brown|clear} 48mm x 66m", "roll", 150, 390, "count"], ["Pallet charge ({returnable|one-way})", "ea", 900, 2500, "few"],
  ],
};

/** A template with each `{a|b}` resolved. */
const expand = (rng: Rng, template: string) => template.replace(/\{([^}]*)\}/g, (_, options: string) => rng.pick(options.split("|")));

/** `count` distinct goods with their quantity in thousandths and unit price in cents. */
export function multipageGoods(
  rng: Rng,
  lang: MultipageLang,
  count: number,
): Array<{ description: string; unit: string; qtyThousandths: number; unitCents: number }> {
  const seen = new Set<string>();
  const out: Array<{ description: string; unit: string; qtyThousandths: number; unitCents: number }> = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries += 1) {
    const [template, unit, low, high, qty] = rng.pick(GOODS[lang]);
    const description = expand(rng, template);
    if (seen.has(description)) continue;
    seen.add(description);
    const qtyThousandths =
      qty === "metres" ? rng.int(2, 40) * 5000 : qty === "hours" ? rng.int(1, 24) * 500 : qty === "few" ? rng.int(1, 6) * 1000 : rng.int(1, 60) * 1000;
    out.push({ description, unit, qtyThousandths, unitCents: Math.round(rng.int(low, high) / 5) * 5 });
  }
  return out;
}
