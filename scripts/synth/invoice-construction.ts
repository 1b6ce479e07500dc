// German and Austrian construction and trade invoices (written before the extractor was looked at
// for them, issue 14: a held-out proxy). A progress invoice ("3. Abschlagsrechnung", Austrian
// "Teilrechnung") bills the work done so far less what earlier instalments billed; a final invoice
// ("Schlussrechnung") bills the whole job and then deducts the instalments paid and a retention
// ("Sicherheitseinbehalt", Austrian "Haftrücklass") down to the amount still owed; a job for
// another builder carries no VAT (§ 13b UStG / § 19 Abs. 1a UStG: the recipient owes the tax).
// Positions lists with outline numbers, units and long texts run over pages with a carried sum
// ("Übertrag"). Decoys: the instalment's ordinal beside the invoice number, the contract sum, the
// cumulative work, the instalments and retention after the total, the amount payable, the
// customer/project/order numbers, the service period, the order and acceptance dates, and a
// cash-discount date before the due date.
import { addDays, formatDate, formatMoney, formatQuantity, invoiceDateStyleFor, isoOf, moneyStyleFor, escapeHtml as e, type Day } from "./formats";
import { percentOf } from "./invoice";
import { invoiceDoc } from "./invoice-doc";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Country = "DE" | "AT";
type Kind = "progress" | "final" | "plain";

const SELLER_STEMS = ["Brenner", "Kessler", "Hofmann", "Lechner", "Auer", "Wimmer", "Seidl", "Roth", "Ebner", "Pichler", "Kranz", "Vogt"];
const BUYER_STEMS = ["Rheinblick", "Lindenhof", "Sonnfeld", "Auwiesen", "Kastanienhof", "Mühlbach", "Nordstern", "Talblick"];
const SELLER_KINDS = ["Bau", "Hochbau", "Bauunternehmung", "Elektrotechnik", "Haustechnik", "Malerbetrieb", "Dachbau", "Fliesenbau", "Tiefbau"];
const SELLER_FORMS: Record<Country, readonly string[]> = { DE: ["GmbH", "GmbH & Co. KG", "e.K.", "KG"], AT: ["GmbH", "Ges.m.b.H.", "KG", "GmbH & Co KG"] };
const BUYERS = [
  (s: string) => `Wohnbau ${s} GmbH`,
  (s: string) => `${s} Immobilien GmbH & Co. KG`,
  (s: string) => `Projektgesellschaft ${s} mbH`,
  (s: string) => `Gemeinnützige Siedlungsgenossenschaft ${s} eG`,
  (s: string) => `${s} Generalbau AG`,
];
const PLACES: Record<Country, readonly string[]> = {
  DE: ["80331 München", "45127 Essen", "01067 Dresden", "90402 Nürnberg", "68159 Mannheim", "33602 Bielefeld"],
  AT: ["8010 Graz", "4020 Linz", "5020 Salzburg", "6020 Innsbruck", "1100 Wien"],
};
const STREETS = ["Gewerbestraße", "Industriering", "Am Bauhof", "Zimmerplatz", "Werkstraße", "Lagerweg"];
const PROJECTS = [
  "Neubau Mehrfamilienhaus",
  "Sanierung Grundschule",
  "Erweiterung Kindertagesstätte",
  "Umbau Bürogebäude",
  "Neubau Lagerhalle",
  "Aufstockung Wohnanlage",
];

