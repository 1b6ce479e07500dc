// SEC exhibits of the CUAD kinds in contract-exhibit-kinds.ts as filers' counsel drafted them over
// three decades, an eleventh stream: the 1990s "THIS AGREEMENT is made and entered into this 1st day
// of June, 1998 … WITNESSETH: WHEREAS …", the 2000s "ARTICLE V TERM AND TERMINATION / Section 5.01",
// the 2010s "(this "Agreement") is entered into effective as of … (the "Effective Date")". Parties
// with a state of incorporation and an address (neither is the governing law), one sometimes with its
// former name ("(formerly known as …)", "f/k/a"); an effective date in
// the preamble, only in the definitions under an undated preamble, defined where the term "shall
// commence on", or left blank ("as of the ____ day of ______, 1999", "this ____ day of June, 1999":
// null); a term for a period (or one that "shall expire three (3) years thereafter", or "of three (3)
// years, … ending on the third anniversary thereof"), "until December 31, 2003"
// (no duration: null), from a Launch Date the contract defines but does not date (not scored), until
// the last patent expires or the venture dissolves (null); renewal automatic ("successive one-year
// periods"), from year to year, at one party's option, by agreement, excluded or silent, its notice in
// days, calendar days, months, "60 days written notice" or redacted "[***]"; termination for cause with
// a cure period and for convenience by either party or by one; governing law beside a venue or
// arbitration seat in another state (in the same sentence or the next), or no law clause at all
// (null); signature dates, a filing footer "Source: …, 10-K, 3/30/2001" and running headers on every
// page, and a schedule after the signatures, sometimes "revised and effective as of" a later date.
import { escapeHtml as e, isoOf, laterDay, MONTHS, type Day } from "./formats";
import { para, runIn, type DraftContext, type Drafted } from "./contract-model";
import { daysOf, englishDate, period, termAlternatives, type Period } from "./contract-words";
import { kindText, ordinalWord, type ExhibitKind, type KindText } from "./contract-exhibit-kinds";
import { companyName, personName, type Company } from "./names";
import type { Rng } from "./random";

type Era = "nineties" | "noughties" | "tens";
/**
 * Where the effective date is printed: the preamble's "as of", its "this 1st day of", a defined term in
 * the preamble, only the definitions article ("Effective Date" means …) under an undated preamble, the
 * term clause, or nowhere (a blank).
 */
type DateMode = "as-of" | "day-of" | "defined" | "definition" | "commence" | "blank";

const STATES = [
  ["State of", "New York"],
  ["State of", "Delaware"],
  ["State of", "California"],
  ["State of", "Texas"],
  ["State of", "Ohio"],
  ["State of", "Georgia"],
  ["State of", "Florida"],
  ["State of", "Minnesota"],
  ["State of", "Nevada"],
  ["State of", "Colorado"],
  ["State of", "New Jersey"],
  ["State of", "Illinois"],
  ["State of", "Washington"],
  ["Commonwealth of", "Massachusetts"],
  ["Commonwealth of", "Pennsylvania"],
  ["Commonwealth of", "Virginia"],
] as const;
type State = (typeof STATES)[number];
const COUNTIES = ["Santa Clara", "New York", "Cook", "Harris", "Fulton", "King", "Hennepin", "Suffolk", "Franklin", "Clark"];
const ARBITRATION_CITIES = ["Chicago, Illinois", "San Francisco, California", "Dallas, Texas", "New York, New York", "Denver, Colorado", "Atlanta, Georgia"];

/** A state other than those given: venue, arbitration and incorporation are drawn apart from the law, as filed contracts set them. */
const otherState = (rng: Rng, ...not: State[]) => rng.pick(STATES.filter((s) => !not.includes(s)));

interface LawClause {
  truth: string | null;
  alternatives: string[];
  sentences: string[];
}

