// Commercial agreements as filed with the SEC (franchise, distributor, supply, alliance, hosting,
// endorsement, licence, co-branding; the kinds and their trade clauses are in
// contract-commercial-kinds.ts), drafted the way those exhibits vary: the date "as of March 1,
// 2004", "this 1st day of March, 2004", "March 1st, 2004", defined only in the definitions article
// or "the date last signed below" (nothing printed: null); an amended and restated agreement naming
// its original; the term "for a period of" from the Effective Date or from another defined date
// (a Commencement or Launch Date), an "Initial Term" defined in the definitions, or only an end
// ("the fifth anniversary of", "December 31, 2008", "the last to expire of the Licensed Patents");
// renewal automatic, at one party's option, by agreement, excluded or silent, its notice in days,
// months, business days or redacted "[***]"; convenience and change-of-control notices; a
// governing-law clause among incorporation, venue and arbitration places, or naming none; running
// SEC headers and footers and an exhibit with its own effective date.
import { escapeHtml as e, isoOf, MONTHS, type Day } from "./formats";
import { company, personName, type Company } from "./names";
import { daysOf, englishDate, englishNumber, period, type Period } from "./contract-words";
import { para, runIn, type DraftContext, type Drafted } from "./contract-model";
import { paginate } from "./contract-pages";
import { KINDS, kindClauses, type CommercialKind } from "./contract-commercial-kinds";

const STATES = ["Delaware", "Nevada", "New York", "California", "Texas", "Florida", "Georgia", "Colorado", "Minnesota", "New Jersey"];
const VENUES = ["Orange County, California", "Harris County, Texas", "New Castle County, Delaware", "Fulton County, Georgia", "Hennepin County, Minnesota"];
const SEATS = ["Dallas, Texas", "New York, New York", "Chicago, Illinois", "Denver, Colorado", "Miami, Florida"];
const ORDINAL_WORDS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** "two (2) year": a period as an adjective ("the two (2) year period", "successive twelve (12) month terms"). */
const adjective = (p: Period, form: DraftContext["form"]) => period(p, "en", form).replace(/s$/, "");

const lastName = (person: string) => person.split(" ").slice(1).join(" ");

const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;

interface Printed {
  text: string;
  /** The truth it settles; undefined: the field is left unscored. */
  truth?: unknown;
}

function incorporation(c: DraftContext, x: Company): string {
  const { rng } = c;
  if (x.country === "UK") return "a company incorporated under the laws of England and Wales";
  if (x.country !== "US") return "a company organized under the laws of the Federal Republic of Germany";
  const state = rng.pick(STATES);
  const kind = x.name.includes("LLC") ? "limited liability company" : "corporation";
  return rng.pick([`a ${state} ${kind}`, `a ${kind} organized and existing under the laws of the State of ${state}`]);
}

/** How the preamble dates the agreement, and what the truth takes from it. */
interface Dating {
  preamble: string;
  definition: string | null;
  /** The effective date's truth; undefined when the document does not settle it. */
  truth: string | null | undefined;
  printed: string | null;
  undatedSignatures: boolean;
  /** A sentence opening the term clause: the term commencing on a date of its own. */
  commences?: string;
}

