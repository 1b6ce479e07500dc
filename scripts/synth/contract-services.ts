// Service and venture agreements as filed with the SEC (the kinds and their trade clauses are in
// contract-service-kinds.ts), drafted the ways those exhibits differ from the commercial ones of
// contract-commercial.ts: parties set out as a title block ("BETWEEN: … (HEREINAFTER "MMI") AND
// …"), introduced without "between" ("X ("AB") and Y ("CD") … associate themselves"), "by and
// among" three parties (not scored: the truth names two), a party trading "d/b/a" another name or
// bound "together with its successors and permitted assigns"; dates written out ("this twenty-first
// day of May, 2008") or only in the term clause ("shall commence on the 1st of March, 2003"); a
// "Term and Termination" article that crowds one sentence with the term, its renewal, the
// non-renewal notice, a cure period and a payment period; renewal notices stated before the
// event ("unless at least thirty (30) days prior to the anniversary … gives written notice"), as an
// election "not to extend", or in months; terms that run to an end date, from a delivery, or for a
// restricted period; governing-law clauses beside venue and arbitration in another state; and an
// attached statement of work with a term, notice and date of its own.
import { escapeHtml as e, isoOf, MONTHS, type Day } from "./formats";
import { company, personName } from "./names";
import { daysOf, englishDate, englishNumber, period, type Period } from "./contract-words";
import { para, runIn, type DraftContext, type Drafted } from "./contract-model";
import { paginate } from "./contract-pages";
import { SERVICE_KINDS_DRAFTING, serviceClauses, type ServiceKind } from "./contract-service-kinds";

const STATES = ["Delaware", "Nevada", "New York", "California", "Texas", "Florida", "Minnesota", "New Jersey", "Ohio", "Washington", "Utah", "Oregon"];
const COMMONWEALTHS = ["Pennsylvania", "Massachusetts", "Virginia", "Kentucky"];
const COUNTIES = ["Bucks County", "King County", "Cook County", "Travis County", "Maricopa County", "Wake County"];
const CITIES = ["Philadelphia", "Seattle", "Chicago", "Austin", "Phoenix", "Raleigh"];
const ORDINAL_WORDS = [
  "",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
];

const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;
/** "twenty-first": an ordinal day in words. */
const ordinalWord = (d: number) => (d <= 20 ? ORDINAL_WORDS[d]! : d === 30 ? "thirtieth" : `${englishNumber(d - (d % 10))}-${ORDINAL_WORDS[d % 10]}`);

/** What the drafting settles for one field: a value, null (the contract states none) or undefined (not scored). */
type Settles = unknown;

interface Dated {
  /** The dating words of the preamble ("made and entered into as of …"), empty when it carries none. */
  preamble: string;
  printed: string | null;
  truth: Settles;
  /** The agreement takes effect on an event ("when the registration statement is declared effective"). */
  onEvent?: boolean;
}

function dating(c: DraftContext, preambleDated: boolean): Dated {
  const { rng } = c;
  const day = c.terms.effective;
  const month = MONTHS.en[day.m - 1]!;
  if (!preambleDated) return { preamble: "", printed: null, truth: isoOf(day) };
  const form = rng.weighted([
    ["as-of", 4],
    ["day-of", 3],
    ["day-of-words", 1],
    ["on", 2],
    ["blank", 1],
    ["last-signature", 1],
    ["on-event", 1],
  ] as const);
  switch (form) {
    case "as-of": {
      const printed = englishDate(day, "month-d-y");
      return { preamble: `made and entered into as of ${printed} (the "Effective Date")`, printed, truth: isoOf(day) };
    }
    case "day-of": {
      const printed = `${ordinal(day.d)} day of ${month}, ${day.y}`;
      return { preamble: `made and entered into this ${printed}`, printed, truth: isoOf(day) };
    }
    case "day-of-words": {
      const printed = `${ordinalWord(day.d)} day of ${month}, ${day.y}`;
      return { preamble: `entered into this ${printed}`, printed, truth: isoOf(day) };
    }
    case "on": {
      const printed = `${month} ${ordinal(day.d)}, ${day.y}`;
      return { preamble: `effective as of ${printed}`, printed, truth: isoOf(day) };
    }
    case "blank":
      // A form filed with its date left blank: nothing dates it; the signature dates are decoys.
      return { preamble: `entered into and effective as of the ____ day of _______________ ${day.y} (the "Effective Date")`, printed: null, truth: null };
    case "on-event":
      // Effective on an event the contract dates nowhere: null, and the filing date printed beside it is a decoy.
      return { preamble: `entered into as of the Effective Date (as defined in Section 2.1)`, printed: null, truth: null, onEvent: true };
    case "last-signature": {
      // Dated by its signatures: both signature blocks print the signing day.
      const printed = englishDate(c.signDay, "month-d-y");
      return { preamble: `effective as of the date of the last signature below (the "Effective Date")`, printed, truth: isoOf(c.signDay) };
    }
  }
}

