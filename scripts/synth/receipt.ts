// Synthetic till receipts (58, 76 and 80 mm paper): merchant block on top with address, phone and
// tax id, the items, TOTAL, the payment (cash with tendered/change, or a card) and footer lines
// with decoys (a returns deadline, a tendered amount, a savings line). Truth in the shape of
// ../shared/corpora/receipts-dev-sroie: merchant, date, total, currency, payment_method, items.
import { escapeHtml as e, formatCents, formatDate, isoOf, laterDay, numberStyleFor, randomDay, type DateStyle, type Lang } from "./formats";
import { company, COUNTRY_LANG, companyName, type Country } from "./names";
import type { Rng } from "./random";
import type { FontPreset } from "./render";
import type { SynthDoc } from "./synth-doc";

const SHOP_KINDS: Record<Lang, readonly string[]> = {
  en: ["CAFE", "BAKERY", "HARDWARE", "MINI MARKET", "PHARMACY", "BOOKSHOP", "DELI"],
  de: ["BÄCKEREI", "CAFÉ", "EISENWAREN", "MARKT", "APOTHEKE", "BUCHHANDLUNG", "METZGEREI"],
  fr: ["BOULANGERIE", "CAFÉ", "QUINCAILLERIE", "ÉPICERIE", "PHARMACIE", "LIBRAIRIE"],
  nl: ["BAKKERIJ", "KOFFIEBAR", "IJZERWAREN", "BUURTSUPER", "DROGISTERIJ", "BOEKHANDEL"],
  es: ["PANADERÍA", "CAFETERÍA", "FERRETERÍA", "SUPERMERCADO", "FARMACIA", "LIBRERÍA"],
};
export const ITEMS: Record<Lang, readonly string[]> = {
  en: [
    "Flat white",
    "Croissant",
    "Sourdough loaf",
    "Wood screws 4x40",
    "AA batteries 4pk",
    "Notebook A5",
    "Orange juice 1l",
    "Bagel plain",
    "Paracetamol 500mg",
    "Bin bags 30l",
    "Sandwich ham",
    "Apples 1kg",
  ],
  de: [
    "Cappuccino",
    "Laugenbrezel",
    "Roggenbrot 750g",
    "Schrauben 4x40",
    "Batterien AA 4er",
    "Heft A5 kariert",
    "Apfelsaft 1l",
    "Butter 250g",
    "Vollmilch 1l",
    "Müllbeutel 30l",
    "Käsebrötchen",
    "Äpfel 1kg",
  ],
  fr: [
    "Café crème",
    "Croissant",
    "Baguette tradition",
    "Vis bois 4x40",
    "Piles AA x4",
    "Cahier A5",
    "Jus d'orange 1l",
    "Pain au chocolat",
    "Beurre doux 250g",
    "Sacs poubelle 30l",
    "Sandwich jambon",
    "Pommes 1kg",
  ],
  nl: [
    "Koffie verkeerd",
    "Croissant",
    "Volkorenbrood",
    "Houtschroeven 4x40",
    "Batterijen AA 4st",
    "Schrift A5",
    "Sinaasappelsap 1l",
    "Kaasbroodje",
    "Halfvolle melk 1l",
    "Vuilniszakken 30l",
    "Appels 1kg",
    "Stroopwafels",
  ],
  es: [
    "Café con leche",
    "Croissant",
    "Pan de barra",
    "Tornillos 4x40",
    "Pilas AA x4",
    "Cuaderno A5",
    "Zumo de naranja 1l",
    "Magdalenas",
    "Leche entera 1l",
    "Bolsas basura 30l",
    "Bocadillo jamón",
    "Manzanas 1kg",
  ],
};
const WORDS = {
  total: {
    en: ["TOTAL", "TOTAL DUE", "AMOUNT DUE"],
    de: ["SUMME", "GESAMT", "ZU ZAHLEN"],
    fr: ["TOTAL", "TOTAL TTC", "À PAYER"],
    nl: ["TOTAAL", "TE BETALEN"],
    es: ["TOTAL", "TOTAL A PAGAR", "IMPORTE"],
  },
  subtotal: { en: ["SUBTOTAL"], de: ["ZWISCHENSUMME"], fr: ["SOUS-TOTAL"], nl: ["SUBTOTAAL"], es: ["SUBTOTAL"] },
  cash: { en: ["CASH"], de: ["BAR"], fr: ["ESPÈCES"], nl: ["CONTANT"], es: ["EFECTIVO"] },
  change: { en: ["CHANGE"], de: ["RÜCKGELD", "ZURÜCK"], fr: ["RENDU", "MONNAIE RENDUE"], nl: ["WISSELGELD", "TERUG"], es: ["CAMBIO", "DEVOLUCIÓN"] },
  given: { en: ["TENDERED"], de: ["GEGEBEN"], fr: ["REÇU"], nl: ["BETAALD"], es: ["ENTREGADO"] },
  card: {
    en: ["VISA", "MASTERCARD", "AMEX"],
    de: ["GIROCARD", "VISA", "MASTERCARD"],
    fr: ["CARTE BANCAIRE", "VISA", "MASTERCARD"],
    nl: ["PIN", "MAESTRO", "VISA"],
    es: ["TARJETA", "VISA", "MASTERCARD"],
  },
  paidBy: { en: ["Paid by"], de: ["Bezahlt mit"], fr: ["Payé par"], nl: ["Betaald met"], es: ["Pagado con"] },
  receiptNo: {
    en: ["Receipt #", "Trans."],
    de: ["Bon-Nr.", "Beleg"],
    fr: ["Ticket n°", "Transaction"],
    nl: ["Bonnr.", "Transactie"],
    es: ["Ticket nº", "Factura simplificada nº"],
  },
  till: { en: ["Till", "Register"], de: ["Kasse"], fr: ["Caisse"], nl: ["Kassa"], es: ["Caja"] },
  cashier: {
    en: ["Cashier", "Served by"],
    de: ["Bediener", "Es bediente Sie"],
    fr: ["Caissier", "Vendeur"],
    nl: ["Medewerker", "Kassier"],
    es: ["Cajero", "Le atendió"],
  },
  thanks: {
    en: ["THANK YOU FOR SHOPPING WITH US", "Thank you - please come again"],
    de: ["Vielen Dank für Ihren Einkauf!", "Danke und bis bald"],
    fr: ["Merci de votre visite", "MERCI ET À BIENTÔT"],
    nl: ["Bedankt voor uw bezoek", "Tot ziens!"],
    es: ["Gracias por su visita", "GRACIAS POR SU COMPRA"],
  },
  returns: { en: ["Returns accepted until"], de: ["Umtausch bis"], fr: ["Échange possible jusqu'au"], nl: ["Ruilen mogelijk tot"], es: ["Cambios hasta el"] },
  items: { en: ["Items:"], de: ["Anzahl Artikel:"], fr: ["Nombre d'articles :"], nl: ["Aantal artikelen:"], es: ["Nº artículos:"] },
  tax: { en: ["VAT"], de: ["MwSt"], fr: ["TVA"], nl: ["BTW"], es: ["IVA"] },
  taxIncl: { en: ["incl. VAT"], de: ["enth. MwSt"], fr: ["dont TVA"], nl: ["incl. btw"], es: ["IVA incluido"] },
  net: { en: ["Net"], de: ["Netto"], fr: ["HT"], nl: ["Netto"], es: ["Base"] },
  gross: { en: ["Gross"], de: ["Brutto"], fr: ["TTC"], nl: ["Bruto"], es: ["Total"] },
  taxId: { en: ["VAT Reg No", "Tax ID"], de: ["St.-Nr.", "USt-IdNr."], fr: ["SIRET", "N° TVA"], nl: ["BTW-nr.", "KvK"], es: ["NIF", "CIF"] },
  operator: { en: ["operated by"], de: ["Inh."], fr: ["exploité par"], nl: ["een onderdeel van"], es: ["explotado por"] },
} satisfies Record<string, Record<Lang, readonly string[]>>;

