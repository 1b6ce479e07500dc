// Agreements drafted in the common-law countries outside the US and the UK, as SEC filers and their
// counterparties sign them (a twelfth stream; the legal systems are in contract-commonwealth-places.ts):
// - made-between: "THIS AGREEMENT is made on 27 November 2024 BETWEEN: (1) … PTY LTD (ACN …) of …
//   ("Supplier"); and (2) …", "BACKGROUND", "IT IS AGREED", clauses "1.1", definitions that "mean";
// - details: an Australian "Details" schedule in front (Date, Parties with ACN/ABN and short name,
//   Commencement Date, Initial Term, Renewal Period, Notice Period) and "Agreed terms" that refer to it;
// - witnesses: Canadian "THIS AGREEMENT made as of the 27th day of November, 2024. BETWEEN: … – and –
//   …", "NOW THEREFORE THIS AGREEMENT WITNESSES", Articles and Sections, a language clause in French;
// - executed-at: Indian "This Agreement is executed at Bengaluru on this 27th day of November, 2024 BY
//   AND BETWEEN … (hereinafter referred to as "…", which expression shall, unless repugnant to the
//   context …) of the ONE PART; AND … of the OTHER PART", CIN, rupee amounts, stamp duty;
// - entered-into: an Israeli or offshore filer's "entered into as of 27 November, 2024 (the
//   "Effective Date") by and between … Ltd., a company incorporated under the laws of the State of
//   Israel, and …, a Delaware corporation".
// The date is the agreement's, or a Commencement Date of its own in the definitions or the details, or
// a blank ("dated ____ 2024", null); the term "for a period of three years from the Commencement
// Date", 36 months, until an end date (null) or until terminated (null); renewal "for further periods of
// 12 months" unless notice in days, clear days, calendar months or Business Days (not scored), from year
// to year, at the customer's option (not scored), excluded, by agreement or silent; and the decoys:
// places of incorporation, courts and arbitration seats (SIAC, HKIAC, LCIA, ACICA) beside the law,
// GST/HST, VAT and stamp duty, payment within days of a tax invoice, cure periods, notices deemed
// received in Business Days, meetings on clear days' notice, confidentiality that survives for years,
// signature dates, and schedules of fees and service levels after the signatures.
import { escapeHtml as e, isoOf, laterDay, MONTHS, type Day } from "./formats";
import { para, type DraftContext, type Drafted } from "./contract-model";
import { daysOf, englishNumber, period, termAlternatives, type Period } from "./contract-words";
import { JURISDICTIONS, type Place } from "./contract-commonwealth-places";
import { companyName, personName } from "./names";
import type { Rng } from "./random";

type Style = "made-between" | "details" | "witnesses" | "executed-at" | "entered-into";

const STYLES: Record<Place, ReadonlyArray<readonly [Style, number]>> = {
  canada: [
    ["witnesses", 3],
    ["entered-into", 1],
    ["made-between", 1],
  ],
  australia: [
    ["details", 3],
    ["made-between", 2],
  ],
  "new-zealand": [
    ["made-between", 2],
    ["details", 1],
  ],
  ireland: [
    ["made-between", 3],
    ["entered-into", 1],
  ],
  singapore: [
    ["made-between", 3],
    ["details", 1],
    ["entered-into", 1],
  ],
  "hong-kong": [
    ["made-between", 3],
    ["entered-into", 1],
  ],
  india: [
    ["executed-at", 4],
    ["made-between", 1],
  ],
  israel: [
    ["entered-into", 3],
    ["witnesses", 1],
  ],
  bermuda: [
    ["made-between", 1],
    ["entered-into", 2],
  ],
  cayman: [
    ["entered-into", 2],
    ["made-between", 1],
  ],
};

const TRADES = [
  ["Services Agreement", "Supplier", "Customer", "provide the Services described in Schedule 1"],
  ["Distribution Agreement", "Principal", "Distributor", "distribute the Products in the Territory"],
  ["Software Licence Agreement", "Licensor", "Licensee", "license the Software and provide Support"],
  ["Master Services Agreement", "Service Provider", "Client", "perform the services set out in each Statement of Work"],
  ["Supply Agreement", "Supplier", "Purchaser", "manufacture and supply the Products"],
  ["Reseller Agreement", "Vendor", "Reseller", "resell the Products to end users in the Territory"],
] as const;

