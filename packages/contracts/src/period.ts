/** The UTC calendar month an instant falls in, as `YYYY-MM` — the unit credits are counted in. */
export function utcPeriod(at: Date): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, "0");
  return `${at.getUTCFullYear()}-${month}`;
}