function incorporation(c: DraftContext, name: string): string {
  const { rng } = c;
  const state = rng.pick(STATES);
  const kind = /LLC/i.test(name) ? "limited liability company" : "corporation";
  return rng.pick([
    `a ${state} ${kind}`,
    `a ${kind} organized under the laws of the State of ${state}`,
    `a ${kind} duly organized and existing under the laws of ${state}`,
  ]);
}

interface Partied {
  /** HTML blocks before the body: the title and the parties (a preamble sentence or a title block). */
  blocks: string[];
  /** The truth names two parties; three are not scored. */
  scored: boolean;
  dated: Dated;
  /** The term clause dates the agreement ("shall commence on the 1st of March, 2003"). */
  termDates: boolean;
}

function parties(c: DraftContext, title: string, kind: ServiceKind): Partied {
  const { rng } = c;
  const [r1, r2] = c.roles;
  const { name1, name2 } = c;
  const form = rng.weighted([
    ["between", 6],
    ["among", 1],
    ["associate", kind === "joint-venture" ? 3 : 1],
    ["title-block", 2],
    ["entered-by", 1],
  ] as const);
  const heading = `<h1>${e(title.toUpperCase())}</h1>`;
  const address = (x: DraftContext["p1"]) => `${x.street}, ${x.cityLine}`;
  const defined = (role: string) => rng.pick([`("${role}")`, `(the "${role}")`, `(hereinafter referred to as "${role}")`]);
  const block = (name: string, x: DraftContext["p1"], role: string, person: boolean) => {
    if (person) return `${name}, an individual residing at ${address(x)} ${defined(role)}`;
    const how = rng.weighted([
      ["plain", 5],
      ["dba", 1],
      ["successors", 1],
      ["subsidiary", 1],
      ["formerly", 1],
    ] as const);
    const trade = `${company(rng, "US").short} ${rng.pick(["Services", "Logistics", "Solutions", "Group"])}`;
    const incorporated = incorporation(c, name);
    if (how === "dba") return `${name}, ${incorporated} d/b/a ${trade} ${defined(role)}`;
    if (how === "subsidiary") return `${name}, ${incorporated} and a wholly-owned subsidiary of ${company(rng, "US").name} ${defined(role)}`;
    if (how === "formerly") return `${name} (formerly known as ${company(rng, "US").name}), ${incorporated} ${defined(role)}`;
    if (how === "successors") return `${name}, ${incorporated}, together with its successors and permitted assigns ${defined(role)}`;
    return `${name}, ${incorporated}, with its principal offices at ${address(x)} ${defined(role)}`;
  };
  const person2 = c.individual2;
  switch (form) {
    case "between":
    case "among": {
      const dated = dating(c, true);
      const third = form === "among" ? `, ${company(rng, "US").name}, a Delaware corporation ("Parent")` : "";
      const words = form === "among" ? "by and among" : rng.pick(["by and between", "between"]);
      const text = `THIS ${title.toUpperCase()} (this "Agreement") is ${dated.preamble}, ${words} ${block(name1, c.p1, r1, false)}${third}${form === "among" ? "," : ""} and ${block(name2, c.p2, r2, person2)}.`;
      return { blocks: [heading, para(text)], scored: form === "between", dated, termDates: false };
    }
    case "entered-by": {
      const dated = dating(c, true);
      const text = `This ${title} (the "Agreement") is ${dated.preamble.replace(/^made and /, "")} by ${block(name1, c.p1, r1, false)} and ${block(name2, c.p2, r2, person2)}.`;
      return { blocks: [heading, para(text)], scored: true, dated, termDates: false };
    }
    case "associate": {
      // No "between" and no date: the venture's own term clause says when it commences.
      const short = (name: string) =>
        name
          .replace(/,? (Inc\.|LLC|Corp\.|Co\.|Ltd)$/i, "")
          .split(/\s+/)
          .map((w) => w[0]!.toUpperCase())
          .join("");
      const purpose =
        kind === "joint-venture"
          ? `by this Agreement associate themselves as business associates, and not as partners, in the formation of a joint venture (the "Joint Venture") for the purposes set forth herein.`
          : `by this Agreement set forth the terms on which the services described herein shall be provided.`;
      // Defined by initials, or by role where the initials would not tell them apart.
      const byRole = rng.chance(0.4) || short(name1) === short(name2);
      const [d1, d2] = byRole ? [r1, r2] : [short(name1), short(name2)];
      const text = `${name1} ("${d1}") and ${name2} ("${d2}") (each a "Party" and together the "Parties"), ${purpose}`;
      return { blocks: [heading, para(text)], scored: true, dated: dating(c, false), termDates: true };
    }
    case "title-block": {
      // Parties on lines of their own under the title; the date, when printed, on a line below them.
      const hereinafter = (role: string) => `(HEREINAFTER "${role.toUpperCase()}")`;
      const effective = rng.chance(0.7) ? `EFFECTIVE AS OF ${englishDate(c.terms.effective, "month-d-y").toUpperCase()}` : null;
      const lines = [
        heading,
        para("BETWEEN:"),
        para(name1),
        para(c.p1.street),
        para(c.p1.cityLine),
        para(hereinafter(r1)),
        para("AND"),
        para(name2),
        para(c.p2.street),
        para(c.p2.cityLine),
        para(hereinafter(r2)),
        ...(effective ? [para(effective)] : []),
      ];
      return {
        blocks: [lines.join("")],
        scored: true,
        dated: effective ? { preamble: "", printed: effective, truth: isoOf(c.terms.effective) } : dating(c, false),
        termDates: !effective,
      };
    }
  }
}

