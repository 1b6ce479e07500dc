// Documents that correct an earlier invoice (written before the extractor was looked at for them,
// issue 14: a held-out proxy), in German, English and Spanish: a cancellation that reverses the
// whole invoice with every amount negative ("Stornorechnung", "Credit note", "Factura
// rectificativa" por anulación), a replacement that bills anew and names the invoice it replaces
// ("Rechnungskorrektur – ersetzt Rechnung Nr. …", "Corrected invoice", por sustitución), and a
// correction by difference whose totals table prints the amounts billed before, the corrected
// ones and the difference, which is this document's own. Decoys: the original invoice's number,
// date and total in a reference block set like this document's own (labels with "Rechnung",
// "Invoice", "Factura"), the corrected amounts beside the difference, and the reason line.
import { addDays, formatDate, formatMoney, formatQuantity, isoOf, needsUnambiguousDay, escapeHtml as e, type Day } from "./formats";
import { expectedLineItems, invoiceFacts, percentOf } from "./invoice";
import { invoiceDoc } from "./invoice-doc";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

type Kind = "cancel" | "replace" | "difference";
type Lang = "de" | "en" | "es";

const WORDS = {
  de: {
    title: {
      cancel: ["Stornorechnung", "Storno-Rechnung", "Rechnungsstorno"],
      replace: ["Rechnungskorrektur", "Korrigierte Rechnung"],
      difference: ["Rechnungskorrektur", "Gutschrift"],
    },
    number: ["Nummer", "Beleg-Nr.", "Korrektur-Nr.", "Gutschrift-Nr."],
    date: ["Datum", "Belegdatum", "Ausstellungsdatum"],
    original: ["Ursprüngliche Rechnung", "Bezug: Rechnung Nr.", "Originalrechnung"],
    originalDate: ["vom", "Rechnungsdatum", "Datum der Originalrechnung"],
    originalTotal: ["Rechnungsbetrag der Originalrechnung", "Ursprünglicher Rechnungsbetrag", "Betrag lt. Originalrechnung"],
    reason: ["Grund der Korrektur", "Korrekturgrund", "Anlass"],
    reasons: ["falscher Einzelpreis berechnet", "Menge nachträglich reduziert", "Rücksendung der Ware", "Rechnung irrtümlich doppelt gestellt"],
    replaces: (n: string, d: string) => `Diese Rechnung ersetzt die Rechnung Nr. ${n} vom ${d}.`,
    cancels: (n: string, d: string) => `Hiermit stornieren wir die Rechnung Nr. ${n} vom ${d} in voller Höhe.`,
    net: ["Nettobetrag", "Summe netto"],
    tax: (r: string) => [`USt. ${r}`, `MwSt. ${r}`, `zzgl. ${r} USt.`],
    taxTotal: "Summe USt.",
    gross: ["Gesamtbetrag", "Bruttobetrag", "Rechnungsbetrag"],
    cols: ["bisher berechnet", "richtig", "Differenz"],
    head: ["Beschreibung", "Menge", "Einzelpreis", "Betrag"],
    due: (d: string) => `Den Differenzbetrag überweisen wir bis zum ${d} auf Ihr Konto.`,
    dueNew: (d: string) => `Zahlbar bis ${d}.`,
  },
  en: {
    title: {
      cancel: ["Credit note", "Cancellation invoice", "CREDIT NOTE"],
      replace: ["Corrected invoice", "Revised invoice"],
      difference: ["Credit note", "Adjustment note"],
    },
    number: ["Credit note no.", "Document no.", "Number", "Reference"],
    date: ["Date", "Issue date", "Date of issue"],
    original: ["Original invoice", "Original invoice no.", "Relates to invoice"],
    originalDate: ["Original invoice date", "Dated", "Invoice date"],
    originalTotal: ["Original invoice total", "Amount originally invoiced", "Original amount"],
    reason: ["Reason", "Reason for credit", "Adjustment reason"],
    reasons: ["Incorrect unit price charged", "Goods returned", "Duplicate invoice", "Quantity adjusted after delivery"],
    replaces: (n: string, d: string) => `This invoice replaces invoice ${n} dated ${d}, which is void.`,
    cancels: (n: string, d: string) => `This credit note cancels invoice ${n} of ${d} in full.`,
    net: ["Subtotal", "Net amount"],
    tax: (r: string) => [`VAT ${r}`, `Tax (${r})`, `VAT @ ${r}`],
    taxTotal: "Total VAT",
    gross: ["Total", "Total amount", "Credit total"],
    cols: ["Previously invoiced", "Corrected", "Difference"],
    head: ["Description", "Qty", "Unit price", "Amount"],
    due: (d: string) => `The difference will be refunded by ${d}.`,
    dueNew: (d: string) => `Payment due by ${d}.`,
  },
  es: {
    title: {
      cancel: ["Factura rectificativa", "FACTURA RECTIFICATIVA"],
      replace: ["Factura rectificativa (por sustitución)", "Factura rectificativa"],
      difference: ["Factura rectificativa (por diferencias)", "Factura rectificativa"],
    },
    number: ["Nº factura rectificativa", "Número", "Nº"],
    date: ["Fecha", "Fecha de expedición"],
    original: ["Factura rectificada", "Rectifica a la factura nº", "Factura original"],
    originalDate: ["Fecha factura rectificada", "de fecha", "Fecha de la factura original"],
    originalTotal: ["Importe factura original", "Total factura rectificada"],
    reason: ["Motivo de la rectificación", "Motivo", "Causa"],
    reasons: ["Error en el precio unitario", "Devolución de mercancía", "Factura duplicada", "Descuento no aplicado"],
    replaces: (n: string, d: string) => `Esta factura sustituye a la factura nº ${n} de fecha ${d}.`,
    cancels: (n: string, d: string) => `Se anula en su totalidad la factura nº ${n} de fecha ${d}.`,
    net: ["Base imponible", "Total base imponible"],
    tax: (r: string) => [`IVA ${r}`, `Cuota IVA ${r}`],
    taxTotal: "Total IVA",
    gross: ["Total factura", "Importe total", "Total"],
    cols: ["Importe anterior", "Importe correcto", "Diferencia"],
    head: ["Descripción", "Cantidad", "Precio", "Importe"],
    due: (d: string) => `El importe se abonará antes del ${d}.`,
    dueNew: (d: string) => `Vencimiento: ${d}.`,
  },
} as const;

