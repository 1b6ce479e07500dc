// Invoices kept in a spreadsheet (an Excel or LibreOffice Calc template) and exported to PDF, written
// before the extractor was looked at for them: a held-out proxy, in German, English, French and Dutch,
// one family per language in turn. Every cell is its own run on a fixed column grid: the seller's
// lines spill across empty cells, a logo cell merged over three rows, labels in one column and their
// values in the next or two over (merged), dates as date cells in the locale's format, numbers set
// right in their cells with a currency or accounting format ("€ 1.234,50" with the symbol at the
// cell's edge, "-" for zero), the item table's formulas (line totals, subtotal, tax, total) and its
// empty formatted rows (blank, or "0,00 €" / "€ -" where the formula runs on), an article code clipped
// at its cell's edge, a detail row under an item, the print footer's "Page 1 / 1", and the page set to
// fit the sheet's width, so the type prints smaller than set. Truth as the other invoice families.
import { addDays, isoOf, type DateStyle, type Day } from "./formats";
import { expectedLineItems, invoiceFacts, percentOf, TAX_RATES } from "./invoice";
import { headerTruth } from "./invoice-doc";
import { DETAILS, OFFICE_GOODS, WORDS, type OfficeLang } from "./invoice-office-words";
import type { InvoiceCountry } from "./names";
import { personName } from "./names";
import { columnLetter, fods, printed, type CellStyle, type DataFormat, type DatePart, type SheetCell, type SheetLocale, type SheetRow } from "./office-fods";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

const LANGS: readonly OfficeLang[] = ["de", "en", "fr", "nl"];
const COUNTRIES: Record<OfficeLang, readonly InvoiceCountry[]> = {
  de: ["DE", "DE", "DE", "AT", "CH"],
  en: ["UK", "UK", "US", "US", "IE"],
  fr: ["FR"],
  nl: ["NL", "NL", "BE"],
};
const LOCALE_COUNTRY: Partial<Record<InvoiceCountry, string>> = { DE: "DE", AT: "AT", CH: "CH", UK: "GB", US: "US", IE: "IE", FR: "FR", NL: "NL", BE: "BE" };
const FONTS = ["Liberation Sans", "Liberation Sans", "DejaVu Sans", "Liberation Serif", "Nimbus Sans", "Liberation Sans Narrow"] as const;
const SYMBOL: Record<string, string> = { EUR: "€", GBP: "£", USD: "$", CHF: "CHF" };

const SHEET_WORDS: Record<
  OfficeLang,
  {
    billTo: readonly string[];
    sheet: readonly string[];
    page: string;
    thanks: readonly string[];
    code: readonly string[];
    payment: readonly string[];
    /** The tax row's label when its rate stands in a cell of its own. */
    taxWord: readonly string[];
  }
> = {
  de: {
    billTo: ["Rechnungsempfänger:", "Rechnung an:", "Kunde:", "Empfänger"],
    sheet: ["Rechnung", "Tabelle1", "Vorlage"],
    page: "Seite",
    thanks: ["Vielen Dank für Ihren Auftrag!", "Wir danken für Ihr Vertrauen.", "Vielen Dank für die gute Zusammenarbeit."],
    code: ["Art.-Nr.", "Artikel"],
    payment: ["Bankverbindung:", "Zahlung an:"],
    taxWord: ["MwSt.", "USt.", "zzgl. MwSt."],
  },
  en: {
    billTo: ["Bill To:", "Invoice To:", "BILL TO", "Customer:"],
    sheet: ["Invoice", "Sheet1", "Template"],
    page: "Page",
    thanks: ["Thank you for your business!", "We appreciate your business.", "Thank you for your custom."],
    code: ["Item #", "SKU", "Code"],
    payment: ["Payment details:", "Please pay to:"],
    taxWord: ["VAT", "VAT @"],
  },
  fr: {
    billTo: ["Facturé à :", "Client :", "Destinataire :"],
    sheet: ["Facture", "Feuille1", "Modèle"],
    page: "Page",
    thanks: ["Merci pour votre confiance.", "Nous vous remercions de votre commande."],
    code: ["Réf.", "Code"],
    payment: ["Coordonnées bancaires :", "Règlement par virement :"],
    taxWord: ["TVA", "TVA à"],
  },
  nl: {
    billTo: ["Factuur aan:", "Klant:", "Aan:"],
    sheet: ["Factuur", "Blad1", "Sjabloon"],
    page: "Pagina",
    thanks: ["Bedankt voor uw opdracht!", "Hartelijk dank voor uw vertrouwen."],
    code: ["Art.nr.", "Code"],
    payment: ["Bankgegevens:", "Betaling naar:"],
    taxWord: ["BTW", "Btw"],
  },
};

