// US drafting of the plainer kind: "This Agreement is between ACME Inc., a Delaware corporation
// ("Company"), and …", "hereinafter", an effective date that is only "the date of the last signature
// below" or printed on the signature page, a term given only as an end date ("until December 31,
// 2028"), multi-level numbering (12.3.1, (a), (i)), sometimes set in two columns; and the decoys
// that crowd a renewal clause: a price increase on notice inside it, a convenience right next to a
// non-renewal notice, cure and payment periods, business days, warranty periods, a venue in another
// state and an arbitration seat.
import { escapeHtml as e, isoOf, type Day } from "./formats";
import { personName, type Company } from "./names";
import { englishDate, englishNumber, period, type Period } from "./contract-words";
import { para, type DraftContext, type Drafted } from "./contract-model";

const OTHER_PLACES = [
  ["State of Delaware", "Wilmington, Delaware"],
  ["State of New York", "New York, New York"],
  ["State of California", "San Jose, California"],
  ["State of Texas", "Dallas, Texas"],
  ["Commonwealth of Massachusetts", "Boston, Massachusetts"],
  ["State of Georgia", "Atlanta, Georgia"],
] as const;

const MONTH_DAY = (d: Day) => englishDate(d, "month-d-y");

function incorporation(c: DraftContext, x: Company): string {
  if (c.individual2 && x === c.p2) return `an individual residing at ${x.street}, ${x.cityLine}`;
  if (x.country !== "US") return "a company organised under the laws of England and Wales";
  const state = c.rng.pick(["Delaware", "Nevada", "Colorado", "Ohio", "Oregon"]);
  return c.rng.pick([`a ${state} corporation`, `a ${state} limited liability company`, `a corporation organized under the laws of the State of ${state}`]);
}

/** Where the term ends when the contract prints only its end: the effective date plus whole years, on 31 December or the day before the anniversary. */
function endDay(c: DraftContext): Day {
  const years = c.rng.pick([1, 2, 3, 4]);
  const { y, m, d } = c.terms.effective;
  return c.rng.chance(0.5) ? { y: y + years, m: 12, d: 31 } : { y: y + years, m, d: Math.max(1, d - 1) };
}

