// US agreements of kinds the other contract generators do not draft, each crowded with periods that
// are not the contract's term or termination notice: an executive employment agreement (notice by
// the employer and by the employee, a probationary period, a non-compete and severance in months),
// a commercial lease (a term running from a Commencement Date defined in the basic lease
// information, an extension option the tenant must exercise months before expiry, rent escalation,
// a month-to-month holdover), a SaaS subscription agreement (the Subscription Term on an order form,
// renewal unless notice before the end of it, a trial, data export and suspension periods) and a
// loan agreement or guaranty (no term and no notice at all: a maturity date, prepayment notices in
// business days, grace periods).
import { escapeHtml as e, laterDay, type Day } from "./formats";
import { daysOf, englishDate, period, termAlternatives, type Period } from "./contract-words";
import { para, runIn, type DraftContext, type Drafted } from "./contract-model";
import { paginate } from "./contract-pages";
import { sign } from "./contract-structures";

export const INSTRUMENT_KINDS = ["employment", "lease", "subscription", "credit"] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];

const en = (c: DraftContext, p: Period, possessive = false) => period(p, "en", c.form, { possessive });
const days = (n: number): Period => ({ n, unit: "day" });
const months = (n: number): Period => ({ n, unit: "month" });
const STATES = ["Delaware", "Nevada", "California", "Texas", "New York", "Washington"];
const entity = (c: DraftContext) => `a ${c.rng.pick(STATES)} ${c.rng.pick(["corporation", "limited liability company"])}`;

/** The truth every kind fills in itself: term, renewal and notice as this drafting settles them. */
interface Settled {
  clauses: string[];
  truth: Record<string, unknown>;
  /** A term of the kind's own drawing, in place of the drawn one. */
  term?: Period;
  unscored: string[];
  mustPrint: string[];
}

function employment(c: DraftContext): Settled {
  const { rng, terms } = c;
  const employerNotice = rng.pick([30, 60, 90]);
  const employeeNotice = rng.pick([14, 30, 60].filter((n) => n !== employerNotice));
  const probation = rng.pick([60, 90]);
  const restricted = rng.pick([6, 12, 18, 24]);
  const severance = rng.pick([6, 9, 12]);
  const atWill = rng.chance(0.25);
  const either = rng.chance(0.4);
  const eitherNotice = rng.pick([14, 30, 60]);
  const terminate = either
    ? `Either party may terminate Executive's employment under this Agreement at any time, with or without Cause, upon ${en(c, days(eitherNotice), true)} prior written notice to the other party.`
    : `The Company may terminate Executive's employment without Cause upon ${en(c, days(employerNotice), true)} prior written notice to Executive, and Executive may resign without Good Reason upon ${en(c, days(employeeNotice), true)} prior written notice to the Company.`;
  const common = [
    `Executive's employment shall be subject to a probationary period of ${en(c, days(probation))} from the Effective Date, during which the Company may terminate Executive's employment on ${en(c, days(7), true)} notice.`,
    `Executive shall not resign for Good Reason unless Executive gives the Company written notice within ${en(c, days(90))} after the initial existence of the condition and the Company fails to cure the condition within ${en(c, days(30))} after receipt of such notice.`,
    `If Executive's employment is terminated by the Company without Cause, the Company shall continue to pay Executive's Base Salary for ${en(c, months(severance))} following the termination date (the "Severance Period"), payable in accordance with the Company's regular payroll practices.`,
    `During the Employment Period and for ${en(c, months(restricted))} thereafter (the "Restricted Period"), Executive shall not, directly or indirectly, engage in any business that competes with the Company.`,
  ];
  if (atWill) {
    // At-will employment has no term; "either party" may end it on notice, or each on its own notice.
    return {
      clauses: [
        `Executive's employment with the Company shall commence on the Effective Date and shall be "at will", meaning that either party may terminate it at any time. ${terminate}`,
        ...common,
      ],
      truth: { initial_term: null, auto_renews: null, termination_notice_days: either ? eitherNotice : null },
      unscored: either ? [] : ["termination_notice_days"],
      mustPrint: [c.effText],
    };
  }
  const start = rng.pick([
    `The term of Executive's employment under this Agreement shall commence on the Effective Date and continue for ${c.termText} (the "Initial Term"), unless earlier terminated in accordance with Section 5.`,
    `The Company agrees to employ Executive for a period of ${c.termText} commencing on the Effective Date (the "Employment Period").`,
  ]);
  const renews = terms.renewal === "auto" || terms.renewal === "evergreen";
  const notice = terms.nonRenewalNotice ?? days(90);
  const renewal = renews
    ? rng.pick([
        `The Employment Period shall automatically be extended for successive one-year periods unless either party gives written notice of non-extension to the other at least ${en(c, notice)} prior to the expiration of the then-current Employment Period.`,
        `On each anniversary of the Effective Date the term shall be extended automatically by one additional year, unless either party notifies the other in writing, not less than ${en(c, notice)} before such anniversary, that it does not wish to extend the term.`,
      ])
    : terms.renewal === "none"
      ? `This Agreement shall not renew automatically, and any continued employment after the Employment Period shall be at will.`
      : "";
  // Without renewal, the notice is the right to end the agreement at will, when one notice serves both parties.
  const noticeTruth = renews ? daysOf(notice) : either ? eitherNotice : null;
  return {
    clauses: [`${start} ${renewal}`.trim(), terminate, ...common],
    truth: {
      initial_term: c.termText,
      auto_renews: renews ? true : terms.renewal === "none" ? false : null,
      termination_notice_days: noticeTruth,
    },
    unscored: !renews && !either ? ["termination_notice_days"] : [],
    mustPrint: [c.effText, c.termText],
  };
}