interface Item {
  description: string;
  detail?: string;
  code: string;
  unit: string;
  qtyThousandths: number;
  priceCents: number;
  amountCents: number;
  rate: number;
}

type Col = "pos" | "code" | "description" | "qty" | "unit" | "price" | "rate" | "amount";

export function makeSheetInvoice(rng: Rng, name: string, index: number): SynthDoc {
  const lang = LANGS[index % LANGS.length]!;
  const family = `sheet-${lang}`;
  const W = WORDS[lang];
  const S = SHEET_WORDS[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const f = invoiceFacts(rng, { sellerCountries: COUNTRIES[lang], creditShare: 0.1 });
  const s = f.seller;
  const us = s.country === "US";
  const locale: SheetLocale = { language: lang, country: LOCALE_COUNTRY[s.country] ?? s.country };

  // Number formats: the currency as the locale writes it (now and then the symbol after the number),
  // an accounting format, or plain numbers in the item table and the symbol on the totals only.
  const symbol = SYMBOL[f.currency] ?? f.currency;
  const localeAfter = lang === "fr" || locale.country === "DE" || locale.country === "BE";
  const after = rng.chance(0.15) ? !localeAfter : localeAfter;
  const accounting = rng.chance(0.3);
  const money: DataFormat = {
    kind: "currency",
    locale,
    code: f.currency,
    symbol,
    after,
    space: after || symbol.length > 1 || !["$", "£"].includes(symbol),
    accounting,
  };
  const plain: DataFormat = { kind: "number", locale, decimals: 2, grouping: true };
  const lineFormat = rng.chance(0.6) ? money : plain;
  const dateFormat: DataFormat = { kind: "date", locale, parts: dateParts(f.dateStyle, lang) };
  const day = (d: Day) => printed(dateFormat, isoOf(d));
  const qtyDecimals = rng.chance(0.3) ? 2 : -1;
  const qtyFormat = (thousandths: number): DataFormat => ({
    kind: "number",
    locale,
    decimals: qtyDecimals >= 0 ? qtyDecimals : thousandths % 1000 === 0 ? 0 : thousandths % 100 === 0 ? 1 : 2,
    grouping: false,
  });

  // Items: 1–14; prices that make every line total exact to the cent.
  const [high, low] = TAX_RATES[s.country];
  const taxMode = f.taxMode;
  const count = rng.weighted([
    [rng.int(1, 3), 3],
    [rng.int(4, 7), 4],
    [rng.int(8, 14), 2],
  ] as const);
  const pool = rng.shuffle(OFFICE_GOODS[lang]);
  const D = DETAILS[lang];
  const items: Item[] = Array.from({ length: count }, (_, i) => {
    const [description, unit, lowCents, highCents] = pool[i % pool.length]!;
    const fractional = highCents >= 100 && !["psch.", "forfait", "lot", "post", "each"].includes(unit) && rng.chance(0.3);
    const priceCents =
      highCents < 100
        ? rng.int(lowCents, highCents)
        : fractional
          ? rng.int(Math.ceil(lowCents / 4), Math.floor(highCents / 4)) * 4
          : Math.round(rng.int(lowCents, highCents) / 5) * 5;
    const qtyThousandths = highCents < 100 ? rng.int(2, 60) * 50 * 1000 : fractional ? rng.int(1, 40) * 250 : rng.int(1, 12) * 1000;
    const detail = rng.chance(0.12) ? pick(D.remark) : undefined;
    return {
      description: round(description, i, pool.length, lang),
      detail,
      code: articleCode(rng),
      unit,
      qtyThousandths,
      priceCents,
      amountCents: (qtyThousandths * priceCents) / 1000,
      rate: taxMode === "none" ? 0 : taxMode === "multi" && rng.chance(0.4) ? low : high,
    };
  });
  if (taxMode === "multi" && new Set(items.map((it) => it.rate)).size < 2) {
    if (items.length === 1)
      items.push({ ...items[0]!, description: round(pool[1]![0], 1, pool.length, lang), detail: undefined, code: articleCode(rng), rate: low });
    items[items.length - 1]!.rate = items[0]!.rate === high ? low : high;
  }
  const rates = [...new Set(items.map((it) => it.rate))].sort((a, b) => b - a);
  const linesCents = items.reduce((sum, it) => sum + it.amountCents, 0);
  const discountPct = taxMode === "single" && rng.chance(0.2) ? pick([2, 3, 5, 10]) : 0;
  const discountCents = percentOf(linesCents, discountPct);
  const netCents = linesCents - discountCents;
  const taxes = rates.map((rate) => {
    const base = items.filter((it) => it.rate === rate).reduce((sum, it) => sum + it.amountCents, 0) - (rates.length === 1 ? discountCents : 0);
    return { rate, base, tax: taxMode === "none" ? 0 : percentOf(base, rate) };
  });
  const taxCents = taxes.reduce((sum, t) => sum + t.tax, 0);
  const grossCents = netCents + taxCents;
  // A credit note's totals are negative half the time (its formulas negate the sums); its lines stay positive.
  const sign = f.credit && rng.chance(0.5) ? -1 : 1;

  // The grid: an optional narrow margin column, then the item table's columns; the description takes
  // one to three grid columns (merged, or its text spilling over the empty ones).
  const size = pick([10, 10, 10, 11, 9]);
  const charCm = (text: string, bold = false, pt = size) => text.length * pt * (bold ? 0.62 : 0.56) * 0.0353 + 0.35;
  const cols: Col[] = [
    ...(rng.chance(0.4) ? (["pos"] as const) : []),
    ...(rng.chance(0.2) ? (["code"] as const) : []),
    "description",
    "qty",
    ...(rng.chance(0.45) ? (["unit"] as const) : []),
    "price",
    ...(rates.length > 1 || (taxMode !== "none" && rng.chance(0.2)) ? (["rate"] as const) : []),
    "amount",
  ];
  const margin = rng.chance(0.3);
  const descSpan = pick([1, 2, 2, 3]);
  const descMerged = descSpan > 1 && rng.chance(0.6);
  const longest = Math.max(...items.map((it) => charCm(it.description, false)), 5);
  const descWidth = Math.max(longest, rng.int(60, 95) / 10);
  const amountWidth = Math.max(rng.int(28, 34) / 10, charCm(printed(money, -999999.99), true, size + 1));
  const widthOf: Record<Col, number> = {
    pos: rng.int(8, 12) / 10,
    code: rng.int(16, 20) / 10,
    description: descWidth,
    qty: rng.int(15, 20) / 10,
    unit: rng.int(14, 18) / 10,
    price: Math.max(rng.int(26, 32) / 10, charCm(printed(lineFormat, 99999.99))),
    rate: rng.int(14, 18) / 10,
    amount: amountWidth,
  };
  const columns: number[] = [];
  const colIndex = {} as Record<Col, number>;
  if (margin) columns.push(rng.int(3, 6) / 10);
  for (const c of cols) {
    colIndex[c] = columns.length;
    if (c === "description") for (let k = 0; k < descSpan; k += 1) columns.push(descWidth / descSpan);
    else columns.push(widthOf[c]);
  }
  const first = margin ? 1 : 0;
  const last = columns.length - 1;
  const letter = (c: Col) => columnLetter(colIndex[c]);
  const widthBetween = (a: number, b: number) => columns.slice(a, b + 1).reduce((x, y) => x + y, 0);

  const rows: SheetRow[] = [];
  const row = (cells: Record<number, SheetCell> = {}, height?: number) => {
    rows.push({ cells, ...(height ? { height } : {}) });
    return rows.length; // the 1-based row number formulas refer to
  };
  const text = (t: string, style?: CellStyle): SheetCell => ({ text: t, ...(style ? { style } : {}) });

  // The letterhead: the seller's name and lines spilling to the right, a logo cell merged over three rows.
  const brandColor = pick(["#1f4e79", "#385723", "#7f1d1d", "#404040", "#0b5394", "#b45f06"]);
  const logo = rng.chance(0.6);
  const logoWidth = widthBetween(last - 1, last);
  const brand = s.short.split(" ")[0]!;
  const sellerLines = [
    s.street,
    s.cityLine,
    ...(rng.chance(0.6) ? [`${s.phone}${rng.chance(0.5) ? ` · ${s.email}` : ""}`] : []),
    ...(rng.chance(0.4) ? [`${pick(W.vatId)} ${s.vatId}`] : []),
  ];
  row({
    [first]: text(s.name, { size: size + pick([4, 6, 8]), bold: true, color: rng.chance(0.5) ? brandColor : undefined }),
    ...(logo
      ? {
          [last - 1]: {
            text: charCm(brand, true, size + 6) < logoWidth ? brand : brand.slice(0, 1),
            span: 2,
            rowSpan: 3,
            style: { size: size + 6, bold: true, color: "#ffffff", background: brandColor, align: "center", valign: "middle" },
          },
        }
      : {}),
  });
  for (const l of sellerLines) row({ [first]: text(l, { size: size - 1 }) });
  while (rows.length < 4) row();
  row();

  // The title, at the left or set right in the last column (right-aligned text spills to the left).
  const title = pick(f.credit ? W.creditTitle : W.title).toUpperCase();
  const titleRight = rng.chance(0.5);
  row(
    {
      [titleRight ? last : first]: text(title, {
        size: size + 8,
        bold: true,
        align: titleRight ? "end" : "start",
        color: rng.chance(0.4) ? brandColor : undefined,
      }),
    },
    1.0,
  );
  row();

  // The buyer at the left and the references at the right: label in one column, the value in the
  // next or two over (merged to the sheet's edge), dates as date cells (the due date a formula on them).
  const b = f.buyer;
  const buyerLines = [
    b.name,
    ...(rng.chance(0.3) ? [`${lang === "de" ? "z. Hd." : lang === "fr" ? "À l'attention de" : lang === "nl" ? "t.a.v." : "Attn:"} ${personName(rng)}`] : []),
    b.street,
    b.cityLine,
  ];
  const dateRow = { at: 0 };
  const refs: Array<{ label: string; cell: (rowNumber: number) => SheetCell }> = [];
  const valueStyle: CellStyle = { align: rng.chance(0.5) ? "end" : "start", bold: rng.chance(0.3) };
  refs.push({ label: pick(f.credit ? W.creditNumber : W.number), cell: () => text(f.number, valueStyle) });
  refs.push({ label: pick(W.date), cell: () => ({ date: isoOf(f.date), style: { ...valueStyle, format: dateFormat } }) });
  const dateRef = refs.length - 1;
  if (rng.chance(0.5))
    refs.push({
      label: pick(W.customer),
      cell: () => ({ value: rng.int(10000, 99999), style: { ...valueStyle, format: { kind: "number", locale, decimals: 0, grouping: false } } }),
    });
  if (rng.chance(0.35)) refs.push({ label: pick(W.order), cell: () => text(pick([`PO-${rng.int(1000, 9999)}`, `${rng.int(4500000, 4599999)}`]), valueStyle) });
  if (rng.chance(0.35))
    refs.push({
      label: pick(W.delivery),
      cell: () => ({ date: isoOf(decoy(f, addDays(f.date, -rng.int(1, 14)))), style: { ...valueStyle, format: dateFormat } }),
    });
  const dueInRefs = f.due !== null && rng.chance(0.6);
  const dueFormula = rng.chance(0.5);
  if (dueInRefs && f.due) {
    const due = f.due;
    const days = Math.round((Date.UTC(due.y, due.m - 1, due.d) - Date.UTC(f.date.y, f.date.m - 1, f.date.d)) / 86_400_000);
    refs.push({
      label: pick(W.due),
      cell: () => ({
        date: isoOf(due),
        ...(dueFormula ? { formula: `of:=[.${columnLetter(valueCol)}${dateRow.at}]+${days}` } : {}),
        style: { ...valueStyle, format: dateFormat },
      }),
    });
  }
  if (rng.chance(0.3)) refs.push({ label: pick(W.contact), cell: () => text(personName(rng), valueStyle) });
  // The values' range: wide enough for the longest date; the labels' column: as far right as they fit.
  const valueNeed = Math.max(charCm(day(f.date), valueStyle.bold), charCm(f.number, valueStyle.bold), 3);
  let valueCol = last;
  while (valueCol > first + 2 && widthBetween(valueCol, last) < valueNeed) valueCol -= 1;
  const labelNeed = Math.max(...refs.map((r) => charCm(r.label, true)));
  const twoOver = rng.chance(0.4);
  let labelCol = valueCol - (twoOver ? 2 : 1);
  while (labelCol > first + 1 && widthBetween(labelCol, valueCol - 1) < labelNeed) labelCol -= 1;
  const boldLabels = rng.chance(0.6);
  const billTo = pick(S.billTo);
  const leftLines = [{ t: billTo, bold: true }, ...buyerLines.map((t, i) => ({ t, bold: i === 0 && rng.chance(0.3) }))];
  const blockRows = Math.max(leftLines.length, refs.length);
  for (let i = 0; i < blockRows; i += 1) {
    const cells: Record<number, SheetCell> = {};
    const left = leftLines[i];
    if (left) cells[first] = text(left.t, { bold: left.bold });
    const ref = refs[i];
    const at = rows.length + 1;
    if (ref) {
      if (i === dateRef) dateRow.at = at;
      cells[labelCol] = text(ref.label, { bold: boldLabels });
      cells[valueCol] = { ...ref.cell(at), ...(valueCol < last ? { span: last - valueCol + 1 } : {}) };
    }
    row(cells);
  }
  row();

  // The item table: a shaded head, the items, then the template's empty formatted rows.
  const rule = pick(["0.5pt solid #000000", "0.75pt solid #000000", "0.5pt solid #808080"]);
  const borders = pick(["grid", "rows", "none"] as const);
  const headStyle = (c: Col): CellStyle => ({
    bold: true,
    ...(borders === "none" ? {} : { top: rule, bottom: rule }),
    ...(borders === "grid" ? { left: rule, right: rule } : {}),
    align: ["qty", "price", "rate", "amount"].includes(c) ? "end" : "start",
  });
  const headBackground = pick(["#d9d9d9", "#dde4ee", brandColor]);
  const headColor = headBackground === brandColor ? "#ffffff" : undefined;
  const bodyBorder: CellStyle = borders === "grid" ? { top: rule, bottom: rule, left: rule, right: rule } : borders === "rows" ? { bottom: rule } : {};
  const headOf: Record<Col, string> = {
    pos: pick(W.head.pos),
    code: pick(S.code),
    description: pick(W.head.description),
    qty: pick(W.head.qty),
    unit: pick(W.head.unit),
    price: pick(W.head.price),
    rate: pick(W.head.rate),
    amount: pick(W.head.amount),
  };
  const headCells: Record<number, SheetCell> = {};
  for (const c of cols) {
    headCells[colIndex[c]] = {
      text: headOf[c],
      style: { ...headStyle(c), background: headBackground, color: headColor },
      ...(c === "description" && descSpan > 1 ? { span: descSpan } : {}),
    };
  }
  row(headCells);
  const firstItemRow = rows.length + 1;
  const percentSpace = lang !== "en" && rng.chance(0.5);
  const rateFormat = (r: number): DataFormat => ({ kind: "percent", locale, decimals: Number.isInteger(r) ? 0 : 1, space: percentSpace });
  const emptyMode = pick(["blank", "if", "zero", "zero"] as const);
  const amountFormula = (r: number) => {
    const product = `[.${letter("qty")}${r}]*[.${letter("price")}${r}]`;
    return emptyMode === "if" ? `of:=IF([.${letter("qty")}${r}]="";"";${product})` : rng.chance(0.3) ? `of:=ROUND(${product};2)` : `of:=${product}`;
  };
  const numeric: CellStyle = { ...bodyBorder, align: "end" };
  const itemCells = (it: Item | undefined, r: number, position: number): Record<number, SheetCell> => {
    const cells: Record<number, SheetCell> = {};
    for (const c of cols) {
      const at = colIndex[c];
      const span = c === "description" && descMerged ? { span: descSpan } : {};
      const style: CellStyle = ["qty", "price", "rate", "amount"].includes(c) ? numeric : bodyBorder;
      if (!it) {
        if (c === "amount" && emptyMode === "zero") cells[at] = { value: 0, formula: amountFormula(r), style: { ...style, format: lineFormat } };
        else if (c === "amount" && emptyMode === "if") cells[at] = { text: "", formula: amountFormula(r), style };
        else cells[at] = { style, ...span };
        continue;
      }
      switch (c) {
        case "pos":
          cells[at] = { value: position, style: { ...bodyBorder, align: "center" } };
          break;
        case "code":
          cells[at] = text(it.code, bodyBorder);
          break;
        case "description":
          cells[at] = { text: it.description, style: bodyBorder, ...span };
          break;
        case "qty":
          cells[at] = { value: it.qtyThousandths / 1000, style: { ...style, format: qtyFormat(it.qtyThousandths) } };
          break;
        case "unit":
          cells[at] = text(it.unit, { ...bodyBorder, align: "center" });
          break;
        case "price":
          cells[at] = { value: it.priceCents / 100, style: { ...style, format: lineFormat } };
          break;
        case "rate":
          cells[at] = { value: it.rate / 100, style: { ...style, format: rateFormat(it.rate) } };
          break;
        case "amount":
          cells[at] = { value: it.amountCents / 100, formula: amountFormula(r), style: { ...style, format: lineFormat } };
          break;
      }
    }
    // Without the merge, the description's neighbours stay empty so its text runs on over them.
    if (descSpan > 1 && !descMerged) for (let k = 1; k < descSpan; k += 1) delete cells[colIndex.description + k];
    return cells;
  };
  items.forEach((it, i) => {
    row(itemCells(it, rows.length + 1, i + 1));
    if (it.detail) {
      const cells = itemCells(undefined, rows.length + 1, 0);
      if (emptyMode !== "blank") delete cells[colIndex.amount];
      cells[colIndex.description] = { text: it.detail, style: { ...bodyBorder, italic: true, size: size - 1 }, ...(descMerged ? { span: descSpan } : {}) };
      row(cells);
    }
  });
  const templateRows = pick([10, 12, 15, 18, 20]);
  while (rows.length - firstItemRow + 1 < Math.max(templateRows, items.length + rng.int(1, 4))) row(itemCells(undefined, rows.length + 1, 0));
  const lastItemRow = rows.length;
  const amountRange = `[.${letter("amount")}${firstItemRow}:.${letter("amount")}${lastItemRow}]`;
  const neg = sign < 0 ? "-" : "";

  // The totals: a label right-set in the column before the amounts (spilling to the left) or set at a
  // column further left, a tax row's rate in a cell of its own, the sums as formulas.
  const labelRight = rng.chance(0.55);
  const totalsLabelCol = labelRight ? colIndex.amount - 1 : Math.max(first, colIndex.price - (rng.chance(0.5) ? 1 : 0));
  const totalStyle: CellStyle = { align: "end", format: money };
  const ladder: Array<{ label: string; cents: number; formula: string; strong?: boolean; rate?: number }> = [];
  const rowOf = (k: number) => lastItemRow + 2 + k; // the ladder starts one row under the table
  if (taxMode !== "none") {
    if (discountPct || rng.chance(0.25)) ladder.push({ label: pick(W.subtotal), cents: sign * linesCents, formula: `of:=${neg}SUM(${amountRange})` });
    if (discountPct) {
      const sub = `[.${letter("amount")}${rowOf(0)}]`;
      ladder.push({
        label: pick(W.discount(`${discountPct}${percentSpace ? " %" : "%"}`)),
        cents: -sign * discountCents,
        formula: `of:=-ROUND(${sub}*${discountPct / 100};2)`,
      });
    }
    const netFormula = discountPct ? `of:=[.${letter("amount")}${rowOf(0)}]+[.${letter("amount")}${rowOf(1)}]` : `of:=${neg}SUM(${amountRange})`;
    ladder.push({ label: pick(W.net), cents: sign * netCents, formula: netFormula });
    const netRow = rowOf(ladder.length - 1);
    const rateInCell = rng.chance(0.4);
    for (const t of taxes) {
      const rateText = printed(rateFormat(t.rate), t.rate / 100);
      const label = rateInCell ? pick(us ? ["Sales tax", "Tax"] : S.taxWord) : pick(us ? [`Sales tax ${rateText}`, `Tax ${rateText}`] : W.tax(rateText));
      const base =
        rates.length > 1
          ? `SUMIF([.${letter("rate")}${firstItemRow}:.${letter("rate")}${lastItemRow}];${t.rate / 100};${amountRange})`
          : `[.${letter("amount")}${netRow}]`;
      ladder.push({
        label,
        cents: sign * t.tax,
        formula: `of:=${rates.length > 1 ? neg : ""}ROUND(${base}*${t.rate / 100};2)`,
        ...(rateInCell ? { rate: t.rate } : {}),
      });
    }
  }
  const netIndex = ladder.length - taxes.length - 1;
  const amountAt = (k: number) => `[.${letter("amount")}${rowOf(k)}]`;
  const amountsFrom = (a: number, b: number) => `[.${letter("amount")}${rowOf(a)}:.${letter("amount")}${rowOf(b)}]`;
  const taxTotalPrinted = taxes.length > 1 && rng.chance(0.5);
  if (taxTotalPrinted)
    ladder.push({ label: pick(W.taxTotal), cents: sign * taxCents, formula: `of:=SUM(${amountsFrom(netIndex + 1, netIndex + taxes.length)})` });
  const gross =
    taxMode === "none"
      ? `of:=${neg}SUM(${amountRange})`
      : taxTotalPrinted
        ? `of:=${amountAt(netIndex)}+${amountAt(ladder.length - 1)}`
        : `of:=SUM(${amountsFrom(netIndex, ladder.length - 1)})`;
  ladder.push({ label: pick(f.credit ? W.creditTotal : W.total), cents: sign * grossCents, formula: gross, strong: true });
  row();
  for (const l of ladder) {
    const cells: Record<number, SheetCell> = {};
    const labelCol = l.rate !== undefined && totalsLabelCol === colIndex.amount - 1 ? colIndex.amount - 2 : totalsLabelCol;
    cells[labelCol] = text(l.label, { bold: l.strong || boldLabels, align: labelRight ? "end" : "start", size: l.strong ? size + 1 : undefined });
    if (l.rate !== undefined) cells[colIndex.amount - 1] = { value: l.rate / 100, style: { align: "end", format: rateFormat(l.rate) } };
    cells[colIndex.amount] = {
      value: l.cents / 100,
      formula: l.formula,
      style: { ...totalStyle, bold: l.strong, size: l.strong ? size + 1 : undefined, ...(l.strong ? { top: rule, bottom: "1.5pt double #000000" } : {}) },
    };
    row(cells);
  }
  row();

  // Notes under the table: terms (with a cash-discount decoy), no-tax wording, bank details, thanks.
  const notes: string[] = [];
  const marked = (cents: number) => printed({ ...money, accounting: false }, cents / 100);
  if (taxMode === "none") notes.push(pick(W.noTax));
  if (f.credit) notes.push(pick(W.creditRefund));
  else {
    if (f.due && !dueInRefs) notes.push(pick(W.payBy(marked(grossCents), day(f.due))));
    else if (!f.due) notes.push(pick(W.termsDays(String(f.dueDays))));
    if (rng.chance(0.3)) {
      const p = pick([2, 3]);
      const days = pick([7, 8, 10, 14]);
      notes.push(pick(W.skonto(String(p), String(days), day(decoy(f, addDays(f.date, days))), marked(grossCents - percentOf(grossCents, p)))));
    }
  }
  for (const n of notes) row({ [first]: text(n, { size: size - 1 }) });
  row({ [first]: text(`${pick(S.payment)} IBAN ${s.iban}`, { size: size - 1 }) });
  if (rng.chance(0.6))
    row({ [first]: text(`${s.name} · ${s.street} · ${s.cityLine}${s.registration ? ` · ${s.registration}` : ""}`, { size: size - 2, color: "#595959" }) });
  if (rng.chance(0.6)) {
    row();
    row({ [first]: text(pick(S.thanks), { italic: true, align: "start" }) });
  }

  const letterPaper = us || (lang === "en" && rng.chance(0.15));
  const page = letterPaper
    ? { width: "21.59cm", height: "27.94cm", top: "1.5cm", bottom: "1.5cm", left: "1.5cm", right: "1.5cm" }
    : { width: "21cm", height: "29.7cm", top: pick(["1.5cm", "2cm"]), bottom: "1.5cm", left: pick(["1.5cm", "2cm"]), right: pick(["1.5cm", "1.8cm"]) };
  const sheetName = pick(S.sheet);
  const pageField = `${S.page} <text:page-number>1</text:page-number> / <text:page-count>1</text:page-count>`;
  const footerSide = pick(["center", "right", "center"] as const);
  const document = fods({
    name: sheetName,
    locale,
    font: pick(FONTS),
    size,
    columns,
    rows,
    page,
    fitWidth: true,
    grid: rng.chance(0.25),
    zeros: rng.chance(0.7),
    ...(rng.chance(0.3) ? { header: { left: "<text:sheet-name>???</text:sheet-name>" } } : {}),
    ...(rng.chance(0.85) ? { footer: { [footerSide]: pageField } } : {}),
  });

  const tax = taxMode === "none" ? null : taxes.length > 1 && !taxTotalPrinted ? undefined : (sign * taxCents) / 100;
  const data = {
    ...headerTruth(f),
    due_date: f.due ? isoOf(f.due) : null,
    subtotal: taxMode === "none" ? null : (sign * netCents) / 100,
    ...(tax === undefined ? {} : { tax }),
    total: (sign * grossCents) / 100,
    line_items: expectedLineItems(items.map((it) => ({ ...it, unitCents: it.priceCents }))),
  };
  return {
    name,
    kind: "invoice",
    family,
    render: { kind: "sheet", fods: document },
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
        money: accounting ? "accounting" : lineFormat === plain ? "plain-lines" : "currency",
        description: descSpan === 1 ? "one-column" : descMerged ? "merged" : "spilling",
        empty_rows: emptyMode,
        logo,
      },
      data,
      unknown: tax === undefined ? ["tax"] : [],
      notes: tax === undefined ? ["tax: two rates and no printed tax total"] : [],
    },
    mustPrint: [
      s.name,
      f.number,
      day(f.date),
      printed(money, (sign * grossCents) / 100),
      ...items.map((it) => it.description),
      ...items.map((it) => printed(lineFormat, it.amountCents / 100)),
    ],
  };
}

