// Till receipts of Czechia, Slovakia, Hungary and the Nordic countries in their legal shapes
// (receipt-world.ts puts them on paper): the Czech "Účtenka / Pokladní doklad" and the Slovak
// "Pokladničný doklad" (Celkem Kč / Spolu EUR, a rounding line, K úhradě / Na úhradu, FIK and BKP
// or OKP codes, a VAT table), the Hungarian NYUGTA (forints without decimals, ÖSSZESEN, KEREKÍTÉS
// to five forints, FIZETENDŐ, the AP number, the date as 2026.11.28.) and Swedish, Norwegian,
// Danish and Finnish tills (Totalt / Att betala, Å betale, I alt / At betale, Yhteensä /
// Maksettava, öre and øre roundings, Moms / MVA / ALV, a return-by date, a card slip with its own
// amount and a bonus balance).
import { isoOf, type Day } from "./formats";
import { digits } from "./names";
import type { Rng } from "./random";
import { line, RULE, text } from "./receipt-till-kit";
import { cashRounding, clock, later, pickGoods, two, type Place, type WorldTill } from "./receipt-world-kit";
import type { Made } from "./receipt-world-south";

const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => "0123456789abcdef"[rng.int(0, 15)]).join("");
const cashGiven = (total: number, step: number) => Math.ceil((total + 1) / step) * step;

const GOODS: Record<"CZ" | "SK" | "HU" | "SE" | "NO" | "DK" | "FI", ReadonlyArray<readonly [string, number, number]>> = {
  CZ: [
    ["Rohlík tukový", 290, 390],
    ["Chléb konzumní", 3490, 4990],
    ["Mléko polotučné 1l", 1990, 2790],
    ["Máslo 250g", 4490, 6990],
    ["Eidam 30% 100g", 1990, 2990],
    ["Pivo světlé 0,5l", 1690, 2490],
    ["Jogurt bílý", 1290, 1990],
  ],
  SK: [
    ["Rožok", 10, 20],
    ["Chlieb tmavý", 159, 249],
    ["Mlieko 1,5% 1l", 89, 129],
    ["Maslo 250g", 249, 349],
    ["Bryndza 125g", 179, 259],
    ["Minerálna voda 1,5l", 59, 99],
  ],
  HU: [
    ["Kenyér 500g", 45900, 69900],
    ["Tej 2,8% 1l", 32900, 44900],
    ["Trappista sajt", 99900, 149900],
    ["Pogácsa", 19900, 29900],
    ["Ásványvíz 1,5l", 17900, 25900],
    ["Kávé 250g", 149900, 229900],
  ],
  SE: [
    ["Mellanmjölk 1,5l", 1890, 2490],
    ["Kanelbulle", 1500, 2900],
    ["Kaffe 450g", 5490, 7990],
    ["Knäckebröd", 2490, 3490],
    ["Falukorv", 3490, 4990],
  ],
  NO: [
    ["Lettmelk 1l", 2190, 2690],
    ["Brunost 500g", 7990, 10990],
    ["Grovbrød", 3490, 4990],
    ["Kaffe 250g", 5990, 8490],
    ["Skolebolle", 2500, 3900],
  ],
  DK: [
    ["Rugbrød", 1995, 2995],
    ["Letmælk 1l", 1095, 1395],
    ["Wienerbrød", 1500, 2500],
    ["Kaffe 400g", 4995, 6995],
    ["Leverpostej", 1995, 2995],
  ],
  FI: [
    ["Ruisleipä", 189, 289],
    ["Kevytmaito 1l", 99, 149],
    ["Karjalanpiirakka 10kpl", 299, 449],
    ["Kahvi 500g", 549, 799],
    ["Korvapuusti", 250, 390],
  ],
};

