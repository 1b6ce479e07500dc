// Swedish, Norwegian and Danish invoices (written after the extractor was tuned, issue 14: a
// held-out proxy; no other family prints these languages): "Faktura" with "Fakturanr" /
// "Fakturadatum" / "Förfallodatum" (no: "Forfallsdato", da: "Forfaldsdato") in a label column
// under the title, "Er referens" / "Vår referens" (names), a customer number and a long payment
// reference ("OCR-nummer", "KID", "FIK") that often contains the invoice number, "kr" as the mark
// and the ISO code only once, 25 % VAT ("Moms", "MVA") with a reduced rate beside it, the total
// rounded to whole kronor by a rounding line ("Öresavrundning"), and a footer of registration
// numbers ("Org.nr", "CVR-nr.", "Bankgiro") with the seller's name. Credit invoices
// ("Kreditfaktura", "Kreditnota") cite the invoice they credit and print negative amounts.
import { addDays, formatScaled, isoOf, escapeHtml as e, type Day } from "./formats";
import { percentOf } from "./invoice";
import { invoiceDoc, ledgerCss, referenceTable, totalsLadder } from "./invoice-doc";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Nordic = "sv" | "no" | "da";

export const NORDIC_MONTHS: Record<Nordic, readonly string[]> = {
  sv: ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"],
  no: ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"],
  da: ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
};