function lawClause(rng: Rng, law: State, venue: State): LawClause {
  const [kind, name] = law;
  const full = `${kind} ${name}`;
  if (rng.chance(0.1))
    // Some filed agreements choose no law at all; their venue clause names a state that is not the law.
    return {
      truth: null,
      alternatives: [],
      sentences: [
        `Each party submits to the jurisdiction of the state and federal courts located in ${rng.pick(COUNTIES)} County, ${venue[1]}, for any action arising out of this Agreement.`,
      ],
    };
  const chosen = rng.pick([
    `Any action arising out of this Agreement shall be brought in the courts of ${rng.pick(COUNTIES)} County, ${venue[1]}, and this Agreement shall in all respects be governed by the laws of the ${full}.`,
    `This Agreement shall be governed by and construed in accordance with the laws of the ${full}, without giving effect to the principles of conflicts of law thereof.`,
    `This Agreement shall be deemed to have been made in, and shall be construed pursuant to the laws of, the ${full}, without regard to conflicts of laws provisions thereof.`,
    `The validity, interpretation and performance of this Agreement shall be controlled by and construed under the laws of the ${full} (other than its choice of law rules).`,
    `This Agreement and the rights of the parties hereunder shall be governed by the internal laws of the ${full} applicable to agreements made and to be performed entirely within the ${full}.`,
  ]);
  const forum = rng.pick([
    `Any suit or proceeding arising out of this Agreement shall be brought exclusively in the state or federal courts located in ${rng.pick(COUNTIES)} County, ${venue[1]}, and each party consents to the personal jurisdiction of such courts.`,
    `Any dispute arising under this Agreement shall be finally settled by arbitration in ${rng.pick(ARBITRATION_CITIES)} under the Commercial Arbitration Rules of the American Arbitration Association, and judgment on the award may be entered in any court having jurisdiction.`,
    "",
  ]);
  return { truth: full, alternatives: [name], sentences: [chosen, forum].filter(Boolean) };
}

function effectiveDay(rng: Rng, era: Era): Day {
  const [from, to] = era === "nineties" ? [1996, 2001] : era === "noughties" ? [2002, 2011] : [2012, 2020];
  return { y: rng.int(from, to), m: rng.int(1, 12), d: rng.int(1, 28) };
}

const formOf = (c: Company) => (/LLC$/.test(c.name) ? "limited liability company" : "corporation");
const address = (c: Company) => `${c.street}, ${c.cityLine}`;

/** A party as the preamble introduces it, with its state of incorporation (or England) and address. */
function partyIntro(rng: Rng, printed: string, c: Company, role: string, person: boolean, incorporated: State): string {
  const defined = rng.pick([`("${role}")`, `(hereinafter referred to as "${role}")`, `(the "${role}")`, `(hereinafter "${role}")`]);
  if (person) return `${printed}, an individual residing at ${address(c)} ${defined}`;
  if (c.country === "UK") return `${printed}, a company incorporated in England and Wales, having its registered office at ${address(c)} ${defined}`;
  // A company renamed since the deal was struck is printed with its former name (not a party). Drawn
  // from a fork, so the other draws of a document stay what they were.
  const renamed = rng.fork("former-name");
  const former = renamed.chance(0.2) ? `${renamed.pick(["formerly known as", "f/k/a"])} ${companyName(renamed, "US").name}` : null;
  const name = former ? `${printed} (${printed === printed.toUpperCase() ? former.toUpperCase() : former})` : printed;
  return rng.pick([
    `${name}, a ${incorporated[1]} ${formOf(c)}, with its principal place of business at ${address(c)} ${defined}`,
    `${name}, a ${formOf(c)} organized and existing under the laws of the ${incorporated.join(" ")}, having offices at ${address(c)} ${defined}`,
    `${name}, a ${incorporated[1]} ${formOf(c)} ${defined}`,
  ]);
}

interface Terms {
  /** The term clause's sentences. */
  term: string[];
  /** The initial term's truth: the printed period, null (none printed), or undefined (not scored). */
  initialTerm: string | null | undefined;
  renews: boolean;
}

