// The prose pages of the multi-page invoices (invoice-multipage.ts): terms and conditions appended
// after the invoice, full of amounts, rates, days and dates that are none of the invoice's values,
// and the cover letter some billing systems print before the invoice itself.
import type { MultipageLang } from "./invoice-multipage-words";
import type { Rng } from "./random";

/** What the prose may print: the document's own money and date formatting and the seller's city. */
export interface ProseContext {
  lang: MultipageLang;
  money: (cents: number) => string;
  date: (offsetDays: number) => string;
  city: string;
  percent: (value: number) => string;
}

/** Numbered clauses of sale terms; each draws its own figures. */
const CLAUSES: Record<MultipageLang, ReadonlyArray<(rng: Rng, c: ProseContext) => string>> = {
  de: [
    () => "Geltungsbereich. Diese Bedingungen gelten für alle Lieferungen und Leistungen gegenüber Unternehmern im Sinne des § 14 BGB.",
    (rng, c) =>
      `Angebote und Preise. Unsere Angebote sind freibleibend. Der Mindestbestellwert beträgt ${c.money(rng.int(5, 25) * 1000)} netto; für Aufträge darunter berechnen wir einen Mindermengenzuschlag von ${c.money(rng.int(5, 15) * 100)}.`,
    (rng, c) =>
      `Zahlung. Rechnungen sind innerhalb von ${rng.pick([14, 21, 30])} Tagen ab Rechnungsdatum ohne Abzug zahlbar. Bei Zahlung innerhalb von ${rng.pick([7, 8, 10])} Tagen gewähren wir ${c.percent(rng.pick([2, 3]))} Skonto auf den Warenwert.`,
    (rng, c) =>
      `Verzug. Bei Zahlungsverzug berechnen wir Verzugszinsen in Höhe von ${rng.pick([8, 9])} Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 2 BGB) sowie eine Pauschale von ${c.money(4000)}. Für jede Mahnung erheben wir ${c.money(rng.int(3, 15) * 100)}.`,
    (rng) =>
      `Mängelrügen. Offensichtliche Mängel sind innerhalb von ${rng.pick([5, 7, 8])} Werktagen nach Erhalt der Ware schriftlich anzuzeigen; die Gewährleistungsfrist beträgt ${rng.pick([12, 24])} Monate.`,
    (rng, c) =>
      `Rücksendungen. Rücknahmen erfolgen nur nach vorheriger Vereinbarung; wir berechnen eine Bearbeitungsgebühr von ${c.percent(rng.pick([10, 15, 20]))} des Warenwerts, mindestens ${c.money(rng.int(10, 30) * 100)}.`,
    (rng, c) =>
      `Versand. Ab einem Warenwert von ${c.money(rng.int(15, 50) * 1000)} liefern wir frei Haus, darunter berechnen wir eine Versandpauschale von ${c.money(rng.int(6, 19) * 100 + 90)}.`,
    () => "Eigentumsvorbehalt. Die Ware bleibt bis zur vollständigen Bezahlung sämtlicher Forderungen aus der Geschäftsverbindung unser Eigentum.",
    (rng, c) =>
      `Gerichtsstand ist ${c.city}. Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Stand: ${c.date(-rng.int(200, 900))}.`,
  ],
  fr: [
    () => "Objet. Les présentes conditions générales de vente s'appliquent à toutes les ventes conclues avec des clients professionnels.",
    (rng, c) =>
      `Commandes. Le montant minimum de commande est fixé à ${c.money(rng.int(5, 25) * 1000)} HT ; en deçà, des frais de traitement de ${c.money(rng.int(5, 15) * 100)} HT sont facturés.`,
    (rng) =>
      `Paiement. Nos factures sont payables à ${rng.pick([30, 45])} jours date de facture, ou ${rng.pick([45, 60])} jours fin de mois au plus tard (article L441-10 du Code de commerce).`,
    (rng, c) =>
      `Pénalités. Tout retard de paiement entraîne des pénalités calculées au taux d'intérêt de la BCE majoré de ${rng.pick([10, 12])} points, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de ${c.money(4000)}.`,
    (rng, c) =>
      rng.chance(0.5)
        ? "Escompte. Aucun escompte n'est accordé pour paiement anticipé."
        : `Escompte. Un escompte de ${c.percent(rng.pick([1, 2]))} est accordé pour tout paiement sous ${rng.pick([8, 10])} jours.`,
    (rng) =>
      `Réclamations. Toute réclamation doit être formulée par écrit dans un délai de ${rng.pick([3, 8, 15])} jours suivant la livraison ; la garantie est de ${rng.pick([6, 12, 24])} mois.`,
    (rng, c) =>
      `Retours. Les retours acceptés donnent lieu à une décote de ${c.percent(rng.pick([10, 15, 20]))}, avec un minimum de ${c.money(rng.int(10, 30) * 100)} HT.`,
    (rng, c) =>
      `Livraison. Franco de port à partir de ${c.money(rng.int(15, 50) * 1000)} HT ; en dessous, une participation de ${c.money(rng.int(8, 19) * 100 + 50)} HT est facturée.`,
    (rng, c) => `Clause de réserve de propriété. Tout litige relève du Tribunal de commerce de ${c.city}. Version du ${c.date(-rng.int(200, 900))}.`,
  ],
  en: [
    () => "Application. These terms apply to every order accepted by the Company and override any terms in the Customer's purchase order.",
    (rng, c) =>
      `Orders. The minimum order value is ${c.money(rng.int(5, 25) * 1000)}; a small order charge of ${c.money(rng.int(5, 15) * 100)} applies below it.`,
    (rng) =>
      `Payment. Unless agreed otherwise, payment is due within ${rng.pick([14, 30, 60])} days of the invoice date, or by the end of the month following the month of delivery.`,
    (rng, c) =>
      `Late payment. Interest is charged on overdue sums at ${c.percent(rng.pick([4, 8]))} per annum above the base rate, or ${c.percent(rng.pick([1.5, 2]))} per month, together with a fixed recovery fee of ${c.money(rng.pick([4000, 7000, 10000]))}.`,
    (rng) =>
      `Claims. Shortages or damage must be notified within ${rng.pick([2, 5, 7])} working days of delivery; goods are warranted for ${rng.pick([12, 24])} months from dispatch.`,
    (rng, c) =>
      `Returns. Goods returned with our consent carry a restocking fee of ${c.percent(rng.pick([10, 15, 25]))}, minimum ${c.money(rng.int(10, 30) * 100)}.`,
    (rng, c) =>
      `Delivery. Carriage is free on orders over ${c.money(rng.int(15, 50) * 1000)}; below it a delivery charge of ${c.money(rng.int(6, 19) * 100 + 95)} is added.`,
    (rng, c) =>
      `Early settlement. A settlement discount of ${c.percent(rng.pick([1, 2, 2.5]))} may be taken on payments received within ${rng.pick([7, 10])} days.`,
    (rng, c) => `Title and law. Title passes on payment in full. The courts of ${c.city} have jurisdiction. Terms revised ${c.date(-rng.int(200, 900))}.`,
  ],
};