function lease(c: DraftContext, commencement: Day): Settled {
  const { rng } = c;
  const years = rng.pick([3, 5, 7, 10]);
  const term: Period = rng.chance(0.7) ? { n: years, unit: "year" } : months(years * 12 + rng.pick([0, 2, 4]));
  const termText = en(c, term);
  const option = months(rng.pick([6, 9, 12]));
  const excluded = rng.chance(0.4);
  const holdover = rng.pick([30, 60]);
  return {
    clauses: [
      `<table class="kt"><tr><td>Premises</td><td>Suite ${rng.int(100, 950)}, ${e(c.p1.street)}, ${e(c.p1.cityLine)}</td></tr><tr><td>Commencement Date</td><td>The date on which Landlord delivers the Premises to Tenant with the Landlord Work substantially complete, estimated to be ${e(englishDate(commencement, "month-d-y"))}</td></tr><tr><td>Lease Term</td><td>${e(termText)} from the Commencement Date</td></tr><tr><td>Base Rent</td><td>$${rng.int(8, 60)},${rng.int(100, 999)}.00 per month, increasing by ${rng.pick(["three percent (3%)", "2.5%", "four percent (4%)"])} on each anniversary of the Commencement Date</td></tr><tr><td>Security Deposit</td><td>An amount equal to ${rng.pick(["two", "three"])} months' Base Rent</td></tr></table>`,
      `The term of this Lease (the "Term") shall commence on the Commencement Date and, unless sooner terminated, shall continue for ${termText} thereafter.`,
      `Tenant shall have ${rng.pick(["one (1) option", "two (2) successive options"])} to extend the Term for a period of ${en(c, { n: rng.pick([3, 5]), unit: "year" })} each (each, an "Extension Term"), exercisable by written notice to Landlord given not less than ${en(c, option)} prior to the expiration of the then-current Term.${excluded ? " Except as provided in this Section, this Lease shall not renew automatically." : ""} Base Rent for each Extension Term shall be the Fair Market Rent, determined as set forth in Exhibit C.`,
      `Base Rent shall be payable in advance on the first day of each calendar month. If any installment of Rent is not received within ${en(c, days(5))} after it is due, Tenant shall pay a late charge of five percent (5%) of the overdue amount.`,
      `If Tenant fails to perform any obligation under this Lease and such failure continues for ${en(c, days(rng.pick([10, 20, 30])))} after written notice from Landlord, Landlord may terminate this Lease by written notice to Tenant.`,
      `If Tenant remains in possession of the Premises after the expiration of the Term with Landlord's consent, such possession shall be as a tenancy from month to month, terminable by either party upon ${en(c, days(holdover), true)} written notice, at one hundred fifty percent (150%) of the Base Rent last in effect.`,
    ],
    // An option the tenant must exercise is no automatic renewal; its exercise deadline is no notice to end the lease.
    truth: { initial_term: termText, auto_renews: excluded ? false : null, termination_notice_days: null },
    term,
    unscored: excluded ? [] : ["auto_renews"],
    mustPrint: [c.effText, termText],
  };
}

