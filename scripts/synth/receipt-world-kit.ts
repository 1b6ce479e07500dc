// What the till receipts of countries the other families never print from share (receipt-world.ts):
// each place's currency and number style, its shops' made-up names with their legal forms and tax
// ids, and the merchant's heading (the shop name over the operator, the operator alone, or a logo).
import { addDays, formatScaled, type Day, type NumberStyle } from "./formats";
import { digits } from "./names";
import type { Rng } from "./random";
import { letterSpaced, RULE, text } from "./receipt-till-kit";

export type Place = "BR" | "MX" | "CZ" | "SK" | "HU" | "RO" | "TR" | "SE" | "NO" | "DK" | "FI";

const CURRENCY: Record<Place, string> = {
  BR: "BRL",
  MX: "MXN",
  CZ: "CZK",
  SK: "EUR",
  HU: "HUF",
  RO: "RON",
  TR: "TRY",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  FI: "EUR",
};
/** How each place's tills write amounts; forints are printed without decimals. */
const NUMBERS: Record<Place, readonly NumberStyle[]> = {
  BR: ["dot-comma", "plain-comma"],
  MX: ["comma-dot", "plain-dot"],
  CZ: ["space-comma", "plain-comma"],
  SK: ["space-comma", "plain-comma"],
  HU: ["space-comma"],
  RO: ["plain-dot", "plain-comma", "comma-dot"],
  TR: ["dot-comma"],
  SE: ["space-comma", "plain-comma"],
  NO: ["space-comma", "plain-comma"],
  DK: ["dot-comma", "plain-comma"],
  FI: ["space-comma", "plain-comma"],
};

// Syllables for names no shop carries; two or three make a stem.
const SYLLABLES = ["ka", "ro", "vel", "mi", "tan", "bor", "li", "sen", "dra", "mo", "vik", "zan", "pel", "ur", "es", "ta", "nor", "bel", "ga", "ri"];
const KINDS: Record<Place, readonly string[]> = {
  BR: ["Supermercado", "Padaria", "Farmácia", "Mercearia", "Empório"],
  MX: ["Abarrotes", "Farmacia", "Minisúper", "Papelería", "Tienda"],
  CZ: ["Potraviny", "Pekárna", "Lékárna", "Drogerie"],
  SK: ["Potraviny", "Pekáreň", "Lekáreň", "Drogéria"],
  HU: ["ABC", "Pékség", "Gyógyszertár", "Élelmiszer", "Papírbolt"],
  RO: ["Market", "Magazin", "Farmacia", "Brutăria"],
  TR: ["Market", "Fırın", "Eczanesi", "Büfe", "Kırtasiye"],
  SE: ["Livs", "Bageri", "Apotek", "Järnhandel"],
  NO: ["Dagligvare", "Bakeri", "Kiosk", "Jernvare"],
  DK: ["Købmand", "Bageri", "Kiosk", "Isenkram"],
  FI: ["Market", "Leipomo", "Kioski", "Rautakauppa"],
};
const TRADES: Record<Place, readonly string[]> = {
  BR: ["Comércio de Alimentos", "Comércio Varejista", "Distribuidora"],
  MX: ["Comercializadora", "Servicios Comerciales", "Distribuidora"],
  CZ: ["obchod", "trade", "potraviny"],
  SK: ["obchod", "trade"],
  HU: ["Kereskedelmi", "Élelmiszer Kereskedelmi", "Szolgáltató"],
  RO: ["Comimpex", "Trading", "Distribution"],
  TR: ["Gıda", "Ticaret", "Gıda Pazarlama"],
  SE: ["Handel", "Livsmedel"],
  NO: ["Handel", "Drift"],
  DK: ["Handel", "Detail"],
  FI: ["Kauppa", "Palvelut"],
};
const LEGAL_FORMS: Record<Place, readonly string[]> = {
  BR: ["Ltda.", "LTDA", "S.A.", "EIRELI"],
  MX: ["S.A. de C.V.", "S. de R.L. de C.V."],
  CZ: ["s.r.o.", "a.s.", "spol. s r.o."],
  SK: ["s.r.o.", "a.s."],
  HU: ["Kft.", "Zrt.", "Bt."],
  RO: ["S.R.L.", "SRL", "S.A."],
  TR: ["Ltd. Şti.", "A.Ş.", "San. ve Tic. Ltd. Şti."],
  SE: ["AB"],
  NO: ["AS"],
  DK: ["ApS", "A/S"],
  FI: ["Oy", "Oy Ab"],
};
const STREETS: Record<Place, readonly string[]> = {
  BR: ["Rua das Palmeiras, {n}", "Av. Brasil, {n}", "Rua XV de Novembro, {n} - Centro"],
  MX: ["Av. Insurgentes Sur {n}, Col. Del Valle", "Calle Morelos {n}, Col. Centro", "Blvd. Hidalgo {n}"],
  CZ: ["Husova {n}", "Náměstí Míru {n}", "Palackého {n}/{m}"],
  SK: ["Hlavná {n}", "Štúrova {n}", "Námestie SNP {n}"],
  HU: ["Kossuth Lajos u. {n}.", "Petőfi Sándor utca {n}.", "Fő tér {n}."],
  RO: ["Str. Mihai Eminescu nr. {n}", "Bd. Unirii nr. {n}", "Calea Victoriei nr. {n}"],
  TR: ["Atatürk Cad. No:{n}", "Cumhuriyet Mah. {m}. Sok. No:{n}", "İstiklal Cad. No:{n}/{m}"],
  SE: ["Storgatan {n}", "Kungsgatan {n}", "Drottninggatan {n}"],
  NO: ["Storgata {n}", "Kirkegata {n}", "Torggata {n}"],
  DK: ["Vestergade {n}", "Algade {n}", "Nørregade {n}"],
  FI: ["Kauppakatu {n}", "Hämeenkatu {n}", "Rantatie {n}"],
};
const TOWNS: Record<Place, readonly string[]> = {
  BR: ["São Paulo - SP  CEP {5}-{3}", "Curitiba - PR  CEP {5}-{3}", "Belo Horizonte - MG"],
  MX: ["C.P. {5} Ciudad de México", "C.P. {5} Guadalajara, Jal.", "C.P. {5} Puebla, Pue."],
  CZ: ["{3} {2} Praha", "{3} {2} Brno", "{3} {2} Olomouc"],
  SK: ["{3} {2} Bratislava", "{3} {2} Košice", "{3} {2} Žilina"],
  HU: ["{4} Budapest", "{4} Debrecen", "{4} Szeged"],
  RO: ["București, Sector {1}", "Cluj-Napoca, jud. Cluj", "Iași, jud. Iași"],
  TR: ["Kadıköy / İSTANBUL", "Çankaya / ANKARA", "Konak / İZMİR"],
  SE: ["{3} {2} Stockholm", "{3} {2} Göteborg", "{3} {2} Uppsala"],
  NO: ["{4} Oslo", "{4} Bergen", "{4} Trondheim"],
  DK: ["{4} København K", "{4} Aarhus C", "{4} Odense"],
  FI: ["{5} Helsinki", "{5} Tampere", "{5} Turku"],
};

