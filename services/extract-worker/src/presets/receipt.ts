import type { Line, PositionedDocument } from "../layout/types";
import { findCandidates, labelTokens, type Candidate, type FieldSpec } from "../rules/anchor";
import { buildContext } from "../rules/context";
import { addressCurrency, documentCurrency } from "../rules/doc-currency";
import { emitChosen, emitScalar, emptyOutput, resolve } from "../rules/emit";
import { emitItems, itemsSum } from "../rules/items/emit-items";
import { resolveTotals } from "../rules/invoice/resolve-totals";
import { findLineItems } from "../rules/items/line-items";
import { OCR_FONT } from "../layout/types";
import { median } from "../layout/geometry";
import { height } from "../rules/geometry";
import { merchantCandidate } from "../rules/receipt/merchant";
import { partyCandidates, partyKey } from "../rules/invoice/parties";
import { cardName, paymentKeyword } from "../rules/receipt/payment-method";
import { notSaleDate, receiptDate } from "../rules/receipt/date";
import { printedTotals, receiptTotal } from "../rules/receipt/total";
import { provenance, TIE_RATIO } from "../rules/select";
import { onlyDate } from "../rules/single-date";
import { stampedDate } from "../rules/receipt/stamp-date";
import { opensWithQuantity, tillItems } from "../rules/receipt/till-items";
import { OWNER_RE, tillMerchant, unpartedLogo } from "../rules/receipt/till-merchant";
import { matchLabel, parseAmount, resolveCurrency, type LabelField } from "../values";
import type { PresetOutput } from "./preset-output";

// receipt: {merchant, date, total, currency, payment_method, items[{description, quantity, amount}]}.
// A till receipt prints few labels: its layout and arithmetic decide the date and total first
// (rules/receipt/date.ts, total.ts); on a text layer, where they find nothing, a date
// stamped with a time and the labels read as on invoices. The merchant of a text layer is the
// header block's name or a labelled / legal-entity name (rules/receipt/till-merchant.ts, rules/invoice/parties.ts), else
// the layout rule (rules/receipt/merchant.ts), which alone reads OCR'd headers. Items come from an item
// table with a header, else from the till block above the totals (rules/receipt/till-items.ts).

const MAX_MERCHANT_CONFIDENCE = 0.85;
/** An amount with cents inside a text value ("GIROCARD207,29", "VISA 12.50"). */
const CARRIES_AMOUNT = /\d[.,]\d{2}(?!\d)/;
/**
 * The head of an amount column read as a value ("Amount", "Betrag", "Total", "VALOR PAGO R$"): exactly a label of the
 * total or an item's amount, or one followed by the column's currency only.
 */
const namesAnAmount = (value: string) =>
  (["total", "item_amount"] as LabelField[]).some((f) => {
    const m = matchLabel(value, f);
    return m?.kind === "exact" || (m?.kind === "prefix" && m.start === 0 && resolveCurrency(value.slice(m.end).replace(/^\s*\(|\)\s*$/g, "")) !== null);
  });

const spec = (name: string, kind: FieldSpec["kind"], field: LabelField): FieldSpec => ({
  name,
  kind,
  match: (t) => matchLabel(t, field),
  tokens: labelTokens([field]),
});

/** Legal entities and seller labels; an entity that ends the header's two-line name is that name. */
function merchants(doc: PositionedDocument): Candidate[] {
  const header = tillMerchant(doc, "merchant");
  const parties = [
    ...partyCandidates(doc, { field: "merchant", label: "merchant", copyright: true }),
    ...partyCandidates(doc, { field: "merchant", label: "vendor" }).filter((c) => c.via !== "rule"),
  ];
  // A legal entity inside the header's name ("‹name› GMBH & CO. KG" read as "‹name› GMBH") is that
  // name cut short, and so is a label read inside it ("MARKT ‹name›": Markt is a label word too),
  // unless the header itself is a labelled line.
  const partOfHeader = (c: Candidate) =>
    !!header && (c.via === "rule" || !/[:：]/.test(String(header.value))) && ` ${String(header.value)} `.includes(` ${String(c.value)} `);
  // The owner an "Inh." line names holds the shop; the shop is the merchant.
  const owner = (c: Candidate) => OWNER_RE.test(String(c.value));
  // A label word read inside the header's name ("‹name› FOOD STORE": Store labels a shop too) labels nothing.
  const labelInHeader = (c: Candidate) => !!header && c.labelWords.some((w) => header.words.includes(w));
  const named = parties.filter((c) => !partOfHeader(c) && !owner(c) && !labelInHeader(c));
  if (!header) return named.filter(readable);
  // A name about as strong as the header that contradicts it: a header set in display type is the
  // brand and wins over weaker evidence (a copyright line naming the operator or a delivery platform);
  // one in body type may be the receipt's title ("Ladevorgang", "Register 3"), and a name printed
  // away from the header block speaks alone. A rival in the header's own block (a shop over its
  // operator's legal name, in one type) leaves the two undecided.
  const rivals = named.filter((c) => c.score >= TIE_RATIO * header.score && partyKey(String(c.value)) !== partyKey(String(header.value)));
  if (rivals.length === 0) return [...named, header].filter(readable);
  if (displayType(doc, header)) return [...named.filter((c) => !rivals.includes(c) || c.score > header.score), header].filter(readable);
  return (rivals.every((c) => apart(header, c)) ? named : [...named, header]).filter(readable);
}