function subscription(c: DraftContext, orderDay: Day): Settled {
  const { rng, terms } = c;
  const term = months(rng.pick([12, 12, 24, 36]));
  const termText = en(c, term);
  const notice = days(rng.pick([30, 45, 60, 90]));
  const feeNotice = days(rng.pick([30, 60, 90].filter((n) => n !== notice.n)));
  const agreementTerm = rng.chance(0.7);
  const orderForm = `<h3>ORDER FORM</h3><table class="kt"><tr><td>Order Date</td><td>${e(englishDate(orderDay, "month-d-y"))}</td></tr><tr><td>Subscription Term</td><td>${e(termText)} from the Subscription Start Date</td></tr><tr><td>Subscription Start Date</td><td>${e(englishDate(laterDay(rng, orderDay, 3, 30, "iso"), "month-d-y"))}</td></tr><tr><td>Fees</td><td>$${rng.int(12, 480)},000 per year, invoiced annually in advance</td></tr><tr><td>Payment Terms</td><td>Net ${daysOf(terms.payment)}</td></tr></table>`;
  const renew = rng.pick([
    `unless either party gives the other written notice of non-renewal at least ${en(c, notice)} before the end of the then-current Subscription Term`,
    `unless either party notifies the other of its intent not to renew no later than ${en(c, notice)} prior to the expiration of the then-current Subscription Term`,
  ]);
  const common = [
    `Provider may increase the Fees for any renewal Subscription Term by giving Customer at least ${en(c, feeNotice, true)} written notice before the end of the then-current Subscription Term.`,
    `Provider may suspend Customer's access to the Services upon ${en(c, days(10), true)} written notice if any undisputed invoice remains unpaid more than ${en(c, days(30))} after its due date.`,
    `Upon termination or expiration of this Agreement, Provider shall make Customer Data available for export for ${en(c, days(30))}, after which Provider may delete it.`,
    `Either party may terminate this Agreement if the other party materially breaches it and does not cure the breach within ${en(c, terms.cure)} after written notice.`,
  ];
  if (agreementTerm)
    return {
      clauses: [
        orderForm,
        `This Agreement commences on the Effective Date and continues for the Subscription Term set out in the Order Form. Thereafter this Agreement and the Subscription Term shall automatically renew for successive periods of twelve (12) months ${renew}.`,
        ...common,
      ],
      truth: { initial_term: termText, auto_renews: true, termination_notice_days: daysOf(notice) },
      term,
      unscored: [],
      mustPrint: [c.effText, termText],
    };
  // The agreement lasts as long as its subscriptions: only they have a term and renew.
  return {
    clauses: [
      orderForm,
      `This Agreement commences on the Effective Date and continues until all Subscription Terms under it have expired or been terminated. Each Subscription Term shall automatically renew for additional periods equal to the expiring Subscription Term ${renew}.`,
      ...common,
    ],
    truth: { initial_term: null },
    unscored: ["auto_renews", "termination_notice_days"],
    mustPrint: [c.effText],
  };
}

function credit(c: DraftContext, maturity: Day): Settled {
  const { rng } = c;
  const guaranty = rng.chance(0.35);
  const maturityText = englishDate(maturity, "month-d-y");
  const clauses = guaranty
    ? [
        `Guarantor hereby absolutely, unconditionally and irrevocably guarantees to Lender the punctual payment when due of all Obligations of the Borrower under the Loan Agreement, which matures on ${maturityText}.`,
        `This Guaranty is a continuing guaranty and shall remain in full force and effect until the Obligations have been paid in full in cash; any demand hereunder shall be paid within ${en(c, days(rng.pick([3, 5, 10])))} after written notice from Lender.`,
        `Guarantor shall deliver to Lender its annual financial statements within ${en(c, days(rng.pick([90, 120])))} after the end of each fiscal year.`,
      ]
    : [
        `"Maturity Date" means the earlier of (a) ${maturityText} and (b) the date on which the Loans are accelerated pursuant to Section 8. "Availability Period" means the period from the Closing Date to the date that is ${en(c, days(30))} prior to the Maturity Date.`,
        `Interest on the Loans shall be payable monthly in arrears on the first Business Day of each calendar month and on the Maturity Date.`,
        `Borrower may prepay the Loans in whole or in part upon not less than ${en(c, days(rng.pick([3, 5, 10])), true)} prior written notice to Lender, and may terminate or reduce the Commitment upon ${en(c, days(rng.pick([3, 5])), true)} prior written notice.`,
        `An Event of Default occurs if Borrower fails to pay any principal when due, or any interest within ${en(c, days(5))} after it is due, or fails to perform any other covenant and such failure continues for ${en(c, days(30))} after written notice from Lender.`,
        `This Agreement shall remain in effect until the Obligations have been paid in full and the Commitment has terminated.`,
      ];
  // A loan has a maturity, not a term, and no party ends it on notice.
  return {
    clauses,
    truth: { initial_term: null, auto_renews: null, termination_notice_days: null },
    unscored: [],
    mustPrint: [c.effText],
  };
}

