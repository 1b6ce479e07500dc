import type { PositionedDocument } from "../model/types";
import { findCandidates, labelTokens, type Candidate, type FieldSpec } from "../rules/anchor";
import { buildContext } from "../rules/context";
import { documentCurrency } from "../rules/doc-currency";
import { emitScalar, emptyOutput, resolve } from "../rules/emit";
import { emitItems } from "../rules/emit-items";
import { findLineItems } from "../rules/line-items";
import { merchantCandidate } from "../rules/merchant";
import { paymentKeyword } from "../rules/payment-method";
import { provenance } from "../rules/select";
import { receiptDate } from "../rules/receipt-date";
import { receiptTotal } from "../rules/receipt-total";
import { matchLabel, type LabelField } from "../values";
import type { PresetOutput } from "./preset-output";

// receipt: {merchant, date, total, currency, payment_method, items[{description, quantity, amount}]}.
// Merchant, date and total come from the receipt's layout and arithmetic; currency, payment method
// and items from the invoice anchoring, plus a single payment means named on it (VISA, cash …).

const spec = (name: string, kind: FieldSpec["kind"], field: LabelField): FieldSpec => ({ name, kind, match: (t) => matchLabel(t, field), tokens: labelTokens([field]) });

export function receipt(doc: PositionedDocument): PresetOutput {
  const ctx = buildContext(doc);
  const out = emptyOutput();
  const find = (s: FieldSpec) => findCandidates(doc, ctx, s);

  // Till receipts print no labels for these three; their layout and arithmetic decide (rules/merchant.ts,
  // receipt-date.ts, receipt-total.ts).
  const layout = (field: string, c: Candidate | null) => emitScalar(out, field, resolve(field, c ? [c] : []), c?.score);
  layout("merchant", merchantCandidate(doc));
  layout("date", receiptDate(doc, ctx));
  layout("total", receiptTotal(doc));

  const currency = resolve("currency", find(spec("currency", "currency", "currency")));
  if (currency.decision.status === "missing") {
    const fromDoc = documentCurrency(doc);
    out.data.currency = fromDoc.candidate?.value ?? null;
    if (fromDoc.candidate) out.fields.currency = provenance(fromDoc.candidate, fromDoc.candidate.score);
    else out.warnings.push(`currency: ${fromDoc.reason ?? "not found in the document"}`);
  } else emitScalar(out, "currency", currency);

  const methods = find(spec("payment_method", "text", "payment_method"));
  const keyword = paymentKeyword(doc, "payment_method");
  if (keyword) methods.push(keyword);
  emitScalar(out, "payment_method", resolve("payment_method", methods));

  const items = findLineItems(doc, ctx, ["item_description", "item_quantity", "item_amount"]);
  emitItems(out, "items", items, { sumMatches: false, fields: ["item_description", "item_quantity", "item_amount"] });
  if (!items.length) out.warnings.push("items: no item table found in the document");
  return out;
}
