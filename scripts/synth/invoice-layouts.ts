// Page layouts for synthetic invoices: where the seller, the buyer, the number and dates, the
// line table and the totals sit, and how labels relate to values (same line, below, in a column,
// inside a sentence). Each layout is one family for leave-one-family-out evaluation.
import { escapeHtml as e, type InvoiceLang } from "./formats";
import { CARRIED, GREETING } from "./invoice-words";
import type { Rng } from "./random";

export type ItemColumn = "position" | "sku" | "description" | "quantity" | "unit" | "unitPrice" | "rate" | "amount";

export interface InvoiceView {
  lang: InvoiceLang;
  title: string;
  number: string;
  credit: boolean;
  /** "Invoice No. X dated DATE" in the document's language. */
  headingLine: string;
  seller: { name: string; logo: string | null; lines: string[]; phone: string; email: string };
  /** A second line under each description, or null. */
  details: Array<string | null>;
  sellerFooter: string[];
  buyer: { name: string; lines: string[] };
  shipTo: { label: string; name: string; lines: string[] } | null;
  words: { billTo: string; from: string; contact: string; bank: string };
  contact: string;
  meta: Array<{ key: string; label: string; value: string }>;
  columns: ItemColumn[];
  items: Array<Record<ItemColumn, string>>;
  headers: Record<ItemColumn, string>;
  totals: Array<{ label: string; value: string; strong?: boolean }>;
  notes: string[];
  /** Each line's amount in cents and how the page prints an amount (for page totals). */
  itemCents: number[];
  /** Item groups, each closed by a row with its own subtotal after item `after`. */
  groups: Array<{ after: number; label: string; cents: number }>;
  formatAmount: (cents: number) => string;
}

const CSS = `<style>
.sx { font-size: 9.5pt; line-height: 1.38; }
.sx p { margin: 0.2em 0; }
.sx .row { display: flex; justify-content: space-between; align-items: flex-start; gap: 28px; }
.sx .grow { flex: 1; }
.sx .logo { font-size: 20pt; font-weight: 800; letter-spacing: 0.02em; color: #24405e; }
.sx .seller-name { font-size: 14pt; font-weight: 700; white-space: nowrap; }
.sx .seller-name.wraps { white-space: normal; }
.sx .small { font-size: 7.5pt; color: #555; }
.sx .muted { color: #666; }
.sx .title { font-size: 18pt; font-weight: 700; margin: 0.4em 0 0.5em; }
.sx .heading-line { font-size: 12.5pt; font-weight: 700; margin: 1.2em 0 0.6em; }
.sx .block { margin: 1em 0; }
.sx .party-name { font-weight: 600; white-space: nowrap; }
.sx .label { font-size: 7.5pt; text-transform: none; color: #666; }
.sx .kv { display: grid; grid-template-columns: max-content max-content; column-gap: 16px; row-gap: 1px; }
.sx .kv .k { color: #444; }
.sx .boxes { display: flex; flex-wrap: wrap; gap: 0; border: 1px solid #bbb; border-right: none; margin: 1em 0; }
.sx .boxes > div { flex: 1 1 auto; padding: 4px 8px; border-right: 1px solid #bbb; }
.sx .v { white-space: nowrap; }
.sx .grid2 { display: grid; grid-template-columns: 1fr 1fr; column-gap: 28px; row-gap: 2px; margin: 1em 0; }
.sx table.items { width: 100%; border-collapse: collapse; margin: 1em 0 0.6em; }
.sx table.items th, .sx table.items td { padding: 3px 6px; vertical-align: top; }
.sx table.items .num { text-align: right; white-space: nowrap; }
.sx table.items.zebra tbody tr:nth-child(odd) { background: #f1f3f6; }
.sx .totals { margin-left: auto; width: 46%; }
.sx .totals .line { display: flex; justify-content: space-between; gap: 16px; padding: 1px 0; }
.sx .totals .line > span:last-child { white-space: nowrap; }
.sx .totals .strong { font-weight: 700; border-top: 1px solid #333; margin-top: 2px; padding-top: 3px; }
.sx .totals.boxed { background: #f1f3f6; padding: 6px 10px; }
.sx .notes { margin-top: 1.2em; }
.sx .footer { margin-top: 2.2em; border-top: 1px solid #bbb; padding-top: 6px; display: flex; justify-content: space-between; gap: 16px; }
.sx .return-line { font-size: 7pt; text-decoration: underline; color: #555; margin-bottom: 4px; }
.sx .banner { background: #24405e; color: #fff; padding: 14px 18px; display: flex; justify-content: space-between; align-items: center; }
.sx .banner .seller-name, .sx .banner .title { color: #fff; margin: 0; }
.sx .center { text-align: center; }
.sx .right { text-align: right; }
.sx .page-break { break-after: page; }
.sx .page-head { display: flex; justify-content: space-between; font-size: 8pt; color: #555; border-bottom: 1px solid #bbb; margin-bottom: 8px; }
</style>`;