/** Positions of a trade: short text, long text, unit, quantity decimals, unit price range in cents. */
const POSITIONS: ReadonlyArray<readonly [string, string, string, number, number, number]> = [
  ["Baustelleneinrichtung", "vorhalten, räumen, inkl. Bauzaun", "psch", 0, 180000, 650000],
  ["Oberboden abtragen", "d = 30 cm, seitlich lagern", "m²", 2, 280, 950],
  ["Baugrube ausheben", "Bodenklasse 3–5, inkl. Abfuhr", "m³", 2, 1450, 3800],
  ["Streifenfundamente C25/30", "inkl. Schalung", "m³", 3, 16500, 29500],
  ["Bewehrung BSt 500 S", "liefern, schneiden, biegen, verlegen", "t", 3, 115000, 185000],
  ["Mauerwerk KS 24 cm", "Kalksandstein, Dünnbettmörtel", "m²", 2, 5800, 11500],
  ["Stahlbetondecke d = 20 cm", "C30/37, inkl. Schalung und Betonage", "m²", 2, 9800, 16500],
  ["Schalung Wände", "glatt, zweiseitig", "m²", 2, 3200, 6400],
  ["Stundenlohnarbeiten Facharbeiter", "gem. Stundennachweis", "Std", 1, 4800, 7200],
  ["Entsorgung Bauschutt", "gemischt, inkl. Nachweis", "t", 2, 6500, 14500],
  ["Mantelleitung NYM-J 3 × 1,5 mm²", "unter Putz verlegt", "m", 1, 260, 690],
  ["Unterverteilung 3-reihig", "komplett bestückt, verdrahtet", "Stk", 0, 38000, 95000],
  ["Schalter und Steckdosen", "Programm reinweiß, montiert", "Stk", 0, 1400, 3900],
  ["Dispersionsanstrich Wände", "zweimalig, weiß, deckend", "m²", 2, 450, 1150],
  ["Raufaser tapezieren", "inkl. Untergrundvorbereitung", "m²", 2, 650, 1450],
  ["Abdeckarbeiten", "Böden, Fenster und Türen", "psch", 0, 25000, 90000],
  ["Dachlattung 30/50", "inkl. Konterlattung", "m²", 2, 1250, 2600],
  ["Tondachziegel verlegen", "Farbe naturrot, inkl. First", "m²", 2, 3400, 6800],
  ["Dachrinne Titanzink", "halbrund, Größe 333", "lfm", 2, 3800, 7500],
  ["Bodenfliesen 60 × 60 cm", "im Dünnbett verlegt, verfugt", "m²", 2, 5200, 9800],
  ["Estrich CT-C25-F4", "schwimmend, d = 65 mm", "m²", 2, 2300, 3900],
  ["Innenputz Kalkzement", "einlagig, Q2", "m²", 2, 1900, 3300],
  ["Fenster Kunststoff 3-fach", "1,23 × 1,38 m, inkl. Montage", "Stk", 0, 48000, 98000],
  ["Regiestunden Helfer", "lt. Rapport", "Std", 1, 3600, 5200],
];

/** Quantities a position's unit is billed in, whole units low and high. */
const RANGES: Record<string, readonly [number, number]> = {
  "m²": [8, 850],
  "m³": [2, 320],
  t: [1, 36],
  m: [12, 640],
  lfm: [6, 180],
  Std: [2, 96],
  Stk: [1, 40],
};

interface Line {
  oz: string;
  text: string;
  long: string;
  unit: string;
  qty: number; // thousandths
  unitCents: number;
  amountCents: number;
}

