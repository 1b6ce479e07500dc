// British VAT invoices and Australian tax invoices (written after the extractor was tuned, issue
// 14: a held-out proxy): numeric dates day first with nothing in the document to say so but the
// country ("05/03/2024"), "Date/Tax point" as one label or a tax point beside the invoice date,
// VAT registration and company numbers, account and order references; Australian invoices with an
// ABN, "$" amounts, and GST either added to a subtotal or included in prices ("Total includes GST
// of $12.34", no subtotal printed). Decoys: the tax point, the customer's account number, the
// registration numbers, "Amount paid" and "Balance due" on part-paid invoices.
import { addDays, escapeHtml as e, formatScaled, isoOf, type Day } from "./formats";
import { percentOf } from "./invoice";
import { invoiceDoc, ledgerCss, referenceTable, totalsLadder } from "./invoice-doc";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Country = "GB" | "AU";

const STEMS = [
  "Ashcombe",
  "Barrowdale",
  "Coldharbour",
  "Dunmore",
  "Elmstead",
  "Fernhill",
  "Glenrowan",
  "Harcourt",
  "Kirkwood",
  "Larchmont",
  "Marlow",
  "Whitcombe",
];
const TRADES = ["Consulting", "Supplies", "Engineering", "Digital", "Logistics", "Print"];
const FORMS: Record<Country, readonly string[]> = { GB: ["Ltd", "Limited", "LLP", "plc"], AU: ["Pty Ltd", "Pty. Ltd.", "Pty Limited"] };
const PLACES: Record<Country, readonly string[]> = {
  GB: ["Leeds LS1 4DY", "Bristol BS1 5TR", "Manchester M1 2HF", "Edinburgh EH2 4AD", "Cardiff CF10 1EP"],
  AU: ["Sydney NSW 2000", "Melbourne VIC 3000", "Brisbane QLD 4000", "Perth WA 6000", "Adelaide SA 5000"],
};
const STREETS = ["High Street", "Station Road", "Mill Lane", "King Street", "Church Road", "George Street"];
const GOODS = [
  "Consultancy (days)",
  "Website maintenance",
  "Printed brochures",
  "Delivery charge",
  "Laptop stand",
  "Training session",
  "Annual support plan",
  "Design work (hours)",
  "Office chairs",
];

interface Party {
  name: string;
  street: string;
  place: string;
}

function party(rng: Rng, country: Country, avoid?: string): Party {
  for (;;) {
    const name = `${rng.pick(STEMS)} ${rng.pick(TRADES)} ${rng.pick(FORMS[country])}`;
    // The scorer matches vendor names by their words: the customer shares no stem with the seller.
    if (avoid && avoid.split(" ")[0] === name.split(" ")[0]) continue;
    return { name, street: `${rng.int(1, 180)} ${rng.pick(STREETS)}`, place: rng.pick(PLACES[country]) };
  }
}