const TERMS_TITLE: Record<MultipageLang, readonly string[]> = {
  de: ["Allgemeine Geschäftsbedingungen", "Allgemeine Verkaufs- und Lieferbedingungen", "AGB"],
  fr: ["Conditions générales de vente", "CGV – Conditions générales de vente et de livraison"],
  en: ["Terms and Conditions of Sale", "Standard Terms of Business", "Conditions of Sale"],
};

/** The terms page's title and its numbered clauses. */
export function termsClauses(rng: Rng, c: ProseContext): { title: string; clauses: string[] } {
  return { title: rng.pick(TERMS_TITLE[c.lang]), clauses: CLAUSES[c.lang].map((clause) => clause(rng, c)) };
}

/** A cover letter's paragraphs: it names the invoice, and in the long form also its number and amount. */
export function coverLetter(
  rng: Rng,
  lang: MultipageLang,
  { number, total, orderDate, signer }: { number: string; total: string; orderDate: string; signer: string },
  long: boolean,
): { salutation: string; paragraphs: string[]; closing: string[] } {
  const de = {
    salutation: rng.pick(["Sehr geehrte Damen und Herren,", "Guten Tag,"]),
    short: [`vielen Dank für Ihren Auftrag vom ${orderDate}. Für unsere Lieferungen und Leistungen berechnen wir Ihnen:`],
    long: [
      `vielen Dank für Ihren Auftrag vom ${orderDate} und das entgegengebrachte Vertrauen.`,
      `Anbei erhalten Sie unsere Rechnung Nr. ${number} über ${total}. Die Allgemeinen Geschäftsbedingungen finden Sie am Ende dieses Schreibens.`,
      "Bei Rückfragen zu einzelnen Positionen erreichen Sie uns werktags von 8 bis 17 Uhr.",
    ],
    closing: ["Mit freundlichen Grüßen", signer],
  };
  const fr = {
    salutation: rng.pick(["Madame, Monsieur,", "Bonjour,"]),
    short: [`Nous vous remercions de votre commande du ${orderDate}. Veuillez trouver ci-dessous le détail de notre facturation :`],
    long: [
      `Nous vous remercions de votre commande du ${orderDate}.`,
      `Veuillez trouver ci-joint notre facture n° ${number} d'un montant de ${total} TTC.`,
      "Notre service comptable reste à votre disposition du lundi au vendredi de 9 h à 18 h.",
    ],
    closing: ["Nous vous prions d'agréer, Madame, Monsieur, nos salutations distinguées.", signer],
  };
  const en = {
    salutation: rng.pick(["Dear Sir or Madam,", "Dear Customer,"]),
    short: [`Thank you for your order of ${orderDate}. Please find the goods and services supplied set out below.`],
    long: [
      `Thank you for your order of ${orderDate}.`,
      `Please find enclosed our invoice ${number} for ${total}.`,
      "Should you have any questions about this invoice, our accounts team is available Monday to Friday, 9 am to 5 pm.",
    ],
    closing: ["Yours faithfully,", signer],
  };
  const words = { de, fr, en }[lang];
  return { salutation: words.salutation, paragraphs: long ? words.long : words.short, closing: words.closing };
}
