// German and Austrian bills that are not sales of goods (written before the extractor was looked at
// for them, issue 14: a held-out proxy), as insurers, landlords and property managers print them:
// - an insurance premium bill ("Beitragsrechnung", "Prämienrechnung"): one row per line of cover
//   with its sum insured beside the net premium, insurance tax ("Versicherungsteuer", 19 % or 22 %
//   for fire) instead of VAT, the policy number and the period of cover as decoys;
// - a standing rent invoice ("Dauerrechnung", Austrian "Vorschreibung"): floor space in m² times
//   the rent per m², parking spaces, advance payments for running costs; valid from the first of
//   a month and monthly payable, so no due date; a residential let prints no VAT at all;
// - a service-charge settlement ("Betriebskostenabrechnung"): per cost type the building's whole
//   cost, the allocation key and the tenant's share; the share's gross total, then the advance
//   payments made during the year deducted down to the amount owed ("Nachzahlung") or refunded
//   ("Guthaben").
// Decoys: policy, tenant, contract and property numbers beside the invoice number; the period,
// the contract date and the valid-from date beside the invoice date; sums insured, the building's
// costs, the advance payments and the balance beside the totals.
import { addDays, formatDate, formatMoney, formatQuantity, invoiceDateStyleFor, isoOf, moneyStyleFor, escapeHtml as e, type Day } from "./formats";
import { percentOf } from "./invoice";
import { invoiceDoc, ledgerCss, totalsLadder } from "./invoice-doc";
import { company, type Company } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Kind = "insurance" | "rent" | "settlement";
type Country = "DE" | "AT";

interface Row {
  description: string;
  /** Thousandths and cents where the row prints a quantity and a unit price, else null. */
  qty: number | null;
  unitCents: number | null;
  amountCents: number;
  rate: number;
  /** The figures the row prints before its amount (a sum insured, the building's cost, a key). */
  before: string[];
}

const STEMS = ["Nordstern", "Hanseatische", "Alpenland", "Rheinische", "Süddeutsche", "Westfälische", "Donau", "Bergische", "Fränkische", "Ostmark"];
const INSURER_FORMS = ["Versicherung AG", "Versicherungs-AG", "Allgemeine Versicherung AG", "Versicherungsverein a.G.", "Sachversicherung AG"];
const LANDLORD_FORMS = ["Immobilien GmbH", "Objektgesellschaft mbH & Co. KG", "Hausverwaltung GmbH", "Liegenschaftsverwaltung GmbH", "Wohnbau eG"];
const COVERS: ReadonlyArray<readonly [string, number, number, number]> = [
  // line of cover, tax rate, sum insured in thousands of euros low and high
  ["Betriebshaftpflichtversicherung", 19, 1000, 10000],
  ["Inhaltsversicherung (Feuer)", 22, 50, 2500],
  ["Inhaltsversicherung (Einbruchdiebstahl, Leitungswasser, Sturm)", 19, 50, 2500],
  ["Elektronikversicherung", 19, 20, 800],
  ["Betriebsunterbrechungsversicherung", 19, 100, 3000],
  ["Cyberversicherung", 19, 250, 5000],
  ["Firmen-Rechtsschutzversicherung", 19, 300, 1000],
  ["Glasversicherung", 19, 5, 60],
];
const COSTS = [
  "Grundsteuer",
  "Wasserversorgung",
  "Entwässerung",
  "Straßenreinigung",
  "Müllbeseitigung",
  "Gebäudereinigung",
  "Gartenpflege",
  "Allgemeinstrom",
  "Schornsteinreinigung",
  "Sach- und Haftpflichtversicherung",
  "Hauswart",
  "Aufzug",
  "Winterdienst",
  "Heizkosten",
];
const KEYS = ["m² Nutzfläche", "Einheiten", "Verbrauch", "Miteigentumsanteile", "Personen"];

function party(rng: Rng, country: Country, forms: readonly string[]): Company {
  const base = company(rng, country);
  const name = `${rng.pick(STEMS)} ${rng.pick(forms)}`;
  return { ...base, name, short: name.split(" ")[0]! };
}