export function makeUkAuInvoice(rng: Rng, name: string): SynthDoc {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const country: Country = rng.chance(0.55) ? "GB" : "AU";
  const currency = country === "GB" ? "GBP" : "AUD";
  const seller = party(rng, country);
  const buyer = party(rng, country, seller.name);
  // Day 1–12 half the time: a date whose day and month could swap.
  const date: Day = { y: rng.int(2019, 2026), m: rng.int(1, 12), d: rng.chance(0.5) ? rng.int(1, 12) : rng.int(13, 28) };
  const day = (d: Day) => `${String(d.d).padStart(2, "0")}/${String(d.m).padStart(2, "0")}/${d.y}`;
  const dueDays = pick([7, 14, 30, 30]);
  const dueAsDate = rng.chance(0.6);
  const due = dueAsDate ? addDays(date, dueDays) : null;
  const num = (cents: number) => formatScaled(cents, 2, "comma-dot");
  const mark = country === "GB" ? "£" : "$";
  const money = (cents: number) => `${cents < 0 ? "-" : ""}${mark}${num(Math.abs(cents))}`;
  const rate = country === "GB" ? 20 : 10;
  // Australian prices often include GST: the total says how much of it is tax, and no subtotal is printed.
  const inclusive = country === "AU" && rng.chance(0.4);

  const count = rng.int(1, 6);
  const goods = rng.shuffle(GOODS);
  const lines = Array.from({ length: count }, (_, i) => {
    const qty = rng.chance(0.5) ? 1 : rng.int(2, 12);
    const unitCents = rng.int(4, 2000) * 50;
    return { description: goods[i % goods.length]!, qty, unitCents, amountCents: qty * unitCents };
  });
  const linesSum = lines.reduce((s, l) => s + l.amountCents, 0);
  // Inclusive prices carry the tax inside them: GST = total / 11.
  const taxCents = inclusive ? Math.round(linesSum / 11) : percentOf(linesSum, rate);
  const total = inclusive ? linesSum : linesSum + taxCents;
  const subtotal = inclusive ? null : linesSum;
  const paidCents = rng.chance(0.2) ? Math.round(total / 200) * 100 : 0;

  const number = pick([
    () => `INV-${rng.int(1000, 99999)}`,
    () => String(rng.int(10000, 999999)),
    () => `${seller.name.slice(0, 3).toUpperCase()}${rng.int(100, 9999)}`,
  ])();
  const refs: Array<[string, string]> = [[pick(["Invoice No.", "Invoice Number", "Invoice #"]), number]];
  if (country === "GB" && rng.chance(0.5)) refs.push(["Date/Tax point", day(date)]);
  else {
    refs.push([pick(["Invoice Date", "Date", "Issue Date"]), day(date)]);
    if (country === "GB" && rng.chance(0.4)) refs.push(["Tax point", day(addDays(date, -rng.int(1, 20)))]);
  }
  if (due) refs.push([pick(["Due Date", "Payment Due", "Due"]), day(due)]);
  if (rng.chance(0.6)) refs.push([pick(["Account No.", "Customer No.", "Account"]), String(rng.int(1000, 99999))]);
  if (rng.chance(0.4)) refs.push([pick(["Your Ref", "PO Number", "Order No."]), `PO${rng.int(1000, 99999)}`]);
  const refsHtml = referenceTable(refs);

  const head = ["Description", "Qty", inclusive ? "Unit price (inc. GST)" : "Unit price", inclusive ? "Amount (inc. GST)" : "Amount"];
  const rows = lines.map((l) => [l.description, String(l.qty), num(l.unitCents), num(l.amountCents)]);
  const items = `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${i ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td class="${i ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  const taxName = country === "GB" ? `VAT @ ${rate}%` : `GST ${rate}%`;
  const ladder: Array<[string, string, boolean?]> = [];
  if (subtotal !== null) ladder.push([pick(country === "GB" ? ["Net", "Total Net", "Subtotal"] : ["Subtotal", "Total ex GST"]), money(subtotal)]);
  if (!inclusive) ladder.push([taxName, money(taxCents)]);
  ladder.push([
    pick(
      country === "GB"
        ? ["Invoice Total", "Total", `Total ${currency}`]
        : inclusive
          ? ["Total (inc. GST)", `Total ${currency}`]
          : ["Total", `Total ${currency}`],
    ),
    money(total),
    !paidCents,
  ]);
  if (paidCents) ladder.push(["Amount paid", money(-paidCents)], [pick(["Balance due", "Amount due"]), money(total - paidCents), true]);
  const totals = totalsLadder(ladder);
  const gstNote = inclusive ? `<p>${e(`Total includes GST of ${money(taxCents)}`)}</p>` : "";

  const ids =
    country === "GB"
      ? [
          `VAT Reg. No. GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
          `Registered in England and Wales No. ${String(rng.int(1000000, 9999999)).padStart(8, "0")}`,
        ]
      : [`ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`];
  const bank =
    country === "GB"
      ? `Sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)} · Account ${rng.int(10000000, 99999999)}`
      : `BSB ${rng.int(100, 999)}-${rng.int(100, 999)} · Account ${rng.int(100000, 9999999)}`;
  const terms = due ? "" : `<p>${e(pick([`Payment terms: ${dueDays} days`, `Please pay within ${dueDays} days of the invoice date.`]))}</p>`;
  const title = country === "GB" ? pick(["INVOICE", "VAT Invoice", "Invoice"]) : pick(["TAX INVOICE", "Tax Invoice"]);
  const letterhead = `<div class="lh"><div class="sn">${e(seller.name)}</div><div>${e(seller.street)}</div><div>${e(seller.place)}</div>${country === "AU" ? `<div>${e(ids[0]!)}</div>` : ""}</div>`;
  const buyerBlock = `<div class="buyer"><div class="k">${e(pick(["Invoice to", "Bill to", "To"]))}</div>${[buyer.name, buyer.street, buyer.place].map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
  const footer = `<div class="ft">${[...(country === "GB" ? ids : []), bank].map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
  const body = `${CSS}<div class="ua"><div class="top">${letterhead}<div class="t">${e(title)}</div></div><div class="top">${buyerBlock}${refsHtml}</div>${items}${totals}${gstNote}${terms}${footer}</div>`;

  const data = {
    vendor: seller.name,
    invoice_number: number,
    invoice_date: isoOf(date),
    due_date: due ? isoOf(due) : null,
    currency,
    subtotal: subtotal === null ? null : subtotal / 100,
    // Tax inside inclusive prices is printed only in a sentence ("Total includes GST of …"): unscored.
    ...(inclusive ? {} : { tax: taxCents / 100 }),
    total: total / 100,
    line_items: lines.map((l) => ({ description: l.description, quantity: l.qty, unit_price: l.unitCents / 100, amount: l.amountCents / 100 })),
  };
  const doc = invoiceDoc(
    name,
    "uk-au",
    {
      body,
      title: `${title} ${number}`,
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "humanist"] as const),
      paper: { format: "A4" },
    },
    { source: { language: "en", credit_note: false, country, gst_inclusive: inclusive, part_paid: paidCents / 100 }, data },
    [seller.name, number, day(date), money(total), ...rows.flatMap((r) => [r[0]!, r[3]!])],
  );
  return inclusive ? { ...doc, expected: { ...doc.expected, unknown: ["tax"], notes: ["tax: included in the prices, printed only in a sentence"] } } : doc;
}

const CSS = `<style>
.ua { font-size: 9pt; line-height: 1.35; }
.ua p { margin: 0.3em 0; }
.ua .top { display: flex; justify-content: space-between; gap: 24px; margin-bottom: 14px; }
.ua .sn { font-size: 14pt; font-weight: 700; }
.ua .t { font-size: 16pt; font-weight: 700; }
.ua .buyer { width: 70mm; }
.ua .k { color: #555; font-weight: 700; }
${ledgerCss("ua", { refsGap: 10, itemsMargin: 8, totalsWidth: 42, headRuleAbove: false })}
.ua .ft { margin-top: 22px; border-top: 1px solid #bbb; font-size: 7pt; color: #555; padding-top: 3px; }
</style>`;
