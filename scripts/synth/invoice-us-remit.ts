// US and UK services invoices as accounting packages print them (written after the extractor was
// tuned, issue 14: a held-out proxy): "Bill To" / "Ship To" / "Remit To" blocks, a boxed header
// grid (invoice number beside PO number, customer ID, terms, sales rep), sales tax split into
// state, county and city lines (or UK VAT), "Payments/Credits" and "Balance Due" / "Amount Due"
// after the total, and long invoices paginated "Page 1 of 2" with the page's subtotal carried to
// the next page. Many end in a detachable payment stub that repeats the customer ID, the invoice
// number, the due date and the amount due beside a blank "Amount Enclosed". Credit memos cite
// the invoice they credit and print their amounts in parentheses or with a minus.
import { addDays, formatDate, formatMoney, formatQuantity, isoOf, escapeHtml as e, type Day } from "./formats";
import { expectedLineItems, invoiceFacts, percentOf, type InvoiceFacts } from "./invoice";
import { headerTruth, invoiceDoc, totalsLadder } from "./invoice-doc";
import { company, personName, sharesWord } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

const STATES: ReadonlyArray<readonly [string, number, number, number]> = [
  ["CA", 6, 1.25, 2],
  ["TX", 6.25, 0.5, 1.5],
  ["NY", 4, 4.5, 0.375],
  ["WA", 6.5, 1.9, 1.6],
  ["IL", 6.25, 1.75, 1.25],
  ["CO", 2.9, 1, 3.5],
];

/** The tax lines of the page: state/county/city on a US invoice, one VAT line on a UK one. */
function taxLines(rng: Rng, f: InvoiceFacts, us: boolean): Array<{ label: string; cents: number }> {
  if (f.taxMode === "none") return [];
  if (!us) return [{ label: rng.pick(["VAT @ 20%", "VAT 20%", "VAT (20%)"]), cents: percentOf(f.subtotalCents, 20) }];
  const [state, s, county, city] = rng.pick(STATES);
  const split = rng.chance(0.6);
  if (!split) return [{ label: rng.pick([`Sales Tax (${state} ${s + county}%)`, `Sales tax ${s + county}%`]), cents: percentOf(f.subtotalCents, s + county) }];
  return [
    { label: `${state} State Tax ${s}%`, cents: percentOf(f.subtotalCents, s) },
    { label: `County Tax ${county}%`, cents: percentOf(f.subtotalCents, county) },
    ...(rng.chance(0.5) ? [{ label: `City Tax ${city}%`, cents: percentOf(f.subtotalCents, city) }] : []),
  ];
}

