import type { PositionedDocument } from "../layout/types";
import { withRuledCells } from "../rules/ruled-cells";
import { findCandidates, labelTokens, type Candidate, type FieldSpec } from "../rules/anchor";
import { buildContext } from "../rules/context";
import { withoutOtherReferenceDates } from "../rules/invoice/connective-dates";
import { isCreditNote, ownNumberCandidates, referencedInvoices, withoutOtherInvoices } from "../rules/invoice/credit-note";
import { documentCurrency } from "../rules/doc-currency";
import { emitChosen, emitScalar, emptyOutput, resolve } from "../rules/emit";
import { AMOUNT_LABEL_TOKENS, amountLabelMatcher, namesPayable, paidAbove } from "../rules/invoice/amount-labels";
import { withAmountLabelMisreads } from "../rules/invoice/label-misreads";
import { withLostSeparators } from "../rules/invoice/lost-separators";
import { rateProof } from "../rules/invoice/rate-proof";
import { resolveTotals, roundingBetween, type MoneyField } from "../rules/invoice/resolve-totals";
import { roundingAmounts } from "../rules/invoice/rounding";
import { runningSumTest } from "../rules/invoice/running-sums";
import { summarySumCandidates } from "../rules/invoice/summary-sums";
import { withoutGroupSubtotals } from "../rules/invoice/group-subtotals";
import { withoutPreAllowanceSums } from "../rules/invoice/before-allowance";
import { withRateTaxesSummed } from "../rules/invoice/tax-by-rate";
import { emitItems, itemsSum } from "../rules/items/emit-items";
import { findItemBlocks } from "../rules/items/item-blocks";
import { findLineItems, type ItemField } from "../rules/items/line-items";
import { summedRows } from "../rules/items/summed-rows";
import { partyCandidates, partyKey } from "../rules/invoice/parties";
import { lineHolding } from "../rules/geometry";
import { readTotalAmount } from "../rules/read-value";
import { baseConfidence, provenance } from "../rules/select";
import { letterDateCandidates } from "../rules/invoice/letter-date";
import { paymentTermsCandidates } from "../rules/invoice/payment-terms";
import { withoutTermCodes } from "../rules/invoice/term-codes";
import { titleCandidates } from "../rules/invoice/title";
import { LINE_ITEM_FIELDS, matchLabel, type LabelField } from "../values";
import type { PresetOutput } from "./preset-output";

// invoice: {vendor, invoice_number, invoice_date, due_date, currency, subtotal, tax, total,
// line_items[{description, quantity, unit_price, amount}]}. Every value is read beside or under
// its label (or from the title line, the seller block, the item table); amounts are then checked
// against each other and dates against each other before anything is returned.

const spec = (name: string, kind: FieldSpec["kind"], field: LabelField = name as LabelField): FieldSpec => ({
  name,
  kind,
  // An amount label is read by its qualifiers ("Gesamtbetrag ohne Umsatzsteuer" is the net), so
  // a line may name one amount field with another's words.
  match: kind === "money" ? amountLabelMatcher(field as "subtotal" | "tax" | "total") : (t) => matchLabel(t, field),
  tokens: kind === "money" ? AMOUNT_LABEL_TOKENS : labelTokens([field]),
  // Totals may print a whole number among decimal amounts; the cross-field checks decide on those.
  ...(kind === "money" ? { reader: readTotalAmount } : {}),
});

const SPECS: FieldSpec[] = [
  spec("invoice_number", "identifier"),
  spec("invoice_date", "date"),
  spec("due_date", "date"),
  spec("subtotal", "money"),
  spec("tax", "money"),
  spec("total", "money"),
  spec("currency", "currency"),
];

function partition<T>(list: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [list.filter(test), list.filter((item) => !test(item))];
}

