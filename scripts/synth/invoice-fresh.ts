// Three invoice families written from how the software prints them, not from what the extractor
// reads: French SME invoicing software (Facture / Avoir, "N° de facture", "Date d'échéance",
// "Total HT / TVA 20 % / Total TTC / Net à payer", SIRET and intra-community VAT in the blocks and
// the legal footer), German accounting-software exports (Rechnungs-, Kunden- and Auftragsnummer
// side by side, Leistungszeitraum, 7 % and 19 % with line discounts, the due date only in a
// sentence "Bitte überweisen Sie … bis zum …", Skonto), and English billing-platform invoices
// (invoice, receipt and order numbers, "Amount due" / "Amount paid", proration lines with negative
// amounts, a discount between the subtotal and the net, reverse charge, a receipt page after the
// invoice). Each carries the decoys a careless reader would return: customer, order and PO
// numbers, VAT ids, service and delivery dates, a Skonto date and amount, bank details.
import { addDays, escapeHtml as e, isoOf, type Day } from "./formats";
import { invoiceDoc, totalsLadder } from "./invoice-doc";
import { company, sharesWord, type Company, type InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { FontPreset } from "./render";
import type { SynthDoc } from "./synth-doc";

const MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const pad = (n: number) => String(n).padStart(2, "0");

/** Thousands and decimal marks of one document. */
interface Marks {
  group: string;
  decimal: string;
}
function amount(cents: number, { group, decimal }: Marks): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${decimal}${pad(abs % 100)}`;
}

/** A pair of parties whose names share no word (the scorer would take one for the other). */
function parties(rng: Rng, sellerCountry: InvoiceCountry, buyerCountries: readonly InvoiceCountry[]): [Company, Company] {
  const seller = company(rng, sellerCountry);
  for (;;) {
    const buyer = company(rng, rng.pick(buyerCountries));
    if (!sharesWord(seller, buyer) && buyer.name !== seller.name) return [seller, buyer];
  }
}

/** A date in 2021–2026 with a day above 12, so no reader has to guess day from month. */
const someDay = (rng: Rng): Day => ({ y: rng.int(2021, 2026), m: rng.int(1, 12), d: rng.int(13, 28) });
/** `from` moved by days in [min, max], its day kept above 12. */
function shifted(rng: Rng, from: Day, min: number, max: number): Day {
  for (let i = 0; i < 60; i += 1) {
    const d = addDays(from, rng.int(min, max));
    if (d.d > 12) return d;
  }
  return { ...addDays(from, max), d: 20 };
}

interface Line {
  description: string;
  detail?: string;
  qty: number;
  unitCents: number;
  discountPct: number;
  rate: number;
  amountCents: number;
}

function taxSummary(lines: readonly Line[]) {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.rate, (byRate.get(l.rate) ?? 0) + l.amountCents);
  const taxes = [...byRate.entries()].sort((a, b) => b[0] - a[0]).map(([rate, base]) => ({ rate, base, tax: Math.round((base * rate) / 100) }));
  const net = lines.reduce((s, l) => s + l.amountCents, 0);
  const tax = taxes.reduce((s, t) => s + t.tax, 0);
  return { taxes, net, tax, gross: net + tax };
}

const truthLine = (l: Line, sign = 1) => ({
  description: l.description,
  quantity: l.qty,
  unit_price: (sign * l.unitCents) / 100,
  amount: (sign * l.amountCents) / 100,
});

const FONTS: readonly (FontPreset | undefined)[] = [undefined, "sans", "serif", "humanist", "system", "slab"];

// ---------------------------------------------------------------------------------------------
// French SME invoicing software.

const FR_GOODS: ReadonlyArray<readonly [string, number, number]> = [
  ["Création de site vitrine", 90000, 350000],
  ["Maintenance annuelle du site", 30000, 120000],
  ["Journée de formation bureautique", 45000, 95000],
  ["Intervention technicien sur site", 6000, 15000],
  ["Abonnement logiciel de caisse", 2900, 9900],
  ["Rédaction de contenus (forfait)", 20000, 80000],
  ["Livraison et installation", 4500, 15000],
  ["Fournitures de bureau diverses", 1500, 9000],
  ["Audit énergétique du bâtiment", 80000, 240000],
  ["Nettoyage des locaux (mois)", 25000, 90000],
  ["Location de matériel audiovisuel", 12000, 60000],
  ["Conseil en gestion (heure)", 7000, 15000],
];

function frenchDate(style: number, d: Day): string {
  if (style === 0) return `${pad(d.d)}/${pad(d.m)}/${d.y}`;
  if (style === 1) return `${d.d} ${MONTHS_FR[d.m - 1]} ${d.y}`;
  return `${pad(d.d)}.${pad(d.m)}.${d.y}`;
}

export function makeFrenchSmeInvoice(rng: Rng, name: string): SynthDoc {
  const [seller, buyer] = parties(rng, "FR", ["FR", "FR", "FR", "BE", "DE"]);
  const avoir = rng.chance(0.25);
  const dateStyle = rng.int(0, 2);
  const marks: Marks = { group: rng.pick([" ", "\u202f", "\u00a0", "."]), decimal: "," };
  const euroAfter = rng.chance(0.85);
  const negSign = avoir && rng.chance(0.6) ? -1 : 1;
  const money = (cents: number) => {
    const n = amount(cents, marks);
    const s = cents < 0 ? "-" : "";
    return euroAfter ? `${s}${n} €` : `${s}€ ${n}`;
  };
  const day = (d: Day) => frenchDate(dateStyle, d);
  const date = someDay(rng);
  const dueKind = avoir ? "none" : rng.pick(["date", "date", "date", "reception", "days"] as const);
  const due = dueKind === "date" ? shifted(rng, date, 15, 45) : null;
  const year = date.y;
  const number = avoir
    ? rng.pick([`AV${year}-${rng.int(10, 999)}`, `A-${year}${pad(date.m)}-${rng.int(100, 999)}`, `AV-${rng.int(1000, 9999)}`])
    : rng.pick([
        `F${year}-${String(rng.int(1, 999)).padStart(4, "0")}`,
        `FA-${year}${pad(date.m)}-${rng.int(100, 999)}`,
        `${year}${pad(date.m)}${rng.int(100, 999)}`,
        `FAC${rng.int(10000, 99999)}`,
      ]);
  const origin = avoir ? `F${year}-${String(rng.int(1, 999)).padStart(4, "0")}` : null;
  const clientNo = rng.pick([`C${String(rng.int(1, 9999)).padStart(5, "0")}`, `CLI-${rng.int(100, 9999)}`, String(rng.int(411000, 411999))]);
  const siren = `${rng.int(300, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
  const siret = `${siren} ${String(rng.int(10, 99999)).padStart(5, "0")}`;
  const tvaIntra = `FR${rng.int(10, 99)} ${siren.replace(/ /g, "")}`;
  const capital = `${amount(rng.pick([100000, 500000, 1000000, 3700000, 5000000]), { group: " ", decimal: "," }).replace(/,00$/, "")} €`;
  const form = rng.pick(["SARL", "SAS", "SASU", "EURL"]);
  const vendorName = `${seller.short} ${form}`;
  const city = seller.city;

  const nLines = rng.int(1, 6);
  const pool = rng.shuffle(FR_GOODS);
  const reduced = rng.chance(0.3) ? rng.pick([5.5, 10]) : 0;
  const withDiscount = rng.chance(0.35);
  const lines: Line[] = Array.from({ length: nLines }, (_, i) => {
    const [description, lo, hi] = pool[i % pool.length]!;
    const qty = rng.chance(0.5) ? 1 : rng.int(2, 12);
    const unitCents = Math.round(rng.int(lo, hi) / 10) * 10;
    const discountPct = withDiscount && rng.chance(0.5) ? rng.pick([5, 10, 15]) : 0;
    const amountCents = Math.round((qty * unitCents * (100 - discountPct)) / 100);
    return { description, qty, unitCents, discountPct, rate: reduced && i === nLines - 1 && nLines > 1 ? reduced : 20, amountCents };
  });
  // A micro-entrepreneur charges no VAT ("TVA non applicable, art. 293 B du CGI") and prints a bare total.
  const micro = !avoir && rng.chance(0.15);
  if (micro) for (const l of lines) l.rate = 0;
  const sum = taxSummary(lines);
  const acompte = !avoir && rng.chance(0.3) ? Math.round(sum.gross * rng.pick([0.3, 0.5])) : 0;
  const s = negSign;
  const rate = (r: number) => `${String(r).replace(".", ",")}${rng.pick([" %", " %", "%"])}`;

  // Header: letterhead left, title and references right (or below).
  const title = avoir ? rng.pick(["Avoir", "AVOIR", "Facture d'avoir"]) : rng.pick(["Facture", "FACTURE"]);
  const numLabel = avoir ? rng.pick(["N° d'avoir", "Avoir n°", "Numéro"]) : rng.pick(["N° de facture", "Facture n°", "Numéro de facture", "N°"]);
  // Some software prints the number and date only in the heading: "Facture N° F2024-0012 du 14/03/2024".
  const inlineHead = !avoir && rng.chance(0.3);
  const refs: Array<[string, string]> = inlineHead
    ? []
    : [
        [numLabel, number],
        [rng.pick(["Date de facture", "Date d'émission", "Date", "Émise le"]), day(date)],
      ];
  if (dueKind === "date") refs.push([rng.pick(["Date d'échéance", "Échéance", "À payer avant le"]), day(due!)]);
  if (dueKind === "reception") refs.push([rng.pick(["Échéance", "Date d'échéance"]), "À réception"]);
  refs.push([rng.pick(["N° client", "Code client", "Réf. client"]), clientNo]);
  const decoyDates: Day[] = [];
  if (rng.chance(0.5)) {
    const d = shifted(rng, date, -25, -2);
    decoyDates.push(d);
    refs.push([rng.pick(["Date de livraison", "Date de prestation", "Date de vente"]), day(d)]);
  }
  if (rng.chance(0.4))
    refs.push([rng.pick(["Votre commande", "Bon de commande n°", "Réf. commande"]), `${rng.pick(["BC", "CDE", ""])}${rng.int(1000, 99999)}`]);
  if (rng.chance(0.3)) refs.push(["Devis n°", `D${year}-${rng.int(10, 999)}`]);
  if (origin) refs.push([rng.pick(["Facture d'origine", "Réf. facture", "Annule et remplace la facture"]), origin]);
  const refOrder = rng.chance(0.3) ? rng.shuffle(refs) : refs;
  const refsLayout = rng.pick(["table", "inline", "boxes"] as const);
  const refsHtml =
    refsLayout === "table"
      ? `<table class="rf">${refOrder.map(([k, v]) => `<tr><td class="k">${e(k)}${rng.pick([" :", "", " :"])}</td><td>${e(v)}</td></tr>`).join("")}</table>`
      : refsLayout === "inline"
        ? `<div class="rfi">${refOrder.map(([k, v]) => `<div>${e(`${k} : ${v}`)}</div>`).join("")}</div>`
        : `<table class="bx"><tr>${refOrder
            .slice(0, 4)
            .map(([k]) => `<th>${e(k)}</th>`)
            .join("")}</tr><tr>${refOrder
            .slice(0, 4)
            .map(([, v]) => `<td>${e(v)}</td>`)
            .join("")}</tr></table>${
            refOrder.length > 4
              ? `<div class="rfi">${refOrder
                  .slice(4)
                  .map(([k, v]) => `<div>${e(`${k} : ${v}`)}</div>`)
                  .join("")}</div>`
              : ""
          }`;

  const letterhead = `<div class="lh"><div class="nm">${e(rng.chance(0.5) ? vendorName.toUpperCase() : vendorName)}</div><div>${e(seller.street)}</div><div>${e(
    seller.cityLine,
  )}</div><div>${e(`Tél. ${seller.phone}`)}</div><div>${e(seller.email)}</div></div>`;
  const clientLabel = rng.pick(["Client", "Adressé à", "Facturé à", "Destinataire", ""]);
  const buyerVat = buyer.country === "FR" ? `FR${rng.int(10, 99)} ${rng.int(100000000, 999999999)}` : buyer.vatId;
  const clientBlock = `<div class="cl">${clientLabel ? `<div class="lbl">${e(clientLabel)}</div>` : ""}<div class="b">${e(buyer.name)}</div><div>${e(
    buyer.street,
  )}</div><div>${e(buyer.cityLine)}</div><div>${e(`${rng.pick(["N° TVA intracom.", "TVA intracommunautaire", "N° TVA"])} : ${buyerVat}`)}</div></div>`;
  const heading = `<div class="tt">${e(
    inlineHead ? `${title} ${rng.pick(["N°", "n°"])} ${number} du ${day(date)}` : rng.chance(0.5) ? title : `${title} ${rng.pick(["n°", "N°"])} ${number}`,
  )}</div>`;

  // Items.
  type Col = "desc" | "qty" | "pu" | "rem" | "tva" | "ht";
  const cols: Col[] = rng
    .pick([
      ["desc", "qty", "pu", ...(withDiscount ? (["rem"] as Col[]) : []), "tva", "ht"],
      ["desc", "tva", "qty", "pu", ...(withDiscount ? (["rem"] as Col[]) : []), "ht"],
      ["desc", "pu", "qty", ...(withDiscount ? (["rem"] as Col[]) : []), "ht", "tva"],
    ] as Col[][])
    .filter((c) => !micro || c !== "tva");
  const head: Record<Col, string> = {
    desc: rng.pick(["Désignation", "Description", "Libellé"]),
    qty: rng.pick(["Qté", "Quantité", "Qté."]),
    pu: rng.pick(["PU HT", "Prix unit. HT", "Prix unitaire HT", "P.U."]),
    rem: rng.pick(["Remise", "Rem. %", "Remise %"]),
    tva: rng.pick(["TVA", "Taux TVA", "% TVA"]),
    ht: rng.pick(["Total HT", "Montant HT", "Prix total HT"]),
  };
  const cell = (l: Line, c: Col): string =>
    ({
      desc: l.description,
      qty: String(l.qty),
      pu: money(s * l.unitCents),
      rem: l.discountPct ? `${l.discountPct} %` : "",
      tva: rate(l.rate),
      ht: money(s * l.amountCents),
    })[c];
  const items = `<table class="it"><thead><tr>${cols.map((c) => `<th class="${c === "desc" ? "" : "n"}">${e(head[c])}</th>`).join("")}</tr></thead><tbody>${lines
    .map((l) => `<tr>${cols.map((c) => `<td class="${c === "desc" ? "" : "n"}">${e(cell(l, c))}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  // Totals; two rates print a base per rate, and some software leaves out the tax total.
  const ladder: Array<[string, string, boolean?]> = micro ? [] : [[rng.pick(["Total HT", "Montant HT", "Total hors taxes"]), money(s * sum.net)]];
  for (const t of micro ? [] : sum.taxes)
    ladder.push([sum.taxes.length > 1 && rng.chance(0.5) ? `TVA ${rate(t.rate)} sur ${amount(s * t.base, marks)}` : `TVA ${rate(t.rate)}`, money(s * t.tax)]);
  const taxTotalPrinted = sum.taxes.length === 1 || rng.chance(0.6);
  if (sum.taxes.length > 1 && taxTotalPrinted) ladder.push([rng.pick(["Total TVA", "Montant TVA"]), money(s * sum.tax)]);
  ladder.push([
    micro ? rng.pick(["Total", "Montant total", "Total net"]) : rng.pick(["Total TTC", "Montant TTC", "Total toutes taxes comprises"]),
    money(s * sum.gross),
    true,
  ]);
  if (acompte) ladder.push([rng.pick(["Acompte versé", "Acompte déjà réglé", "Déjà payé"]), money(-acompte)]);
  if (!avoir && (acompte || rng.chance(0.6))) ladder.push([rng.pick(["Net à payer", "Reste à payer", "NET À PAYER"]), money(sum.gross - acompte), true]);
  const totals = totalsLadder(ladder);

  const conditions = [
    dueKind === "days" ? `Conditions de règlement : ${rng.pick([30, 45])} jours ${rng.pick(["fin de mois", "à date de facture", "nets"])}` : null,
    dueKind === "reception" ? "Paiement à réception de facture." : null,
    micro ? rng.pick(["TVA non applicable, art. 293 B du CGI", "TVA non applicable - article 293 B du Code général des impôts"]) : null,
    avoir ? rng.pick(["Cet avoir sera déduit de votre prochaine facture.", "Montant remboursé par virement sous 15 jours."]) : null,
    `Mode de règlement : ${rng.pick(["virement", "virement bancaire", "chèque ou virement", "prélèvement"])}`,
    rng.pick(["Escompte pour paiement anticipé : néant", "Pas d'escompte en cas de paiement anticipé.", "Escompte : néant"]),
    `Pénalités de retard : ${rng.pick(["trois fois le taux d'intérêt légal", "taux BCE + 10 points"])}. Indemnité forfaitaire pour frais de recouvrement : 40 €.`,
  ].filter((x): x is string => !!x);
  const bank = `<div class="bk">${e(`IBAN : ${seller.iban.replace(/^[A-Z]{2}/, "FR")}`)}<br/>${e(`BIC : ${rng.pick(["CCBPFRPPLYO", "AGRIFRPP812", "BNPAFRPPXXX", "CMCIFR2A"])}`)}${
    rng.chance(0.5) ? `<br/>${e(`Domiciliation : ${rng.pick(["Banque Populaire", "Crédit Agricole", "BNP Paribas", "Crédit Mutuel"])} ${city}`)}` : ""
  }</div>`;
  const mentions = `<div class="ft">${e(
    [
      vendorName,
      `${form} au capital de ${capital}`,
      `RCS ${city} ${siren}`,
      `SIRET ${siret}`,
      `APE ${rng.int(1000, 9699)}${rng.pick(["Z", "A", "B"])}`,
      `TVA intracommunautaire ${tvaIntra}`,
    ].join(rng.pick([" – ", " - ", " | "])),
  )}</div>`;

  const topFirst = rng.chance(0.6);
  const header = topFirst
    ? `<div class="row"><div>${letterhead}</div><div class="r">${heading}${refsHtml}</div></div><div class="row"><div></div>${clientBlock}</div>`
    : `${letterhead}<div class="row"><div>${heading}${refsHtml}</div>${clientBlock}</div>`;
  const objet = rng.chance(0.4)
    ? `<p class="ob">${e(`Objet : ${rng.pick(["prestations du mois", "votre commande", "contrat de maintenance"])} – ${MONTHS_FR[(date.m + 10) % 12]} ${date.y}`)}</p>`
    : "";
  const body = `${FR_CSS}<div class="frs">${header}${objet}${items}${totals}<div class="cd">${conditions.map((c) => `<p>${e(c)}</p>`).join("")}</div>${bank}${mentions}</div>`;
  // Two rates without a tax total: the total tax is their sum (a reader returning one rate's tax is wrong).
  return invoiceDoc(
    name,
    "fresh-fr-sme",
    { body, title: `${title} ${number}`, theme: rng.pick(["invoice", "minimal", "default"] as const), font: rng.pick(FONTS), paper: { format: "A4" } },
    {
      source: { language: "fr", credit_note: avoir, prepaid: acompte / 100, line_discount_pct: lines.map((l) => l.discountPct) },
      data: {
        vendor: vendorName,
        invoice_number: number,
        invoice_date: isoOf(date),
        due_date: due ? isoOf(due) : null,
        currency: "EUR",
        subtotal: micro ? null : (s * sum.net) / 100,
        tax: micro ? null : (s * sum.tax) / 100,
        total: (s * sum.gross) / 100,
        line_items: lines.map((l) => truthLine(l, s)),
      },
      ...(taxTotalPrinted ? {} : { notes: ["two rates without a tax total: tax is their sum"] }),
    },
    [vendorName, number, day(date), ...(due ? [day(due)] : []), money(s * sum.gross), ...lines.flatMap((l) => [l.description, money(s * l.amountCents)])],
  );
}

const FR_CSS = `<style>
.frs { font-size: 9pt; line-height: 1.35; }
.frs p { margin: 0.1em 0; }
.frs .row { display: flex; justify-content: space-between; gap: 20px; margin-bottom: 10px; }
.frs .r { text-align: right; }
.frs .lh .nm { font-size: 14pt; font-weight: 700; letter-spacing: 0.5px; }
.frs .tt { font-size: 16pt; font-weight: 700; margin: 4px 0 6px; }
.frs .cl { border: 1px solid #aaa; padding: 6px 10px; min-width: 40%; }
.frs .lbl { font-size: 7.5pt; color: #666; text-transform: uppercase; }
.frs .b { font-weight: 700; }
.frs table.rf td { padding: 0 0 0 10px; text-align: left; }
.frs table.rf td.k { color: #555; }
.frs table.bx { border-collapse: collapse; margin: 6px 0; }
.frs table.bx th, .frs table.bx td { border: 1px solid #999; padding: 2px 6px; font-size: 8pt; }
.frs table.bx td, .frs table.rf td { white-space: nowrap; }
.frs table.bx th { background: #eee; font-weight: 400; }
.frs table.it { width: 100%; border-collapse: collapse; margin: 12px 0; }
.frs table.it th { background: #2f4f6f; color: #fff; padding: 3px 5px; text-align: left; }
.frs table.it td { border-bottom: 1px solid #ddd; padding: 3px 5px; }
.frs .n,
.frs .num { text-align: right; white-space: nowrap; }
.frs table.tot { margin-left: auto; border-collapse: collapse; min-width: 42%; }
.frs table.tot td { padding: 2px 6px; }
.frs table.tot tr.b td { font-weight: 700; background: #f0f0f0; }
.frs .cd { margin-top: 14px; font-size: 8pt; }
.frs .bk { margin-top: 8px; font-size: 8pt; }
.frs .ft { margin-top: 20px; border-top: 1px solid #999; padding-top: 3px; font-size: 7pt; color: #555; text-align: center; }
.frs .ob { margin: 6px 0; }
</style>`;

// ---------------------------------------------------------------------------------------------
// German accounting-software exports.

const DE_GOODS: ReadonlyArray<readonly [string, string, number, number, number]> = [
  ["Wartungsvertrag Heizungsanlage", "Pauschal", 18000, 60000, 19],
  ["Arbeitszeit Monteur", "Std.", 5500, 9500, 19],
  ["Anfahrtspauschale", "Pauschal", 3500, 8000, 19],
  ["Fachbuch Steuerrecht 2024", "Stk.", 3900, 12900, 7],
  ["Druck Broschüre A5, 16 Seiten", "Stk.", 90, 450, 19],
  ["Catering Mittagsbuffet", "Pers.", 1800, 3900, 7],
  ["Softwarelizenz Warenwirtschaft", "Lizenz", 24000, 90000, 19],
  ["Grafikdesign Flyer", "Std.", 6500, 11000, 19],
  ["Lebensmittel Großhandel Sortiment", "Kiste", 2500, 9000, 7],
  ["Webhosting Business", "Monat", 1490, 4990, 19],
  ["Seminarunterlagen", "Satz", 1500, 4500, 7],
  ["Reinigung Büroflächen", "m²", 150, 420, 19],
];

export function makeGermanExportInvoice(rng: Rng, name: string): SynthDoc {
  const [seller, buyer] = parties(rng, rng.pick(["DE", "DE", "DE", "AT"] as const), ["DE", "DE", "AT", "CH"]);
  const marks: Marks = { group: ".", decimal: "," };
  const codeMark = rng.chance(0.25);
  const money = (cents: number) => `${cents < 0 ? "-" : ""}${codeMark ? "EUR " : ""}${amount(cents, marks)}${codeMark ? "" : " €"}`;
  const bare = (cents: number) => `${cents < 0 ? "-" : ""}${amount(cents, marks)}`;
  const dstyle = rng.int(0, 2);
  const day = (d: Day) =>
    dstyle === 0 ? `${pad(d.d)}.${pad(d.m)}.${d.y}` : dstyle === 1 ? `${d.d}. ${MONTHS_DE[d.m - 1]} ${d.y}` : `${pad(d.d)}.${pad(d.m)}.${String(d.y).slice(2)}`;
  const date = someDay(rng);
  const gutschrift = rng.chance(0.15);
  const year = date.y;
  const number = gutschrift
    ? rng.pick([`GS-${year}-${rng.int(100, 999)}`, `GS${rng.int(10000, 99999)}`])
    : rng.pick([
        `RE-${year}-${String(rng.int(1, 9999)).padStart(4, "0")}`,
        `RE${rng.int(10000, 99999)}`,
        `${year}-${rng.int(1000, 9999)}`,
        `R${String(year).slice(2)}${rng.int(1000, 9999)}`,
      ]);
  const customerNo = rng.pick([String(rng.int(10000, 69999)), `KD-${rng.int(1000, 9999)}`, `K${rng.int(100000, 999999)}`]);
  const orderNo = rng.pick([`AB-${year}-${rng.int(100, 999)}`, `A${rng.int(10000, 99999)}`, String(rng.int(200000, 299999))]);
  const periodStart = { y: date.m === 1 ? date.y - 1 : date.y, m: date.m === 1 ? 12 : date.m - 1, d: 1 };
  const periodEnd = addDays({ y: date.y, m: date.m, d: 1 }, -1);
  const withPeriod = rng.chance(0.6);
  const deliveryDay = !withPeriod && rng.chance(0.6) ? shifted(rng, date, -20, -1) : null;

  const nLines = rng.int(2, 7);
  const pool = rng.shuffle(DE_GOODS);
  const withDiscount = rng.chance(0.45);
  const lines: Line[] = Array.from({ length: nLines }, (_, i) => {
    const [description, unit, lo, hi, rate] = pool[i % pool.length]!;
    const qty = unit === "Pauschal" ? 1 : rng.int(1, 40);
    const unitCents = rng.int(lo, hi);
    const discountPct = withDiscount && rng.chance(0.5) ? rng.pick([3, 5, 10, 20]) : 0;
    return { description, detail: unit, qty, unitCents, discountPct, rate, amountCents: Math.round((qty * unitCents * (100 - discountPct)) / 100) };
  });
  const sum = taxSummary(lines);
  const s = gutschrift ? -1 : 1;
  const dueMode = gutschrift ? "none" : rng.pick(["sentence", "sentence", "terms", "ziel"] as const);
  const due = dueMode === "sentence" || dueMode === "ziel" ? shifted(rng, date, 10, 30) : null;
  const skonto = !gutschrift && rng.chance(0.4);
  const skontoDay = skonto ? shifted(rng, date, 5, 9) : null;

  // Sender line above the window, buyer address in the window, info block right.
  const senderLine = `<div class="sl">${e([seller.name, seller.street, seller.cityLine].join(rng.pick([" · ", " - ", " | "])))}</div>`;
  const addr = `<div class="ad"><div>${e(buyer.name)}</div>${rng.chance(0.5) ? `<div>${e(rng.pick(["z. Hd. Frau", "z. Hd. Herrn", "Buchhaltung"]))}${rng.chance(0.5) ? " Keller" : ""}</div>` : ""}<div>${e(buyer.street)}</div><div>${e(buyer.cityLine)}</div></div>`;
  const numLabel = gutschrift ? "Gutschriftsnummer" : rng.pick(["Rechnungsnummer", "Rechnungsnr.", "Rechnung Nr.", "Beleg-Nr."]);
  const info: Array<[string, string]> = [
    [numLabel, number],
    [rng.pick(["Kundennummer", "Kundennr.", "Kunden-Nr."]), customerNo],
    [rng.pick(["Auftragsnummer", "Auftragsnr.", "Ihre Bestellung"]), orderNo],
    [rng.pick(["Rechnungsdatum", "Datum", "Belegdatum"]), day(date)],
  ];
  if (deliveryDay) info.push([rng.pick(["Lieferdatum", "Leistungsdatum"]), day(deliveryDay)]);
  if (rng.chance(0.5)) info.push(["Ihr Ansprechpartner", rng.pick(["Jonas Brandt", "Sophie Keller", "Martin Novak"])]);
  const sideBySide = rng.chance(0.45);
  // Some exports run the references together on one line under the heading.
  const oneLine = !sideBySide && rng.chance(0.3);
  const infoHtml = oneLine
    ? `<p class="ol">${e(info.map(([k, v]) => `${k} ${v}`).join(rng.pick([" · ", " | ", "   "])))}</p>`
    : sideBySide
      ? `<table class="sb"><tr>${info
          .slice(0, 4)
          .map(([k]) => `<th>${e(k)}</th>`)
          .join("")}</tr><tr>${info
          .slice(0, 4)
          .map(([, v]) => `<td>${e(v)}</td>`)
          .join("")}</tr></table>`
      : `<table class="ib">${(rng.chance(0.4) ? [info[1]!, info[2]!, info[0]!, ...info.slice(3)] : info)
          .map(([k, v]) => `<tr><td class="k">${e(k)}${rng.pick(["", ":"])}</td><td class="v">${e(v)}</td></tr>`)
          .join("")}</table>`;
  const seller2 = `<div class="lh"><div class="nm">${e(seller.name)}</div><div>${e(seller.street)}</div><div>${e(seller.cityLine)}</div><div>${e(`Tel. ${seller.phone}`)}</div></div>`;
  const title = gutschrift ? "Gutschrift" : rng.pick(["Rechnung", "RECHNUNG", `Rechnung ${number}`, `Rechnung Nr. ${number}`]);
  const period = withPeriod
    ? `<p>${e(`${rng.pick(["Leistungszeitraum", "Abrechnungszeitraum", "Leistungszeitraum:"])} ${day(periodStart)} – ${day(periodEnd)}`)}</p>`
    : "";
  const greeting = `<p>${e(rng.pick(["Sehr geehrte Damen und Herren,", "Guten Tag,", "Sehr geehrte Kundin, sehr geehrter Kunde,"]))}</p><p>${e(
    gutschrift
      ? "wir schreiben Ihnen folgende Positionen gut:"
      : rng.pick(["vielen Dank für Ihren Auftrag. Wir berechnen Ihnen wie folgt:", "wir erlauben uns, Ihnen folgende Leistungen in Rechnung zu stellen:"]),
  )}</p>`;

  type Col = "pos" | "desc" | "qty" | "unit" | "ep" | "rab" | "ust" | "gp";
  const cols: Col[] = [
    "pos",
    "desc",
    ...(rng.chance(0.5) ? (["qty", "unit"] as Col[]) : (["qty"] as Col[])),
    "ep",
    ...(withDiscount ? (["rab"] as Col[]) : []),
    ...(rng.chance(0.6) ? (["ust"] as Col[]) : []),
    "gp",
  ];
  const showUnitInQty = !cols.includes("unit");
  const head: Record<Col, string> = {
    pos: "Pos.",
    desc: rng.pick(["Bezeichnung", "Beschreibung", "Artikel / Leistung"]),
    qty: "Menge",
    unit: "Einheit",
    ep: rng.pick(["Einzelpreis", "E-Preis", "Preis/Einh."]),
    rab: rng.pick(["Rabatt", "Rab. %"]),
    ust: rng.pick(["USt.", "MwSt.", "USt.-Satz"]),
    gp: rng.pick(["Gesamtpreis", "Gesamt", "Betrag"]),
  };
  const cell = (l: Line, i: number, c: Col) =>
    ({
      pos: String(i + 1),
      desc: l.description,
      qty: showUnitInQty ? `${l.qty} ${l.detail}` : String(l.qty),
      unit: l.detail!,
      ep: codeMark ? bare(s * l.unitCents) : money(s * l.unitCents),
      rab: l.discountPct ? `${l.discountPct} %` : "",
      ust: `${l.rate} %`,
      gp: codeMark ? bare(s * l.amountCents) : money(s * l.amountCents),
    })[c];
  const items = `<table class="it"><thead><tr>${cols.map((c) => `<th class="${c === "desc" ? "" : "n"}">${e(head[c])}</th>`).join("")}</tr></thead><tbody>${lines
    .map((l, i) => `<tr>${cols.map((c) => `<td class="${c === "desc" ? "" : "n"}">${e(cell(l, i, c))}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  const ladder: Array<[string, string, boolean?]> = [[rng.pick(["Gesamtbetrag netto", "Summe netto", "Nettobetrag", "Zwischensumme"]), money(s * sum.net)]];
  for (const t of sum.taxes)
    ladder.push([rng.pick([`zzgl. Umsatzsteuer ${t.rate} %`, `USt. ${t.rate} % auf ${bare(s * t.base)}`, `zzgl. ${t.rate} % MwSt.`]), money(s * t.tax)]);
  const taxTotalPrinted = sum.taxes.length === 1 || rng.chance(0.5);
  if (sum.taxes.length > 1 && taxTotalPrinted) ladder.push([rng.pick(["Summe Umsatzsteuer", "USt. gesamt"]), money(s * sum.tax)]);
  ladder.push([
    gutschrift ? "Gutschriftsbetrag" : rng.pick(["Gesamtbetrag brutto", "Rechnungsbetrag", "Gesamtbetrag", "Zu zahlen"]),
    money(s * sum.gross),
    true,
  ]);
  const totals = totalsLadder(ladder);

  const pay: string[] = [];
  if (dueMode === "sentence")
    pay.push(
      rng.pick([
        `Bitte überweisen Sie ${money(sum.gross)} bis zum ${day(due!)} auf das unten genannte Konto.`,
        `Bitte überweisen Sie den Rechnungsbetrag bis zum ${day(due!)} unter Angabe der Rechnungsnummer.`,
        `Zahlbar ohne Abzug bis ${day(due!)}.`,
      ]),
    );
  if (dueMode === "ziel") pay.push(`${rng.pick(["Zahlungsziel", "Fällig am", "Fälligkeit"])}: ${day(due!)}`);
  if (dueMode === "terms") pay.push(`Zahlbar innerhalb von ${rng.pick([7, 14, 30])} Tagen ohne Abzug.`);
  if (skonto) {
    const pct = rng.pick([2, 3]);
    pay.push(`Bei Zahlung bis zum ${day(skontoDay!)} gewähren wir ${pct} % Skonto (${money(Math.round((sum.gross * pct) / 100))}).`);
  }
  if (gutschrift) pay.push("Der Betrag wird Ihrem Kundenkonto gutgeschrieben.");
  if (!withPeriod && !deliveryDay) pay.push("Leistungsdatum entspricht dem Rechnungsdatum.");
  pay.push(rng.pick(["Vielen Dank für Ihren Auftrag!", "Mit freundlichen Grüßen", "Wir danken für Ihr Vertrauen."]));

  const hrb = `HRB ${rng.int(1000, 99999)}`;
  const foot = `<table class="ft"><tr><td>${e(seller.name)}<br/>${e(seller.street)}<br/>${e(seller.cityLine)}</td><td>${e(
    `Geschäftsführer: ${rng.pick(["Anna Brandt", "Daniel Keller", "Tom Hughes"])}`,
  )}<br/>${e(`Amtsgericht ${seller.city} ${hrb}`)}<br/>${e(`USt-IdNr. ${seller.vatId}`)}</td><td>${e(rng.pick(["Sparkasse", "Volksbank", "Commerzbank"]))}<br/>${e(
    `IBAN ${seller.iban}`,
  )}<br/>${e(`BIC ${rng.pick(["COBADEFFXXX", "GENODEF1S10", "BYLADEM1001"])}`)}</td><td>${e(`Steuernr. ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`)}</td></tr></table>`;
  const top = rng.chance(0.5)
    ? `<div class="row"><div>${senderLine}${addr}</div><div class="r">${seller2}</div></div>`
    : `<div class="row"><div class="r0">${seller2}</div></div><div class="row"><div>${senderLine}${addr}</div></div>`;
  const infoPlace = sideBySide || oneLine ? `<h1>${e(title)}</h1>${infoHtml}` : `<div class="row"><h1>${e(title)}</h1>${infoHtml}</div>`;
  const body = `${DE_CSS}<div class="dex">${top}${infoPlace}${period}${greeting}${items}${totals}<div class="py">${pay.map((p) => `<p>${e(p)}</p>`).join("")}</div>${foot}</div>`;
  return invoiceDoc(
    name,
    "fresh-de-export",
    {
      body,
      title: `${gutschrift ? "Gutschrift" : "Rechnung"} ${number}`,
      theme: rng.pick(["invoice", "minimal", "default"] as const),
      font: rng.pick(FONTS),
      paper: { format: "A4" },
    },
    {
      source: { language: "de", credit_note: gutschrift, line_discount_pct: lines.map((l) => l.discountPct) },
      data: {
        vendor: seller.name,
        invoice_number: number,
        invoice_date: isoOf(date),
        due_date: due ? isoOf(due) : null,
        currency: "EUR",
        subtotal: (s * sum.net) / 100,
        tax: (s * sum.tax) / 100,
        total: (s * sum.gross) / 100,
        line_items: lines.map((l) => truthLine(l, s)),
      },
      ...(taxTotalPrinted ? {} : { notes: ["two rates without a tax total: tax is their sum"] }),
    },
    [seller.name, number, day(date), ...(due ? [day(due)] : []), money(s * sum.gross), ...lines.map((l) => l.description)],
  );
}

const DE_CSS = `<style>
.dex { font-size: 9pt; line-height: 1.35; }
.dex p { margin: 0.15em 0; }
.dex h1 { font-size: 15pt; margin: 14px 0 6px; }
.dex .row { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; }
.dex .r { text-align: right; }
.dex .sl { font-size: 6.5pt; text-decoration: underline; color: #444; margin-top: 30px; }
.dex .ad { margin: 4px 0 10px; min-height: 60px; }
.dex .lh .nm { font-size: 13pt; font-weight: 700; }
.dex table.ib td { padding: 0 0 0 10px; }
.dex table.ib td.v { text-align: right; }
.dex table.sb { width: 100%; border-collapse: collapse; margin: 4px 0 10px; }
.dex table.sb th { font-size: 7.5pt; font-weight: 400; color: #555; text-align: left; border-bottom: 1px solid #ccc; }
.dex table.it { width: 100%; border-collapse: collapse; margin: 10px 0; }
.dex table.it th { border-bottom: 1.5px solid #000; text-align: left; padding: 2px 4px; }
.dex table.it td { padding: 2px 4px; border-bottom: 0.5px solid #ddd; }
.dex .n,
.dex .num { text-align: right; white-space: nowrap; }
.dex table.tot { margin-left: auto; border-collapse: collapse; min-width: 45%; }
.dex table.tot td { padding: 1px 4px; }
.dex table.tot tr.b td { font-weight: 700; border-top: 1px solid #000; border-bottom: 3px double #000; }
.dex .py { margin-top: 12px; }
.dex p.ol { margin: 6px 0 10px; }
.dex table.ft { width: 100%; margin-top: 24px; border-top: 1px solid #999; font-size: 6.5pt; color: #555; }
.dex table.ft td { vertical-align: top; padding: 2px 4px; }
</style>`;

// ---------------------------------------------------------------------------------------------
// English billing-platform invoices.

const PLANS = ["Starter", "Team", "Pro", "Business", "Growth", "Scale", "Enterprise"];
const ADDONS: ReadonlyArray<readonly [string, number, number]> = [
  ["Additional seats", 800, 2500],
  ["Extra storage (100 GB)", 500, 2000],
  ["API requests (per 10k)", 100, 600],
  ["Priority support add-on", 4900, 19900],
  ["SMS credits", 2, 9],
  ["Custom domain", 1000, 3000],
];

export function makeBillingPlatformInvoice(rng: Rng, name: string): SynthDoc {
  const region = rng.pick(["US", "UK", "IE", "DE", "NL"] as const);
  const [seller, buyer] = parties(rng, region, ["US", "UK", "DE", "FR", "NL", "IE"]);
  const currency = region === "US" ? "USD" : region === "UK" ? "GBP" : rng.pick(["EUR", "EUR", "USD"]);
  const symbol = { USD: "$", GBP: "£", EUR: "€" }[currency]!;
  const marks: Marks = { group: ",", decimal: "." };
  const neg = rng.pick(["-", "\u2212", "()"] as const);
  const money = (cents: number) => {
    const n = `${symbol}${amount(cents, marks)}`;
    if (cents >= 0) return n;
    return neg === "()" ? `(${n})` : `${neg}${n}`;
  };
  const dstyle = rng.int(0, 2);
  const mon = (m: number) => MONTHS_EN[m - 1]!.slice(0, 3);
  const day = (d: Day) =>
    dstyle === 0 ? `${MONTHS_EN[d.m - 1]} ${d.d}, ${d.y}` : dstyle === 1 ? `${d.d} ${MONTHS_EN[d.m - 1]} ${d.y}` : `${mon(d.m)} ${d.d}, ${d.y}`;
  const shortDay = (d: Day) => (dstyle === 1 ? `${d.d} ${mon(d.m)}` : `${mon(d.m)} ${d.d}`);
  const date = someDay(rng);
  const paidCase = rng.pick(["paid", "due", "due"] as const);
  const due = paidCase === "due" || rng.chance(0.5) ? shifted(rng, date, 7, 30) : null;
  const hex = () => Array.from({ length: 8 }, () => "0123456789ABCDEF"[rng.int(0, 15)]).join("");
  const number = rng.pick([
    `${hex()}-${String(rng.int(1, 40)).padStart(4, "0")}`,
    `INV-${rng.int(100000, 999999)}`,
    `${date.y}${pad(date.m)}-${rng.int(1000, 9999)}`,
  ]);
  const receiptNo = `${rng.int(1000, 2999)}-${rng.int(1000, 9999)}`;
  const orderId = rng.pick([`ord_${hex().toLowerCase()}${rng.int(10, 99)}`, `#${rng.int(1000000, 9999999)}`, `SO-${rng.int(10000, 99999)}`]);
  const customerId = rng.pick([`cus_${hex()}${hex().slice(0, 4)}`, `C-${rng.int(10000, 99999)}`]);

  // Lines: the plan for the period, maybe proration (a credit for unused time, a charge for the remaining time), add-ons.
  const plan = rng.pick(PLANS);
  const upgrade = rng.pick(PLANS.filter((p) => p !== plan));
  const seats = rng.chance(0.5) ? 1 : rng.int(2, 25);
  const planUnit = rng.pick([900, 1200, 1500, 2900, 4900, 9900, 19900]);
  const periodEnd = addDays({ ...date, d: 1 }, 30);
  const lines: Line[] = [
    {
      description: `${plan} plan`,
      detail: `${shortDay(date)} – ${shortDay(periodEnd)}, ${periodEnd.y}`,
      qty: seats,
      unitCents: planUnit,
      discountPct: 0,
      rate: 0,
      amountCents: seats * planUnit,
    },
  ];
  const proration = rng.chance(0.45);
  const changeDay = shifted(rng, date, -20, -5);
  if (proration) {
    const unused = Math.round(seats * planUnit * rng.int(20, 80)) / 100;
    const upUnit = Math.round(planUnit * rng.pick([1.5, 2, 3]));
    const remain = Math.round(seats * upUnit * rng.int(20, 80)) / 100;
    const u = Math.round(unused);
    const r = Math.round(remain);
    lines.push({
      description: `Unused time on ${plan} after ${day(changeDay)}`,
      qty: seats,
      unitCents: -Math.round(u / seats),
      discountPct: 0,
      rate: 0,
      amountCents: -Math.round(u / seats) * seats,
    });
    lines.push({
      description: `Remaining time on ${upgrade} after ${day(changeDay)}`,
      qty: seats,
      unitCents: Math.round(r / seats),
      discountPct: 0,
      rate: 0,
      amountCents: Math.round(r / seats) * seats,
    });
  }
  for (const [description, lo, hi] of rng.shuffle(ADDONS).slice(0, rng.int(0, 2))) {
    const qty = description.startsWith("SMS") ? rng.int(100, 2000) : rng.int(1, 10);
    const unitCents = rng.int(lo, hi);
    lines.push({ description, qty, unitCents, discountPct: 0, rate: 0, amountCents: qty * unitCents });
  }
  const gross0 = lines.reduce((t, l) => t + l.amountCents, 0);
  const discount = rng.chance(0.3) ? Math.round(gross0 * rng.pick([0.1, 0.2, 0.25])) : 0;
  const net = gross0 - discount;
  const reverse = region !== "US" && buyer.country !== seller.country && buyer.country !== "US" && rng.chance(0.6);
  const taxRate = region === "US" ? rng.pick([0, 6, 7.25, 8.875]) : reverse ? 0 : region === "UK" ? 20 : region === "IE" ? 23 : region === "DE" ? 19 : 21;
  const taxCents = Math.round((net * taxRate) / 100);
  const total = net + taxCents;
  const paid = paidCase === "paid" ? total : rng.chance(0.25) ? Math.round(total * 0.5) : 0;
  const amountDue = total - paid;
  const taxName = region === "US" ? "Sales tax" : "VAT";

  const sellerBlock = `<div><div class="b">${e(seller.name)}</div><div>${e(seller.street)}</div><div>${e(seller.cityLine)}</div><div>${e(seller.email)}</div>${
    region !== "US" ? `<div>${e(`${rng.pick(["VAT", "VAT No.", "VAT ID"])} ${seller.vatId}`)}</div>` : ""
  }</div>`;
  const buyerBlock = `<div><div class="lbl">${e(rng.pick(["Bill to", "Billed to", "Customer"]))}</div><div>${e(buyer.name)}</div><div>${e(buyer.street)}</div><div>${e(
    buyer.cityLine,
  )}</div>${buyer.country !== "US" ? `<div>${e(`${rng.pick(["EU VAT", "VAT number", "Tax ID"])} ${buyer.vatId}`)}</div>` : ""}</div>`;
  const shipBlock = rng.chance(0.3)
    ? `<div><div class="lbl">Ship to</div><div>${e(buyer.name.split(" ")[0]!)} ${e(rng.pick(["Operations", "IT Department", "Finance"]))}</div><div>${e(buyer.cityLine)}</div></div>`
    : "";
  const refs: Array<[string, string]> = [[rng.pick(["Invoice number", "Invoice #", "Invoice no."]), number]];
  if (rng.chance(0.5)) refs.push(["Receipt number", receiptNo]);
  refs.push([rng.pick(["Date of issue", "Invoice date", "Issued"]), day(date)]);
  if (due) refs.push([rng.pick(["Date due", "Due date", "Payment due"]), day(due)]);
  if (rng.chance(0.6)) refs.push([rng.pick(["Order ID", "Order number"]), orderId]);
  if (rng.chance(0.5)) refs.push([rng.pick(["Customer ID", "Account ID"]), customerId]);
  if (rng.chance(0.3)) refs.push([rng.pick(["PO number", "Purchase order"]), `PO-${rng.int(1000, 99999)}`]);
  if (rng.chance(0.3)) refs.push(["Billing period", `${day(date)} – ${day(periodEnd)}`]);
  const refsHtml = `<table class="rf">${refs.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>`;
  const banner =
    amountDue > 0
      ? `<div class="bn">${e(due ? `${money(amountDue)} ${rng.pick(["due", "due by"])} ${day(due)}` : `${money(amountDue)} due`)}</div>`
      : `<div class="bn">${e(`${money(total)} paid on ${day(shifted(rng, date, 0, 3))}`)}</div>`;
  const showQty = rng.chance(0.8);
  const showTaxCol = taxRate > 0 && rng.chance(0.4);
  const rowsHtml = lines
    .map(
      (l) =>
        `<tr><td>${e(l.description)}${l.detail ? `<div class="dt">${e(l.detail)}</div>` : ""}</td>${showQty ? `<td class="n">${l.qty}</td><td class="n">${e(money(l.unitCents))}</td>` : ""}${
          showTaxCol ? `<td class="n">${e(`${taxRate}%`)}</td>` : ""
        }<td class="n">${e(money(l.amountCents))}</td></tr>`,
    )
    .join("");
  const items = `<table class="it"><thead><tr><th>Description</th>${showQty ? `<th class="n">Qty</th><th class="n">${e(rng.pick(["Unit price", "Price"]))}</th>` : ""}${
    showTaxCol ? `<th class="n">Tax</th>` : ""
  }<th class="n">Amount</th></tr></thead><tbody>${rowsHtml}</tbody></table>`;
  const ladder: Array<[string, string, boolean?]> = [["Subtotal", money(gross0)]];
  if (discount) {
    ladder.push([`${rng.pick(["SPRING", "LAUNCH", "ANNUAL"])}${rng.int(10, 30)} (${Math.round((discount * 100) / gross0)}% off)`, money(-discount)]);
    ladder.push(["Total excluding tax", money(net)]);
  }
  const taxPrinted = !(region === "US" && taxRate === 0 && rng.chance(0.5));
  // US sales tax split by jurisdiction, with no tax total: the tax is the sum of the lines.
  const split = region === "US" && taxRate > 6 && rng.chance(0.5);
  if (split) {
    const state = Math.round((net * 6) / 100);
    ladder.push([`${rng.pick(["State sales tax", "State tax"])} (6%)`, money(state)]);
    ladder.push([`${rng.pick(["County tax", "Local tax", "City tax"])} (${taxRate - 6}%)`, money(taxCents - state)]);
  } else if (taxPrinted)
    ladder.push([
      reverse
        ? `${taxName} (0% – reverse charge)`
        : taxRate === 0
          ? `${taxName} (0%)`
          : `${taxName} (${taxRate}%${rng.chance(0.5) ? ` on ${money(net)}` : ""})`,
      money(taxCents),
    ]);
  ladder.push(["Total", money(total), true]);
  if (paid || rng.chance(0.5)) ladder.push(["Amount paid", money(paid)]);
  ladder.push(["Amount due", money(amountDue), true]);
  const totals = totalsLadder(ladder);
  const notes = [
    ...(reverse
      ? [rng.pick(["Tax to be paid on reverse charge basis.", "Reverse charge: VAT to be accounted for by the recipient (Art. 196 VAT Directive)."])]
      : []),
    ...(amountDue > 0 ? [`Pay online: https://pay.${seller.email.split("@")[1]}/i/${hex().toLowerCase()}`] : []),
    `Questions? Contact ${seller.email}.`,
  ];
  const receipt =
    paid > 0 && rng.chance(0.7)
      ? `<div class="pb"><h1>Receipt</h1><table class="rf"><tr><td class="k">Receipt number</td><td>${e(receiptNo)}</td></tr><tr><td class="k">Invoice number</td><td>${e(number)}</td></tr><tr><td class="k">Date paid</td><td>${e(
          day(shifted(rng, date, 1, 6)),
        )}</td></tr><tr><td class="k">Payment method</td><td>${e(`${rng.pick(["Visa", "Mastercard", "Amex"])} – ${rng.int(1000, 9999)}`)}</td></tr></table><div class="bn">${e(
          `${money(paid)} paid on ${day(shifted(rng, date, 1, 6))}`,
        )}</div><table class="tot"><tr><td>Amount paid</td><td class="n">${e(money(paid))}</td></tr></table></div>`
      : "";
  const title = rng.pick(["Invoice", "INVOICE", "Tax invoice"]);
  const top = `<div class="row"><h1>${e(title)}</h1><div class="logo">${e(seller.short.split(" ")[0]!.toUpperCase())}</div></div>${refsHtml}<div class="row">${sellerBlock}${buyerBlock}${shipBlock}</div>`;
  const body = `${EN_CSS}<div class="bpl">${top}${banner}${items}${totals}<div class="nt">${notes.map((n) => `<p>${e(n)}</p>`).join("")}</div>${receipt}</div>`;
  return invoiceDoc(
    name,
    "fresh-billing-platform",
    {
      body,
      title: `${title} ${number}`,
      theme: rng.pick(["invoice", "minimal", "default"] as const),
      font: rng.pick(FONTS),
      paper: { format: rng.pick(["A4", "Letter"] as const) },
    },
    {
      source: { language: "en", proration, reverse_charge: reverse, discount: discount / 100 },
      data: {
        vendor: seller.name,
        invoice_number: number,
        invoice_date: isoOf(date),
        due_date: due ? isoOf(due) : null,
        currency,
        subtotal: net / 100,
        tax: taxPrinted ? taxCents / 100 : null,
        total: total / 100,
        line_items: lines.map((l) => ({
          description: l.description,
          quantity: showQty ? l.qty : null,
          unit_price: showQty ? l.unitCents / 100 : null,
          amount: l.amountCents / 100,
        })),
      },
    },
    [seller.name, number, day(date), ...(due ? [day(due)] : []), money(total), ...lines.flatMap((l) => [l.description, money(l.amountCents)])],
  );
}

const EN_CSS = `<style>
.bpl { font-size: 9pt; line-height: 1.4; }
.bpl p { margin: 0.1em 0; }
.bpl h1 { font-size: 18pt; margin: 0 0 10px; }
.bpl .row { display: flex; justify-content: space-between; gap: 24px; margin: 10px 0; }
.bpl .logo { font-weight: 700; font-size: 12pt; color: #635bff; }
.bpl .b { font-weight: 700; }
.bpl .lbl { color: #666; }
.bpl table.rf td { padding: 0 16px 0 0; }
.bpl table.rf td.k { color: #666; }
.bpl .bn { font-size: 13pt; font-weight: 700; margin: 14px 0 8px; }
.bpl table.it { width: 100%; border-collapse: collapse; margin: 8px 0; }
.bpl table.it th { font-weight: 400; color: #666; border-bottom: 1px solid #ccc; text-align: left; padding: 3px 4px; }
.bpl table.it td { padding: 4px; vertical-align: top; }
.bpl .dt { color: #777; font-size: 8pt; }
.bpl .n,
.bpl .num { text-align: right; white-space: nowrap; }
.bpl table.tot { margin-left: auto; border-collapse: collapse; min-width: 50%; }
.bpl table.tot td { padding: 3px 4px; border-top: 1px solid #eee; }
.bpl table.tot tr.b td { font-weight: 700; }
.bpl .nt { margin-top: 16px; color: #555; font-size: 8pt; }
.bpl .pb { page-break-before: always; }
</style>`;

/** The three families in turn. */
export function makeFreshInvoice(rng: Rng, name: string, i: number): SynthDoc {
  return [makeFrenchSmeInvoice, makeGermanExportInvoice, makeBillingPlatformInvoice][i % 3]!(rng, name);
}