const RATES: Record<Country, number> = { US: 8.25, UK: 20, DE: 19, AT: 20, CH: 8.1, FR: 20, NL: 21, BE: 21, ES: 21 };
export const CURRENCY: Record<Country, [string, string]> = {
  US: ["USD", "$"],
  UK: ["GBP", "£"],
  DE: ["EUR", "€"],
  AT: ["EUR", "€"],
  CH: ["CHF", "CHF"],
  FR: ["EUR", "€"],
  NL: ["EUR", "€"],
  BE: ["EUR", "€"],
  ES: ["EUR", "€"],
};
export const WIDTHS = [
  ["58mm", 7.2],
  ["76mm", 8.2],
  ["80mm", 8.6],
] as const;
const FAMILIES = ["centered-classic", "columns-table", "two-line-items", "tax-summary", "card-slip"] as const;

export const CSS = (fontPt: number) => `<style>
main.document { max-width: none; padding: 0; margin: 0; }
.rc { font-size: ${fontPt}pt; line-height: 1.3; }
.rc .c { text-align: center; }
.rc .b { font-weight: 700; }
.rc .big { font-size: 1.25em; font-weight: 700; }
.rc .l { display: flex; justify-content: space-between; gap: 6px; }
.rc .l > span:last-child { white-space: nowrap; text-align: right; }
.rc .stamp > span { white-space: nowrap; }
.rc .rule { border-top: 1px dashed #000; margin: 4px 0; }
.rc .sp { height: 0.7em; }
.rc table { width: 100%; border-collapse: collapse; font-size: 1em; margin: 0; }
.rc th, .rc td { padding: 0 2px; border: none; background: none; text-align: left; }
.rc .n { text-align: right; white-space: nowrap; }
</style>`;

