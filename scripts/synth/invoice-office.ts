// Invoices typed into a Word or LibreOffice template and exported to PDF (written before the
// extractor was looked at for them: a held-out proxy), in German, English, French and Dutch, one
// family per language in turn. The document is authored for the office suite, not laid out from HTML:
// a letterhead in the page header, bank and registration details in a three-column page footer, the
// buyer's address in a text frame positioned for a window envelope, "Label<TAB>value" lines on tab
// stops, an item table with borders whose cells are centred vertically or set at the top, descriptions
// with detail lines inside their cell, totals in merged cells of the table or on right tabs with dot
// leaders, a page X of Y field, payment terms with a cash-discount amount and date (decoys), a closing.
// Truth as the other invoice families: the description is the first paragraph of its cell.
import { addDays, formatDate, formatMoney, formatQuantity, needsUnambiguousDay, type Day } from "./formats";
import { expectedLineItems, invoiceFacts, percentOf, TAX_RATES } from "./invoice";
import { headerTruth } from "./invoice-doc";
import { DETAILS, OFFICE_GOODS, WORDS, type OfficeLang } from "./invoice-office-words";
import type { InvoiceCountry } from "./names";
import { personName } from "./names";
import { fodt, xml } from "./office-fodt";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

const LANGS: readonly OfficeLang[] = ["de", "en", "fr", "nl"];
const COUNTRIES: Record<OfficeLang, readonly InvoiceCountry[]> = {
  de: ["DE", "DE", "DE", "AT", "CH"],
  en: ["UK", "UK", "US", "IE"],
  fr: ["FR"],
  nl: ["NL", "NL", "BE"],
};
const FONTS = ["Liberation Sans", "Liberation Serif", "DejaVu Sans", "DejaVu Serif", "Liberation Sans Narrow", "DejaVu Sans Condensed"] as const;
const LOCALE: Record<OfficeLang, string> = {
  de: 'fo:language="de" fo:country="DE"',
  en: 'fo:language="en" fo:country="GB"',
  fr: 'fo:language="fr" fo:country="FR"',
  nl: 'fo:language="nl" fo:country="NL"',
};

interface Item {
  description: string;
  details: string[];
  unit: string;
  qtyThousandths: number;
  priceCents: number;
  amountCents: number;
  rate: number;
}

type Col = "pos" | "description" | "qty" | "unit" | "price" | "rate" | "amount";