/** The ids a place's receipts print under the name: tax number, registration, VAT number. */
function taxIds(rng: Rng, place: Place): string[] {
  const d = (n: number) => digits(rng, n);
  switch (place) {
    case "BR":
      return [`CNPJ: ${d(2)}.${d(3)}.${d(3)}/0001-${d(2)}`, `IE: ${d(3)}.${d(3)}.${d(3)}.${d(3)}`];
    case "MX": {
      const letters = () => String.fromCharCode(65 + rng.int(0, 25));
      return [`RFC: ${letters()}${letters()}${letters()}${d(6)}${letters()}${d(2)}`];
    }
    case "CZ": {
      const ico = d(8);
      return [`IČO: ${ico}  DIČ: CZ${ico}`];
    }
    case "SK": {
      const ico = d(8);
      return [`IČO: ${ico}`, `DIČ: 20${d(8)}  IČ DPH: SK20${d(8)}`];
    }
    case "HU":
      return [`Adószám: ${d(8)}-2-${d(2)}`];
    case "RO": {
      const cif = d(8);
      return [`CIF: RO${cif}`, `Nr. Reg. Com. J${d(2)}/${rng.int(100, 9999)}/${rng.int(2005, 2022)}`];
    }
    case "TR":
      return [`V.D.: ${rng.pick(["KADIKÖY", "ÇANKAYA", "KONAK", "BEYOĞLU"])}  V.N.: ${d(10)}`];
    case "SE":
      return [`Org.nr ${rng.pick(["556", "559"])}${d(3)}-${d(4)}`];
    case "NO":
      return [`Org.nr ${rng.int(900, 999)} ${d(3)} ${d(3)} MVA`];
    case "DK":
      return [`CVR-nr. ${d(8)}`];
    case "FI":
      return [`Y-tunnus ${d(7)}-${d(1)}`];
  }
}

/** A place's till: its currency and how it prints an amount. */
export interface WorldTill {
  rng: Rng;
  place: Place;
  currency: string;
  numbers: NumberStyle;
  /** An amount in the place's style; forints (stored as cents) without decimals. */
  amount(cents: number): string;
}

export function worldTill(rng: Rng, place: Place): WorldTill {
  const numbers = rng.pick(NUMBERS[place]);
  const amount = (cents: number) => (place === "HU" ? formatScaled(Math.round(cents / 100), 0, numbers) : formatScaled(cents, 2, numbers));
  return { rng, place, currency: CURRENCY[place], numbers, amount };
}