export function makeReceipt(rng: Rng, name: string, index: number): SynthDoc {
  const family = FAMILIES[index % FAMILIES.length]!;
  const country = rng.pick(["US", "UK", "DE", "DE", "AT", "CH", "FR", "NL", "BE", "ES"] as const);
  const lang = COUNTRY_LANG[country];
  const word = (key: keyof typeof WORDS) => rng.pick(WORDS[key][lang]);
  const numbers = numberStyleFor(rng, lang, CURRENCY[country][0]);
  const amount = (cents: number) => formatCents(cents, numbers);
  const [currency, symbol] = CURRENCY[country];
  const mark = rng.chance(0.5) ? symbol : currency;
  const dateStyle: DateStyle = rng.pick(
    lang === "en" ? (country === "US" ? ["mdy-slash", "iso"] : ["dmy-slash", "iso"]) : lang === "de" ? ["dmy-dot", "iso"] : ["dmy-slash", "dmy-dash", "iso"],
  );
  const day = randomDay(rng, dateStyle);
  const time = `${String(rng.int(7, 21)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}${rng.chance(0.4) ? `:${String(rng.int(0, 59)).padStart(2, "0")}` : ""}`;
  const date = formatDate(day, dateStyle, lang);

  const legal = company(rng, country);
  const brand = rng.chance(0.35);
  const shop = brand ? `${rng.pick(SHOP_KINDS[lang])} ${companyName(rng, country).short.split(" ")[0]!.toUpperCase()}` : legal.name;
  const merchant = rng.chance(0.5) ? shop.toUpperCase() : shop;

  const items = rng
    .shuffle(ITEMS[lang])
    .slice(0, rng.int(1, 9))
    .map((description) => {
      const qty = rng.weighted([
        [1, 6],
        [2, 2],
        [3, 1],
        [4, 1],
      ] as const);
      const unitCents = rng.int(49, 2499);
      return { description: rng.chance(0.4) ? description.toUpperCase() : description, qty, unitCents, cents: qty * unitCents };
    });
  const totalCents = items.reduce((sum, i) => sum + i.cents, 0);
  const rate = RATES[country];
  const taxCents = country === "US" ? Math.round((totalCents * rate) / 100) : Math.round(totalCents - totalCents / (1 + rate / 100));
  const grandCents = country === "US" ? totalCents + taxCents : totalCents;
  const card = family === "card-slip" || rng.chance(0.35);
  const method = card ? word("card") : word("cash");
  const givenCents = Math.ceil(grandCents / 500) * 500 + (rng.chance(0.5) ? 500 : 0);

  const line = (left: string, right: string, cls = "") => `<div class="l ${cls}"><span>${e(left)}</span><span>${e(right)}</span></div>`;
  const header = [
    `<div class="c big">${e(merchant)}</div>`,
    brand ? `<div class="c">${e(`${word("operator")} ${legal.name}`)}</div>` : "",
    `<div class="c">${e(legal.street)}</div><div class="c">${e(legal.cityLine)}</div>`,
    `<div class="c">${e(`Tel. ${legal.phone}`)}</div>`,
    `<div class="c">${e(`${word("taxId")} ${legal.vatId}`)}</div>`,
    `<div class="rule"></div>`,
  ];
  const meta = rng.pick([
    // A till prints its date and time on one line: never broken at a date's hyphen on narrow paper.
    () => line(`${date} ${time}`, `${word("receiptNo")} ${rng.int(1000, 99999)}`, "stamp"),
    () => `${line(`${word("till")} ${rng.int(1, 6)}`, `${word("cashier")} ${rng.int(1, 40)}`)}${line(date, time, "stamp")}`,
    () => `<div>${e(`${word("receiptNo")} ${rng.int(1000, 99999)}`)}</div><div>${e(`${date}  ${time}`)}</div>`,
  ])();
  const itemLines = (() => {
    if (family === "columns-table") {
      return `<table><tbody>${items.map((i) => `<tr><td>${e(i.description)}</td><td class="n">${i.qty}</td><td class="n">${e(amount(i.cents))}</td></tr>`).join("")}</tbody></table>`;
    }
    if (family === "two-line-items") {
      return items.map((i) => `<div>${e(i.description)}</div>${line(`  ${i.qty} x ${amount(i.unitCents)}`, amount(i.cents))}`).join("");
    }
    return items
      .map(
        (i) =>
          (i.qty > 1 ? `<div>${e(`${i.qty} x ${amount(i.unitCents)}`)}</div>` : "") +
          line(i.description, `${amount(i.cents)}${family === "tax-summary" ? " A" : ""}`),
      )
      .join("");
  })();
  const totalLabel = `${word("total")}${mark === currency && rng.chance(0.6) ? ` ${currency}` : ""}`;
  const totalValue = totalLabel.endsWith(currency)
    ? amount(grandCents)
    : mark === "$" || mark === "£"
      ? `${mark}${amount(grandCents)}`
      : `${amount(grandCents)} ${mark}`;
  const sums = [
    `<div class="rule"></div>`,
    country === "US" ? line(word("subtotal"), amount(totalCents)) + line(`Sales tax ${rate}%`, amount(taxCents)) : "",
    line(totalLabel, totalValue, "big"),
    card
      ? `${line(`${word("paidBy")} ${method}`, amount(grandCents))}<div>${e(`**** **** **** ${rng.int(1000, 9999)}`)}</div><div>${e(`AUTH ${rng.int(100000, 999999)}`)}</div>`
      : `${line(rng.chance(0.5) ? method : `${word("given")} ${method}`, amount(givenCents))}${line(word("change"), amount(givenCents - grandCents))}`,
    `<div class="sp"></div>`,
    family === "tax-summary" && country !== "US"
      ? `<table><tbody><tr><th>${e(word("tax"))}</th><th class="n">${e(word("net"))}</th><th class="n">${e(word("tax"))}</th><th class="n">${e(word("gross"))}</th></tr><tr><td>A ${e(formatCents(Math.round(rate * 100), numbers).replace(/[.,]00$/, ""))}%</td><td class="n">${e(amount(totalCents - taxCents))}</td><td class="n">${e(amount(taxCents))}</td><td class="n">${e(amount(totalCents))}</td></tr></tbody></table>`
      : country !== "US"
        ? line(`${word("taxIncl")} ${rate}%`, amount(taxCents))
        : "",
    rng.chance(0.5) ? `<div>${e(`${word("items")} ${items.reduce((n, i) => n + i.qty, 0)}`)}</div>` : "",
    rng.chance(0.35) ? `<div>${e(`${word("returns")} ${formatDate(laterDay(rng, day, 14, 30, dateStyle), dateStyle, lang)}`)}</div>` : "",
    `<div class="sp"></div><div class="c">${e(word("thanks"))}</div>`,
  ];
  const [width, fontPt] = rng.pick(WIDTHS);
  const rows = 24 + items.length * 2;
  const body = `${CSS(fontPt)}<div class="rc">${header.join("")}${meta}<div class="rule"></div>${itemLines}${sums.join("")}</div>`;
  const font = rng.pick<FontPreset>(["mono", "mono", "sans", "humanist", "system"]);
  const merchantAlternatives = brand ? [legal.name, shop] : [legal.short, shop];
  return {
    name,
    kind: "receipt",
    family,
    onePage: true,
    render: {
      kind: "html",
      page: {
        body,
        title: "",
        theme: rng.pick(["default", "minimal", "technical"] as const),
        font,
        paper: { width, height: `${Math.ceil(rows * fontPt * 0.5 + 10)}mm`, margin: "3mm" },
      },
    },
    expected: {
      merchant,
      date: isoOf(day),
      total: grandCents / 100,
      currency,
      payment_method: method,
      items: items.map((i) => ({ description: i.description, ...(i.qty > 1 ? { quantity: i.qty } : {}), amount: i.cents / 100 })),
    },
    alternatives: { merchant: merchantAlternatives.filter((m) => m.toLowerCase() !== merchant.toLowerCase()) },
    mustPrint: [merchant, date, amount(grandCents), mark, method, ...items.flatMap((i) => [i.description, amount(i.cents)])],
  };
}
