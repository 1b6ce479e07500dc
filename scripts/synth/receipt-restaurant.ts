// Restaurant and café bills: table, server and covers on top, dishes with counts, a service charge
// or cover charge, then a pre-tip total and one of: a tip paid with the card and the total
// including it, a blank tip line to fill in, a bill split over two payments (with a per-person
// decoy), or cash with change. Truth: the total is what was paid for the meal (the total including
// a printed tip; the pre-tip amount when the tip line is blank); a split bill names no one method.
import { isoOf } from "./formats";
import type { InvoiceCountry } from "./names";
import type { Rng } from "./random";
import { itemTruth, openTill, line, RULE, saleMoment, text, tillDoc, type TillItem } from "./receipt-till-kit";
import type { SynthDoc } from "./synth-doc";

type RLang = "en" | "de" | "fr" | "nl" | "es" | "it";
const COUNTRIES: readonly InvoiceCountry[] = ["US", "US", "UK", "DE", "FR", "NL", "ES", "IT"];

const WORDS: Record<string, Record<RLang, readonly string[]>> = {
  kind: {
    en: ["BISTRO", "DINER", "KITCHEN", "GRILL", "CAFE"],
    de: ["RESTAURANT", "GASTHAUS", "WIRTSHAUS", "CAFÉ"],
    fr: ["BRASSERIE", "BISTROT", "RESTAURANT"],
    nl: ["EETCAFÉ", "BRASSERIE", "RESTAURANT"],
    es: ["RESTAURANTE", "TABERNA", "CAFETERÍA"],
    it: ["TRATTORIA", "OSTERIA", "RISTORANTE", "PIZZERIA"],
  },
  table: { en: ["Table"], de: ["Tisch"], fr: ["Table"], nl: ["Tafel"], es: ["Mesa"], it: ["Tavolo"] },
  covers: { en: ["Covers", "Guests"], de: ["Gäste", "Pers."], fr: ["Couverts"], nl: ["Personen"], es: ["Comensales"], it: ["Coperti"] },
  server: { en: ["Server", "Your server"], de: ["Bedienung"], fr: ["Serveur"], nl: ["Bediening"], es: ["Camarero"], it: ["Cameriere"] },
  service: { en: ["Service charge"], de: ["Service"], fr: ["Service"], nl: ["Service"], es: ["Servicio"], it: ["Servizio"] },
  tip: { en: ["Tip", "Gratuity"], de: ["Trinkgeld"], fr: ["Pourboire"], nl: ["Fooi"], es: ["Propina"], it: ["Mancia"] },
  withTip: {
    en: ["Total incl. tip", "TOTAL WITH TIP"],
    de: ["Gesamt inkl. Trinkgeld"],
    fr: ["Total avec pourboire"],
    nl: ["Totaal incl. fooi"],
    es: ["Total con propina"],
    it: ["Totale con mancia"],
  },
  due: {
    en: ["AMOUNT DUE", "TOTAL"],
    de: ["ZU ZAHLEN", "SUMME"],
    fr: ["TOTAL", "À PAYER"],
    nl: ["TE BETALEN", "TOTAAL"],
    es: ["TOTAL", "A PAGAR"],
    it: ["TOTALE", "DA PAGARE"],
  },
  perPerson: { en: ["Per person"], de: ["pro Person"], fr: ["Par personne"], nl: ["Per persoon"], es: ["Por persona"], it: ["A persona"] },
  split: {
    en: ["Split payment"],
    de: ["Geteilte Zahlung"],
    fr: ["Paiement partagé"],
    nl: ["Gesplitste betaling"],
    es: ["Pago dividido"],
    it: ["Pagamento diviso"],
  },
  signature: { en: ["Signature"], de: ["Unterschrift"], fr: ["Signature"], nl: ["Handtekening"], es: ["Firma"], it: ["Firma"] },
};
const DISHES: Record<RLang, ReadonlyArray<readonly [string, number, number]>> = {
  en: [
    ["Club sandwich", 1150, 1650],
    ["Caesar salad", 950, 1450],
    ["Fish & chips", 1350, 1850],
    ["Burger deluxe", 1250, 1790],
    ["Iced tea", 300, 450],
    ["House red 175ml", 650, 950],
    ["Espresso", 250, 380],
    ["Cheesecake", 650, 890],
    ["Soup of the day", 550, 790],
  ],
  de: [
    ["Schnitzel Wiener Art", 1390, 1890],
    ["Gulaschsuppe", 590, 790],
    ["Apfelschorle 0,4l", 350, 480],
    ["Weißbier 0,5l", 420, 550],
    ["Käsespätzle", 1090, 1390],
    ["Apfelstrudel", 550, 750],
    ["Espresso", 220, 320],
    ["Flammkuchen", 890, 1250],
  ],
  fr: [
    ["Plat du jour", 1350, 1790],
    ["Croque-monsieur", 850, 1150],
    ["Salade niçoise", 1150, 1450],
    ["Verre de rouge", 450, 750],
    ["Carafe d'eau", 0, 0],
    ["Café gourmand", 750, 950],
    ["Crème brûlée", 650, 850],
    ["Steak frites", 1590, 2190],
  ],
  nl: [
    ["Uitsmijter ham kaas", 850, 1150],
    ["Tosti", 450, 650],
    ["Bitterballen", 650, 850],
    ["Verse muntthee", 320, 420],
    ["Pils 0,25", 320, 400],
    ["Appeltaart", 420, 550],
    ["Saté van de haas", 1690, 2190],
  ],
  es: [
    ["Menú del día", 1150, 1650],
    ["Tortilla española", 450, 750],
    ["Croquetas", 650, 950],
    ["Caña", 200, 300],
    ["Agua mineral", 180, 280],
    ["Paella mixta", 1350, 1850],
    ["Café cortado", 150, 220],
  ],
  it: [
    ["Spaghetti carbonara", 1000, 1400],
    ["Pizza margherita", 700, 1000],
    ["Acqua naturale", 200, 350],
    ["Calice di vino", 450, 700],
    ["Tiramisù", 500, 700],
    ["Caffè", 120, 200],
    ["Risotto ai funghi", 1200, 1600],
  ],
};