/** `c` printed on another page than `header`, or more than three of the header's lines below it. */
function apart(header: Candidate, c: Candidate): boolean {
  const bottom = Math.max(...header.words.map((w) => w.bbox[3]));
  const line = Math.max(...header.words.map((w) => height(w.bbox)));
  return c.page !== header.page || Math.min(...c.words.map((w) => w.bbox[1])) > bottom + 3 * line;
}

/**
 * Set at least half again as tall as the page's body lines, and alone in that type: a name printed
 * as a heading or logo. A second display line next to it ("COFFEE CO." over "BELVUE") may carry
 * the rest of the name.
 */
function displayType(doc: PositionedDocument, c: Candidate): boolean {
  const page = doc.pages.find((p) => p.number === c.page);
  if (!page) return false;
  const body = median(page.lines.map((l) => height(l.bbox)));
  const large = (l: Line) => height(l.bbox) >= body * 1.5;
  const own = page.lines.filter((l) => l.words.some((w) => c.words.includes(w)));
  if (own.length === 0 || !own.every(large)) return false;
  const top = Math.min(...own.map((l) => l.bbox[1]));
  const bottom = Math.max(...own.map((l) => l.bbox[3]));
  const reach = 2 * Math.max(...own.map((l) => height(l.bbox)));
  return !page.lines.some((l) => !own.includes(l) && large(l) && l.bbox[1] < bottom + reach && l.bbox[3] > top - reach);
}

/** A name printed as a logo whose word gaps the text layer lost is unreadable (till-merchant.ts). */
const readable = (c: Candidate) => !c.words.some(unpartedLogo);

