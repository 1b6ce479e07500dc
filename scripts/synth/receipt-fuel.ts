// Fuel station receipts: the pump number, the grade with litres × price per litre (three decimals)
// and its amount, then shop items bought with it, the total, the card payment and the tax summary;
// decoys are the price per litre, loyalty points and the odometer reading. Truth: the fuel line is
// an item (description = the grade, quantity = the litres), the shop items follow.
import { formatScaled, isoOf } from "./formats";
import type { InvoiceCountry } from "./names";
import type { Rng } from "./random";
import { itemTruth, openTill, line, RULE, saleMoment, text, tillDoc, type TillItem } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

type FLang = "en" | "de" | "fr" | "nl" | "es" | "it" | "pl";
const COUNTRIES: readonly InvoiceCountry[] = ["UK", "DE", "DE", "AT", "FR", "NL", "BE", "ES", "IT", "PL"];

const WORDS: Record<string, Record<FLang, readonly string[]>> = {
  kind: {
    en: ["SERVICE STATION", "FUEL", "PETROL"],
    de: ["TANKSTELLE", "TANKCENTER"],
    fr: ["STATION-SERVICE", "RELAIS"],
    nl: ["TANKSTATION", "POMPSTATION"],
    es: ["ESTACIÓN DE SERVICIO", "GASOLINERA"],
    it: ["STAZIONE DI SERVIZIO", "CARBURANTI"],
    pl: ["STACJA PALIW"],
  },
  pump: { en: ["Pump"], de: ["Zapfsäule", "Säule"], fr: ["Pompe"], nl: ["Pomp"], es: ["Surtidor"], it: ["Erogatore"], pl: ["Dystrybutor"] },
  points: { en: ["Points earned"], de: ["Bonuspunkte"], fr: ["Points fidélité"], nl: ["Spaarpunten"], es: ["Puntos"], it: ["Punti"], pl: ["Punkty"] },
  odometer: { en: ["Mileage"], de: ["km-Stand"], fr: ["Kilométrage"], nl: ["Km-stand"], es: ["Kilómetros"], it: ["Km"], pl: ["Przebieg"] },
};
const GRADES: Record<FLang, readonly string[]> = {
  en: ["Unleaded 95", "Super Unleaded 98", "Diesel"],
  de: ["Super E10", "Super 95", "Diesel", "SuperPlus 98"],
  fr: ["SP95-E10", "Gazole", "SP98"],
  nl: ["Euro 95 E10", "Diesel", "Super Plus 98"],
  es: ["Sin Plomo 95", "Diésel e+", "Gasóleo A"],
  it: ["Benzina", "Gasolio", "Diesel+"],
  pl: ["PB95", "ON", "LPG"],
};
const SHOP: Record<FLang, ReadonlyArray<readonly [string, number]>> = {
  en: [
    ["Coffee large", 260],
    ["Screenwash 5l", 650],
    ["Car wash basic", 800],
    ["Chocolate bar", 120],
    ["Water 500ml", 135],
  ],
  de: [
    ["Kaffee groß", 320],
    ["Scheibenklar 5l", 799],
    ["Autowäsche Basis", 900],
    ["Schokoriegel", 149],
    ["Mineralwasser 0,5l", 179],
  ],
  fr: [
    ["Café long", 250],
    ["Lave-glace 5l", 699],
    ["Lavage auto", 1000],
    ["Barre chocolatée", 150],
    ["Eau 50cl", 140],
  ],
  nl: [
    ["Koffie", 295],
    ["Ruitensproeier 5l", 749],
    ["Wasbeurt", 1100],
    ["Chocoladereep", 165],
    ["Water 0,5l", 195],
  ],
  es: [
    ["Café solo", 150],
    ["Limpiaparabrisas 5l", 595],
    ["Lavado", 700],
    ["Chocolatina", 130],
    ["Agua 50cl", 120],
  ],
  it: [
    ["Caffè", 130],
    ["Liquido lavavetri", 590],
    ["Autolavaggio", 800],
    ["Snack cioccolato", 150],
    ["Acqua 0,5l", 100],
  ],
  pl: [
    ["Kawa duża", 1199],
    ["Płyn do spryskiwaczy", 2499],
    ["Myjnia", 2500],
    ["Baton", 399],
    ["Woda 0,5l", 349],
  ],
};