interface Termed {
  sentences: string[];
  definitions: string[];
  initialTerm: Settles;
  autoRenews: Settles;
  notice: Settles;
  mustPrint: string[];
}

/** The term, its renewal and the notice that stops it, as one "Term" section. */
function terming(c: DraftContext, kind: ServiceKind, termDates: boolean, convenience: Period | null): Termed {
  const { rng, terms, form } = c;
  const k = SERVICE_KINDS_DRAFTING[kind];
  const [r1, r2] = c.roles;
  const en = (p: Period, possessive = false) => period(p, "en", form, { possessive });
  const term = c.termText;
  const renew = en(terms.renewalTerm);
  const renewAdj = renew.replace(/s$/, "");
  const startText = englishDate(terms.effective, rng.pick(["month-d-y", "month-d-y", "day-of"] as const));
  const commence = termDates ? `on ${startText}` : "on the Effective Date";
  const noticePeriod: Period = terms.nonRenewalNotice ?? { n: rng.pick([30, 60, 90]), unit: "day" };
  const notice = en(noticePeriod);
  const noticeDays = daysOf(noticePeriod);
  // Without a renewal notice, a convenience notice is the truth's notice (the generic convention).
  const fallbackNotice = convenience ? daysOf(convenience) : null;
  const subject = k.subject === "the Joint Venture" && rng.chance(0.6) ? "The Joint Venture" : "This Agreement";
  const mustPrint = termDates ? [startText] : [];

  if (k.termless) {
    if (kind === "ip-assignment")
      return {
        sentences: termDates ? [`This Agreement is effective as of ${startText}.`] : [],
        definitions: [],
        initialTerm: null,
        autoRenews: null,
        notice: fallbackNotice,
        mustPrint,
      };
    const years = rng.pick([2, 3, 5]);
    return {
      sentences: [`This Agreement shall commence ${commence} and shall remain in effect until the expiration of the Restricted Period.`],
      definitions: [
        `"Restricted Period" means the period beginning on the Closing Date and ending on the ${ORDINAL_WORDS[years]} anniversary of the Closing Date.`,
      ],
      // Whether the restricted period is "the term" is not settled.
      initialTerm: undefined,
      autoRenews: null,
      notice: fallbackNotice,
      mustPrint,
    };
  }

  const drawn = rng.weighted([
    ["crowded", 3],
    ["separate", 5],
    ["until-date", kind === "joint-venture" ? 3 : 1],
    ["from-event", k.startEvent && !termDates ? 2 : 0],
  ] as const);
  if (drawn === "until-date") {
    // A term stated by its end, extendable only by agreement: no duration, no automatic renewal.
    const end: Day = { y: terms.effective.y + rng.int(1, 3), m: terms.effective.m, d: Math.max(1, terms.effective.d - 1) };
    return {
      sentences: [
        `${subject} shall commence ${commence} and shall be effective until ${englishDate(end, "month-d-y")}, unless extended by written agreement of the Parties not less than ${en({ n: rng.pick([30, 45, 60]), unit: "day" })} prior to scheduled termination.`,
      ],
      definitions: [],
      initialTerm: null,
      autoRenews: undefined,
      notice: undefined,
      mustPrint,
    };
  }
  if (drawn === "crowded") {
    // One sentence with the term, its renewal, the non-renewal notice, a payment default and its cure.
    const auto = terms.renewal === "auto" || terms.renewal === "evergreen" || terms.renewal === "indefinite";
    const cure = en(terms.cure);
    const pay = en(terms.payment);
    const sentence = auto
      ? `${subject} shall commence ${commence} and continue for a period of ${term}, and thereafter shall renew automatically for successive ${renewAdj} periods unless either party gives the other at least ${notice} written notice of non-renewal prior to the end of the then-current term; provided, however, that either party may terminate this Agreement upon ${cure} written notice if the other party fails to pay any amount due hereunder within ${pay} after its due date.`
      : `${subject} shall commence ${commence} and continue for a period of ${term}, unless earlier terminated as provided herein; provided, however, that either party may terminate this Agreement upon ${cure} written notice if the other party fails to pay any amount due hereunder within ${pay} after its due date.`;
    return {
      sentences: [sentence, ...(auto ? [] : [`Any extension of the term shall require the written agreement of both parties.`])],
      definitions: [],
      initialTerm: term,
      autoRenews: auto ? true : undefined,
      notice: auto ? noticeDays : fallbackNotice,
      mustPrint: [...mustPrint, term, ...(auto ? [notice] : [])],
    };
  }
  const first =
    drawn === "from-event"
      ? `The initial term of this Agreement is ${term} from ${k.startEvent!} unless earlier terminated in accordance with this Agreement.`
      : rng.pick([
          `${subject} shall commence ${commence} and shall continue for ${term} thereafter (the "Initial Term"), unless sooner terminated as provided herein.`,
          `This Agreement shall have a term of ${term} commencing ${commence} (the "Initial Term").`,
          `The term of this Agreement shall begin ${commence} and shall continue in full force and effect for an initial period of ${term}.`,
        ]);
  const renewal = rng.weighted([
    ["elect-not", terms.renewal === "auto" ? 2 : 0],
    ["prior-to-anniversary", terms.renewal === "auto" && terms.renewalTerm.n === 1 && terms.renewalTerm.unit === "year" ? 2 : 0],
    ["auto", terms.renewal === "auto" ? 3 : 0],
    ["until-terminated", terms.renewal === "evergreen" || terms.renewal === "indefinite" ? 1 : 0],
    ["none", terms.renewal === "none" ? 1 : 0],
    ["mutual", terms.renewal === "mutual" || terms.renewal === "silent" ? 1 : 0],
    ["silent", terms.renewal === "silent" ? 1 : 0],
    ["option", terms.renewal === "mutual" ? 1 : 0],
  ] as const);
  const endOfTerm = englishDate(
    { ...terms.effective, y: terms.effective.y + Math.max(1, terms.term.unit === "year" ? terms.term.n : Math.ceil(terms.term.n / 12)) },
    "month-d-y",
  );
  switch (renewal) {
    case "elect-not":
      return {
        sentences: [
          first,
          `Unless either party gives the other at least ${en(noticePeriod, true)} prior written notice that it has elected not to extend the term of this Agreement, the term will be automatically extended for successive additional periods of ${renew} each.`,
        ],
        definitions: [],
        initialTerm: term,
        autoRenews: true,
        notice: noticeDays,
        mustPrint: [...mustPrint, term],
      };
    case "prior-to-anniversary":
      return {
        sentences: [
          first,
          `This Agreement will be automatically renewed for additional one (1) year terms (subject to applicable fee adjustments) unless at least ${notice} prior to the anniversary of the Effective Date ${r2} gives written notice to ${r1} of its intention not to renew.`,
        ],
        definitions: [],
        initialTerm: term,
        autoRenews: true,
        notice: noticeDays,
        mustPrint: [...mustPrint, term, notice],
      };
    case "auto":
      return {
        sentences: [
          first,
          rng.pick([
            `Thereafter, this Agreement shall renew automatically for successive renewal terms of ${renew} each (each, a "Renewal Term") unless terminated by either party upon not less than ${notice} written notice prior to the end of the then-current term.`,
            `Upon the expiration of the Initial Term, the term of this Agreement shall be automatically extended for consecutive ${renewAdj} periods unless either party notifies the other in writing, no later than ${notice} before ${endOfTerm} or the end of any extension period, that it does not wish to extend this Agreement.`,
          ]),
        ],
        definitions: [],
        initialTerm: term,
        autoRenews: true,
        notice: noticeDays,
        mustPrint: [...mustPrint, term, notice],
      };
    case "until-terminated":
      return {
        sentences: [
          first,
          `Thereafter, this Agreement shall continue in effect until terminated by either party upon ${en(noticePeriod, true)} prior written notice to the other party.`,
        ],
        definitions: [],
        initialTerm: term,
        // Running on without end is not renewing for fixed terms: not scored; its notice is.
        autoRenews: undefined,
        notice: noticeDays,
        mustPrint: [...mustPrint, term],
      };
    case "none":
      return {
        sentences: [first, `This Agreement shall not renew automatically, and any renewal shall be subject to a written amendment signed by both parties.`],
        definitions: [],
        initialTerm: term,
        autoRenews: false,
        notice: fallbackNotice,
        mustPrint: [...mustPrint, term],
      };
    case "mutual":
      return {
        sentences: [first, `This Agreement may be renewed for additional periods of ${renew} upon the mutual written agreement of the parties.`],
        definitions: [],
        initialTerm: term,
        autoRenews: undefined,
        notice: fallbackNotice,
        mustPrint: [...mustPrint, term],
      };
    case "option":
      return {
        sentences: [
          first,
          `${r2} may extend the term of this Agreement for one additional period of ${renew} by written notice delivered to ${r1} at least ${en({ n: rng.pick([60, 90, 120]), unit: "day" })} before the expiration of the Initial Term.`,
        ],
        definitions: [],
        initialTerm: term,
        autoRenews: undefined,
        notice: undefined,
        mustPrint: [...mustPrint, term],
      };
    case "silent":
      return { sentences: [first], definitions: [], initialTerm: term, autoRenews: null, notice: fallbackNotice, mustPrint: [...mustPrint, term] };
  }
}