const WORDS = {
  DE: {
    progressTitle: (k: number) => [`${k}. Abschlagsrechnung`, `Abschlagsrechnung Nr. ${k}`, `${k}. Abschlagsrechnung gem. § 632a BGB`],
    finalTitle: ["Schlussrechnung", "Schlussrechnung", "Teilschlussrechnung"],
    plainTitle: ["Rechnung", "RECHNUNG"],
    number: ["Rechnungs-Nr.", "Rechnung Nr.", "Rechnungsnummer", "Beleg-Nr."],
    date: ["Rechnungsdatum", "Datum", "Belegdatum"],
    site: ["Bauvorhaben", "BV", "Objekt", "Baustelle"],
    retention: (p: number) => [`Sicherheitseinbehalt ${p} %`, `abzgl. ${p} % Sicherheitseinbehalt gem. § 17 VOB/B`, `Gewährleistungseinbehalt ${p} %`],
    reverse: [
      "Steuerschuldnerschaft des Leistungsempfängers gemäß § 13b Abs. 2 Nr. 4 UStG.",
      "Die Umsatzsteuer schuldet der Leistungsempfänger (§ 13b UStG, Bauleistung).",
      "Nach § 13b UStG geht die Steuerschuld auf den Leistungsempfänger über.",
    ],
    vat: (r: number) => [`zzgl. ${r} % MwSt.`, `zzgl. ${r} % USt.`, `Umsatzsteuer ${r} %`, `MwSt. ${r},00 %`],
  },
  AT: {
    progressTitle: (k: number) => [`${k}. Teilrechnung`, `Teilrechnung Nr. ${k}`, `${k}. Abschlagsrechnung`],
    finalTitle: ["Schlussrechnung", "Schlussrechnung"],
    plainTitle: ["Rechnung", "Honorarnote"],
    number: ["Rechnungsnummer", "Re.-Nr.", "Rechnung Nr."],
    date: ["Rechnungsdatum", "Datum"],
    site: ["Bauvorhaben", "BV", "Baustelle"],
    retention: (p: number) => [`Haftrücklass ${p} %`, `abzgl. ${p} % Deckungsrücklass`, `Haftrücklass ${p} % (3 Jahre)`],
    reverse: [
      "Übergang der Steuerschuld gemäß § 19 Abs. 1a UStG (Bauleistungen).",
      "Reverse Charge: Die Steuerschuld geht gem. § 19 Abs. 1a UStG auf den Leistungsempfänger über.",
    ],
    vat: (r: number) => [`zzgl. ${r} % USt.`, `USt. ${r} %`, `+ ${r} % MwSt.`],
  },
} as const;

