// ERP and accounting-package invoice print-outs, line items first (written before the extractor was
// looked at for them, issue 14: a held-out proxy), in German, French and English, on A4 or Letter:
// - "erp-conditions": the item's conditions printed as sub-rows under it, each with its own amount
//   (a discount "Rabatt 10 %" / "Remise 5 %", a surcharge such as an alloy or eco fee), and often a
//   net row closing the position; position numbers 10 / 20 / 30 or 000010; the article number
//   above the description or in a column of its own; quantities with three decimals; prices per
//   100 units ("Preis/100") beside prices per unit.
// - "erp-discount-column": a discount-percent column between the price and the net amount, a VAT
//   column or a VAT code keyed to the breakdown ("1 = 19 % USt"), group headings with subtotals,
//   prices with four decimals, multi-line descriptions (serial numbers, delivery notes, batches).
// Both end in a totals block (subtotal, a document discount, freight, net, VAT per rate, gross, a
// prepayment deducted, the amount payable) and a VAT breakdown table. The truth of a line is the
// item: its quantity, the price printed on its row (per 100 units where so priced), and its net
// amount after its own conditions; a condition or a group subtotal is no line. Decoys: position
// and article numbers, serial and delivery-note numbers and dates, group subtotals, the subtotal
// before the document discount, the amount payable after the prepayment, a cash-discount amount.
import { addDays, formatDate, formatMoney, formatQuantity, formatScaled, escapeHtml as e, type Day } from "./formats";
import { invoiceFacts, percentOf, TAX_RATES } from "./invoice";
import { headerTruth, invoiceDoc } from "./invoice-doc";
import { ERP_GOODS, GROUPS, UNITS, WORDS, type ErpLang, type UnitKind } from "./invoice-erp-words";
import type { InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { FontPreset } from "./render";
import type { SynthDoc } from "./synth-doc";

const COUNTRIES: readonly InvoiceCountry[] = ["DE", "DE", "DE", "AT", "FR", "FR", "UK", "UK", "IE", "US"];
const FONTS: ReadonlyArray<FontPreset | undefined> = [undefined, "sans", "serif", "humanist", "mono", "system", "slab"];
type Family = "erp-conditions" | "erp-discount-column";

interface Condition {
  label: string;
  /** The percentage printed in the price column beside the label, if any. */
  percent: string | null;
  cents: number;
}

interface Item {
  pos: string;
  article: string;
  description: string;
  extra: string[];
  qtyThousandths: number;
  unit: string;
  priceCents: number;
  per: 1 | 100;
  grossCents: number;
  /** discount-column: the percent in its column; erp-conditions: none. */
  discountPercent: number;
  conditions: Condition[];
  netCents: number;
  rate: number;
  group: number;
}

export function makeErpInvoice(rng: Rng, name: string, index: number): SynthDoc {
  const family: Family = index % 2 === 0 ? "erp-conditions" : "erp-discount-column";
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const f = invoiceFacts(rng, { sellerCountries: COUNTRIES, creditShare: 0 });
  const lang = f.lang as ErpLang;
  const W = WORDS[lang];
  const us = f.seller.country === "US";
  const numbers = f.money.numbers;
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  const bare = (c: number) => formatMoney(c, f.money, { withMark: false });
  const marked = (c: number) => formatMoney(c, f.money);
  const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");
  const pct = (hundredths: number) => `${formatScaled(hundredths, 2, numbers)}`;
  const rateText = (r: number) => `${formatQuantity(Math.round(r * 1000), numbers)} %`;

  // Tax: one rate, two rates, or none (an intra-community supply at 0 %); a US seller charges sales tax.
  const [high, low] = TAX_RATES[f.seller.country];
  const taxMode = us
    ? "single"
    : rng.weighted([
        ["single", 5],
        ["multi", 4],
        ["exempt", 1],
      ] as const);

  // Document-wide habits.
  const threeDecimals = rng.chance(0.5);
  const priceDecimals = rng.chance(family === "erp-discount-column" ? 0.4 : 0.2) ? 4 : 2;
  const posStyle = pick(["tens", "tens", "sap", "ones"] as const);
  const articleAt = family === "erp-conditions" ? pick(["above", "above", "column"] as const) : pick(["column", "column", "none"] as const);
  const unitSet = rng.int(0, 10);
  const unitFor = (k: UnitKind) => {
    const codes = UNITS[lang][k];
    return codes[unitSet % codes.length]!;
  };

  // Items.
  const pool = rng.shuffle(ERP_GOODS[lang]);
  const count = rng.chance(0.2) ? rng.int(8, 12) : rng.int(3, 7);
  const withGroups = count >= 5 && rng.chance(family === "erp-discount-column" ? 0.45 : 0.2);
  const groupCount = withGroups ? rng.int(2, 3) : 1;
  const items: Item[] = [];
  for (let i = 0; i < count; i += 1) {
    const [description, kind, lowCents, highCents, per100] = pool[i % pool.length]!;
    const per: 1 | 100 = per100 && (family === "erp-conditions" ? rng.chance(0.8) : rng.chance(0.4)) ? 100 : 1;
    let priceCents = Math.round(rng.int(lowCents, highCents) / 5) * 5;
    if (per100 && per === 1) priceCents = Math.max(1, Math.round(priceCents / 100));
    const qtyThousandths =
      kind === "kg" || kind === "litre"
        ? rng.int(2000, 480000)
        : kind === "metre"
          ? rng.int(10, 400) * 500
          : kind === "hour"
            ? rng.int(2, 40) * 250
            : kind === "flat"
              ? 1000
              : per100
                ? rng.pick([100, 200, 250, 500, 1000, 2000, 5000]) * 1000
                : rng.int(1, 12) * 1000;
    const grossCents = Math.round((qtyThousandths * priceCents) / (1000 * per));
    const conditions: Condition[] = [];
    let discountPercent = 0;
    if (family === "erp-discount-column") {
      if (rng.chance(0.5)) discountPercent = pick([300, 500, 1000, 1250, 1500, 2000]);
    } else {
      if (rng.chance(0.45)) {
        const p = pick([200, 300, 500, 1000, 1500]);
        conditions.push({
          label: fill(pick(W.discount), { p: pct(p).replace(/[.,]00$/, "") }),
          percent: rng.chance(0.4) ? `${pct(p)} %` : null,
          cents: -percentOf(grossCents, p / 100),
        });
      }
      if (rng.chance(0.25)) {
        const surcharge = kind === "kg" ? Math.round((qtyThousandths * rng.int(8, 40)) / 1000) : rng.int(150, 2500);
        conditions.push({ label: pick(W.surcharge), percent: null, cents: surcharge });
      }
    }
    const afterDiscount = grossCents - percentOf(grossCents, discountPercent / 100);
    const netCents = afterDiscount + conditions.reduce((s, c) => s + c.cents, 0);
    const extra: string[] = [];
    if (rng.chance(0.3)) extra.push(`${pick(W.serial)} ${pick(["SN", "", "X"])}${rng.int(10000000, 99999999)}`);
    if (rng.chance(0.3)) extra.push(pick(W.note(String(rng.int(80000000, 80999999)), day(addDays(f.date, -rng.int(1, 20))))));
    if (rng.chance(0.12)) extra.push(`${pick(W.batch)} ${f.date.y % 100}${rng.int(10, 52)}-${rng.int(100, 999)}`);
    if (rng.chance(0.08)) extra.push(`${W.origin} ${rng.int(7000, 8599)} ${rng.int(10, 99)} 00`);
    items.push({
      pos: "",
      article: pick([
        () => `${rng.int(100, 999)}-${rng.int(1000, 9999)}-${rng.int(10, 99)}`,
        () => String(rng.int(10000000, 99999999)),
        () => `${pick(["A", "M", "ART", "P"])}${rng.int(10000, 99999)}`,
      ])(),
      description,
      extra,
      qtyThousandths,
      unit: unitFor(kind),
      priceCents,
      per,
      grossCents,
      discountPercent,
      conditions,
      netCents,
      rate: taxMode === "multi" ? (rng.chance(0.4) ? low : high) : taxMode === "exempt" ? 0 : high,
      group: groupCount === 1 ? 0 : Math.min(groupCount - 1, Math.floor((i * groupCount) / count)),
    });
  }
  if (taxMode === "multi" && new Set(items.map((it) => it.rate)).size < 2) items[items.length - 1]!.rate = items[0]!.rate === high ? low : high;
  items.forEach((it, i) => {
    it.pos = posStyle === "tens" ? String((i + 1) * 10) : posStyle === "sap" ? String((i + 1) * 10).padStart(6, "0") : String(i + 1);
  });

  // Totals: document discount and freight per rate, so each rate's base is exact.
  const linesCents = items.reduce((s, it) => s + it.netCents, 0);
  const docDiscount = rng.chance(0.3) ? pick([200, 300, 500]) : 0;
  const freightCents = rng.chance(0.3) ? rng.int(900, 8900) : 0;
  const rates = [...new Set(items.map((it) => it.rate))].sort((a, b) => b - a);
  const taxes = rates.map((rate) => {
    const lines = items.filter((it) => it.rate === rate).reduce((s, it) => s + it.netCents, 0);
    const discount = percentOf(lines, docDiscount / 100);
    const base = lines - discount + (rate === rates[0] ? freightCents : 0);
    return { rate, discount, base, tax: percentOf(base, rate) };
  });
  const discountCents = taxes.reduce((s, t) => s + t.discount, 0);
  const netCents = taxes.reduce((s, t) => s + t.base, 0);
  const taxCents = taxes.reduce((s, t) => s + t.tax, 0);
  const grossCents = netCents + taxCents;
  const prepaidCents = rng.chance(0.3) ? Math.round((grossCents * pick([20, 30, 40, 50])) / 100) : 0;

  // The header: letterhead, buyer window, a label column of references beside it.
  const s = f.seller;
  const refs: Array<[string, string]> = [
    [pick(W.number), f.number],
    [pick(W.date), day(f.date)],
  ];
  if (rng.chance(0.7)) refs.push([pick(W.customer), String(rng.int(10000, 499999))]);
  if (rng.chance(0.5)) refs.push([pick(W.order), pick([`PO-${rng.int(1000, 99999)}`, String(rng.int(4500000000, 4599999999))])]);
  if (rng.chance(0.4)) refs.push([pick(W.deliveryNote), String(rng.int(80000000, 80999999))]);
  if (rng.chance(0.4)) refs.push([pick(W.clerk), pick(["M. Keller", "S. Dubois", "T. Hughes", "A. Brandt"])]);
  const dueInRefs = f.due !== null && rng.chance(0.5);
  if (dueInRefs && f.due) refs.push([pick(W.due), day(f.due)]);
  if (rng.chance(0.4)) refs.push(["", pick(W.page)]);
  const refTable = `<table class="refs">${refs.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>`;
  const letterhead = `<div class="lh"><div class="sn">${e(s.name)}</div><div class="sa">${e(`${s.street} · ${s.cityLine}`)}</div></div>`;
  const buyer = `<div class="buyer"><div class="ret">${e(`${s.name} · ${s.street} · ${s.cityLine}`)}</div>${[f.buyer.name, f.buyer.street, f.buyer.cityLine].map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
  const title = pick(W.title);

  // The item table.
  const H = W.head;
  const showRate = taxMode === "multi" ? pick(["rate", "code"] as const) : rng.chance(0.3) ? "rate" : "none";
  const codeOf = (r: number) => String(rates.indexOf(r) + 1);
  type Col = "pos" | "article" | "description" | "qty" | "unit" | "price" | "discount" | "rate" | "amount";
  const cols: Col[] = ["pos", ...(articleAt === "column" ? (["article"] as const) : []), "description", "qty"];
  const unitColumn = rng.chance(0.7);
  if (unitColumn) cols.push("unit");
  cols.push("price");
  if (family === "erp-discount-column") cols.push("discount");
  if (showRate !== "none") cols.push("rate");
  cols.push("amount");
  const anyPer100 = items.some((it) => it.per === 100);
  const perColumnHead = anyPer100 && items.every((it) => it.per === 100) && rng.chance(0.5);
  const headOf: Record<Col, string> = {
    pos: pick(H.pos),
    article: pick(H.article),
    description: pick(H.description),
    qty: pick(H.qty),
    unit: pick(H.unit),
    price: perColumnHead ? pick(H.per) : pick(H.price),
    discount: pick(H.discount),
    rate: showRate === "code" ? pick(H.code) : pick(H.rate),
    amount: rng.chance(0.3) ? `${pick(H.amount)} ${f.currency}` : pick(H.amount),
  };
  const numeric = new Set<Col>(["qty", "price", "discount", "amount"]);
  const qtyText = (it: Item) => {
    const q = threeDecimals ? formatScaled(it.qtyThousandths, 3, numbers) : formatQuantity(it.qtyThousandths, numbers);
    return unitColumn ? q : `${q} ${it.unit}`;
  };
  const priceText = (it: Item) => {
    const p = priceDecimals === 4 ? formatScaled(it.priceCents * 100, 4, numbers) : bare(it.priceCents);
    return it.per === 100 && !perColumnHead ? `${p} / 100` : p;
  };
  const cell = (it: Item, c: Col): string => {
    switch (c) {
      case "pos":
        return e(it.pos);
      case "article":
        return e(it.article);
      case "description":
        return [
          articleAt === "above" ? `<div class="art">${e(it.article)}</div>` : "",
          `<div>${e(it.description)}</div>`,
          ...it.extra.map((x) => `<div class="x">${e(x)}</div>`),
        ].join("");
      case "qty":
        return e(qtyText(it));
      case "unit":
        return e(it.unit);
      case "price":
        return e(priceText(it));
      case "discount":
        return it.discountPercent ? e(rng.chance(0.5) ? `${pct(it.discountPercent)} %` : pct(it.discountPercent)) : "";
      case "rate":
        return e(showRate === "code" ? codeOf(it.rate) : rateText(it.rate));
      case "amount":
        return e(bare(family === "erp-discount-column" ? it.netCents : it.grossCents));
    }
  };
  const netRows = family === "erp-conditions" && rng.chance(0.6);
  const span = cols.length;
  const subRow = (label: string, percent: string | null, cents: number, strong = false) => {
    const cells = cols.map((c) => {
      if (c === "description") return `<td class="sub">${e(label)}</td>`;
      if (c === "price" && percent) return `<td class="num">${e(percent)}</td>`;
      if (c === "amount") return `<td class="num${strong ? " b" : ""}">${e(bare(cents))}</td>`;
      return "<td></td>";
    });
    return `<tr class="cond">${cells.join("")}</tr>`;
  };
  const groupWords = GROUPS[lang];
  const groupNames = rng.shuffle(groupWords.names);
  const headingWord = pick(groupWords.heading);
  const sumWord = pick(groupWords.sum);
  const rows: string[] = [];
  for (let g = 0; g < groupCount; g += 1) {
    const members = items.filter((it) => it.group === g);
    const nameVars = { n: String(g + 1), name: groupNames[g]! };
    if (groupCount > 1)
      rows.push(
        `<tr class="grp"><td colspan="${span}">${e(`${fill(headingWord, nameVars)}${headingWord.includes("{name}") ? "" : ` ${groupNames[g]!}`}`)}</td></tr>`,
      );
    for (const it of members) {
      rows.push(`<tr class="item">${cols.map((c) => `<td class="${numeric.has(c) ? "num" : ""}">${cell(it, c)}</td>`).join("")}</tr>`);
      for (const c of it.conditions) rows.push(subRow(c.label, c.percent, c.cents));
      if (netRows && it.conditions.length) rows.push(subRow(pick(W.lineNet), null, it.netCents, true));
    }
    if (groupCount > 1) {
      const sum = members.reduce((t, it) => t + it.netCents, 0);
      rows.push(`<tr class="gsum"><td colspan="${span - 1}">${e(fill(sumWord, nameVars))}</td><td class="num">${e(bare(sum))}</td></tr>`);
    }
  }
  const itemTable = `<table class="items"><thead><tr>${cols.map((c) => `<th class="${numeric.has(c) ? "num" : ""}">${e(headOf[c])}</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
  const legend = showRate === "code" ? `<p class="legend">${rates.map((r) => e(W.codeLegend(codeOf(r), rateText(r)))).join(" · ")}</p>` : "";

  // The totals block.
  const ladder: Array<[string, string, boolean?]> = [];
  const taxWord = (r: number) => (us ? `${pick(["Sales tax", "Tax"])} ${rateText(r)}` : fill(pick(W.tax), { r: rateText(r) }));
  if (docDiscount || freightCents || rng.chance(0.4)) ladder.push([pick(W.subtotal), bare(linesCents)]);
  if (docDiscount) ladder.push([fill(pick(W.docDiscount), { p: pct(docDiscount).replace(/[.,]00$/, "") }), bare(-discountCents)]);
  if (freightCents) ladder.push([pick(W.freight), bare(freightCents)]);
  ladder.push([pick(W.net), bare(netCents)]);
  const taxOnBase = taxes.length > 1 && rng.chance(0.5);
  for (const t of taxes) ladder.push([taxOnBase ? `${taxWord(t.rate)} ${pick(W.taxOn)} ${bare(t.base)}` : taxWord(t.rate), bare(t.tax)]);
  const taxTotalPrinted = taxes.length > 1 && rng.chance(0.5);
  if (taxTotalPrinted) ladder.push([pick(W.taxTotal), bare(taxCents)]);
  ladder.push([pick(W.gross), marked(grossCents), true]);
  if (prepaidCents) {
    ladder.push([pick(W.prepaid(day(addDays(f.date, -rng.int(20, 90))), `${f.date.y}-${rng.int(100, 999)}`)), bare(-prepaidCents)]);
    ladder.push([pick(W.payable), marked(grossCents - prepaidCents), true]);
  }
  const totals = `<table class="tot">${ladder.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>`;
  const BK = W.breakdown;
  const breakdownPrinted = taxMode !== "exempt" && (taxes.length > 1 || rng.chance(0.3));
  const breakdownTotal = breakdownPrinted && taxes.length > 1 && rng.chance(0.5);
  const breakdown = breakdownPrinted
    ? `<table class="vat"><tr>${showRate === "code" ? `<th>${e(BK.code)}</th>` : ""}${BK.head.map((h, i) => `<th class="${i ? "num" : ""}">${e(h)}</th>`).join("")}</tr>${taxes
        .map(
          (t) =>
            `<tr>${showRate === "code" ? `<td>${e(codeOf(t.rate))}</td>` : ""}<td>${e(rateText(t.rate))}</td><td class="num">${e(bare(t.base))}</td><td class="num">${e(bare(t.tax))}</td><td class="num">${e(bare(t.base + t.tax))}</td></tr>`,
        )
        .join(
          "",
        )}${breakdownTotal ? `<tr class="b">${showRate === "code" ? "<td></td>" : ""}<td>${e(BK.total)}</td><td class="num">${e(bare(netCents))}</td><td class="num">${e(bare(taxCents))}</td><td class="num">${e(bare(grossCents))}</td></tr>` : ""}</table>`
    : "";
  const notes: string[] = [];
  if (taxMode === "exempt") notes.push(pick(W.exempt), `${f.buyer.vatId}`);
  if (f.due && !dueInRefs) notes.push(pick(W.terms(day(f.due))));
  if (rng.chance(0.25)) {
    const p = pick([2, 3]);
    notes.push(W.skonto(String(p), day(addDays(f.date, pick([7, 10, 14]))), marked(grossCents - prepaidCents - percentOf(grossCents - prepaidCents, p))));
  }
  const footer = `<table class="ft"><tr><td>${e(s.name)}<br>${e(s.street)}<br>${e(s.cityLine)}</td><td>${e(s.vatId)}<br>${e(s.registration)}</td><td>IBAN ${e(s.iban)}<br>${e(s.email)} · ${e(s.phone)}</td></tr></table>`;
  const refsBeside = rng.chance(0.7);
  const head = refsBeside ? `<div class="hd">${buyer}${refTable}</div><h1>${e(title)}</h1>` : `<div class="hd">${buyer}</div><h1>${e(title)}</h1>${refTable}`;
  const body = `${css(rng)}<div class="erp">${letterhead}${head}${itemTable}${legend}<div class="sums">${breakdown}${totals}</div>${notes.map((n) => `<p>${e(n)}</p>`).join("")}${footer}</div>`;

  // The truth: a line's amount is its net after its own conditions; where only the gross and the
  // conditions are printed (no net row), that amount is not printed and is left unknown.
  const amountKnown = (it: Item) => family === "erp-discount-column" || !it.conditions.length || netRows;
  const tax = taxMode === "exempt" ? 0 : taxes.length > 1 && !taxTotalPrinted && !breakdownTotal ? undefined : taxCents / 100;
  const data = {
    ...headerTruth(f),
    subtotal: netCents / 100,
    ...(tax === undefined ? {} : { tax }),
    total: grossCents / 100,
    line_items: items.map((it) => ({
      description: it.description,
      quantity: it.qtyThousandths / 1000,
      unit_price: it.priceCents / 100,
      ...(amountKnown(it) ? { amount: it.netCents / 100 } : {}),
    })),
  };
  const truthNotes = [
    ...(tax === undefined ? ["tax: two rates and no printed tax total"] : []),
    ...(items.some((it) => !amountKnown(it)) ? ["line amount unknown where a position prints only its gross and its conditions"] : []),
    ...(items.some((it) => it.per === 100) ? ["unit_price of a position priced per 100 units is the printed price per 100"] : []),
  ];
  const doc = invoiceDoc(
    name,
    family,
    {
      body,
      title: `${title} ${f.number}`,
      theme: pick(["invoice", "default", "minimal", "technical"] as const),
      font: pick(FONTS),
      paper: { format: us || (f.seller.country !== "DE" && rng.chance(0.1)) ? "Letter" : "A4" },
    },
    {
      source: {
        language: lang,
        credit_note: false,
        tax_mode: taxMode,
        groups: groupCount,
        net_rows: netRows,
        discount: discountCents / 100,
        charge: freightCents / 100,
        line_discount_pct: items.map((it) => it.discountPercent / 100),
        price_basis: items.map((it) => it.per),
        line_conditions: items.map((it) => it.conditions.reduce((sum, c) => sum + c.cents, 0) / 100),
      },
      data,
      notes: truthNotes,
    },
    [
      s.name,
      f.number,
      day(f.date),
      marked(grossCents),
      ...items.map((it) => it.description),
      ...items.map((it) => bare(amountKnown(it) ? it.netCents : it.grossCents)),
    ],
  );
  return { ...doc, expected: { ...doc.expected, unknown: tax === undefined ? ["tax"] : [] } };
}

function css(rng: Rng): string {
  const rule = rng.pick(["1px solid #444", "0.5px solid #777", "1px solid #999"]);
  const size = rng.pick(["8pt", "8.5pt", "9pt", "9.5pt"]);
  const zebra = rng.chance(0.3) ? ".erp tr.item:nth-child(even) td { background: #f3f3f3; }" : "";
  return `<style>
.erp { font-size: ${size}; line-height: 1.3; }
.erp p { margin: 0.4em 0; }
.erp .lh { margin-bottom: 10px; }
.erp .sn { font-size: 14pt; font-weight: 700; }
.erp .sa { color: #444; }
.erp .hd { display: flex; justify-content: space-between; align-items: flex-start; margin: 8px 0; }
.erp .buyer { width: 80mm; }
.erp .ret { font-size: 6.5pt; text-decoration: underline; margin-bottom: 3px; }
.erp table.refs td { padding: 0 10px 0 0; white-space: nowrap; }
.erp td.k { color: #555; }
.erp h1 { font-size: 13pt; margin: 8px 0; }
.erp table.items { width: 100%; border-collapse: collapse; margin: 10px 0 6px; }
.erp table.items th { border-top: ${rule}; border-bottom: ${rule}; text-align: left; padding: 2px 4px; }
.erp table.items td { padding: 2px 4px; vertical-align: top; }
.erp tr.cond td { padding-top: 0; color: #333; }
.erp td.sub { padding-left: 14px !important; font-style: italic; }
.erp td.b { font-weight: 700; border-top: 0.5px solid #999; }
.erp tr.grp td { font-weight: 700; padding-top: 6px; }
.erp tr.gsum td { font-weight: 600; border-top: 0.5px solid #999; text-align: right; }
.erp .art { font-size: 0.9em; color: #555; }
.erp .x { font-size: 0.9em; color: #444; }
.erp .num { text-align: right; white-space: nowrap; }
.erp .legend { font-size: 7pt; color: #555; }
.erp .sums { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px; }
.erp table.vat { border-collapse: collapse; font-size: 0.9em; }
.erp table.vat th, .erp table.vat td { padding: 1px 6px; border-bottom: 0.5px solid #bbb; }
.erp table.tot { margin-left: auto; border-collapse: collapse; min-width: 45%; }
.erp table.tot td { padding: 1px 4px; }
.erp table.tot tr.b td { font-weight: 700; border-top: ${rule}; }
.erp table.ft { width: 100%; margin-top: 24px; border-top: 1px solid #bbb; font-size: 7pt; color: #555; }
.erp table.ft td { vertical-align: top; padding-top: 3px; }
${zebra}
</style>`;
}
