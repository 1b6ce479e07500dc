// English sentences that print a period of notice or a term which is NOT the contract's termination
// notice or initial term: a statement of work ended for convenience, an assignment, audit, price
// change or suspension "on N days' written notice", a statement of work's or a licence's own term.
// Real agreements scatter these through their boilerplate; a reader that takes the first "N days'
// notice" near "terminate" returns them.
import { period, type Period } from "./contract-words";
import type { DraftContext } from "./contract-model";

/** A few decoy sentences for the clause `where`, drawn so every contract carries one or two. */
export function decoySentences(c: DraftContext, where: "services" | "fees" | "termination" | "general"): string[] {
  const {
    rng,
    form,
    roles: [r1, r2],
  } = c;
  const days = (n: number) => period({ n, unit: "day" }, "en", form, { possessive: true });
  const any = () => rng.pick([10, 15, 20, 30, 45, 60]);
  const pool: Record<typeof where, string[]> = {
    services: [
      `Each Statement of Work shall have a term of ${period({ n: rng.pick([3, 6, 9]), unit: "month" }, "en", form)} unless the Statement of Work states otherwise.`,
      `${r2} may terminate any Statement of Work for convenience on ${days(any())} written notice to ${r1}, without terminating this Agreement.`,
      `${r1} shall give ${r2} at least ${days(any())} notice of any scheduled maintenance that will interrupt the Services.`,
    ],
    fees: [
      `${r1} may increase its fees once in each contract year by giving ${r2} not less than ${days(any())} written notice of the increase.`,
      `${r1} may suspend the Services on ${days(any())} written notice if any undisputed invoice remains unpaid.`,
      `${r2} may, upon ${days(any())} prior written notice, audit ${r1}'s records relating to the fees charged under this Agreement.`,
    ],
    termination: [
      `Either party may terminate this Agreement by written notice with immediate effect if the other party ceases to carry on business for a period of ${period({ n: any(), unit: "day" }, "en", form)}.`,
      `Within ${period({ n: any(), unit: "day" }, "en", form)} after the effective date of termination, each party shall return or destroy the other party's Confidential Information.`,
    ],
    general: [
      `Either party may assign this Agreement to an Affiliate upon ${days(any())} prior written notice to the other party.`,
      `A party claiming under an indemnity shall give notice of the claim within ${period({ n: any(), unit: "day" }, "en", form)} after becoming aware of it.`,
      `The license granted under this Agreement to any pre-release software shall continue for a period of ${period({ n: rng.pick([6, 12, 24]), unit: "month" }, "en", form)} from its delivery.`,
    ],
  };
  return rng.shuffle(pool[where]).slice(0, rng.chance(0.5) ? 1 : 0);
}

/** Notice of non-renewal without the word "automatically": the term simply "will be extended". */
export const impliedRenewal = (c: DraftContext, notice: Period, renew: string) =>
  `Unless either party notifies the other of its intent not to renew at least ${period(notice, "en", c.form)} before the end of the then-current term, the term will be extended by ${renew}.`;