const NUMERIC: ReadonlySet<ItemColumn> = new Set(["quantity", "unitPrice", "rate", "amount", "position"]);

/** The line table; `from`/`to` print a slice, with running-sum rows above (`brought`) and below (`carried`). */
function itemsTable(
  v: InvoiceView,
  className = "",
  { from = 0, to = v.items.length, brought, carried }: { from?: number; to?: number; brought?: string; carried?: string } = {},
): string {
  const head = v.columns.map((c) => `<th class="${NUMERIC.has(c) ? "num" : ""}">${e(v.headers[c])}</th>`).join("");
  const cell = (c: ItemColumn, item: Record<ItemColumn, string>, i: number) =>
    c === "description" && v.details[i] ? `${e(item[c])}<br><span class="small">${e(v.details[i])}</span>` : e(item[c]);
  const sumRow = (label: string, cents: number) =>
    `<tr class="carry"><td colspan="${v.columns.length - 1}"><i>${e(label)}</i></td><td class="num"><i>${e(v.formatAmount(cents))}</i></td></tr>`;
  const groupRow = (i: number) => {
    const g = v.groups.find((x) => x.after === i);
    return g ? sumRow(g.label, g.cents) : "";
  };
  const rows = v.items
    .slice(from, to)
    .map(
      (item, k) =>
        `<tr>${v.columns.map((c) => `<td class="${NUMERIC.has(c) ? "num" : ""}">${cell(c, item, from + k)}</td>`).join("")}</tr>${groupRow(from + k)}`,
    )
    .join("");
  const sum = (n: number) => v.itemCents.slice(0, n).reduce((a, b) => a + b, 0);
  return `<table class="items ${className}"><thead><tr>${head}</tr></thead><tbody>${brought ? sumRow(brought, sum(from)) : ""}${rows}${carried ? sumRow(carried, sum(to)) : ""}</tbody></table>`;
}

