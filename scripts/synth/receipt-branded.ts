// Chain-store receipts whose merchant is not a plain line on top: the name letter-spaced like a
// logo ("S U P E R M A R K T"), or only a branch number and address on top with the legal name at
// the bottom; the time printed before the date, dates with month names or two-digit years, and a
// returns deadline or a voucher's validity as a second date. Truth: the merchant is the logo's name
// without its spaces, or the legal name in the footer; the date is the sale's.
import { addDays, isoOf, MONTHS_SHORT } from "./formats";
import type { InvoiceCountry } from "./names";
import type { Rng } from "./random";
import { ITEMS } from "./receipt";
import { itemTruth, openTill, line, RULE, saleMoment, text, tillDoc, type TillItem } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

type BLang = "en" | "de" | "fr" | "nl" | "es";
const COUNTRIES: readonly InvoiceCountry[] = ["NL", "NL", "BE", "DE", "UK", "FR", "ES"];
const KINDS: Record<BLang, readonly string[]> = {
  en: ["HOME STORE", "DRUGSTORE", "OUTLET"],
  de: ["DROGERIE", "BAUMARKT", "KAUFHAUS"],
  fr: ["BRICOLAGE", "DROGUERIE", "BAZAR"],
  nl: ["DROGISTERIJ", "BOUWMARKT", "WARENHUIS"],
  es: ["DROGUERÍA", "BRICOLAJE", "BAZAR"],
};
const VALID: Record<BLang, readonly string[]> = {
  en: ["Returns accepted until", "Voucher valid until"],
  de: ["Umtausch bis", "Gutschein gültig bis"],
  fr: ["Échange jusqu'au", "Bon valable jusqu'au"],
  nl: ["Ruilen tot", "Tegoedbon geldig tot"],
  es: ["Cambios hasta", "Vale válido hasta"],
};
const ITEM_COUNT: Record<BLang, string> = { en: "Items", de: "Artikel", fr: "Articles", nl: "Artikelen", es: "Artículos" };

export function makeBrandedReceipt(rng: Rng, name: string): SynthDoc {
  const { t, legal, who } = openTill(
    rng,
    COUNTRIES,
    (x) => KINDS[x.lang as BLang],
    () => (rng.chance(0.5) ? "spaced" : "footer"),
  );
  const lang = t.lang as BLang;
  const moment = saleMoment(rng, t);
  const items: TillItem[] = rng
    .shuffle(ITEMS[lang])
    .slice(0, rng.int(1, 8))
    .map((description) => {
      const quantity = rng.weighted([
        [1, 5],
        [2, 2],
        [4, 1],
      ] as const);
      const unit = rng.int(79, 2999);
      return { description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * unit };
    });
  const total = items.reduce((s, i) => s + i.cents, 0);
  const card = rng.chance(0.55);
  const method = card ? t.word("card") : t.word("cash");
  const given = Math.ceil(total / 1000) * 1000 + (rng.chance(0.4) ? 1000 : 0);
  const rate = { NL: 21, BE: 21, DE: 19, UK: 20, FR: 20, ES: 21 }[t.country as string] ?? 20;
  const later = addDays(moment.day, rng.pick([14, 28, 30, 90]));
  const laterText = `${String(later.d).padStart(2, "0")} ${MONTHS_SHORT[lang][later.m - 1]!.replace(/\.$/, "").toUpperCase()} ${later.y}`;
  const html = [
    who.heading,
    moment.html,
    line(`${t.word("taxId")}`, legal.vatId),
    RULE,
    ...items.map((i) => `${i.quantity ? text(`${i.quantity} x ${t.amount(i.cents / i.quantity)}`) : ""}${line(i.description, t.amount(i.cents))}`),
    RULE,
    line(`${ITEM_COUNT[lang]}: ${items.reduce((n, i) => n + (i.quantity ?? 1), 0)}`, ""),
    line(t.word("total"), t.money(total), "big"),
    card
      ? `${line(method, t.amount(total))}${text(`${t.country === "NL" || t.country === "BE" ? "Kaart" : "Card"}: ****${rng.int(1000, 9999)}`)}`
      : `${line(method, t.amount(given))}${line(t.word("change"), t.amount(given - total))}`,
    line(`${t.word("taxIncl")} ${rate}%`, t.amount(Math.round(total - total / (1 + rate / 100)))),
    rng.chance(0.6) ? text(`${rng.pick(VALID[lang])} ${laterText}`) : "",
    `<div class="sp"></div>`,
    text(t.word("thanks"), "c"),
    who.footer,
  ].join("");
  return tillDoc(rng, {
    name,
    family: "branded-footer",
    html,
    rows: 26 + items.length * 2,
    expected: { merchant: who.merchant, date: isoOf(moment.day), total: total / 100, currency: t.currency, payment_method: method, items: itemTruth(items) },
    alternatives: { merchant: who.alternatives },
    mustPrint: [...who.mustPrint, moment.date, t.amount(total), method, ...items.flatMap((i) => [i.description, t.amount(i.cents)])],
  });
}
