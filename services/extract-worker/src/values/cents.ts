// When two amounts are the same sum. Documents print money to the cent; the rules compare what they
// read with what they compute (a sum, a product, a difference) in binary floating point, which puts
// 0.1 + 0.2 a hair off 0.3. One place, so every rule means the same by "to the cent".

/** A rounding cent and the floating-point hair: a tax rounded per line, a total of rounded items. */
export const CENT = 0.011;

/** Equal to the cent: at most a rounding cent apart. */
export function withinCent(a: number, b: number): boolean {
  return Math.abs(a - b) <= CENT;
}

/** The same amount once both are rounded to cents: no rounding cent allowed. */
export function sameCents(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}

/** Quantity × unit price = amount to the cent, or within the half percent a unit price printed rounded loses. */
export function rowAddsUp(quantity: number, unitPrice: number, amount: number): boolean {
  return Math.abs(quantity * unitPrice - amount) <= Math.max(CENT, Math.abs(amount) * 0.005);
}