const L = {
  sv: {
    currency: "SEK",
    allIn: "Alla belopp i SEK",
    rates: [25, 12],
    title: ["Faktura", "FAKTURA"],
    credit: ["Kreditfaktura", "KREDITFAKTURA"],
    number: ["Fakturanr", "Fakturanummer"],
    date: ["Fakturadatum", "Datum"],
    due: ["Förfallodatum", "Förfallodag", "Att betala senast"],
    customer: ["Kundnr", "Kundnummer"],
    ref: ["OCR-nummer", "OCR", "Betalningsreferens"],
    ours: "Vår referens",
    theirs: "Er referens",
    order: ["Ordernr", "Er beställning"],
    delivery: ["Leveransdatum", "Leveransdag"],
    terms: (n: number) => `${n} dagar netto`,
    termsLabel: "Betalningsvillkor",
    interest: "Dröjsmålsränta 8 %",
    head: { art: "Art.nr", desc: "Benämning", qty: "Antal", unit: "Enhet", price: "À-pris", amount: "Belopp" },
    net: ["Summa exkl. moms", "Netto", "Belopp före moms"],
    tax: (r: string) => `Moms ${r}`,
    taxTotal: ["Summa moms", "Moms totalt"],
    rounding: "Öresavrundning",
    gross: ["Att betala", "Summa att betala", "Totalt att betala"],
    creditGross: ["Att få tillbaka", "Summa kredit"],
    creditRef: (n: string, d: string) => `Krediterar faktura ${n} daterad ${d}.`,
    reg: (r: string) => `Org.nr ${r}`,
    vat: (r: string) => `Momsreg.nr SE${r.replace("-", "")}01`,
    bank: (r: Rng) => `Bankgiro ${r.int(100, 9999)}-${r.int(1000, 9999)}`,
    seat: "Styrelsens säte",
    forms: ["AB", "Aktiebolag", "HB"],
    cities: ["111 22 Stockholm", "411 05 Göteborg", "211 19 Malmö", "753 20 Uppsala", "582 22 Linköping"],
    streets: ["Storgatan", "Kungsgatan", "Drottninggatan", "Industrivägen", "Hamngatan"],
    units: ["st", "tim", "st", "mån"],
    goods: [
      "Konsulttimmar",
      "Licensavgift",
      "Serviceavtal",
      "Kontorsstol",
      "Installation",
      "Frakt",
      "Skrivarpapper A4",
      "Utbildning",
      "Support",
      "Bildskärm 27 tum",
    ],
  },
  no: {
    currency: "NOK",
    allIn: "Alle beløp i NOK",
    rates: [25, 15],
    title: ["Faktura", "FAKTURA"],
    credit: ["Kreditnota", "KREDITNOTA"],
    number: ["Fakturanr.", "Fakturanummer"],
    date: ["Fakturadato", "Dato"],
    due: ["Forfallsdato", "Forfall", "Betalingsfrist"],
    customer: ["Kundenr.", "Kundenummer"],
    ref: ["KID", "KID-nummer"],
    ours: "Vår referanse",
    theirs: "Deres referanse",
    order: ["Ordrenr.", "Deres bestilling"],
    delivery: ["Leveringsdato", "Levert"],
    terms: (n: number) => `${n} dager netto`,
    termsLabel: "Betalingsbetingelser",
    interest: "Forsinkelsesrente 12,5 %",
    head: { art: "Varenr.", desc: "Beskrivelse", qty: "Antall", unit: "Enhet", price: "Pris", amount: "Beløp" },
    net: ["Sum eks. mva", "Netto", "Sum ekskl. MVA"],
    tax: (r: string) => `MVA ${r}`,
    taxTotal: ["Sum MVA", "Total MVA"],
    rounding: "Øreavrunding",
    gross: ["Å betale", "Totalt å betale", "Sum inkl. mva"],
    creditGross: ["Til gode", "Sum kreditert"],
    creditRef: (n: string, d: string) => `Krediterer faktura ${n} datert ${d}.`,
    reg: (r: string) => `Org.nr. ${r.replace("-", "")} MVA`,
    vat: (r: string) => `Foretaksregisteret NO${r.replace("-", "")}`,
    bank: (r: Rng) => `Kontonr. ${r.int(1000, 9999)}.${r.int(10, 99)}.${r.int(10000, 99999)}`,
    seat: "Foretaksregisteret",
    forms: ["AS", "ASA"],
    cities: ["0150 Oslo", "5003 Bergen", "7010 Trondheim", "4006 Stavanger"],
    streets: ["Storgata", "Kirkegata", "Industriveien", "Sjøgata"],
    units: ["stk", "timer", "stk", "mnd"],
    goods: [
      "Konsulenttimer",
      "Lisensavgift",
      "Serviceavtale",
      "Kontorstol",
      "Installasjon",
      "Frakt",
      "Kopipapir A4",
      "Kurs",
      "Brukerstøtte",
      "Skjerm 27 tommer",
    ],
  },
  da: {
    currency: "DKK",
    allIn: "Alle beløb i DKK",
    rates: [25, 25],
    title: ["Faktura", "FAKTURA"],
    credit: ["Kreditnota", "KREDITNOTA"],
    number: ["Fakturanr.", "Fakturanummer"],
    date: ["Fakturadato", "Dato"],
    due: ["Forfaldsdato", "Betalingsdato", "Sidste rettidige betaling"],
    customer: ["Kundenr.", "Kundenummer"],
    ref: ["FIK-nr.", "Betalings-ID"],
    ours: "Vores reference",
    theirs: "Jeres reference",
    order: ["Ordrenr.", "Jeres rekvisition"],
    delivery: ["Leveringsdato", "Leveret"],
    terms: (n: number) => `Netto ${n} dage`,
    termsLabel: "Betalingsbetingelser",
    interest: "Ved for sen betaling tillægges renter på 0,7 % pr. påbegyndt måned",
    head: { art: "Varenr.", desc: "Beskrivelse", qty: "Antal", unit: "Enhed", price: "Stk.pris", amount: "Beløb" },
    net: ["Subtotal", "Beløb ekskl. moms", "Netto"],
    tax: (r: string) => `Moms ${r}`,
    taxTotal: ["Moms i alt"],
    rounding: "Afrunding",
    gross: ["Total", "I alt", "At betale"],
    creditGross: ["Krediteret i alt", "Total"],
    creditRef: (n: string, d: string) => `Kreditering af faktura ${n} af ${d}.`,
    reg: (r: string) => `CVR-nr. ${r.replace("-", "").slice(0, 8)}`,
    vat: (r: string) => `SE-nr. ${r.replace("-", "").slice(2, 10)}`,
    bank: (r: Rng) => `Reg.nr. ${r.int(1000, 9999)} Kontonr. ${r.int(1000000, 9999999)}`,
    seat: "Hjemsted",
    forms: ["ApS", "A/S", "I/S"],
    cities: ["1050 København K", "8000 Aarhus C", "5000 Odense C", "9000 Aalborg"],
    streets: ["Vestergade", "Nørregade", "Industrivej", "Havnegade"],
    units: ["stk.", "timer", "stk.", "md."],
    goods: ["Konsulenttimer", "Licensgebyr", "Serviceaftale", "Kontorstol", "Installation", "Fragt", "Kopipapir A4", "Kursus", "Support", "Skærm 27 tommer"],
  },
} as const;