const withColon = (label: string) => (/[:#]$/.test(label) ? label : `${label}:`);

function totals(v: InvoiceView, className = ""): string {
  return `<div class="totals ${className}">${v.totals.map((t) => `<div class="line ${t.strong ? "strong" : ""}"><span>${e(t.label)}</span><span>${e(t.value)}</span></div>`).join("")}</div>`;
}

function party(name: string, lines: string[], heading?: string, nameClass = "party-name", logo: string | null = null): string {
  return `<div>${logo ? `<div class="logo">${e(logo)}</div>` : ""}${heading ? `<div class="label">${e(heading)}</div>` : ""}<div class="${nameClass}">${e(name)}</div>${lines.map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
}

const shipTo = (v: InvoiceView) => (v.shipTo ? `<div class="grow">${party(v.shipTo.name, v.shipTo.lines, v.shipTo.label)}</div>` : "");

const kv = (rows: Array<{ label: string; value: string }>, colon: boolean) =>
  `<div class="kv">${rows.map((r) => `<div class="k">${e(colon ? withColon(r.label) : r.label)}</div><div class="v">${e(r.value)}</div>`).join("")}</div>`;

const notes = (v: InvoiceView) => `<div class="notes">${v.notes.map((n) => `<p>${e(n)}</p>`).join("")}</div>`;

function footer(v: InvoiceView): string {
  const [name, registration, vat, iban] = v.sellerFooter;
  return `<div class="footer small"><div>${e(name!)}<br>${e(v.seller.lines[0] ?? "")}<br>${e(v.seller.lines[1] ?? "")}</div><div>${e(registration!)}<br>${e(vat!)}</div><div>${e(v.words.bank)}<br>${e(iban!)}</div></div>`;
}

const sellerContact = (v: InvoiceView) => [v.seller.phone, v.seller.email];

type Layout = { name: string; render: (v: InvoiceView, rng: Rng) => string };

export const INVOICE_LAYOUTS: Layout[] = [
  {
    // Seller letterhead left, title right; buyer left, a label column + value column right.
    name: "meta-table-right",
    render: (v, rng) => `${CSS}<div class="sx">
      <div class="row"><div>${party(v.seller.name, [...v.seller.lines, ...sellerContact(v)], undefined, "seller-name", v.seller.logo)}</div><div class="title">${e(v.title)}</div></div>
      <div class="row block"><div class="grow">${party(v.buyer.name, v.buyer.lines, rng.chance(0.6) ? v.words.billTo : undefined)}</div>${shipTo(v)}<div>${kv(v.meta, rng.chance(0.5))}</div></div>
      ${itemsTable(v)}${totals(v)}${notes(v)}${rng.chance(0.6) ? footer(v) : ""}</div>`,
  },
  {
    // Seller block top right; "Invoice No. X dated DATE" as the heading; other references in one line.
    name: "inline-heading",
    render: (v, rng) => {
      const rest = v.meta.filter((m) => m.key !== "number" && m.key !== "date");
      const info = rest.map((m) => `${withColon(m.label)} ${m.value}`).join(rng.pick(["  ·  ", "   |   ", "; "]));
      return `${CSS}<div class="sx">
      <div class="row"><div class="grow">${party(v.buyer.name, v.buyer.lines)}</div><div class="right">${party(v.seller.name, [...v.seller.lines, ...sellerContact(v)], undefined, "seller-name wraps", v.seller.logo)}</div></div>
      <div class="heading-line">${e(v.headingLine)}</div>${info ? `<p>${e(info)}</p>` : ""}
      ${itemsTable(v)}${totals(v)}${notes(v)}${rng.chance(0.5) ? footer(v) : ""}</div>`;
    },
  },
  {
    // Title and seller on top; the references in boxes with the label above the value.
    name: "stacked-boxes",
    render: (v, rng) => `${CSS}<div class="sx">
      <div class="row"><div class="title">${e(v.title)}</div><div class="right">${party(v.seller.name, [...v.seller.lines, v.seller.email], undefined, "seller-name", v.seller.logo)}</div></div>
      <div class="boxes">${v.meta.map((m) => `<div><div class="label">${e(m.label)}</div><div class="v">${e(m.value)}</div></div>`).join("")}</div>
      <div class="row block"><div class="grow">${party(v.buyer.name, v.buyer.lines, v.words.billTo)}</div>${shipTo(v)}</div>
      ${itemsTable(v, rng.chance(0.5) ? "zebra" : "")}${totals(v, rng.chance(0.4) ? "boxed" : "")}${notes(v)}</div>`,
  },
  {
    // Seller centred on top; "Label: value" lines on the left, buyer on the right.
    name: "colon-lines",
    render: (v) => `${CSS}<div class="sx">
      <div class="center"><div class="seller-name">${e(v.seller.name)}</div><div class="small">${e([...v.seller.lines, ...sellerContact(v)].join(" · "))}</div></div>
      <div class="title center">${e(v.title)}</div>
      <div class="row block"><div>${v.meta.map((m) => `<div>${e(withColon(m.label))} <span class="v">${e(m.value)}</span></div>`).join("")}</div><div>${party(v.buyer.name, v.buyer.lines, v.words.billTo)}</div></div>
      ${itemsTable(v)}${totals(v)}${notes(v)}</div>`,
  },
  {
    // A business letter (DIN 5008): the seller only in the return-address line and the footer.
    name: "business-letter",
    render: (v, rng) => {
      const [greeting, intro] = GREETING[v.lang];
      const info = [...v.meta, { key: "contact", label: v.words.contact, value: v.contact }];
      return `${CSS}<div class="sx">
      <div class="row" style="margin-top:30px"><div class="grow"><div class="return-line">${e([v.seller.name, ...v.seller.lines.slice(0, 2)].join(" · "))}</div>${party(v.buyer.name, v.buyer.lines)}</div><div>${kv(info, rng.chance(0.5))}</div></div>
      <div class="heading-line">${e(v.title)} ${e(v.number)}</div><p>${e(greeting)}</p><p>${e(intro)}</p>
      ${itemsTable(v)}${totals(v)}${notes(v)}${footer(v)}</div>`;
    },
  },
  {
    // "From" and "Bill to" side by side; references in a two-column grid below the title.
    name: "two-party-columns",
    render: (v, rng) => `${CSS}<div class="sx">
      <div class="title">${e(v.title)}</div>
      <div class="row block"><div class="grow">${party(v.seller.name, [...v.seller.lines, ...sellerContact(v)], v.words.from)}</div><div class="grow">${party(v.buyer.name, v.buyer.lines, v.words.billTo)}</div>${shipTo(v)}</div>
      <div class="grid2">${v.meta.map((m) => `<div><span class="muted">${e(withColon(m.label))}</span> <span class="v">${e(m.value)}</span></div>`).join("")}</div>
      ${itemsTable(v, rng.chance(0.3) ? "zebra" : "")}${totals(v)}${notes(v)}${rng.chance(0.4) ? footer(v) : ""}</div>`,
  },
  {
    // A coloured banner with the seller and the title; references in a row of label-over-value cells.
    name: "banner",
    render: (v, rng) => `${CSS}<div class="sx">
      <div class="banner"><div class="seller-name">${e(v.seller.name)}</div><div class="title">${e(v.title)}</div></div>
      <div class="small" style="margin:4px 0 12px">${e([...v.seller.lines, ...sellerContact(v)].join("  |  "))}</div>
      <div class="row"><div class="grow">${party(v.buyer.name, v.buyer.lines, v.words.billTo)}</div>${shipTo(v)}<div>${kv(v.meta, true)}</div></div>
      ${itemsTable(v, "zebra")}${totals(v, rng.chance(0.6) ? "boxed" : "")}${notes(v)}</div>`,
  },
  {
    // A long invoice over several pages: each page's table ends with the running sum carried
    // forward, the next page repeats a small header and starts with the sum brought forward.
    name: "multi-page",
    render: (v, rng) => {
      const per = rng.int(13, 17);
      const pages = Math.ceil(v.items.length / per);
      const words = CARRIED[v.lang];
      const chunks = Array.from({ length: pages }, (_, p) => {
        const last = p === pages - 1;
        const table = itemsTable(v, "", {
          from: p * per,
          to: Math.min(v.items.length, (p + 1) * per),
          ...(p > 0 ? { brought: words.brought } : {}),
          ...(last ? {} : { carried: words.forward }),
        });
        const head = p === 0 ? "" : `<div class="page-head"><span>${e(`${v.title} ${v.number}`)}</span><span>${e(words.page(p + 1, pages))}</span></div>`;
        return `${head}${table}${last ? "" : '<div class="page-break"></div>'}`;
      });
      return `${CSS}<div class="sx">
      <div class="row"><div>${party(v.seller.name, [...v.seller.lines, ...sellerContact(v)], undefined, "seller-name", v.seller.logo)}</div><div><div class="title">${e(v.title)}</div>${kv(v.meta, true)}</div></div>
      <div class="block">${party(v.buyer.name, v.buyer.lines, rng.chance(0.6) ? v.words.billTo : undefined)}</div>
      ${chunks.join("")}${totals(v)}${notes(v)}${footer(v)}</div>`;
    },
  },
];