export function makeFuelReceipt(rng: Rng, name: string): SynthDoc {
  const { t, who } = openTill(
    rng,
    COUNTRIES,
    (x) => WORDS.kind![x.lang as FLang],
    () =>
      rng.weighted([
        ["plain", 5],
        ["spaced", 1],
        ["footer", 2],
      ] as const),
  );
  const lang = t.lang as FLang;
  const w = (key: keyof typeof WORDS) => rng.pick(WORDS[key]![lang]);
  const moment = saleMoment(rng, t);

  const grade = rng.pick(GRADES[lang]);
  const centilitres = rng.int(800, 6500);
  const perLitre = t.currency === "PLN" ? rng.int(5499, 7299) : rng.int(1399, 2199);
  const fuel: TillItem = { description: grade, quantity: centilitres / 100, cents: Math.round((centilitres * perLitre) / 1000) };
  const extras: TillItem[] = rng
    .shuffle(SHOP[lang])
    .slice(
      0,
      rng.weighted([
        [0, 2],
        [1, 2],
        [2, 2],
        [3, 1],
      ] as const),
    )
    .map(([description, cents]) => ({ description, cents }));
  const items = [fuel, ...extras];
  const total = items.reduce((s, i) => s + i.cents, 0);
  const litres = formatScaled(centilitres, 2, t.numbers, { grouping: false });
  const price = formatScaled(perLitre, 3, t.numbers, { grouping: false });
  const unit = rng.pick([`${t.currency}/l`, `${t.symbol}/l`, "/l"]);
  const pump = `${w("pump")} ${String(rng.int(1, 12)).padStart(rng.chance(0.5) ? 2 : 1, "0")}`;
  const fuelLines = rng.pick([
    () => `${text(pump)}${line(grade, t.amount(fuel.cents))}${text(`  ${litres} l x ${price} ${unit}`)}`,
    () => `${line(grade, pump)}${line(`${litres} l x ${price} ${unit}`, t.amount(fuel.cents))}`,
    () => `${text(`*** ${pump} ***`)}${text(grade)}${line(`${litres} L  @ ${price} ${unit}`, t.amount(fuel.cents))}`,
  ])();
  const card = rng.chance(0.8);
  const method = card ? t.word("card") : t.word("cash");
  const rate = { UK: 20, DE: 19, AT: 20, FR: 20, NL: 21, BE: 21, ES: 21, IT: 22, PL: 23 }[t.country as string] ?? 20;
  const tax = Math.round(total - total / (1 + rate / 100));
  const given = Math.ceil(total / 1000) * 1000;
  const lines = [
    who.heading,
    moment.html,
    RULE,
    fuelLines,
    ...extras.map((i) => line(i.description, t.amount(i.cents))),
    RULE,
    line(t.word("total"), t.money(total), "big"),
    card
      ? `${line(method, t.amount(total))}${text(`**** ${rng.int(1000, 9999)}`)}`
      : `${line(method, t.amount(given))}${line(t.word("change"), t.amount(given - total))}`,
    line(`${t.word("tax")} ${rate}%`, t.amount(tax)),
    rng.chance(0.5) ? line(w("points"), String(Math.floor(total / 100))) : "",
    rng.chance(0.3) ? line(w("odometer"), String(rng.int(10000, 250000))) : "",
    `<div class="sp"></div>`,
    text(t.word("thanks"), "c"),
    who.footer,
  ];
  return tillDoc(rng, {
    name,
    family: "fuel-station",
    html: lines.join(""),
    rows: 24 + items.length * 2,
    expected: { merchant: who.merchant, date: isoOf(moment.day), total: total / 100, currency: t.currency, payment_method: method, items: itemTruth(items) },
    alternatives: { merchant: who.alternatives },
    mustPrint: [...who.mustPrint, moment.date, t.amount(total), method, grade, litres, ...items.map((i) => t.amount(i.cents))],
  });
}
