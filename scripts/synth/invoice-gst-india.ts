// Indian GST tax invoices (written after the extractor was tuned, issue 14: a held-out proxy; no
// other family prints Indian digit grouping or split taxes): "Tax Invoice" with the seller's GSTIN
// and PAN, "Bill To" / "Ship To" blocks with the buyer's GSTIN, "Place of Supply", an item table
// with an HSN/SAC column, the tax split into CGST + SGST at half the rate each (within a state) or
// IGST (between states), lakh grouping ("1,23,456.00"), a "Round Off" line to whole rupees, the
// total again in words ("Rupees One Lakh … Only") and bank details with an IFSC code. Decoys: the
// buyer's name under "Bill To", the order and e-way bill numbers, the taxable value beside the total.
import { addDays, escapeHtml as e, isoOf, type Day } from "./formats";
import { percentOf } from "./invoice";
import { invoiceDoc, ledgerCss, referenceTable, totalsLadder } from "./invoice-doc";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

const STEMS = ["Aravali", "Bhavani", "Chandrika", "Devika", "Ganga", "Himadri", "Kaveri", "Narmada", "Sahyadri", "Vindhya", "Shivalik", "Tapti"];
const TRADES = ["Infotech", "Traders", "Enterprises", "Solutions", "Industries", "Systems"];
const FORMS = ["Private Limited", "Pvt. Ltd.", "Pvt Ltd", "Limited", "LLP"];
const STATES: Array<[string, string, string]> = [
  ["Maharashtra", "27", "Mumbai 400001"],
  ["Karnataka", "29", "Bengaluru 560001"],
  ["Tamil Nadu", "33", "Chennai 600002"],
  ["Delhi", "07", "New Delhi 110001"],
  ["Gujarat", "24", "Ahmedabad 380009"],
  ["Telangana", "36", "Hyderabad 500081"],
];
const STREETS = ["MG Road", "Residency Road", "Nehru Place", "Park Street", "Anna Salai", "Linking Road"];
const GOODS: Array<[string, string]> = [
  ["Annual software subscription", "998314"],
  ["Implementation services", "998313"],
  ["Laptop computer", "8471"],
  ["LED monitor 24 inch", "8528"],
  ["Office chairs", "9401"],
  ["Printer cartridges", "8443"],
  ["Cloud hosting charges", "998315"],
  ["Technical support", "998316"],
  ["Network switch", "8517"],
];

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];
const below100 = (n: number) => (n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]!}${n % 10 ? ` ${ONES[n % 10]!}` : ""}`);
const below1000 = (n: number) => [n >= 100 ? `${ONES[Math.floor(n / 100)]!} Hundred` : "", n % 100 ? below100(n % 100) : ""].filter(Boolean).join(" ");

/** Whole rupees in words, Indian style: crore, lakh, thousand. */
export function rupeesInWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 1e7);
  const lakh = Math.floor((n % 1e7) / 1e5);
  const thousand = Math.floor((n % 1e5) / 1e3);
  const rest = n % 1e3;
  if (crore) parts.push(`${below1000(crore)} Crore`);
  if (lakh) parts.push(`${below100(lakh)} Lakh`);
  if (thousand) parts.push(`${below100(thousand)} Thousand`);
  if (rest) parts.push(below1000(rest));
  return parts.join(" ") || "Zero";
}

/** Paise as an amount with lakh grouping: 12345600 → "1,23,456.00". */
export function lakhs(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const last3 = whole.slice(-3);
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${negative ? "-" : ""}${head ? `${head},${last3}` : last3}.${String(abs % 100).padStart(2, "0")}`;
}

interface Party {
  name: string;
  street: string;
  city: string;
  state: [string, string, string];
  gstin: string;
}

function party(rng: Rng, avoid?: string): Party {
  for (;;) {
    const name = `${rng.pick(STEMS)} ${rng.pick(TRADES)} ${rng.pick(FORMS)}`;
    // The scorer matches vendor names by their words: the buyer shares no stem with the seller.
    if (avoid && avoid.split(" ")[0] === name.split(" ")[0]) continue;
    const state = rng.pick(STATES);
    const pan = `${String.fromCharCode(65 + rng.int(0, 25))}${"ABCDE"[rng.int(0, 4)]}${"CFP"[rng.int(0, 2)]}PK${rng.int(1000, 9999)}${String.fromCharCode(65 + rng.int(0, 25))}`;
    return { name, street: `${rng.int(1, 240)}, ${rng.pick(STREETS)}`, city: state[2], state, gstin: `${state[1]}${pan}1Z${rng.int(1, 9)}` };
  }
}

