// What the digital receipt families (receipt-digital.ts) share: receipts that apps, web shops and
// POS systems send as PDFs (e-mail printouts, app downloads) on A4, Letter or a phone-width page,
// not till rolls. A merchant's locale in five languages with the words such receipts print, money
// in the locale's format (symbol or code, before or after), the payment moment as apps print it
// (long or short month names, a weekday, a time with "at"/"um"/"à"), the merchant as a logo-styled
// heading (sometimes beside a drawn mark) or only in the footer's legal line, and the page itself,
// sometimes under the e-mail's own header.
import { COUNTRY_LANG, company, companyName, digits, personName, type Company, type Country } from "./names";
import {
  escapeHtml as e,
  formatDate,
  formatMoney,
  invoiceDateStyleFor,
  isoOf,
  laterDay,
  moneyStyleFor,
  randomDay,
  type Day,
  type Lang,
  type MoneyStyle,
} from "./formats";
import type { FontPreset, HtmlPage } from "./render";
import type { ReceiptDocSpec } from "./receipt-till-kit";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Words = Record<Lang, readonly string[]>;

/** The words digital receipts print, per language (several forms where apps differ). */
export const DIGITAL_WORDS = {
  receipt: {
    en: ["Receipt", "Payment receipt"],
    de: ["Beleg", "Quittung", "Zahlungsbeleg"],
    fr: ["Reçu", "Reçu de paiement"],
    nl: ["Bon", "Betaalbewijs"],
    es: ["Recibo", "Justificante de pago"],
  },
  total: {
    en: ["Total", "Total paid", "Amount charged", "Total charged"],
    de: ["Gesamt", "Gesamtbetrag", "Bezahlt", "Summe"],
    fr: ["Total", "Total payé", "Montant débité", "Total TTC"],
    nl: ["Totaal", "Totaal betaald", "Betaald bedrag"],
    es: ["Total", "Total pagado", "Importe cobrado"],
  },
  subtotal: { en: ["Subtotal"], de: ["Zwischensumme"], fr: ["Sous-total"], nl: ["Subtotaal"], es: ["Subtotal"] },
  amountPaid: { en: ["Amount paid"], de: ["Gezahlter Betrag"], fr: ["Montant payé"], nl: ["Betaald"], es: ["Importe pagado"] },
  amountDue: {
    en: ["Amount due", "Balance due"],
    de: ["Offener Betrag", "Noch zu zahlen"],
    fr: ["Reste à payer", "Solde dû"],
    nl: ["Openstaand bedrag", "Nog te betalen"],
    es: ["Importe pendiente", "Saldo pendiente"],
  },
  vatIncluded: {
    en: ["incl. VAT", "VAT included"],
    de: ["inkl. MwSt.", "enthaltene USt."],
    fr: ["dont TVA", "TVA incluse"],
    nl: ["incl. btw", "waarvan btw"],
    es: ["IVA incluido", "incl. IVA"],
  },
  salesTax: { en: ["Sales tax", "Tax"], de: ["MwSt."], fr: ["TVA"], nl: ["btw"], es: ["IVA"] },
  date: {
    en: ["Date", "Date paid", "Paid on"],
    de: ["Datum", "Bezahlt am", "Zahlungsdatum"],
    fr: ["Date", "Payé le", "Date de paiement"],
    nl: ["Datum", "Betaald op", "Betaaldatum"],
    es: ["Fecha", "Pagado el", "Fecha de pago"],
  },
  paymentMethod: {
    en: ["Payment method", "Paid with", "Payment"],
    de: ["Zahlungsart", "Bezahlt mit", "Zahlung"],
    fr: ["Moyen de paiement", "Payé avec", "Paiement"],
    nl: ["Betaalmethode", "Betaald met", "Betaling"],
    es: ["Método de pago", "Pagado con", "Pago"],
  },
  ending: {
    en: ["ending in", "•••• "],
    de: ["endet auf", "•••• "],
    fr: ["se terminant par", "•••• "],
    nl: ["eindigend op", "•••• "],
    es: ["terminada en", "•••• "],
  },
  authCode: {
    en: ["Auth code", "Approval code"],
    de: ["Autorisierungscode", "Genehmigungs-Nr."],
    fr: ["Code d'autorisation", "N° d'autorisation"],
    nl: ["Autorisatiecode"],
    es: ["Código de autorización", "Cód. autorización"],
  },
  order: {
    en: ["Order", "Order #"],
    de: ["Bestellung", "Bestellnr."],
    fr: ["Commande", "Commande n°"],
    nl: ["Bestelling", "Bestelnr."],
    es: ["Pedido", "Pedido n.º"],
  },
  receiptNo: {
    en: ["Receipt #", "Receipt number"],
    de: ["Beleg-Nr.", "Quittungsnummer"],
    fr: ["Reçu n°", "Numéro de reçu"],
    nl: ["Bonnummer", "Kwitantienr."],
    es: ["Recibo n.º", "Número de recibo"],
  },
  item: {
    en: ["Item", "Description"],
    de: ["Artikel", "Beschreibung"],
    fr: ["Article", "Désignation"],
    nl: ["Artikel", "Omschrijving"],
    es: ["Artículo", "Descripción"],
  },
  qty: { en: ["Qty", "Quantity"], de: ["Menge", "Anz."], fr: ["Qté", "Quantité"], nl: ["Aantal"], es: ["Cant.", "Cantidad"] },
  unitPrice: {
    en: ["Unit price", "Price"],
    de: ["Einzelpreis", "Preis"],
    fr: ["Prix unitaire", "Prix"],
    nl: ["Prijs per stuk", "Prijs"],
    es: ["Precio unitario", "Precio"],
  },
  amount: { en: ["Amount", "Total"], de: ["Betrag", "Summe"], fr: ["Montant", "Total"], nl: ["Bedrag"], es: ["Importe"] },
  tip: { en: ["Tip"], de: ["Trinkgeld"], fr: ["Pourboire"], nl: ["Fooi"], es: ["Propina"] },
  promo: {
    en: ["Promotion", "Discount", "Promo code"],
    de: ["Rabatt", "Gutschein", "Aktionscode"],
    fr: ["Réduction", "Code promo", "Remise"],
    nl: ["Korting", "Kortingscode"],
    es: ["Descuento", "Código promocional"],
  },
  refunded: { en: ["Refunded"], de: ["Erstattet"], fr: ["Remboursé"], nl: ["Terugbetaald"], es: ["Reembolsado"] },
  net: {
    en: ["Net paid", "Net amount"],
    de: ["Netto gezahlt", "Verbleibender Betrag"],
    fr: ["Montant net payé"],
    nl: ["Netto betaald"],
    es: ["Importe neto pagado"],
  },
  cash: { en: ["Cash"], de: ["Bar"], fr: ["Espèces"], nl: ["Contant"], es: ["Efectivo"] },
  tendered: { en: ["Tendered", "Cash given"], de: ["Gegeben"], fr: ["Reçu"], nl: ["Ontvangen"], es: ["Entregado"] },
  change: { en: ["Change"], de: ["Rückgeld"], fr: ["Rendu"], nl: ["Wisselgeld"], es: ["Cambio"] },
  thanksShop: {
    en: ["Thank you for shopping at", "Thanks for visiting"],
    de: ["Vielen Dank für Ihren Einkauf bei", "Danke für deinen Besuch bei"],
    fr: ["Merci pour votre achat chez", "Merci de votre visite chez"],
    nl: ["Bedankt voor je aankoop bij", "Bedankt voor uw bezoek aan"],
    es: ["Gracias por tu compra en", "Gracias por visitar"],
  },
  thanks: {
    en: ["Thank you for your purchase!", "Thanks for your order."],
    de: ["Vielen Dank für Ihren Einkauf!", "Danke für deine Bestellung."],
    fr: ["Merci pour votre achat !", "Merci pour votre commande."],
    nl: ["Bedankt voor je aankoop!", "Bedankt voor je bestelling."],
    es: ["¡Gracias por tu compra!", "Gracias por tu pedido."],
  },
} satisfies Record<string, Words>;