export function exhibitContract(c: DraftContext, kind: ExhibitKind): Drafted {
  const { rng, terms, form } = c;
  const era = rng.pick<Era>(["nineties", "noughties", "tens"]);
  const effective = effectiveDay(rng, era);
  const kt = kindText(kind, { rng, form, individual: c.individual2, payment: terms.payment, warranty: terms.warranty });
  const [role1, role2] = kt.roles;
  const mode = rng.weighted(kt.termModes);
  const fixed = mode === "period" || mode === "launch";
  const dateMode = rng.weighted<DateMode>([
    ["as-of", 4],
    ["day-of", era === "nineties" ? 3 : 1],
    ["defined", era === "nineties" ? 0 : 3],
    ["definition", era === "nineties" ? 1 : 2],
    ["commence", fixed ? 2 : 0],
    ["blank", 1],
  ]);
  const effText = englishDate(effective, dateMode === "day-of" ? "day-of" : "month-d-y");
  const p = (x: Period, possessive = false) => period(x, "en", form, { possessive });

  // The renewal these modes print: a covenant, a patent's life or a venture's existence does not renew.
  const renewal = fixed ? terms.renewal : "silent";
  const renewing = renewal === "auto" || renewal === "evergreen" || renewal === "indefinite";
  const redactedNotice = renewing && rng.chance(0.12);
  const notice = renewing ? terms.nonRenewalNotice : null;
  // Older drafting drops the possessive's apostrophe ("60 days written notice"); some count "calendar days".
  const noticeStyle = rng.pick(["plain", "plain", "calendar", "bare"] as const);
  const noticeText = (possessive: boolean) =>
    redactedNotice
      ? "[***] days"
      : noticeStyle === "calendar"
        ? p(notice!).replace(/ days$/, " calendar days")
        : p(notice!, possessive && noticeStyle === "plain");
  const convenience = fixed ? terms.convenience : null;

  // --- the term ---
  const anchor = dateMode === "commence" ? `${effText} (the "Effective Date")` : "the Effective Date";
  const endDay: Day = { y: effective.y + Math.max(1, terms.term.unit === "year" ? terms.term.n : Math.round(terms.term.n / 12)), m: 12, d: 31 };
  const endText = englishDate(endDay, "month-d-y");
  const t: Terms = ((): Terms => {
    switch (mode) {
      case "launch": {
        const years = terms.term.unit === "year" ? terms.term.n : Math.max(1, Math.round(terms.term.n / 12));
        const expected = laterDay(rng, effective, 30, 150, "iso");
        return {
          term: [
            rng.chance(0.5)
              ? `The term of this Agreement shall commence on ${anchor} and, unless terminated earlier as provided herein, shall continue until the ${ordinalWord(years)} anniversary of the Launch Date (the "Initial Term").`
              : `The term of this Agreement shall commence on ${anchor} and shall continue for a period of ${c.termText} following the Launch Date (the "Initial Term").`,
            `As used herein, "Launch Date" means ${kt.launch}. The parties anticipate that the Launch Date will occur on or about ${englishDate(expected, "month-d-y")}.`,
          ],
          initialTerm: undefined,
          renews: true,
        };
      }
      case "patent-life":
        return {
          term: [
            `This Agreement shall become effective on ${anchor} and shall remain in effect until the expiration of the last to expire of the Assigned Patents, unless earlier terminated by mutual written agreement of the parties.`,
          ],
          initialTerm: null,
          renews: false,
        };
      case "dissolution":
        return {
          term: [
            `The Venture shall commence on ${anchor} and shall continue until it is dissolved and its affairs wound up in accordance with this Agreement.`,
          ],
          initialTerm: null,
          renews: false,
        };
      case "restricted":
        return {
          term: [
            "This Agreement shall terminate upon the expiration of the Restricted Period, except as to obligations that have accrued before such expiration.",
          ],
          initialTerm: undefined,
          renews: false,
        };
      case "period":
        if (rng.chance(0.2))
          return {
            term: [
              rng.pick([
                `The term of this Agreement shall commence on ${anchor} and shall end on ${endText} (the "Initial Term"), unless sooner terminated as provided herein.`,
                `This Agreement shall be effective as of ${anchor} and shall continue in effect until ${endText} (the "Initial Term").`,
              ]),
            ],
            initialTerm: null,
            renews: true,
          };
        return {
          term: [
            rng.pick([
              `The term of this Agreement shall commence on ${anchor} and shall continue for a period of ${c.termText} (the "Initial Term"), unless earlier terminated as provided herein.`,
              `This Agreement shall become effective on ${anchor} and shall remain in full force and effect for an initial term of ${c.termText}.`,
              `This Agreement shall commence on ${anchor} and shall expire ${c.termText} thereafter (the "Initial Term"), unless sooner terminated as provided herein.`,
              `Unless sooner terminated in accordance with this Article, this Agreement shall have an initial term of ${c.termText} commencing on ${anchor} (the "Initial Term").`,
              ...(dateMode === "commence" ? [] : [`This Agreement shall remain in full force and effect for ${c.termText} from the date hereof.`]),
            ]),
          ].map((sentence) =>
            // A term of years may also be printed with the anniversary it ends on (a fork: the other draws stay).
            terms.term.unit === "year" && rng.fork("anniversary").chance(0.3)
              ? `This Agreement shall have a term of ${c.termText}, commencing on ${anchor} and ending on the ${ordinalWord(terms.term.n)} anniversary thereof (the "Initial Term").`
              : sentence,
          ),
          initialTerm: c.termText,
          renews: true,
        };
    }
  })();

  // --- renewal ---
  const rt = p(terms.renewalTerm);
  // "successive one-year periods": the adjective drafters hyphenate.
  const rtAdjective = terms.renewalTerm.n === 1 && rng.chance(0.5) ? `one-${terms.renewalTerm.unit}` : rt;
  const noLater = rng.pick(["not less than", "no later than", "not later than", "at least"]);
  const renewalText: string[] = !t.renews
    ? []
    : renewal === "auto"
      ? [
          rng.pick([
            `Thereafter, this Agreement shall automatically renew for successive ${rtAdjective} periods (each, a "Renewal Term") unless either party gives written notice of its intention not to renew ${noLater} ${noticeText(false)} prior to the expiration of the then-current term.`,
            `This Agreement shall be renewed automatically for successive periods of ${rt} each, unless either party shall have given notice of termination to the other party ${noLater} ${noticeText(false)} prior to the expiration of the then current term.`,
            `Upon the expiration of the Initial Term, this Agreement shall be automatically extended for additional terms of ${rt} each, unless either party notifies the other in writing at least ${noticeText(false)} before the end of the Initial Term or any renewal term that it does not wish to extend this Agreement.`,
            `This Agreement shall renew automatically for consecutive renewal periods of ${rt} unless terminated by either party upon ${noticeText(true)} written notice prior to the end of the then current term.`,
          ]),
        ]
      : renewal === "evergreen"
        ? [
            `Thereafter, this Agreement shall continue from year to year unless either party gives the other written notice of termination at least ${noticeText(false)} before the end of the Initial Term or of any subsequent year.`,
          ]
        : renewal === "indefinite"
          ? [
              `Thereafter, this Agreement shall continue in effect until terminated by either party upon ${noticeText(true)} prior written notice to the other party.`,
            ]
          : renewal === "none"
            ? [
                rng.pick([
                  "This Agreement shall not renew automatically. Any extension of the term shall require a written amendment signed by both parties.",
                  "Upon expiration of the Initial Term this Agreement shall expire and shall not be automatically renewed.",
                ]),
              ]
            : renewal === "mutual"
              ? [
                  rng.pick([
                    `This Agreement may be renewed for additional periods of ${rt} upon the mutual written agreement of the parties.`,
                    `${role2} shall have the option to renew this Agreement for one (1) additional term of ${rt} by giving written notice to ${role1} not less than ${p({ n: rng.pick([60, 90, 120]), unit: "day" })} prior to the expiration of the Initial Term.`,
                  ]),
                ]
              : [];

  // --- termination ---
  const termination = [
    rng.pick([
      `Either party may terminate this Agreement upon written notice if the other party materially breaches this Agreement and fails to cure such breach within ${p(terms.cure)} after receipt of written notice thereof.`,
      `If either party defaults in the performance of any material obligation hereunder and such default remains uncured ${p(terms.cure)} after written notice from the non-defaulting party, the non-defaulting party may terminate this Agreement immediately by written notice.`,
    ]),
    `Either party may terminate this Agreement immediately if the other party becomes insolvent, makes an assignment for the benefit of creditors, or becomes the subject of any proceeding under bankruptcy law that is not dismissed within ${p({ n: rng.pick([45, 60, 90]), unit: "day" })}.`,
    ...(convenience
      ? [
          rng.pick([
            `Either party may terminate this Agreement at any time, for any reason or no reason, upon ${p(convenience, true)} prior written notice to the other party.`,
            `Either party may terminate this Agreement without cause upon not less than ${p(convenience)} prior written notice.`,
            `${role1} may terminate this Agreement for convenience at any time upon ${p(convenience, true)} prior written notice to ${role2}.`,
          ]),
        ]
      : []),
  ];

  // --- law ---
  const lawState = rng.pick(STATES);
  const incorporated = rng.chance(0.5) ? lawState : otherState(rng, lawState);
  const incorporated2 = otherState(rng, lawState);
  const law = lawClause(rng, lawState, otherState(rng, lawState));

  // --- preamble ---
  const title = kt.title;
  const intro1 = partyIntro(rng, c.name1, c.p1, role1, false, incorporated);
  const intro2 = partyIntro(rng, c.name2, c.p2, role2, c.individual2, incorporated2);
  const blankYear = effective.y;
  const preamble =
    dateMode === "blank"
      ? rng.chance(0.5)
        ? `THIS ${title.toUpperCase()} (this "Agreement") is made and entered into as of the ____ day of ____________, ${blankYear}, by and between ${intro1}, and ${intro2}.`
        : `THIS ${title.toUpperCase()} (this "Agreement") is made and entered into this ____ day of ${MONTHS.en[effective.m - 1]}, ${blankYear}, by and between ${intro1}, and ${intro2}.`
      : era === "nineties"
        ? dateMode === "day-of"
          ? `THIS ${title.toUpperCase()} (the "Agreement") is made and entered into ${rng.pick(["", "as of "])}this ${effText.replace(/^the /, "")}, by and between ${intro1}, and ${intro2}.`
          : dateMode === "definition"
            ? `THIS ${title.toUpperCase()} (the "Agreement") is made and entered into by and between ${intro1}, and ${intro2}.`
            : `THIS ${title.toUpperCase()} (the "Agreement") is made and entered into as of ${dateMode === "commence" ? englishDate(laterDay(rng, effective, -40, -5, "iso"), "month-d-y") : effText}, by and between ${intro1}, and ${intro2}.`
        : dateMode === "defined"
          ? `This ${title} (this "Agreement") is entered into effective as of ${effText} (the "Effective Date"), by and between ${intro1}, and ${intro2}.`
          : dateMode === "definition"
            ? `This ${title} (the "Agreement") is made and entered into by and between ${intro1}, and ${intro2}.`
            : dateMode === "commence"
              ? `This ${title} (this "Agreement") is dated as of ${englishDate(laterDay(rng, effective, -40, -5, "iso"), "month-d-y")} and is entered into by and between ${intro1}, and ${intro2}.`
              : `This ${title} (the "Agreement") is made and entered into as of ${effText}, by and between ${intro1}, and ${intro2}.`;
  // A preamble date that is not defined as the Effective Date is defined here, as filed agreements do.
  // (Left blank, the date first written above dates nothing: the effective date is then null.)
  const effectiveDefinition =
    dateMode === "as-of" || dateMode === "day-of" || dateMode === "blank"
      ? `"Effective Date" means the date first written above.`
      : dateMode === "definition"
        ? `"Effective Date" ${rng.pick(["means", "shall mean"])} ${effText}.`
        : null;

  const prior = laterDay(rng, effective, -700, -120, "iso");
  const recitals = [
    ...kt.recitals,
    ...(rng.chance(0.4)
      ? [`the parties entered into a letter of intent dated ${englishDate(prior, "month-d-y")} regarding the transactions contemplated hereby`]
      : []),
  ];

  // --- sections ---
  const trade: Array<[string, string]> = kt.clauses;
  const termSection: Array<[string, string]> = [
    ...(renewalText.length && rng.chance(0.5)
      ? ([
          ["Term", t.term.join(" ")],
          ["Renewal", renewalText.join(" ")],
        ] as Array<[string, string]>)
      : ([["Term", [...t.term, ...renewalText].join(" ")]] as Array<[string, string]>)),
    ["Termination", termination.join(" ")],
    [
      "Effect of Termination",
      `Upon any expiration or termination of this Agreement, each party shall return the other party's Confidential Information, and Sections ${rng.int(6, 9)}, ${rng.int(10, 12)} and ${rng.int(13, 15)} shall survive.`,
    ],
  ];
  const general: Array<[string, string]> = [
    [
      "Confidentiality",
      `Each party shall hold the other party's Confidential Information in confidence during the term of this Agreement and for ${p(terms.survival)} thereafter.`,
    ],
    [
      "Notices",
      `All notices hereunder shall be in writing and shall be deemed given when delivered personally, one (1) business day after deposit with a recognized overnight courier, or ${rng.pick(["three (3)", "five (5)"])} business days after deposit in the United States mail, postage prepaid, addressed to the party at its address set forth above.`,
    ],
    ...(law.sentences.length ? [["Governing Law", law.sentences.join(" ")] as [string, string]] : []),
    [
      "Assignment",
      `Neither party may assign this Agreement without the prior written consent of the other party, which consent shall not be unreasonably withheld.`,
    ],
    [
      "Entire Agreement",
      "This Agreement, together with its Exhibits, constitutes the entire agreement between the parties with respect to its subject matter and supersedes all prior agreements and understandings, whether written or oral.",
    ],
    [
      "Counterparts",
      "This Agreement may be executed in counterparts, each of which shall be deemed an original and all of which together shall constitute one instrument.",
    ],
  ];
  const sections: Array<[string, Array<[string, string]>]> = [
    [
      "Definitions",
      [
        [
          "Defined Terms",
          [
            effectiveDefinition,
            `"Confidential Information" means all non-public information disclosed by one party to the other in connection with this Agreement.`,
          ]
            .filter(Boolean)
            .join(" "),
        ],
      ],
    ],
    [rng.pick(["Rights and Obligations", "Scope of Agreement", "Business Terms"]), trade],
    ["Term and Termination", termSection],
    ["General Provisions", general],
  ];

  const blocks: string[] = [];
  blocks.push(`<h1>${e(title.toUpperCase())}</h1>`);
  blocks.push(para(preamble));
  if (era === "nineties") {
    blocks.push(`<p style="text-align:center"><b>WITNESSETH:</b></p>`);
    for (const r of recitals) blocks.push(para(`WHEREAS, ${r}; and`));
    blocks.push(
      para(
        "NOW, THEREFORE, in consideration of the mutual covenants and agreements herein contained, and for other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, the parties agree as follows:",
      ),
    );
  } else {
    blocks.push(`<h3>${era === "tens" ? "BACKGROUND" : "RECITALS"}</h3>`);
    recitals.forEach((r, i) => blocks.push(para(`${String.fromCharCode(65 + i)}. ${r.charAt(0).toUpperCase()}${r.slice(1)}.`)));
    blocks.push(para("NOW, THEREFORE, the parties agree as follows:"));
  }
  const roman = ["I", "II", "III", "IV", "V", "VI"];
  sections.forEach(([heading, clauses], i) => {
    if (era === "noughties") blocks.push(`<h3>ARTICLE ${roman[i]}<br>${e(heading.toUpperCase())}</h3>`);
    else if (era === "tens") blocks.push(`<h3>${i + 1}. ${e(heading)}</h3>`);
    clauses.forEach(([sub, text], j) => {
      const number =
        era === "nineties" ? `${i + 1}.${j + 1}` : era === "noughties" ? `Section ${i + 1}.${String(j + 1).padStart(2, "0")}` : `${i + 1}.${j + 1}`;
      blocks.push(runIn(era === "nineties" ? `${number} ${sub.toUpperCase()}.` : `${number} ${sub}.`, text));
    });
  });
  blocks.push(para("IN WITNESS WHEREOF, the parties hereto have executed this Agreement as of the date first above written."));
  blocks.push(signatures(rng, c, title, effective, [role1, role2]));
  // A schedule replaced after signing carries its own, later date: a decoy for the effective date.
  blocks.push(exhibitPage(kt, rng.chance(0.35) ? englishDate(laterDay(rng, effective, 60, 500, "iso"), "month-d-y") : null));

  const html = paginate(rng, blocks, c, effective);
  const noticeDays = notice && !redactedNotice ? daysOf(notice) : convenience && !redactedNotice ? daysOf(convenience) : null;
  const truth: Record<string, unknown> = {
    effective_date: dateMode === "blank" ? null : isoOf(effective),
    ...(t.initialTerm !== undefined ? { initial_term: t.initialTerm } : {}),
    auto_renews: !t.renews || renewal === "silent" ? null : renewal === "auto" || renewal === "evergreen" ? true : renewal === "none" ? false : null,
    ...(redactedNotice && convenience ? {} : { termination_notice_days: noticeDays }),
    governing_law: law.truth,
  };
  const unscored = [
    ...(t.initialTerm === undefined ? ["initial_term"] : []),
    // By agreement or at one party's option it neither renews automatically nor is it excluded; a contract running on until terminated does not renew.
    ...(t.renews && (renewal === "mutual" || renewal === "indefinite") ? ["auto_renews"] : []),
    // The non-renewal notice redacted beside a printed convenience notice: the document does not settle which a reader should give.
    ...(redactedNotice && convenience ? ["termination_notice_days"] : []),
  ];
  return {
    html,
    truth,
    unscored,
    alternatives: {
      ...(t.initialTerm ? { initial_term: termAlternatives(terms.term, c.termText) } : { initial_term: [] }),
      governing_law: law.alternatives,
    },
    mustPrint: [...(dateMode === "blank" ? [] : [effText]), ...(t.initialTerm ? [c.termText] : [])],
  };
}