export function czechSlovak(rng: Rng, t: WorldTill, day: Day): Made {
  const sk = t.place === "SK";
  const items = pickGoods(rng, GOODS[sk ? "SK" : "CZ"], 2, 6, 1);
  const sum = items.reduce((s, i) => s + i.cents, 0);
  const cash = rng.chance(0.55);
  const method = cash
    ? rng.pick(sk ? ["Hotovosť", "HOTOVOSŤ"] : ["Hotovost", "HOTOVĚ"])
    : rng.pick(sk ? ["Platobná karta", "KARTA"] : ["Platební karta", "KARTA"]);
  // Cash is rounded to the crown (Czechia) or to five cents (Slovakia); a card pays the exact sum.
  const { paid, diff } = cash ? cashRounding(sum, sk ? 5 : 100) : { paid: sum, diff: 0 };
  const given = cash ? cashGiven(paid, sk ? 500 : 10000) : paid;
  const date = rng.pick([`${day.d}.${day.m}.${day.y}`, `${two(day.d)}.${two(day.m)}.${day.y}`]);
  const cur = sk ? "EUR" : "Kč";
  const rate = sk ? 20 : 12;
  const vat = Math.round(paid - paid / (1 + rate / 100));
  const title = sk ? "POKLADNIČNÝ DOKLAD" : rng.pick(["Účtenka", "POKLADNÍ DOKLAD", "Zjednodušený daňový doklad"]);
  const codes = sk
    ? [text(`OKP: ${hex(rng, 8)}-${hex(rng, 8)}-${hex(rng, 8)}-${hex(rng, 8)}-${hex(rng, 8)}`), text(`UID: O-${hex(rng, 32).toUpperCase()}`)]
    : [
        text(`FIK: ${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}-ff`),
        text(
          `BKP: ${hex(rng, 8).toUpperCase()}-${hex(rng, 8).toUpperCase()}-${hex(rng, 8).toUpperCase()}-${hex(rng, 8).toUpperCase()}-${hex(rng, 8).toUpperCase()}`,
        ),
        text("Režim tržby: běžný"),
      ];
  const warranty = rng.chance(0.4) ? text(`Záruka do: ${isoOfDots(later(day, 730))}`) : "";
  return {
    html: [
      text(`${title} č. ${day.y}/${String(rng.int(1, 99999)).padStart(5, "0")}`, "c b"),
      line(`${sk ? "Dátum" : "Datum"}: ${date}`, clock(rng), "nw"),
      RULE,
      ...items.map((i) =>
        i.quantity
          ? `${text(i.description)}${line(`  ${i.quantity} x ${t.amount(i.unit)}`, `${t.amount(i.cents)} A`)}`
          : line(i.description, `${t.amount(i.cents)} A`),
      ),
      RULE,
      line(sk ? `Spolu ${cur}` : `Celkem ${cur}`, t.amount(sum), diff ? "" : "big"),
      diff || rng.chance(0.3) ? line(sk ? "Zaokrúhlenie" : "Zaokrouhlení", t.amount(diff)) : "",
      diff ? line(sk ? `Na úhradu ${cur}` : `K úhradě ${cur}`, t.amount(paid), "big") : "",
      line(method, t.amount(given)),
      given > paid ? line(sk ? "Vrátiť" : "Vráceno", t.amount(given - paid)) : "",
      RULE,
      line(`DPH ${rate}%  Základ ${t.amount(paid - vat)}`, `${sk ? "DPH" : "Daň"} ${t.amount(vat)}`),
      warranty,
      ...codes,
      text(`Pokladna ${rng.int(1, 9)}  ${sk ? "Pokladník" : "Obsluha"}: ${rng.int(1, 40)}`),
    ],
    rows: 30 + items.length * 2,
    total: paid,
    method,
    items,
    date,
    mustPrint: [t.amount(paid), method],
  };
}

const isoOfDots = (day: Day) => `${two(day.d)}.${two(day.m)}.${day.y}`;
const huf = (t: WorldTill, cents: number) => `${t.amount(cents)} Ft`;