const COUNTRIES = { de: ["DE", "AT"], en: ["UK", "IE", "US"], es: ["ES"] } as const;

export function makeCorrectionInvoice(rng: Rng, name: string): SynthDoc {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const lang: Lang = rng.weighted([
    ["de", 4],
    ["en", 4],
    ["es", 2],
  ] as const);
  const kind: Kind = rng.weighted([
    ["cancel", 3],
    ["replace", 3],
    ["difference", 3],
  ] as const);
  const W = WORDS[lang];
  const f = invoiceFacts(rng, { sellerCountries: COUNTRIES[lang], creditShare: 0, lineCount: [1, 6] });
  const money = (c: number) => formatMoney(c, f.money);
  const bare = (c: number) => formatMoney(c, f.money, { withMark: f.money.everywhere });
  const day = (d: Day) => formatDate(d, f.dateStyle, lang);
  const fixDay = (d: Day) => (needsUnambiguousDay(f.dateStyle) && d.d <= 12 ? { ...d, d: d.d + 12 } : d);
  const originalDate = fixDay(addDays(f.date, -rng.int(8, 90)));
  const originalNumber = pick([
    `RE-${originalDate.y}-${rng.int(100, 9999)}`,
    `INV-${rng.int(10000, 99999)}`,
    `F${originalDate.y}/${rng.int(100, 999)}`,
    String(rng.int(100000, 999999)),
  ]);
  const number = pick([
    `${lang === "de" ? "RK" : lang === "en" ? "CN" : "R"}-${f.date.y}-${String(rng.int(1, 999)).padStart(4, "0")}`,
    `${lang === "de" ? "ST" : "CR"}${rng.int(10000, 99999)}`,
    `${f.date.y}/K${rng.int(10, 999)}`,
  ]);

  // The amounts of this document: the reversal, the replacement, or the difference to what was billed.
  const rate = f.taxes[0]?.rate ?? 0;
  const taxed = f.taxMode !== "none";
  const lines = f.lines;
  const newNet = f.subtotalCents;
  const newTax = f.taxCents;
  const oldNet = kind === "difference" ? newNet + rng.int(5, 40) * Math.max(100, Math.round(newNet / 400)) : Math.round((newNet * rng.int(80, 125)) / 100);
  const oldTax = taxed ? (f.taxMode === "single" ? percentOf(oldNet, rate) : Math.round((newTax * oldNet) / Math.max(newNet, 1))) : 0;
  const own =
    kind === "cancel"
      ? { net: -newNet, tax: -newTax, gross: -(newNet + newTax) }
      : kind === "replace"
        ? { net: newNet, tax: newTax, gross: newNet + newTax }
        : { net: newNet - oldNet, tax: newTax - oldTax, gross: newNet + newTax - oldNet - oldTax };
  const originalGross = kind === "cancel" ? newNet + newTax : oldNet + oldTax;
  const sign = kind === "cancel" ? -1 : 1;

  const refs: Array<[string, string]> = [
    [pick(W.number), number],
    [pick(W.date), day(f.date)],
    [pick(W.original), originalNumber],
    [pick(W.originalDate), day(originalDate)],
  ];
  if (rng.chance(0.6)) refs.push([pick(W.originalTotal), money(originalGross)]);
  if (rng.chance(0.6)) refs.push([pick(W.reason), pick(W.reasons)]);
  if (rng.chance(0.5)) refs.push([lang === "de" ? "Kunden-Nr." : lang === "en" ? "Account no." : "Nº cliente", String(rng.int(10000, 99999))]);
  const refsHtml = `<table class="refs">${refs.map(([a, b]) => `<tr><td class="k">${e(a)}</td><td>${e(b)}</td></tr>`).join("")}</table>`;

  const rateText = (r: number) => `${formatQuantity(Math.round(r * 1000), f.money.numbers)} %`;
  let itemsHtml = "";
  let totalsHtml: string;
  const ladder: Array<[string, string, boolean?]> = [];
  let taxTruth: number | null | undefined = taxed ? own.tax / 100 : null;
  if (kind === "difference") {
    // Three columns: what was billed, what is right, and the difference this document bills or credits.
    const rows: Array<[string, number, number, boolean?]> = [[pick(W.net), oldNet, newNet]];
    if (taxed) rows.push([f.taxMode === "single" ? pick(W.tax(rateText(rate))) : W.taxTotal, oldTax, newTax]);
    rows.push([pick(W.gross), oldNet + oldTax, newNet + newTax, true]);
    const [c1, c2, c3] = W.cols;
    totalsHtml = `<table class="diff"><thead><tr><th></th><th class="num">${e(c1)}</th><th class="num">${e(c2)}</th><th class="num">${e(c3)}</th></tr></thead><tbody>${rows
      .map(
        ([label, before, after, b]) =>
          `<tr class="${b ? "b" : ""}"><td>${e(label)}</td><td class="num">${e(money(before))}</td><td class="num">${e(money(after))}</td><td class="num">${e(money(after - before))}</td></tr>`,
      )
      .join("")}</tbody></table>`;
  } else {
    const head = W.head;
    itemsHtml = `<table class="items"><thead><tr>${head.map((h, i) => `<th class="${i ? "num" : ""}">${e(h)}</th>`).join("")}</tr></thead><tbody>${lines
      .map(
        (l) =>
          `<tr><td>${e(l.description)}</td><td class="num">${e(formatQuantity(l.qtyThousandths, f.money.numbers))}</td><td class="num">${e(bare(l.unitCents))}</td><td class="num">${e(bare(sign * l.amountCents))}</td></tr>`,
      )
      .join("")}</tbody></table>`;
    if (taxed) {
      ladder.push([pick(W.net), money(own.net)]);
      for (const t of f.taxes) ladder.push([pick(W.tax(rateText(t.rate))), money(sign * t.taxCents)]);
      if (f.taxes.length > 1) {
        if (rng.chance(0.5)) ladder.push([W.taxTotal, money(own.tax)]);
        else taxTruth = undefined;
      }
    }
    ladder.push([pick(W.gross), money(own.gross), true]);
    totalsHtml = `<table class="tot">${ladder.map(([a, b, bold]) => `<tr class="${bold ? "b" : ""}"><td>${e(a)}</td><td class="num">${e(b)}</td></tr>`).join("")}</table>`;
  }
  const sentence = kind === "cancel" ? W.cancels(originalNumber, day(originalDate)) : kind === "replace" ? W.replaces(originalNumber, day(originalDate)) : "";
  const due =
    kind === "replace" && rng.chance(0.5) ? addDays(f.date, f.dueDays) : kind === "difference" && own.gross < 0 && rng.chance(0.4) ? addDays(f.date, 14) : null;
  const dueLine = due ? (kind === "replace" ? W.dueNew(day(due)) : W.due(day(due))) : "";

  const title = pick(W.title[kind]);
  const seller = f.seller;
  const letterhead = `<div class="lh"><div class="sn">${e(seller.name)}</div><div>${e(seller.street)} · ${e(seller.cityLine)}</div><div>${e(seller.email)}</div></div>`;
  const buyer = `<div class="buyer">${[f.buyer.name, f.buyer.street, f.buyer.cityLine].map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
  const footer = `<div class="ft">${e([seller.name, seller.vatId, seller.registration, `IBAN ${seller.iban}`].filter(Boolean).join(" · "))}</div>`;
  const body = `${CSS}<div class="kc">${letterhead}<div class="top">${buyer}${refsHtml}</div><h1>${e(title)}</h1>${sentence ? `<p>${e(sentence)}</p>` : ""}${itemsHtml}${totalsHtml}${
    dueLine ? `<p>${e(dueLine)}</p>` : ""
  }${footer}</div>`;

  const data = {
    vendor: seller.name,
    invoice_number: number,
    invoice_date: isoOf(f.date),
    due_date: due ? isoOf(due) : null,
    currency: f.currency,
    // A no-tax page prints its net only in the difference table.
    subtotal: taxed || kind === "difference" ? own.net / 100 : null,
    ...(taxTruth === undefined ? {} : { tax: taxTruth }),
    total: own.gross / 100,
    line_items: kind === "difference" ? [] : expectedLineItems(lines).map((l) => ({ ...l, amount: sign * l.amount })),
  };
  const unknown = [...(taxTruth === undefined ? ["tax"] : [])];
  const doc = invoiceDoc(
    name,
    "correction",
    {
      body,
      title: `${title} ${number}`,
      theme: pick(["invoice", "default", "minimal", "technical"] as const),
      font: pick([undefined, "sans", "serif"] as const),
      paper: { format: f.seller.country === "US" ? "Letter" : "A4" },
    },
    { source: { language: lang, credit_note: own.gross < 0, kind, original: originalNumber }, data },
    [seller.name, number, day(f.date), money(own.gross), ...(kind === "difference" ? [] : lines.map((l) => l.description))],
  );
  return unknown.length ? { ...doc, expected: { ...doc.expected, unknown, notes: ["tax: two rates and no printed tax total"] } } : doc;
}

const CSS = `<style>
.kc { font-size: 9pt; line-height: 1.35; }
.kc p { margin: 0.4em 0; }
.kc .lh { margin-bottom: 12px; }
.kc .sn { font-size: 14pt; font-weight: 700; }
.kc .top { display: flex; justify-content: space-between; gap: 24px; margin-bottom: 10px; }
.kc .buyer { width: 75mm; }
.kc h1 { font-size: 15pt; margin: 8px 0; }
.kc table.refs td { padding: 0 10px 0 0; white-space: nowrap; }
.kc td.k { color: #555; }
.kc table.items, .kc table.diff { width: 100%; border-collapse: collapse; margin: 8px 0; }
.kc th { border-bottom: 1px solid #555; text-align: left; padding: 2px 4px; }
.kc td { padding: 2px 4px; }
.kc .num { text-align: right; white-space: nowrap; }
.kc table.tot { margin-left: auto; border-collapse: collapse; min-width: 45%; }
.kc tr.b td { font-weight: 700; border-top: 1px solid #333; }
.kc .ft { margin-top: 20px; border-top: 1px solid #bbb; padding-top: 3px; font-size: 7pt; color: #555; }
</style>`;