const DRAFTING: Record<InstrumentKind, { titles: readonly string[]; roles: ReadonlyArray<[string, string]> }> = {
  employment: { titles: ["Executive Employment Agreement", "Employment Agreement"], roles: [["Company", "Executive"]] },
  lease: { titles: ["Office Lease", "Lease Agreement", "Industrial Lease"], roles: [["Landlord", "Tenant"]] },
  subscription: {
    titles: ["Subscription Services Agreement", "SaaS Subscription Agreement", "Cloud Services Agreement"],
    roles: [
      ["Provider", "Customer"],
      ["Company", "Subscriber"],
    ],
  },
  credit: { titles: ["Loan Agreement", "Term Loan Agreement", "Credit Agreement"], roles: [["Borrower", "Lender"]] },
};

export function instrumentContract(c: DraftContext, kind: InstrumentKind): Drafted {
  const { rng } = c;
  const drafting = DRAFTING[kind];
  let [r1, r2] = rng.pick(drafting.roles);
  let title = rng.pick(drafting.titles);
  let settled: Settled;
  switch (kind) {
    case "employment":
      settled = employment(c);
      break;
    case "lease":
      settled = lease(c, laterDay(rng, c.terms.effective, 30, 150, "iso"));
      break;
    case "subscription":
      settled = subscription(c, laterDay(rng, c.terms.effective, -10, 10, "iso"));
      break;
    case "credit":
      settled = credit(c, { y: c.terms.effective.y + rng.int(2, 5), m: c.terms.effective.m, d: c.terms.effective.d });
      if (settled.clauses[0]!.startsWith("Guarantor")) [title, r1, r2] = ["Guaranty", "Guarantor", "Lender"];
      break;
  }
  const person = kind === "employment";
  const second = c.name2;
  const dated = rng.pick([`as of ${c.effText} (the "Effective Date")`, `effective as of ${c.effText}`, `on ${c.effText}`]);
  const opening =
    title === "Guaranty"
      ? `THIS GUARANTY (this "Guaranty") is made ${dated} by ${c.name1}, ${entity(c)} ("${r1}"), in favor of ${second}, ${entity(c)} ("${r2}").`
      : `This ${title} (this "${kind === "lease" ? "Lease" : "Agreement"}") is made and entered into ${dated}, by and between ${c.name1}, ${entity(c)} ("${r1}"), and ${second}${person ? `, an individual residing at ${c.p2.street}, ${c.p2.cityLine}` : `, ${entity(c)}`} ("${r2}").`;
  const heads = rng.chance(0.5) ? (i: number) => `Section ${i + 1}.` : (i: number) => `${i + 1}.`;
  const blocks = [
    `<h1>${e(title.toUpperCase())}</h1>`,
    para(opening),
    ...settled.clauses.map((t, i) => (t.startsWith("<") ? t : runIn(heads(i), t))),
    runIn(
      heads(settled.clauses.length),
      `${c.law.sentence} Each party submits to the exclusive jurisdiction of the state and federal courts located in ${c.p1.city}.`,
    ),
    para(`IN WITNESS WHEREOF, the parties have executed this ${title} as of the date first written above.`),
    `<div class="sig">${sign(c, c.name1, r1)}${sign(c, second, r2)}</div>`,
  ];
  return {
    html: rng.chance(0.5) ? paginate(c, blocks) : blocks.join(""),
    truth: settled.truth,
    ...(settled.term ? { alternatives: { initial_term: termAlternatives(settled.term, String(settled.truth.initial_term)) } } : {}),
    unscored: settled.unscored,
    mustPrint: settled.mustPrint,
  };
}
