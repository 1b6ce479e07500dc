// An amendment to an existing agreement: its own date ("as of … (the "Amendment Effective Date")"),
// the parties, a recital naming the original agreement and its date (a decoy), the term "extended
// until" a date or "for an additional period of two (2) years" (a renewal, not an initial term),
// replaced fee and payment provisions, and a law clause of its own or a reference to the original's.
// An amendment states no initial term, renewal mechanism or notice period of its own: those are null.
import { escapeHtml as e, type Day } from "./formats";
import { personName } from "./names";
import { englishDate, period } from "./contract-words";
import { para, type DraftContext, type Drafted } from "./contract-model";

const ORDINAL_WORDS = ["One", "Two", "Three", "Four", "Five"];

export function amendment(c: DraftContext): Drafted {
  const {
    rng,
    terms,
    form,
    roles: [r1, r2],
  } = c;
  const en = (p: Parameters<typeof period>[0], possessive = false) => period(p, "en", form, { possessive });
  const n = rng.int(1, 5);
  const numbered = rng.chance(0.5) ? `No. ${n}` : ORDINAL_WORDS[n - 1]!;
  const name = rng.pick([`Amendment ${numbered}`, "First Amendment", "Amendment Agreement"]);
  const title = `${name} to ${c.title}`.toUpperCase();
  const original = englishDate(c.priorDay, "month-d-y");
  const until: Day = { y: c.terms.effective.y + rng.int(1, 3), m: 12, d: 31 };
  const termChange = rng.pick([
    `The Term of the Agreement is hereby extended until ${englishDate(until, "month-d-y")}.`,
    `The Term of the Agreement is hereby extended for an additional period of ${en(terms.renewalTerm)} commencing on the expiration of the current term.`,
    `Section 8.1 of the Agreement is deleted and replaced with the following: "8.1 Term. This Agreement shall remain in effect until ${englishDate(until, "month-d-y")}, unless earlier terminated in accordance with Section 8.2."`,
  ]);
  const ownLaw = c.law.truth !== null && rng.chance(0.6);
  const body = [
    `1. Definitions. Capitalized terms used but not defined in this Amendment have the meanings given to them in the Agreement.`,
    `2. Term. ${termChange}`,
    `3. Fees. Exhibit B of the Agreement is replaced in its entirety by Exhibit B attached to this Amendment. ${r2} shall pay each invoice issued under the revised Exhibit B within ${en(terms.payment)} of receipt.`,
    `4. Service Levels. ${r1} shall restore the Services within ${en({ n: rng.pick([2, 3, 5]), unit: "day" })} of any outage reported by ${r2}, failing which ${r2} may terminate the affected order on ${en({ n: rng.pick([10, 15, 30]), unit: "day" }, true)} notice.`,
    `5. Effect of Amendment. Except as expressly modified by this Amendment, the Agreement remains unchanged and in full force and effect. In the event of a conflict between this Amendment and the Agreement, this Amendment controls.`,
    ownLaw ? `6. Governing Law. ${c.law.sentence}` : `6. Governing Law. This Amendment is governed by the governing law provision of the Agreement.`,
    `7. Counterparts. This Amendment may be executed in counterparts, each of which is deemed an original.`,
  ];
  const preamble = `This ${name} to the ${c.title} (this "Amendment") is entered into as of ${c.effText} (the "Amendment Effective Date") by and between ${c.name1} ("${r1}") and ${c.name2} ("${r2}").`;
  const sign = (name: string) =>
    `<div><p><b>${e(name)}</b></p><p>By: ______________________</p><p>Name: ${e(personName(rng))}</p><p>Title: ${e(rng.pick(["Chief Executive Officer", "Vice President", "Secretary"]))}</p></div>`;
  const html = [
    `<h1>${e(title)}</h1>`,
    para(preamble),
    `<p><b>RECITALS</b></p>`,
    para(`WHEREAS, ${r1} and ${r2} are parties to that certain ${c.title} dated as of ${original} (as amended, the "Agreement");`),
    para(`WHEREAS, the parties wish to amend the Agreement as set forth below;`),
    para("NOW, THEREFORE, the parties agree as follows:"),
    ...body.map((t) => para(t)),
    para("IN WITNESS WHEREOF, the parties have executed this Amendment as of the Amendment Effective Date."),
    `<div class="sig">${sign(c.name1)}${sign(c.name2)}</div>`,
  ].join("");
  return {
    html,
    truth: { initial_term: null, auto_renews: null, termination_notice_days: null },
    unscored: ownLaw ? [] : ["governing_law"],
    alternatives: { initial_term: [] },
    mustPrint: [c.effText],
  };
}