function dating(c: DraftContext, restated: boolean): Dating {
  const { rng } = c;
  const day = c.terms.effective;
  const month = MONTHS.en[day.m - 1]!;
  const iso = isoOf(day);
  const form = rng.weighted([
    ["as-of", 4],
    ["day-of", 3],
    ["dated", 2],
    ["month-ordinal", 1],
    ["defined", 2],
    ["last-signed", restated ? 0 : 2],
    ["blank", restated ? 0 : 1],
    ["commences", 2],
  ] as const);
  switch (form) {
    case "as-of": {
      // Some filings print the date in figures, month first.
      const printed = rng.chance(0.25) ? `${day.m}/${day.d}/${day.y}` : englishDate(day, "month-d-y");
      return {
        preamble: `${restated ? "" : "made and "}entered into as of ${printed} (the "Effective Date")`,
        definition: null,
        truth: iso,
        printed,
        undatedSignatures: false,
      };
    }
    case "day-of": {
      const printed = `${ordinal(day.d)} day of ${month}, ${day.y}`;
      return { preamble: `made and entered into this ${printed}`, definition: null, truth: iso, printed, undatedSignatures: false };
    }
    case "dated": {
      const printed = rng.chance(0.5) ? `the ${ordinal(day.d)} day of ${month}, ${day.y}` : `as of ${englishDate(day, "month-d-y")}`;
      return { preamble: `dated ${printed}`, definition: null, truth: iso, printed, undatedSignatures: false };
    }
    case "month-ordinal": {
      const printed = `${month} ${ordinal(day.d)}, ${day.y}`;
      return { preamble: `entered into on ${printed}`, definition: null, truth: iso, printed, undatedSignatures: false };
    }
    case "defined": {
      const printed = englishDate(day, "month-d-y");
      return {
        preamble: "entered into as of the Effective Date (as defined below)",
        definition: `"Effective Date" means ${printed}.`,
        truth: iso,
        printed,
        undatedSignatures: false,
      };
    }
    case "blank":
      // A date left blank when the form was filed: nothing dates the agreement; the signature dates are decoys.
      return {
        preamble: `made and entered into this ____ day of ______________, ${day.y}`,
        definition: null,
        truth: null,
        printed: null,
        undatedSignatures: false,
      };
    case "commences": {
      // The term commencing on a later date of its own: with an Effective Date defined in the preamble
      // that one dates the agreement; with a preamble "dated as of" only, either may be meant.
      const later = englishDate({ y: day.m === 12 ? day.y + 1 : day.y, m: (day.m % 12) + 1, d: 1 }, "month-d-y");
      const printed = englishDate(day, "month-d-y");
      const defined = rng.chance(0.5);
      return {
        preamble: defined ? `made and entered into as of ${printed} (the "Effective Date")` : `dated as of ${printed}`,
        definition: null,
        truth: defined ? iso : undefined,
        printed,
        undatedSignatures: false,
        commences: `The Term shall commence on ${later} (the "Commencement Date").`,
      };
    }
    case "last-signed":
      // Nothing prints the date: the truth is null, and every date the document does print is a decoy.
      return {
        preamble: `effective as of the date last signed below (the "Effective Date")`,
        definition: null,
        truth: null,
        printed: null,
        undatedSignatures: true,
      };
  }
}