export function makeRecurringInvoice(rng: Rng, name: string): SynthDoc {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const kind: Kind = pick(["insurance", "rent", "settlement"] as const);
  const country: Country = rng.chance(0.7) ? "DE" : "AT";
  const money = moneyStyleFor(rng, "de", "EUR");
  const fmt = (c: number) => formatMoney(c, money);
  const bare = (c: number) => formatMoney(c, money, { withMark: money.everywhere });
  const style = invoiceDateStyleFor(rng, "de");
  const day = (d: Day) => formatDate(d, style, "de");
  const seller = party(rng, country, kind === "insurance" ? INSURER_FORMS : LANDLORD_FORMS);
  let buyer = company(rng, country);
  while (buyer.name.split(" ")[0] === seller.short) buyer = company(rng, country);
  const date: Day = { y: rng.int(2021, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const year = date.y;
  const vat = country === "DE" ? 19 : 20;
  // A residential let or its settlement is exempt: no VAT printed at all.
  const exempt = kind !== "insurance" && rng.chance(0.3);

  const rows: Row[] = [];
  if (kind === "insurance") {
    for (const [cover, rate, lo, hi] of rng.shuffle(COVERS).slice(0, rng.int(1, 4))) {
      const insured = rng.int(lo, hi) * 1000_00;
      rows.push({ description: cover, qty: null, unitCents: null, amountCents: rng.int(9000, 480000), rate, before: [bare(insured)] });
    }
  } else if (kind === "rent") {
    const area = rng.int(40, 900) * 1000 + pick([0, 250, 500, 750]);
    const perM2 = rng.int(850, 2650);
    const floor = pick(["EG", "1. OG", "2. OG", "3. OG", "DG"]);
    const space = exempt ? `Nettokaltmiete Wohnung ${floor}` : `Miete ${pick(["Büroflächen", "Praxisräume", "Ladenfläche", "Lagerfläche"])} ${floor}`;
    rows.push({ description: space, qty: area, unitCents: perM2, amountCents: Math.round((area * perM2) / 1000), rate: vat, before: [] });
    if (rng.chance(0.6)) {
      const n = rng.int(1, 8) * 1000;
      const each = pick([4500, 6000, 7500, 8500, 12000]);
      rows.push({
        description: pick(["Stellplätze Tiefgarage", "Kfz-Stellplätze", "Garagenstellplatz"]),
        qty: n,
        unitCents: each,
        amountCents: (n * each) / 1000,
        rate: vat,
        before: [],
      });
    }
    rows.push({
      description: pick(["Betriebskostenvorauszahlung", "Nebenkostenvorauszahlung", "Vorauszahlung Betriebskosten"]),
      qty: null,
      unitCents: null,
      amountCents: rng.int(80, 900) * 100,
      rate: vat,
      before: [],
    });
    if (rng.chance(0.5))
      rows.push({
        description: pick(["Heizkostenvorauszahlung", "Vorauszahlung Heizung und Warmwasser"]),
        qty: null,
        unitCents: null,
        amountCents: rng.int(40, 500) * 100,
        rate: vat,
        before: [],
      });
  } else {
    for (const cost of rng.shuffle(COSTS).slice(0, rng.int(5, 11))) {
      const whole = rng.int(800_00, 60000_00);
      const share = Math.round(whole * (rng.int(15, 180) / 1000));
      rows.push({ description: cost, qty: null, unitCents: null, amountCents: share, rate: vat, before: [bare(whole), pick(KEYS)] });
    }
  }
  const taxed = !exempt;
  const netCents = rows.reduce((s, r) => s + r.amountCents, 0);
  const rates = [...new Set(rows.map((r) => r.rate))].sort((a, b) => a - b);
  const taxes = taxed
    ? rates.map((rate) => ({
        rate,
        cents: percentOf(
          rows.filter((r) => r.rate === rate).reduce((s, r) => s + r.amountCents, 0),
          rate,
        ),
      }))
    : [];
  const taxCents = taxes.reduce((s, t) => s + t.cents, 0);
  const grossCents = netCents + taxCents;

  // References beside the address window.
  const numbered = kind !== "insurance" || rng.chance(0.7);
  const number = pick([
    () => `${year}${String(rng.int(1, 99999)).padStart(5, "0")}`,
    () => `${pick(kind === "insurance" ? ["BR", "PR"] : kind === "rent" ? ["DR", "MR", "VS"] : ["BK", "NK"])}-${year}-${rng.int(1000, 9999)}`,
    () => String(rng.int(100000, 999999)),
  ])();
  const refs: Array<[string, string]> = [];
  const decoyNo = () => `${rng.int(10, 99)}-${rng.int(100000, 999999)}${rng.chance(0.5) ? `-${rng.int(1, 9)}` : ""}`;
  if (kind === "insurance") refs.push([pick(["Versicherungsschein-Nr.", "Vertragsnummer", "Police-Nr."]), decoyNo()]);
  else refs.push([pick(["Mieter-Nr.", "Mietvertrags-Nr.", "Objekt-Nr."]), String(rng.int(1000, 99999))]);
  if (numbered)
    refs.push([pick(kind === "rent" ? ["Rechnungs-Nr.", "Dauerrechnung Nr.", "Rechnungsnummer"] : ["Rechnungs-Nr.", "Rechnungsnummer", "Beleg-Nr."]), number]);
  if (rng.chance(0.5))
    refs.push([pick(["Kunden-Nr.", "Ihre Kundennummer", "Versicherungsnehmer-Nr."].slice(0, kind === "insurance" ? 3 : 2)), String(rng.int(100000, 9999999))]);
  const letterDate = rng.chance(0.3);
  if (!letterDate) refs.push([pick(["Datum", "Rechnungsdatum", "Belegdatum"]), day(date)]);
  const periodStart: Day = kind === "settlement" ? { y: year - 1, m: 1, d: 1 } : { y: date.m === 12 ? year + 1 : year, m: (date.m % 12) + 1, d: 1 };
  const periodEnd: Day = kind === "settlement" ? { y: year - 1, m: 12, d: 31 } : addDays({ y: periodStart.y + 1, m: periodStart.m, d: 1 }, -1);
  const periodLabel = {
    insurance: ["Versicherungszeitraum", "Versicherungsdauer", "Beitragszeitraum"],
    rent: ["gültig ab", "Mietbeginn", "Leistungszeitraum ab"],
    settlement: ["Abrechnungszeitraum", "Abrechnungsjahr"],
  }[kind];
  refs.push([pick(periodLabel), kind === "rent" ? day(periodStart) : `${day(periodStart)} – ${day(periodEnd)}`]);
  if (kind === "rent" && rng.chance(0.5)) refs.push([pick(["Mietvertrag vom", "Vertrag vom"]), day(addDays(date, -rng.int(200, 2000)))]);
  // The insurer's due date, or the date a settlement's balance is to be paid by.
  let due: Day | null = null;
  const dueLabelled = kind === "insurance" && rng.chance(0.7);
  if (dueLabelled) {
    due = addDays(date, pick([14, 21, 30]));
    refs.push([pick(["Fälligkeit", "fällig am", "Fälligkeitsdatum"]), day(due)]);
  }

  // The table.
  const rateCol = kind === "insurance" && rng.chance(0.6);
  const head =
    kind === "insurance"
      ? ["Sparte", pick(["Versicherungssumme", "VersSumme"]), pick(["Nettobeitrag", "Beitrag netto"]), ...(rateCol ? ["VersSt-Satz"] : [])]
      : kind === "rent"
        ? ["Position", "Menge", pick(["Preis je Einheit", "€/Einheit", "Einzelpreis"]), pick(["Betrag monatlich", "Betrag", "monatlich"])]
        : ["Kostenart", pick(["Gesamtkosten", "Kosten Objekt"]), pick(["Verteilerschlüssel", "Umlageschlüssel"]), pick(["Ihr Anteil", "Anteil Mieter"])];
  const rowCells = (r: Row) => {
    if (kind === "insurance") return [e(r.description), e(r.before[0]!), e(bare(r.amountCents)), ...(rateCol ? [e(`${r.rate} %`)] : [])];
    if (kind === "rent")
      return [
        e(r.description),
        r.qty === null ? "" : e(`${formatQuantity(r.qty, money.numbers)} ${r.qty % 1000 || r.qty > 20000 ? "m²" : "Stk."}`),
        r.unitCents === null ? "" : e(bare(r.unitCents)),
        e(bare(r.amountCents)),
      ];
    return [e(r.description), e(r.before[0]!), e(r.before[1]!), e(bare(r.amountCents))];
  };
  const numeric = (i: number) => (kind === "settlement" ? i === 1 || i === 3 : i > 0);
  const table = `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${numeric(i) ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr>${rowCells(r)
          .map((c, i) => `<td class="${numeric(i) ? "num" : ""}">${c}</td>`)
          .join("")}</tr>`,
    )
    .join("")}</tbody></table>`;

  // The totals ladder, and what a settlement deducts after it.
  const taxWord = kind === "insurance" ? pick(["Versicherungsteuer", "Versicherungssteuer", "VersSt."]) : pick(["USt.", "MwSt.", "Umsatzsteuer"]);
  const ladder: Array<[string, string, boolean?]> = [];
  let subtotal: number | null = null;
  let tax: number | null = null;
  if (taxed) {
    ladder.push([
      pick(kind === "insurance" ? ["Nettobeitrag", "Summe Nettobeiträge", "Beitrag ohne Versicherungsteuer"] : ["Summe netto", "Nettobetrag", "Zwischensumme"]),
      fmt(netCents),
    ]);
    for (const t of taxes) ladder.push([pick([`${taxWord} ${t.rate} %`, `zzgl. ${t.rate} % ${taxWord}`]), fmt(t.cents)]);
    subtotal = netCents;
    if (taxes.length > 1) ladder.push([`${taxWord} gesamt`, fmt(taxCents)]);
    tax = taxCents;
  }
  const grossLabel = {
    insurance: ["Gesamtbeitrag", "Zu zahlender Beitrag", "Rechnungsbetrag", "Jahresbeitrag"],
    rent: country === "AT" ? ["Vorschreibung gesamt", "Gesamtbetrag monatlich"] : ["Gesamtbetrag monatlich", "Monatliche Zahlung", "Gesamtmiete"],
    settlement: ["Ihr Kostenanteil gesamt", "Abrechnungsbetrag", "Summe Ihre Kosten brutto"],
  }[kind];
  ladder.push([pick(grossLabel), fmt(grossCents), true]);
  const notes: string[] = [];
  let balance = 0;
  if (kind === "settlement") {
    const months = 12;
    const monthly = Math.round((grossCents * rng.int(80, 118)) / 100 / months / 100) * 100;
    const paid = monthly * months;
    balance = grossCents - paid;
    ladder.push([
      pick([`abzgl. geleistete Vorauszahlungen (${months} × ${bare(monthly)})`, "abzüglich Ihrer Vorauszahlungen", "bereits gezahlte Vorauszahlungen"]),
      fmt(-paid),
    ]);
    if (balance >= 0) {
      ladder.push([pick(["Nachzahlung", "Ihre Nachzahlung", "Nachzahlungsbetrag"]), fmt(balance), true]);
      if (rng.chance(0.6)) {
        due = addDays(date, pick([14, 30]));
        notes.push(pick([`Bitte überweisen Sie den Nachzahlungsbetrag bis zum ${day(due)}.`, `Zahlbar bis ${day(due)} ohne Abzug.`]));
      } else notes.push("Den Nachzahlungsbetrag buchen wir mit der nächsten Mietzahlung ab.");
    } else {
      ladder.push([pick(["Guthaben", "Ihr Guthaben"]), fmt(-balance), true]);
      notes.push(pick(["Das Guthaben erstatten wir auf Ihr bekanntes Konto.", "Das Guthaben wird mit der nächsten Mietzahlung verrechnet."]));
    }
    notes.push(
      `Die Vorauszahlungen betragen ab ${day({ y: year, m: Math.min(12, date.m + 1), d: 1 })} monatlich ${fmt(Math.round((grossCents / 12 / 100) * 1.03) * 100)}.`,
    );
  }
  if (kind === "insurance") {
    notes.push("Die Versicherungsleistung ist gemäß § 4 Nr. 10 UStG von der Umsatzsteuer befreit.");
    if (rng.chance(0.5)) notes.push(`Versicherungsteuer-Nr. ${rng.int(800, 899)}/V${rng.int(10000000, 99999999)}`);
    notes.push(
      due && rng.chance(0.5)
        ? `Der Beitrag wird zum ${day(due)} per SEPA-Lastschrift von Ihrem Konto eingezogen. Mandatsreferenz ${rng.int(10000000, 99999999)}.`
        : "Bitte zahlen Sie den Beitrag unter Angabe der Versicherungsschein-Nr.",
    );
  }
  if (kind === "rent") {
    notes.push(pick(["Zahlbar monatlich im Voraus bis zum 3. Werktag.", "Die Miete ist monatlich im Voraus, spätestens am dritten Werktag, zu zahlen."]));
    notes.push(
      exempt
        ? "Die Vermietung von Wohnraum ist gemäß § 4 Nr. 12a UStG umsatzsteuerfrei."
        : pick(["Diese Dauerrechnung gilt bis zum Erhalt einer neuen Rechnung.", "Diese Rechnung gilt als Dauerrechnung im Sinne des § 14 UStG."]),
    );
  }

  const titleWords = {
    insurance: ["Beitragsrechnung", "Prämienrechnung", "Rechnung"],
    rent: country === "AT" ? ["Vorschreibung", "Mietvorschreibung"] : ["Dauerrechnung", "Mietrechnung", "Dauerrechnung Miete"],
    settlement: [`Betriebskostenabrechnung ${year - 1}`, `Nebenkostenabrechnung ${year - 1}`, "Betriebskostenabrechnung"],
  }[kind];
  const title = pick(titleWords);
  const object = `${pick(["Objekt", "Mietobjekt", "Liegenschaft"])}: ${buyer.street.replace(/\d+$/, String(rng.int(1, 90)))}, ${buyer.cityLine}`;
  const sender = `${seller.name} · ${seller.street} · ${seller.cityLine}`;
  const regs =
    country === "DE"
      ? `Amtsgericht ${seller.city} HRB ${rng.int(1000, 99999)} · USt-IdNr. ${seller.vatId}`
      : `FN ${rng.int(10000, 999999)}a · UID ${seller.vatId}`;
  const head2 = `<div class="lh"><div class="sn">${e(seller.name)}</div><div>${e(seller.street)} · ${e(seller.cityLine)} · ${e(seller.phone)}</div></div>`;
  const window = `<div class="addr"><div class="ret">${e(sender)}</div><div>${e(buyer.name)}</div><div>${e(buyer.street)}</div><div>${e(buyer.cityLine)}</div></div>`;
  const refsHtml = `<table class="refs">${refs.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>`;
  const dateLine = letterDate ? `<p class="dl">${e(`${seller.city}, ${day(date)}`)}</p>` : "";
  const footer = `<div class="ft">${e(seller.name)} · ${e(regs)} · IBAN ${e(seller.iban)}</div>`;
  const body = `${CSS}<div class="rc">${head2}<div class="top">${window}${refsHtml}</div>${dateLine}<h1>${e(title)}</h1>${kind === "insurance" ? "" : `<p>${e(object)}</p>`}<p>${e(
    pick(["Sehr geehrte Damen und Herren,", "Guten Tag,"]),
  )}</p>${table}${totalsLadder(ladder)}${notes.map((n) => `<p>${e(n)}</p>`).join("")}${footer}</div>`;

  const data = {
    vendor: seller.name,
    invoice_number: numbered ? number : null,
    invoice_date: isoOf(date),
    due_date: due ? isoOf(due) : null,
    currency: "EUR",
    subtotal: subtotal === null ? null : subtotal / 100,
    tax: tax === null ? null : tax / 100,
    total: grossCents / 100,
    line_items: rows.map((r) => ({
      description: r.description,
      quantity: r.qty === null ? null : r.qty / 1000,
      unit_price: r.unitCents === null ? null : r.unitCents / 100,
      amount: r.amountCents / 100,
    })),
  };
  return invoiceDoc(
    name,
    "recurring-de",
    {
      body,
      title: `${title} ${numbered ? number : ""}`.trim(),
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "serif"] as const),
      paper: { format: "A4" },
    },
    { source: { language: "de", credit_note: false, country, kind, exempt, balance: balance / 100 }, data },
    [seller.name, day(date), fmt(grossCents), ...(numbered ? [number] : []), ...rows.map((r) => r.description)],
  );
}

const CSS = `<style>
.rc { font-size: 9pt; line-height: 1.3; }
.rc p { margin: 0.35em 0; }
.rc h1 { font-size: 13pt; margin: 10px 0 4px; }
.rc .lh { text-align: right; margin-bottom: 10px; }
.rc .sn { font-size: 14pt; font-weight: 700; }
.rc .top { display: flex; justify-content: space-between; gap: 20px; }
.rc .addr { width: 85mm; }
.rc .ret { font-size: 6.5pt; white-space: nowrap; text-decoration: underline; margin-bottom: 4px; }
.rc .dl { text-align: right; }
${ledgerCss("rc", { refsGap: 8, itemsMargin: 8, totalsWidth: 50, headRuleAbove: false })}
.rc .ft { margin-top: 18px; border-top: 1px solid #aaa; padding-top: 3px; font-size: 7pt; color: #555; }
</style>`;
