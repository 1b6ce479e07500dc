// SEC-filed agreements drafted in structures the other contract generators do not produce: an
// amended-and-restated agreement that recites the original agreement's date and term (decoys), a
// letter amending a master agreement it names, three parties (a guarantor or parent "solely for
// purposes of" one article; not scored), a term set out only in a schedule at the end, renewal only
// by mutual written agreement beside a sentence excluding automatic renewal, and a crowd of notice
// periods that are not the termination notice: notices deemed given "days after deposit in the
// mail", cure and payment periods, price-change, product-discontinuation and forecast notices, and
// a sponsor's season that ends on a date. Trade kinds: manufacturing, reseller, sponsorship,
// research collaboration.
import { escapeHtml as e, isoOf, type Day } from "./formats";
import { company, personName } from "./names";
import { daysOf, englishDate, period, type Period } from "./contract-words";
import { para, runIn, type DraftContext, type Drafted } from "./contract-model";
import { paginate } from "./contract-pages";

export const STRUCTURE_KINDS = ["manufacturing", "reseller", "sponsorship", "collaboration", "amended-restated", "letter-amendment"] as const;
export type StructureKind = (typeof STRUCTURE_KINDS)[number];

const TRADE: Record<Exclude<StructureKind, "letter-amendment">, { title: string; roles: [string, string]; decoy: (c: DraftContext) => string }> = {
  manufacturing: {
    title: "Manufacturing Agreement",
    roles: ["Manufacturer", "Company"],
    decoy: (c) =>
      `Manufacturer shall give Company not less than ${en(c, { n: c.rng.pick([120, 180, 270]), unit: "day" }, true)} prior written notice of the discontinuation of any Product, and Company shall deliver a rolling forecast no later than ${en(c, { n: c.rng.pick([10, 15, 20]), unit: "day" })} before the first day of each calendar quarter.`,
  },
  reseller: {
    title: "Reseller Agreement",
    roles: ["Vendor", "Reseller"],
    decoy: (c) =>
      `Vendor may change the prices set out in Exhibit A upon ${en(c, { n: c.rng.pick([45, 60, 90]), unit: "day" }, true)} written notice to Reseller, and Reseller may return unsold Products within ${en(c, { n: c.rng.pick([15, 20, 30]), unit: "day" })} of such notice.`,
  },
  sponsorship: {
    title: "Sponsorship Agreement",
    roles: ["Sponsor", "Organizer"],
    decoy: (c) =>
      `Organizer shall submit all promotional materials bearing the Sponsor Marks to Sponsor for approval at least ${en(c, { n: c.rng.pick([10, 14, 21]), unit: "day" })} before their first use, and Sponsor shall approve or reject them within ${en(c, { n: c.rng.pick([5, 7]), unit: "day" })} of receipt.`,
  },
  collaboration: {
    title: "Research and Development Collaboration Agreement",
    roles: ["Company", "Partner"],
    decoy: (c) =>
      `The Joint Steering Committee shall meet at least once every ${en(c, { n: c.rng.pick([3, 6]), unit: "month" })}, and either Party may call a special meeting upon ${en(c, { n: c.rng.pick([10, 15]), unit: "day" }, true)} notice.`,
  },
  "amended-restated": {
    title: "Amended and Restated Supply Agreement",
    roles: ["Supplier", "Purchaser"],
    decoy: (c) =>
      `Purchaser shall deliver each purchase order at least ${en(c, { n: c.rng.pick([30, 45, 60]), unit: "day" })} before the requested delivery date.`,
  },
};

const en = (c: DraftContext, p: Period, possessive = false) => period(p, "en", c.form, { possessive });

export const sign = (c: DraftContext, name: string, role: string) =>
  `<div><p><b>${e(name)}</b></p><p>By: ______________________</p><p>Name: ${e(personName(c.rng))}</p><p>Title: ${e(c.rng.pick(["President", "Chief Executive Officer", "Vice President"]))}</p><p>(${e(role)})</p></div>`;