function signatures(rng: Rng, c: DraftContext, title: string, effective: Day, [role1, role2]: readonly [string, string]): string {
  // Signers date their blocks on other days than the agreement's: decoys for the effective date.
  const date = () => (rng.chance(0.4) ? `<br>Date: ${e(englishDate(laterDay(rng, effective, -10, 25, "iso"), "month-d-y"))}` : "");
  const company = (name: string, role: string, signer = personName(rng)) =>
    `<div><b>${e(name)}</b><br>(${e(role)})<br><br>By: /s/ ${e(signer)}<br>Name: ${e(signer)}<br>Title: ${e(rng.pick(["President", "Chief Executive Officer", "Vice President", "Chief Financial Officer"]))}${date()}</div>`;
  const person = (name: string, role: string) => `<div><b>${e(role.toUpperCase())}</b><br><br>/s/ ${e(name)}<br>${e(name)}${date()}</div>`;
  return `<div class="sig">${company(c.name1, role1)}${c.individual2 ? person(c.name2, role2) : company(c.name2, role2)}</div><p style="text-align:center">[Signature Page to ${e(title)}]</p>`;
}

function exhibitPage(kt: KindText, revised: string | null): string {
  const [caption, rows] = kt.exhibit;
  const letter = /^Schedule/.test(caption) ? "" : "EXHIBIT A<br>";
  const dated = revised ? para(`(As revised and effective as of ${revised})`) : "";
  return `<div style="break-before: page"><h3 style="text-align:center">${letter}${e(caption.toUpperCase())}</h3>${dated}${rows.map((r) => para(r)).join("")}</div>`;
}