export function hungary(rng: Rng, t: WorldTill, day: Day): Made {
  const items = pickGoods(rng, GOODS.HU, 2, 6, 100);
  const sum = items.reduce((s, i) => s + i.cents, 0);
  const cash = rng.chance(0.55);
  const method = cash ? "KÉSZPÉNZ" : rng.pick(["BANKKÁRTYA", "HITELKÁRTYA"]);
  const { paid, diff } = cash ? cashRounding(sum, 500) : { paid: sum, diff: 0 };
  const given = cash ? cashGiven(paid, rng.pick([100000, 500000])) : paid;
  const date = rng.pick([`${day.y}.${two(day.m)}.${two(day.d)}.`, `${day.y}. ${two(day.m)}. ${two(day.d)}.`, `${day.y}.${two(day.m)}.${two(day.d)}`]);
  const signed = (c: number) => `${c > 0 ? "+" : ""}${huf(t, c)}`;
  return {
    html: [
      text("NYUGTA", "c b"),
      ...items.map((i) =>
        i.quantity
          ? `${text(i.description)}${line(`  ${i.quantity} db x ${huf(t, i.unit)}`, `${huf(t, i.cents)} C00`)}`
          : line(i.description, `${huf(t, i.cents)} C00`),
      ),
      RULE,
      rng.chance(0.5) ? line("RÉSZÖSSZEG", huf(t, sum)) : "",
      line("ÖSSZESEN:", huf(t, sum), diff ? "" : "big"),
      diff ? line("KEREKÍTÉS:", signed(diff)) : "",
      diff || rng.chance(0.4) ? line("FIZETENDŐ:", huf(t, paid), "big") : "",
      line(method, huf(t, given)),
      given > paid ? line("VISSZAJÁRÓ", huf(t, given - paid)) : "",
      rng.chance(0.4) ? line("Gyűjtött pontok:", String(rng.int(10, 900))) : "",
      RULE,
      text(`C00 = 27%   ÁFA: ${huf(t, Math.round((paid - paid / 1.27) / 100) * 100)}`),
      line(date, clock(rng), "nw"),
      text(`NYUGTASZÁM: ${String(rng.int(1, 9999)).padStart(4, "0")}/${String(rng.int(1, 99999)).padStart(5, "0")}`),
      text(`AP ${rng.pick(["A", "X"])}${digits(rng, 8)}`, "c b"),
      text("NAV ELLENŐRZŐ KÓD: " + hex(rng, 5).toUpperCase(), "c"),
    ],
    rows: 28 + items.length * 2,
    total: paid,
    method,
    items,
    date,
    mustPrint: [huf(t, paid), method],
  };
}

type Nordic = "SE" | "NO" | "DK" | "FI";
const NORDIC: Record<
  Nordic,
  {
    title: readonly string[];
    total: readonly string[];
    toPay: string;
    rounding: string;
    step: number;
    vat: string;
    rate: number;
    cash: string;
    card: readonly string[];
    change: string;
    returnBy: string;
    bonus: string;
    slip: [string, string, string];
  }