/** The notices clause real exhibits carry: addresses and periods after which a notice is deemed given. */
function noticesClause(c: DraftContext, r1: string, r2: string): string {
  const mail = c.rng.pick([3, 5]);
  return `All notices under this Agreement shall be in writing and shall be deemed given (a) when delivered personally, (b) ${en(c, { n: mail, unit: "day" })} after deposit in the United States mail, certified, return receipt requested, postage prepaid, or (c) one (1) business day after deposit with a nationally recognized overnight courier, addressed to ${r1} at ${c.p1.street}, ${c.p1.cityLine} and to ${r2} at ${c.p2.street}, ${c.p2.cityLine}, or to such other address as a party may designate by ${en(c, { n: 10, unit: "day" }, true)} notice.`;
}

interface Termed {
  clauses: string[];
  schedule: string | null;
  truth: Record<string, unknown>;
  unscored: string[];
}

/** The term article: duration (in the text or in a schedule), renewal, and the termination clauses around it. */
function termArticle(c: DraftContext, r1: string, r2: string, kind: StructureKind): Termed {
  const { rng, terms } = c;
  const cure = en(c, terms.cure);
  const pay = en(c, terms.payment);
  const inSchedule = kind !== "sponsorship" && rng.chance(0.3);
  const start = `commence on the Effective Date and`;
  const termSentence = inSchedule
    ? `The term of this Agreement shall ${start} continue for the period set out in Schedule 1 (the "Initial Term").`
    : `The term of this Agreement shall ${start} continue for ${c.termText} (the "Initial Term").`;
  const schedule = inSchedule
    ? `<h3>SCHEDULE 1 — TERM AND PRICING</h3><table class="kt"><tr><td>Initial Term</td><td>${e(c.termText)} from the Effective Date</td></tr><tr><td>Payment</td><td>Net ${e(String(daysOf(terms.payment)))} days from the date of invoice</td></tr></table>`
    : null;
  const convenience = terms.convenience;
  const breach = `Either party may terminate this Agreement if the other party materially breaches this Agreement and fails to cure such breach within ${cure} after receipt of written notice thereof. All invoices are payable within ${pay} of the invoice date, and any amount not paid when due shall bear interest at one percent (1%) per month.`;
  const conv = convenience
    ? `Either party may terminate this Agreement for convenience upon ${en(c, convenience, true)} prior written notice to the other party.`
    : null;
  const truth: Record<string, unknown> = { initial_term: c.termText };
  const unscored: string[] = [];

  if (kind === "sponsorship" && rng.chance(0.6)) {
    // A season that ends on a date: no duration is stated, and it does not renew.
    const end: Day = { y: terms.effective.y + rng.int(1, 2), m: rng.pick([6, 9, 12]), d: rng.pick([30, 30, 15]) };
    return {
      clauses: [
        `The Term of this Agreement shall commence on the Effective Date and shall expire on ${englishDate(end, "month-d-y")}, following the conclusion of the ${end.y} season. Sponsor shall have a right of first negotiation for the following season, exercisable by written notice given no later than ${en(c, { n: 60, unit: "day" })} before the expiration of the Term.`,
        breach,
        ...(conv ? [conv] : []),
      ],
      schedule: null,
      truth: { initial_term: null, termination_notice_days: convenience ? daysOf(convenience) : null },
      unscored: ["auto_renews"],
    };
  }
  if (kind === "collaboration") {
    // The research term is one of the agreement's periods, not the agreement's term.
    return {
      clauses: [
        `The research program shall be conducted during a period of ${c.termText} commencing on the Effective Date (the "Research Term"). The Research Term may be extended only by the mutual written agreement of the Parties.`,
        `Unless earlier terminated, this Agreement shall remain in effect until the expiration of the last-to-expire Royalty Term in any country.`,
        breach,
        ...(conv ? [conv] : []),
      ],
      schedule: null,
      truth: { termination_notice_days: convenience ? daysOf(convenience) : null, auto_renews: null },
      unscored: ["initial_term"],
    };
  }
  const renewal = terms.renewal;
  const notice = terms.nonRenewalNotice;
  if ((renewal === "auto" || renewal === "evergreen") && notice) {
    const renewText = en(c, terms.renewalTerm);
    const sentence = rng.pick([
      `Thereafter, this Agreement shall automatically renew for successive periods of ${renewText} each (each a "Renewal Term") unless either party provides written notice of its intent not to renew at least ${en(c, notice)} prior to the expiration of the then-current term.`,
      `Upon expiration of the Initial Term, this Agreement shall be extended automatically for additional terms of ${renewText} unless either party notifies the other in writing of its election not to extend not later than ${en(c, notice)} before the end of the Initial Term or the then-current Renewal Term.`,
    ]);
    return {
      clauses: [`${termSentence} ${sentence}`, breach, ...(conv ? [conv] : [])],
      schedule,
      truth: { ...truth, auto_renews: true, termination_notice_days: daysOf(notice) },
      unscored,
    };
  }
  const fallback = convenience ? daysOf(convenience) : null;
  if (renewal === "none" || renewal === "mutual") {
    // Renewal only by agreement, said with or without excluding automatic renewal in so many words.
    const excluded = renewal === "none";
    const sentence = excluded
      ? `This Agreement shall not renew automatically; it may be renewed only by the mutual written agreement of the parties executed before the expiration of the Initial Term.`
      : `The parties may extend this Agreement for an additional period of ${en(c, terms.renewalTerm)} by mutual written agreement executed no later than ${en(c, { n: rng.pick([30, 60, 90]), unit: "day" })} prior to the expiration of the Initial Term.`;
    return {
      clauses: [`${termSentence} ${sentence}`, breach, ...(conv ? [conv] : [])],
      schedule,
      truth: { ...truth, ...(excluded ? { auto_renews: false } : {}), termination_notice_days: fallback },
      unscored: excluded ? unscored : [...unscored, "auto_renews"],
    };
  }
  return {
    clauses: [
      `${termSentence} Unless earlier terminated as provided herein, this Agreement shall expire at the end of the Initial Term.`,
      breach,
      ...(conv ? [conv] : []),
    ],
    schedule,
    truth: { ...truth, auto_renews: null, termination_notice_days: fallback },
    unscored: renewal === "indefinite" ? [...unscored, "auto_renews"] : unscored,
  };
}

