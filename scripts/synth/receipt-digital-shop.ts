// Digital receipts for buying things: web-shop payment receipts and order confirmations ("Receipt
// #", "Order", an item table with quantity and unit price, shipping, a discount code, sales tax
// added or VAT included, "Amount paid" beside "Amount due 0.00", a partial refund with its later
// date and the net paid, or a refund receipt with negative amounts), café app orders (drinks with
// their options, a reward redeemed after the subtotal, stars earned and the card balance), and
// store receipts a POS system e-mails ("Thank you for shopping at …", store and register, "2 × 4.50"
// under an item, the card's last four digits, an auth code, or cash with tendered and change, and
// the POS vendor's "Powered by" line). Truth as in receipt-digital.ts; a refund receipt's total and
// items carry their minus sign; with a partial refund the amount first paid is the total (the net
// after the refund is an alternative).
import { escapeHtml as e, type Lang } from "./formats";
import { companyName, digits, personName } from "./names";
import {
  brandName,
  field,
  finish,
  itemTable,
  moment,
  moneyRow,
  openMerchant,
  para,
  paymentLine,
  paymentWord,
  row,
  sumOf,
  sums,
  type DigitalItem,
  type Merchant,
} from "./receipt-digital-kit";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Words = Record<Lang, readonly string[]>;

const W = {
  orderTitle: {
    en: ["Order confirmation", "Your receipt", "Payment receipt"],
    de: ["Bestellbestätigung", "Zahlungsbeleg", "Ihre Quittung"],
    fr: ["Confirmation de commande", "Reçu de paiement"],
    nl: ["Orderbevestiging", "Betaalbewijs"],
    es: ["Confirmación del pedido", "Recibo de pago"],
  },
  refundTitle: {
    en: ["Refund receipt", "Your refund"],
    de: ["Erstattungsbeleg", "Ihre Rückerstattung"],
    fr: ["Reçu de remboursement"],
    nl: ["Terugbetalingsbewijs"],
    es: ["Recibo de reembolso"],
  },
  refundTotal: {
    en: ["Total refunded", "Refund total"],
    de: ["Erstattungsbetrag", "Gesamt erstattet"],
    fr: ["Total remboursé"],
    nl: ["Totaal terugbetaald"],
    es: ["Total reembolsado"],
  },
  originalOrder: {
    en: ["Original order"],
    de: ["Ursprüngliche Bestellung"],
    fr: ["Commande d'origine"],
    nl: ["Oorspronkelijke bestelling"],
    es: ["Pedido original"],
  },
  shipping: {
    en: ["Shipping", "Delivery"],
    de: ["Versand", "Versandkosten"],
    fr: ["Livraison", "Frais de port"],
    nl: ["Verzending", "Verzendkosten"],
    es: ["Envío", "Gastos de envío"],
  },
  estimated: {
    en: ["Estimated delivery"],
    de: ["Voraussichtliche Lieferung"],
    fr: ["Livraison estimée"],
    nl: ["Verwachte levering"],
    es: ["Entrega estimada"],
  },
  pickup: { en: ["Pickup at"], de: ["Abholung in"], fr: ["Retrait à"], nl: ["Ophalen bij"], es: ["Recogida en"] },
  reward: {
    en: ["Reward: free drink", "Reward redeemed"],
    de: ["Prämie: Gratisgetränk", "Bonus eingelöst"],
    fr: ["Récompense : boisson offerte"],
    nl: ["Beloning: gratis drankje"],
    es: ["Recompensa: bebida gratis"],
  },
  stars: { en: ["Stars earned"], de: ["Gesammelte Punkte"], fr: ["Points gagnés"], nl: ["Gespaarde punten"], es: ["Puntos obtenidos"] },
  balance: {
    en: ["Card balance", "Remaining balance"],
    de: ["Guthaben", "Restguthaben"],
    fr: ["Solde de la carte"],
    nl: ["Saldo kaart"],
    es: ["Saldo de la tarjeta"],
  },
  register: { en: ["Register"], de: ["Kasse"], fr: ["Caisse"], nl: ["Kassa"], es: ["Caja"] },
  servedBy: { en: ["Served by"], de: ["Es bediente Sie"], fr: ["Servi par"], nl: ["Geholpen door"], es: ["Le atendió"] },
  returns: {
    en: ["Returns accepted within 30 days with this receipt."],
    de: ["Umtausch innerhalb von 14 Tagen nur mit Beleg."],
    fr: ["Échange sous 30 jours sur présentation du ticket."],
    nl: ["Ruilen binnen 14 dagen met deze bon."],
    es: ["Cambios en 30 días con este ticket."],
  },
  entry: { en: ["Entry: Contactless", "Entry: Chip"], de: ["Kontaktlos"], fr: ["Sans contact"], nl: ["Contactloos"], es: ["Sin contacto"] },
} satisfies Record<string, Words>;