/** The merchant as printed, and what a careful reader records for it. */
export interface WorldMerchant {
  heading: string;
  footer: string;
  merchant: string;
  alternatives: string[];
  mustPrint: string[];
  /** The legal name, for a fiscal block that repeats it. */
  legal: string;
}

const fill = (rng: Rng, pattern: string) =>
  pattern
    .replace("{n}", String(rng.int(1, 240)))
    .replace("{m}", String(rng.int(1, 40)))
    .replace(/\{(\d)\}/g, (_, n: string) => digits(rng, Number(n)).replace(/^0/, "1"));

const stem = (rng: Rng) => {
  const s = Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES)).join("");
  return s[0]!.toUpperCase() + s.slice(1);
};

/**
 * A shop and its operator, printed three ways: the shop name over the operator's legal name (the
 * shop is the merchant, the legal name an alternative), the legal name alone on top, or the shop
 * name letter-spaced like a logo (the merchant is the name without the spaces).
 */
export function worldMerchant(rng: Rng, place: Place): WorldMerchant {
  const name = stem(rng);
  const short = `${name}${rng.chance(0.5) ? ` ${rng.pick(TRADES[place])}` : ""}`;
  const legal = `${short} ${rng.pick(LEGAL_FORMS[place])}`;
  const kind = rng.pick(KINDS[place]);
  const shop = rng.chance(0.5) ? `${kind} ${name}` : `${name} ${kind}`;
  const upper = rng.chance(0.5);
  const cased = (s: string) => (upper ? s.toLocaleUpperCase(place === "TR" ? "tr" : undefined) : s);
  const address = `${text(cased(fill(rng, rng.pick(STREETS[place]))), "c")}${text(cased(fill(rng, rng.pick(TOWNS[place]))), "c")}`;
  const ids = taxIds(rng, place)
    .map((id) => text(id, "c"))
    .join("");
  const mode = rng.weighted([
    ["shop", 3],
    ["legal", 2],
    ["spaced", 1],
  ] as const);
  if (mode === "legal") {
    const printed = cased(legal);
    return {
      heading: `${text(printed, "c b")}${address}${ids}${RULE}`,
      footer: "",
      merchant: printed,
      alternatives: [short],
      mustPrint: [printed],
      legal: printed,
    };
  }
  const logo = letterSpaced(shop);
  const spaced = mode === "spaced" && logo.length <= 50;
  const fit = `font-size: min(1.25em, calc(100cqw / ${(logo.length * 0.6).toFixed(1)}))`;
  const printed = spaced ? shop.toUpperCase() : cased(shop);
  const title = spaced ? `<div class="c big pre" style="${fit}">${logo}</div>` : text(printed, "c big");
  const operatorOnTop = rng.chance(0.7);
  return {
    heading: `${title}${operatorOnTop ? text(cased(legal), "c") : ""}${address}${ids}${RULE}`,
    footer: operatorOnTop ? "" : `${RULE}${text(cased(legal), "c")}`,
    merchant: printed,
    alternatives: [legal, short],
    mustPrint: [spaced ? logo : printed, cased(legal)],
    legal: cased(legal),
  };
}

/** A sale's day: a day above 12 where the place's date could be read month first. */
export const saleDay = (rng: Rng): Day => ({ y: rng.int(2020, 2026), m: rng.int(1, 12), d: rng.int(13, 28) });
export const later = (day: Day, days: number) => addDays(day, days);
export const two = (n: number) => String(n).padStart(2, "0");
export const clock = (rng: Rng, seconds = rng.chance(0.5)) => `${two(rng.int(7, 22))}:${two(rng.int(0, 59))}${seconds ? `:${two(rng.int(0, 59))}` : ""}`;

/** Rounds a cash sale to the place's smallest coin step: the rounding line's difference and the amount to pay. */
export function cashRounding(cents: number, step: number): { paid: number; diff: number } {
  const paid = Math.round(cents / step) * step;
  return { paid, diff: paid - cents };
}

/** An item picked from a pool of (description, lowest, highest unit price), with a count when more than one. */
export interface Good {
  description: string;
  quantity?: number;
  unit: number;
  cents: number;
}
export function pickGoods(rng: Rng, pool: ReadonlyArray<readonly [string, number, number]>, min: number, max: number, step = 10): Good[] {
  return rng
    .shuffle(pool)
    .slice(0, rng.int(min, Math.min(max, pool.length)))
    .map(([description, low, high]) => {
      const quantity = rng.weighted([
        [1, 6],
        [2, 2],
        [3, 1],
      ] as const);
      const unit = Math.max(step, Math.round(rng.int(low, high) / step) * step);
      return { description, ...(quantity > 1 ? { quantity } : {}), unit, cents: unit * quantity };
    });
}
