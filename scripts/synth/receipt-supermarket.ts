// Supermarket receipts with the lines that make them long: weighed items ("0,482 kg x 2,99 EUR/kg"),
// multi-buys ("3 x 1,29"), discount, bonus and coupon lines printed as negative amounts, deposit
// lines and a returned-bottles credit, tax codes after the amounts, a "you saved" summary and
// loyalty points. Truth: every priced line of the item block is an item (a discount or deposit line
// is one, with its sign); the total is the sum paid; the savings line and the points are decoys.
import { formatQuantity, formatScaled, isoOf } from "./formats";
import type { InvoiceCountry } from "./names";
import type { Rng } from "./random";
import { itemTruth, openTill, line, RULE, saleMoment, text, tillDoc, type TillItem } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

type SLang = "en" | "de" | "fr" | "nl" | "es" | "pl";
const COUNTRIES: readonly InvoiceCountry[] = ["DE", "DE", "AT", "NL", "BE", "UK", "FR", "ES", "PL"];

const WORDS: Record<string, Record<SLang, readonly string[]>> = {
  kind: {
    en: ["SUPERMARKET", "FOODSTORE", "GROCERS"],
    de: ["SUPERMARKT", "MARKT", "FRISCHEMARKT"],
    fr: ["SUPERMARCHÉ", "MARCHÉ"],
    nl: ["SUPERMARKT", "VERSMARKT"],
    es: ["SUPERMERCADO", "ALIMENTACIÓN"],
    pl: ["SUPERMARKET", "DELIKATESY"],
  },
  discount: {
    en: ["Multibuy saving", "Clubcard price", "Discount"],
    de: ["Rabatt", "Aktionsrabatt", "Preisvorteil"],
    fr: ["Remise immédiate", "Promo"],
    nl: ["Bonus", "Korting"],
    es: ["Descuento", "Promoción"],
    pl: ["Rabat", "Promocja"],
  },
  coupon: { en: ["Coupon"], de: ["Coupon", "Gutschein"], fr: ["Bon de réduction"], nl: ["Zegel korting"], es: ["Cupón"], pl: ["Kupon"] },
  deposit: { en: ["Bottle deposit"], de: ["Pfand"], fr: ["Consigne"], nl: ["Statiegeld"], es: ["Envase"], pl: ["Kaucja"] },
  returned: { en: ["Bottle return"], de: ["Leergut"], fr: ["Retour consigne"], nl: ["Emballage retour"], es: ["Devolución envases"], pl: ["Zwrot kaucji"] },
  saved: {
    en: ["You saved"],
    de: ["Sie haben gespart"],
    fr: ["Vous avez économisé"],
    nl: ["Uw voordeel"],
    es: ["Usted ahorra"],
    pl: ["Zaoszczędziłeś"],
  },
  points: { en: ["Points this visit"], de: ["Bonuspunkte"], fr: ["Points fidélité"], nl: ["Spaarpunten"], es: ["Puntos acumulados"], pl: ["Punkty"] },
};
const GOODS: Record<SLang, ReadonlyArray<readonly [string, number, number]>> = {
  // [description, low, high] in cents; "/kg" in the name marks a weighed item
  en: [
    ["Bananas /kg", 99, 149],
    ["Tomatoes loose /kg", 199, 349],
    ["Semi-skimmed milk 2pt", 115, 155],
    ["Sparkling water 6x1.5l", 299, 449],
    ["Cheddar mature 400g", 299, 429],
    ["Wholemeal bread", 95, 165],
    ["Free range eggs x6", 189, 269],
    ["Washing-up liquid", 99, 199],
  ],
  de: [
    ["Bananen /kg", 129, 199],
    ["Tomaten lose /kg", 249, 399],
    ["Gouda am Stück /kg", 899, 1399],
    ["Vollmilch 3,5% 1l", 99, 139],
    ["Mineralwasser 1,5l", 19, 69],
    ["Bier 0,5l", 79, 119],
    ["Toastbrot", 99, 189],
    ["Joghurt natur 500g", 59, 129],
  ],
  fr: [
    ["Bananes /kg", 149, 219],
    ["Tomates grappe /kg", 249, 449],
    ["Lait demi-écrémé 1l", 89, 129],
    ["Eau gazeuse 1,5l", 39, 79],
    ["Emmental râpé 200g", 189, 279],
    ["Pain de mie", 129, 219],
    ["Yaourt nature x4", 119, 189],
  ],
  nl: [
    ["Bananen /kg", 149, 229],
    ["Trostomaten /kg", 299, 449],
    ["Halfvolle melk 1l", 99, 139],
    ["Spa rood 1,5l", 99, 149],
    ["Jonge kaas /kg", 999, 1399],
    ["Volkoren brood", 179, 279],
    ["Pils 6x33cl", 499, 699],
  ],
  es: [
    ["Plátanos /kg", 149, 229],
    ["Tomate pera /kg", 179, 299],
    ["Leche entera 1l", 89, 119],
    ["Agua mineral 1,5l", 29, 59],
    ["Queso manchego 250g", 399, 599],
    ["Pan de molde", 109, 189],
    ["Cerveza lata 33cl", 49, 89],
  ],
  pl: [
    ["Banany /kg", 499, 699],
    ["Pomidory luz /kg", 799, 1299],
    ["Mleko 2% 1l", 319, 449],
    ["Woda mineralna 1,5l", 199, 299],
    ["Ser żółty /kg", 2999, 4499],
    ["Chleb żytni", 499, 799],
    ["Piwo 0,5l", 399, 599],
  ],
};
const DEPOSITS: Partial<Record<InvoiceCountry, number>> = { DE: 25, AT: 25, NL: 15, PL: 50 };
const CODES = ["A", "B"] as const;

