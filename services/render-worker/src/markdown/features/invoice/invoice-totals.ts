import { apportion, lineAmount, minorDigitsOf, percentOf, toMinor, type Decimal } from "./invoice-money";
import type { InvoiceSpec } from "./invoice-spec";

// Line amounts, subtotal, discount, taxes and total in minor units. Tax is computed per rate on
// the taxable amount of that rate (after the discount, apportioned over the rates), then rounded
// once: the printed tax lines and total always add up.

export interface InvoiceTotals {
  minorDigits: number;
  lines: bigint[];
  subtotal: bigint;
  discount: bigint;
  taxes: Array<{ name: string; rate: Decimal; amount: bigint }>;
  total: bigint;
}

export type TotalsResult = { ok: true; totals: InvoiceTotals } | { ok: false; message: string };

const rateKey = (rate: Decimal | undefined) => (rate ? `${rate.digits}e-${rate.scale}` : "none");

export function computeTotals(spec: InvoiceSpec): TotalsResult {
  const minorDigits = minorDigitsOf(spec.currency);
  const lines = spec.items.map((item) => lineAmount(item.quantity, item.unitPrice, minorDigits));
  const subtotal = lines.reduce((a, b) => a + b, 0n);

  let discount = 0n;
  if (spec.discount && "percent" in spec.discount) discount = percentOf(subtotal, spec.discount.percent);
  else if (spec.discount) {
    const amount = toMinor(spec.discount.amount, minorDigits);
    if (amount === undefined) return { ok: false, message: `discount: ${spec.currency} amounts have ${minorDigits} decimals at most` };
    if (amount > subtotal) return { ok: false, message: "discount: larger than the subtotal" };
    discount = amount;
  }

  const taxes: InvoiceTotals["taxes"] = [];
  if (spec.itemRates) {
    // One tax line per rate, in the order rates first appear; untaxed items form no line.
    const groups = new Map<string, { rate: Decimal | undefined; base: bigint }>();
    spec.items.forEach((item, i) => {
      const group = groups.get(rateKey(item.taxRate)) ?? { rate: item.taxRate, base: 0n };
      group.base += lines[i]!;
      groups.set(rateKey(item.taxRate), group);
    });
    const entries = [...groups.values()];
    const discounts = apportion(
      discount,
      entries.map((g) => g.base),
    );
    entries.forEach((group, i) => {
      if (group.rate) taxes.push({ name: spec.taxLabel, rate: group.rate, amount: percentOf(group.base - discounts[i]!, group.rate) });
    });
  } else {
    for (const tax of spec.taxes) taxes.push({ name: tax.name, rate: tax.rate, amount: percentOf(subtotal - discount, tax.rate) });
  }
  const total = subtotal - discount + taxes.reduce((a, t) => a + t.amount, 0n);
  return { ok: true, totals: { minorDigits, lines, subtotal, discount, taxes, total } };
}
