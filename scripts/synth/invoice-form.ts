// Invoices made by filling a PDF form template (an AcroForm), written before the extractor was looked
// at for them: a held-out proxy. The template prints labels, boxes, an item grid of 8–15 fixed rows
// and totals boxes; text fields in the boxes hold the values. Fields are left live (with or without
// appearances) or flattened by pdf-lib or qpdf (form-pdf.ts), so the values are either only in widget
// annotations or burnt into the page as Form XObjects, inside their boxes rather than on the labels'
// baselines. Labels sit small in a box's top-left corner, left of it, or above it; dates and short
// numbers may be comb fields (a glyph per printed cell); amounts are right-aligned; the buyer's
// address is a multi-line field; descriptions that do not fit at the template's size are auto-sized.
// Decoys: a customer number, an order number and an order date, a bank box, an empty field.
// Truth as the other invoice families, read from the printed page.
import { PDFDocument, rgb, StandardFonts, TextAlignment, type PDFFont } from "pdf-lib";
import { addDays, formatDate, formatMoney, formatQuantity, needsUnambiguousDay, type Day } from "./formats";
import { finishForm, type FormFinish } from "./form-pdf";
import { expectedLineItems, invoiceFacts } from "./invoice";
import { headerTruth } from "./invoice-doc";
import { WORDS, type OfficeLang } from "./invoice-office-words";
import type { InvoiceCountry } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

const LANGS: readonly OfficeLang[] = ["de", "en", "fr"];
const COUNTRIES: Partial<Record<OfficeLang, readonly InvoiceCountry[]>> = { de: ["DE", "DE", "AT", "CH"], en: ["UK", "US", "IE"], fr: ["FR"] };
const FINISHES: readonly FormFinish[] = ["live-needs-appearances", "live", "flat-pdf-lib", "flat-qpdf"];
type LabelAt = "corner" | "left" | "above";

const EXTRA: Record<"de" | "en" | "fr", { billTo: string[]; orderDate: string[]; reference: string[]; from: string[] }> = {
  de: {
    billTo: ["Rechnungsempfänger", "Kunde", "Rechnungsanschrift"],
    orderDate: ["Bestelldatum", "Auftragsdatum"],
    reference: ["Ihr Zeichen", "Projekt"],
    from: ["Absender", "Rechnungssteller"],
  },
  en: {
    billTo: ["Bill to", "Invoice to", "Customer"],
    orderDate: ["Order date", "PO date"],
    reference: ["Your reference", "Project"],
    from: ["From", "Supplier"],
  },
  fr: {
    billTo: ["Facturé à", "Client", "Adresse de facturation"],
    orderDate: ["Date de commande", "Date du bon de commande"],
    reference: ["Votre référence", "Projet"],
    from: ["Émetteur", "Fournisseur"],
  },
};

// What Helvetica's WinAnsi encoding holds beyond Latin-1 (Windows-1252's 0x80–0x9F).
const CP1252 = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const FOLD: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ı: "i" };

/** A foreign buyer's name as a form filled in Helvetica prints it: letters WinAnsi lacks lose their accent ("Łódź" → "Lodz"). */
function winAnsi(text: string): string {
  const ok = (ch: string) => (ch >= " " && ch <= "\u00ff") || CP1252.has(ch) || ch === "\n";
  return Array.from(text)
    .map((ch) => (ok(ch) ? ch : (FOLD[ch] ?? Array.from(ch.normalize("NFD")).filter(ok).join(""))))
    .join("");
}

/** Box label wording without the trailing colon a label beside its value carries. */
const bare = (label: string) => label.replace(/\s*:$/, "");