export function betweenContract(c: DraftContext): Drafted {
  const {
    rng,
    p1,
    p2,
    terms,
    form,
    roles: [r1, r2],
  } = c;
  const en = (p: Period, possessive = false) => period(p, "en", form, { possessive });
  const truth: Record<string, unknown> = {};
  const mustPrint: string[] = [];

  // Effective date: stated, the later of the two signature dates, or printed on the signature page.
  const sign1: Day = c.signDay;
  const sign2: Day = { ...c.terms.effective };
  const dating = rng.pick(["stated", "last-signed", "signature-page"] as const);
  const dated =
    dating === "stated"
      ? rng.pick([`effective as of ${c.effText}`, `dated ${c.effText}`])
      : dating === "last-signed"
        ? rng.pick(["effective as of the date of the last signature below", "effective as of the date last signed by the parties below"])
        : "effective as of the Effective Date set forth on the signature page";
  if (dating === "last-signed") mustPrint.push(MONTH_DAY(sign2));
  else mustPrint.push(c.effText);
  if (dating === "signature-page") truth.effective_date = isoOf(c.terms.effective);
  else if (dating === "last-signed") truth.effective_date = isoOf(sign2);

  const defined = (role: string) => rng.pick([`("${role}")`, `(hereinafter "${role}")`, `(hereinafter referred to as the "${role}")`]);
  const block = (name: string, x: Company, role: string) =>
    rng.chance(0.6) ? `${name}, ${incorporation(c, x)} ${defined(role)}` : `${name} ${defined(role)}, with its principal office at ${x.street}, ${x.cityLine}`;
  const preamble = rng.pick([
    `This ${c.title} (this "Agreement") is between ${block(c.name1, p1, r1)} and ${block(c.name2, p2, r2)}, and is ${dated}.`,
    `This ${c.title} (the "Agreement"), ${dated}, is entered into by ${block(c.name1, p1, r1)}, and ${block(c.name2, p2, r2)}.`,
  ]);

  // Term: a duration, or only an end date (no initial term is printed then).
  const byEndDate = rng.chance(0.4);
  const end = endDay(c);
  const termSentence = byEndDate
    ? rng.pick([
        `This Agreement begins on the Effective Date and continues until ${MONTH_DAY(end)}, unless terminated earlier under Section 9.3 (the "Initial Term").`,
        `The Initial Term of this Agreement commences on the Effective Date and expires on ${MONTH_DAY(end)}.`,
      ])
    : rng.pick([
        `The initial term of this Agreement is ${c.termText} beginning on the Effective Date (the "Initial Term").`,
        `This Agreement is effective on the Effective Date and remains in effect for ${c.termText} thereafter (the "Initial Term"), unless terminated earlier under Section 9.3.`,
      ]);
  if (byEndDate) {
    truth.initial_term = null;
    mustPrint.push(MONTH_DAY(end));
  } else mustPrint.push(c.termText);

  const renew = en(terms.renewalTerm);
  const notice = terms.nonRenewalNotice;
  const increase = rng.chance(0.5)
    ? `; provided that ${r1} may increase its fees for any Renewal Term by giving ${r2} at least ${en({ n: rng.pick([30, 45, 60]), unit: "day" }, true)} written notice`
    : "";
  const renewal: string[] = [];
  switch (terms.renewal) {
    case "auto":
    case "evergreen":
    case "indefinite":
      renewal.push(
        rng.pick([
          `Thereafter, this Agreement will automatically renew for successive renewal terms of ${renew} each (each a "Renewal Term") unless either party notifies the other in writing of its election not to renew at least ${en(notice!)} before the end of the then-current term${increase}.`,
          `Upon expiration of the Initial Term, this Agreement shall renew automatically for consecutive periods of ${renew} unless either party gives the other party written notice of non-renewal no less than ${en(notice!)} prior to the expiration date${increase}.`,
        ]),
      );
      break;
    case "none":
      renewal.push("This Agreement will not renew automatically; any renewal must be agreed in a written amendment signed by both parties.");
      break;
    case "mutual":
      renewal.push(`The parties may renew this Agreement for an additional ${renew} by mutual written agreement.`);
      break;
    case "silent":
      break;
  }
  // "evergreen" and "indefinite" print as a fixed renewal here: score them as automatic renewal.
  if (terms.renewal === "evergreen" || terms.renewal === "indefinite") truth.auto_renews = true;

  const payDays = rng.pick([10, 15]);
  const termination = [
    `9.3.1 Either party may terminate this Agreement upon ${en(terms.cure, true)} written notice if the other party materially breaches this Agreement and fails to cure the breach within that period.`,
    `9.3.2 ${r1} may terminate this Agreement upon ${englishNumber(payDays)} (${payDays}) business days' notice if ${r2} fails to pay any undisputed amount within ${en(terms.payment)} after its due date.`,
    ...(terms.convenience
      ? [
          `9.3.3 ${r2} may terminate this Agreement for convenience at any time upon ${en(terms.convenience, true)} prior written notice to ${r1}; in that case (a) ${r2} shall pay for all Services performed through the effective date of termination, and (b) ${r1} shall refund any prepaid fees within ${en({ n: 30, unit: "day" })}.`,
        ]
      : []),
  ];
  const venue = rng.pick(OTHER_PLACES.filter(([full]) => full !== c.law.truth && !c.law.alternatives.some((a) => full.endsWith(a))));
  const venueSentence = rng.pick([
    `Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in the ${venue[0]} for any action arising out of this Agreement.`,
    `Any dispute arising under this Agreement shall be finally settled by arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules, seated in ${venue[1]}.`,
  ]);
  const sections: Array<[string, string[]]> = [
    [
      "1. Services",
      [
        `1.1 ${r1} shall perform the services described in each order (the "Services").`,
        `1.2 ${r1} shall respond to priority one incidents within four (4) hours.`,
      ],
    ],
    [
      "2. Fees and Payment",
      [
        `2.1 ${r2} shall pay all invoices within ${en(terms.payment)} of the invoice date.`,
        `2.2 Amounts not paid when due accrue interest at one percent (1%) per month.`,
        `2.3 ${r1} may suspend the Services on ${en({ n: rng.pick([10, 15, 20]), unit: "day" }, true)} notice if any amount remains unpaid for more than ${en({ n: 60, unit: "day" })}.`,
      ],
    ],
    ["9. Term and Termination", [`9.1 ${termSentence}`, ...(renewal.length ? [`9.2 ${renewal.join(" ")}`] : []), ...termination]],
    [
      "10. Warranties",
      [
        `10.1 ${r1} warrants that the Services will conform to their specifications for ${en(terms.warranty)} after acceptance (the "Warranty Period").`,
        `10.2 ${r2} must report any non-conformity within ten (10) business days of discovering it.`,
      ],
    ],
    ["11. Confidentiality", [`11.1 The obligations in this Section 11 continue for ${en(terms.survival)} after this Agreement expires or is terminated.`]],
    ["14. Governing Law; Venue", [`14.1 ${c.law.sentence}`, `14.2 ${venueSentence}`]],
    [
      "15. Notices",
      [
        `15.1 Notices must be in writing and are deemed given ${rng.pick(["three (3) business days after mailing", "one (1) business day after deposit with an overnight courier"])}.`,
      ],
    ],
  ];
  const order = [0, 1, 2, ...rng.shuffle([3, 4]), 5, 6];
  const columns = rng.chance(0.4);
  const body = order.map((i) => `<h3>${e(sections[i]![0])}</h3>${sections[i]![1].map((t) => para(t)).join("")}`).join("");
  const sigDate = (d: Day) => (dating === "signature-page" ? "" : `<p>Date: ${e(MONTH_DAY(d))}</p>`);
  const sign = (name: string, d: Day) =>
    `<div><p><b>${e(name)}</b></p><p>By: ______________________</p><p>Name: ${e(personName(rng))}</p><p>Title: ${e(rng.pick(["President", "Chief Financial Officer", "Authorized Signatory"]))}</p>${sigDate(d)}</div>`;
  const effectiveLine = dating === "signature-page" ? para(`Effective Date: ${c.effText}`) : "";
  const html = [
    `<h1>${e(c.title.toUpperCase())}</h1>`,
    para(preamble),
    columns ? `<div style="column-count:2;column-gap:24px">${body}</div>` : body,
    para("IN WITNESS WHEREOF, the parties have signed this Agreement by their authorized representatives."),
    effectiveLine,
    `<div class="sig">${sign(c.name1, sign1)}${sign(c.name2, sign2)}</div>`,
  ].join("");
  return { html, truth, alternatives: byEndDate ? { initial_term: [] } : {}, mustPrint };
}