export type DigitalWord = keyof typeof DIGITAL_WORDS;

const COUNTRIES: ReadonlyArray<readonly [Country, number]> = [
  ["US", 3],
  ["UK", 2],
  ["DE", 3],
  ["AT", 1],
  ["CH", 1],
  ["FR", 2],
  ["NL", 2],
  ["BE", 1],
  ["ES", 2],
];
const CURRENCY: Record<Country, string> = { US: "USD", UK: "GBP", CH: "CHF", DE: "EUR", AT: "EUR", FR: "EUR", NL: "EUR", BE: "EUR", ES: "EUR" };

/** One merchant's locale and the helpers that print with it. */
export interface Merchant {
  rng: Rng;
  country: Country;
  lang: Lang;
  currency: string;
  /** The brand the receipt shows, and the operating company its footer names. */
  brand: string;
  legal: Company;
  style: MoneyStyle;
  word(key: DigitalWord): string;
  /** An amount with the currency mark when the style marks every amount (or when asked). */
  money(cents: number, marked?: boolean): string;
}

/** A brand: a made-up stem and a word for the trade, in either order ("Tarnel Ride", "Taxi Orlin"). */
export function brandName(rng: Rng, country: Country, kinds: readonly string[]): string {
  const stem = companyName(rng, country).short.split(" ")[0]!;
  const kind = rng.pick(kinds);
  return rng.chance(0.6) ? `${stem} ${kind}` : `${kind} ${stem}`;
}

