// E-invoice visualisations as software prints them from the XML (written after the extractor was
// tuned, issue 14: a held-out proxy). Two families:
// - "xrechnung-bt": the KoSIT-viewer habit of naming each field by its EN 16931 term next to the
//   label ("BT-1", "(BT-112)", a code column), groups headed "BG-4 Verkäufer", seller and buyer
//   side by side, every position a block of coded rows with its item attributes, a totals block
//   that runs lines sum / allowances / charges / net / VAT / gross / prepaid / amount due.
// - "erp-visual": an ERP's or FOP stylesheet's print: a header grid of labels over values (order,
//   customer number, due date, terms) or a label column beside the address, a line table of many
//   columns (position, article number, description with attributes wrapped underneath, quantity,
//   unit, list price and discount beside the net price, VAT %, net amount), document allowances and
//   charges, a VAT breakdown table, a prepayment with the amount due after the gross total, a tax
//   total repeated in the accounting currency, and payment terms as a table whose column head
//   ("Fälligkeit", "Due date") stands above the due date.
// Credit notes (type 381) come in the same layouts. German, English or French.
import {
  addDays,
  formatDate,
  formatMoney,
  formatQuantity,
  isoOf,
  needsUnambiguousDay,
  escapeHtml as e,
  type DateStyle,
  type Day,
  type NumberStyle,
} from "./formats";
import { expectedLineItems, invoiceFacts, percentOf, type InvoiceFacts } from "./invoice";
import { headerTruth, invoiceDoc } from "./invoice-doc";
import { personName, type InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type VisualLang = "de" | "en" | "fr";
export type VisualFamily = "xrechnung-bt" | "erp-visual";

/** Each entry: the label wordings a viewer uses and the EN 16931 term it prints beside it. */
const W = {
  de: {
    invoice: ["Rechnung", "RECHNUNG", "Handelsrechnung"],
    credit: ["Gutschrift", "Rechnungskorrektur", "GUTSCHRIFT"],
    number: [["Rechnungsnummer", "Rechnungsnr.", "Beleg-Nr."], "BT-1"],
    date: [["Rechnungsdatum", "Ausstellungsdatum", "Belegdatum"], "BT-2"],
    typeCode: [["Rechnungsart", "Rechnungstyp"], "BT-3"],
    currency: [["Währung", "Rechnungswährung"], "BT-5"],
    taxCurrency: [["Steuerwährung", "Buchungswährung"], "BT-6"],
    buyerRef: [["Käuferreferenz", "Leitweg-ID"], "BT-10"],
    order: [["Bestellnummer", "Auftragsnummer", "Ihre Bestellung"], "BT-13"],
    deliveryDate: [["Lieferdatum", "Leistungsdatum"], "BT-72"],
    preceding: [["Vorausgegangene Rechnung", "Rechnungsreferenz"], "BT-25"],
    customerNo: [["Kundennummer", "Käuferkennung", "Kunden-Nr."], "BT-46"],
    seller: [["Verkäufer", "Rechnungssteller", "Lieferant"], "BG-4"],
    buyer: [["Käufer", "Rechnungsempfänger", "Kunde"], "BG-7"],
    name: [["Name", "Firmenname"], "BT-27"],
    street: [["Straße", "Anschrift"], "BT-35"],
    city: [["PLZ / Ort", "Ort"], "BT-38"],
    country: [["Land", "Ländercode"], "BT-40"],
    vat: [["USt-IdNr.", "Umsatzsteuer-ID"], "BT-31"],
    contact: [["Ansprechpartner", "Kontakt"], "BT-41"],
    positions: ["Rechnungspositionen", "Positionen", "Details"],
    position: [["Position", "Pos."], "BT-126"],
    article: [["Artikelnummer", "Art.-Nr."], "BT-155"],
    item: [["Artikelname", "Bezeichnung"], "BT-153"],
    quantity: [["Menge", "Anzahl"], "BT-129"],
    unit: [["Einheit", "ME"], "BT-130"],
    listPrice: [["Listenpreis", "Bruttopreis"], "BT-148"],
    discount: [["Rabatt", "Nachlass"], "BT-147"],
    price: [["Einzelpreis (netto)", "Preis pro Einheit (netto)", "Nettopreis"], "BT-146"],
    rate: [["USt.-Satz", "Steuersatz", "USt. %"], "BT-152"],
    lineNet: [["Gesamtpreis (netto)", "Nettobetrag", "Betrag netto"], "BT-131"],
    attributes: ["Farbe", "Material", "Herkunftsland", "Bestellposition", "Art.-Nr. Käufer", "Größe"],
    totals: ["Gesamtbeträge", "Summen", "Rechnungsbeträge"],
    linesSum: [["Summe aller Positionen", "Summe Positionen netto", "Warenwert"], "BT-106"],
    allowance: [["Summe Nachlässe", "Abschläge"], "BT-107"],
    charge: [["Summe Zuschläge", "Zuschläge"], "BT-108"],
    net: [["Gesamtbetrag ohne USt.", "Rechnungssumme ohne USt.", "Gesamtsumme netto"], "BT-109"],
    tax: [["Summe Umsatzsteuer", "Steuerbetrag", "Gesamtbetrag der USt."], "BT-110"],
    taxHome: [["Steuerbetrag in Buchungswährung", "USt. in Buchungswährung"], "BT-111"],
    gross: [["Gesamtbetrag inkl. USt.", "Bruttosumme", "Gesamtsumme brutto"], "BT-112"],
    prepaid: [["Bereits gezahlt", "Erhaltene Anzahlungen", "Vorauszahlung"], "BT-113"],
    due: [["Fälliger Betrag", "Zahlbetrag", "Zu zahlender Betrag"], "BT-115"],
    allowanceReasons: ["Treuerabatt", "Mengenrabatt", "Sonderrabatt"],
    chargeReasons: ["Versandkosten", "Verpackung", "Frachtkosten"],
    breakdown: ["Aufschlüsselung der Umsatzsteuer", "Umsatzsteueraufschlüsselung", "USt.-Aufstellung"],
    breakdownHead: ["Kategorie", "Basisbetrag", "Steuersatz", "Steuerbetrag"],
    standard: "Umsatzsteuer (S)",
    payment: ["Zahlungsinformationen", "Zahlungsbedingungen", "Zahlungsdaten"],
    dueDate: [["Fälligkeitsdatum", "Fällig am", "Zahlbar bis"], "BT-9"],
    termsHead: ["Beschreibung", "Fälligkeit", "Betrag"],
    terms: [["Zahlungsbedingungen", "Zahlungsziel"], "BT-20"],
    termsText: (days: number) => `${days} Tage netto`,
    skonto: (pct: number, until: string) => `Bei Zahlung bis ${until} ${pct} % Skonto`,
    page: (n: number, of: number) => `Seite ${n} von ${of}`,
    typeNames: { 380: "Handelsrechnung", 381: "Gutschrift" },
    iban: "IBAN",
  },
  en: {
    invoice: ["Invoice", "INVOICE", "Commercial invoice"],
    credit: ["Credit note", "CREDIT NOTE", "Credit Memo"],
    number: [["Invoice number", "Invoice no.", "Document no."], "BT-1"],
    date: [["Invoice issue date", "Invoice date", "Document date"], "BT-2"],
    typeCode: [["Invoice type code", "Document type"], "BT-3"],
    currency: [["Invoice currency code", "Currency"], "BT-5"],
    taxCurrency: [["VAT accounting currency", "Accounting currency"], "BT-6"],
    buyerRef: [["Buyer reference", "Your reference"], "BT-10"],
    order: [["Purchase order reference", "Order no.", "Your order"], "BT-13"],
    deliveryDate: [["Actual delivery date", "Delivery date"], "BT-72"],
    preceding: [["Preceding invoice reference", "Invoice reference"], "BT-25"],
    customerNo: [["Buyer identifier", "Customer no.", "Customer number"], "BT-46"],
    seller: [["Seller", "Supplier", "Vendor"], "BG-4"],
    buyer: [["Buyer", "Customer", "Bill to"], "BG-7"],
    name: [["Name", "Company name"], "BT-27"],
    street: [["Address line", "Street"], "BT-35"],
    city: [["Post code and city", "City"], "BT-38"],
    country: [["Country code", "Country"], "BT-40"],
    vat: [["VAT identifier", "VAT ID"], "BT-31"],
    contact: [["Contact point", "Contact"], "BT-41"],
    positions: ["Invoice lines", "Line items", "Details"],
    position: [["Line", "No."], "BT-126"],
    article: [["Item no.", "Article no."], "BT-155"],
    item: [["Item name", "Description"], "BT-153"],
    quantity: [["Invoiced quantity", "Quantity", "Qty"], "BT-129"],
    unit: [["Unit of measure", "Unit"], "BT-130"],
    listPrice: [["Gross price", "List price"], "BT-148"],
    discount: [["Discount", "Price discount"], "BT-147"],
    price: [["Item net price", "Unit price (net)", "Net price"], "BT-146"],
    rate: [["VAT rate", "VAT %", "Tax rate"], "BT-152"],
    lineNet: [["Invoice line net amount", "Net amount", "Line amount excl. VAT"], "BT-131"],
    attributes: ["Colour", "Material", "Country of origin", "Order line", "Buyer's item no.", "Size"],
    totals: ["Document totals", "Totals", "Invoice totals"],
    linesSum: [["Sum of invoice line net amounts", "Sum of lines", "Line total"], "BT-106"],
    allowance: [["Sum of allowances", "Allowances"], "BT-107"],
    charge: [["Sum of charges", "Charges"], "BT-108"],
    net: [["Invoice total amount without VAT", "Total excl. VAT", "Net total"], "BT-109"],
    tax: [["Invoice total VAT amount", "Total VAT", "VAT amount"], "BT-110"],
    taxHome: [["VAT amount in accounting currency", "Total VAT in accounting currency"], "BT-111"],
    gross: [["Invoice total amount with VAT", "Total incl. VAT", "Gross total"], "BT-112"],
    prepaid: [["Paid amount", "Prepaid amount", "Payments received"], "BT-113"],
    due: [["Amount due for payment", "Amount due", "Balance due"], "BT-115"],
    allowanceReasons: ["Loyalty discount", "Volume discount", "Special discount"],
    chargeReasons: ["Shipping", "Packaging", "Freight"],
    breakdown: ["VAT breakdown", "VAT summary", "Tax breakdown"],
    breakdownHead: ["Category", "Taxable amount", "Rate", "VAT amount"],
    standard: "Standard rate (S)",
    payment: ["Payment instructions", "Payment terms", "Payment details"],
    dueDate: [["Payment due date", "Due date", "Payable by"], "BT-9"],
    termsHead: ["Description", "Due date", "Amount"],
    terms: [["Payment terms", "Terms"], "BT-20"],
    termsText: (days: number) => `Net ${days} days`,
    skonto: (pct: number, until: string) => `${pct}% discount if paid by ${until}`,
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    typeNames: { 380: "Commercial invoice", 381: "Credit note" },
    iban: "IBAN",
  },
  fr: {
    invoice: ["Facture", "FACTURE", "Facture commerciale"],
    credit: ["Avoir", "AVOIR", "Facture d'avoir"],
    number: [["Numéro de facture", "N° de facture", "N° de pièce"], "BT-1"],
    date: [["Date de facture", "Date d'émission"], "BT-2"],
    typeCode: [["Type de facture", "Code type"], "BT-3"],
    currency: [["Devise", "Code devise"], "BT-5"],
    taxCurrency: [["Devise de comptabilisation", "Devise de TVA"], "BT-6"],
    buyerRef: [["Référence acheteur", "Service exécutant"], "BT-10"],
    order: [["N° de commande", "Bon de commande"], "BT-13"],
    deliveryDate: [["Date de livraison", "Date de prestation"], "BT-72"],
    preceding: [["Facture d'origine", "Référence facture"], "BT-25"],
    customerNo: [["N° client", "Identifiant acheteur", "Code client"], "BT-46"],
    seller: [["Vendeur", "Fournisseur", "Émetteur"], "BG-4"],
    buyer: [["Acheteur", "Client", "Destinataire"], "BG-7"],
    name: [["Raison sociale", "Nom"], "BT-27"],
    street: [["Adresse", "Ligne d'adresse"], "BT-35"],
    city: [["Code postal et ville", "Ville"], "BT-38"],
    country: [["Code pays", "Pays"], "BT-40"],
    vat: [["N° TVA intracommunautaire", "Identifiant TVA"], "BT-31"],
    contact: [["Contact", "Interlocuteur"], "BT-41"],
    positions: ["Lignes de facture", "Détail", "Articles"],
    position: [["Ligne", "N°"], "BT-126"],
    article: [["Réf. article", "Référence"], "BT-155"],
    item: [["Désignation", "Libellé"], "BT-153"],
    quantity: [["Quantité", "Qté"], "BT-129"],
    unit: [["Unité", "U."], "BT-130"],
    listPrice: [["Prix brut", "Prix catalogue"], "BT-148"],
    discount: [["Remise", "Rabais"], "BT-147"],
    price: [["Prix unitaire HT", "P.U. net HT"], "BT-146"],
    rate: [["Taux TVA", "TVA %"], "BT-152"],
    lineNet: [["Montant HT", "Total ligne HT"], "BT-131"],
    attributes: ["Couleur", "Matière", "Pays d'origine", "Ligne de commande", "Réf. acheteur", "Taille"],
    totals: ["Totaux", "Montants du document", "Récapitulatif"],
    linesSum: [["Somme des lignes HT", "Total lignes HT"], "BT-106"],
    allowance: [["Total remises", "Remises"], "BT-107"],
    charge: [["Total frais", "Frais"], "BT-108"],
    net: [["Total HT", "Montant total HT"], "BT-109"],
    tax: [["Total TVA", "Montant TVA"], "BT-110"],
    taxHome: [["TVA en devise de comptabilisation", "Montant TVA en devise comptable"], "BT-111"],
    gross: [["Total TTC", "Montant total TTC"], "BT-112"],
    prepaid: [["Acompte versé", "Montant déjà payé", "Acompte"], "BT-113"],
    due: [["Net à payer", "Montant à payer", "Reste à payer"], "BT-115"],
    allowanceReasons: ["Remise fidélité", "Remise quantitative", "Remise exceptionnelle"],
    chargeReasons: ["Frais de port", "Emballage", "Frais de transport"],
    breakdown: ["Ventilation de la TVA", "Détail TVA", "Récapitulatif TVA"],
    breakdownHead: ["Catégorie", "Base HT", "Taux", "Montant TVA"],
    standard: "Taux normal (S)",
    payment: ["Modalités de paiement", "Informations de paiement", "Règlement"],
    dueDate: [["Date d'échéance", "Échéance", "À payer avant le"], "BT-9"],
    termsHead: ["Description", "Échéance", "Montant"],
    terms: [["Conditions de paiement", "Conditions"], "BT-20"],
    termsText: (days: number) => `${days} jours net`,
    skonto: (pct: number, until: string) => `Escompte de ${pct} % pour paiement avant le ${until}`,
    page: (n: number, of: number) => `Page ${n} sur ${of}`,
    typeNames: { 380: "Facture commerciale", 381: "Avoir" },
    iban: "IBAN",
  },
} as const;

type Words = (typeof W)[VisualLang];
type Term = keyof { [K in keyof Words as Words[K] extends readonly [readonly string[], string] ? K : never]: true };

const COUNTRIES: Record<VisualLang, readonly InvoiceCountry[]> = { de: ["DE", "DE", "AT"], en: ["UK", "IE", "US"], fr: ["FR"] };
const DATE_STYLES: Record<VisualLang, readonly DateStyle[]> = {
  de: ["dmy-dot", "dmy-dot", "iso", "d-month-y"],
  en: ["d-month-y", "month-d-y", "iso", "d-mon-y", "dmy-slash"],
  fr: ["dmy-slash", "dmy-slash", "d-month-y", "iso"],
};

/** The facts after document allowances and charges (single-rate invoices: the tax of each is then unambiguous). */
function adjusted(f: InvoiceFacts, allowanceCents: number, chargeCents: number): InvoiceFacts {
  if ((!allowanceCents && !chargeCents) || f.taxes.length !== 1) return f;
  const base = f.subtotalCents - allowanceCents + chargeCents;
  const rate = f.taxes[0]!.rate;
  const taxCents = percentOf(base, rate);
  return { ...f, taxes: [{ rate, baseCents: base, taxCents }], subtotalCents: base, taxCents, totalCents: base + taxCents };
}

export function makeVisualInvoice(rng: Rng, name: string, family: VisualFamily): SynthDoc {
  const lang: VisualLang = rng.weighted([
    ["de", 5],
    ["en", 3],
    ["fr", 2],
  ] as const);
  const w: Words = W[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const drawn = invoiceFacts(rng, { sellerCountries: COUNTRIES[lang], creditShare: 0.25 });
  const style = pick(DATE_STYLES[lang]);
  // Every printed date after the 12th where the style leaves day and month ambiguous.
  const fix = (d: Day) => (needsUnambiguousDay(style) && d.d <= 12 ? { ...d, d: d.d + 12 } : d);
  const date = fix(drawn.date);
  const due = drawn.due ? fix(addDays(date, drawn.dueDays)) : null;
  const decoy = (d: Day) => {
    const day = fix(d);
    return isoOf(day) === isoOf(date) || (due && isoOf(day) === isoOf(due)) ? fix(addDays(day, -2)) : day;
  };
  const taxable = drawn.taxes.length === 1;
  const allowanceCents = taxable && rng.chance(0.3) ? Math.round(drawn.subtotalCents * pick([0.02, 0.03, 0.05])) : 0;
  const chargeCents = taxable && rng.chance(0.3) ? pick([490, 595, 1250, 1990, 2500]) : 0;
  const f = { ...adjusted(drawn, allowanceCents, chargeCents), date, due };
  const numbers: NumberStyle = lang === "de" ? "dot-comma" : lang === "fr" ? pick(["space-comma", "dot-comma"] as const) : "comma-dot";
  const money = { ...f.money, numbers, negative: "minus" as const };
  const markStyle = pick(["none", "code", "symbol"] as const);
  const amount = (cents: number) =>
    markStyle === "none"
      ? formatMoney(cents, money, { withMark: false })
      : formatMoney(cents, {
          ...money,
          mark: markStyle === "code" || f.currency !== "EUR" ? f.currency : "€",
          markAfter: lang !== "en" || markStyle === "code",
        });
  const bare = (cents: number) => formatMoney(cents, money, { withMark: false });
  const day = (d: Day) => formatDate(d, style, lang);
  const pct = (r: number) => `${formatQuantity(Math.round(r * 1000), numbers)} %`;
  const sign = f.credit && rng.chance(0.5) ? -1 : 1;
  const code = f.credit ? 381 : 380;
  const paidCents = !f.credit && rng.chance(0.35) ? Math.round(f.totalCents * pick([0.2, 0.3, 0.5])) : 0;
  const homeTax = f.currency !== f.homeCurrency && f.taxMode !== "none" && rng.chance(0.6) ? Math.round(f.taxCents * (rng.int(80, 125) / 100)) : 0;

  // How this document names a field: its label alone, with its term beside it, or the term first.
  const coded = family === "xrechnung-bt";
  const codeStyle = pick(["after", "paren", "before"] as const);
  const colon = pick([":", ""]);
  const label = (key: Term) => {
    const [words, term] = w[key] as readonly [readonly string[], string];
    const text = pick(words);
    if (!coded) return `${text}${colon}`;
    return codeStyle === "before" ? `${term} ${text}${colon}` : codeStyle === "paren" ? `${text} (${term})${colon}` : `${text}${colon} ${term}`;
  };
  const heading = (key: "seller" | "buyer") => {
    const [words, group] = w[key];
    return coded ? `${group} ${pick(words)}` : pick(words);
  };

  const title = f.credit ? pick(w.credit) : pick(w.invoice);
  const info: Array<[string, string]> = [
    [label("number"), f.number],
    [label("date"), day(f.date)],
  ];
  if (coded || rng.chance(0.4)) info.push([label("typeCode"), rng.chance(0.5) ? `${code} (${w.typeNames[code]})` : String(code)]);
  // The currency is printed somewhere: in its own row, or beside the amounts.
  if (coded || markStyle === "none" || rng.chance(0.4)) info.push([label("currency"), f.currency]);
  if (homeTax) info.push([label("taxCurrency"), f.homeCurrency]);
  if (rng.chance(0.5))
    info.push([
      label("buyerRef"),
      rng.chance(0.5) ? `${rng.int(10, 99)}${rng.int(100000, 999999)}-${rng.int(10000, 99999)}-${rng.int(10, 99)}` : `${rng.int(1000, 99999)}`,
    ]);
  if (rng.chance(0.6)) info.push([label("order"), `${pick(["PO", "B", "45", "BC"])}${rng.int(10000, 999999)}`]);
  if (rng.chance(0.5)) info.push([label("deliveryDate"), day(decoy(addDays(f.date, -rng.int(1, 12))))]);
  if (f.credit) info.push([label("preceding"), `${pick(["RE", "INV", "F"])}${f.date.y}${rng.int(1000, 9999)}`]);
  const customerNo = rng.chance(0.7) ? `${rng.int(10000, 99999)}` : null;
  if (customerNo && !coded && rng.chance(0.5)) info.push([label("customerNo"), customerNo]);
  if (due && rng.chance(coded ? 0.3 : 0.4)) info.push([label("dueDate"), day(due)]);
  const dueInInfo = info.some(([, v]) => due !== null && v === day(due));

  const country = (c: string) => (c === "UK" ? "GB" : c);
  const partyRows = (c: InvoiceFacts["seller"], seller: boolean): Array<[string, string]> => [
    [label("name"), c.name],
    [label("street"), c.street],
    [label("city"), c.cityLine],
    [label("country"), country(c.country)],
    ...(seller || rng.chance(0.4) ? [[label("vat"), c.vatId] as [string, string]] : []),
    ...(seller && rng.chance(0.5) ? [[label("contact"), personName(rng)] as [string, string]] : []),
    ...(!seller && customerNo && coded ? [[label("customerNo"), customerNo] as [string, string]] : []),
  ];
  // A term code is printed whole ("(BT-27)" never breaks after its hyphen), as viewers set it.
  const keep = (text: string) => e(text).replace(/\(?B[TG]-\d+\)?:?/g, (code) => `<span class="code">${code}</span>`);
  const kv = (rows: Array<[string, string]>, cls = "kv") =>
    `<table class="${cls}">${rows.map(([k, v]) => `<tr><td class="k">${keep(k)}</td><td class="v">${e(v)}</td></tr>`).join("")}</table>`;
  const section = (h: string, inner: string) => `<div class="sec"><div class="h">${e(h)}</div>${inner}</div>`;

  // Lines: a many-column table (ERP) or one block of coded rows per position (viewer); item
  // attributes printed under the name; a list price and discount beside the net price.
  const withArticle = rng.chance(0.6);
  const withDiscount = !coded && rng.chance(0.3);
  const attrs = f.lines.map(() => (rng.chance(0.4) ? rng.shuffle(w.attributes).slice(0, rng.int(1, 2)) : []));
  const attrValue = (a: string) =>
    /(land|origin|origine)/i.test(a)
      ? pick(["DE", "FR", "CN", "IT"])
      : /(position|line|ligne|no\.|Nr\.|Réf)/.test(a)
        ? String(rng.int(1, 40) * 10)
        : pick(["Blau", "grey", "M", "XL", "Oak", "Stahl", "coton"]);
  const rows = f.lines.map((l, i) => {
    const off = withDiscount && rng.chance(0.6) ? pick([5, 10, 15]) : 0;
    return {
      pos: String(i + 1),
      article: `${pick(["A", "ART-", "", "P"])}${rng.int(1000, 999999)}`,
      name: l.description,
      attrs: attrs[i]!.map((a) => `${a}: ${attrValue(a)}`),
      qty: formatQuantity(l.qtyThousandths, numbers),
      unit: rng.chance(0.3) ? pick(["C62", "H87", "HUR", "XPP"]) : l.unit,
      list: off ? bare(Math.round(l.unitCents / (1 - off / 100))) : bare(l.unitCents),
      off: off ? pct(off) : "",
      price: bare(l.unitCents),
      rate: pct(l.rate),
      total: bare(l.amountCents),
    };
  });
  const showRate = f.taxMode !== "none";
  const positionHeading = (pos: string) => {
    const [words, term] = w.position;
    const text = `${pick(words)} ${pos}`;
    return !coded ? text : codeStyle === "before" ? `${term} ${text}` : codeStyle === "paren" ? `${text} (${term})` : `${text} ${term}`;
  };
  let lines: string;
  if (coded || rng.chance(0.15)) {
    lines = rows
      .map((r) =>
        section(
          positionHeading(r.pos),
          kv([
            ...(withArticle ? ([[label("article"), r.article]] as Array<[string, string]>) : []),
            [label("item"), r.name],
            ...r.attrs.map((a) => a.split(": ") as [string, string]),
            [label("quantity"), r.qty],
            [label("unit"), r.unit],
            [label("price"), r.price],
            ...(showRate ? ([[label("rate"), r.rate]] as Array<[string, string]>) : []),
            [label("lineNet"), r.total],
          ]),
        ),
      )
      .join("");
  } else {
    const h = (key: Term) => pick((w[key] as readonly [readonly string[], string])[0]);
    type Row = (typeof rows)[number];
    const col = (key: Term, cell: (r: Row) => string, num: boolean) => ({ head: h(key), cell, num });
    const cols = [
      col("position", (r) => e(r.pos), false),
      ...(withArticle ? [col("article", (r) => e(r.article), false)] : []),
      col("item", (r) => `${e(r.name)}${r.attrs.map((a) => `<div class="attr">${e(a)}</div>`).join("")}`, false),
      col("quantity", (r) => e(r.qty), true),
      col("unit", (r) => e(r.unit), false),
      ...(withDiscount ? [col("listPrice", (r) => e(r.list), true), col("discount", (r) => e(r.off), true)] : []),
      col("price", (r) => e(r.price), true),
      ...(showRate ? [col("rate", (r) => e(r.rate), true)] : []),
      col("lineNet", (r) => e(r.total), true),
    ];
    lines = `<table class="items"><thead><tr>${cols.map((c) => `<th class="${c.num ? "num" : ""}">${e(c.head)}</th>`).join("")}</tr></thead><tbody>${rows
      .map((r) => `<tr>${cols.map((c) => `<td class="${c.num ? "num" : ""}">${c.cell(r)}</td>`).join("")}</tr>`)
      .join("")}</tbody></table>`;
  }

  const totals: Array<[string, string]> = [[label("linesSum"), amount(sign * drawn.subtotalCents)]];
  const allowanceText = allowanceCents ? `${pick(w.allowanceReasons)}` : "";
  const chargeText = chargeCents ? `${pick(w.chargeReasons)}` : "";
  if (allowanceCents) totals.push([coded ? label("allowance") : `${allowanceText}${colon}`, amount(sign * -allowanceCents)]);
  if (chargeCents) totals.push([coded ? label("charge") : `${chargeText}${colon}`, amount(sign * chargeCents)]);
  if (showRate) totals.push([label("net"), amount(sign * f.subtotalCents)], [label("tax"), amount(sign * f.taxCents)]);
  if (homeTax)
    totals.push([
      `${label("taxHome").replace(/:?\s*(BT-111)?$/, "")} (${f.homeCurrency})${coded && codeStyle === "after" ? " BT-111" : ""}`,
      formatMoney(sign * homeTax, money, { withMark: false }),
    ]);
  totals.push([label("gross"), amount(sign * f.totalCents)]);
  if (paidCents) totals.push([label("prepaid"), amount(paidCents)]);
  if (!f.credit && (paidCents || rng.chance(0.6))) totals.push([label("due"), amount(f.totalCents - paidCents)]);
  const totalsHtml = kv(totals, "kv tot");

  const breakdown =
    !showRate || rng.chance(0.2)
      ? ""
      : section(
          pick(w.breakdown),
          `<table class="items vat"><thead><tr>${w.breakdownHead.map((t, i) => `<th class="${i ? "num" : ""}">${e(t)}</th>`).join("")}</tr></thead><tbody>${f.taxes
            .map(
              (t) =>
                `<tr><td>${e(w.standard)}</td><td class="num">${e(bare(sign * t.baseCents))}</td><td class="num">${e(pct(t.rate))}</td><td class="num">${e(bare(sign * t.taxCents))}</td></tr>`,
            )
            .join("")}</tbody></table>`,
        );

  // Payment: the due date in its own labelled row, or under a terms table's column head.
  const termsTable = due && !dueInInfo && !coded && rng.chance(0.5);
  const skontoDay = due ? decoy(addDays(f.date, rng.int(7, 10))) : null;
  const paymentRows: Array<[string, string]> = [];
  if (due && !dueInInfo && !termsTable) paymentRows.push([label("dueDate"), day(due)]);
  if (!f.credit && rng.chance(0.6)) paymentRows.push([label("terms"), w.termsText(drawn.dueDays)]);
  paymentRows.push([`${w.iban}${colon}`, f.seller.iban]);
  const termsHtml =
    termsTable && due
      ? `<table class="items terms"><thead><tr>${w.termsHead.map((t, i) => `<th class="${i === 2 ? "num" : ""}">${e(t)}</th>`).join("")}</tr></thead><tbody>${
          skontoDay && rng.chance(0.5)
            ? `<tr><td>${e(w.skonto(pick([2, 3]), day(skontoDay)))}</td><td>${e(day(skontoDay))}</td><td class="num">${e(bare(Math.round((f.totalCents - paidCents) * 0.98)))}</td></tr>`
            : ""
        }<tr><td>${e(w.termsText(drawn.dueDays))}</td><td>${e(day(due))}</td><td class="num">${e(bare(f.totalCents - paidCents))}</td></tr></tbody></table>`
      : "";
  const payment = section(pick(w.payment), `${termsHtml}${kv(paymentRows)}`);

  let body: string;
  if (coded) {
    const parties = `<div class="two">${section(heading("seller"), kv(partyRows(f.seller, true)))}${section(heading("buyer"), kv(partyRows(f.buyer, false)))}</div>`;
    const order = rng.chance(0.5);
    const infoHeading = { de: "Rechnungsdaten", en: "Invoice data", fr: "Informations de la facture" }[lang];
    body = `<div class="xv"><div class="title">${e(title)}</div>${parties}${section(
      infoHeading,
      kv(info),
    )}${order ? section(pick(w.totals), totalsHtml) + breakdown : ""}${section(pick(w.positions), lines)}${order ? "" : section(pick(w.totals), totalsHtml) + breakdown}${payment}</div>`;
  } else {
    // ERP print: letterhead, the buyer's window address with the seller's return line, a grid of
    // labels over values or a label column at the right, the line table, totals at the right.
    const sender = `<div class="ret">${e([f.seller.name, f.seller.street, f.seller.cityLine].join(" · "))}</div>`;
    const address = `<div class="addr">${sender}<div>${e(f.buyer.name)}</div><div>${e(f.buyer.street)}</div><div>${e(f.buyer.cityLine)}</div></div>`;
    const letterhead = `<div class="lh"><div class="nm">${e(f.seller.name)}</div><div>${e(f.seller.street)}</div><div>${e(f.seller.cityLine)}</div></div>`;
    // A grid of labels over values (full width under the address) holds five fields; the rest go in rows of their own.
    const grid = rng.chance(0.5);
    const customerShown = info.some(([, v]) => v === customerNo);
    const gridFields: Array<[string, string]> = [
      ...info.slice(2),
      ...(customerNo && !customerShown ? ([[label("customerNo"), customerNo]] as Array<[string, string]>) : []),
    ];
    const meta = grid
      ? `<div class="title">${e(`${title} ${f.number}`)}</div><div class="sub">${e(day(f.date))}</div>`
      : `<div class="title">${e(title)}</div>${kv(info, "kv side")}`;
    const gridHtml = grid
      ? `<table class="grid"><tr>${gridFields
          .slice(0, 5)
          .map(([k]) => `<td class="k">${e(k.replace(/:$/, ""))}</td>`)
          .join("")}</tr><tr>${gridFields
          .slice(0, 5)
          .map(([, v]) => `<td>${e(v)}</td>`)
          .join("")}</tr></table>${gridFields.length > 5 ? kv(gridFields.slice(5)) : ""}`
      : "";
    const footer = `<div class="ft">${e([f.seller.name, f.seller.registration, f.seller.vatId, `${w.iban} ${f.seller.iban}`].join(" · "))}</div>`;
    body = `<div class="xv erp">${letterhead}<div class="head">${address}<div class="meta">${meta}</div></div>${gridHtml}${section(pick(w.positions), lines)}<div class="right">${totalsHtml}</div>${breakdown}${payment}${footer}</div>`;
  }

  const money2 = (cents: number) => (sign * cents) / 100;
  const data = {
    ...headerTruth(f),
    // Without VAT the sum of the lines is the net the page prints (no allowance or charge is drawn then).
    subtotal: money2(f.subtotalCents),
    tax: showRate ? money2(f.taxCents) : null,
    total: money2(f.totalCents),
    line_items: expectedLineItems(f.lines),
  };
  return invoiceDoc(
    name,
    family,
    {
      body: `${CSS}${body}`,
      title: `${title} ${f.number}`,
      theme: pick(["minimal", "default", "technical"] as const),
      font: pick([undefined, "sans", "system"] as const),
      paper: { format: "A4" },
    },
    {
      source: { language: lang, credit_note: f.credit, type_code: code, discount: allowanceCents / 100, charge: chargeCents / 100, prepaid: paidCents / 100 },
      data,
      notes: [
        "subtotal: the net after document allowances and charges (BT-109); total: the gross (BT-112), not the amount due after a prepayment",
        ...(homeTax ? ["tax: in the invoice currency; the tax in the accounting currency is a decoy"] : []),
      ],
    },
    [
      f.seller.name,
      f.number,
      day(f.date),
      ...(due ? [day(due)] : []),
      amount(sign * f.totalCents),
      ...(showRate ? [amount(sign * f.subtotalCents), amount(sign * f.taxCents)] : []),
      ...rows.flatMap((r) => [r.name, r.total, r.price, r.qty]),
    ],
  );
}

const CSS = `<style>
.xv { font-size: 8.5pt; line-height: 1.3; }
.xv .title { font-size: 15pt; font-weight: 700; margin: 6px 0 2px; white-space: nowrap; }
.xv .sub { margin-bottom: 6px; }
.xv .sec { margin: 7px 0; }
.xv .sec .h { font-weight: 700; font-size: 9.5pt; border-bottom: 1px solid #999; margin-bottom: 3px; }
.xv table.kv { border-collapse: collapse; }
.xv table.kv td { padding: 1px 10px 1px 0; vertical-align: top; }
.xv table.kv td.v { white-space: nowrap; }
.xv table.kv td.k { color: #333; min-width: 40mm; }
.xv table.tot td.v { text-align: right; white-space: nowrap; }
.xv .two { display: flex; gap: 16px; }
.xv .two > .sec { flex: 1; }
.xv table.items { width: 100%; border-collapse: collapse; }
.xv table.items th { text-align: left; border-bottom: 1px solid #bbb; padding: 2px 3px; font-weight: 600; font-size: 7.5pt; }
.xv table.items td { padding: 2px 3px; vertical-align: top; }
.xv .code { white-space: nowrap; }
.xv .attr { font-size: 7pt; color: #555; }
.xv .num { text-align: right; white-space: nowrap; }
.xv .lh { text-align: right; font-size: 8pt; }
.xv .lh .nm { font-size: 13pt; font-weight: 700; }
.xv .head { display: flex; justify-content: space-between; margin: 10px 0; gap: 14px; }
.xv .addr { width: 80mm; }
.xv .ret { font-size: 6.5pt; text-decoration: underline; margin-bottom: 4px; }
.xv .meta { flex: 1; }
.xv table.grid { border-collapse: collapse; width: 100%; }
.xv table.grid td { padding: 1px 8px 1px 0; vertical-align: top; white-space: nowrap; }
.xv table.grid td.k { font-size: 7pt; color: #555; }
.xv .right { display: flex; justify-content: flex-end; margin: 6px 0; }
.xv .ft { margin-top: 14px; border-top: 1px solid #ccc; font-size: 7pt; color: #666; }
</style>`;