function governing(c: DraftContext): { sentences: string[]; truth: string | null; alternatives: string[] } {
  const { rng } = c;
  const commonwealth = rng.chance(0.25);
  const state = commonwealth ? rng.pick(COMMONWEALTHS) : rng.pick(STATES);
  const full = `${commonwealth ? "Commonwealth" : "State"} of ${state}`;
  let other = rng.pick(STATES);
  while (other === state) other = rng.pick(STATES);
  const county = rng.pick(COUNTIES);
  const city = rng.pick(CITIES);
  const form = rng.weighted([
    ["venue-elsewhere", 3],
    ["arbitration-first", 2],
    ["construed-enforced", 2],
    ["caps", 1],
    ["none", 1],
  ] as const);
  switch (form) {
    case "venue-elsewhere":
      return {
        sentences: [
          `This Agreement shall be governed by, and construed in accordance with, the laws of the ${full} applicable to agreements made and to be performed entirely within such state, without regard to conflicts of law principles.`,
          `The parties consent to the exclusive jurisdiction of the state and federal courts located in ${county}, State of ${other}, for any action arising out of this Agreement.`,
        ],
        truth: full,
        alternatives: [state],
      };
    case "arbitration-first":
      return {
        sentences: [
          `Any controversy or claim arising out of or relating to this Agreement shall be settled by binding arbitration in ${city}, State of ${other}, administered by the American Arbitration Association under its Commercial Arbitration Rules.`,
          `The arbitrator shall apply the substantive laws of the ${full}, without regard to its conflicts of law rules.`,
        ],
        truth: full,
        alternatives: [state],
      };
    case "construed-enforced":
      return {
        sentences: [
          `This Agreement shall be construed and enforced under the laws of the ${full}, and venue for any action hereunder shall lie exclusively in ${county}, ${state}.`,
        ],
        truth: full,
        alternatives: [state],
      };
    case "caps":
      return {
        sentences: [
          `THIS AGREEMENT SHALL BE GOVERNED BY AND CONSTRUED IN ACCORDANCE WITH THE LAWS OF THE ${full.toUpperCase()}, EXCLUDING ITS CONFLICT OF LAWS PROVISIONS.`,
        ],
        truth: full.toUpperCase(),
        alternatives: [full, state],
      };
    case "none":
      // Only courts are named: venue is no choice of law.
      return {
        sentences: [
          `Each party submits to the exclusive jurisdiction of the state and federal courts sitting in ${county}, State of ${other}, for any action arising out of this Agreement.`,
        ],
        truth: null,
        alternatives: [],
      };
  }
}

