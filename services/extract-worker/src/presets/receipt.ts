import type { PositionedDocument } from "../model/types";
import { findCandidates, labelTokens, type Candidate, type FieldSpec } from "../rules/anchor";
import { buildContext } from "../rules/context";
import { documentCurrency } from "../rules/doc-currency";
import { emitChosen, emitScalar, emptyOutput, resolve } from "../rules/emit";
import { emitItems } from "../rules/emit-items";
import { resolveTotals } from "../rules/invoice-checks";
import { findLineItems } from "../rules/line-items";
import { tillItems } from "../rules/till-items";
import { tillMerchant } from "../rules/till-merchant";
import { partyCandidates, partyKey } from "../rules/parties";
import { paymentKeyword } from "../rules/payment-method";
import { provenance } from "../rules/select";
import { onlyDate } from "../rules/single-date";
import { stampedDate } from "../rules/stamp-date";
import { matchLabel, type LabelField } from "../values";
import type { PresetOutput } from "./preset-output";

// receipt: {merchant, date, total, currency, payment_method, items[{description, quantity, amount}]}.
// Same anchoring as invoices; receipts add two rules of their own: a receipt that prints a single
// date is dated by it, and a single payment means named on it (VISA, cash …) is its method.

const spec = (name: string, kind: FieldSpec["kind"], field: LabelField): FieldSpec => ({ name, kind, match: (t) => matchLabel(t, field), tokens: labelTokens([field]) });

export function receipt(doc: PositionedDocument): PresetOutput {
  const ctx = buildContext(doc);
  const out = emptyOutput();
  const find = (s: FieldSpec) => findCandidates(doc, ctx, s);

  const header = tillMerchant(doc, "merchant");
  // Legal entities are found once (both label sets would find them twice); one that is the end of
  // the header's two-line name ("TRADING SDN BHD" of "GIN KEE HARDWARE / TRADING SDN BHD") is that name.
  const parties = [...partyCandidates(doc, { field: "merchant", label: "merchant" }), ...partyCandidates(doc, { field: "merchant", label: "vendor" }).filter((c) => c.via !== "rule")];
  const partOfHeader = (c: Candidate) => !!header && c.via === "rule" && String(header.value).endsWith(` ${String(c.value)}`);
  const merchants = [...parties.filter((c) => !partOfHeader(c)), ...(header ? [header] : [])];
  emitScalar(out, "merchant", resolve("merchant", merchants, (v) => partyKey(String(v))));

  const dates: Candidate[] = [...find(spec("date", "date", "receipt_date")), ...find(spec("date", "date", "invoice_date"))];
  const single = onlyDate(doc, ctx, "date", 0.6);
  if (single) dates.push(single);
  const stamped = single ? null : stampedDate(doc, ctx, "date", 0.6);
  if (stamped) dates.push(stamped);
  emitScalar(out, "date", resolve("date", dates));

  const money = {
    subtotal: resolve("subtotal", find(spec("subtotal", "money", "subtotal"))),
    tax: resolve("tax", find(spec("tax", "money", "tax"))),
    total: resolve("total", find(spec("total", "money", "total"))),
  };
  const picks = resolveTotals(
    { subtotal: money.subtotal.groups, tax: money.tax.groups, total: money.total.groups },
    { subtotal: money.subtotal.decision, tax: money.tax.decision, total: money.total.decision },
    null,
  );
  emitChosen(out, "total", picks.total.group, picks.total.confidence, picks.total.warning, money.total);

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

  // An item table with a header, else the till block above the totals.
  const tabled = findLineItems(doc, ctx, ["item_description", "item_quantity", "item_amount"]);
  const items = tabled.length ? tabled : tillItems(doc, ctx);
  const amounts = items.map((i) => i.cells.item_amount?.value);
  const sum = amounts.every((a) => typeof a === "number") ? Math.round((amounts as number[]).reduce((a, b) => a + b, 0) * 100) / 100 : null;
  const total = out.data.total;
  emitItems(out, "items", items, { sumMatches: sum !== null && typeof total === "number" && Math.abs(sum - total) < 0.011, fields: ["item_description", "item_quantity", "item_amount"] });
  if (!items.length) out.warnings.push("items: no item table found in the document");
  return out;
}