export function openMerchant(rng: Rng, kinds: (lang: Lang) => readonly string[]): Merchant {
  const country = rng.weighted(COUNTRIES);
  // International platforms often send English receipts wherever the customer is.
  const lang: Lang = rng.chance(0.15) ? "en" : COUNTRY_LANG[country];
  const currency = CURRENCY[country];
  const style = moneyStyleFor(rng, lang, currency);
  const brand = brandName(rng, country, kinds(lang));
  const operator = company(rng, country);
  // The operator is the brand with a legal form, or another company altogether (a franchisee, a platform's local entity).
  const form = operator.name.slice(operator.short.length + 1);
  const legal = rng.chance(0.5) ? { ...operator, name: `${brand} ${form}`, short: brand } : operator;
  return {
    rng,
    country,
    lang,
    currency,
    brand,
    legal,
    style,
    word: (key) => rng.pick(DIGITAL_WORDS[key][lang]),
    money: (cents, marked = style.everywhere) => formatMoney(cents, style, { withMark: marked }),
  };
}

const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  de: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
  fr: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
  nl: ["zo", "ma", "di", "wo", "do", "vr", "za"],
  es: ["dom.", "lun.", "mar.", "mié.", "jue.", "vie.", "sáb."],
};
const AT_WORD: Record<Lang, readonly string[]> = {
  en: [" at ", ", ", " "],
  de: [" um ", ", ", " "],
  fr: [" à ", ", "],
  nl: [" om ", ", "],
  es: [" a las ", ", "],
};

/** A moment as apps print it: its day, the date alone, and date with weekday and time. */
export interface Moment {
  day: Day;
  date: string;
  full: string;
  time: string;
}

function clock(rng: Rng, lang: Lang): string {
  const h = rng.int(6, 23);
  const m = String(rng.int(0, 59)).padStart(2, "0");
  if (lang === "en" && rng.chance(0.5)) return `${h % 12 || 12}:${m} ${h < 12 ? "AM" : "PM"}`;
  if (lang === "fr" && rng.chance(0.4)) return `${h}h${m}`;
  return `${String(h).padStart(2, "0")}:${m}${lang === "de" && rng.chance(0.3) ? " Uhr" : ""}`;
}

/** A day printed in the merchant's date style; `after` gives a later day (a decoy) in the same style. */
export function moment(m: Merchant, after?: { from: Day; min: number; max: number }): Moment {
  const { rng, lang } = m;
  const style = m.country === "US" && rng.chance(0.5) ? "mdy-slash" : invoiceDateStyleFor(rng, lang);
  const day = after ? laterDay(rng, after.from, after.min, after.max, style) : randomDay(rng, style);
  const date = formatDate(day, style, lang);
  const time = clock(rng, lang);
  const weekday = rng.chance(0.35) ? `${WEEKDAYS[lang][new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay()]}, ` : "";
  return { day, date, time, full: `${weekday}${date}${rng.pick(AT_WORD[lang])}${time}` };
}

/** A card as apps print it ("Visa •••• 4242", "Mastercard ending in 4242"), or a wallet's name. */
export function paymentLine(m: Merchant, method: string): string {
  if (!CARDS.includes(method)) return method;
  const ending = m.word("ending");
  return ending.startsWith("•") ? `${method} ${ending}${digits(m.rng, 4)}` : `${method} ${ending} ${digits(m.rng, 4)}`;
}
const CARDS = ["Visa", "Mastercard", "American Express", "Maestro", "Amex", "CB", "Carte Bancaire", "girocard", "V PAY", "Discover"];