function letterAmendment(c: DraftContext): Drafted {
  const { rng } = c;
  const master = rng.pick(["Master Supply Agreement", "Master Services Agreement", "Master License Agreement"]);
  const original = englishDate(c.priorDay, "month-d-y");
  const until: Day = { y: c.terms.effective.y + rng.int(1, 3), m: 12, d: 31 };
  const n = rng.pick(["No. 1", "No. 2", "No. 3"]);
  const body = [
    `<p style="text-align:right">${e(c.effText)}</p>`,
    para(`${c.name2}`),
    para(`${c.p2.street}, ${c.p2.cityLine}`),
    para(`Attention: ${personName(rng)}`),
    para(`Re: Letter Amendment ${n} to ${master} dated ${original}`),
    para(`Ladies and Gentlemen:`),
    para(
      `Reference is made to the ${master} dated ${original} (the "Master Agreement") between ${c.name1} and ${c.name2}, which provides for an initial term of ${en(c, c.terms.term)} and requires ${en(c, { n: rng.pick([60, 90]), unit: "day" }, true)} written notice of non-renewal. Capitalized terms used but not defined herein have the meanings given in the Master Agreement.`,
    ),
    para(
      `This letter confirms our agreement that, effective as of the date of this letter, the Term of the Master Agreement is extended through ${englishDate(until, "month-d-y")}, and that Section 4.2 of the Master Agreement is amended to require payment within ${en(c, c.terms.payment)} of the invoice date.`,
    ),
    para(`Except as amended hereby, the Master Agreement remains in full force and effect and is governed by the law chosen therein.`),
    para(`Please confirm your agreement by countersigning below.`),
    `<div class="sig">${sign(c, c.name1, "Sender")}${sign(c, c.name2, "Acknowledged and agreed")}</div>`,
  ];
  return {
    html: `<h1>${e(c.name1)}</h1><p style="text-align:center">${e(`${c.p1.street}, ${c.p1.cityLine}`)}</p>${body.join("")}`,
    truth: { effective_date: isoOf(c.terms.effective), initial_term: null, auto_renews: null, termination_notice_days: null },
    // Who the "parties" of a letter are (sender and addressee) is not settled; the law is the master's.
    unscored: ["party_1", "party_2", "governing_law"],
    alternatives: { initial_term: [] },
    mustPrint: [c.effText],
  };
}