export function makeOfficeInvoice(rng: Rng, name: string, index: number): SynthDoc {
  const lang = LANGS[index % LANGS.length]!;
  const family = `office-${lang}`;
  const W = WORDS[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const f = invoiceFacts(rng, { sellerCountries: COUNTRIES[lang], creditShare: 0.15 });
  const us = f.seller.country === "US";
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  // Decoy dates obey the document's date style: above the 12th where the style is ambiguous.
  const decoyDay = (d: Day) => (needsUnambiguousDay(f.dateStyle) && d.d <= 12 ? { ...d, d: d.d + 12 } : d);
  const bare = (c: number) => formatMoney(c, f.money, { withMark: false });
  const marked = (c: number) => formatMoney(c, f.money);
  const lineMoney = (c: number) => (f.money.everywhere ? marked(c) : bare(c));
  const percentSign = pick([" %", "%"]);
  const rateText = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)}${percentSign}`;

  // Items: 1–15, each with 0–3 detail lines in its cell; 0, 1 or 2 VAT rates.
  const [high, low] = TAX_RATES[f.seller.country];
  const taxMode = us ? (rng.chance(0.2) ? "none" : "single") : f.taxMode;
  const count = rng.weighted([
    [rng.int(1, 3), 3],
    [rng.int(4, 7), 4],
    [rng.int(8, 15), 2],
  ] as const);
  const pool = rng.shuffle(OFFICE_GOODS[lang]);
  const D = DETAILS[lang];
  const detailChance = rng.pick([0.2, 0.5, 0.8]);
  const items: Item[] = Array.from({ length: count }, (_, i) => {
    const [description, unit, lowCents, highCents] = pool[i % pool.length]!;
    const priceCents = highCents < 100 ? rng.int(lowCents, highCents) : Math.round(rng.int(lowCents, highCents) / 5) * 5;
    const qtyThousandths =
      highCents < 100
        ? rng.int(2, 60) * 50 * 1000
        : unit === "psch." || unit === "forfait" || unit === "lot" || unit === "post" || unit === "each"
          ? 1000
          : rng.chance(0.35)
            ? rng.int(1, 60) * 250
            : rng.int(1, 12) * 1000;
    const details: string[] = [];
    if (rng.chance(detailChance)) {
      const kinds = rng.shuffle(["remark", "reference", "period"] as const).slice(0, rng.int(1, 3));
      for (const k of kinds) {
        if (k === "remark") details.push(pick(D.remark));
        if (k === "reference") details.push(`${pick(D.reference)} ${rng.int(100, 9999)}${rng.chance(0.4) ? `/${String(f.date.y).slice(2)}` : ""}`);
        if (k === "period") {
          const start = decoyDay(addDays(f.date, -rng.int(20, 60)));
          details.push(D.period(day(start), day(decoyDay(addDays(start, rng.int(6, 30))))));
        }
      }
    }
    return {
      description: round(description, i, pool.length, lang),
      details,
      unit,
      qtyThousandths,
      priceCents,
      amountCents: Math.round((qtyThousandths * priceCents) / 1000),
      rate: taxMode === "none" ? 0 : taxMode === "multi" && rng.chance(0.4) ? low : high,
    };
  });
  if (taxMode === "multi") {
    if (items.length === 1) items[0]!.rate = high;
    if (new Set(items.map((it) => it.rate)).size < 2) {
      if (items.length === 1) {
        const [description, unit, lowCents, highCents] = pool[1]!;
        const priceCents = Math.round(rng.int(Math.max(lowCents, 100), Math.max(highCents, 200)) / 5) * 5;
        items.push({ description, details: [], unit, qtyThousandths: 1000, priceCents, amountCents: priceCents, rate: low });
      } else items[items.length - 1]!.rate = items[0]!.rate === high ? low : high;
    }
  }

  // Totals: a document discount per rate, so each rate's base is exact.
  const linesCents = items.reduce((s, it) => s + it.amountCents, 0);
  const discountPct = taxMode !== "none" && rng.chance(0.25) ? pick([2, 3, 5, 10]) : 0;
  const rates = [...new Set(items.map((it) => it.rate))].sort((a, b) => b - a);
  const taxes = rates.map((rate) => {
    const lines = items.filter((it) => it.rate === rate).reduce((s, it) => s + it.amountCents, 0);
    const discount = percentOf(lines, discountPct);
    const base = lines - discount;
    return { rate, discount, base, tax: taxMode === "none" ? 0 : percentOf(base, rate) };
  });
  const discountCents = taxes.reduce((s, t) => s + t.discount, 0);
  const netCents = linesCents - discountCents;
  const taxCents = taxes.reduce((s, t) => s + t.tax, 0);
  const grossCents = netCents + taxCents;
  // A credit note prints its totals negative half the time (its lines stay positive, as the classic family's).
  const sign = f.credit && rng.chance(0.5) ? -1 : 1;

  // Page, fonts, styles.
  const letter = us || (lang === "en" && rng.chance(0.15));
  const page = letter
    ? { width: "21.59cm", height: "27.94cm", top: "1.2cm", bottom: "1.2cm", left: "2.2cm", right: "2cm" }
    : { width: "21cm", height: "29.7cm", top: "1cm", bottom: "1cm", left: pick(["2.5cm", "2.2cm", "2cm"]), right: pick(["2cm", "1.5cm"]) };
  const textWidth = Number.parseFloat(page.width) - Number.parseFloat(page.left) - Number.parseFloat(page.right);
  const font = pick(FONTS);
  const headFont = rng.chance(0.3) ? pick(FONTS) : font;
  const size = pick([9, 9.5, 10, 10, 11]);
  const cm = (n: number) => `${n.toFixed(2)}cm`;
  const valign = rng.chance(0.6) ? "middle" : "top";
  const grid = pick(["grid", "grid", "rows", "frame"] as const);
  const rule = pick(["0.5pt solid #000000", "0.75pt solid #000000", "0.5pt solid #808080"]);
  const shade = rng.chance(0.5) ? ` fo:background-color="${pick(["#d9d9d9", "#e6e6e6", "#dde4ee"])}"` : "";
  const frameY = letter ? 4.6 : pick([4.5, 5.0]);
  const spacer = frameY + 4.4 - Number.parseFloat(page.top) - 1.6;

  // Header: the letterhead; footer: three columns of address, bank and registration; page X of Y.
  const s = f.seller;
  const pageField = W.page('<text:page-number text:select-page="current">1</text:page-number>', "<text:page-count>1</text:page-count>");
  const pageAt = pick(["header", "footer", "none"] as const);
  const letterheadRight = rng.chance(0.5);
  const header = [
    `<text:p text:style-name="${letterheadRight ? "LetterheadR" : "Letterhead"}">${xml(s.name)}</text:p>`,
    `<text:p text:style-name="${letterheadRight ? "SmallR" : "Small"}">${xml(`${s.street} · ${s.cityLine}`)}${rng.chance(0.5) ? xml(` · ${s.phone}`) : ""}</text:p>`,
    pageAt === "header" ? `<text:p text:style-name="SmallR">${pageField}</text:p>` : "",
  ].join("");
  const footerCols = [
    [s.name, s.street, s.cityLine, s.email],
    [`${pick(W.bank)}`, `IBAN ${s.iban}`, s.phone],
    [`${pick(W.vatId)} ${s.vatId}`, s.registration],
  ].map((lines) => lines.filter(Boolean));
  const footerTable = rng.chance(0.7);
  const footer = footerTable
    ? `<table:table table:name="Footer" table:style-name="FootTab"><table:table-column table:style-name="FootCol" table:number-columns-repeated="3"/><table:table-row>${footerCols
        .map(
          (lines) =>
            `<table:table-cell table:style-name="FootCell" office:value-type="string">${lines.map((l) => `<text:p text:style-name="Foot">${xml(l)}</text:p>`).join("")}</table:table-cell>`,
        )
        .join("")}</table:table-row></table:table>${pageAt === "footer" ? `<text:p text:style-name="FootC">${pageField}</text:p>` : ""}`
    : `${[0, 1, 2, 3]
        .map((row) => `<text:p text:style-name="FootTabs">${footerCols.map((lines) => xml(lines[row] ?? "")).join("<text:tab/>")}</text:p>`)
        .join("")}${pageAt === "footer" ? `<text:p text:style-name="FootC">${pageField}</text:p>` : ""}`;

  // The window-envelope frame: a return-address line above the buyer's address.
  const b = f.buyer;
  const attention = rng.chance(0.3)
    ? [`${lang === "de" ? "z. Hd." : lang === "fr" ? "À l'attention de" : lang === "nl" ? "t.a.v." : "Attn:"} ${personName(rng)}`]
    : [];
  const addressLines = [b.name, ...attention, b.street, b.cityLine, ...(b.country !== s.country ? [countryName(b.country)] : [])];
  const addressFrame = `<draw:frame draw:style-name="Window" draw:name="Address" text:anchor-type="page" text:anchor-page-number="1" svg:x="${cm(Number.parseFloat(page.left))}" svg:y="${cm(frameY)}" svg:width="8.5cm" svg:height="4.2cm" draw:z-index="0"><draw:text-box>${
    rng.chance(0.7) ? `<text:p text:style-name="Return">${xml(`${s.name} · ${s.street} · ${s.cityLine}`)}</text:p>` : ""
  }${addressLines.map((l) => `<text:p text:style-name="Address">${xml(l)}</text:p>`).join("")}</draw:text-box></draw:frame>`;

  // The information block: label<TAB>value lines, in a frame beside the address or under it.
  const refs: Array<[string, string]> = [
    [pick(f.credit ? W.creditNumber : W.number), f.number],
    [pick(W.date), day(f.date)],
  ];
  if (rng.chance(0.6)) refs.push([pick(W.customer), String(rng.int(10000, 99999))]);
  if (rng.chance(0.4)) refs.push([pick(W.order), pick([`${rng.int(4500000, 4599999)}`, `PO-${rng.int(1000, 9999)}`, `${rng.int(100, 999)}/${f.date.y}`])]);
  if (rng.chance(0.4)) refs.push([pick(W.delivery), day(decoyDay(addDays(f.date, -rng.int(1, 14))))]);
  const dueInRefs = f.due !== null && rng.chance(0.5);
  if (dueInRefs && f.due) refs.push([pick(W.due), day(f.due)]);
  if (rng.chance(0.4)) refs.push([pick(W.contact), personName(rng)]);
  const infoBeside = rng.chance(0.65);
  const boldLabels = rng.chance(0.5);
  const refLine = (k: string, v: string, style: string) =>
    `<text:p text:style-name="${style}">${boldLabels ? `<text:span text:style-name="B">${xml(k)}</text:span>` : xml(k)}<text:tab/>${xml(v)}</text:p>`;
  const infoFrame = infoBeside
    ? `<draw:frame draw:style-name="Window" draw:name="Info" text:anchor-type="page" text:anchor-page-number="1" svg:x="${cm(Number.parseFloat(page.width) - Number.parseFloat(page.right) - 7.2)}" svg:y="${cm(frameY + 0.3)}" svg:width="7.2cm" svg:height="4.2cm" draw:z-index="1"><draw:text-box>${refs.map(([k, v]) => refLine(k, v, "InfoFrame")).join("")}</draw:text-box></draw:frame>`
    : "";
  const belowStyle = rng.chance(0.5) ? "InfoBody" : "InfoBodyRight";
  const infoBelow = infoBeside ? "" : refs.map(([k, v]) => refLine(k, v, belowStyle)).join("");

  // The letter: title, salutation, intro, the table, totals, terms, closing.
  const title = pick(f.credit ? W.creditTitle : W.title);
  const titleLine = rng.chance(0.4) ? `${title} ${f.number}` : title;
  const corrected = { number: `${f.date.y}-${rng.int(100, 999)}`, date: day(decoyDay(addDays(f.date, -rng.int(10, 60)))) };
  const letterText: string[] = [];
  if (rng.chance(0.6)) letterText.push(pick(W.salutation));
  letterText.push(f.credit ? W.creditIntro(corrected.number, corrected.date) : pick(W.intro));
  const periodLine =
    rng.chance(0.3) && !f.credit ? W.period(day(decoyDay(addDays(f.date, -rng.int(30, 40)))), day(decoyDay(addDays(f.date, -rng.int(1, 5))))) : "";

  // The item table.
  const cols: Col[] = [];
  if (rng.chance(0.6)) cols.push("pos");
  cols.push("description", "qty");
  if (rng.chance(0.5)) cols.push("unit");
  cols.push("price");
  if (taxMode === "multi" || (taxMode === "single" && rng.chance(0.15))) cols.push("rate");
  cols.push("amount");
  const widthOf: Record<Col, number> = { pos: 1.1, description: 0, qty: 1.6, unit: 1.9, price: 2.5, rate: 1.6, amount: 2.7 };
  // Wide enough for the head in bold and the total with its currency mark (a Writer cell wraps what does not fit).
  widthOf.qty = cols.includes("unit") ? 2 : 2.4;
  if (f.money.mark.length > 1) widthOf.amount = 3.3;
  widthOf.description = textWidth - cols.filter((c) => c !== "description").reduce((w, c) => w + widthOf[c], 0);
  const H = W.head;
  const headOf: Record<Col, string> = {
    pos: pick(H.pos),
    description: pick(H.description),
    qty: pick(H.qty),
    unit: pick(H.unit),
    price: rng.chance(0.2) ? `${pick(H.price)} (${f.money.mark})` : pick(H.price),
    rate: pick(H.rate),
    amount: rng.chance(0.2) ? `${pick(H.amount)} (${f.money.mark})` : pick(H.amount),
  };
  const numeric = new Set<Col>(["qty", "price", "rate", "amount"]);
  const cellStyle = (c: Col, part: "head" | "body") => `C${part === "head" ? "H" : "B"}${numeric.has(c) ? "R" : "L"}`;
  const cellXml = (style: string, paragraphs: string, attrs = "") =>
    `<table:table-cell table:style-name="${style}" office:value-type="string"${attrs}>${paragraphs}</table:table-cell>`;
  const para = (style: string, text: string) => `<text:p text:style-name="${style}">${xml(text)}</text:p>`;
  const qtyText = (it: Item) =>
    cols.includes("unit") ? formatQuantity(it.qtyThousandths, f.money.numbers) : `${formatQuantity(it.qtyThousandths, f.money.numbers)} ${it.unit}`;
  const bodyCell = (it: Item, i: number, c: Col) => {
    const st = cellStyle(c, "body");
    switch (c) {
      case "pos":
        return cellXml(st, para("CellL", String(i + 1)));
      case "description":
        return cellXml(st, para(rng.chance(0.3) ? "CellBold" : "CellL", it.description) + it.details.map((d) => para("CellDetail", d)).join(""));
      case "qty":
        return cellXml(st, para("CellR", qtyText(it)));
      case "unit":
        return cellXml(st, para("CellL", it.unit));
      case "price":
        return cellXml(st, para("CellR", lineMoney(it.priceCents)));
      case "rate":
        return cellXml(st, para("CellR", rateText(it.rate)));
      case "amount":
        return cellXml(st, para("CellR", lineMoney(it.amountCents)));
    }
  };
  const headRow = `<table:table-header-rows><table:table-row>${cols.map((c) => cellXml(cellStyle(c, "head"), para(numeric.has(c) ? "HeadR" : "HeadL", headOf[c]))).join("")}</table:table-row></table:table-header-rows>`;
  const itemRows = items.map((it, i) => `<table:table-row>${cols.map((c) => bodyCell(it, i, c)).join("")}</table:table-row>`).join("");

  // The totals ladder.
  const ladder: Array<[string, string, boolean]> = [];
  if (taxMode !== "none") {
    if (discountPct || rng.chance(0.3)) ladder.push([pick(W.subtotal), bare(sign * linesCents), false]);
    if (discountPct) ladder.push([pick(W.discount(rateText(discountPct))), bare(-sign * discountCents), false]);
    ladder.push([pick(W.net), (rng.chance(0.5) ? marked : bare)(sign * netCents), false]);
    const taxOnBase = taxes.length > 1 && rng.chance(0.4);
    for (const t of taxes) {
      const label = pick(us ? [`Sales tax ${rateText(t.rate)}`, `Tax ${rateText(t.rate)}`] : W.tax(rateText(t.rate)));
      ladder.push([taxOnBase ? `${label} (${bare(sign * t.base)})` : label, bare(sign * t.tax), false]);
    }
  }
  const taxTotalPrinted = taxes.length > 1 && rng.chance(0.5);
  if (taxTotalPrinted) ladder.push([pick(W.taxTotal), bare(sign * taxCents), false]);
  ladder.push([pick(f.credit ? W.creditTotal : W.total), marked(sign * grossCents), true]);
  const totalsIn = pick(["merged", "merged", "tabs", "tabs-indented"] as const);
  const span = cols.length - 1;
  const totalRows =
    totalsIn === "merged"
      ? ladder
          .map(
            ([k, v, strong]) =>
              `<table:table-row>${cellXml("CTL", para(strong ? "TotalLabelB" : "TotalLabel", k), ` table:number-columns-spanned="${span}"`)}${"<table:covered-table-cell/>".repeat(span - 1)}${cellXml("CTR", para(strong ? "CellRB" : "CellR", v))}</table:table-row>`,
          )
          .join("")
      : "";
  const totalsBelow =
    totalsIn === "merged"
      ? ""
      : ladder
          .map(
            ([k, v, strong]) =>
              `<text:p text:style-name="${totalsIn === "tabs" ? "Leader" : "LeaderIndented"}${strong ? "B" : ""}">${xml(k)}<text:tab/>${xml(v)}</text:p>`,
          )
          .join("");
  const columnsXml = cols.map((c) => `<table:table-column table:style-name="Col${c}"/>`).join("");
  const itemTable = `<table:table table:name="Items" table:style-name="Items">${columnsXml}${headRow}${itemRows}${totalRows}</table:table>`;

  // Terms: the due date or days, a cash discount with its own amount and date, a fixed fee; notes.
  const notes: string[] = [];
  if (taxMode === "none") notes.push(pick(W.noTax));
  if (f.credit) notes.push(pick(W.creditRefund));
  else {
    if (f.due && !dueInRefs) notes.push(pick(W.payBy(marked(grossCents), day(f.due))));
    else if (!f.due) notes.push(pick(W.termsDays(String(f.dueDays))));
    if (rng.chance(0.35)) {
      const p = pick([2, 3]);
      const days = pick([7, 8, 10, 14]);
      notes.push(pick(W.skonto(String(p), String(days), day(decoyDay(addDays(f.date, days))), marked(grossCents - percentOf(grossCents, p)))));
    }
    if (lang === "fr" || rng.chance(0.15)) notes.push(pick(W.lateFee(marked(pick([4000, 500, 1000, 1500])))));
  }
  const signer = personName(rng);
  const closing = [
    `<text:p text:style-name="Body">${xml(pick(W.closing))}</text:p>`,
    `<text:p text:style-name="Signature"/>`,
    `<text:p text:style-name="Body">${xml(signer)}</text:p>`,
    rng.chance(0.5) ? `<text:p text:style-name="Body">${xml(s.name)}</text:p>` : "",
  ].join("");

  const body = [
    addressFrame,
    infoFrame,
    // The letter starts below the window: a paragraph that would run into a frame is pushed under it anyway.
    `<text:p text:style-name="Spacer"/>`,
    infoBelow,
    `<text:p text:style-name="Title">${xml(titleLine)}</text:p>`,
    periodLine ? `<text:p text:style-name="Body">${xml(periodLine)}</text:p>` : "",
    ...letterText.map((t) => `<text:p text:style-name="Body">${xml(t)}</text:p>`),
    itemTable,
    totalsBelow,
    ...notes.map((t) => `<text:p text:style-name="Body">${xml(t)}</text:p>`),
    closing,
  ].join("");

  const automatic = [
    tableStyles({ cols, widthOf, textWidth, valign, grid, rule, shade }),
    `<style:style style:name="Window" style:family="graphic"><style:graphic-properties style:wrap="none" style:vertical-pos="from-top" style:vertical-rel="page" style:horizontal-pos="from-left" style:horizontal-rel="page" fo:border="none" draw:stroke="none" fo:padding="0cm" draw:fill="none" fo:background-color="transparent" style:shadow="none"/></style:style>`,
    `<style:style style:name="FootTab" style:family="table"><style:table-properties style:width="${cm(textWidth)}" table:align="left"/></style:style>`,
    `<style:style style:name="FootCol" style:family="table-column"><style:table-column-properties style:column-width="${cm(textWidth / 3)}"/></style:style>`,
    `<style:style style:name="FootCell" style:family="table-cell"><style:table-cell-properties fo:padding="0.05cm" fo:border-top="${rng.chance(0.5) ? "0.5pt solid #808080" : "none"}" fo:border-bottom="none" fo:border-left="none" fo:border-right="none" style:vertical-align="top"/></style:style>`,
    `<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>`,
  ].join("");

  // The labels' tab stop clears the longest label, as whoever made the template set it.
  const labelStop = Math.max(3, ...refs.map(([k]) => k.length * size * (boldLabels ? 0.6 : 0.55) * 0.0353 + 0.3));
  const styles = paragraphStyles({ font, headFont, size, lang, textWidth, spacer, labelStop });
  const document = fodt({ fonts: [...new Set([font, headFont])], styles, automatic, page, header, footer, body });

  const tax = taxMode === "none" ? null : taxes.length > 1 && !taxTotalPrinted ? undefined : (sign * taxCents) / 100;
  const data = {
    ...headerTruth(f),
    subtotal: taxMode === "none" ? null : (sign * netCents) / 100,
    ...(tax === undefined ? {} : { tax }),
    total: (sign * grossCents) / 100,
    line_items: expectedLineItems(items.map((it) => ({ ...it, unitCents: it.priceCents }))),
  };
  return {
    name,
    kind: "invoice",
    family,
    render: { kind: "office", fodt: document },
    expected: {
      name,
      preset: "invoice",
      source: {
        kind: "synthetic",
        family,
        language: lang,
        credit_note: f.credit,
        tax_mode: taxMode,
        discount: discountCents / 100,
        cells: valign,
        totals: totalsIn,
        info: infoBeside ? "frame" : "body",
      },
      data,
      unknown: tax === undefined ? ["tax"] : [],
      notes: tax === undefined ? ["tax: two rates and no printed tax total"] : [],
    },
    mustPrint: [
      s.name,
      f.number,
      day(f.date),
      marked(sign * grossCents),
      ...items.map((it) => it.description),
      ...items.map((it) => lineMoney(it.amountCents)),
    ],
  };
}

