// Till receipts from countries the other families never print from, each in its legal shape and
// words (receipt-world-south.ts: Brazil, Mexico, Romania, Turkey; receipt-world-north.ts: Czechia
// and Slovakia, Hungary, Sweden, Norway, Denmark, Finland), at 58/76/80 mm. Truth: the merchant is
// the shop name on top (the operator's legal name is an alternative), a logo without its spaces, or
// the legal name when it is the only name; the date is the sale's (an authorisation protocol's, an
// invoice deadline's, a warranty's or a return-by date is another); the total is the amount paid
// (after a discount, and after the cash rounding where the till prints one); the payment method is
// the word printed; items are the priced lines above the totals, with the count whenever printed.
import { isoOf } from "./formats";
import type { Rng } from "./random";
import { itemTruth, text, tillDoc } from "./receipt-till-kit";
import { saleDay, worldMerchant, worldTill, type Place } from "./receipt-world-kit";
import { czechSlovak, hungary, nordic } from "./receipt-world-north";
import { brazil, mexico, romania, turkey } from "./receipt-world-south";
import type { SynthDoc } from "./synth-doc";

const FAMILIES = ["brazil-nfce", "mexico-ticket", "czech-slovak", "hungary-nyugta", "romania-bon", "turkey-fis", "nordic"] as const;
const PLACES: Record<(typeof FAMILIES)[number], readonly Place[]> = {
  "brazil-nfce": ["BR"],
  "mexico-ticket": ["MX"],
  "czech-slovak": ["CZ", "CZ", "SK"],
  "hungary-nyugta": ["HU"],
  "romania-bon": ["RO"],
  "turkey-fis": ["TR"],
  nordic: ["SE", "NO", "DK", "FI"],
};
const THANKS: Record<Place, readonly string[]> = {
  BR: ["Obrigado pela preferência!", "Volte sempre"],
  MX: ["GRACIAS POR SU COMPRA", "VUELVA PRONTO"],
  CZ: ["Děkujeme za nákup", "Těšíme se na Vaši další návštěvu"],
  SK: ["Ďakujeme za nákup"],
  HU: ["Köszönjük a vásárlást!", "Várjuk vissza!"],
  RO: ["VA MULTUMIM!", "Va mai asteptam!"],
  TR: ["TEŞEKKÜR EDERİZ", "YİNE BEKLERİZ"],
  SE: ["Tack för ditt köp!", "Välkommen åter"],
  NO: ["Takk for handelen!", "Velkommen tilbake"],
  DK: ["Tak for besøget", "På gensyn"],
  FI: ["Kiitos käynnistä!", "Tervetuloa uudelleen"],
};

export function makeWorldReceipt(rng: Rng, name: string, index: number): SynthDoc {
  const family = FAMILIES[index % FAMILIES.length]!;
  const place = rng.pick(PLACES[family]);
  const t = worldTill(rng, place);
  const who = worldMerchant(rng, place);
  const day = saleDay(rng);
  const made = {
    "brazil-nfce": () => brazil(rng, t, day),
    "mexico-ticket": () => mexico(rng, t, day),
    "czech-slovak": () => czechSlovak(rng, t, day),
    "hungary-nyugta": () => hungary(rng, t, day),
    "romania-bon": () => romania(rng, t, day, who.legal),
    "turkey-fis": () => turkey(rng, t, day),
    nordic: () => nordic(rng, t, day),
  }[family]();
  const html = [who.heading, ...made.html, `<div class="sp"></div>`, text(rng.pick(THANKS[place]), "c"), who.footer].join("");
  return tillDoc(rng, {
    name,
    family,
    html,
    rows: made.rows + 8,
    expected: {
      merchant: who.merchant,
      date: isoOf(day),
      total: made.total / 100,
      currency: t.currency,
      payment_method: made.method,
      items: itemTruth(made.items),
    },
    alternatives: { merchant: who.alternatives },
    mustPrint: [
      ...who.mustPrint,
      made.date,
      ...made.mustPrint,
      ...made.items.flatMap((i) => [i.description, place === "HU" ? `${t.amount(i.cents)} Ft` : t.amount(i.cents)]),
    ],
  });
}