export function invoice(printed: PositionedDocument): PresetOutput {
  const doc = withAmountLabelMisreads(withoutTermCodes(withRuledCells(printed)));
  const ctx = buildContext(doc);
  const out = emptyOutput();
  const cands = new Map<string, Candidate[]>(SPECS.map((s) => [s.name, findCandidates(doc, ctx, s)]));
  for (const c of [...titleCandidates(doc, ctx), ...letterDateCandidates(doc, ctx), ...summarySumCandidates(doc)]) cands.get(c.field)?.push(c);
  // A correction prints the number, date and amount of the invoice it corrects: never this document's.
  for (const [field, list] of cands) cands.set(field, withoutOtherInvoices(doc, field, list));
  // "vom | date" under an order or delivery reference dates that reference, not the invoice.
  cands.set("invoice_date", withoutOtherReferenceDates(doc, cands.get("invoice_date") ?? []));
  // Without a labelled due date, the terms sentence may name it ("Zahlbar ohne Abzug bis …").
  if (!cands.get("due_date")?.length) cands.set("due_date", paymentTermsCandidates(doc, ctx));
  const r = (f: string) => resolve(f, cands.get(f) ?? []);

  const vendor = resolve("vendor", partyCandidates(doc, { field: "vendor", label: "vendor" }), (v) => partyKey(String(v)));
  emitScalar(out, "vendor", vendor);
  // In a credit note an invoice label ("Rechnung Nr.") or an invoice's title names the invoice it corrects.
  if (isCreditNote(doc)) {
    cands.set("invoice_number", ownNumberCandidates(cands.get("invoice_number") ?? [], referencedInvoices(doc)));
    const [titled, labelled] = partition(cands.get("invoice_date") ?? [], (c) => c.via === "rule" && c.labelWords.length > 0);
    cands.set("invoice_date", [...labelled, ...ownNumberCandidates(titled)]);
  }
  emitScalar(out, "invoice_number", r("invoice_number"));

  const issued = r("invoice_date");
  const due = r("due_date");
  emitScalar(out, "invoice_date", issued);
  if (issued.decision.status === "value" && due.decision.status === "value") {
    const [i, d] = [String(issued.decision.group.value), String(due.decision.group.value)];
    if (d < i) {
      out.data.due_date = null;
      out.warnings.push(`due_date: ${d} is before the invoice date ${i}`);
      const prov = out.fields.invoice_date;
      if (prov) prov.confidence = Math.round(prov.confidence * 0.8 * 1000) / 1000;
    } else {
      // A due date on or after the issue date corroborates both readings.
      emitScalar(out, "due_date", due, Math.min(0.99, baseConfidence(due.decision) * 1.1));
      const prov = out.fields.invoice_date;
      if (prov) prov.confidence = Math.min(0.99, Math.round(prov.confidence * 1.1 * 1000) / 1000);
    }
  } else {
    emitScalar(out, "due_date", due);
  }

  // Without an item table, the lines may be printed as one block of labelled rows per position.
  const table = findLineItems(doc, ctx);
  const items = table.length ? table : findItemBlocks(doc, ctx, LINE_ITEM_FIELDS as ItemField[]);
  const sum = itemsSum(items);
  // A figure read as an item's cell is that line's, never the document's subtotal, tax or total
  // (a per-line "Tax 6.5%" cell beside the line's amount labels nothing of the document's).
  const itemWords = new Set(items.flatMap((i) => Object.values(i.cells).flatMap((c) => c?.words ?? [])));
  for (const f of ["subtotal", "tax", "total"])
    cands.set(
      f,
      (cands.get(f) ?? []).filter((c) => !c.words.some((w) => itemWords.has(w))),
    );
  // A group's own total ("Total section 1", "Total Hardware") is never the invoice's.
  cands.set("total", withoutGroupSubtotals(doc, cands.get("total") ?? []));
  // One rate's tax of a ladder that prints several and no tax total is not the invoice's tax.
  cands.set("tax", withRateTaxesSummed(doc, cands.get("tax") ?? []));
  // Under a prepayment or a balance carried from an earlier bill, what is left to pay ("Net à payer", "Amount due") is the total only if the arithmetic says so.
  // The label may be read short of the words that make it the amount left to pay ("Total amount" of "Total amount due").
  const payable = (c: Candidate) => !!c.label && (namesPayable(c.label.text) || namesPayable(lineHolding(doc, c.page, c.labelWords)?.text ?? ""));
  // A long invoice's running sum of its own items ("Übertrag", "Brought forward") is no earlier balance.
  const runningSum = runningSumTest(items, ctx);
  const underPaid = (c: Candidate) => payable(c) && paidAbove(doc, c.page, Math.min(...c.labelWords.map((w) => w.bbox[1])), runningSum);
  // A summary box at the head of the bill repeats that amount due above the balance it carries.
  const leftValues = new Set((cands.get("total") ?? []).filter(underPaid).map((c) => String(c.value)));
  const leftToPay = (c: Candidate) => underPaid(c) || (payable(c) && leftValues.has(String(c.value)));
  // A total below a discount shows the net an invoice without tax prints only there; what is left to
  // pay after a prepayment is lower for another reason and shows no net.
  const totalsAfterDiscount = (cands.get("total") ?? []).filter((c) => !leftToPay(c));
  cands.set("subtotal", withoutPreAllowanceSums(doc, ctx, withoutGroupSubtotals(doc, cands.get("subtotal") ?? []), totalsAfterDiscount));
  cands.set(
    "total",
    (cands.get("total") ?? []).map((c) => (leftToPay(c) ? { ...c, unconfirmed: true } : c)),
  );
  // On a scan an amount whose separator OCR lost stands beside its digits read as cents, for the arithmetic to prove.
  for (const f of ["subtotal", "tax", "total"]) cands.set(f, withLostSeparators(cands.get(f) ?? [], ctx));
  const money = { subtotal: r("subtotal"), tax: r("tax"), total: r("total") };
  const roundings = roundingAmounts(doc, ctx);
  const picks = resolveTotals(
    { subtotal: money.subtotal.groups, tax: money.tax.groups, total: money.total.groups },
    { subtotal: money.subtotal.decision, tax: money.tax.decision, total: money.total.decision },
    sum,
    roundings,
    rateProof(doc, ctx),
  );
  for (const f of ["subtotal", "tax", "total"] as MoneyField[]) {
    const p = picks[f];
    emitChosen(out, f, p.group, p.confidence, p.warning, money[f]);
  }
  const proven = (["subtotal", "tax"] as MoneyField[]).filter((f) => picks[f].rateProven && out.data[f] !== null);
  if (proven.length) out.checked = proven;
  // Subtotal + tax reach the total only through the rounding printed between them ("Round Off -0.27"):
  // the page's arithmetic holds, where the OCR check's subtotal + tax = total would see a contradiction.
  const [s, t, T] = [out.data.subtotal, out.data.tax, out.data.total];
  if (typeof s === "number" && typeof t === "number" && typeof T === "number" && ![null, 0].includes(roundingBetween(s, t, T, roundings)))
    out.checked = [...new Set([...(out.checked ?? []), "subtotal", "tax", "total"])];
  // After the totals: on a page printed in several currencies, the total's own marker names the invoice's.
  const currency = r("currency");
  if (currency.decision.status === "missing") {
    const fromDoc = documentCurrency(doc, picks.total.group?.best ?? null);
    if (fromDoc.candidate) {
      out.data.currency = fromDoc.candidate.value;
      out.fields.currency = provenance(fromDoc.candidate, fromDoc.candidate.score);
    } else {
      out.data.currency = null;
      out.warnings.push(fromDoc.reason ? `currency: ${fromDoc.reason}` : "currency: not found in the document");
    }
  } else {
    emitScalar(out, "currency", currency);
  }

  const subtotal = out.data.subtotal;
  // No item table or block: charge rows without a header may stand over the net (or, untaxed, the total) they add up to.
  const figure = typeof subtotal === "number" ? picks.subtotal.group : typeof out.data.total === "number" && out.data.tax === null ? picks.total.group : null;
  // The figure may be printed more than once (a summary box above, the charges' own sum below): each place is tried.
  const summed =
    (!items.length && figure ? figure.candidates : []).map((c) => summedRows(doc, ctx, c, Number(figure!.value))).find((rows) => rows.length) ?? [];
  if (summed.length) {
    emitItems(out, "line_items", summed, { sumMatches: true });
    return out;
  }
  emitItems(out, "line_items", items, { sumMatches: sum !== null && typeof subtotal === "number" && Math.abs(sum - subtotal) < 0.011 });
  return out;
}