/** Past the pool's length a description comes again with a running number, so every line stays its own. */
function round(description: string, i: number, poolLength: number, lang: OfficeLang): string {
  const n = Math.floor(i / poolLength);
  return n ? `${description} (${lang === "de" ? "Teil" : lang === "fr" ? "partie" : lang === "nl" ? "deel" : "part"} ${n + 1})` : description;
}

/** The buyer's country as the last address line of a cross-border letter (in its own language, as the post reads it). */
function countryName(country: InvoiceCountry): string {
  const names: Partial<Record<InvoiceCountry, string>> = {
    US: "USA",
    UK: "United Kingdom",
    DE: "Deutschland",
    FR: "France",
    NL: "Nederland",
    ES: "España",
    IT: "Italia",
    PL: "Polska",
  };
  return (names[country] ?? country).toUpperCase();
}

function paragraphStyles({
  font,
  headFont,
  size,
  lang,
  textWidth,
  spacer,
  labelStop,
}: {
  font: string;
  headFont: string;
  size: number;
  lang: OfficeLang;
  textWidth: number;
  spacer: number;
  labelStop: number;
}): string {
  const pt = (n: number) => `${n}pt`;
  const p = (name: string, props: string, text = "") =>
    `<style:style style:name="${name}" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties ${props}/>${text ? `<style:text-properties ${text}/>` : ""}</style:style>`;
  const tabs = (name: string, props: string, stops: string, text = "") =>
    `<style:style style:name="${name}" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties ${props}><style:tab-stops>${stops}</style:tab-stops></style:paragraph-properties>${text ? `<style:text-properties ${text}/>` : ""}</style:style>`;
  const stop = (at: number, type = "left", leader = false) =>
    `<style:tab-stop style:position="${at.toFixed(2)}cm"${type === "left" ? "" : ` style:type="${type}"`}${leader ? ' style:leader-style="dotted" style:leader-text="."' : ""}/>`;
  const w = textWidth;
  return [
    `<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0cm"/><style:text-properties style:font-name="${xml(font)}" fo:font-size="${pt(size)}" ${LOCALE[lang]}/></style:default-style>`,
    `<style:style style:name="Standard" style:family="paragraph" style:class="text"/>`,
    p("Letterhead", "", `style:font-name="${xml(headFont)}" fo:font-size="${pt(size + 7)}" fo:font-weight="bold"`),
    p("LetterheadR", 'fo:text-align="end"', `style:font-name="${xml(headFont)}" fo:font-size="${pt(size + 7)}" fo:font-weight="bold"`),
    p("Small", "", `fo:font-size="${pt(size - 1.5)}"`),
    p("SmallR", 'fo:text-align="end"', `fo:font-size="${pt(size - 1.5)}"`),
    p(
      "Return",
      'fo:margin-bottom="0.15cm"',
      `fo:font-size="${pt(6.5)}" style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color"`,
    ),
    p("Address", ""),
    tabs("InfoFrame", "", stop(labelStop), `fo:font-size="${pt(size - 0.5)}"`),
    tabs("InfoBody", "", stop(labelStop + 0.8)),
    tabs("InfoBodyRight", `fo:margin-left="${(w - 7.5).toFixed(2)}cm"`, stop(labelStop + 0.2)),
    p("Spacer", `fo:margin-top="${spacer.toFixed(2)}cm"`, `fo:font-size="${pt(2)}"`),
    p("Title", 'fo:margin-top="0.6cm" fo:margin-bottom="0.35cm"', `style:font-name="${xml(headFont)}" fo:font-size="${pt(size + 4)}" fo:font-weight="bold"`),
    p("Body", 'fo:margin-top="0.1cm" fo:margin-bottom="0.15cm" fo:text-align="start"'),
    p("Signature", 'fo:margin-top="0.9cm"'),
    p("CellL", ""),
    p("CellR", 'fo:text-align="end"'),
    p("CellRB", 'fo:text-align="end"', 'fo:font-weight="bold"'),
    p("CellBold", "", 'fo:font-weight="bold"'),
    p("CellDetail", "", `fo:font-size="${pt(size - 1.5)}" fo:font-style="italic"`),
    p("HeadL", "", 'fo:font-weight="bold"'),
    p("HeadR", 'fo:text-align="end"', 'fo:font-weight="bold"'),
    p("TotalLabel", 'fo:text-align="end"'),
    p("TotalLabelB", 'fo:text-align="end"', 'fo:font-weight="bold"'),
    tabs("Leader", "", stop(w - 0.05, "right", true)),
    tabs("LeaderB", "", stop(w - 0.05, "right", true), 'fo:font-weight="bold"'),
    tabs("LeaderIndented", `fo:margin-left="${(w - 8.5).toFixed(2)}cm"`, stop(8.45, "right", true)),
    tabs("LeaderIndentedB", `fo:margin-left="${(w - 8.5).toFixed(2)}cm"`, stop(8.45, "right", true), 'fo:font-weight="bold"'),
    p("Foot", "", `fo:font-size="${pt(7)}"`),
    p("FootC", 'fo:text-align="center" fo:margin-top="0.1cm"', `fo:font-size="${pt(7)}"`),
    tabs("FootTabs", "", stop(w / 2, "center") + stop(w - 0.05, "right"), `fo:font-size="${pt(7)}"`),
  ].join("");
}