export function makeSupermarketReceipt(rng: Rng, name: string): SynthDoc {
  const { t, who } = openTill(
    rng,
    COUNTRIES,
    (x) => WORDS.kind![x.lang as SLang],
    () =>
      rng.weighted([
        ["plain", 4],
        ["spaced", 2],
        ["footer", 1],
      ] as const),
  );
  const lang = t.lang as SLang;
  const w = (key: keyof typeof WORDS) => rng.pick(WORDS[key]![lang]);
  const moment = saleMoment(rng, t);
  const unitWord = rng.pick([`${t.currency}/kg`, "/kg"]);
  const code = () => (rng.chance(0.6) ? ` ${rng.pick(CODES)}` : "");
  const codes = rng.chance(0.6);

  const items: TillItem[] = [];
  const html: string[] = [];
  const priced = (item: TillItem, detail = "") => {
    items.push(item);
    html.push(`${detail ? text(detail) : ""}${line(item.description, `${t.amount(item.cents)}${codes ? code() : ""}`)}`);
  };
  let saved = 0;
  const deposit = DEPOSITS[t.country];
  for (const [raw, low, high] of rng.shuffle(GOODS[lang]).slice(0, rng.int(3, 7))) {
    const unit = rng.int(low, high);
    if (raw.endsWith(" /kg")) {
      const grams = rng.int(150, 1800);
      const description = raw.slice(0, -4);
      const cents = Math.round((grams * unit) / 1000);
      const weight = `${formatScaled(grams, 3, t.numbers, { grouping: false })} kg x ${t.amount(unit)} ${unitWord}`;
      // The weight prints on a line of its own, under or over the name (both happen).
      if (rng.chance(0.5)) priced({ description, quantity: grams / 1000, cents }, weight);
      else {
        items.push({ description, quantity: grams / 1000, cents });
        html.push(`${text(description)}${line(`  ${weight}`, `${t.amount(cents)}${codes ? code() : ""}`)}`);
      }
      continue;
    }
    const quantity = rng.weighted([
      [1, 5],
      [2, 2],
      [3, 1],
      [6, 1],
    ] as const);
    priced(
      { description: raw, ...(quantity > 1 ? { quantity } : {}), cents: quantity * unit },
      quantity > 1 ? `${formatQuantity(quantity * 1000, t.numbers)} x ${t.amount(unit)}` : "",
    );
    if (deposit && /(1,5l|0,5l|33cl|Bier|Pils|Piwo)/.test(raw))
      priced(
        { description: w("deposit"), ...(quantity > 1 ? { quantity } : {}), cents: quantity * deposit },
        quantity > 1 ? `${quantity} x ${t.amount(deposit)}` : "",
      );
    if (rng.chance(0.3)) {
      const off = -Math.max(10, Math.round((quantity * unit * rng.pick([10, 20, 30])) / 100 / 10) * 10);
      saved -= off;
      priced({ description: rng.chance(0.5) ? w("discount") : `${w("discount")} ${rng.pick([10, 20, 30])}%`, cents: off });
    }
  }
  if (rng.chance(0.35)) {
    const off = -rng.pick([50, 100, 200]);
    saved -= off;
    priced({ description: w("coupon"), cents: off });
  }
  if (deposit && rng.chance(0.3)) priced({ description: w("returned"), cents: -deposit * rng.int(2, 12) });
  const total = items.reduce((s, i) => s + i.cents, 0);
  const card = rng.chance(0.6);
  const method = card ? t.word("card") : t.word("cash");
  const given = Math.ceil(total / 1000) * 1000 + (rng.chance(0.4) ? 1000 : 0);
  const rate = { UK: 0, DE: 7, AT: 10, FR: 5.5, NL: 9, BE: 6, ES: 10, PL: 5 }[t.country as string] ?? 7;
  const tax = Math.round(total - total / (1 + rate / 100));
  const lines = [
    who.heading,
    rng.chance(0.5) ? moment.html : "",
    RULE,
    ...html,
    RULE,
    rng.chance(0.4) ? line(`${items.length} ${lang === "de" ? "Artikel" : lang === "nl" ? "artikelen" : "items"}`, "") : "",
    line(t.word("total"), t.money(total), "big"),
    card
      ? `${line(method, t.amount(total))}${text(`xxxx xxxx xxxx ${rng.int(1000, 9999)}`)}`
      : `${line(method, t.amount(given))}${line(t.word("change"), t.amount(given - total))}`,
    rate ? line(`${t.word("tax")} ${rate}%`, t.amount(tax)) : "",
    saved ? line(w("saved"), t.money(saved), "b") : "",
    rng.chance(0.5) ? line(w("points"), String(rng.int(1, 60))) : "",
  ];
  if (!lines[1]) lines.push(moment.html);
  lines.push(`<div class="sp"></div>`, text(t.word("thanks"), "c"), who.footer);
  return tillDoc(rng, {
    name,
    family: "supermarket-loyalty",
    html: lines.join(""),
    rows: 26 + items.length * 2,
    expected: { merchant: who.merchant, date: isoOf(moment.day), total: total / 100, currency: t.currency, payment_method: method, items: itemTruth(items) },
    alternatives: { merchant: who.alternatives },
    mustPrint: [...who.mustPrint, moment.date, t.amount(total), method, ...items.flatMap((i) => [i.description, t.amount(i.cents)])],
  });
}