/** The term clause and its definitions; the truth is the initial term as printed, null, or unscored. */
function terming(c: DraftContext, kind: CommercialKind): { sentence: string; definitions: string[]; printed: Printed; startsLater: boolean } {
  const { rng, terms } = c;
  const start = KINDS[kind].startEvent;
  const years = terms.term.unit === "year" ? terms.term.n : null;
  const forms = [
    ["period", 4],
    ["defined", 3],
    ["from-event", start ? 3 : 0],
    ["anniversary", years ? 2 : 0],
    ["end-date", 2],
    ["patent-life", kind === "license" ? 3 : 0],
    ["contract-years", kind === "endorsement" && years ? 2 : 0],
  ] as const;
  const form = rng.weighted(forms);
  const term = c.termText;
  const termAdj = adjective(terms.term, c.form);
  switch (form) {
    case "period":
      return {
        sentence: rng.pick([
          `The term of this Agreement shall commence on the Effective Date and continue for a period of ${term} (the "Initial Term"), unless sooner terminated as provided herein.`,
          `This Agreement shall become effective on the Effective Date and shall remain in full force and effect for an initial term of ${term}, unless earlier terminated in accordance with this Article.`,
          `Unless terminated earlier pursuant to this Article, the initial term of this Agreement shall be ${term} from the Effective Date (the "Initial Term").`,
        ]),
        definitions: [],
        printed: { text: term, truth: term },
        startsLater: false,
      };
    case "defined": {
      // The definition prints the term as "the period of two (2) years" or as an adjective, "the two (2) year period".
      const adjectival = rng.chance(0.4);
      return {
        sentence: rng.pick([
          "This Agreement shall become effective on the Effective Date and shall remain in effect for the Initial Term, unless earlier terminated in accordance with this Article.",
          "The Term of this Agreement shall begin on the Effective Date and, unless sooner terminated as provided herein, continue through the end of the Initial Term.",
        ]),
        definitions: [
          adjectival
            ? `"Initial Term" means the ${termAdj} period beginning on the Effective Date.`
            : `"Initial Term" means the period of ${term} commencing on the Effective Date.`,
          `"Term" means the Initial Term together with any Renewal Terms.`,
        ],
        printed: adjectival ? { text: termAdj, truth: termAdj } : { text: term, truth: term },
        startsLater: false,
      };
    }
    case "from-event":
      return {
        sentence: rng.pick([
          `The initial term of this Agreement shall be ${term} from the ${start!.name} (the "Initial Term").`,
          `This Agreement shall continue in full force and effect for a period of ${term} from the ${start!.name}, unless sooner terminated as provided herein (the "Initial Term").`,
        ]),
        definitions: [`"${start!.name}" means ${start!.means}.`],
        printed: { text: term, truth: term },
        startsLater: true,
      };
    case "anniversary":
      // A term stated by its end: the duration is never printed; whether "5 years" is right is not settled here.
      return {
        sentence: `This Agreement shall commence on the Effective Date and, unless terminated earlier, shall expire on the ${ORDINAL_WORDS[years!]} anniversary of the Effective Date (the "Initial Term").`,
        definitions: [],
        printed: { text: `${ORDINAL_WORDS[years!]} anniversary` },
        startsLater: false,
      };
    case "end-date": {
      const end: Day = { y: c.terms.effective.y + rng.int(1, 4), m: 12, d: 31 };
      const printed = englishDate(end, "month-d-y");
      return {
        sentence: rng.pick([
          `The term of this Agreement shall commence on the Effective Date and end on ${printed} (the "Initial Term"), unless sooner terminated as provided herein.`,
          `This Agreement shall remain in effect from the Effective Date through ${printed}.`,
        ]),
        definitions: [],
        printed: { text: printed, truth: null },
        startsLater: false,
      };
    }
    case "patent-life":
      return {
        sentence: `Unless earlier terminated as provided herein, this Agreement shall remain in effect until the expiration of the last to expire Valid Claim of the Licensed Patents.`,
        definitions: [`"Valid Claim" means a claim of an issued and unexpired patent within the Licensed Patents that has not been held invalid.`],
        printed: { text: "last to expire", truth: null },
        startsLater: false,
      };
    case "contract-years":
      return {
        sentence: `The term of this Agreement shall consist of ${englishNumber(years!)} (${years}) Contract Years, commencing on the Effective Date.`,
        definitions: [],
        printed: { text: "Contract Years" },
        startsLater: false,
      };
  }
}

interface Renewing {
  sentences: string[];
  definitions: string[];
  autoRenews: Printed;
  /** The non-renewal notice as the truth counts it; undefined when the document does not settle it. */
  notice: { days: number | null } | undefined;
  /** Whether a convenience notice may stand in for the notice (no renewal notice exists). */
  convenienceCounts: boolean;
  mustPrint: string[];
}

