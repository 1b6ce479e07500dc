// French invoices and credit notes as Factur-X software prints them (the FNFE sample set's
// habits): "FACTURE N° X" as the heading, "Vendeur"/"Acheteur" blocks with SIRET, RCS and
// intra-community VAT numbers, the company's share capital in the letterhead (an amount decoy),
// a reference block with delivery date and buyer order (date and number decoys), the
// "Total HT / TVA 20 % / Total TTC" ladder with "Acompte" and "Net à payer" below it, an "AVOIR"
// whose amounts are printed negative or positive, and the statutory footer (late-payment penalty,
// the 40 € recovery fee, "pas d'escompte").
import { addDays, formatDate, formatMoney, formatQuantity, isoOf, escapeHtml as e, type Day } from "./formats";
import { expectedLineItems, invoiceFacts } from "./invoice";
import type { Company } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { headerTruth, invoiceDoc } from "./invoice-doc";

const siret = (rng: Rng) => `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${String(rng.int(1, 99999)).padStart(5, "0")}`;

export function makeFnfeInvoice(rng: Rng, name: string): SynthDoc {
  const f = invoiceFacts(rng, { sellerCountries: ["FR"], creditShare: 0.3 });
  const day = (d: Day) => formatDate(d, f.dateStyle, "fr");
  // Decoy dates after the 12th where the date style is ambiguous, and never the invoice's own day.
  const decoyDay = (d: Day) => {
    const shifted = f.dateStyle === "dmy-slash" && d.d <= 12 ? { ...d, d: d.d + 12 } : d;
    return isoOf(shifted) === isoOf(f.date) ? addDays(shifted, -1) : shifted;
  };
  const sign = f.credit && rng.chance(0.6) ? -1 : 1;
  const money = (cents: number, mark = true) => formatMoney(cents, f.money, { withMark: mark });
  const lineMark = f.money.everywhere;
  const rate = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)} %`;
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const title = f.credit ? pick(["AVOIR", "FACTURE D'AVOIR", "Avoir"]) : pick(["FACTURE", "Facture"]);
  const paidCents = !f.credit && rng.chance(0.35) ? Math.round(f.totalCents * pick([0.2, 0.3, 0.4])) : 0;
  const sellerSiret = siret(rng);
  const capital = `${formatQuantity(rng.pick([1000, 5000, 7500, 10000, 37000, 50000]) * 1000, f.money.numbers)} €`;
  const form = f.seller.name.split(" ").pop() ?? "SAS";

  const letterhead = `<div class="lh"><div class="nm">${e(f.seller.name)}</div><div>${e(f.seller.street)}</div><div>${e(f.seller.cityLine)}</div><div class="sm">${e(
    `${form} au capital de ${capital}`,
  )}</div></div>`;
  const heading = `<div class="hd">${e(`${title} N° ${f.number}`)}</div>`;
  const refs: Array<[string, string]> = [[pick(["Date de facture", "Date d'émission", "Date"]), day(f.date)]];
  if (f.due) refs.push([pick(["Date d'échéance", "Échéance", "À régler avant le"]), day(f.due)]);
  if (rng.chance(0.6)) refs.push([pick(["Date de livraison", "Date de prestation"]), day(decoyDay(addDays(f.date, -rng.int(1, 20))))]);
  if (rng.chance(0.6))
    refs.push([pick(["N° de commande acheteur", "Référence acheteur", "Bon de commande"]), `${pick(["BC", "PO", "CMD-", ""])}${rng.int(10000, 999999)}`]);
  if (rng.chance(0.4)) refs.push([pick(["Référence contrat", "N° de contrat"]), `CT-${f.date.y}-${rng.int(100, 999)}`]);
  if (rng.chance(0.5)) refs.push(["Devise", f.currency]);
  if (f.credit)
    refs.push(["Facture d'origine", `${pick(["F", "FA", "FAC-"])}${f.date.y}-${rng.int(100, 9999)} du ${day(decoyDay(addDays(f.date, -rng.int(10, 60))))}`]);
  const refsHtml = `<table class="refs">${refs.map(([k, v]) => `<tr><td class="k">${e(k)}${pick([" :", ""])}</td><td>${e(v)}</td></tr>`).join("")}</table>`;

  const party = (label: string, c: Company, own: boolean) =>
    `<div class="party"><div class="lbl">${e(label)}</div><div class="b">${e(c.name)}</div><div>${e(c.street)}</div><div>${e(c.cityLine)}</div>${
      own || rng.chance(0.6) ? `<div>SIRET : ${e(own ? sellerSiret : siret(rng))}</div>` : ""
    }${c.country === "FR" || own ? `<div>${e(`N° TVA intracommunautaire : ${c.vatId}`)}</div>` : `<div>${e(`TVA : ${c.vatId}`)}</div>`}</div>`;
  const parties = `<div class="two">${party(pick(["Vendeur", "Fournisseur", "Émetteur"]), f.seller, true)}${party(pick(["Acheteur", "Client", "Facturé à"]), f.buyer, false)}</div>`;

  const withRef = rng.chance(0.5);
  const head = [...(withRef ? ["Réf."] : []), "Désignation", "Qté", "Unité", "P.U. HT", "TVA", "Montant HT"];
  const rows = f.lines.map((l) => [
    ...(withRef ? [`${pick(["ART", "P", "S"])}${rng.int(100, 9999)}`] : []),
    l.description,
    formatQuantity(l.qtyThousandths, f.money.numbers),
    pick(["U", "pce", "h", "forfait", l.unit]),
    money(sign * l.unitCents, lineMark),
    rate(l.rate),
    money(sign * l.amountCents, lineMark),
  ]);
  const descIndex = withRef ? 1 : 0;
  const items = `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${i > descIndex ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td class="${i > descIndex ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  const ladder: Array<[string, string, boolean?]> = [];
  if (f.taxMode !== "none") {
    ladder.push([pick(["Total HT", "Montant total HT", "Total net HT"]), money(sign * f.subtotalCents)]);
    for (const t of f.taxes)
      ladder.push([f.taxes.length > 1 ? `TVA ${rate(t.rate)} sur ${money(sign * t.baseCents, false)}` : `TVA ${rate(t.rate)}`, money(sign * t.taxCents)]);
    if (f.taxes.length > 1) ladder.push(["Total TVA", money(sign * f.taxCents)]);
  }
  ladder.push([f.taxMode === "none" ? "Total" : pick(["Total TTC", "Montant TTC"]), money(sign * f.totalCents), true]);
  if (paidCents) ladder.push([`Acompte reçu le ${day(decoyDay(addDays(f.date, -rng.int(10, 40))))}`, money(-paidCents)]);
  if (!f.credit && (paidCents || rng.chance(0.6))) ladder.push([pick(["Net à payer", "Reste à payer"]), money(f.totalCents - paidCents), true]);
  const totals = `<table class="tot">${ladder.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>`;

  const notes = [
    ...(f.taxMode === "none" ? ["TVA non applicable, art. 293 B du CGI"] : []),
    ...(f.due ? [] : [`Conditions de paiement : ${f.dueDays} jours ${pick(["date de facture", "fin de mois", "nets"])}`]),
    "Mode de règlement : virement bancaire",
    `En cas de retard de paiement, pénalités au taux de ${pick(["3 fois le taux d'intérêt légal", "10 %"])} et indemnité forfaitaire pour frais de recouvrement de ${money(4000)}.`,
    "Pas d'escompte pour paiement anticipé.",
  ];
  const footer = `<div class="ft">${e(
    [f.seller.name, `${form} au capital de ${capital}`, `SIRET ${sellerSiret}`, f.seller.registration, `TVA ${f.seller.vatId}`, `IBAN ${f.seller.iban}`].join(
      " – ",
    ),
  )}</div>`;
  const top = rng.chance(0.5) ? letterhead + heading + parties : heading + letterhead + parties;
  const body = `${CSS}<div class="fx">${top}${refsHtml}${items}${totals}<div class="nt">${notes.map((n) => `<p>${e(n)}</p>`).join("")}</div>${footer}</div>`;

  const data = {
    ...headerTruth(f),
    subtotal: f.taxMode === "none" ? null : (sign * f.subtotalCents) / 100,
    tax: f.taxMode === "none" ? null : (sign * f.taxCents) / 100,
    total: (sign * f.totalCents) / 100,
    line_items: expectedLineItems(f.lines).map((l) => ({ ...l, unit_price: sign * l.unit_price, amount: sign * l.amount })),
  };
  return invoiceDoc(
    name,
    "fnfe-facturx",
    {
      body,
      title: `${title} ${f.number}`,
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "serif"] as const),
      paper: { format: "A4" },
    },
    { source: { language: "fr", credit_note: f.credit, prepaid: paidCents / 100 }, data },
    [
      f.seller.name,
      f.number,
      day(f.date),
      ...(f.due ? [day(f.due)] : []),
      money(sign * f.totalCents),
      ...rows.flatMap((r) => [r[descIndex]!, r[r.length - 1]!]),
    ],
  );
}