/** Payment words by country: cards, wallets and the local schemes. */
export function paymentWord(m: Merchant): string {
  const local: Record<Country, readonly string[]> = {
    US: ["Discover", "Amex"],
    UK: ["Amex"],
    DE: ["girocard", "PayPal", "Klarna"],
    AT: ["Maestro", "PayPal"],
    CH: ["TWINT", "PostFinance"],
    FR: ["CB", "Carte Bancaire"],
    NL: ["iDEAL", "Maestro"],
    BE: ["Bancontact", "Maestro"],
    ES: ["Bizum"],
  };
  return m.rng.pick(["Visa", "Visa", "Mastercard", "Mastercard", "Apple Pay", "Google Pay", "PayPal", ...local[m.country]]);
}

/** A row of two cells: a label and a value on the right ("Subtotal   €12.00"). */
export const row = (label: string, value: string, cls = "") => `<tr class="${cls}"><td>${e(label)}</td><td class="r">${e(value)}</td></tr>`;
export const sums = (rows: string[]) => `<table class="sums">${rows.join("")}</table>`;
export const para = (content: string, cls = "") => `<p class="${cls}">${e(content)}</p>`;
/** A labelled value on its own line ("Order: 4411-2301"). */
export const field = (label: string, value: string) => `<div class="kv"><span class="k">${e(label)}</span> <span>${e(value)}</span></div>`;