const STEMS = ["Fjällvik", "Norrbrand", "Solvang", "Havlund", "Bergtorp", "Ekholm", "Lindqvarn", "Skovbryn", "Ravnsted", "Granhult", "Vestfjell", "Ostermark"];
const TRADES = ["Konsult", "Data", "Bygg", "Logistik", "Teknik", "Media", "Service", "Design"];

interface Party {
  name: string;
  street: string;
  city: string;
}

function party(rng: Rng, W: (typeof L)[Nordic], avoid?: string): Party {
  for (;;) {
    const name = `${rng.pick(STEMS)}${rng.chance(0.5) ? ` ${rng.pick(TRADES)}` : ""} ${rng.pick(W.forms)}`;
    // The scorer matches vendor names by their words: the buyer shares none with the seller.
    if (avoid && name.split(" ").some((w) => avoid.split(" ").includes(w))) continue;
    return { name, street: `${rng.pick(W.streets)} ${rng.int(1, 90)}`, city: rng.pick(W.cities) };
  }
}

export function makeNordicInvoice(rng: Rng, name: string): SynthDoc {
  const lang = rng.pick(["sv", "sv", "no", "da"] as const);
  const W = L[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const credit = rng.chance(0.2);
  const sign = credit ? -1 : 1;
  const seller = party(rng, W);
  const buyer = party(rng, W, seller.name);
  const date: Day = { y: rng.int(2019, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const dueDays = pick([10, 15, 20, 30, 30]);
  const due = credit ? null : addDays(date, dueDays);
  const longDate = rng.chance(0.2);
  const day = (d: Day) =>
    longDate
      ? `${d.d}${lang === "sv" ? "" : "."} ${NORDIC_MONTHS[lang][d.m - 1]} ${d.y}`
      : lang === "sv"
        ? isoOf(d)
        : `${String(d.d).padStart(2, "0")}.${String(d.m).padStart(2, "0")}.${d.y}`;
  const numbers = lang === "da" ? "dot-comma" : rng.chance(0.8) ? "space-comma" : "plain-comma";
  const num = (cents: number) => formatScaled(cents, 2, numbers);
  // "kr" after the amount (Swedish, Danish) or before it (Norwegian), or the ISO code once on the total.
  const markStyle = pick(["kr", "bare", "code"] as const);
  const money = (cents: number, total = false) => {
    const n = num(Math.abs(cents));
    const signed = cents < 0 ? `-${n}` : n;
    if (markStyle === "kr") return lang === "no" ? `kr ${signed}` : `${signed} kr`;
    if (markStyle === "code" && total) return `${W.currency} ${signed}`;
    return signed;
  };

  const multi = W.rates[0] !== W.rates[1] && rng.chance(0.3);
  const count = rng.chance(0.15) ? rng.int(10, 18) : rng.int(1, 6);
  const goods = rng.shuffle(W.goods);
  const lines = Array.from({ length: count }, (_, i) => {
    const qty = rng.weighted([
      [1, 5],
      [2, 2],
      [rng.int(3, 40), 2],
    ] as const);
    const unitCents = rng.int(4, 2400) * 25;
    return {
      description: `${goods[i % goods.length]!}${i >= goods.length ? ` ${i + 1}` : ""}`,
      qty,
      unit: pick(W.units),
      unitCents,
      amountCents: qty * unitCents,
      rate: multi && rng.chance(0.4) ? W.rates[1] : W.rates[0],
    };
  });
  if (multi && new Set(lines.map((l) => l.rate)).size < 2) lines[0] = { ...lines[0]!, rate: W.rates[0] === lines[0]!.rate ? W.rates[1] : W.rates[0] };
  const subtotal = lines.reduce((s, l) => s + l.amountCents, 0);
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  const taxes = rates
    .map((r) => ({ rate: r, base: lines.filter((l) => l.rate === r).reduce((s, l) => s + l.amountCents, 0) }))
    .map((t) => ({ ...t, tax: percentOf(t.base, t.rate) }));
  const taxCents = taxes.reduce((s, t) => s + t.tax, 0);
  const exact = subtotal + taxCents;
  // Kronor totals are rounded to whole kronor; the rounding is its own line (Danish invoices keep øre).
  const rounded = lang === "da" ? exact : Math.round(exact / 100) * 100;
  const roundingCents = rounded - exact;

  const number = pick([() => String(rng.int(1000, 99999)), () => `${date.y}${rng.int(100, 9999)}`, () => `F${rng.int(10000, 99999)}`])();
  const digits = number.replace(/\D/g, "");
  const payRef = `${rng.chance(0.5) ? digits : rng.int(100, 99999)}${rng.int(10, 9999)}`;
  const title = pick(credit ? W.credit : W.title);
  const refs: Array<[string, string]> = [
    [pick(W.number), number],
    [pick(W.date), day(date)],
  ];
  if (rng.chance(0.7)) refs.push([pick(W.customer), String(rng.int(100, 99999))]);
  if (due) refs.push([pick(W.due), day(due)]);
  if (!credit && rng.chance(0.7)) refs.push([pick(W.ref), payRef]);
  if (rng.chance(0.5)) refs.push([W.theirs, pick(["Anna Berg", "Lars Nilsen", "Mette Holm", "Erik Lund"])]);
  if (rng.chance(0.5)) refs.push([W.ours, pick(["Karin Ek", "Ole Dahl", "Sofie Juhl", "Per Strand"])]);
  if (rng.chance(0.4)) refs.push([pick(W.order), `${rng.int(1000, 99999)}`]);
  if (rng.chance(0.4)) refs.push([pick(W.delivery), day(addDays(date, -rng.int(1, 10)))]);
  if (!credit && rng.chance(0.6)) refs.push([W.termsLabel, W.terms(dueDays)]);
  const refsHtml = referenceTable(refs);

  const withArt = rng.chance(0.5);
  const head = [...(withArt ? [W.head.art] : []), W.head.desc, W.head.qty, W.head.unit, W.head.price, W.head.amount];
  const rows = lines.map((l) => [
    ...(withArt ? [String(rng.int(1000, 99999))] : []),
    l.description,
    String(l.qty),
    l.unit,
    num(l.unitCents),
    num(sign * l.amountCents),
  ]);
  const descIndex = withArt ? 1 : 0;
  const items = `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${i > descIndex && i !== descIndex + 2 ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td class="${i > descIndex && i !== descIndex + 2 ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  const rate = (r: number) => `${r} %`;
  const ladder: Array<[string, string, boolean?]> = [[pick(W.net), money(sign * subtotal)]];
  for (const t of taxes) ladder.push([taxes.length > 1 ? `${W.tax(rate(t.rate))} (${num(sign * t.base)})` : W.tax(rate(t.rate)), money(sign * t.tax)]);
  const taxTotalPrinted = taxes.length > 1 && rng.chance(0.6);
  if (taxTotalPrinted) ladder.push([pick(W.taxTotal), money(sign * taxCents)]);
  if (roundingCents !== 0 || (lang !== "da" && rng.chance(0.5))) ladder.push([W.rounding, money(sign * roundingCents)]);
  ladder.push([pick(credit ? W.creditGross : W.gross), money(sign * rounded, true), true]);
  const totals = totalsLadder(ladder);
  const codeNote = markStyle === "code" ? "" : `<p>${e(pick([`Valuta: ${W.currency}`, W.allIn]))}</p>`;

  const regNo = `${rng.int(100000, 999999)}-${rng.int(1000, 9999)}`;
  const notes = [
    ...(credit ? [W.creditRef(String(rng.int(1000, 99999)), day(addDays(date, -rng.int(10, 60))))] : []),
    ...(!credit && rng.chance(0.5) ? [W.interest] : []),
  ];
  const footer = `<div class="ft"><div>${e(seller.name)}<br>${e(seller.street)}<br>${e(seller.city)}</div><div>${e(W.reg(regNo))}<br>${e(W.vat(regNo))}</div><div>${e(
    W.bank(rng),
  )}<br>${e(`${W.seat}: ${seller.city.replace(/^[\d ]+/, "")}`)}</div></div>`;
  const sellerTop = rng.chance(0.7) ? `<div class="sn">${e(seller.name)}</div>` : "";
  const buyerBlock = `<div class="buyer">${[buyer.name, buyer.street, buyer.city].map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
  const body = `${CSS}<div class="nd"><div class="top"><div>${sellerTop}</div><div class="t">${e(title)}</div></div><div class="top"><div>${refsHtml}</div>${buyerBlock}</div>${items}${totals}${codeNote}<div class="notes">${notes
    .map((n) => `<p>${e(n)}</p>`)
    .join("")}</div>${footer}</div>`;

  const tax = taxes.length === 1 || taxTotalPrinted ? (sign * taxCents) / 100 : undefined;
  const data = {
    vendor: seller.name,
    invoice_number: number,
    invoice_date: isoOf(date),
    due_date: due ? isoOf(due) : null,
    currency: W.currency,
    subtotal: (sign * subtotal) / 100,
    ...(tax === undefined ? {} : { tax }),
    total: (sign * rounded) / 100,
    line_items: lines.map((l) => ({ description: l.description, quantity: l.qty, unit_price: l.unitCents / 100, amount: (sign * l.amountCents) / 100 })),
  };
  const doc = invoiceDoc(
    name,
    "nordic",
    {
      body,
      title: `${title} ${number}`,
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "humanist"] as const),
      paper: { format: "A4" },
    },
    {
      source: { language: lang, credit_note: credit, rounding: roundingCents / 100 },
      data,
      ...(tax === undefined ? { notes: ["tax: two rates and no printed tax total"] } : {}),
    },
    [seller.name, number, day(date), money(sign * rounded, true), ...rows.flatMap((r) => [r[descIndex]!, r[r.length - 1]!])],
  );
  return tax === undefined ? { ...doc, expected: { ...doc.expected, unknown: ["tax"] } } : doc;
}

const CSS = `<style>
.nd { font-size: 9pt; line-height: 1.35; }
.nd p { margin: 0.2em 0; }
.nd .top { display: flex; justify-content: space-between; gap: 24px; margin-bottom: 12px; }
.nd .sn { font-size: 15pt; font-weight: 700; }
.nd .t { font-size: 16pt; font-weight: 700; }
.nd .buyer { width: 75mm; margin-top: 6px; }
${ledgerCss("nd", { refsGap: 12, itemsMargin: 10, totalsWidth: 42, headRuleAbove: false })}
.nd .ft { display: flex; justify-content: space-between; gap: 12px; margin-top: 22px; border-top: 1px solid #bbb; font-size: 7pt; color: #555; padding-top: 3px; }
</style>`;