const say = (m: Merchant, key: keyof typeof W) => m.rng.pick(W[key][m.lang]);

const PRODUCTS: ReadonlyArray<readonly [string, number, number]> = [
  ["Wireless earbuds", 2999, 12900],
  ["USB-C cable 2 m", 899, 1999],
  ["Merino wool socks", 1490, 2490],
  ["Trail running shoes", 8990, 15990],
  ["Ceramic mug", 990, 2400],
  ["Phone case", 1290, 3490],
  ["Yoga mat", 2490, 5990],
  ["LED desk lamp", 2990, 7990],
  ["Backpack 25 l", 4990, 11900],
  ["Water bottle 750 ml", 1490, 3290],
  ["Notebook A5", 690, 1890],
  ["Gift card", 2500, 5000],
  ["Bluetooth speaker", 3990, 9990],
  ["Linen pillow case", 1990, 3990],
];

/** Sales tax added (US) or the VAT the total includes, printed under or inside the sums. */
function tax(m: Merchant, net: number): { cents: number; row: string; note: string } {
  if (m.country === "US") {
    const rate = m.rng.pick([6, 7.25, 8.25, 8.875, 10.25]);
    const cents = Math.round((net * rate) / 100);
    return { cents, row: moneyRow(m, `${m.word("salesTax")} (${rate}%)`, cents), note: "" };
  }
  const rate = m.rng.pick([19, 20, 21, 7.7, 10]);
  const included = Math.round((net * rate) / (100 + rate));
  return {
    cents: 0,
    row: "",
    note: para(`${m.word("vatIncluded")} ${String(rate).replace(".", m.lang === "en" ? "." : ",")} %: ${m.money(included, true)}`, "muted"),
  };
}

function webShopReceipt(rng: Rng, name: string): SynthDoc {
  const m = openMerchant(rng, () => ["Store", "Shop", "Outdoor", "Home", "Audio", "Books", "Supply", "Cycles"]);
  const refund = rng.chance(0.15);
  const original = refund ? moment(m) : null;
  const when = original ? moment(m, { from: original.day, min: 3, max: 40 }) : moment(m);
  const sign = refund ? -1 : 1;
  const items: DigitalItem[] = rng
    .shuffle(PRODUCTS)
    .slice(0, rng.int(1, 5))
    .map(([description, low, high]) => {
      const quantity = rng.weighted([
        [1, 5],
        [2, 2],
        [4, 1],
      ] as const);
      return { description, quantity, cents: sign * quantity * rng.int(low, high) };
    });
  const unit = (i: DigitalItem) => Math.abs(i.cents) / i.quantity!;
  const head = [m.word("item"), m.word("qty"), m.word("unitPrice"), m.word("amount")];
  const table = itemTable(
    head,
    items.map((i) => [i.description, String(i.quantity), m.money(unit(i)), m.money(i.cents)]),
    [1, 2, 3],
  );
  const method = paymentWord(m);
  const subtotal = sumOf(items);
  const shipping = refund ? 0 : rng.pick([0, 0, 395, 495, 699]);
  const discount = !refund && rng.chance(0.3) ? -Math.round(subtotal * rng.pick([0.1, 0.15, 0.2])) : 0;
  const t = tax(m, subtotal + shipping + discount);
  const total = subtotal + shipping + discount + t.cents;
  const rows = [
    moneyRow(m, m.word("subtotal"), subtotal),
    refund ? "" : row(say(m, "shipping"), shipping ? m.money(shipping) : rng.pick(["0.00", "Free", "—"])),
    discount ? moneyRow(m, `${m.word("promo")} (${rng.pick(["WELCOME10", "SPRING15", "VIP20", "NEWS10"])})`, discount) : "",
    t.row,
    moneyRow(m, refund ? say(m, "refundTotal") : m.word("total"), total, "grand"),
  ];
  const decoys: string[] = [];
  let net: number | null = null;
  if (!refund) {
    rows.push(moneyRow(m, m.word("amountPaid"), total));
    if (rng.chance(0.5)) rows.push(row(m.word("amountDue"), m.money(0, true)));
    if (rng.chance(0.2) && items.length > 1) {
      const back = items[0]!.cents;
      const later = moment(m, { from: when.day, min: 2, max: 30 });
      net = total - back;
      rows.push(moneyRow(m, `${m.word("refunded")} (${later.date})`, -back), moneyRow(m, m.word("net"), net));
    }
  }
  if (!refund && rng.chance(0.3)) decoys.push(field(`${say(m, "estimated")}:`, moment(m, { from: when.day, min: 2, max: 9 }).date));
  const body = [
    field(m.word("receiptNo"), `${digits(rng, 4)}-${digits(rng, 4)}`),
    field(`${m.word("order")}`, `#${digits(rng, 6)}`),
    original ? field(`${say(m, "originalOrder")}:`, original.date) : "",
    field(`${m.word("date")}:`, when.full),
    field(`${m.word("paymentMethod")}:`, paymentLine(m, method)),
    ...decoys,
    table,
    sums(rows),
    t.note,
    para(m.word("thanks")),
  ].join("");
  return finish(rng, m, name, "digital-webshop", say(m, refund ? "refundTitle" : "orderTitle"), when, {
    html: body,
    total,
    method,
    items,
    totalAlternatives: net === null ? [] : [net / 100],
  });
}