/**
 * Sentences in the body that print a term, a renewal, a notice or a law that is not the
 * agreement's: a statement of work's own renewal, a fee change timed to the end of the term, a
 * survival period, a termination right that an event triggers, renewal by agreement reached
 * before the end of the term, a party's standing under another state's laws.
 */
function decoys(c: DraftContext, renews: boolean, otherState: string): string[] {
  const { rng, form } = c;
  const [r1, r2] = c.roles;
  const en = (p: Period, possessive = false) => period(p, "en", form, { possessive });
  const days = (n: number, possessive = false) => en({ n, unit: "day" }, possessive);
  const out = [
    `Each Statement of Work shall have an initial term of ${en({ n: rng.pick([6, 9]), unit: "month" })} and shall automatically renew for successive ${en({ n: 3, unit: "month" }).replace(/s$/, "")} periods unless ${r1} gives written notice of non-renewal at least ${days(rng.pick([10, 15, 20]))} prior to the end of the then-current term of such Statement of Work.`,
    `Upon expiration or termination of this Agreement, Sections 4 and 6 shall continue in effect for a period of ${en({ n: rng.pick([2, 4]), unit: "year" })}.`,
    `Either party may terminate this Agreement upon ${days(rng.pick([10, 20]), true)} written notice in the event that a Force Majeure event continues for more than ${days(rng.pick([45, 75]))}.`,
    `${r2} represents that it is duly organized and in good standing under the laws of the State of ${otherState}.`,
  ];
  if (renews)
    out.push(
      `${r1} may increase the fees for any renewal term by giving ${r2} written notice at least ${days(rng.pick([45, 75, 120]))} prior to the end of the then-current term.`,
    );
  else
    out.push(
      `Any renewal of this Agreement for successive one (1) year periods shall require the mutual written agreement of the parties, which agreement shall be reached at least ${days(rng.pick([45, 75, 120]))} prior to the end of the then-current term.`,
    );
  return rng.shuffle(out).slice(0, rng.int(2, 4));
}