function tableStyles({
  cols,
  widthOf,
  textWidth,
  valign,
  grid,
  rule,
  shade,
}: {
  cols: readonly Col[];
  widthOf: Record<Col, number>;
  textWidth: number;
  valign: string;
  grid: "grid" | "rows" | "frame";
  rule: string;
  shade: string;
}): string {
  const border = (sides: { top?: boolean; bottom?: boolean; left?: boolean; right?: boolean }) =>
    (["top", "bottom", "left", "right"] as const).map((s) => `fo:border-${s}="${sides[s] ? rule : "none"}"`).join(" ");
  const body =
    grid === "grid"
      ? border({ top: true, bottom: true, left: true, right: true })
      : grid === "rows"
        ? border({ bottom: true })
        : border({ left: true, right: true });
  const head = grid === "rows" ? border({ top: true, bottom: true }) : border({ top: true, bottom: true, left: true, right: true });
  const total = grid === "grid" ? border({ top: true, bottom: true, left: true, right: true }) : border({ top: true });
  const cell = (name: string, borders: string, extra = "") =>
    `<style:style style:name="${name}" style:family="table-cell"><style:table-cell-properties style:vertical-align="${valign}" fo:padding-top="0.08cm" fo:padding-bottom="0.08cm" fo:padding-left="0.12cm" fo:padding-right="0.12cm" ${borders}${extra}/></style:style>`;
  return [
    `<style:style style:name="Items" style:family="table"><style:table-properties style:width="${textWidth.toFixed(2)}cm" table:align="left" fo:margin-top="0.3cm" fo:margin-bottom="0.3cm"/></style:style>`,
    ...cols.map(
      (c) =>
        `<style:style style:name="Col${c}" style:family="table-column"><style:table-column-properties style:column-width="${widthOf[c].toFixed(2)}cm"/></style:style>`,
    ),
    cell("CHL", head, shade),
    cell("CHR", head, shade),
    cell("CBL", body),
    cell("CBR", body),
    cell("CTL", total),
    cell("CTR", total),
  ].join("");
}