function renewing(c: DraftContext, redact: boolean): Renewing {
  const { rng, terms, form } = c;
  const [r1, r2] = c.roles;
  const renew = period(terms.renewalTerm, "en", form);
  const renewAdj = adjective(terms.renewalTerm, form);
  const renewal = terms.renewal === "evergreen" || terms.renewal === "indefinite" ? "auto" : terms.renewal;
  const noticePeriod: Period = terms.nonRenewalNotice ?? { n: rng.pick([60, 90, 180]), unit: "day" };
  // How the notice prints: calendar days or months (settled), business days (not calendar days), or redacted.
  const noticeForm = rng.weighted([
    ["plain", 6],
    ["business", 1],
    ["redacted", redact ? 2 : 0],
  ] as const);
  const notice =
    noticeForm === "redacted"
      ? "[***] days"
      : noticeForm === "business"
        ? `${englishNumber(noticePeriod.n)} (${noticePeriod.n}) business days`
        : period(noticePeriod, "en", form);
  const renewalDef = `"Renewal Term" means each successive period of ${renew} following the Initial Term.`;
  if (terms.renewal === "evergreen" && noticeForm !== "redacted")
    return {
      sentences: [
        `Thereafter, this Agreement shall continue on a year-to-year basis unless terminated by either party upon ${noticeForm === "business" ? notice : period(noticePeriod, "en", form, { possessive: true })} written notice prior to the end of the then-current year.`,
      ],
      definitions: [],
      autoRenews: { text: "year-to-year", truth: true },
      notice: noticeForm === "plain" ? { days: daysOf(noticePeriod) } : undefined,
      convenienceCounts: false,
      mustPrint: [],
    };
  // A window for the notice ("not more than 180 nor less than 90 days"): which bound is "the" notice is not settled.
  if (renewal === "auto" && noticeForm === "plain" && noticePeriod.unit === "day" && rng.chance(0.15))
    return {
      sentences: [
        `Upon expiration of the Initial Term, this Agreement shall automatically renew for successive periods of ${renew} unless either party gives written notice of non-renewal not more than ${period({ n: noticePeriod.n * 2, unit: "day" }, "en", form)} nor less than ${notice} prior to the expiration of the then-current term.`,
      ],
      definitions: [renewalDef],
      autoRenews: { text: "automatically", truth: true },
      notice: undefined,
      convenienceCounts: false,
      mustPrint: [],
    };
  switch (renewal) {
    case "auto":
      return {
        sentences: [
          rng.pick([
            `Thereafter, this Agreement shall be automatically renewed for successive ${renewAdj} terms (each, a "Renewal Term") unless either party notifies the other in writing at least ${notice} prior to the expiration of the then current term of its intention not to renew.`,
            `Upon expiration of the Initial Term, this Agreement shall automatically renew for additional periods of ${renew} each, unless either party provides written notice of non-renewal to the other party no less than ${notice} before the end of the Initial Term or the then-current Renewal Term.`,
            `This Agreement shall thereafter be extended automatically for successive periods of ${renew}, unless terminated by either party by written notice given not later than ${notice} prior to the end of the Initial Term or any Renewal Term.`,
          ]),
        ],
        definitions: rng.chance(0.5) ? [renewalDef] : [],
        autoRenews: { text: "automatic", truth: true },
        notice: noticeForm === "plain" ? { days: daysOf(noticePeriod) } : noticeForm === "redacted" ? { days: null } : undefined,
        convenienceCounts: false,
        mustPrint: noticeForm === "plain" ? [notice] : [],
      };
    case "none":
      return {
        sentences: [
          rng.pick([
            "This Agreement shall not be renewed automatically; any renewal shall require the written agreement of both parties.",
            "There shall be no automatic renewal of this Agreement.",
          ]),
        ],
        definitions: [],
        autoRenews: { text: "not", truth: false },
        notice: { days: null },
        convenienceCounts: true,
        mustPrint: [],
      };
    case "mutual":
      return {
        sentences: [`This Agreement may be extended for additional periods of ${renew} upon the mutual written agreement of the parties.`],
        definitions: [],
        autoRenews: { text: "mutual" },
        notice: { days: null },
        convenienceCounts: true,
        mustPrint: [],
      };
    case "silent":
      // A renewal at one party's option is no automatic renewal, and its notice (of exercise) is no notice of non-renewal: neither is settled.
      return rng.chance(0.5)
        ? {
            sentences: [
              `${r2} shall have the option to renew this Agreement for one (1) additional term of ${renew} by giving ${r1} written notice of its election to renew not less than ${period(noticePeriod, "en", form)} prior to the expiration of the Initial Term, provided that ${r2} is not then in default hereunder.`,
            ],
            definitions: [renewalDef],
            autoRenews: { text: "option" },
            notice: undefined,
            convenienceCounts: false,
            mustPrint: [],
          }
        : { sentences: [], definitions: [], autoRenews: { text: "", truth: null }, notice: { days: null }, convenienceCounts: true, mustPrint: [] };
  }
}