> = {
  SE: {
    title: ["KVITTO", "Kvitto"],
    total: ["Totalt", "TOTALT", "Summa"],
    toPay: "Att betala",
    rounding: "Öresavrundning",
    step: 100,
    vat: "Moms",
    rate: 25,
    cash: "Kontant",
    card: ["Kort", "Bankkort", "Swish"],
    change: "Växel",
    returnBy: "Öppet köp t.o.m.",
    bonus: "Bonuspoäng",
    slip: ["KÖP", "BELOPP", "GODKÄNT"],
  },
  NO: {
    title: ["KVITTERING", "Salgskvittering"],
    total: ["Totalt", "SUM", "Total"],
    toPay: "Å betale",
    rounding: "Øreavrunding",
    step: 100,
    vat: "MVA",
    rate: 25,
    cash: "Kontant",
    card: ["Bankkort", "BankAxept", "Vipps"],
    change: "Tilbake",
    returnBy: "Bytterett til",
    bonus: "Trumf-bonus",
    slip: ["KJØP", "BELØP", "GODKJENT"],
  },
  DK: {
    title: ["KVITTERING", "Kvittering"],
    total: ["I alt", "TOTAL", "Total"],
    toPay: "At betale",
    rounding: "Øreafrunding",
    step: 50,
    vat: "Moms udgør",
    rate: 25,
    cash: "Kontant",
    card: ["Dankort", "Betalingskort", "MobilePay"],
    change: "Retur",
    returnBy: "Bytteret til",
    bonus: "Point optjent",
    slip: ["KØB", "BELØB", "GODKENDT"],
  },
  FI: {
    title: ["KUITTI", "Myyntikuitti"],
    total: ["Yhteensä", "YHTEENSÄ"],
    toPay: "Maksettava",
    rounding: "Pyöristys",
    step: 5,
    vat: "ALV",
    rate: 24,
    cash: "Käteinen",
    card: ["Pankkikortti", "Korttimaksu", "MobilePay"],
    change: "Takaisin",
    returnBy: "Palautus viimeistään",
    bonus: "Bonusta kertynyt",
    slip: ["OSTO", "SUMMA", "HYVÄKSYTTY"],
  },
};

export function nordic(rng: Rng, t: WorldTill, day: Day): Made {
  const place = t.place as Nordic & Place;
  const w = NORDIC[place];
  const items = pickGoods(rng, GOODS[place], 2, 6, 1);
  const sum = items.reduce((s, i) => s + i.cents, 0);
  const cash = rng.chance(0.4);
  const method = cash ? w.cash : rng.pick(w.card);
  const { paid, diff } = cash ? cashRounding(sum, w.step) : { paid: sum, diff: 0 };
  const given = cash ? cashGiven(paid, place === "FI" ? 1000 : 10000) : paid;
  const date = place === "SE" ? isoOf(day) : place === "DK" ? rng.pick([`${two(day.d)}-${two(day.m)}-${day.y}`, isoOfDots(day)]) : isoOfDots(day);
  const dated = (d: Day) => (place === "SE" ? isoOf(d) : isoOfDots(d));
  const time = clock(rng);
  const vat = Math.round(paid - paid / (1 + w.rate / 100));
  const totalWord = rng.pick(w.total);
  // A card slip printed under the receipt repeats the amount, with the card's own time and reference.
  const slip = cash
    ? ""
    : [
        RULE,
        text(`${method.toUpperCase()}  ${w.slip[0]}`, "c b"),
        text(`************${digits(rng, 4)}`),
        line(`${dated(day)} ${time}`, `Ref ${digits(rng, 6)}`, "nw"),
        line(`${w.slip[1]} ${t.currency}`, t.amount(paid), "b"),
        text(w.slip[2], "c"),
      ].join("");
  return {
    html: [
      text(rng.pick(w.title), "c b"),
      line(date, time, "nw"),
      RULE,
      ...items.map((i) =>
        i.quantity ? `${line(i.description, t.amount(i.cents))}${text(`  ${i.quantity} x ${t.amount(i.unit)}`)}` : line(i.description, t.amount(i.cents)),
      ),
      RULE,
      line(totalWord, `${t.amount(sum)}${rng.chance(0.5) ? ` ${t.currency}` : ""}`, diff ? "" : "big"),
      diff ? line(w.rounding, t.amount(diff)) : "",
      diff || rng.chance(0.3) ? line(w.toPay, t.amount(paid), "big") : "",
      line(method, t.amount(given)),
      given > paid ? line(w.change, t.amount(given - paid)) : "",
      line(`${w.vat} ${w.rate}%`, t.amount(vat)),
      rng.chance(0.5) ? line(w.bonus, t.amount(rng.int(100, 20000))) : "",
      rng.chance(0.5) ? text(`${w.returnBy} ${dated(later(day, 30))}`, "c") : "",
      slip,
    ],
    rows: 26 + items.length * 2 + (slip ? 7 : 0),
    total: paid,
    method,
    items,
    date,
    mustPrint: [t.amount(paid), method],
  };
}
