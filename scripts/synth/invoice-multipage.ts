// Invoices over two to four pages as wholesalers' and trades' billing systems print them (written
// before the extractor was looked at for them, issue 14: a held-out proxy), in German, French and
// English: every page after the first opens with a running header that repeats the seller's name,
// the invoice number, the customer number and "Seite 2 von 3" / "Page 2/3"; the item table crosses
// the page breaks with its column head repeated, a carried sum at the foot of one page and the head
// of the next ("Übertrag", "À reporter" / "Report", "Carried forward" / "Brought forward") and now
// and then a page total; some open with a cover letter (a paragraph above the items, or a whole
// page naming the invoice's number and amount) or a summary of the delivery notes billed; the
// totals, the VAT breakdown and the payment details stand only on the invoice's last page, often
// above a remittance slip that repeats the amount, the payee and the reference; some end in a page
// of terms and conditions full of amounts, rates, days and a revision date. Decoys: the carried
// sums and page totals, the customer, order and delivery-note numbers, the order and delivery
// dates, a cash-discount date and amount, the slip, and every figure of the terms.
import { addDays, formatDate, formatMoney, formatQuantity, isoOf, needsUnambiguousDay, escapeHtml as e, type Day } from "./formats";
import { invoiceDoc } from "./invoice-doc";
import { invoiceFacts, percentOf, TAX_RATES, type InvoiceFacts } from "./invoice";
import { coverLetter, termsClauses } from "./invoice-multipage-terms";
import { MP_WORDS, multipageGoods, type MpWordKey, type MultipageLang } from "./invoice-multipage-words";
import { digits, personName, type InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { FontPreset } from "./render";
import type { SynthDoc } from "./synth-doc";

/** Each language is a family of its own, in turn; the seller's country is drawn within it. */
const SELLERS: ReadonlyArray<readonly [MultipageLang, readonly InvoiceCountry[]]> = [
  ["de", ["DE", "DE", "AT", "CH"]],
  ["fr", ["FR"]],
  ["en", ["UK", "US", "IE"]],
];
const THEMES = ["invoice", "default", "minimal", "technical", "bold", "editorial"] as const;
const FONTS: ReadonlyArray<FontPreset | undefined> = [undefined, "sans", "serif", "humanist", "slab", "mono", "system"];

type Column = "pos" | "sku" | "description" | "quantity" | "unit" | "unitPrice" | "discount" | "rate" | "amount";
interface Line {
  sku: string;
  description: string;
  unit: string;
  qtyThousandths: number;
  unitCents: number;
  discount: number;
  rate: number;
  amountCents: number;
}

/** How the pages run: a cover (none, a paragraph, a delivery-note summary, a letter page), invoice pages with their rows, a terms page. */
function pagePlan(rng: Rng, letterPaper: boolean) {
  const cover = rng.weighted([
    ["none", 5],
    ["paragraph", 2],
    ["deliveries", 2],
    ["letter", 2],
  ] as const);
  const terms = rng.chance(0.4);
  // At most four pages in all: a letter page and a terms page leave two for the invoice.
  const invoicePages = cover === "letter" && terms ? 2 : rng.int(2, 3);
  const short = letterPaper ? 2 : 0;
  const rows = Array.from({ length: invoicePages }, (_, i) =>
    i === 0
      ? cover === "paragraph" || cover === "deliveries"
        ? rng.int(4, 8)
        : rng.int(8, 14) - short
      : i === invoicePages - 1
        ? rng.chance(0.15)
          ? 0
          : rng.int(2, 6)
        : rng.int(18, 26) - short,
  );
  return { cover, terms, rows };
}

/** The lines, each with its discount and VAT rate, and the taxes by rate. */
function drawLines(rng: Rng, f: InvoiceFacts, lang: MultipageLang, count: number, withDiscounts: boolean, multi: boolean) {
  const [high, low] = TAX_RATES[f.seller.country];
  const skuStyle = rng.pick([
    () => digits(rng, 6),
    () => `${digits(rng, 3)}-${digits(rng, 4)}`,
    () => `A${digits(rng, 5)}`,
    () => `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 2)}`,
  ]);
  const lines: Line[] = multipageGoods(rng, lang, count).map((g) => {
    const discount = withDiscounts ? rng.pick([0, 0, 0, 5, 10, 15]) : 0;
    return {
      ...g,
      sku: skuStyle(),
      discount,
      rate: multi && rng.chance(0.3) ? low : high,
      amountCents: Math.round((g.qtyThousandths * g.unitCents * (100 - discount)) / 100000),
    };
  });
  if (multi && new Set(lines.map((l) => l.rate)).size < 2) lines[lines.length - 1]!.rate = lines[0]!.rate === high ? low : high;
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  const taxes = rates.map((rate) => {
    const baseCents = lines.filter((l) => l.rate === rate).reduce((sum, l) => sum + l.amountCents, 0);
    return { rate, baseCents, taxCents: percentOf(baseCents, rate) };
  });
  return { lines, taxes };
}

export function makeMultipageInvoice(rng: Rng, name: string, index: number): SynthDoc {
  const [lang, sellerCountries] = SELLERS[index % SELLERS.length]!;
  const f = invoiceFacts(rng, { sellerCountries, lineCount: [1, 1], creditShare: 0 });
  const word = (key: MpWordKey) => rng.pick(MP_WORDS[key][lang] as readonly string[]);
  const letterPaper = f.seller.country === "US";
  const plan = pagePlan(rng, letterPaper);
  const multi = f.seller.country !== "US" && rng.chance(0.3);
  const { lines, taxes } = drawLines(
    rng,
    f,
    lang,
    plan.rows.reduce((a, b) => a + b, 0),
    rng.chance(0.2),
    multi,
  );
  // Fewer distinct goods than rows planned: the pages from the last back give up the rows missing.
  for (let missing = plan.rows.reduce((a, b) => a + b, 0) - lines.length, p = plan.rows.length - 1; missing > 0 && p >= 0; p -= 1) {
    const cut = Math.min(missing, plan.rows[p]! - (p === 0 ? 1 : 0));
    plan.rows[p]! -= cut;
    missing -= cut;
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const taxCents = taxes.reduce((sum, t) => sum + t.taxCents, 0);
  const totalCents = subtotalCents + taxCents;

  const date = (day: Day) => formatDate(day, f.dateStyle, lang);
  // Decoy dates obey the document's date style too: above the 12th where the style is ambiguous.
  const decoyDay = (offset: number) => {
    const day = addDays(f.date, offset);
    return needsUnambiguousDay(f.dateStyle) && day.d <= 12 ? { ...day, d: day.d + 12 } : day;
  };
  const money = (cents: number, mark = true) => formatMoney(cents, f.money, { withMark: mark });
  const lineMark = f.money.everywhere;
  const percentSign = rng.pick([" %", "%"]);
  const percent = (value: number) => `${formatQuantity(Math.round(value * 1000), f.money.numbers)}${percentSign}`;
  const pageWord = word("page");
  const invoicePageCount = plan.rows.length;
  const physicalPages = Number(plan.cover === "letter") + invoicePageCount + Number(plan.terms);
  const countedPages = plan.terms && rng.chance(0.4) ? physicalPages - 1 : physicalPages;
  const pageOf = (p: number) => pageWord.replace("{p}", String(p)).replace("{n}", String(countedPages));
  const firstInvoicePage = 1 + Number(plan.cover === "letter");

  const customerNo = rng.pick([() => `KD-${digits(rng, 5)}`, () => digits(rng, 5), () => `C${digits(rng, 6)}`, () => `${digits(rng, 3)}-${digits(rng, 3)}`])();
  const orderNo = rng.pick([
    () => `PO-${digits(rng, 5)}`,
    () => `45${digits(rng, 8)}`,
    () => `B-${digits(rng, 4)}`,
    () => `${digits(rng, 6)}/${String(f.date.y).slice(2)}`,
  ])();
  const orderDate = date(decoyDay(-rng.int(5, 40)));
  const deliveryDate = date(decoyDay(-rng.int(0, 6)));
  const contact = personName(rng);
  const sellerShown = rng.chance(0.3) ? f.seller.short : f.seller.name;

  const columns: Column[] = [
    ...(rng.chance(0.6) ? (["pos"] as const) : []),
    ...(rng.chance(0.5) ? (["sku"] as const) : []),
    "description",
    "quantity",
    ...(rng.chance(0.65) ? (["unit"] as const) : []),
    "unitPrice",
    ...(lines.some((l) => l.discount) ? (["discount"] as const) : []),
    ...(multi || rng.chance(0.2) ? (["rate"] as const) : []),
    "amount",
  ];
  const amountHead = !lineMark && rng.chance(0.5) ? `${word("amount")} (${f.money.mark})` : word("amount");
  const heads: Record<Column, string> = {
    pos: word("pos"),
    sku: word("sku"),
    description: word("description"),
    quantity: word("quantity"),
    unit: word("unit"),
    unitPrice: word("unitPrice"),
    discount: word("discount"),
    rate: word("rate"),
    amount: amountHead,
  };
  const posStep = rng.pick([1, 1, 10]);
  const cell = (l: Line, i: number, c: Column) =>
    ({
      pos: String((i + 1) * posStep),
      sku: l.sku,
      description: l.description,
      quantity: formatQuantity(l.qtyThousandths, f.money.numbers),
      unit: l.unit,
      unitPrice: money(l.unitCents, lineMark),
      discount: l.discount ? percent(l.discount) : "",
      rate: percent(l.rate),
      amount: money(l.amountCents, lineMark),
    })[c];
  const numeric = new Set<Column>(["quantity", "unitPrice", "discount", "rate", "amount"]);
  const headRow = `<tr>${columns.map((c) => `<th class="${numeric.has(c) ? "num" : ""}">${e(heads[c])}</th>`).join("")}</tr>`;
  const sumRow = (label: string, cents: number, cls: string) =>
    `<tr class="${cls}"><td colspan="${columns.length - 1}" class="num">${e(label)}</td><td class="num">${e(money(cents, lineMark))}</td></tr>`;

  // Carried sums: the running total at a page's foot and again at the next page's head, with or without the page's own total.
  const carry = rng.weighted([
    ["carried", 4],
    ["carried+page", 2],
    ["page-only", 1],
  ] as const);
  const carriedOut = word("carriedOut");
  const carriedIn = word("carriedIn");
  const pageSum = word("pageSum");
  const pagesText = (template: string, p: number) => template.replace("{p}", String(p)).replace("{n}", String(p + 1));

  const customerLabel = word("customer");
  const numberLabel = word("number");
  const headerStyle = rng.int(0, 2);
  const runningHeader = (p: number) => {
    const style = headerStyle;
    if (style === 0)
      return `<div class="rh">${e(sellerShown)} · ${e(word("title"))} ${e(f.number)} · ${e(customerLabel)} ${e(customerNo)} · ${e(pageOf(p))}</div>`;
    if (style === 1)
      return `<div class="rh2"><div class="rn">${e(sellerShown)}</div><table class="refs"><tr><td class="k">${e(numberLabel)}</td><td>${e(f.number)}</td></tr><tr><td class="k">${e(customerLabel)}</td><td>${e(customerNo)}</td></tr><tr><td class="k"></td><td>${e(pageOf(p))}</td></tr></table></div>`;
    return `<div class="rh3"><div class="rn">${e(sellerShown)}</div><table class="grid"><tr><th>${e(numberLabel)}</th><th>${e(customerLabel)}</th><th>${e(word("date"))}</th><th></th></tr><tr><td>${e(f.number)}</td><td>${e(customerNo)}</td><td>${e(date(f.date))}</td><td>${e(pageOf(p))}</td></tr></table></div>`;
  };

  const letterhead = () => {
    const right = rng.chance(0.4);
    return `<div class="lh ${right ? "right" : ""}"><div class="ln">${e(f.seller.name)}</div><div class="la">${e(f.seller.street)} · ${e(f.seller.cityLine)}</div><div class="la">${e(f.seller.phone)} · ${e(f.seller.email)}</div></div>`;
  };
  const buyerBlock = () =>
    `<div class="addr"><div class="ret">${e(f.seller.name)} · ${e(f.seller.street)} · ${e(f.seller.cityLine)}</div><div>${e(f.buyer.name)}</div>${rng.chance(0.5) ? `<div>${e(personName(rng))}</div>` : ""}<div>${e(f.buyer.street)}</div><div>${e(f.buyer.cityLine)}</div></div>`;

  const dueShown = f.due !== null;
  const meta = (p: number) => {
    const refs: Array<[string, string]> = [
      [numberLabel, f.number],
      [word("date"), date(f.date)],
      [customerLabel, customerNo],
    ];
    if (rng.chance(0.7)) refs.push([word("order"), orderNo]);
    if (rng.chance(0.5)) refs.push([word("orderDate"), orderDate]);
    if (rng.chance(0.6)) refs.push([word("delivery"), deliveryDate]);
    if (rng.chance(0.4)) refs.push([word("contact"), contact]);
    refs.push(["", pageOf(p)]);
    return `<table class="refs">${refs.map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`).join("")}</table>`;
  };

  const deliveries = () => {
    const n = rng.int(1, 3);
    const rows = Array.from({ length: n }, () => [
      `${rng.pick(["LS", "DN", "BL", ""])}${digits(rng, 6)}`,
      date(decoyDay(-rng.int(1, 25))),
      String(rng.int(1, 12)),
      `${formatQuantity(rng.int(5, 900) * 100, f.money.numbers)} kg`,
    ]);
    const head = {
      de: ["Lieferschein", "Datum", "Packstücke", "Gewicht"],
      fr: ["Bon de livraison", "Date", "Colis", "Poids"],
      en: ["Delivery note", "Date", "Packages", "Weight"],
    }[lang];
    const caption = { de: "Berechnete Lieferungen", fr: "Livraisons facturées", en: "Deliveries invoiced" }[lang];
    return `<div class="cap">${e(caption)}</div><table class="grid"><tr>${head.map((h) => `<th>${e(h)}</th>`).join("")}</tr>${rows.map((r) => `<tr>${r.map((v) => `<td>${e(v)}</td>`).join("")}</tr>`).join("")}</table>`;
  };

  const footer = rng.chance(0.5)
    ? `<div class="foot"><div>${e(f.seller.name)}<br>${e(f.seller.street)}<br>${e(f.seller.cityLine)}</div><div>${e(f.seller.registration)}<br>${e(f.seller.vatId)}</div><div>IBAN ${e(f.seller.iban)}<br>BIC ${e(bic(rng))}</div></div>`
    : "";

  // Totals, VAT and payment: only on the invoice's last page.
  const vatWord = word("vat");
  const taxLabel = (rate: number, base: number) =>
    rng.pick([
      `${vatWord} ${percent(rate)}`,
      `${vatWord} (${percent(rate)})`,
      `${percent(rate)} ${vatWord}`,
      `${vatWord} ${percent(rate)} ${onBase[lang]} ${money(base)}`,
    ]);
  const breakdownTable = multi || rng.chance(0.4);
  const taxTotalShown = !multi || !breakdownTable || rng.chance(0.6);
  const vatTotalLabel = word("vatTotal");
  const ladder: Array<[string, string, boolean]> = [[word("net"), money(subtotalCents), false]];
  if (breakdownTable && taxTotalShown) ladder.push([vatTotalLabel, money(taxCents), false]);
  if (!breakdownTable) for (const t of taxes) ladder.push([taxLabel(t.rate, t.baseCents), money(t.taxCents), false]);
  if (multi && !breakdownTable && rng.chance(0.5)) ladder.push([vatTotalLabel, money(taxCents), false]);
  ladder.push([word("gross"), money(totalCents), true]);
  const taxPrinted = !multi || ladder.some(([k]) => k === vatTotalLabel);
  const [bh1, bh2, bh3, bh4] = rng.pick<readonly [string, string, string, string]>(MP_WORDS.breakdown[lang]);
  const breakdown = breakdownTable
    ? `<table class="grid bd"><tr><th>${e(bh1)}</th><th class="num">${e(bh2)}</th><th class="num">${e(bh3)}</th><th class="num">${e(bh4)}</th></tr>${taxes
        .map(
          (t) =>
            `<tr><td>${e(percent(t.rate))}</td><td class="num">${e(money(t.baseCents, false))}</td><td class="num">${e(money(t.taxCents, false))}</td><td class="num">${e(money(t.baseCents + t.taxCents, false))}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const totalsHtml = `<table class="tot">${ladder.map(([k, v, b]) => `<tr class="${b ? "b" : ""}"><td>${e(k)}</td><td class="num">${e(v)}</td></tr>`).join("")}</table>`;

  const skonto = dueShown && rng.chance(0.35);
  const skontoPct = rng.pick([2, 3]);
  const skontoDay = date(decoyDay(Math.min(rng.int(7, 10), Math.max(1, f.dueDays - 3))));
  const skontoAmount = money(totalCents - Math.round((totalCents * skontoPct) / 100));
  const payment: string[] = [];
  if (dueShown) payment.push(payableBy(rng, lang, date(f.due!)));
  else payment.push(payableWithin(rng, lang, f.dueDays));
  if (skonto) payment.push(skontoSentence(lang, percent(skontoPct), skontoDay, skontoAmount));
  const bankName = {
    de: `${rng.pick(["Sparkasse", "Volksbank", "Raiffeisenbank", "Stadtsparkasse"])} ${f.seller.city}`,
    fr: `${rng.pick(["Crédit Mutuel", "Banque Populaire", "Caisse d'Épargne"])} ${f.seller.city}`,
    en: `${rng.pick(["Northgate Bank", "Harbour Bank", "First Union Bank"])}, ${f.seller.city}`,
  }[lang];
  const bicCode = bic(rng);
  const bank =
    f.seller.country === "US"
      ? `<div class="pay"><b>${e(word("bank"))}</b><br>${e(bankName)} · ABA ${digits(rng, 9)} · Acct ${digits(rng, 10)}</div>`
      : `<div class="pay"><b>${e(word("bank"))}</b><br>${e(bankName)} · IBAN ${e(f.seller.iban)} · BIC ${e(bicCode)}</div>`;
  const reference = rng.pick([f.number, `${f.number} / ${customerNo}`, `${word("title")} ${f.number}`]);
  const slip = rng.chance(0.7)
    ? `<div class="slip"><div class="st">✂ ${e(word("slipTitle"))}</div><table class="refs">${(
        [
          [word("slipPayee"), f.seller.name],
          ...(f.seller.country === "US" ? [] : ([["IBAN", f.seller.iban]] as Array<[string, string]>)),
          [word("slipAmount"), money(totalCents)],
          [word("slipReference"), reference],
          [word("slipPayer"), f.buyer.name],
          ...(dueShown && rng.chance(0.5) ? ([[{ de: "Fällig am", fr: "Échéance", en: "Due date" }[lang], date(f.due!)]] as Array<[string, string]>) : []),
        ] as Array<[string, string]>
      )
        .map(([k, v]) => `<tr><td class="k">${e(k)}</td><td>${e(v)}</td></tr>`)
        .join("")}</table></div>`
    : "";

  // The pages.
  const pages: string[] = [];
  if (plan.cover === "letter") {
    const letter = coverLetter(rng, lang, { number: f.number, total: money(totalCents), orderDate, signer: contact }, true);
    pages.push(
      `${letterhead()}${buyerBlock()}<div class="place">${e(f.seller.city)}, ${e(date(f.date))}</div><div class="subj">${e(word("title"))} ${e(f.number)}</div><p>${e(letter.salutation)}</p>${letter.paragraphs.map((p) => `<p>${e(p)}</p>`).join("")}<p>${letter.closing.map(e).join("<br>")}</p>${footer}`,
    );
  }
  let at = 0;
  let carried = 0;
  plan.rows.forEach((count, i) => {
    const physical = firstInvoicePage + i;
    const last = i === plan.rows.length - 1;
    const pageLines = lines.slice(at, at + count);
    const pageCents = pageLines.reduce((sum, l) => sum + l.amountCents, 0);
    const rows: string[] = [];
    if (i > 0 && carry !== "page-only") rows.push(sumRow(pagesText(carriedIn, physical - 1), carried, "carry"));
    pageLines.forEach((l, k) =>
      rows.push(`<tr>${columns.map((c) => `<td class="${numeric.has(c) ? "num" : ""}">${e(cell(l, at + k, c))}</td>`).join("")}</tr>`),
    );
    carried += pageCents;
    if (!last) {
      if (carry !== "carried") rows.push(sumRow(pagesText(pageSum, physical), pageCents, "carry"));
      if (carry !== "page-only") rows.push(sumRow(pagesText(carriedOut, physical), carried, "carry"));
    }
    at += count;
    const top =
      i === 0
        ? `${plan.cover === "letter" ? runningHeader(physical) : letterhead()}<div class="top">${plan.cover === "letter" ? "<div></div>" : buyerBlock()}${meta(physical)}</div><div class="title">${e(word("title"))}</div>${
            plan.cover === "paragraph"
              ? (() => {
                  const letter = coverLetter(rng, lang, { number: f.number, total: money(totalCents), orderDate, signer: contact }, false);
                  return `<p>${e(letter.salutation)}</p>${letter.paragraphs.map((p) => `<p>${e(p)}</p>`).join("")}`;
                })()
              : plan.cover === "deliveries"
                ? deliveries()
                : ""
          }`
        : runningHeader(physical);
    const table = rows.length ? `<table class="items">${pageLines.length ? headRow : ""}${rows.join("")}</table>` : "";
    const end = last ? `${breakdown}${totalsHtml}<div class="pay">${payment.map(e).join("<br>")}</div>${bank}${slip}` : "";
    pages.push(`${top}${table}${end}${footer}`);
  });
  if (plan.terms) {
    const terms = termsClauses(rng, { lang, money: (c) => money(c), date: (offset) => date(decoyDay(offset)), city: f.seller.city, percent });
    pages.push(
      `${rng.chance(0.5) ? runningHeader(physicalPages) : ""}<div class="subj">${e(terms.title)}</div><ol class="terms">${terms.clauses.map((c) => `<li>${e(c)}</li>`).join("")}</ol>`,
    );
  }

  const scope = "mp";
  const fontPt = rng.pick([8.5, 9, 9.5]);
  const css = `<style>
.${scope} { font-size: ${fontPt}pt; line-height: 1.3; }
.${scope} .pg { break-after: page; }
.${scope} .pg:last-child { break-after: auto; }
.${scope} p { margin: 0 0 0.6em; }
.${scope} .lh { margin-bottom: 4mm; }
.${scope} .lh.right { text-align: right; }
.${scope} .ln { font-size: ${rng.pick([14, 16, 18])}pt; font-weight: 700; }
.${scope} .la, .${scope} .ret { font-size: 7.5pt; color: #555; }
.${scope} .top { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 3mm; }
.${scope} .addr { width: 85mm; }
.${scope} .title, .${scope} .subj { font-size: 13pt; font-weight: 700; margin: 2mm 0; }
.${scope} .place { text-align: right; margin: 4mm 0; }
.${scope} .rh, .${scope} .rh2, .${scope} .rh3 { font-size: 8pt; border-bottom: 1px solid #777; padding-bottom: 1mm; margin-bottom: 3mm; }
.${scope} .rh2, .${scope} .rh3 { display: flex; justify-content: space-between; align-items: flex-end; }
.${scope} .rn { font-weight: 700; font-size: 10pt; }
.${scope} table { margin: 0; font-size: inherit; line-height: 1.25; width: auto; }
.${scope} table td, .${scope} table th { padding: 1px 4px; border: none; background: none; vertical-align: top; }
.${scope} table.refs td { padding: 0 6px 0 0; white-space: nowrap; }
.${scope} td.k { color: #555; }
.${scope} table.grid th { text-align: left; font-weight: 600; border-bottom: 1px solid #999; }
.${scope} table.items { width: 100%; border-collapse: collapse; margin: 2mm 0; }
.${scope} table.items th { text-align: left; border-bottom: 1px solid #444; ${rng.chance(0.5) ? "border-top: 1px solid #444;" : ""} }
.${scope} tr.carry td { font-style: italic; border-top: 1px dotted #777; }
.${scope} .num { text-align: right; white-space: nowrap; }
.${scope} table.bd { margin: 2mm 0; }
.${scope} table.tot { margin: 2mm 0 2mm auto; border-collapse: collapse; min-width: 45%; }
.${scope} table.tot tr.b td { font-weight: 700; border-top: 1px solid #333; }
.${scope} .pay { margin-top: 2mm; }
.${scope} .slip { margin-top: 5mm; border-top: 1px dashed #333; padding-top: 2mm; }
.${scope} .st, .${scope} .cap { font-weight: 600; margin-bottom: 1mm; }
.${scope} .foot { display: flex; justify-content: space-between; font-size: 7pt; color: #555; border-top: 1px solid #bbb; margin-top: 4mm; padding-top: 1mm; }
.${scope} ol.terms { padding-left: 5mm; font-size: 8pt; }
.${scope} ol.terms li { margin-bottom: 1.5mm; }
</style>`;
  const body = `${css}<div class="${scope}">${pages.map((p) => `<section class="pg">${p}</section>`).join("")}</div>`;

  const family = `multipage-${lang}`;
  const data = {
    vendor: f.seller.name,
    invoice_number: f.number,
    invoice_date: isoOf(f.date),
    due_date: f.due ? isoOf(f.due) : null,
    currency: f.currency,
    subtotal: subtotalCents / 100,
    ...(taxPrinted ? { tax: taxCents / 100 } : {}),
    total: totalCents / 100,
    line_items: lines.map((l) => ({
      description: l.description,
      quantity: l.qtyThousandths / 1000,
      unit_price: l.unitCents / 100,
      amount: l.amountCents / 100,
    })),
  };
  const doc = invoiceDoc(
    name,
    family,
    {
      body,
      title: rng.pick([f.seller.short, `${word("title")} ${f.number}`]),
      theme: rng.pick(THEMES),
      font: rng.pick(FONTS),
      paper: { format: letterPaper ? "Letter" : "A4" },
    },
    {
      source: {
        language: lang,
        pages: physicalPages,
        cover: plan.cover,
        terms: plan.terms,
        ...(lines.some((l) => l.discount) ? { line_discount_pct: lines.map((l) => l.discount) } : {}),
      },
      data,
      notes: taxPrinted ? [] : ["tax: two rates in a breakdown table and no printed tax total"],
    },
    [
      f.seller.name,
      f.number,
      date(f.date),
      ...(f.due ? [date(f.due)] : []),
      money(subtotalCents),
      money(totalCents),
      ...(taxPrinted ? [money(taxCents)] : []),
      f.money.mark,
      ...lines.flatMap((l) => [l.description, formatQuantity(l.qtyThousandths, f.money.numbers), money(l.unitCents, lineMark), money(l.amountCents, lineMark)]),
    ],
  );
  const tightened = [
    `.${scope} table.items td, .${scope} table.items th { padding-top: 0; padding-bottom: 0; }`,
    `.${scope} { font-size: 7.5pt; } .${scope} .foot { display: none; }`,
  ];
  return { ...doc, expected: { ...doc.expected, unknown: taxPrinted ? [] : ["tax"] }, pages: physicalPages, fit: tightened };
}

const onBase: Record<MultipageLang, string> = { de: "auf", fr: "sur", en: "on" };

const bic = (rng: Rng) =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + rng.int(0, 25))).join("") +
  rng.pick(["DE", "FR", "AT", "GB", "CH"]) +
  rng.pick(["FF", "MM", "2X", "XX"]) +
  rng.pick(["", "XXX"]);

function payableBy(rng: Rng, lang: MultipageLang, due: string): string {
  return rng.pick(
    {
      de: [
        `Zahlbar bis ${due} ohne Abzug.`,
        `Bitte überweisen Sie den Rechnungsbetrag bis zum ${due}.`,
        `Fälligkeitsdatum: ${due}`,
        `Zahlungsziel: ${due} netto`,
      ],
      fr: [`Date d'échéance : ${due}`, `À régler avant le ${due}.`, `Paiement à réception, au plus tard le ${due}.`],
      en: [`Payment due: ${due}`, `Please pay by ${due}.`, `Due date: ${due}`, `Terms: payable on or before ${due}`],
    }[lang],
  );
}

function payableWithin(rng: Rng, lang: MultipageLang, days: number): string {
  return rng.pick(
    {
      de: [`Zahlbar innerhalb von ${days} Tagen ohne Abzug.`, `Zahlungsbedingungen: ${days} Tage netto`],
      fr: [`Paiement à ${days} jours date de facture.`, `Conditions de règlement : ${days} jours net`],
      en: [`Terms: net ${days} days`, `Payment within ${days} days of the invoice date.`],
    }[lang],
  );
}

function skontoSentence(lang: MultipageLang, pct: string, day: string, amount: string): string {
  return {
    de: `Bei Zahlung bis ${day} abzüglich ${pct} Skonto: ${amount}`,
    fr: `Escompte de ${pct} pour paiement avant le ${day}, soit ${amount}`,
    en: `${pct} settlement discount if paid by ${day}: ${amount}`,
  }[lang];
}