interface Party {
  name: string;
  short: string;
  intro: string;
  address: string;
  registration: string;
  place: Place | "us";
}

const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;

/** "27th day of November 2024", "27 November, 2024", "27th November 2024", "November 27, 2024". */
function dateText(rng: Rng, day: Day, monthFirst: number): string {
  const month = MONTHS.en[day.m - 1]!;
  if (rng.chance(monthFirst)) return `${month} ${day.d}, ${day.y}`;
  return rng.pick([
    `${ordinal(day.d)} day of ${month} ${day.y}`,
    `${ordinal(day.d)} day of ${month}, ${day.y}`,
    `${day.d} ${month} ${day.y}`,
    `${day.d} ${month}, ${day.y}`,
    `${ordinal(day.d)} ${month}, ${day.y}`,
    `${ordinal(day.d)} ${month} ${day.y}`,
  ]);
}

function makeParty(rng: Rng, place: Place | "us", upper: boolean): Party {
  const base = companyName(rng, "UK").short;
  if (place === "us") {
    const form = rng.pick(["Inc.", "Corp.", "LLC"]);
    const name = `${base} ${form}`;
    const printed = upper ? name.toUpperCase() : name;
    const state = rng.pick(["Delaware", "Nevada", "California", "New York"]);
    const address = `${rng.int(10, 2400)} ${rng.pick(["Market Street", "Main Street", "Park Avenue"])}, ${rng.pick(["San Jose, California 95113", "New York, New York 10022", "Austin, Texas 78701"])}`;
    return {
      name: printed,
      short: base,
      intro: `a ${state} ${form === "LLC" ? "limited liability company" : "corporation"}`,
      address,
      registration: "",
      place,
    };
  }
  const j = JURISDICTIONS[place];
  const name = `${base} ${rng.pick(j.forms)}`;
  const [, cityLine] = rng.pick(j.cities);
  return {
    name: upper ? name.toUpperCase() : name,
    short: base,
    intro: rng.pick(j.incorporated),
    address: `${rng.int(1, 480)} ${rng.pick(j.streets)}, ${cityLine}`,
    registration: j.registration(rng),
    place,
  };
}

/** "the 27th day of November 2024" but "27 November 2024": the article a day-of date takes in a sentence. */
const on = (text: string) => (/ day of /.test(text) ? `the ${text}` : text);