const DRINKS: ReadonlyArray<readonly [string, number, number]> = [
  ["Flat White", 320, 420],
  ["Cappuccino", 290, 410],
  ["Caffè Latte", 320, 450],
  ["Americano", 250, 350],
  ["Chai Latte", 360, 480],
  ["Matcha Latte", 390, 520],
  ["Cold Brew", 350, 480],
  ["Croissant", 190, 320],
  ["Banana bread", 280, 390],
  ["Blueberry muffin", 260, 360],
  ["Bagel, cream cheese", 350, 520],
];
const OPTIONS = ["Oat milk", "Large", "Extra shot", "Decaf", "Medium", "Vanilla syrup", "Warmed"];

function cafeAppReceipt(rng: Rng, name: string): SynthDoc {
  const m = openMerchant(rng, () => ["Coffee", "Roasters", "Espresso Bar", "Coffee Co."]);
  const when = moment(m);
  const items: DigitalItem[] = [];
  const lines: string[] = [];
  for (const [drink, low, high] of rng.shuffle(DRINKS).slice(0, rng.int(1, 4))) {
    const quantity = rng.chance(0.25) ? 2 : 1;
    const each = rng.int(low, high);
    items.push({ description: drink, ...(quantity > 1 ? { quantity } : {}), cents: quantity * each });
    lines.push(row(drink, m.money(quantity * each)));
    const notes = [
      quantity > 1 ? `${quantity} × ${m.money(each)}` : "",
      rng.chance(0.5) ? rng.shuffle(OPTIONS).slice(0, rng.int(1, 2)).join(" · ") : "",
    ].filter(Boolean);
    if (notes.length) lines.push(`<tr><td class="muted" colspan="2">${e(notes.join(" — "))}</td></tr>`);
  }
  const subtotal = sumOf(items);
  const reward = items.length > 1 && rng.chance(0.35) ? -Math.min(...items.map((i) => i.cents / (i.quantity ?? 1))) : 0;
  const total = subtotal + reward;
  const method = paymentWord(m);
  const store = companyName(rng, m.country).short.split(" ")[0]!;
  const body = [
    field(`${m.word("order")}`, `${String.fromCharCode(65 + rng.int(0, 25))}-${rng.int(100, 999)}`),
    field(`${say(m, "pickup")}`, `${store} ${rng.pick(["Station", "Square", "Centre", "Mall", "Campus"])}`),
    para(when.full, "muted"),
    `<table class="sums">${lines.join("")}</table>`,
    sums([moneyRow(m, m.word("subtotal"), subtotal), reward ? moneyRow(m, say(m, "reward"), reward) : "", moneyRow(m, m.word("total"), total, "grand")]),
    field(`${m.word("paymentMethod")}:`, paymentLine(m, method)),
    rng.chance(0.6) ? field(`${say(m, "stars")}:`, `+${rng.int(2, 40)} ★`) : "",
    rng.chance(0.5) ? field(`${say(m, "balance")}:`, m.money(rng.int(0, 6000), true)) : "",
  ].join("");
  return finish(rng, m, name, "digital-cafe-app", m.word(rng.chance(0.5) ? "receipt" : "thanks"), when, { html: body, total, method, items });
}