export function receipt(doc: PositionedDocument): PresetOutput {
  const ctx = buildContext(doc);
  const out = emptyOutput();
  const find = (s: FieldSpec) => findCandidates(doc, ctx, s);

  const layout = (field: string, c: Candidate | null) => emitScalar(out, field, resolve(field, c ? [c] : []), c?.score);
  // On an OCR'd receipt only the layout rules speak: labels and names read from OCR noise were wrong
  // more often than right on the scanned development set (merchant 4 right for 6 wrong, total 5 for 7).
  const scanned = doc.pages.some((p) => p.words.some((w) => w.font === OCR_FONT));
  const named = scanned ? null : resolve("merchant", merchants(doc), (v) => partyKey(String(v)));
  if (named && named.decision.status === "value") emitScalar(out, "merchant", named);
  else {
    const header = merchantCandidate(doc);
    // OCR reads a logo's letters apart: only a text layer joins them into one word.
    layout("merchant", header && (scanned || readable(header)) ? header : null);
  }
  // Calibration: a receipt's merchant is right about 87–91 % of the time on the development sets
  // (which of a shop name and its owner's legal name is "the" merchant varies), so it never claims 0.9.
  const merchantProvenance = out.fields.merchant;
  if (merchantProvenance) merchantProvenance.confidence = Math.min(merchantProvenance.confidence, MAX_MERCHANT_CONFIDENCE);

  const date = receiptDate(doc, ctx);
  if (date || scanned) layout("date", date);
  else {
    const dates: Candidate[] = [...find(spec("date", "date", "receipt_date")), ...find(spec("date", "date", "invoice_date"))];
    // Where the sale's date could not be read, a return or exchange deadline may be the only date left: it is not the sale's.
    const single = onlyDate(doc, ctx, "date", 0.6, (_, line) => !notSaleDate(line.text)) ?? stampedDate(doc, ctx, "date", 0.6);
    emitScalar(out, "date", resolve("date", single ? [...dates, single] : dates));
  }

  const total = receiptTotal(doc);
  if (total || scanned) {
    layout("total", total);
    if (total?.checked && out.data.total === total.value) out.checked = ["total"];
    if (total?.misread !== undefined && out.data.total === total.value)
      out.warnings.push(
        `total: OCR read ${total.misread.toFixed(2)} on the total's row; the receipt's own arithmetic gives ${Number(total.value).toFixed(2)}, one look-alike digit apart, which was returned.`,
      );
  } else {
    const money = {
      subtotal: resolve("subtotal", find(spec("subtotal", "money", "subtotal"))),
      tax: resolve("tax", find(spec("tax", "money", "tax"))),
      // "Amount due 0.00" under what was paid is the balance left, never the amount paid: a receipt's total is not zero.
      total: resolve(
        "total",
        find(spec("total", "money", "total")).filter((c) => c.value !== 0),
      ),
    };
    const picks = resolveTotals(
      { subtotal: money.subtotal.groups, tax: money.tax.groups, total: money.total.groups },
      { subtotal: money.subtotal.decision, tax: money.tax.decision, total: money.total.decision },
      null,
    );
    emitChosen(out, "total", picks.total.group, picks.total.confidence, picks.total.warning, money.total);
  }

  const currency = resolve("currency", find(spec("currency", "currency", "currency")));
  if (currency.decision.status === "missing") {
    const fromDoc = documentCurrency(doc);
    // No currency printed at all: the shop's country's.
    const found = fromDoc.candidate ?? (fromDoc.reason ? null : addressCurrency(doc));
    out.data.currency = found?.value ?? null;
    if (found) out.fields.currency = provenance(found, found.score);
    else out.warnings.push(`currency: ${fromDoc.reason ?? "not found in the document"}`);
  } else emitScalar(out, "currency", currency);

  // A card slip's "Zahlung / Payment  EUR 17,27" labels the amount paid: an amount is no means of payment. Nor is a
  // means printed with the amount ("Bezahlt mit GIROCARD207,29", its gap lost): the payment word alone is read below.
  // "Visa •••• 4242" under "Payment method": the card's name is the means, its last digits only say which card.
  // Nor is an amount column's head beside the label ("Payment Mode | Amount" over "CASH | 9.40").
  const methods: Candidate[] = find(spec("payment_method", "text", "payment_method"))
    .filter((c) => parseAmount(String(c.value)) === null && !CARRIES_AMOUNT.test(String(c.value)) && !namesAnAmount(String(c.value)))
    .map((c) => ({ ...c, ...cardName(String(c.value), c.words) }));
  const keyword = paymentKeyword(doc, "payment_method");
  if (keyword) methods.push(keyword);
  emitScalar(out, "payment_method", resolve("payment_method", methods));

  const tabled = findLineItems(doc, ctx, ["item_description", "item_quantity", "item_amount"]);
  const paid = out.data.total;
  const till = () => tillItems(doc, ctx, typeof paid === "number" ? paid : null);
  // A header over item rows of two lines each ("001 7891234567890 ARROZ" over "1 UN x 24,90   24,90") may read as a
  // table whose rows run into one another: when the till's own reading of the block adds up to a total or subtotal
  // the receipt prints (before its discount, say) and the table's adds up to none, the till's is the one it confirms.
  const printed = tabled.length ? printedTotals(doc) : [];
  // The till's reading must add up with its sign; the table's is let stand if it does so without (a refund's rows).
  const addsUp = (rows: typeof tabled, unsigned = false) => {
    const sum = itemsSum(rows);
    return sum !== null && printed.some((v) => Math.abs(v - sum) < 0.011 || (unsigned && Math.abs(Math.abs(v) - Math.abs(sum)) < 0.011));
  };
  // So is a table whose description reads as a quantity line ("1 UN x 22,92 003 … DETERGENTE"): its rows are shifted.
  const shifted = tabled.some((row) => opensWithQuantity(String(row.cells.item_description?.value ?? "")));
  const tillRows = tabled.length && (shifted || !addsUp(tabled, true)) ? till() : [];
  const items = !tabled.length ? till() : tillRows.length && addsUp(tillRows) ? tillRows : tabled;
  const sum = itemsSum(items);
  emitItems(out, "items", items, {
    sumMatches: sum !== null && typeof paid === "number" && Math.abs(sum - paid) < 0.011,
    fields: ["item_description", "item_quantity", "item_amount"],
  });
  if (!items.length) out.warnings.push("items: no item table found in the document");
  return out;
}