/** A notice period as printed, and what the truth counts: days (clear or calendar), months as 30 days, Business Days not scored. */
function noticeText(rng: Rng, p: Period, form: DraftContext["form"]): { text: string; days: number | undefined } {
  if (p.unit === "month") {
    const calendar = rng.chance(0.4) ? "calendar " : "";
    const n = form === "digits" ? String(p.n) : englishNumber(p.n);
    return { text: `${n} ${calendar}${p.n === 1 ? "month's" : "months'"}`, days: daysOf(p) };
  }
  const kind = rng.weighted([
    ["plain", 5],
    ["clear", 2],
    ["business", 1],
  ] as const);
  if (kind === "business") {
    const n = rng.pick([20, 30, 40, 60]);
    return { text: `${form === "digits" ? n : `${englishNumber(n)} (${n})`} Business Days'`, days: undefined };
  }
  const printed = period(p, "en", form, { possessive: true });
  return { text: kind === "clear" ? printed.replace(/ days'$/, " clear days'") : printed, days: daysOf(p) };
}

/** Clause headings: "1. DEFINITIONS", "ARTICLE 1 – INTERPRETATION", or a bold run-in "1 Definitions". */
type Heading = (n: number, title: string) => string;
const HEADINGS: readonly Heading[] = [
  (n, t) => `<h3>${n}. ${e(t.toUpperCase())}</h3>`,
  (n, t) => `<h3>ARTICLE ${n} – ${e(t.toUpperCase())}</h3>`,
  (n, t) => `<h3>${n}&nbsp;&nbsp;${e(t)}</h3>`,
];

export function commonwealthContract(c: DraftContext, place: Place): Drafted {
  const { rng, terms, form } = c;
  const j = JURISDICTIONS[place];
  const style = rng.weighted(STYLES[place]);
  const [title, role1, role2, grant] = rng.pick(TRADES);
  const upper = rng.chance(0.5);
  const p1 = makeParty(rng, place, upper);
  const otherPlace: Place | "us" = rng.weighted<Place | "us">([
    [place, 3],
    ["us", 3],
    [rng.pick(["singapore", "hong-kong", "australia", "canada", "ireland"] as const), 1],
  ]);
  let p2 = makeParty(rng, otherPlace, upper);
  while (p2.short.split(" ")[0] === p1.short.split(" ")[0]) p2 = makeParty(rng, otherPlace, upper);
  // A US filer often names itself first; the foreign party second.
  const [first, second] = otherPlace === "us" && rng.chance(0.4) ? [p2, p1] : [p1, p2];
  // The clauses speak of the supplier and the customer by role; the preamble gives each party its own.
  const [r1, r2] = [role1, role2];
  const [firstRole, secondRole] = first === p1 ? [role1, role2] : [role2, role1];
  const law = rng.chance(otherPlace === "us" && style === "entered-into" ? 0.35 : 0.1)
    ? {
        truth: "State of New York",
        alternatives: ["New York"],
        sentence:
          "This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.",
      }
    : j.laws(rng);
  const monthFirst = j.monthFirst;

  // The dates: the agreement's own, a Commencement Date of its own, or a blank left for the signing.
  const dating = rng.weighted([
    ["dated", 5],
    ["commencement", style === "details" ? 4 : 2],
    ["blank", 1],
  ] as const);
  const commencement = terms.effective;
  const dated = dating === "commencement" ? laterDay(rng, commencement, -30, -3, "iso") : commencement;
  const datedText = dating === "blank" ? `__________ ${dated.y}` : dateText(rng, dated, monthFirst);
  const commencementText = dateText(rng, commencement, monthFirst);
  const effective: string | null = dating === "blank" ? null : isoOf(commencement);
  const startWord = style === "entered-into" || style === "executed-at" ? "Effective Date" : "Commencement Date";

  // The term: a period, an end date (no duration: null), or until terminated (null).
  const renewal = terms.renewal;
  const termMode = renewal === "indefinite" ? "until-terminated" : rng.chance(0.12) ? "end-date" : "period";
  const termText = c.termText;
  const endDay = { ...commencement, y: commencement.y + rng.int(2, 4) };
  const initialTerm: string | null = termMode === "period" ? termText : null;

  const notice = terms.nonRenewalNotice ? noticeText(rng, terms.nonRenewalNotice, form) : null;
  const convenience = terms.convenience ? noticeText(rng, terms.convenience, form) : null;
  const renewalPeriod = rng.pick(["12 months", "twelve (12) months", "one year", "2 years"]);
  const option = renewal === "mutual" && rng.chance(0.5);

  const details = style === "details";
  const termSentence =
    termMode === "period"
      ? details
        ? `This agreement begins on the Commencement Date and continues for the Initial Term set out in the Details, unless terminated earlier in accordance with clause 12.`
        : rng.pick([
            `This Agreement shall commence on the ${startWord} and shall continue for a period of ${termText} from the ${startWord} (the "Initial Term"), unless terminated earlier in accordance with its terms.`,
            `The term of this Agreement is ${termText} commencing on the ${startWord} (the "Initial Term").`,
            `Subject to earlier termination, this Agreement shall remain in force for an initial term of ${termText} from the ${startWord}.`,
          ])
      : termMode === "end-date"
        ? `This Agreement commences on the ${startWord} and expires on ${dateText(rng, endDay, monthFirst)} (the "Expiry Date"), unless terminated earlier.`
        : `This Agreement commences on the ${startWord} and continues until terminated by either party giving the other not less than ${notice?.text ?? "three months'"} written notice.`;
  const renewalSentence =
    renewal === "auto" && notice
      ? rng.pick([
          `On the expiry of the Initial Term this Agreement shall automatically renew for further periods of ${renewalPeriod} (each a "Renewal Period") unless either party gives the other not less than ${notice.text} written notice of its intention not to renew before the end of the Initial Term or the then current Renewal Period.`,
          `This Agreement will be extended automatically for successive renewal terms of ${renewalPeriod} each, unless a party notifies the other in writing at least ${notice.text.replace(/'$/, "")} prior to the expiry of the then current term that it does not wish to extend it.`,
        ])
      : renewal === "evergreen" && notice
        ? `Thereafter this Agreement shall continue from year to year until terminated by either party giving not less than ${notice.text} written notice expiring on an anniversary of the ${startWord}.`
        : renewal === "none"
          ? "This Agreement shall not be renewed or extended automatically, and shall expire at the end of the Initial Term."
          : renewal === "mutual"
            ? option
              ? `The ${r2} may, by written notice given not less than three months before the expiry of the Initial Term, extend this Agreement for one further period of ${renewalPeriod} on the same terms.`
              : "The parties may agree in writing to extend this Agreement for such further period as they may agree."
            : "";
  const convenienceSentence =
    convenience && termMode !== "until-terminated"
      ? `Either party may terminate this Agreement for convenience at any time by giving not less than ${convenience.text} written notice to the other party.`
      : "";

  // Decoys: payment and tax, stamp duty, cure, notices, meetings, confidentiality, arbitration.
  const [institution, seat] = rng.pick(j.arbitration);
  const cure = period(terms.cure, "en", form);
  const payment = period(terms.payment, "en", form);
  const survival = period(terms.survival, "en", form);
  const fee = j.money(rng);
  const clauses: Array<[string, string[]]> = [
    [
      "Definitions and interpretation",
      [
        `In this Agreement: "Business Day" means a day other than a Saturday, Sunday or public holiday on which banks are open for business in ${rng.pick(j.cities)[0]};`,
        ...(dating === "commencement" && !details ? [`"${startWord}" means ${on(commencementText)};`] : []),
        `"Confidential Information" means all information disclosed by a party that is marked or ought reasonably to be regarded as confidential;`,
        ...(termMode === "period" && !details && rng.chance(0.3)
          ? [`"Contract Year" means each period of twelve months beginning on the ${startWord} or an anniversary of it.`]
          : []),
      ],
    ],
    [
      "Appointment",
      [
        `The ${r1} agrees to ${grant} to the ${r2} on the terms of this Agreement.`,
        `The ${r2} shall notify the ${r1} of any defect within ${period(terms.warranty, "en", form)} of delivery.`,
      ],
    ],
    ["Term", [termSentence, renewalSentence].filter(Boolean)],
    [
      "Fees and payment",
      [
        `In consideration of the Services the ${r2} shall pay the fees set out in Schedule 2, being ${fee} per ${rng.pick(["quarter", "month", "Contract Year"])}.`,
        `The ${r2} shall pay each correctly rendered tax invoice within ${payment} after the date of its receipt.`,
        j.tax,
        ...(rng.chance(0.5)
          ? [
              `Any stamp duty payable on or in connection with this Agreement shall be borne by the ${r2}, who shall pay it within fourteen (14) days of the date of execution.`,
            ]
          : []),
      ],
    ],
    [
      "Termination",
      [
        convenienceSentence,
        `Either party may terminate this Agreement immediately by notice if the other party commits a material breach and fails to remedy it within ${cure} after receiving written notice requiring it to do so, or if an administrator, receiver, liquidator or judicial manager is appointed to it or an order is made for its winding up.`,
        `The ${r1} may suspend the Services on ${rng.pick(["five (5)", "ten (10)", "seven"])} Business Days' notice if any invoice remains unpaid.`,
      ].filter(Boolean),
    ],
    [
      "Confidentiality",
      [
        `Each party shall keep the other party's Confidential Information confidential during the term and for a period of ${survival} after its termination or expiry.`,
      ],
    ],
    [
      "Notices",
      [
        `A notice under this Agreement must be in writing and delivered by hand, by prepaid post or by email to the address of the recipient set out ${details ? "in the Details" : "above"}. A notice sent by post is taken to be received on the ${rng.pick(["third", "fifth", "second"])} Business Day after posting, and a notice sent by email at the time of transmission.`,
        ...(rng.chance(0.4)
          ? [
              `The steering committee shall meet quarterly on not less than ${rng.pick(["fourteen (14)", "seven (7)", "21"])} clear days' notice to its members.`,
            ]
          : []),
      ],
    ],
    [
      "Governing law and dispute resolution",
      rng.shuffle([
        law.sentence,
        `Any dispute arising out of or in connection with this Agreement shall be referred to and finally resolved by arbitration administered by ${institution} in accordance with its rules for the time being in force. The seat of the arbitration shall be ${seat} and the language of the arbitration shall be English.`,
      ]),
    ],
    ...(place === "canada" && rng.chance(0.6)
      ? ([
          [
            "Language",
            [
              "The parties have expressly required that this Agreement and all documents related to it be drawn up in English. Les parties ont expressément exigé que la présente convention et tous les documents qui s'y rattachent soient rédigés en anglais.",
            ],
          ],
        ] as Array<[string, string[]]>)
      : []),
  ];

  const heading = rng.pick(HEADINGS);
  const body = clauses.map(([t, sentences], i) => heading(i + 1, t) + sentences.map((s, k) => para(`${i + 1}.${k + 1} ${s}`)).join("")).join("");

  const preamble = draftPreamble(rng, {
    style,
    first,
    second,
    r1: firstRole,
    r2: secondRole,
    supplier: r1,
    customer: r2,
    datedText,
    startWord,
    commencementText,
    dating,
    grant,
    title,
    place,
  });
  const detailsTable = details
    ? detailsPage(rng, {
        first,
        second,
        r1: firstRole,
        r2: secondRole,
        datedText,
        dating,
        commencementText,
        termMode,
        termText,
        renewalPeriod,
        renewal,
        notice,
        endText: dateText(rng, endDay, monthFirst),
      })
    : "";
  const sigs = signatures(rng, first, second, place, style, dated, monthFirst);
  const schedules = `<div style="break-before: page"><h3>SCHEDULE 1 – SERVICES</h3>${para(`The ${r1} shall ${grant}, including on-site support during Business Hours and remote support within ${rng.pick(["four (4) hours", "one (1) Business Day", "two hours"])} of a request.`)}<h3>SCHEDULE 2 – FEES</h3>${para(`Fees: ${fee}, payable ${rng.pick(["monthly in advance", "quarterly in arrears", "annually in advance"])}. Late payments bear interest at ${rng.int(2, 8)}% per annum above the ${rng.pick(["cash rate", "prime rate", "base rate"])}.`)}</div>`;
  const html = `<h1>${e(title.toUpperCase())}</h1>${detailsTable}${preamble}${body}${sigs}${schedules}`;

  const noticeDays =
    renewal === "auto" || renewal === "evergreen" || renewal === "indefinite" ? notice : termMode === "until-terminated" ? notice : convenience;
  const truth: Record<string, unknown> = {
    party_1: first.name,
    party_2: second.name,
    effective_date: effective,
    initial_term: initialTerm,
    auto_renews: renewal === "auto" || renewal === "evergreen" ? true : renewal === "none" ? false : null,
    termination_notice_days: noticeDays ? (noticeDays.days ?? null) : null,
    governing_law: law.truth,
  };
  const unscored = [
    ...(renewal === "mutual" || renewal === "indefinite" ? ["auto_renews"] : []),
    // Business Days are not scored; a non-renewal notice in them leaves the notice unsettled.
    ...(noticeDays && noticeDays.days === undefined ? ["termination_notice_days"] : []),
  ];
  return {
    html,
    truth,
    unscored,
    alternatives: {
      party_1: [first.short],
      party_2: [second.short],
      initial_term: initialTerm ? termAlternatives(terms.term, termText) : [],
      governing_law: law.alternatives,
    },
    names: [first.name, second.name],
    mustPrint: [...(dating === "blank" ? [] : [dating === "commencement" ? commencementText : datedText]), ...(initialTerm ? [termText] : []), law.truth],
  };
}

interface PreambleArgs {
  style: Style;
  first: Party;
  second: Party;
  /** The roles of the first and the second party as printed. */
  r1: string;
  r2: string;
  supplier: string;
  customer: string;
  datedText: string;
  startWord: string;
  commencementText: string;
  dating: "dated" | "commencement" | "blank";
  grant: string;
  title: string;
  place: Place;
}

/** "ACME PTY LTD (ACN …), a company registered in Victoria, of 12 Collins Street, Melbourne VIC 3000": how a preamble introduces a party. */
const introduce = (rng: Rng, p: Party) => {
  const reg = p.registration ? ` ${p.registration}` : "";
  if (p.place === "us") return `${p.name}, ${p.intro}, having its principal office at ${p.address}`;
  return rng.pick([
    `${p.name}${reg}, ${p.intro}, whose registered office is at ${p.address}`,
    `${p.name}${reg} of ${p.address}`,
    `${p.name}, ${p.intro}${reg}, having its registered office at ${p.address}`,
  ]);
};

function draftPreamble(rng: Rng, a: PreambleArgs): string {
  const { first, second, r1, r2, supplier, customer, datedText, style } = a;
  const background = `<b>BACKGROUND</b>${para(`A. The ${supplier} carries on the business described in Schedule 1.`)}${para(`B. The ${customer} wishes to engage the ${supplier}, and the ${supplier} has agreed to ${a.grant}, on the terms of this Agreement.`)}`;
  const effective = a.dating === "dated" && rng.chance(0.5) ? ` (the "${a.startWord}")` : "";
  switch (style) {
    case "made-between":
    case "details":
      if (style === "details") return `<h3>AGREED TERMS</h3>`;
      return `${para(`THIS AGREEMENT is ${rng.pick(["made on", "dated"])} ${on(datedText)}${effective}`)}<p><b>BETWEEN:</b></p>${para(`(1) ${introduce(rng, first)} (the "${r1}"); and`)}${para(`(2) ${introduce(rng, second)} (the "${r2}").`)}${background}${para("IT IS AGREED as follows:")}`;
    case "witnesses":
      return `${para(`THIS AGREEMENT is made as of ${on(datedText)}${effective}.`)}<p><b>BETWEEN:</b></p>${para(`${introduce(rng, first)}`)}${para(`(the "${r1}")`)}<p style="text-align:center">– and –</p>${para(`${introduce(rng, second)}`)}${para(`(the "${r2}")`)}${para(`WHEREAS the ${customer} wishes to engage the ${supplier} to ${a.grant};`)}${para("NOW THEREFORE THIS AGREEMENT WITNESSES that in consideration of the mutual covenants and agreements herein contained, the parties agree as follows:")}`;
    case "executed-at": {
      const city = rng.pick(JURISDICTIONS.india.cities)[0];
      const expression = (role: string) =>
        `(hereinafter referred to as the "${role}", which expression shall, unless repugnant to the context or meaning thereof, be deemed to mean and include its successors and permitted assigns)`;
      return `${para(`This ${a.title} is executed at ${city} on this ${datedText}${a.dating === "dated" ? ` (the "Effective Date")` : ""}`)}<p><b>BY AND BETWEEN:</b></p>${para(`${introduce(rng, first)} ${expression(r1)} of the ONE PART;`)}<p><b>AND</b></p>${para(`${introduce(rng, second)} ${expression(r2)} of the OTHER PART.`)}${para(`The ${r1} and the ${r2} are hereinafter individually referred to as a "Party" and collectively as the "Parties".`)}${para(`WHEREAS the ${customer} is desirous of engaging the ${supplier} to ${a.grant}.`)}${para("NOW, THEREFORE, THIS AGREEMENT WITNESSETH AS FOLLOWS:")}`;
    }
    case "entered-into":
      return `${para(`This ${a.title} (the "Agreement") is entered into as of ${on(datedText)}${a.dating === "dated" ? ` (the "Effective Date")` : ""} by and between ${introduce(rng, first)} (the "${r1}"), and ${introduce(rng, second)} (the "${r2}").`)}${background}${para("NOW, THEREFORE, the parties agree as follows:")}`;
  }
}

interface DetailsArgs {
  first: Party;
  second: Party;
  r1: string;
  r2: string;
  datedText: string;
  dating: "dated" | "commencement" | "blank";
  commencementText: string;
  termMode: "period" | "end-date" | "until-terminated";
  termText: string;
  renewalPeriod: string;
  renewal: DraftContext["terms"]["renewal"];
  notice: { text: string } | null;
  endText: string;
}

/** The Australian "Details" page: label rows over the parties and the commercial terms. */
function detailsPage(rng: Rng, a: DetailsArgs): string {
  const row = (label: string, value: string) => `<tr><td><b>${e(label)}</b></td><td>${e(value)}</td></tr>`;
  const party = (p: Party, role: string) =>
    `${row("Name", p.name)}${p.registration ? row(/ACN/.test(p.registration) ? "ACN" : /ABN/.test(p.registration) ? "ABN" : "Registration", p.registration.replace(/^\(?(ACN|ABN|UEN|company number|NZBN)?\s*|\)$/g, "")) : ""}${row("Address", p.address)}${row("Short name", role)}`;
  const start = a.dating === "commencement" ? a.commencementText : "the date of this agreement";
  const term =
    a.termMode === "period"
      ? `${a.termText} from the Commencement Date`
      : a.termMode === "end-date"
        ? `until ${a.endText}`
        : "until terminated in accordance with clause 12";
  const renewalRow =
    (a.renewal === "auto" || a.renewal === "evergreen") && a.notice
      ? `${row("Renewal Period", `${a.renewalPeriod}, renewing automatically unless a party gives notice under item 5`)}${row("Non-renewal notice", `${a.notice.text.replace(/'$/, "")} before the end of the then current term`)}`
      : a.renewal === "none"
        ? row("Renewal Period", "Not applicable – no automatic renewal")
        : "";
  return `<h3>DETAILS</h3><table class="kt">${row("Date", a.datedText)}<tr><td colspan="2"><b>Parties</b></td></tr>${party(a.first, a.r1)}${party(a.second, a.r2)}${row("Commencement Date", start)}${row("Initial Term", term)}${renewalRow}</table>${rng.chance(0.5) ? para("The parties agree as set out in the Agreed Terms.") : ""}`;
}

function signatures(rng: Rng, first: Party, second: Party, place: Place, style: Style, dated: Day, monthFirst: number): string {
  const signDate = () => (rng.chance(0.4) ? `<br>Date: ${e(dateText(rng, laterDay(rng, dated, -5, 20, "iso"), monthFirst))}` : "");
  const block = (p: Party) => {
    if (p.place === "australia" && rng.chance(0.7))
      return `<div>Executed by <b>${e(p.name)}</b> ${e(p.registration)} in accordance with section 127 of the Corporations Act 2001 (Cth):<br><br>______________________<br>Director<br>${e(personName(rng))}<br><br>______________________<br>Director/Company Secretary<br>${e(personName(rng))}${signDate()}</div>`;
    if (style === "executed-at")
      return `<div>Signed and delivered for and on behalf of <b>${e(p.name)}</b><br><br>By: ______________________<br>Name: ${e(personName(rng))}<br>Designation: ${e(rng.pick(["Director", "Managing Director", "Authorised Signatory"]))}<br>Witness: ${e(personName(rng))}${signDate()}</div>`;
    return `<div>SIGNED for and on behalf of <b>${e(p.name)}</b> by its duly authorised signatory:<br><br>______________________<br>Name: ${e(personName(rng))}<br>Title: ${e(rng.pick(["Director", "Chief Executive Officer", "General Counsel"]))}${signDate()}</div>`;
  };
  const lead =
    style === "witnesses" || style === "entered-into"
      ? "IN WITNESS WHEREOF the parties have executed this Agreement as of the date first written above."
      : place === "australia"
        ? "EXECUTED as an agreement."
        : "This Agreement has been entered into on the date stated at the beginning of it.";
  return `${para(lead)}<div class="sig">${block(first)}${block(second)}</div>`;
}