/** An item table with a header row; numeric columns right-aligned. */
export function itemTable(head: string[], rows: string[][], numeric: number[]): string {
  const cell = (tag: string, v: string, j: number) => `<${tag}${numeric.includes(j) ? ' class="r"' : ""}>${e(v)}</${tag}>`;
  return `<table class="items"><thead><tr>${head.map((h, j) => cell("th", h, j)).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((v, j) => cell("td", v, j)).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

/** How the receipt shows its merchant. */
export type Heading = "logo" | "plain" | "footer";

/** The heading and footer for the merchant, and the truth a careful reader records. */
export function merchantPrint(m: Merchant, mode: Heading, title: string) {
  const { rng, legal } = m;
  const accent = rng.pick(["#111", "#0a7", "#e33", "#226", "#f60", "#509"]);
  const mark = rng.chance(0.5)
    ? `<svg width="28" height="28" viewBox="0 0 28 28" style="vertical-align:middle;margin-right:8px"><rect width="28" height="28" rx="${rng.pick([4, 14])}" fill="${accent}"/><circle cx="14" cy="14" r="6" fill="#fff"/></svg>`
    : "";
  const logo =
    mode === "logo"
      ? `<div class="logo" style="color:${accent};letter-spacing:${rng.pick(["0", "0.03em", "0.08em"])};${rng.chance(0.4) ? "text-transform:uppercase;" : ""}">${mark}${e(m.brand)}</div>`
      : mode === "plain"
        ? `<div class="brand">${e(m.brand)}</div>`
        : mark
          ? `<div>${mark}</div>`
          : "";
  const heading = `${logo}<h1 class="title">${e(title)}</h1>`;
  const legalLine = `© ${rng.int(2019, 2026)} ${legal.name} · ${legal.street}, ${legal.cityLine} · ${legal.vatId}`;
  const footer = `<div class="foot">${rng.chance(0.5) ? para(rng.pick(["Questions? Visit our help centre.", "Need help? support@" + legal.email.split("@")[1]])) : ""}${para(legalLine)}</div>`;
  const merchant = mode === "footer" ? legal.name : m.brand;
  const alternatives = mode === "footer" ? [legal.short] : [legal.name, legal.short];
  return { heading, footer, merchant, alternatives: alternatives.filter((a) => a !== merchant) };
}

/** The e-mail's own header above a printed receipt: sender, subject and the mail's date. */
export function mailHeader(m: Merchant, subject: string, when: Moment): string {
  const sender = m.brand.toLowerCase().replace(/[^a-z]/g, "");
  const to = personName(m.rng)
    .toLowerCase()
    .replace(/[^a-z]+/g, ".");
  return `<div class="mail">${field("From:", `${m.brand} <receipts@${sender}.com>`)}${field("To:", `${to}@example.com`)}${field("Subject:", subject)}${field(
    "Date:",
    when.full,
  )}</div>`;
}

const CSS = `<style>
.er { font-size: 10pt; line-height: 1.35; }
.er .sheet { max-width: 150mm; margin: 0 auto; }
.er .logo { font-size: 20pt; font-weight: 800; margin: 2mm 0; }
.er .brand { font-size: 14pt; font-weight: 600; }
.er h1.title { font-size: 13pt; margin: 3mm 0; font-weight: 600; }
.er .mail { border-bottom: 1px solid #bbb; margin-bottom: 5mm; padding-bottom: 2mm; font-size: 9pt; color: #444; }
.er .kv .k { color: #555; }
.er table { width: 100%; border-collapse: collapse; margin: 3mm 0; }
.er table.items th { text-align: left; border-bottom: 1px solid #999; font-weight: 600; padding: 1mm; }
.er table.items td { border-bottom: 1px solid #e5e5e5; padding: 1mm; }
.er table.sums td { padding: 0.6mm 1mm; }
.er .r { text-align: right; white-space: nowrap; }
.er tr.grand td { font-weight: 700; font-size: 12pt; border-top: 1.5px solid #333; }
.er .big { font-size: 22pt; font-weight: 700; margin: 2mm 0; }
.er .muted { color: #666; font-size: 9pt; }
.er table td.muted { font-size: 7.5pt; }
.er .foot { margin-top: 8mm; border-top: 1px solid #ddd; font-size: 8pt; color: #666; }
</style>`;

/** The page: A4 or Letter with the theme's margins, or a phone-width page grown until it holds. */
export function digitalDoc(rng: Rng, m: Merchant, doc: ReceiptDocSpec): SynthDoc {
  const paper: HtmlPage["paper"] = rng.weighted([
    [{ format: m.country === "US" ? "Letter" : "A4" } as const, 5],
    [{ width: `${rng.pick([90, 100, 110])}mm`, height: "220mm", margin: "6mm" }, 4],
  ]);
  return {
    name: doc.name,
    kind: "receipt",
    family: doc.family,
    onePage: true,
    render: {
      kind: "html",
      page: {
        body: `${CSS}<div class="er"><div class="sheet">${doc.html}</div></div>`,
        title: "",
        theme: rng.pick(["default", "minimal", "technical"] as const),
        font: rng.pick<FontPreset>(["sans", "system", "humanist", "serif"]),
        paper,
      },
    },
    expected: doc.expected,
    alternatives: doc.alternatives,
    mustPrint: doc.mustPrint,
  };
}

/** A priced line of the item block; `quantity` only when the receipt prints one. */
export interface DigitalItem {
  description: string;
  quantity?: number;
  cents: number;
}

export const itemTruth = (items: DigitalItem[]) =>
  items.map((i) => ({ description: i.description, ...(i.quantity !== undefined ? { quantity: i.quantity } : {}), amount: i.cents / 100 }));

export const sumOf = (items: DigitalItem[]) => items.reduce((s, i) => s + i.cents, 0);

/** Logo-styled brand most often, a plain name line, or only the footer's legal line. */
export const pickHeading = (rng: Rng): Heading =>
  rng.weighted([
    ["logo", 5],
    ["plain", 2],
    ["footer", 2],
  ] as const);

/** What every family hands over once its page is written. */
export interface Written {
  html: string;
  total: number;
  method: string;
  items: DigitalItem[];
  /** A line naming the brand under the heading ("Thank you for shopping at …"), left out when only the footer names the merchant. */
  brandLine?: string;
  extraAlternatives?: string[];
  /** Other totals a careful reader could record (the net after a partial refund). */
  totalAlternatives?: number[];
  mustPrint?: string[];
}

/** Heading, e-mail header (now and then, when the brand may show), body and footer, and the truth. */
export function finish(rng: Rng, m: Merchant, name: string, family: string, title: string, when: Moment, w: Written): SynthDoc {
  const mode = pickHeading(rng);
  const print = merchantPrint(m, mode, title);
  const shown = mode !== "footer";
  const mail = shown && rng.chance(0.3) ? mailHeader(m, `${title} – ${m.brand}`, when) : "";
  const brandLine = shown && w.brandLine ? para(w.brandLine, "brand") : "";
  return digitalDoc(rng, m, {
    name,
    family,
    html: `${mail}${print.heading}${brandLine}${w.html}${print.footer}`,
    expected: {
      merchant: print.merchant,
      date: isoOf(when.day),
      total: w.total / 100,
      currency: m.currency,
      payment_method: w.method,
      items: itemTruth(w.items),
    },
    alternatives: {
      merchant: [...print.alternatives, ...(w.extraAlternatives ?? [])],
      ...(w.totalAlternatives?.length ? { total: w.totalAlternatives } : {}),
    },
    mustPrint: [print.merchant, when.date, m.money(w.total, true), w.method, ...w.items.map((i) => i.description), ...(w.mustPrint ?? [])],
  });
}

/** A sums row for a signed amount in the merchant's format. */
export const moneyRow = (m: Merchant, label: string, cents: number, cls = "") => row(label, m.money(cents, cls === "grand" || undefined), cls);