export function makeUsRemitInvoice(rng: Rng, name: string): SynthDoc {
  const us = rng.chance(0.7);
  const base = invoiceFacts(rng, { sellerCountries: [us ? "US" : "UK"], creditShare: 0.2, ...(rng.chance(0.35) ? { lineCount: [18, 30] as const } : {}) });
  const taxes = taxLines(rng, base, us);
  const taxCents = taxes.reduce((s, t) => s + t.cents, 0);
  const f: InvoiceFacts = { ...base, taxCents, totalCents: base.subtotalCents + taxCents };
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const day = (d: Day) => formatDate(d, f.dateStyle, "en");
  const decoyDay = (d: Day) => {
    const shifted = (f.dateStyle === "dmy-slash" || f.dateStyle === "mdy-slash") && d.d <= 12 ? { ...d, d: d.d + 12 } : d;
    return isoOf(shifted) === isoOf(f.date) ? addDays(shifted, -1) : shifted;
  };
  const sign = f.credit ? -1 : 1;
  const money = (cents: number, mark = true) => formatMoney(cents, f.money, { withMark: mark });
  const lineMark = f.money.everywhere;
  const title = f.credit ? pick(["CREDIT MEMO", "Credit Memo", "CREDIT NOTE"]) : pick(["INVOICE", "Invoice", "TAX INVOICE"]);
  const customerId = `${pick(["C", "CUST-", ""])}${rng.int(10000, 99999)}`;

  // The header grid: the number among look-alike references, the date among other dates.
  const grid: Array<[string, string]> = [
    [f.credit ? pick(["Credit Memo #", "Credit No."]) : pick(["Invoice #", "Invoice No.", "Invoice Number"]), f.number],
    [pick(["Invoice Date", "Date"]), day(f.date)],
  ];
  if (rng.chance(0.7)) grid.push([pick(["Customer ID", "Account No.", "Customer #"]), customerId]);
  if (rng.chance(0.6)) grid.push([pick(["PO Number", "P.O. No.", "Customer PO"]), `${pick(["PO-", "", "4500"])}${rng.int(1000, 99999)}`]);
  if (!f.credit) grid.push(["Terms", pick([`Net ${f.dueDays}`, `Net ${f.dueDays} days`, "Due on receipt"].slice(0, f.due ? 2 : 3))]);
  if (f.due) grid.push([pick(["Due Date", "Payment Due"]), day(f.due)]);
  if (rng.chance(0.4)) grid.push([pick(["Ship Date", "Service Date"]), day(decoyDay(addDays(f.date, -rng.int(1, 15))))]);
  if (rng.chance(0.3)) grid.push([pick(["Sales Rep", "Rep"]), personName(rng)]);
  const originalNo = `${pick(["INV-", "", "I"])}${rng.int(10000, 99999)}`;
  if (f.credit) grid.push([pick(["Original Invoice", "Applies to Invoice"]), originalNo]);
  const boxed = rng.chance(0.5);
  const gridHtml = boxed
    ? `<table class="box"><tr>${grid.map(([k]) => `<th>${e(k)}</th>`).join("")}</tr><tr>${grid.map(([, v]) => `<td>${e(v)}</td>`).join("")}</tr></table>`
    : `<table class="kv">${grid.map(([k, v]) => `<tr><td class="k">${e(k)}${pick([":", ""])}</td><td>${e(v)}</td></tr>`).join("")}</table>`;

  const block = (label: string, lines: string[]) =>
    `<div class="blk"><div class="lbl">${e(label)}</div>${lines.map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
  let site = company(rng, f.buyer.country);
  while (sharesWord(site, f.seller)) site = company(rng, f.buyer.country);
  const shipSame = rng.chance(0.5);
  const remit = [f.seller.name, `${pick(["PO Box", "Dept"])} ${rng.int(100, 99999)}`, f.seller.cityLine];
  const blocks = [
    block(pick(["Bill To", "BILL TO", "Sold To"]), [f.buyer.name, ...(rng.chance(0.3) ? [`Attn: ${personName(rng)}`] : []), f.buyer.street, f.buyer.cityLine]),
    ...(rng.chance(0.6)
      ? [
          block(
            pick(["Ship To", "SHIP TO", "Service Location"]),
            shipSame ? [f.buyer.name, f.buyer.street, f.buyer.cityLine] : [site.name, site.street, site.cityLine],
          ),
        ]
      : []),
    ...(rng.chance(0.5) ? [block(pick(["Remit To", "REMIT TO", "Please remit to"]), remit)] : []),
  ];
  const letterhead = `<div class="lh"><div class="sn">${e(f.seller.name)}</div><div>${e(f.seller.street)}</div><div>${e(f.seller.cityLine)}</div><div>${e(
    [f.seller.phone, f.seller.email].join(" | "),
  )}</div>${us ? "" : `<div>${e(`VAT Reg No. ${f.seller.vatId} · Company No. ${rng.int(1000000, 9999999)}`)}</div>`}</div>`;

  const withItem = rng.chance(0.5);
  const hours = rng.chance(0.3);
  const head = [...(withItem ? ["Item"] : []), "Description", hours ? "Hours" : "Qty", "Rate", "Amount"];
  const rows = f.lines.map((l) => [
    ...(withItem ? [`${pick(["SVC", "LIC", "HW", "SUP"])}-${rng.int(100, 9999)}`] : []),
    l.description,
    formatQuantity(l.qtyThousandths, f.money.numbers),
    money(l.unitCents, lineMark),
    money(sign * l.amountCents, lineMark),
  ]);
  const descIndex = withItem ? 1 : 0;
  const table = (from: number, to: number, brought: number | null, carried: number | null) => {
    const sumRow = (label: string, cents: number) =>
      `<tr class="sum"><td colspan="${head.length - 1}">${e(label)}</td><td class="num">${e(money(sign * cents, lineMark))}</td></tr>`;
    return `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${i > descIndex ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${
      brought === null ? "" : sumRow(pick(["Balance brought forward", "Brought forward", "Subtotal from previous page"]), brought)
    }${rows
      .slice(from, to)
      .map((r) => `<tr>${r.map((c, i) => `<td class="${i > descIndex ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`)
      .join(
        "",
      )}${carried === null ? "" : sumRow(pick(["Subtotal carried forward", "Continued on next page — subtotal", "Page subtotal"]), carried)}</tbody></table>`;
  };
  const sumTo = (n: number) => f.lines.slice(0, n).reduce((s, l) => s + l.amountCents, 0);
  const paged = f.lines.length > 16;
  const cut = paged ? rng.int(12, 15) : f.lines.length;
  const pageLabel = (i: number) => pick([`Page ${i} of 2`, `Page ${i}/2`]);

  const paidCents = !f.credit && rng.chance(0.35) ? Math.round(f.totalCents * pick([0.25, 0.5])) : 0;
  const ladder: Array<[string, string, boolean?]> = [];
  if (f.taxMode !== "none") ladder.push([pick(["Subtotal", "Sub-total", "Net Total"]), money(sign * f.subtotalCents)]);
  for (const t of taxes) ladder.push([t.label, money(sign * t.cents)]);
  const taxTotalPrinted = taxes.length > 1 && rng.chance(0.5);
  if (taxTotalPrinted) ladder.push([pick(["Total Tax", "Total Sales Tax"]), money(sign * taxCents)]);
  ladder.push([f.credit ? pick(["Total Credit", "Credit Total"]) : "Total", money(sign * f.totalCents), true]);
  const amountDue = f.totalCents - paidCents;
  if (!f.credit && (paidCents || rng.chance(0.6)))
    ladder.push(
      [pick(["Payments/Credits", "Amount Paid", "Less Payments"]), money(-paidCents)],
      [pick(["Balance Due", "Amount Due", "BALANCE DUE"]), money(amountDue), true],
    );
  const totals = totalsLadder(ladder);

  const notes = [
    ...(f.credit ? [`This credit memo applies to invoice ${originalNo} dated ${day(decoyDay(addDays(f.date, -rng.int(10, 60))))}.`] : []),
    ...(rng.chance(0.5)
      ? [pick(["Thank you for your business!", "Please include the invoice number with your payment.", "Make all checks payable to the company above."])]
      : []),
    ...(!f.credit && rng.chance(0.4) ? [`A finance charge of 1.5% per month will be applied to balances over ${f.dueDays} days.`] : []),
  ];
  const stub =
    !f.credit && rng.chance(0.6)
      ? `<div class="stub"><div class="cut">${e(pick(["PLEASE DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT", "Detach and return with payment"]))}</div><table class="kv">${[
          ["Customer ID", customerId],
          ["Invoice #", f.number],
          ...(f.due ? [["Due Date", day(f.due)]] : []),
          ["Amount Due", money(amountDue)],
          ["Amount Enclosed", "________________"],
        ]
          .map(([k, v]) => `<tr><td class="k">${e(k!)}</td><td>${e(v!)}</td></tr>`)
          .join("")}</table>${block("Remit To", remit)}</div>`
      : "";

  const header = `<div class="top">${letterhead}<div class="right"><div class="title">${e(title)}</div>${gridHtml}</div></div><div class="blocks">${blocks.join("")}</div>`;
  const body = paged
    ? `${CSS}<div class="us">${header}<div class="pg">${e(pageLabel(1))}</div>${table(0, cut, null, sumTo(cut))}<div class="page-break"></div><div class="phead">${e(
        `${f.seller.name} — ${title} ${f.number}`,
      )} <span>${e(pageLabel(2))}</span></div>${table(cut, f.lines.length, sumTo(cut), null)}${totals}<div class="notes">${notes.map((n) => `<p>${e(n)}</p>`).join("")}</div>${stub}</div>`
    : `${CSS}<div class="us">${header}${table(0, f.lines.length, null, null)}${totals}<div class="notes">${notes.map((n) => `<p>${e(n)}</p>`).join("")}</div>${stub}</div>`;

  const tax = f.taxMode === "none" ? null : taxes.length === 1 || taxTotalPrinted ? (sign * taxCents) / 100 : undefined;
  const data = {
    ...headerTruth(f),
    subtotal: f.taxMode === "none" ? null : (sign * f.subtotalCents) / 100,
    ...(tax === undefined ? {} : { tax }),
    total: (sign * f.totalCents) / 100,
    line_items: expectedLineItems(f.lines).map((l) => ({ ...l, amount: sign * l.amount })),
  };
  const doc = invoiceDoc(
    name,
    "us-remit",
    {
      body,
      title: `${title} ${f.number}`,
      theme: pick(["invoice", "default", "minimal", "bold"] as const),
      font: pick([undefined, "sans", "serif", "system"] as const),
      paper: { format: us ? "Letter" : "A4" },
    },
    {
      source: { language: "en", credit_note: f.credit, paged, prepaid: paidCents / 100 },
      data,
      ...(tax === undefined ? { notes: ["tax: state, county and city lines and no printed tax total"] } : {}),
    },
    [f.seller.name, f.number, day(f.date), money(sign * f.totalCents), ...rows.flatMap((r) => [r[descIndex]!, r[r.length - 1]!])],
  );
  return tax === undefined ? { ...doc, expected: { ...doc.expected, unknown: ["tax"] } } : doc;
}

const CSS = `<style>
.us { font-size: 9pt; line-height: 1.35; }
.us p { margin: 0.2em 0; }
.us .top { display: flex; justify-content: space-between; gap: 20px; }
.us .sn { font-size: 15pt; font-weight: 700; }
.us .title { font-size: 18pt; font-weight: 700; text-align: right; letter-spacing: 1px; margin-bottom: 6px; }
.us table.box { border-collapse: collapse; }
.us table.box th, .us table.box td { border: 1px solid #999; padding: 2px 6px; font-size: 8pt; text-align: left; white-space: nowrap; }
.us table.box th { background: #eee; }
.us table.kv td { padding: 0 8px 0 0; white-space: nowrap; }
.us td.k, .us .lbl { color: #555; font-weight: 700; }
.us .blocks { display: flex; gap: 26px; margin: 14px 0; }
.us .blk { flex: 1; }
.us table.items { width: 100%; border-collapse: collapse; margin: 8px 0; }
.us table.items th { background: #333; color: #fff; text-align: left; padding: 3px 5px; }
.us table.items td { padding: 2px 5px; border-bottom: 1px solid #ddd; vertical-align: top; }
.us tr.sum td { font-style: italic; }
.us .num { text-align: right; white-space: nowrap; }
.us table.tot { margin-left: auto; border-collapse: collapse; min-width: 40%; }
.us table.tot td { padding: 1px 6px; }
.us table.tot tr.b td { font-weight: 700; border-top: 1px solid #333; }
.us .pg, .us .phead { text-align: right; font-size: 8pt; color: #555; }
.us .phead { display: flex; justify-content: space-between; margin-bottom: 6px; }
.us .page-break { break-after: page; }
.us .notes { margin-top: 10px; }
.us .stub { margin-top: 24px; border-top: 1px dashed #666; padding-top: 6px; display: flex; gap: 30px; flex-wrap: wrap; }
.us .stub .cut { width: 100%; font-size: 7pt; text-align: center; color: #555; }
</style>`;