export function makeGstInvoice(rng: Rng, name: string): SynthDoc {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const seller = party(rng);
  const buyer = party(rng, seller.name);
  const interState = seller.state[1] !== buyer.state[1];
  const date: Day = { y: rng.int(2019, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const day = (d: Day) =>
    pick([
      () => `${String(d.d).padStart(2, "0")}/${String(d.m).padStart(2, "0")}/${d.y}`,
      () => `${String(d.d).padStart(2, "0")}-${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.m - 1]}-${d.y}`,
    ])();
  const dateText = day(date);
  const due = rng.chance(0.6) ? addDays(date, pick([15, 30, 45])) : null;
  const dueText = due ? day(due) : null;
  const rate = pick([18, 18, 12, 5, 28]);

  const count = rng.int(1, 6);
  const goods = rng.shuffle(GOODS);
  const lines = Array.from({ length: count }, (_, i) => {
    const qty = rng.chance(0.5) ? 1 : rng.int(2, 50);
    const unitCents = rng.int(20, 40000) * 50;
    return { description: goods[i % goods.length]![0], hsn: goods[i % goods.length]![1], qty, unitCents, amountCents: qty * unitCents };
  });
  const taxable = lines.reduce((s, l) => s + l.amountCents, 0);
  const half = percentOf(taxable, rate / 2);
  const taxCents = interState ? percentOf(taxable, rate) : 2 * half;
  const exact = taxable + taxCents;
  const rounded = Math.round(exact / 100) * 100;
  const roundOff = rounded - exact;

  const fy = date.m >= 4 ? date.y : date.y - 1;
  const number = pick([
    () => `INV/${fy}-${String(fy + 1).slice(2)}/${rng.int(10, 9999)}`,
    () => `${rng.int(100, 99999)}`,
    () => `GST-${rng.int(1000, 99999)}`,
  ])();
  const refs: Array<[string, string]> = [
    [pick(["Invoice No.", "Invoice Number", "Invoice #"]), number],
    [pick(["Invoice Date", "Date", "Dated"]), dateText],
  ];
  if (dueText) refs.push([pick(["Due Date", "Payment Due"]), dueText]);
  refs.push(["Place of Supply", `${buyer.state[0]} (${buyer.state[1]})`]);
  if (rng.chance(0.5)) refs.push([pick(["Order No.", "PO Number", "Buyer's Order No."]), `PO-${rng.int(1000, 99999)}`]);
  if (rng.chance(0.3)) refs.push(["E-Way Bill No.", String(rng.int(100000000, 999999999)) + String(rng.int(100, 999))]);
  const refsHtml = referenceTable(refs);

  const block = (heading: string, p: Party) =>
    `<div class="pb"><div class="k">${e(heading)}</div><div class="pn">${e(p.name)}</div><div>${e(p.street)}</div><div>${e(p.city)}, ${e(p.state[0])}</div><div>GSTIN: ${e(p.gstin)}</div></div>`;
  const parties = `<div class="parties">${block(pick(["Bill To", "Billed To", "Buyer"]), buyer)}${rng.chance(0.5) ? block(pick(["Ship To", "Consignee"]), buyer) : ""}</div>`;

  const head = ["#", "Description", "HSN/SAC", "Qty", "Rate", "Amount"];
  const rows = lines.map((l, i) => [String(i + 1), l.description, l.hsn, String(l.qty), lakhs(l.unitCents), lakhs(l.amountCents)]);
  const items = `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${i > 2 ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td class="${i > 2 ? "num" : ""}">${e(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

  const money = (cents: number, mark: boolean) => `${mark ? "₹ " : ""}${lakhs(cents)}`;
  const marked = rng.chance(0.5);
  const ladder: Array<[string, string, boolean?]> = [[pick(["Taxable Value", "Total Taxable Value", "Sub Total"]), money(taxable, marked)]];
  if (interState) ladder.push([`IGST @ ${rate}%`, money(taxCents, marked)]);
  else ladder.push([`CGST @ ${rate / 2}%`, money(half, marked)], [`SGST @ ${rate / 2}%`, money(half, marked)]);
  const taxTotalPrinted = !interState && rng.chance(0.5);
  if (taxTotalPrinted) ladder.push(["Total Tax", money(taxCents, marked)]);
  if (roundOff !== 0) ladder.push(["Round Off", money(roundOff, false)]);
  ladder.push([pick(["Grand Total", "Total Invoice Value", "Total Amount"]), money(rounded, true), true]);
  const totals = totalsLadder(ladder);
  const words = `<p class="words">${e(pick(["Amount in words", "Amount Chargeable (in words)"]))}: ${e(`${pick(["Rupees", "INR"])} ${rupeesInWords(rounded / 100)} Only`)}</p>`;
  const bank = `<div class="bank"><div class="k">Bank Details</div><div>A/c No. ${rng.int(10000000, 99999999)}${rng.int(1000, 9999)}</div><div>IFSC: ${pick(["HDFC", "ICIC", "SBIN", "UTIB"])}0${rng.int(100000, 999999)}</div></div>`;
  const sign = `<div class="sign">For ${e(seller.name)}<br><br>Authorised Signatory</div>`;
  const pan = seller.gstin.slice(2, 12);
  const letterhead = `<div class="lh"><div class="sn">${e(seller.name)}</div><div>${e(seller.street)}, ${e(seller.city)}, ${e(seller.state[0])}</div><div>GSTIN: ${e(seller.gstin)} · PAN: ${e(pan)}</div></div>`;
  const title = pick(["TAX INVOICE", "Tax Invoice"]);
  const body = `${CSS}<div class="gi"><div class="top">${letterhead}<div class="t">${e(title)}<div class="orig">${e(pick(["Original for Recipient", "ORIGINAL"]))}</div></div></div><div class="mid">${parties}${refsHtml}</div>${items}${totals}${words}<div class="foot">${bank}${sign}</div></div>`;

  const tax = interState || taxTotalPrinted ? taxCents / 100 : undefined;
  const data = {
    vendor: seller.name,
    invoice_number: number,
    invoice_date: isoOf(date),
    due_date: due ? isoOf(due) : null,
    currency: "INR",
    subtotal: taxable / 100,
    ...(tax === undefined ? {} : { tax }),
    total: rounded / 100,
    line_items: lines.map((l) => ({ description: l.description, quantity: l.qty, unit_price: l.unitCents / 100, amount: l.amountCents / 100 })),
  };
  const doc = invoiceDoc(
    name,
    "gst-india",
    {
      body,
      title: `${title} ${number}`,
      theme: pick(["invoice", "default", "minimal"] as const),
      font: pick([undefined, "sans", "humanist"] as const),
      paper: { format: "A4" },
    },
    {
      source: { language: "en", credit_note: false, inter_state: interState, rounding: roundOff / 100 },
      data,
      ...(tax === undefined ? { notes: ["tax: CGST and SGST printed apart, no total tax"] } : {}),
    },
    [seller.name, number, dateText, lakhs(rounded), ...rows.flatMap((r) => [r[1]!, r[5]!])],
  );
  return tax === undefined ? { ...doc, expected: { ...doc.expected, unknown: ["tax"] } } : doc;
}

const CSS = `<style>
.gi { font-size: 8.5pt; line-height: 1.35; }
.gi p { margin: 0.3em 0; }
.gi .top { display: flex; justify-content: space-between; gap: 20px; border-bottom: 1px solid #333; padding-bottom: 6px; }
.gi .sn { font-size: 14pt; font-weight: 700; }
.gi .t { font-size: 14pt; font-weight: 700; text-align: right; }
.gi .orig { font-size: 7pt; font-weight: 400; }
.gi .mid { display: flex; justify-content: space-between; gap: 16px; margin: 10px 0; }
.gi .parties { display: flex; gap: 16px; }
.gi .pb { width: 58mm; }
.gi .pn { font-weight: 700; }
.gi .k { color: #555; font-weight: 700; }
${ledgerCss("gi", { refsGap: 10, itemsMargin: 8, totalsWidth: 45, headRuleAbove: true })}
.gi .foot { display: flex; justify-content: space-between; margin-top: 16px; }
.gi .sign { text-align: right; }
</style>`;