export function structuredContract(c: DraftContext, kind: StructureKind): Drafted {
  if (kind === "letter-amendment") return letterAmendment(c);
  const { rng } = c;
  const trade = TRADE[kind];
  const [r1, r2] = trade.roles;
  const title = trade.title.toUpperCase();
  const guarantor = rng.chance(0.25);
  const third = guarantor
    ? `, and ${company(rng, "US").name}, a Delaware corporation and the parent of ${r2}, solely for purposes of Article 11 ("Guarantor")`
    : "";
  const restated = kind === "amended-restated";
  const originalDay = englishDate(c.priorDay, "month-d-y");
  const preamble = `This ${trade.title} (this "Agreement") is entered into as of ${c.effText} (the "Effective Date") ${guarantor ? "by and among" : "by and between"} ${c.name1}, a Delaware corporation ("${r1}"),${guarantor ? "" : " and"} ${c.name2}, ${c.individual2 ? "an individual" : `a ${rng.pick(["Nevada", "California", "Texas"])} corporation`} ("${r2}")${third}.`;
  const recitals = restated
    ? [
        para(
          `WHEREAS, ${r1} and ${r2} are parties to that certain Supply Agreement dated as of ${originalDay} (the "Original Agreement"), which had an initial term of ${en(c, { n: rng.pick([2, 3, 4]), unit: "year" })} and renewed for successive one (1) year periods unless either party gave ${en(c, { n: rng.pick([60, 120]), unit: "day" }, true)} notice of non-renewal;`,
        ),
        para(
          `WHEREAS, the parties desire to amend and restate the Original Agreement in its entirety as set forth herein, effective as of the Effective Date;`,
        ),
      ]
    : [para(`WHEREAS, ${r2} desires to engage ${r1} on the terms and subject to the conditions set forth herein;`)];
  const term = termArticle(c, r1, r2, kind);
  const clauses = [
    runIn(
      "1. Definitions.",
      `Capitalized terms have the meanings given in this Agreement or in the Schedules attached hereto, each of which is incorporated herein by reference.`,
    ),
    runIn("2. Obligations.", trade.decoy(c)),
    ...term.clauses.map((t, i) => runIn(i === 0 ? "3. Term." : `${3 + i}. Termination.`, t)),
    runIn(`${3 + term.clauses.length}. Notices.`, noticesClause(c, r1, r2)),
    runIn(`${4 + term.clauses.length}. Governing Law.`, c.law.sentence),
    ...(guarantor
      ? [
          runIn(
            "11. Guaranty.",
            `Guarantor unconditionally guarantees the payment obligations of ${r2} under this Agreement, which guaranty shall survive for ${en(c, c.terms.survival)} after any termination of this Agreement.`,
          ),
        ]
      : []),
    ...(restated
      ? [
          runIn(
            "12. Effect of Restatement.",
            `This Agreement supersedes the Original Agreement as of the Effective Date; obligations accrued under the Original Agreement before the Effective Date survive.`,
          ),
        ]
      : []),
  ];
  const blocks = [
    `<h1>${e(title)}</h1>`,
    para(preamble),
    ...recitals,
    para("NOW, THEREFORE, the parties agree as follows:"),
    ...clauses,
    para("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date."),
    `<div class="sig">${sign(c, c.name1, r1)}${sign(c, c.name2, r2)}</div>`,
    ...(term.schedule ? [term.schedule] : []),
  ];
  return {
    html: paginate(c, blocks),
    truth: term.truth,
    unscored: [...term.unscored, ...(guarantor ? ["party_1", "party_2"] : [])],
    mustPrint: [c.effText, ...(term.truth.initial_term ? [c.termText] : [])],
  };
}