const CSS = `<style>
.fx { font-size: 9pt; line-height: 1.35; }
.fx p { margin: 0.15em 0; }
.fx .lh .nm { font-size: 15pt; font-weight: 700; }
.fx .sm, .fx .lbl { font-size: 7.5pt; color: #555; }
.fx .hd { font-size: 14pt; font-weight: 700; margin: 10px 0; text-align: right; }
.fx .two { display: flex; gap: 24px; margin: 10px 0; }
.fx .party { flex: 1; border: 1px solid #bbb; padding: 5px 8px; }
.fx .b { font-weight: 700; }
.fx table.refs td { padding: 0 12px 0 0; }
.fx table.refs td.k { color: #444; }
.fx table.items { width: 100%; border-collapse: collapse; margin: 10px 0; }
.fx table.items th { background: #eee; border: 1px solid #bbb; padding: 2px 5px; text-align: left; }
.fx table.items td { border: 1px solid #ddd; padding: 2px 5px; vertical-align: top; }
.fx .num { text-align: right; white-space: nowrap; }
.fx table.tot { margin-left: auto; border-collapse: collapse; min-width: 45%; }
.fx table.tot td { padding: 1px 6px; border-bottom: 1px solid #eee; }
.fx table.tot tr.b td { font-weight: 700; }
.fx .nt { margin-top: 12px; font-size: 8pt; }
.fx .ft { margin-top: 18px; border-top: 1px solid #bbb; font-size: 7pt; color: #555; padding-top: 3px; }
</style>`;
