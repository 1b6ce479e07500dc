// Trade prices of small parts are quoted per 100 or per 1000 units ("3,05 / 100", "12,40 je 100",
// "8.50 per 1000"): the printed price stays the item's unit price, and the row's arithmetic is
// quantity × price / basis = amount.

const BASIS = /\d\s*(?:\/|\bper\b|\bje\b|\bpro\b|\bpour\b|\bpar\b)\s*(100|1[.,' \u00a0\u202f]?000)(?!\s*[\d,.])/iu;

/** How many units the price in the cell's text is for: 100 or 1000 when the cell says so, else 1. */
export function priceBasis(priceText: string): number {
  const m = BASIS.exec(priceText);
  return m ? Number((m[1] as string).replace(/\D/g, "")) : 1;
}