export function makeConstructionInvoice(rng: Rng, name: string): SynthDoc {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const country: Country = rng.chance(0.65) ? "DE" : "AT";
  const W = WORDS[country];
  const kind: Kind = rng.weighted([
    ["progress", 4],
    ["final", 4],
    ["plain", 2],
  ] as const);
  const reverse = rng.chance(0.3);
  const rate = country === "DE" ? 19 : 20;
  const money = moneyStyleFor(rng, "de", "EUR");
  const fmt = (c: number) => formatMoney(c, money);
  const bare = (c: number) => formatMoney(c, money, { withMark: money.everywhere });
  const style = invoiceDateStyleFor(rng, "de");
  const day = (d: Day) => formatDate(d, style, "de");

  const sellerName = `${pick(SELLER_STEMS)} ${pick(SELLER_KINDS)} ${pick(SELLER_FORMS[country])}`;
  const buyerName = pick(BUYERS)(pick(BUYER_STEMS));
  const sellerStreet = `${pick(STREETS)} ${rng.int(1, 90)}`;
  const sellerPlace = pick(PLACES[country]);
  const buyerStreet = `${pick(["Hauptstraße", "Ringstraße", "Parkallee", "Schillerplatz"])} ${rng.int(1, 60)}`;
  const buyerPlace = pick(PLACES[country]);

  const date: Day = { y: rng.int(2020, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const periodEnd = addDays(date, -rng.int(2, 12));
  const periodStart = addDays(periodEnd, -rng.int(20, 60));
  const orderDate = addDays(periodStart, -rng.int(30, 200));
  const dueDays = pick([14, 21, 30]);
  const dueAsDate = rng.chance(0.55);
  const due = dueAsDate ? addDays(date, dueDays) : null;
  const k = kind === "progress" ? rng.int(1, 6) : rng.int(2, 5);

  const year = date.y;
  const number = pick([
    () => `${year}-${String(rng.int(1, 999)).padStart(4, "0")}`,
    () => `${kind === "progress" ? "AR" : kind === "final" ? "SR" : "RE"}-${year}-${rng.int(100, 999)}`,
    () => `RE${String(year).slice(2)}${rng.int(1000, 9999)}`,
    () => String(rng.int(20000, 89999)),
    () => `${year}/${String(rng.int(1, 9999)).padStart(4, "0")}`,
  ])();

  // Positions: a few for a small job, up to three pages for a final invoice.
  const count = kind === "final" ? rng.int(6, 34) : kind === "progress" ? rng.int(3, 14) : rng.int(2, 8);
  const ozStyle = rng.int(0, 2);
  const pool = rng.shuffle(POSITIONS);
  const lines: Line[] = Array.from({ length: count }, (_, i) => {
    const [text, long, unit, decimals, lo, hi] = pool[i % pool.length]!;
    const [low, high] = RANGES[unit] ?? [1, 40];
    const raw = rng.int(low * 1000, high * 1000);
    const qty = unit === "psch" ? 1000 : raw - (raw % 10 ** (3 - decimals));
    const unitCents = rng.int(lo, hi);
    const group = Math.floor(i / 6) + 1;
    const oz = [
      `${String(group).padStart(2, "0")}.${String((i % 6) + 1).padStart(2, "0")}.${String(((i % 6) + 1) * 10).padStart(4, "0")}`,
      `${group}.${(i % 6) + 1}`,
      String(i + 1),
    ][ozStyle]!;
    // A pool shorter than the list repeats a position on another storey.
    const repeat = i >= pool.length ? ` (${Math.floor(i / pool.length) + 1}. OG)` : "";
    return { oz, text: text + repeat, long, unit, qty, unitCents, amountCents: Math.round((qty * unitCents) / 1000) };
  });
  const linesSum = lines.reduce((s, l) => s + l.amountCents, 0);

  // What this invoice bills net: a progress invoice the work so far less earlier instalments.
  const earlier = kind === "progress" && k > 1 ? Math.round((linesSum * rng.int(35, 80)) / 100) : 0;
  const discountPct = kind === "final" && rng.chance(0.25) ? rng.int(2, 5) : 0;
  const discountCents = Math.round((linesSum * discountPct) / 100);
  const netCents = linesSum - earlier - discountCents;
  const taxCents = reverse ? 0 : percentOf(netCents, rate);
  const grossCents = netCents + taxCents;

  const qtyStyle = money.numbers;
  const q = (l: Line) => formatQuantity(l.qty, qtyStyle);
  const columns = rng.weighted([
    [["Pos.", "Menge", "Einh.", "Bezeichnung", "EP", "GP"], 3],
    [["Pos.", "Bezeichnung", "Menge", "Einheit", "Einzelpreis", "Gesamtpreis"], 3],
    [["OZ", "Leistung", "Menge", "ME", "EH-Preis", "Betrag"], 2],
  ] as const);
  const textFirst = columns[1] !== "Menge";
  const cells = (l: Line) => {
    const desc = `<div>${e(l.text)}</div><div class="lt">${e(l.long)}</div>`;
    const nums = [`<td class="num">${e(q(l))}</td>`, `<td>${e(l.unit)}</td>`];
    const text = `<td>${desc}</td>`;
    return `<td>${e(l.oz)}</td>${textFirst ? text + nums.join("") : nums.join("") + text}<td class="num">${e(bare(l.unitCents))}</td><td class="num">${e(bare(l.amountCents))}</td>`;
  };
  const head = `<tr>${columns.map((c, i) => `<th class="${i === 4 || i === 5 || (!textFirst && i === 1) || (textFirst && i === 2) ? "num" : ""}">${e(c)}</th>`).join("")}</tr>`;
  const carryLabel = pick(["Übertrag", "Zwischensumme / Übertrag", "Übertrag auf Seite"]);
  const bringLabel = pick(["Übertrag", "Übertrag von Seite"]);
  const sumRow = (label: string, cents: number) => `<tr class="carry"><td></td><td colspan="4">${e(label)}</td><td class="num">${e(bare(cents))}</td></tr>`;
  const perPage = rng.int(14, 18);
  const pages: Line[][] = [];
  for (let i = 0; i < lines.length; i += i === 0 ? perPage - 6 : perPage) pages.push(lines.slice(i, i + (i === 0 ? perPage - 6 : perPage)));
  let running = 0;
  const tables = pages.map((page, p) => {
    const brought = p ? sumRow(bringLabel, running) : "";
    running += page.reduce((s, l) => s + l.amountCents, 0);
    const carried = p < pages.length - 1 ? sumRow(carryLabel, running) : "";
    const table = `<table class="items"><thead>${head}</thead><tbody>${brought}${page.map((l) => `<tr>${cells(l)}</tr>`).join("")}${carried}</tbody></table>`;
    return p < pages.length - 1 ? `${table}<div class="pb"></div><div class="ph">${e(sellerName)} · ${e(number)} · ${e(`Seite ${p + 2}`)}</div>` : table;
  });

  // The totals and what follows them.
  const ladder: Array<[string, string, boolean?]> = [];
  const after: Array<[string, string, boolean?]> = [];
  const contractSum = Math.round((linesSum * rng.int(110, 260)) / 100);
  let subtotal: number | null = netCents;
  let tax: number | null = reverse ? null : taxCents;
  if (kind === "progress") {
    if (rng.chance(0.5)) ladder.push([pick(["Auftragssumme netto", "Auftragswert netto lt. Vertrag"]), fmt(contractSum)]);
    ladder.push([pick(["Gesamtleistung bisher netto", "Leistungsstand kumuliert netto", "Summe erbrachte Leistungen"]), fmt(linesSum)]);
    if (earlier)
      ladder.push([
        pick([`abzgl. Abschlagsrechnungen 1–${k - 1} netto`, "abzgl. bereits berechnet", `abzüglich ${k - 1} bisherige Teilrechnung(en)`]),
        fmt(-earlier),
      ]);
  } else {
    ladder.push([pick(["Summe Positionen", "Gesamtsumme Leistungen", "Summe netto"]), fmt(linesSum)]);
    if (discountPct) ladder.push([`abzgl. ${discountPct} % Nachlass`, fmt(-discountCents)]);
  }
  const netLabel =
    kind === "progress"
      ? pick(["Abschlag netto", "Nettobetrag dieser Rechnung", "Rechnungsbetrag netto"])
      : pick(["Nettobetrag", "Gesamtbetrag netto", "Summe netto nach Nachlass"]);
  // A progress invoice without positions' sum equal to its net prints the net line; so does a discounted one.
  const netPrinted = kind === "progress" ? earlier > 0 : discountPct > 0;
  if (reverse) {
    // No tax: one amount line, or the net and a 0 % line before it.
    // The net is printed above the total when the lines' sum is the net or a 0 % line follows it.
    const zeroLine = rng.chance(0.4);
    if (zeroLine) ladder.push([netLabel, fmt(netCents)], [pick(["USt. 0 %", "MwSt. 0,00 %"]), fmt(0)]);
    ladder.push([pick(["Rechnungsbetrag", "Gesamtbetrag", kind === "progress" ? "Abschlagsbetrag" : "Schlussrechnungsbetrag"]), fmt(netCents), true]);
    subtotal = zeroLine || !netPrinted ? netCents : null;
    tax = zeroLine ? 0 : null;
  } else {
    if (netPrinted || rng.chance(0.3)) {
      if (!netPrinted) ladder.pop();
      ladder.push([netLabel, fmt(netCents)]);
    }
    ladder.push([pick(W.vat(rate)), fmt(taxCents)]);
    ladder.push([
      pick(
        kind === "progress" ? ["Abschlagsbetrag brutto", "Rechnungsbetrag", "Gesamtbetrag brutto"] : ["Gesamtbetrag brutto", "Rechnungsbetrag", "Bruttobetrag"],
      ),
      fmt(grossCents),
      true,
    ]);
  }
  const instalments: Array<{ n: string; date: Day; gross: number }> = [];
  if (kind === "final") {
    let left = grossCents;
    // The instalments billed 55–90 % of the whole between them.
    const share = rng.int(55, 90) / (k - 1);
    for (let i = 1; i < k; i += 1) {
      const gross = Math.round((grossCents * (share + rng.int(-4, 4))) / 100);
      left -= gross;
      instalments.push({ n: `${year}-${String(rng.int(1, 999)).padStart(4, "0")}`, date: addDays(date, -(k - i) * rng.int(25, 45)), gross });
    }
    after.push([pick(["abzüglich geleisteter Abschlagszahlungen:", "abzgl. erhaltene Abschläge:"]), ""]);
    for (const [i, a] of instalments.entries())
      after.push([pick([`${i + 1}. Abschlagsrechnung Nr. ${a.n} vom ${day(a.date)}`, `${i + 1}. AR ${a.n} v. ${day(a.date)}`]), fmt(-a.gross)]);
    if (rng.chance(0.6)) {
      const pct = country === "DE" ? pick([5, 5, 3]) : pick([3, 5]);
      const held = Math.round((grossCents * pct) / 100);
      after.push([pick(W.retention(pct)), fmt(-held)]);
      left -= held;
    }
    after.push([pick(["Noch zu zahlender Betrag", "Restforderung", "Zahlbetrag", "Auszahlungsbetrag"]), fmt(left), true]);
  } else if (kind === "progress" && rng.chance(0.35)) {
    const pct = pick([5, 10]);
    const held = Math.round((grossCents * pct) / 100);
    after.push([pick(W.retention(pct)), fmt(-held)], [pick(["Auszahlungsbetrag", "Zahlbetrag"]), fmt(grossCents - held), true]);
  }
  const ladderHtml = `<table class="tot">${[...ladder, ...after]
    .map(([k2, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k2)}</td><td class="num">${e(v)}</td></tr>`)
    .join("")}</table>`;

  // References beside the address: the number, the date and the decoys.
  const refs: Array<[string, string]> = [
    [pick(W.number), number],
    [pick(W.date), day(date)],
  ];
  if (rng.chance(0.7)) refs.push([pick(["Kunden-Nr.", "Kundennummer", "Debitor"]), String(rng.int(10000, 99999))]);
  if (rng.chance(0.6)) refs.push([pick(["Projekt-Nr.", "Kommission", "Auftrags-Nr.", "Bauvorhaben-Nr."]), `${rng.int(100, 999)}/${String(year).slice(2)}`]);
  if (rng.chance(0.5)) refs.push([pick(["Auftrag vom", "Ihr Auftrag vom", "Vertrag vom"]), day(orderDate)]);
  refs.push([pick(["Leistungszeitraum", "Ausführungszeitraum", "Leistungszeitraum vom"]), `${day(periodStart)} – ${day(periodEnd)}`]);
  if (kind === "final" && rng.chance(0.6)) refs.push([pick(["Abnahme am", "Abnahme"]), day(addDays(periodEnd, rng.int(1, 6)))]);
  if (due && rng.chance(0.4)) refs.push([pick(["Fällig am", "Zahlbar bis", "Fälligkeit"]), day(due)]);
  const dueInRefs = refs.some(([label]) => /Fällig|Zahlbar/.test(label));
  refs.push(["Seite", `1 von ${pages.length}`]);
  const refsHtml = `<table class="refs">${refs.map(([a, b]) => `<tr><td class="k">${e(a)}</td><td>${e(b)}</td></tr>`).join("")}</table>`;

  const title = pick(kind === "progress" ? W.progressTitle(k) : kind === "final" ? W.finalTitle : W.plainTitle);
  const numberInTitle = rng.chance(0.3);
  const heading = numberInTitle && !title.includes("Nr.") ? `${title} Nr. ${number}` : title;
  const site = `${pick(W.site)}: ${pick(PROJECTS)}, ${pick(["Lindenstraße", "Am Anger", "Feldweg", "Bachgasse"])} ${rng.int(1, 40)}, ${pick(PLACES[country])}`;
  const supervisor = rng.chance(0.4) ? `<p>${e(`Bauleitung: Ingenieurbüro ${pick(["Weidner", "Falk", "Sommer", "Haas"])} Partnerschaft mbB`)}</p>` : "";
  const intro = pick([
    `Sehr geehrte Damen und Herren,<br>für die im Leistungszeitraum erbrachten Leistungen berechnen wir Ihnen wie folgt:`,
    `gemäß ${country === "DE" ? "Auftrag" : "Bestellung"} vom ${e(day(orderDate))} und Aufmaß erlauben wir uns in Rechnung zu stellen:`,
    `Wir danken für Ihren Auftrag und stellen Ihnen folgende Leistungen in Rechnung:`,
  ]);

  const skonto = !reverse && rng.chance(0.35) ? rng.pick([2, 3]) : 0;
  const terms: string[] = [];
  if (skonto && due) {
    const skontoDay = addDays(date, pick([7, 10]));
    terms.push(
      `Bei Zahlung bis ${day(skontoDay)} gewähren wir ${skonto} % Skonto (${fmt(percentOf(grossCents, skonto))}), ${dueInRefs ? "danach netto." : `bis ${day(due)} rein netto.`}`,
    );
  } else if (due && !dueInRefs) terms.push(pick([`Zahlbar bis zum ${day(due)} ohne Abzug.`, `Bitte überweisen Sie den Betrag bis ${day(due)}.`]));
  else if (!due)
    terms.push(
      pick([
        `Zahlbar innerhalb von ${dueDays} Tagen nach Rechnungseingang ohne Abzug.`,
        kind === "final" ? "Zahlbar gemäß § 16 Abs. 3 VOB/B innerhalb von 30 Tagen nach Zugang." : `Zahlungsziel: ${dueDays} Tage netto.`,
      ]),
    );
  if (reverse) terms.unshift(pick(W.reverse));
  terms.push(
    pick([
      "Leistungsdatum entspricht dem Leistungszeitraum.",
      "Es gelten die VOB/B in der bei Vertragsschluss gültigen Fassung.",
      "Gewährleistung gemäß Bauvertrag.",
    ]),
  );

  const regs =
    country === "DE"
      ? [
          `USt-IdNr. DE${rng.int(100000000, 999999999)}`,
          `Amtsgericht ${pick(["München", "Essen", "Dresden"])} HRB ${rng.int(1000, 99999)}`,
          `Steuernummer ${rng.int(100, 299)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`,
        ]
      : [`UID ATU${rng.int(10000000, 99999999)}`, `FN ${rng.int(10000, 999999)}${pick(["a", "b", "k", "m"])}, ${pick(["LG Graz", "LG Linz", "HG Wien"])}`];
  const bank = `${pick(["Sparkasse", "Volksbank", "Raiffeisenbank"])} · IBAN ${country}${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}${country === "DE" ? ` ${rng.int(10, 99)}` : ""}`;
  const sender = `${sellerName} · ${sellerStreet} · ${sellerPlace}`;
  const letterheadRight = rng.chance(0.5);
  const letterhead = `<div class="lh ${letterheadRight ? "r" : ""}"><div class="sn">${e(sellerName)}</div><div>${e(sellerStreet)} · ${e(sellerPlace)}</div><div>${e(`Tel. ${country === "DE" ? "+49" : "+43"} ${rng.int(30, 899)} ${rng.int(100000, 999999)}`)}</div></div>`;
  const address = `<div class="addr"><div class="ret">${e(sender)}</div><div>${e(buyerName)}</div><div>${e(pick(["Bauabteilung", "z. Hd. Herrn Lorenz", "Technische Verwaltung"]))}</div><div>${e(buyerStreet)}</div><div>${e(buyerPlace)}</div></div>`;
  const footer = `<div class="ft"><div>${e(sellerName)} · ${e(`Geschäftsführer: ${pick(["Andreas", "Stefan", "Martina"])} ${pick(SELLER_STEMS)}`)}</div><div>${regs.map(e).join(" · ")}</div><div>${e(bank)}</div></div>`;
  const body = `${css(rng)}<div class="bz">${letterhead}<div class="top">${address}${refsHtml}</div><h1>${e(heading)}</h1><p class="site">${e(site)}</p>${supervisor}<p>${intro}</p>${tables.join("")}${ladderHtml}${terms
    .map((t) => `<p>${e(t)}</p>`)
    .join("")}${footer}</div>`;

  const data = {
    vendor: sellerName,
    invoice_number: number,
    invoice_date: isoOf(date),
    due_date: due ? isoOf(due) : null,
    currency: "EUR",
    subtotal: subtotal === null ? null : subtotal / 100,
    tax: tax === null ? null : tax / 100,
    total: grossCents / 100,
    line_items: lines.map((l) => ({ description: l.text, quantity: l.qty / 1000, unit_price: l.unitCents / 100, amount: l.amountCents / 100 })),
  };
  return invoiceDoc(
    name,
    "construction-de",
    {
      body,
      title: `${title} ${number}`,
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "serif", "humanist"] as const),
      paper: { format: "A4" },
    },
    { source: { language: "de", credit_note: false, country, kind, reverse_charge: reverse, instalment: k, pages: pages.length }, data },
    [sellerName, number, day(date), fmt(grossCents), ...lines.flatMap((l) => [l.text, bare(l.amountCents)])],
  );
}

function css(rng: Rng): string {
  const size = rng.pick([8.5, 9, 9.5]);
  return `<style>
.bz { font-size: ${size}pt; line-height: 1.3; }
.bz p { margin: 0.35em 0; }
.bz h1 { font-size: 14pt; margin: 10px 0 4px; }
.bz .lh { margin-bottom: 10px; }
.bz .lh.r { text-align: right; }
.bz .sn { font-size: 15pt; font-weight: 700; }
.bz .top { display: flex; justify-content: space-between; gap: 20px; }
.bz .addr { width: 85mm; }
.bz .ret { font-size: 6.5pt; white-space: nowrap; text-decoration: underline; margin-bottom: 4px; }
.bz table.refs td { padding: 0 8px 0 0; white-space: nowrap; }
.bz td.k { color: #444; }
.bz table.items { width: 100%; border-collapse: collapse; margin: 8px 0; }
.bz table.items th { border-bottom: 1px solid #333; text-align: left; padding: 2px 3px; }
.bz table.items td { padding: 2px 3px; vertical-align: top; border-bottom: ${rng.chance(0.5) ? "0.5px solid #bbb" : "none"}; }
.bz .lt { color: #555; font-size: 0.9em; }
.bz tr.carry td { font-style: italic; border-top: 1px solid #777; }
.bz .num { text-align: right; white-space: nowrap; }
.bz table.tot { margin-left: auto; border-collapse: collapse; min-width: 55%; }
.bz table.tot td { padding: 1px 4px; }
.bz table.tot tr.b td { font-weight: 700; border-top: 1px solid #333; }
.bz .pb { break-after: page; }
.bz .ph { font-size: 7.5pt; color: #555; margin-bottom: 6px; }
.bz .ft { margin-top: 18px; border-top: 1px solid #aaa; padding-top: 3px; font-size: 7pt; color: #555; }
</style>`;
}