export function makeFormInvoice(rng: Rng, name: string, index: number): SynthDoc {
  const lang = LANGS[index % LANGS.length]! as "de" | "en" | "fr";
  const family = `form-${lang}`;
  const W = WORDS[lang];
  const X = EXTRA[lang];
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const f = invoiceFacts(rng, { sellerCountries: COUNTRIES[lang]!, lineCount: [1, 10], creditShare: 0.1 });
  const finish = FINISHES[Math.floor(index / LANGS.length) % FINISHES.length]!;
  const labelAt: LabelAt = pick(["corner", "corner", "left", "above"]);
  // Helvetica (WinAnsi) is what a form's /DA names: the generator keeps to what it can print.
  const money = { ...f.money, mark: f.money.mark === "zł" ? "PLN" : f.money.mark, negative: "minus" as const };
  if (money.numbers === "thin-comma") money.numbers = "space-comma";
  const amount = (c: number) => formatMoney(c, money, { withMark: false });
  const marked = (c: number) => formatMoney(c, money);
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  const decoyDay = (d: Day) => (needsUnambiguousDay(f.dateStyle) && d.d <= 12 ? { ...d, d: d.d + 12 } : d);
  const rateText = (r: number) => `${formatQuantity(Math.round(r * 1000), money.numbers)} %`;
  const combDates = /^[\d./-]+$/.test(day(f.date)) && rng.chance(0.45);
  const combNumber = f.number.length <= 12 && rng.chance(0.25);
  const genericNames = rng.chance(0.4);
  const rows = rng.int(Math.max(8, f.lines.length + 1), 15);
  const autoSize = rng.chance(0.3);
  const itemSize = pick([8, 9, 9, 10]);
  const letter = f.seller.country === "US";
  const [PW, PH] = letter ? [612, 792] : [595.28, 841.89];
  const M = 40;

  const spec = {
    lang,
    finish,
    labelAt,
    combDates,
    combNumber,
    genericNames,
    rows,
    autoSize,
    itemSize,
    letter,
    sellerField: rng.chance(0.3),
    titleRight: rng.chance(0.5),
    customer: rng.chance(0.7) ? String(rng.int(10000, 99999)) : null,
    order: rng.chance(0.4) ? `${pick(["PO-", "B-", ""])}${rng.int(1000, 99999)}` : null,
    orderDate: rng.chance(0.6) ? day(decoyDay(addDays(f.date, -rng.int(3, 30)))) : null,
    emptyField: rng.chance(0.5),
    bank: rng.chance(0.8),
    bankField: rng.chance(0.5),
    posPrinted: rng.chance(0.5),
    taxTotalBox: rng.chance(0.6),
    rowHeight: letter ? rng.int(14, 16) : rng.int(16, 19),
    border: pick([0.5, 0.75, 1]),
    shade: rng.chance(0.4),
    words: {
      title: pick(f.credit ? W.creditTitle : W.title),
      number: bare(pick(f.credit ? W.creditNumber : W.number)),
      date: bare(pick(W.date)),
      due: bare(pick(W.due)),
      customer: bare(pick(W.customer)),
      order: bare(pick(W.order)),
      orderDate: pick(X.orderDate),
      reference: pick(X.reference),
      billTo: pick(X.billTo),
      from: pick(X.from),
      bank: pick(W.bank),
      vatId: pick(W.vatId),
      pos: pick(W.head.pos),
      desc: pick(W.head.description),
      qty: pick(W.head.qty),
      price: pick(W.head.price),
      amount: pick(W.head.amount),
      subtotal: pick(W.net),
      tax: f.taxes.map((t) => pick(W.tax(rateText(t.rate)))),
      taxTotal: pick(W.taxTotal),
      total: `${pick(f.credit ? W.creditTotal : W.total)}${rng.chance(0.4) ? ` (${f.currency})` : ""}`,
      terms: f.due || f.credit ? "" : pick(W.termsDays(String(f.dueDays))),
      noTax: f.taxMode === "none" ? pick(W.noTax) : "",
    },
  };

  const taxPrinted = f.taxMode === "none" ? null : f.taxes.length === 1 || spec.taxTotalBox ? f.taxCents / 100 : undefined;
  const data = {
    ...headerTruth(f),
    subtotal: f.taxMode === "none" ? null : f.subtotalCents / 100,
    ...(taxPrinted === undefined ? {} : { tax: taxPrinted }),
    total: f.totalCents / 100,
    line_items: expectedLineItems(f.lines),
  };

  const build = async (): Promise<Buffer> => {
    // Dated the day the form was filled, not the day it was generated: a seed's documents stay byte-identical.
    const doc = await PDFDocument.create({ updateMetadata: false });
    const filled = new Date(Date.UTC(f.date.y, f.date.m - 1, f.date.d, 10));
    doc.setCreationDate(filled);
    doc.setModificationDate(filled);
    doc.setProducer("pdf-lib (https://github.com/Hopding/pdf-lib)");
    const page = doc.addPage([PW, PH]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const form = doc.getForm();
    const ink = rgb(0, 0, 0);
    const grey = rgb(0.35, 0.35, 0.35);
    let generic = 0;
    const fieldName = (semantic: string) => (spec.genericNames ? `Text${(generic += 1)}` : semantic);
    const text = (s: string, x: number, top: number, size: number, f2: PDFFont = font, color = ink) =>
      page.drawText(winAnsi(s), { x, y: PH - top, size, font: f2, color });
    const box = (x: number, top: number, w: number, h: number) =>
      page.drawRectangle({
        x,
        y: PH - top - h,
        width: w,
        height: h,
        borderColor: grey,
        borderWidth: spec.border,
        color: spec.shade ? rgb(0.95, 0.96, 0.98) : undefined,
      });

    /** A text field filling the rectangle (x, top, w, h), set to `value` (empty: left blank). */
    const field = (
      semantic: string,
      value: string,
      x: number,
      top: number,
      w: number,
      h: number,
      opts: { align?: "right" | "center"; comb?: boolean; multiline?: boolean; size?: number } = {},
    ) => {
      const tf = form.createTextField(fieldName(semantic));
      if (opts.multiline) tf.enableMultiline();
      if (opts.comb && value) {
        tf.setMaxLength(value.length);
        tf.enableCombing();
        const cell = w / value.length;
        for (let c = 1; c < value.length; c += 1)
          page.drawLine({ start: { x: x + c * cell, y: PH - top - h }, end: { x: x + c * cell, y: PH - top - h * 0.55 }, color: grey, thickness: 0.4 });
      }
      if (opts.align) tf.setAlignment(opts.align === "right" ? TextAlignment.Right : TextAlignment.Center);
      if (value) tf.setText(winAnsi(value));
      tf.addToPage(page, { x, y: PH - top - h, width: w, height: h, font, borderWidth: 0, backgroundColor: undefined });
      // A size of 0 asks the viewer to fit the text to the box.
      if (opts.size === 0) tf.acroField.setFontSize(0);
      else tf.setFontSize(opts.size ?? 10);
    };

    /** A labelled box holding one field, placed as the template places its labels; returns the height used. */
    const labelled = (
      semantic: string,
      label: string,
      value: string,
      x: number,
      top: number,
      w: number,
      opts: { align?: "right" | "center"; comb?: boolean; multiline?: boolean; size?: number; h?: number; at?: LabelAt } = {},
    ) => {
      const at = opts.at ?? spec.labelAt;
      const h = opts.h ?? 18;
      if (at === "corner") {
        const bh = h + 8;
        box(x, top, w, bh);
        text(label, x + 2.5, top + 6.5, 6, font, grey);
        field(semantic, value, x + 1, top + 8, w - 2, bh - 9, opts);
        return bh + 4;
      }
      if (at === "above") {
        text(label, x, top + 7, 7.5, font, grey);
        box(x, top + 9, w, h);
        field(semantic, value, x + 1, top + 10, w - 2, h - 2, opts);
        return h + 13;
      }
      const lw = Math.min(0.45 * w, Math.max(60, font.widthOfTextAtSize(label, 8) + 6));
      text(label, x, top + h / 2 + 3, 8);
      box(x + lw, top, w - lw, h);
      field(semantic, value, x + lw + 1, top + 1, w - lw - 2, h - 2, opts);
      return h + 4;
    };

    // Letterhead: the seller printed by the template, or typed into a "from" box.
    const s = f.seller;
    let top = M;
    if (spec.sellerField) {
      top += labelled("seller", spec.words.from, [s.name, s.street, s.cityLine].join("\n"), M, top, 230, {
        multiline: true,
        h: 40,
        at: spec.labelAt === "left" ? "above" : spec.labelAt,
        size: 9,
      });
    } else {
      text(s.name, M, top + 14, 15, bold);
      text(`${s.street} · ${s.cityLine}`, M, top + 27, 8, font, grey);
      top += 36;
    }
    const titleSize = pick([16, 18, 20]);
    text(
      spec.words.title,
      spec.titleRight ? PW - M - bold.widthOfTextAtSize(spec.words.title, titleSize) : M,
      spec.titleRight ? M + 16 : top + 18,
      titleSize,
      bold,
    );
    if (!spec.titleRight) top += 26;

    // Left: the buyer's address box; right: the reference boxes.
    const b = f.buyer;
    const leftTop = top + 10;
    labelled("bill_to", spec.words.billTo, [b.name, b.street, b.cityLine].join("\n"), M, leftTop, 230, {
      multiline: true,
      h: 46,
      at: spec.labelAt === "left" ? "above" : spec.labelAt,
      size: 9,
    });
    const colW = 225;
    const rx = PW - M - colW;
    let rtop = leftTop;
    rtop += labelled("invoice_no", spec.words.number, f.number, rx, rtop, colW, { comb: spec.combNumber });
    rtop += labelled("invoice_date", spec.words.date, day(f.date), rx, rtop, colW, { comb: spec.combDates });
    if (f.due) rtop += labelled("due_date", spec.words.due, day(f.due), rx, rtop, colW, { comb: spec.combDates });
    if (spec.customer) rtop += labelled("customer_no", spec.words.customer, spec.customer, rx, rtop, colW, { comb: spec.combNumber });
    if (spec.order) rtop += labelled("order_no", spec.words.order, spec.order, rx, rtop, colW);
    if (spec.orderDate) rtop += labelled("order_date", spec.words.orderDate, spec.orderDate, rx, rtop, colW, { comb: spec.combDates });
    if (spec.emptyField) rtop += labelled("reference", spec.words.reference, "", rx, rtop, colW);

    // The item grid: a head row and `rows` fixed rows of fields, the first ones filled.
    const gridTop = Math.max(rtop, leftTop + 80) + 14;
    const widths = { pos: spec.posPrinted ? 24 : 0, qty: 46, price: 72, amount: 80 };
    const descW = PW - 2 * M - widths.pos - widths.qty - widths.price - widths.amount;
    const cols = [
      ["pos", widths.pos],
      ["qty", widths.qty],
      ["desc", descW],
      ["price", widths.price],
      ["amount", widths.amount],
    ] as const;
    const xs: Record<string, number> = {};
    let cx = M;
    for (const [key, w] of cols) {
      xs[key] = cx;
      cx += w;
    }
    const headH = 16;
    const rh = spec.rowHeight;
    page.drawRectangle({
      x: M,
      y: PH - gridTop - headH,
      width: PW - 2 * M,
      height: headH,
      color: rgb(0.88, 0.88, 0.88),
      borderColor: grey,
      borderWidth: spec.border,
    });
    const heads: Record<string, string> = {
      pos: spec.words.pos,
      qty: spec.words.qty,
      desc: spec.words.desc,
      price: spec.words.price,
      amount: spec.words.amount,
    };
    for (const [key, w] of cols) {
      if (!w) continue;
      const h = heads[key]!;
      const numeric = key !== "desc" && key !== "pos";
      text(h, numeric ? xs[key]! + w - 3 - bold.widthOfTextAtSize(h, 8) : xs[key]! + 3, gridTop + 11, 8, bold);
    }
    const gridBottom = gridTop + headH + rows * rh;
    page.drawRectangle({ x: M, y: PH - gridBottom, width: PW - 2 * M, height: rows * rh, borderColor: grey, borderWidth: spec.border });
    for (let r = 1; r < rows; r += 1)
      page.drawLine({ start: { x: M, y: PH - gridTop - headH - r * rh }, end: { x: PW - M, y: PH - gridTop - headH - r * rh }, color: grey, thickness: 0.3 });
    for (const [key] of cols.slice(1))
      if (xs[key]! > M) page.drawLine({ start: { x: xs[key]!, y: PH - gridTop }, end: { x: xs[key]!, y: PH - gridBottom }, color: grey, thickness: 0.4 });
    for (let r = 0; r < rows; r += 1) {
      const line = f.lines[r];
      const rt = gridTop + headH + r * rh;
      if (spec.posPrinted) text(String(r + 1), xs.pos! + 4, rt + rh / 2 + 3, 7.5, font, grey);
      const cell = (key: string, value: string, opts: { align?: "right" | "center"; size?: number }) =>
        field(`${key}_${r + 1}`, value, xs[key]! + 1, rt + 1, cols.find(([k]) => k === key)![1] - 2, rh - 2, opts);
      const desc = line?.description ?? "";
      const fits = font.widthOfTextAtSize(desc, spec.itemSize) <= descW - 6;
      cell("qty", line ? formatQuantity(line.qtyThousandths, money.numbers) : "", { align: rng.chance(0.5) ? "right" : "center", size: spec.itemSize });
      cell("desc", desc, { size: spec.autoSize || !fits ? 0 : spec.itemSize });
      cell("price", line ? amount(line.unitCents) : "", { align: "right", size: spec.itemSize });
      cell("amount", line ? (money.everywhere ? marked(line.amountCents) : amount(line.amountCents)) : "", { align: "right", size: spec.itemSize });
    }

    // Totals boxes under the grid, right; labels left of the boxes or in their corners.
    const totals: Array<[string, string, number]> = [];
    if (f.taxMode !== "none") {
      totals.push(["subtotal", spec.words.subtotal, f.subtotalCents]);
      f.taxes.forEach((t, i) => totals.push([`tax_${i + 1}`, spec.words.tax[i]!, t.taxCents]));
      if (f.taxes.length > 1 && spec.taxTotalBox) totals.push(["tax_total", spec.words.taxTotal, f.taxCents]);
    }
    totals.push(["total", spec.words.total, f.totalCents]);
    let ttop = gridBottom + 10;
    const tw = 240;
    for (const [key, label, cents] of totals)
      ttop += labelled(key, label, key === "total" ? marked(cents) : amount(cents), PW - M - tw, ttop, tw, {
        align: "right",
        at: spec.labelAt === "above" ? "left" : spec.labelAt,
      });

    // Left of the totals: payment terms, the no-tax note, the bank box (a decoy block of numbers).
    let ltop = gridBottom + 18;
    for (const note of [spec.words.terms, spec.words.noTax].filter(Boolean)) {
      for (const piece of wrap(note, font, 8, PW - 2 * M - tw - 20)) {
        text(piece, M, ltop, 8);
        ltop += 11;
      }
    }
    if (spec.bank) {
      const bankText = [
        `IBAN ${s.iban}`,
        `BIC ${Array.from({ length: 4 }, () => String.fromCharCode(65 + rng.int(0, 25))).join("")}${s.iban.slice(0, 2)}${pick(["FF", "MM", "2L", "PP"])}XXX`,
      ];
      if (spec.bankField) labelled("bank", spec.words.bank, bankText.join("\n"), M, ltop + 4, 230, { multiline: true, h: 28, at: "above", size: 8 });
      else {
        text(spec.words.bank, M, ltop + 10, 8, bold);
        bankText.forEach((l, i) => text(l, M, ltop + 21 + i * 10, 8));
      }
    }

    // Footer printed by the template.
    const footer = [s.name, s.street, s.cityLine, s.vatId ? `${spec.words.vatId} ${s.vatId}` : ""].filter(Boolean).join(" · ");
    text(footer, M, PH - 24, 7, font, grey);
    return finishForm(doc, spec.finish, font);
  };

  return {
    name,
    kind: "invoice",
    family,
    render: { kind: "pdf", build },
    expected: {
      name,
      preset: "invoice",
      source: {
        kind: "synthetic",
        family,
        language: lang,
        credit_note: f.credit,
        tax_mode: f.taxMode,
        finish,
        labels: labelAt,
        comb: combDates || combNumber,
        rows,
      },
      data,
      unknown: taxPrinted === undefined ? ["tax"] : [],
      notes: taxPrinted === undefined ? ["tax: two rates and no printed tax total"] : [],
    },
    mustPrint: [
      f.seller.name,
      f.number,
      day(f.date),
      marked(f.totalCents),
      ...f.lines.map((l) => l.description),
      ...f.lines.map((l) => (money.everywhere ? marked(l.amountCents) : amount(l.amountCents))),
    ],
  };
}

/** Greedy word wrap to `width` points. */
function wrap(textLine: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of textLine.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}