export function makeRestaurantReceipt(rng: Rng, name: string): SynthDoc {
  const { t, who } = openTill(
    rng,
    COUNTRIES,
    (x) => WORDS.kind![x.lang as RLang],
    () => (rng.chance(0.2) ? "spaced" : "plain"),
  );
  const lang = t.lang as RLang;
  const w = (key: keyof typeof WORDS) => rng.pick(WORDS[key]![lang]);
  const moment = saleMoment(rng, t);
  const covers = rng.int(1, 6);

  const dishes: TillItem[] = rng
    .shuffle(DISHES[lang].filter(([, low]) => low > 0))
    .slice(0, rng.int(2, 6))
    .map(([description, low, high]) => {
      const quantity = rng.weighted([
        [1, 5],
        [2, 3],
        [3, 1],
      ] as const);
      const unit = Math.round(rng.int(low, high) / 10) * 10;
      return { description, ...(quantity > 1 ? { quantity } : {}), cents: quantity * unit };
    });
  // Italy prints the cover charge as a line of its own: an item like the dishes.
  if (lang === "it" && rng.chance(0.6)) dishes.push({ description: "Coperto", ...(covers > 1 ? { quantity: covers } : {}), cents: covers * 200 });
  const food = dishes.reduce((s, d) => s + d.cents, 0);
  const servicePct = t.country === "UK" || t.country === "US" ? rng.pick([0, 0, 10, 12.5, 18]) : rng.pick([0, 0, 10]);
  const service = Math.round((food * servicePct) / 100);
  const salesTax = t.country === "US" ? Math.round(food * 0.0875) : 0;
  const due = food + service + salesTax;
  const ending = rng.weighted([
    ["tip-paid", 3],
    ["tip-blank", t.country === "US" || t.country === "UK" ? 2 : 0],
    ["split", 2],
    ["cash", 2],
  ] as const);
  const tip = ending === "tip-paid" ? Math.round((due * rng.pick([5, 10, 12, 15, 18, 20])) / 100 / 50) * 50 || 100 : 0;
  const paid = due + tip;
  const card = t.word("card");
  const cash = t.word("cash");

  const itemLine = (d: TillItem) =>
    rng.chance(0.5) || d.quantity === undefined
      ? line(`${d.quantity ?? 1} ${d.description}`, t.amount(d.cents))
      : line(`${d.quantity} x ${d.description}`, t.amount(d.cents));
  // Restaurant tills print the count even for one ("1 Espresso"); the truth has a quantity above one.
  const lines = [
    who.heading,
    line(`${w("table")} ${rng.int(1, 40)}`, `${w("covers")}: ${covers}`),
    text(`${w("server")}: ${rng.pick(["Anna", "Marco", "Lea", "Tom", "Inès", "Joost", "Lucía"])}`),
    moment.html,
    RULE,
    ...dishes.map(itemLine),
    RULE,
    line(t.word("subtotal"), t.amount(food)),
    service ? line(`${w("service")} ${servicePct}%`, t.amount(service)) : "",
    salesTax ? line("Sales tax 8.75%", t.amount(salesTax)) : "",
    line(w("due"), t.money(due), "big"),
  ];
  let method: string | null = card;
  const methods: string[] = [];
  if (ending === "tip-paid") {
    lines.push(line(w("tip"), t.amount(tip)), line(w("withTip"), t.money(paid), "b"), line(card, t.amount(paid)));
  } else if (ending === "tip-blank") {
    lines.push(
      line(card, t.amount(due)),
      `<div class="sp"></div>`,
      line(`${w("tip")}:`, "__________"),
      line("TOTAL:", "__________"),
      line(`${w("signature")}:`, "__________"),
    );
  } else if (ending === "split") {
    const first = Math.round(due / 2 / 100) * 100 || Math.round(due / 2);
    method = null;
    methods.push(card, cash);
    lines.push(text(w("split")), line(card, t.amount(first)), line(cash, t.amount(due - first)));
    if (covers > 1) lines.push(line(`${w("perPerson")} (${covers})`, t.amount(Math.round(due / covers))));
  } else {
    const given = Math.ceil(due / 1000) * 1000 + (rng.chance(0.5) ? 1000 : 0);
    method = cash;
    lines.push(line(cash, t.amount(given)), line(t.word("change"), t.amount(given - due)));
  }
  const rate = t.country === "UK" ? 20 : 10;
  if (t.country !== "US") lines.push(line(`${t.word("taxIncl")} ${rate}%`, t.amount(Math.round(due - due / (1 + rate / 100)))));
  lines.push(`<div class="sp"></div>`, text(t.word("thanks"), "c"), who.footer);

  return tillDoc(rng, {
    name,
    family: "restaurant-bill",
    html: lines.join(""),
    rows: 26 + dishes.length,
    expected: {
      merchant: who.merchant,
      date: isoOf(moment.day),
      total: paid / 100,
      currency: t.currency,
      payment_method: method,
      items: itemTruth(dishes),
    },
    alternatives: { merchant: who.alternatives, ...(method === null ? { payment_method: methods } : {}) },
    mustPrint: [...who.mustPrint, moment.date, t.amount(paid), ...(method ? [method] : methods), ...dishes.flatMap((d) => [d.description, t.amount(d.cents)])],
  });
}