function governing(c: DraftContext): { sentences: string[]; truth: string | null; alternatives: string[] } {
  const { rng } = c;
  const venue = rng.pick(VENUES);
  const seat = rng.pick(SEATS);
  const venueSentence = rng.pick([
    `Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in ${venue} for any action arising out of this Agreement.`,
    `Any dispute arising out of or relating to this Agreement shall be finally resolved by binding arbitration in ${seat} under the Commercial Arbitration Rules of the American Arbitration Association.`,
  ]);
  const other = c.p2.country === "UK" ? "England" : c.p2.country === "DE" ? "Federal Republic of Germany" : null;
  const state = rng.pick(STATES);
  const full = `State of ${state}`;
  const drawn = rng.weighted([
    ["state", 6],
    ["province", 1],
    ["foreign", other ? 2 : 0],
    ["none", 1],
  ] as const);
  // Some filings print the whole clause in capitals: the jurisdiction is read as printed.
  const caps = rng.chance(0.25);
  switch (drawn) {
    case "state": {
      const printed = caps ? full.toUpperCase() : full;
      const sentences = [
        rng.pick([
          `This Agreement shall be governed by and construed in accordance with the laws of the ${full}, without giving effect to its principles of conflicts of law.`,
          `The validity, interpretation and performance of this Agreement shall be governed by the laws of the ${full} applicable to contracts made and to be wholly performed therein.`,
          `This Agreement shall be interpreted and enforced under the laws of the ${full}, except that matters of trademark law shall be governed by the federal laws of the United States.`,
          `This Agreement and any claim arising out of it shall be governed by the internal laws of the ${full} (without reference to its rules on conflicts of law).`,
          // Federal law named first, the governing state after it.
          `Except as otherwise required by the federal laws of the United States, this Agreement shall be governed by the laws of the ${full}.`,
          `Subject to the federal laws of the United States, this Agreement shall be construed under the laws of the ${full}.`,
        ]),
        venueSentence,
      ];
      if (caps) sentences[0] = sentences[0]!.toUpperCase();
      return { sentences, truth: printed, alternatives: caps ? [full, state] : [state] };
    }
    case "province":
      return {
        sentences: [
          `This Agreement shall be governed by and construed in accordance with the laws of the Province of Ontario and the federal laws of Canada applicable therein.`,
          venueSentence,
        ],
        truth: "Province of Ontario",
        alternatives: ["Ontario"],
      };
    case "foreign":
      return {
        sentences: [
          `This Agreement shall be governed by and construed in accordance with the laws of ${other === "England" ? "England" : "the Federal Republic of Germany"}.`,
          venueSentence,
        ],
        truth: other,
        alternatives: other === "England" ? ["England and Wales"] : ["Germany"],
      };
    case "none":
      // No jurisdiction is named: a state only by where something is, or federal law.
      return {
        sentences: [
          rng.pick([
            `This Agreement shall be governed by the United States Trademark Act and, to the extent not preempted, by the laws of the state in which ${c.roles[0]}'s principal office is located.`,
            `This Agreement shall be governed by the laws of the jurisdiction in which the principal office of the ${c.roles[1]} is located, without regard to conflicts of law principles.`,
          ]),
          venueSentence,
        ],
        truth: null,
        alternatives: [],
      };
  }
}