export function serviceContract(c: DraftContext, kind: ServiceKind): Drafted {
  const { rng, terms, form } = c;
  const k = SERVICE_KINDS_DRAFTING[kind];
  c.roles = rng.pick(k.roles);
  const [r1, r2] = c.roles;
  const title = rng.pick(k.titles);
  const en = (p: Period, possessive = false) => period(p, "en", form, { possessive });
  const partied = parties(c, title, kind);
  const convenience: Period | null = terms.convenience;
  const termed = terming(c, kind, partied.termDates, convenience);
  const law = governing(c);

  const recitals = rng.pick([
    [
      `<p><b>RECITALS</b></p>`,
      para(`A. ${r1} is engaged in the business described in Exhibit A and desires to obtain the services and cooperation described herein.`),
      para(`B. ${r2} is willing to provide such services and cooperation on the terms and subject to the conditions set forth in this Agreement.`),
    ],
    [
      `<p><b>BACKGROUND</b></p>`,
      para(
        `${r1} and ${r2} wish to set forth the terms of their relationship, and accordingly, in consideration of the mutual covenants set forth below, the parties agree as follows:`,
      ),
    ],
    [
      para(
        `NOW, THEREFORE, in consideration of the premises and the mutual covenants contained herein, and for other good and valuable consideration, the parties agree as follows:`,
      ),
    ],
  ]);
  const termination = [
    `Either party may terminate this Agreement if the other party materially breaches this Agreement and does not cure such breach within ${en(terms.cure)} after receiving written notice thereof.`,
    `Either party may terminate this Agreement immediately upon written notice if the other party becomes insolvent or a petition in bankruptcy is filed against it and is not dismissed within ${en({ n: 60, unit: "day" })}.`,
    ...(convenience
      ? [
          rng.pick([
            `Either party may terminate this Agreement at any time without cause upon ${en(convenience, true)} prior written notice to the other party.`,
            `${r1} may terminate this Agreement for convenience upon not less than ${en(convenience)} written notice to ${r2}.`,
          ]),
        ]
      : []),
    ...(rng.chance(0.4)
      ? [`${r1} may terminate any Statement of Work upon ${en({ n: rng.pick([15, 30, 45]), unit: "day" }, true)} written notice to ${r2}.`]
      : []),
  ];
  const definitions = [
    `"Affiliate" means any entity that controls, is controlled by or is under common control with a party.`,
    `"Confidential Information" means all non-public information disclosed by a party in connection with this Agreement.`,
    ...termed.definitions,
  ];
  const dated = partied.dated;
  const effectiveOn = dated.onEvent
    ? [
        `This Agreement shall become effective on the date on which the registration statement of ${r1} on Form S-1 is declared effective by the Securities and Exchange Commission (the "Effective Date").`,
        `${r1} filed such registration statement on ${englishDate({ ...terms.effective, y: terms.effective.y - 1 }, "month-d-y")}.`,
      ]
    : [];
  let otherState = rng.pick(STATES);
  while (law.truth && law.truth.toLowerCase().endsWith(otherState.toLowerCase())) otherState = rng.pick(STATES);
  const trade = serviceClauses(rng, kind, form, c.roles);
  const traps = rng.chance(0.7) ? decoys(c, termed.autoRenews === true, otherState) : [];
  // The decoys join the trade clauses, the term article, or an article of their own.
  const withTraps: Array<[string, string[]]> = trade.map(([h, parts], i) => [h, i === 0 ? [...parts, ...traps.slice(0, 1)] : parts]);
  const articles: Array<[string, string[]]> = [
    ...(rng.chance(0.6) ? [["Definitions", definitions] as [string, string[]]] : []),
    ...(effectiveOn.length ? [["Effectiveness", effectiveOn] as [string, string[]]] : []),
    ...withTraps,
    ["Term and Termination", [...termed.sentences, ...termination, ...traps.slice(1, 2)]],
    ...(traps.length > 2 ? [["Representations and Covenants", traps.slice(2)] as [string, string[]]] : []),
    [
      "Confidentiality",
      [
        `Each party shall hold the Confidential Information of the other party in confidence during the term of this Agreement and for ${en(terms.survival)} thereafter.`,
      ],
    ],
    ["Governing Law; Disputes", law.sentences],
    [
      "Successors and Assigns",
      [`This Agreement shall be binding upon and inure to the benefit of the parties and their respective successors and permitted assigns.`],
    ],
  ];
  const style = rng.pick(["article", "decimal", "numbered-runin"] as const);
  const rendered = articles.map(([heading, parts], i) => {
    const n = i + 1;
    if (style === "article")
      return `<h3>ARTICLE ${["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"][i] ?? n}<br>${e(heading.toUpperCase())}</h3>${parts.map((p, j) => runIn(`Section ${n}.0${j + 1}`, p)).join("")}`;
    if (style === "decimal") return `<h3>${n}. ${e(heading.toUpperCase())}</h3>${parts.map((p, j) => para(`${n}.${j + 1} ${p}`)).join("")}`;
    return parts.map((p, j) => (j === 0 ? runIn(`${n}. ${heading}.`, p) : para(`(${String.fromCharCode(97 + j)}) ${p}`))).join("");
  });

  const signDate = (d: Day) => `<p>Date: ${e(englishDate(d, "month-d-y"))}</p>`;
  const sign = (name: string) =>
    `<div><p><b>${e(name)}</b></p><p>By: ______________________</p><p>Name: ${e(personName(rng))}</p><p>Title: ${e(rng.pick(["President", "Chief Executive Officer", "Managing Member", "Chief Financial Officer"]))}</p>${signDate(c.signDay)}</div>`;
  const sowDay: Day = { y: terms.effective.y + rng.int(0, 1), m: rng.int(1, 12), d: rng.int(1, 28) };
  const exhibit = rng.chance(0.5)
    ? [
        `<h3>EXHIBIT A<br>STATEMENT OF WORK NO. ${rng.int(1, 9)}</h3>`,
        para(`This Statement of Work is effective as of ${englishDate(sowDay, "month-d-y")} and is issued under the ${title} between the parties.`),
        para(
          `The term of this Statement of Work shall be ${en({ n: rng.pick([3, 6, 9]), unit: "month" })}, and it shall renew automatically for successive ${en({ n: 3, unit: "month" }).replace(/s$/, "")} periods unless either party gives ${en({ n: rng.pick([10, 20]), unit: "day" }, true)} notice of non-renewal.`,
        ),
      ]
    : [
        `<h3>SCHEDULE 1<br>FEES</h3>`,
        para(`Fees are payable within ${en({ n: rng.pick([30, 45]), unit: "day" })} of invoice and are fixed for the first ${en({ n: 12, unit: "month" })}.`),
      ];
  const blocks = [
    ...partied.blocks,
    ...recitals,
    ...rendered,
    para(
      `IN WITNESS WHEREOF, the parties have executed this Agreement ${partied.dated.printed ? "as of the date first written above" : "by their duly authorized officers"}.`,
    ),
    `<div class="sig">${sign(c.name1)}${sign(c.name2)}</div>`,
    ...exhibit,
  ];
  const html = rng.chance(0.7) ? paginate(c, blocks) : blocks.join("");

  const truth: Record<string, unknown> = {};
  const unscored: string[] = [];
  const settle = (field: string, value: Settles) => {
    if (value === undefined) unscored.push(field);
    else truth[field] = value;
  };
  if (!partied.scored) unscored.push("party_1", "party_2");
  settle("effective_date", partied.dated.truth);
  settle("initial_term", termed.initialTerm);
  settle("auto_renews", termed.autoRenews);
  settle("termination_notice_days", termed.notice);
  settle("governing_law", law.truth);
  const alternatives: Record<string, unknown[]> = { governing_law: law.alternatives };
  if (c.individual2) alternatives.party_2 = [];
  if (typeof termed.initialTerm === "string") {
    const { n, unit } = terms.term;
    alternatives.initial_term = [`${n} ${unit}${n === 1 ? "" : "s"}`, ...(unit === "month" && n % 12 === 0 ? [`${n / 12} year${n === 12 ? "" : "s"}`] : [])];
  } else alternatives.initial_term = [];
  const mustPrint = [...(partied.dated.printed ? [partied.dated.printed] : []), ...termed.mustPrint, ...(law.truth ? [law.truth] : [])];
  return { html, truth, unscored, alternatives, mustPrint };
}
