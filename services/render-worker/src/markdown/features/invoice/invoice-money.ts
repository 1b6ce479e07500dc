// Exact decimal arithmetic for invoices. Amounts are integers of the currency's minor unit (cents,
// or yen, or fils) held as bigint; quantities, prices and rates are decimals (digits + scale), so
// 3 × 19.99 is 5997 cents, never 59.970000000000006. Rounding is half away from zero, once per
// line amount and once per tax line, like an accountant does on paper.

export interface Decimal {
  /** The digits: value = digits / 10^scale. */
  digits: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([+-])?(\d{1,15})(?:\.(\d{1,8}))?$/;

/** Reads a YAML number or a plain decimal string ("19.99", "3", "-5.5"). Undefined if neither. */
export function parseDecimal(input: number | string): Decimal | undefined {
  // String(19.99) is "19.99": JavaScript prints the shortest text that reads back as the same
  // double, which is exactly the literal the author typed (up to 15 significant digits).
  const text = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ""] = match;
  const digits = BigInt(whole! + fraction) * (sign === "-" ? -1n : 1n);
  return { digits, scale: fraction.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** numerator / denominator rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator];
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** quantity × unit price, in minor units of a currency with `minorDigits` decimals. */
export function lineAmount(quantity: Decimal, unitPrice: Decimal, minorDigits: number): bigint {
  return divideRounded(quantity.digits * unitPrice.digits * pow10(minorDigits), pow10(quantity.scale + unitPrice.scale));
}

/** A decimal amount (e.g. a flat discount) in minor units; undefined when it has more precision. */
export function toMinor(amount: Decimal, minorDigits: number): bigint | undefined {
  if (amount.scale <= minorDigits) return amount.digits * pow10(minorDigits - amount.scale);
  const factor = pow10(amount.scale - minorDigits);
  return amount.digits % factor === 0n ? amount.digits / factor : undefined;
}

/** `percent` % of a minor-unit amount, rounded. */
export function percentOf(amount: bigint, percent: Decimal): bigint {
  return divideRounded(amount * percent.digits, pow10(percent.scale) * 100n);
}

/** Splits `total` over `weights` in proportion, to the unit, so the parts always add up to `total`. */
export function apportion(total: bigint, weights: bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0n));
  const parts = weights.map((w) => (total * w) / sum);
  let rest = total - parts.reduce((a, b) => a + b, 0n);
  // Largest remainders first take the units left over by the truncating division.
  const order = weights
    .map((w, i) => ({ i, remainder: (total * w) % sum }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  const step = rest < 0n ? -1n : 1n;
  for (let k = 0; rest !== 0n; k = (k + 1) % order.length) {
    parts[order[k]!.i]! += step;
    rest -= step;
  }
  return parts;
}

/** Plain decimal text of a minor-unit amount: 5997n, 2 → "59.97". Intl formats it without a float. */
export function minorToDecimalText(amount: bigint, minorDigits: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(minorDigits + 1, "0");
  const whole = digits.slice(0, digits.length - minorDigits);
  const fraction = minorDigits ? `.${digits.slice(-minorDigits)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

export function decimalToText(value: Decimal): string {
  return minorToDecimalText(value.digits, value.scale);
}

/** Decimals of the currency's minor unit per ISO 4217 as ICU knows it (USD 2, JPY 0, BHD 3). */
export function minorDigitsOf(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

type StringNumber = Parameters<Intl.NumberFormat["format"]>[0];

/** "$1,234.50", "1.234,50 €": Intl formats the exact decimal string, never a rounded double. */
export function formatMoney(amount: bigint, { currency, locale }: { currency: string; locale: string }): string {
  const digits = minorDigitsOf(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    minorToDecimalText(amount, digits) as StringNumber,
  );
}

/** Money with more precision than the currency's minor unit (unit prices like $0.125), exact. */
export function formatUnitPrice(value: Decimal, { currency, locale }: { currency: string; locale: string }): string {
  const digits = minorDigitsOf(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.max(digits, value.scale),
  }).format(decimalToText(value) as StringNumber);
}

export function formatDecimal(value: Decimal, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: Math.max(0, value.scale) }).format(decimalToText(value) as StringNumber);
}