/** The date formats a sheet's cells take for the document's style (the short month forms printed long). */
function dateParts(style: DateStyle, lang: OfficeLang): DatePart[] {
  const dd = { day: "long" } as const;
  const d = { day: "short" } as const;
  const mm = { month: "long" } as const;
  const month = { month: "textual" } as const;
  const y = { year: true } as const;
  const t = (text: string) => ({ text });
  switch (style) {
    case "iso":
      return [y, t("-"), mm, t("-"), dd];
    case "dmy-slash":
      return [dd, t("/"), mm, t("/"), y];
    case "mdy-slash":
      return [mm, t("/"), dd, t("/"), y];
    case "dmy-dash":
      return [dd, t("-"), mm, t("-"), y];
    case "d-month-y":
    case "d-mon-y":
      return lang === "de" ? [d, t(". "), month, t(" "), y] : [d, t(" "), month, t(" "), y];
    case "month-d-y":
    case "mon-d-y":
      return [month, t(" "), d, t(", "), y];
    case "dmy-dot":
    case "dmy-dot-short":
      return [dd, t("."), mm, t("."), y];
  }
}

/** A decoy date obeys the document's date style: above the 12th where the style is ambiguous. */
function decoy(f: { dateStyle: DateStyle }, d: Day): Day {
  return ["dmy-slash", "mdy-slash", "dmy-dash"].includes(f.dateStyle) && d.d <= 12 ? { ...d, d: d.d + 12 } : d;
}

/** An article code; the longer ones run past their narrow column and are cut at the description's cell. */
function articleCode(rng: Rng): string {
  return rng.pick([
    () => `${rng.int(10000, 99999)}`,
    () => `A-${rng.int(1000, 9999)}`,
    () => `SRV-${rng.int(100, 999)}-${rng.pick(["STD", "PRO", "EXT"])}-${rng.int(10, 99)}`,
    () => `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(10, 99)}`,
  ])();
}

/** Past the pool's length a description comes again with a running number, so every line stays its own. */
function round(description: string, i: number, poolLength: number, lang: OfficeLang): string {
  const n = Math.floor(i / poolLength);
  return n ? `${description} (${lang === "de" ? "Teil" : lang === "fr" ? "partie" : lang === "nl" ? "deel" : "part"} ${n + 1})` : description;
}