export function commercialContract(c: DraftContext, kind: CommercialKind): Drafted {
  const { rng, terms, form } = c;
  const k = KINDS[kind];
  const roles = rng.pick(k.roles);
  c.roles = roles;
  const [r1, r2] = roles;
  const individual = c.individual2 || (k.individual === true && rng.chance(0.7));
  const upper = rng.chance(0.4);
  const person = personName(rng);
  // The context's printed name is what the generic truth and mustPrint take.
  if (individual) c.name2 = upper ? person.toUpperCase() : person;
  // A firm named after its founders has "and" inside its name: "Brandt and Keller Holdings, Inc.".
  const founder = () => {
    // Surnames that open in capitals ("de Vries" heads no firm name here).
    for (;;) {
      const name = lastName(personName(rng));
      if (/^\p{Lu}/u.test(name)) return name;
    }
  };
  const founders = rng.chance(0.2) ? `${founder()} and ${founder()} ${rng.pick(["Holdings", "Industries", "Associates", "Manufacturing"])}, Inc.` : null;
  if (founders) c.name1 = c.name1 === c.p1.name.toUpperCase() && c.name1 !== c.p1.name ? founders.toUpperCase() : founders;
  const { name1, name2 } = c;
  const redact = rng.chance(0.6);
  const restated = rng.chance(0.2);
  const title = `${restated ? "Amended and Restated " : ""}${rng.pick(k.titles)}`;
  const dated = dating(c, restated);
  const term = terming(c, kind);
  const renewal = renewing(c, redact);
  const law = governing(c);
  const en = (p: Period, possessive = false) => period(p, "en", form, { possessive });

  // A party renamed since its earlier filings is printed with its former name.
  const formerly = rng.chance(0.15) ? ` (f/k/a ${company(rng, "US").name})` : "";
  // A party acting for its group, or defined by its initials rather than its role.
  const onBehalf = rng.chance(0.15) ? ", on behalf of itself and its Affiliates," : "";
  const initials = (name: string) =>
    name
      .replace(/,? (Inc\.|LLC|Corp\.|Co\.|Ltd|plc|LLP|GmbH)$/i, "")
      .split(/\s+/)
      .map((w) => w[0]!.toUpperCase())
      .join("");
  const defined = (name: string, role: string) => (rng.chance(0.25) ? `"${initials(name)}"` : `"${role}"`);
  const block = (name: string, x: Company, role: string, person: boolean) =>
    person
      ? `${name}, an individual residing at ${x.street}, ${x.cityLine} ("${role}")`
      : `${name}${x === c.p1 ? formerly + onBehalf : ""}, ${incorporation(c, x)}, ${rng.pick(["with its principal place of business at", "having offices at"])} ${x.street}, ${x.cityLine} (${defined(name, role)})`;
  const between = rng.pick(["by and between", "between", "by and among"]);
  const preamble = `THIS ${title.toUpperCase()} (this "Agreement") is ${dated.preamble}, ${between} ${block(name1, c.p1, r1, false)} and ${block(name2, c.p2, r2, individual)}.`;
  const priorDate = englishDate(c.priorDay, "month-d-y");
  const recitals = [
    ...(restated
      ? [
          para(
            `WHEREAS, ${r1} and ${r2} are parties to that certain ${title.replace(/^Amended and Restated /, "")} dated as of ${priorDate} (the "Original Agreement"), and desire to amend and restate the Original Agreement in its entirety as set forth herein;`,
          ),
        ]
      : [para(`WHEREAS, ${r1} and ${r2} entered into a Confidentiality Agreement dated ${priorDate};`)]),
    para(`WHEREAS, the parties wish to set forth the terms on which they will cooperate as provided herein;`),
    para("NOW, THEREFORE, in consideration of the mutual promises and covenants contained herein, the parties agree as follows:"),
  ];

  const definitions = rng.shuffle([
    `"Affiliate" means any entity controlling, controlled by or under common control with a party.`,
    `"Confidential Information" means any non-public information disclosed by one party to the other in connection with this Agreement.`,
    `"Contract Year" means each twelve (12) month period beginning on the Effective Date or an anniversary thereof.`,
    ...(dated.definition ? [dated.definition] : []),
    ...term.definitions,
    ...renewal.definitions,
  ]);

  const convenience: Period | null = terms.convenience && rng.chance(0.3) ? { n: rng.pick([3, 6]), unit: "month" } : terms.convenience;
  const changeOfControl = rng.chance(0.5);
  const termination = [
    `Either party may terminate this Agreement upon written notice if the other party materially breaches this Agreement and fails to cure such breach within ${en(terms.cure)} after receipt of written notice thereof.`,
    ...(convenience
      ? [
          rng.pick([
            `Either party may terminate this Agreement for any reason upon ${en(convenience, true)} prior written notice to the other party.`,
            `${r2} may terminate this Agreement without cause at any time upon ${en(convenience, true)} written notice to ${r1}.`,
          ]),
        ]
      : []),
    ...(changeOfControl
      ? [
          `${r1} may terminate this Agreement upon ${en({ n: rng.pick([30, 60, 120]), unit: "day" }, true)} written notice following a Change of Control of ${r2}.`,
        ]
      : []),
    `Sections 8, 11 and 14 shall survive the expiration or termination of this Agreement for a period of ${en(terms.survival)}.`,
  ];
  const articles: Array<[string, string[]]> = [
    ["Definitions", definitions],
    ...kindClauses(rng, kind, form, roles, redact),
    [
      "Term and Termination",
      [
        ...(dated.commences ? [dated.commences] : []),
        term.sentence,
        ...renewal.sentences,
        ...termination,
        ...(rng.chance(0.4)
          ? [
              `Notwithstanding the foregoing, neither party may terminate this Agreement for convenience during the first ${en({ n: 12, unit: "month" })} of the Initial Term.`,
            ]
          : []),
      ],
    ],
    [
      "Confidentiality",
      [`Each party shall hold the other party's Confidential Information in confidence during the Term and for ${en(terms.survival)} thereafter.`],
    ],
    [
      "Notices",
      [
        `All notices shall be in writing and shall be deemed given ${rng.pick(["three (3) business days after deposit in the United States mail", "one (1) business day after delivery to a nationally recognized overnight courier"])}.`,
      ],
    ],
    ["Governing Law; Dispute Resolution", law.sentences],
    ["Miscellaneous", ["This Agreement constitutes the entire agreement between the parties and may be amended only in a writing signed by both parties."]],
  ];
  const style = rng.pick(["article", "decimal", "section"] as const);
  const rendered = articles.map(([heading, parts], i) => {
    const n = i + 1;
    if (style === "article")
      return `<h3>ARTICLE ${n}<br>${e(heading.toUpperCase())}</h3>${parts.map((p, j) => (parts.length > 1 ? runIn(`${n}.${j + 1}`, p) : para(p))).join("")}`;
    if (style === "decimal") return `<h3>${n}. ${e(heading.toUpperCase())}</h3>${parts.map((p, j) => para(`${n}.${j + 1} ${p}`)).join("")}`;
    return `<h3>Section ${n}. ${e(heading)}</h3>${parts.map((p, j) => runIn(`${n}.${j + 1}`, p)).join("")}`;
  });

  const signDate = (d: Day) => (dated.undatedSignatures ? "<p>Date: ____________________</p>" : `<p>Date: ${e(englishDate(d, "month-d-y"))}</p>`);
  const sign = (name: string, d: Day, person: boolean) =>
    `<div><p><b>${e(name)}</b></p><p>By: ______________________</p>${person ? "" : `<p>Name: ${e(personName(rng))}</p><p>Title: ${e(rng.pick(["President", "Chief Executive Officer", "Vice President, Business Development"]))}</p>`}${signDate(d)}</div>`;
  const exhibitDay: Day = { y: c.terms.effective.y + rng.int(0, 1), m: rng.int(1, 12), d: rng.int(1, 28) };
  const exhibit = [
    `<h3>EXHIBIT A<br>${e(rng.pick(["PRICING SCHEDULE", "PRODUCTS AND TERRITORY", "SERVICE LEVELS", "MARKETING PLAN"]))}</h3>`,
    para(`Effective Date: ${englishDate(exhibitDay, "month-d-y")}`),
    para(
      `Prices in this Exhibit A are firm for ${en({ n: rng.pick([6, 12]), unit: "month" })} and may be revised on ${en({ n: rng.pick([30, 60]), unit: "day" }, true)} notice.`,
    ),
    // The form of another agreement attached as an exhibit: its own term, renewal, notice and law
    // belong to the sub-agreement it shapes, never to this one.
    ...(rng.chance(0.3)
      ? [
          `<h3>EXHIBIT B<br>FORM OF ${e(rng.pick(["SUB-DISTRIBUTOR", "SUBLICENSE", "SERVICES", "SUPPLY"]))} AGREEMENT</h3>`,
          para(`This Agreement (this "Sub-Agreement") is entered into as of ______________, 20__ by and between ${r2} and ______________ ("Sub-Party").`),
          para(
            `The term of this Sub-Agreement shall be ${en({ n: rng.pick([1, 2, 4]), unit: "year" })} from the date hereof, and it shall automatically renew for successive one (1) year periods unless either party gives written notice of non-renewal at least ${en({ n: rng.pick([45, 75, 150]), unit: "day" })} prior to the end of the then-current term.`,
          ),
          para(`This Sub-Agreement shall be governed by the laws of the State of ${rng.pick(["Ohio", "Oregon", "Arizona", "Utah"])}.`),
        ]
      : []),
  ];
  // A cover page: title, date and parties, and a table of contents whose page numbers are decoys.
  const cover = rng.chance(0.25)
    ? [
        `<div class="pg"><h1>${e(title.toUpperCase())}</h1>${dated.printed && !dated.commences ? para(`Dated as of ${englishDate(c.terms.effective, "month-d-y")}`) : ""}${para("between")}${para(name1)}${para("and")}${para(name2)}<p><b>TABLE OF CONTENTS</b></p>${articles.map(([h], i) => para(`Article ${i + 1} ${h} ${i + 1 + Math.floor(i / 3)}`)).join("")}</div>`,
      ]
    : [];
  const blocks = [
    ...cover,
    `<h1>${e(title.toUpperCase())}</h1>`,
    para(preamble),
    `<p><b>RECITALS</b></p>`,
    ...recitals,
    ...rendered,
    para(
      `IN WITNESS WHEREOF, the parties have executed this Agreement ${dated.undatedSignatures ? "by their duly authorized representatives" : "as of the date first written above"}.`,
    ),
    `<div class="sig">${sign(name1, c.signDay, false)}${sign(name2, c.signDay, individual)}</div>`,
    ...exhibit,
  ];
  const html = rng.chance(0.8) ? paginate(c, blocks) : blocks.join("");

  const truth: Record<string, unknown> = {};
  const unscored: string[] = [];
  if (dated.truth === undefined) unscored.push("effective_date");
  else truth.effective_date = dated.truth;
  const alternatives: Record<string, unknown[]> = {};
  if (individual) alternatives.party_2 = [];
  if (founders) alternatives.party_1 = [founders, founders.replace(", Inc.", " Inc."), founders.replace(/, Inc\.$/, "")].filter((x) => x !== name1);
  if (term.printed.truth === undefined) unscored.push("initial_term");
  else {
    truth.initial_term = term.printed.truth;
    if (term.printed.truth === null) alternatives.initial_term = [];
    else if (term.printed.truth !== c.termText) {
      // An adjective ("the 12 month period") is its period in any spelling: "12 months", "1 year".
      const { n, unit } = terms.term;
      alternatives.initial_term = [c.termText, `${n} ${unit}s`, ...(unit === "month" && n % 12 === 0 ? [`${n / 12} year${n === 12 ? "" : "s"}`] : [])];
    }
  }
  if (renewal.autoRenews.truth === undefined) unscored.push("auto_renews");
  else truth.auto_renews = renewal.autoRenews.truth;
  // The notice: of non-renewal when printed; else, without renewal notice, the convenience notice.
  if (renewal.notice === undefined) unscored.push("termination_notice_days");
  else if (renewal.notice.days !== null) truth.termination_notice_days = renewal.notice.days;
  else if (convenience && renewal.convenienceCounts) truth.termination_notice_days = daysOf(convenience);
  else if (convenience) unscored.push("termination_notice_days");
  else truth.termination_notice_days = null;
  truth.governing_law = law.truth;
  alternatives.governing_law = law.alternatives;
  const mustPrint = [
    ...(dated.printed ? [dated.printed] : []),
    ...(typeof term.printed.truth === "string" ? [term.printed.text] : []),
    ...renewal.mustPrint,
    ...(law.truth ? [law.truth] : []),
  ];
  return { html, truth, unscored, alternatives, mustPrint };
}