const STORE_KINDS: Words = {
  en: ["Books", "Hardware", "Garden Centre", "Bakery", "Boutique", "Wine & Spirits", "Outfitters"],
  de: ["Buchhandlung", "Eisenwaren", "Bäckerei", "Gartencenter", "Weinhandlung"],
  fr: ["Librairie", "Quincaillerie", "Boulangerie", "Jardinerie", "Cave"],
  nl: ["Boekhandel", "IJzerwaren", "Bakkerij", "Tuincentrum", "Wijnhandel"],
  es: ["Librería", "Ferretería", "Panadería", "Vivero", "Bodega"],
};
const GOODS: ReadonlyArray<readonly [string, number, number]> = [
  ["Notebook A5 dotted", 590, 1490],
  ["Paperback novel", 899, 1699],
  ["Screwdriver set", 1290, 2990],
  ["Potting soil 20 l", 499, 999],
  ["Sourdough loaf", 390, 690],
  ["Red wine 0.75 l", 799, 2490],
  ["Gift wrap", 150, 390],
  ["Scented candle", 990, 2490],
  ["Wall hooks (4)", 399, 899],
  ["Wildflower seeds", 249, 499],
  ["Greeting card", 250, 495],
  ["Olive oil 500 ml", 690, 1490],
];

function posEmailReceipt(rng: Rng, name: string): SynthDoc {
  const m = openMerchant(rng, (lang) => STORE_KINDS[lang]);
  const when = moment(m);
  const items: DigitalItem[] = [];
  const columns = rng.chance(0.5);
  const rows: string[][] = [];
  const lines: string[] = [];
  for (const [description, low, high] of rng.shuffle(GOODS).slice(0, rng.int(1, 7))) {
    const quantity = rng.chance(0.3) ? rng.int(2, 4) : 1;
    const each = rng.int(low, high);
    // Quantity is printed in its column, or as "2 × 4.50" under a multi-buy.
    items.push({ description, ...(columns || quantity > 1 ? { quantity } : {}), cents: quantity * each });
    rows.push([description, String(quantity), m.money(each), m.money(quantity * each)]);
    lines.push(
      row(description, m.money(quantity * each)),
      quantity > 1 ? `<tr><td class="muted" colspan="2">${e(`${quantity} × ${m.money(each)}`)}</td></tr>` : "",
    );
  }
  if (rng.chance(0.25)) {
    const off = -rng.int(50, Math.min(500, sumOf(items) - 100));
    const label = rng.pick(["Loyalty discount", "Member discount", m.word("promo")]);
    items.push({ description: label, ...(columns ? { quantity: 1 } : {}), cents: off });
    rows.push([label, "1", m.money(off), m.money(off)]);
    lines.push(row(label, m.money(off)));
  }
  const subtotal = sumOf(items);
  const t = tax(m, subtotal);
  const total = subtotal + t.cents;
  const card = rng.chance(0.75);
  const method = card ? paymentWord(m) : m.word("cash");
  const given = Math.ceil(total / 1000) * 1000 + (rng.chance(0.5) ? 1000 : 0);
  const payment = card
    ? [field(`${m.word("paymentMethod")}:`, paymentLine(m, method)), field(`${m.word("authCode")}:`, digits(rng, 6)), para(say(m, "entry"), "muted")]
    : [sums([moneyRow(m, method, total), moneyRow(m, m.word("tendered"), given), moneyRow(m, m.word("change"), given - total)])];
  const pos = brandName(rng, m.country, ["POS", "Pay", "Till"]);
  const thanks = `${m.word("thanksShop")} ${m.brand}!`;
  const body = [
    field(m.word("receiptNo"), `${rng.int(1, 9)}-${digits(rng, 4)}`),
    field(`${say(m, "register")}`, `${rng.int(1, 6)}`),
    field(`${say(m, "servedBy")}`, personName(rng).split(" ")[0]!),
    para(when.full),
    columns
      ? itemTable([m.word("item"), m.word("qty"), m.word("unitPrice"), m.word("amount")], rows, [1, 2, 3])
      : `<table class="sums">${lines.join("")}</table>`,
    sums([
      moneyRow(m, m.word("subtotal"), subtotal),
      t.row,
      moneyRow(m, m.word("total"), total, "grand"),
      rng.chance(0.3) ? row(m.word("amountDue"), m.money(0, true)) : "",
    ]),
    t.note,
    ...payment,
    para(say(m, "returns"), "muted"),
    para(`Powered by ${pos}`, "muted"),
  ].join("");
  return finish(rng, m, name, "digital-pos-email", m.word("receipt"), when, { html: body, total, method, items, brandLine: thanks });
}

export { cafeAppReceipt, posEmailReceipt, webShopReceipt };