/** Pages of a few blocks, each under a running header and over a filing footer, as EDGAR exhibits print. */
function paginate(rng: Rng, blocks: string[], c: DraftContext, effective: Day): string {
  const exhibitNo = `Exhibit 10.${rng.int(1, 40)}`;
  const legend = rng.chance(0.5);
  const filer = rng.pick([c.name1, c.name2]).toUpperCase();
  const filed = laterDay(rng, effective, 30, 400, "iso");
  const filing = `${filed.m}/${filed.d}/${filed.y}`;
  const footerStyle = rng.pick(["source", "page-of", "dash"] as const);
  const form = rng.pick(["10-K", "10-Q", "8-K", "S-1", "10-K405"]);
  const perPage = rng.int(7, 10);
  const pages: string[][] = [];
  for (let i = 0; i < blocks.length - 1; i += perPage) pages.push(blocks.slice(i, Math.min(i + perPage, blocks.length - 1)));
  // The exhibit after the signatures is a page of its own.
  pages.push([blocks[blocks.length - 1]!]);
  const top = legend
    ? para(
        "CERTAIN CONFIDENTIAL INFORMATION CONTAINED IN THIS DOCUMENT, MARKED BY [***], HAS BEEN OMITTED AND FILED SEPARATELY WITH THE SECURITIES AND EXCHANGE COMMISSION PURSUANT TO A REQUEST FOR CONFIDENTIAL TREATMENT.",
      )
    : "";
  return pages
    .map((blocksOfPage, i) => {
      const footer =
        footerStyle === "source" ? `Source: ${filer}, ${form}, ${filing}` : footerStyle === "page-of" ? `Page ${i + 1} of ${pages.length}` : `-${i + 1}-`;
      const header = `${exhibitNo}${legend ? " — Confidential Treatment Requested" : ""}`;
      const body = blocksOfPage.join("");
      return `<div class="pg"><div class="hdr">${e(header)}</div>${i === 0 ? top : ""}${body}<div class="ftr">${e(footer)}</div></div>`;
    })
    .join("");
}
