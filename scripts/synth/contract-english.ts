// English drafting, US and UK: preambles ("entered into as of", "made and entered into this 3rd day
// of", "is made on", "(1) … (2) …" party lists), recitals, definitions, numbered or ARTICLE/run-in
// clause headings, and the decoys real contracts carry next to the terms: cure notices phrased like
// termination notices, payment and suspension periods inside the termination clause, survival and
// warranty periods, incorporation "under the laws of" another state, venue clauses, "[***]" redactions.
import { escapeHtml as e } from "./formats";
import { personName, type Company } from "./names";
import { englishDate, period, type Period } from "./contract-words";
import { para, runIn, type DraftContext } from "./contract-model";
import { paginate } from "./contract-pages";
import { decoySentences, impliedRenewal } from "./contract-decoys";

const STATES = ["Delaware", "Nevada", "New York", "California", "Texas", "Florida", "Washington"];

/** "a Nevada corporation", "a corporation organized and existing under the laws of the State of Nevada", UK company numbers. */
function incorporation(c: DraftContext, x: Company): string {
  const { rng } = c;
  if (x.country === "US") {
    const state = rng.pick(STATES);
    const kind = x.name.includes("LLC") ? "limited liability company" : "corporation";
    return rng.chance(0.5) ? `a ${state} ${kind}` : `a ${kind} organized and existing under the laws of the State of ${state}`;
  }
  if (x.country === "UK") {
    const number = String(rng.int(1000000, 13999999)).padStart(8, "0");
    return rng.pick([
      `a company incorporated and registered in England and Wales with company number ${number}`,
      `a company incorporated in England and Wales (registered number ${number})`,
      `a private limited company registered in England and Wales under number ${number}`,
    ]);
  }
  return `a company organised under the laws of ${x.country === "DE" ? "Germany" : "its jurisdiction"}`;
}

const address = (x: Company) => `${x.street}, ${x.cityLine}`;

function preamble(c: DraftContext): string {
  const {
    rng,
    name1,
    name2,
    roles: [r1, r2],
    p1,
    p2,
  } = c;
  const defined = (role: string) => rng.pick([`("${role}")`, `(the "${role}")`, `(hereinafter referred to as "${role}")`, `(hereinafter "${role}")`]);
  // UK drafting also writes the party "of" its address, with or without its company number.
  const ukOf = (name: string, x: Company) =>
    rng.pick([`${name} of ${address(x)}`, `${name} (company number ${String(rng.int(1000000, 13999999)).padStart(8, "0")}) of ${address(x)}`]);
  const block = (name: string, x: Company, role: string) =>
    c.individual2 && x === p2
      ? `${name}, an individual residing at ${address(x)} ${defined(role)}`
      : x.country !== "US" && !c.us && rng.chance(0.3)
        ? `${ukOf(name, x)} ${defined(role)}`
        : `${name}, ${incorporation(c, x)}, ${rng.pick(["with offices at", "having its principal place of business at", "whose registered office is at"])} ${address(x)} ${defined(role)}`;
  const between = rng.pick(["by and between", "by and between", "between", "by and among"]);
  // Some agreements state the date only in their definitions ("Effective Date" means …), or sign on
  // one day "with effect from" another.
  const dated = c.definedEffective ? "as of the Effective Date" : `as of ${c.effText} (the "Effective Date")`;
  const ukDated = c.madeOn ? `${englishDate(c.signDay, "d-month-y")} with effect from ${c.effText} (the "Effective Date")` : c.effText;
  switch (c.family) {
    case "uk-agreement":
      return `${para(`THIS AGREEMENT is dated ${ukDated}.`)}<p><b>PARTIES</b></p>${para(`(1) ${block(name1, p1, r1)}; and`)}${para(`(2) ${block(name2, p2, r2)}.`)}`;
    case "uk-made-on":
      return `${para(`This Agreement is made on ${ukDated}`)}<p><b>BETWEEN:</b></p>${para(`(1) ${block(name1, p1, r1)};`)}<p>AND</p>${para(`(2) ${block(name2, p2, r2)},`)}${para(`each a "Party" and together the "Parties".`)}`;
    case "sec-exhibit":
      return para(
        `THIS ${c.title.toUpperCase()} (this "Agreement") is made and entered into ${c.definedEffective ? "as of the Effective Date" : `${c.effText.startsWith("the ") ? `as of ${c.effText}` : `effective as of ${c.effText}`} (the "Effective Date")`}, ${between} ${block(name1, p1, r1)}, and ${block(name2, p2, r2)}. ${r1} and ${r2} are sometimes referred to herein individually as a "Party" and collectively as the "Parties."`,
      );
    default:
      return para(`This ${c.title} (the "Agreement") is entered into ${dated} ${between} ${block(name1, p1, r1)}, and ${block(name2, p2, r2)}.`);
  }
}

function renewalText(c: DraftContext, fromTerm: string): string {
  const { rng, terms, form } = c;
  const renew = period(terms.renewalTerm, "en", form);
  const notice = terms.nonRenewalNotice;
  switch (terms.renewal) {
    case "auto": {
      const n = notice!;
      const days = period(n, "en", form);
      return rng.pick([
        `Upon expiry of the Initial Term, this Agreement shall automatically renew for successive renewal terms of ${renew} each (each, a "Renewal Term"), unless either party gives the other written notice of non-renewal at least ${days} prior to the end of the then-current term.`,
        `This Agreement will renew automatically for additional periods of ${renew} unless either party notifies the other in writing of its intention not to renew no later than ${days} before the expiration of the then-current term.`,
        `Thereafter, the term shall automatically be extended for successive ${terms.renewalTerm.n === 1 ? `one-${terms.renewalTerm.unit}` : renew} periods unless either Party provides ${period(n, "en", form, { possessive: true })} prior written notice of non-renewal to the other Party.`,
        impliedRenewal(c, n, renew),
        `The term shall be automatically extended by ${renew} on each anniversary of the Effective Date, but either party may prevent any extension by giving the other not less than ${period(n, "en", form, { possessive: true })} notice in writing prior to the relevant anniversary date.`,
        `This Agreement shall automatically renew for further periods of ${renew} unless written notice of termination is received by either party no later than ${days} prior to the expiry of the then current term.`,
        `At the end of the Initial Term this Agreement shall renew automatically for a further period of ${renew}, and so on at the end of each such period, unless terminated by either party giving not less than ${period(n, "en", form, { possessive: true })} written notice to expire at the end of the Initial Term or of any subsequent renewal period.`,
      ]);
    }
    case "evergreen":
      return `${fromTerm} and thereafter shall continue in force from year to year until terminated by either party upon ${period(notice!, "en", form, { possessive: true })} prior written notice to the other party.`;
    case "indefinite":
      return `${fromTerm} and thereafter shall continue unless and until terminated by either party giving not less than ${period(notice!, "en", form, { possessive: true })} written notice to the other, such notice to expire no earlier than the end of the Initial Term.`;
    case "none":
      return rng.pick([
        "This Agreement shall not renew automatically. Any extension of the term requires a written amendment signed by authorised representatives of both parties.",
        "There shall be no automatic renewal of this Agreement.",
        "This Agreement will not be automatically renewed; the parties may negotiate a new agreement before its expiry.",
      ]);
    case "mutual":
      return `This Agreement may be renewed for additional terms of ${renew} upon the mutual written agreement of the parties.`;
    case "silent":
      return "";
  }
}

function termClause(c: DraftContext): string {
  const { rng } = c;
  const start =
    c.family === "uk-agreement" || c.family === "uk-made-on" ? rng.pick(["the date of this agreement", "the Effective Date"]) : "the Effective Date";
  const opening = rng.pick([
    `This Agreement commences on ${start} and shall continue for an initial term of ${c.termText} (the "Initial Term").`,
    `The term of this Agreement shall begin on ${start} and continue for a period of ${c.termText} (the "Initial Term"), unless earlier terminated as provided herein.`,
    `This Agreement shall remain in force for ${c.termText} from ${start} (the "Initial Term").`,
    `The initial term of this Agreement is ${c.termText}, commencing on ${start}.`,
    `This Agreement has a minimum term of ${c.termText} from ${start} (the "Minimum Term").`,
    `Subject to earlier termination in accordance with its terms, this Agreement shall run for a fixed period of ${c.termText} starting on ${start}.`,
  ]);
  if (c.terms.renewal === "evergreen" || c.terms.renewal === "indefinite") return renewalText(c, opening.replace(/\.$/, ""));
  return `${opening} ${renewalText(c, "")}`.trim();
}

function terminationClause(c: DraftContext): string[] {
  const {
    rng,
    terms,
    form,
    roles: [r1, r2],
  } = c;
  const cure = period(terms.cure, "en", form);
  const parts = [
    rng.pick([
      `Either party may terminate this Agreement immediately by written notice if the other party commits a material breach and fails to cure such breach within ${cure} after receipt of written notice describing the breach.`,
      `Either party may terminate this Agreement upon ${period(terms.cure, "en", form, { possessive: true })} prior written notice to the other party if the other party materially breaches this Agreement and such breach remains uncured at the end of such notice period.`,
      `If either party defaults in the performance of any material obligation and does not remedy the default within ${cure} of written notice, the non-defaulting party may terminate this Agreement by notice in writing.`,
      // Cure wording without "breach", "cure" or "default": the period still only ends a failure to perform.
      `Either party may end this Agreement by giving ${period(terms.cure, "en", form, { possessive: true })} notice in writing where the other party does not perform its obligations and such non-performance is not rectified within that period.`,
      `If a party's non-performance of a material obligation is not put right within ${cure} after written notice from the other party, the other party may terminate this Agreement.`,
    ]),
  ];
  if (rng.chance(0.5))
    parts.push(`${r1} may suspend performance if any undisputed invoice remains unpaid for more than ${period(terms.payment, "en", form)} after its due date.`);
  if (terms.convenience) {
    parts.push(
      rng.pick([
        `Either party may terminate this Agreement for convenience upon ${period(terms.convenience, "en", form, { possessive: true })} prior written notice to the other party.`,
        `${r2} may terminate this Agreement at any time, without cause, by giving not less than ${period(terms.convenience, "en", form, { possessive: true })} written notice to ${r1}.`,
        `Either party may terminate this Agreement without cause on ${period(terms.convenience, "en", form)} written notice.`,
      ]),
    );
  }
  parts.push(
    rng.pick([
      `Upon termination, ${r2} shall pay all fees accrued through the date of termination within ${period(terms.payment, "en", form)} of receipt of ${r1}'s final invoice.`,
      `Sections ${rng.int(4, 6)}, ${rng.int(7, 9)} and ${rng.int(10, 13)} shall survive any termination or expiration of this Agreement.`,
      "Either party may terminate this Agreement immediately if the other party becomes insolvent or makes an assignment for the benefit of creditors.",
    ]),
  );
  return [...parts, ...decoySentences(c, "termination")];
}

function lawClause(c: DraftContext): string {
  const { rng } = c;
  const venue = c.us
    ? ` The parties submit to the exclusive jurisdiction of the state and federal courts located in ${rng.pick(["New York County, New York", "Wilmington, Delaware", "San Francisco, California", "Boston, Massachusetts", "Austin, Texas", "Chicago, Illinois"])}.`
    : ` The courts of ${rng.pick(["England", "London"])} shall have exclusive jurisdiction to settle any dispute arising out of or in connection with this agreement.`;
  return `${c.law.sentence}${venue}`;
}

interface Clause {
  heading: string;
  /** Sentences; with run-in headings each becomes a numbered sub-clause. */
  parts: string[];
}

function clauses(c: DraftContext): Clause[] {
  const {
    rng,
    terms,
    form,
    roles: [r1, r2],
  } = c;
  const pay = period(terms.payment, "en", form);
  const fee = c.family === "sec-exhibit" && rng.chance(0.6) ? "[***]" : `${rng.pick(["one percent (1%)", "1.5%", "one and one-half percent (1.5%)"])}`;
  return [
    {
      heading: "Services",
      parts: [
        `${r1} shall provide the services described in each statement of work agreed by the parties (the "Services") with reasonable skill and care and in accordance with good industry practice.`,
        `${r2} shall provide ${r1} with such information and access as ${r1} reasonably requires.`,
        ...decoySentences(c, "services"),
      ],
    },
    {
      heading: "Fees and Payment",
      parts: [
        `${r2} shall pay the fees set out in the applicable statement of work.`,
        `${r1} shall invoice monthly in arrears and ${r2} shall pay each undisputed invoice within ${pay} of the date of invoice.`,
        `Late payments bear interest at ${fee} per month or the maximum rate permitted by law, whichever is lower.`,
        ...decoySentences(c, "fees"),
      ],
    },
    { heading: rng.pick(["Term", "Term and Renewal", "Duration"]), parts: [termClause(c)] },
    { heading: "Termination", parts: terminationClause(c) },
    {
      heading: "Confidentiality",
      parts: [
        `Each party shall keep the other party's Confidential Information in confidence and use it only to perform this Agreement.`,
        `These obligations survive for ${period(terms.survival, "en", form)} after termination or expiry of this Agreement.`,
      ],
    },
    {
      heading: "Warranties",
      parts: [
        `${r1} warrants that the Services will be performed in a professional manner for a period of ${period(terms.warranty, "en", form)} following their performance (the "Warranty Period").`,
        `${r2} must notify ${r1} of any breach of this warranty within the Warranty Period.`,
      ],
    },
    {
      heading: "Limitation of Liability",
      parts: [
        `Except for breach of confidentiality or indemnification obligations, neither party's aggregate liability arising out of this Agreement shall exceed the fees paid or payable in the twelve (12) months preceding the event giving rise to the claim.`,
        "Neither party is liable for indirect, incidental or consequential damages.",
      ],
    },
    {
      heading: "Intellectual Property",
      parts: [
        `Each party retains all right, title and interest in its pre-existing intellectual property.`,
        `Subject to payment in full, ${r1} grants ${r2} a non-exclusive, non-transferable license to use the deliverables for its internal business purposes.`,
      ],
    },
    {
      heading: "Notices",
      parts: [
        `Notices under this Agreement shall be in writing and delivered by hand, by courier or by email with confirmation to the addresses stated above.`,
        `Notices to ${r1} shall be marked for the attention of ${personName(rng)}.`,
        `A notice is deemed received ${rng.pick(["two (2) Business Days", "48 hours", "five (5) days"])} after posting.`,
      ],
    },
    {
      heading: "Assignment",
      parts: [
        "Neither party may assign this Agreement without the prior written consent of the other party, except to a successor to all or substantially all of its business.",
        ...decoySentences(c, "general"),
      ],
    },
    {
      heading: "Force Majeure",
      parts: [
        "Neither party shall be liable for any failure or delay in performance caused by events beyond its reasonable control.",
        `If such an event continues for more than ${period({ n: rng.pick([30, 60, 90]), unit: "day" }, "en", form)}, either party may terminate the affected statement of work.`,
      ],
    },
    { heading: "Governing Law", parts: [lawClause(c)] },
    {
      heading: "Entire Agreement",
      parts: [
        "This Agreement, together with its statements of work, constitutes the entire agreement between the parties and supersedes all prior agreements, representations and understandings relating to its subject matter.",
        "This Agreement may be executed in counterparts.",
      ],
    },
  ];
}

function definitions(c: DraftContext): Clause {
  const { rng } = c;
  const defs = rng.shuffle([
    `"Affiliate" means any entity that directly or indirectly controls, is controlled by, or is under common control with a party.`,
    `"Business Day" means a day other than a Saturday, Sunday or public holiday in ${c.us ? "New York" : "England"}.`,
    `"Confidential Information" means all information disclosed by a party that is marked confidential or would reasonably be understood to be confidential.`,
    `"Renewal Term" has the meaning given in the clause headed Term.`,
    `"Statement of Work" means a document signed by both parties describing Services to be provided.`,
  ]);
  const parts = defs.slice(0, rng.int(3, 5));
  const effective = rng.pick([
    `"Effective Date" means ${c.effText}.`,
    `"Effective Date" shall mean the date on which the parties first exchanged signed copies of this Agreement, i.e. ${c.effText}.`,
  ]);
  if (c.definedEffective) parts.splice(rng.int(0, parts.length), 0, effective);
  return { heading: rng.pick(["Definitions", "Definitions and Interpretation"]), parts };
}

/** The clauses as headed paragraphs, in one of three numbering styles. */
function renderClauses(c: DraftContext, list: Clause[]): string[] {
  const { rng } = c;
  const style = c.family === "sec-exhibit" ? "article" : c.family === "uk-made-on" ? "decimal" : rng.pick(["plain", "plain", "decimal"] as const);
  return list.map((clause, i) => {
    const n = i + 1;
    if (style === "plain") return `<h3>${n}. ${e(clause.heading)}</h3>${para(clause.parts.join(" "))}`;
    if (style === "decimal") return `<h3>${n}. ${e(clause.heading.toUpperCase())}</h3>${clause.parts.map((part, j) => para(`${n}.${j + 1} ${part}`)).join("")}`;
    return `<h3>ARTICLE ${n}<br>${e(clause.heading.toUpperCase())}</h3>${clause.parts.map((part, j) => (clause.parts.length > 1 ? runIn(`Section ${n}.${j + 1}.`, part) : para(part))).join("")}`;
  });
}

export function englishContract(c: DraftContext): string {
  const {
    rng,
    name1,
    name2,
    roles: [r1, r2],
  } = c;
  const recitals =
    c.family === "us-recitals-license" || (c.family === "sec-exhibit" && rng.chance(0.7))
      ? [
          `<p><b>RECITALS</b></p>`,
          para(`WHEREAS, the parties entered into a Mutual Non-Disclosure Agreement dated ${englishDate(c.priorDay, "month-d-y")}, which remains in effect;`),
          para(`WHEREAS, ${r1} owns certain proprietary technology and ${r2} wishes to obtain services and a license on the terms set out below;`),
          para("NOW, THEREFORE, in consideration of the mutual covenants contained herein, the parties agree as follows:"),
        ]
      : c.family === "uk-agreement" || c.family === "uk-made-on"
        ? [
            `<p><b>BACKGROUND</b></p>`,
            para(`(A) The ${r1} provides professional services and the ${r2} wishes to engage the ${r1} on the terms of this agreement.`),
            `<p><b>${c.family === "uk-made-on" ? "IT IS AGREED" : "AGREED TERMS"}</b></p>`,
          ]
        : [];
  const cover = c.family === "key-terms-cover" ? [keyTerms(c)] : [];
  const list = clauses(c);
  const order = [0, 1, 2, 3, ...rng.shuffle([4, 5, 6, 7, 8, 9, 10]), 11, 12].map((i) => list[i]!);
  if (c.definedEffective || c.family === "sec-exhibit" || c.family === "uk-made-on" || rng.chance(0.25)) order.unshift(definitions(c));
  const version =
    c.family !== "sec-exhibit" && rng.chance(0.25)
      ? [`<div class="hdr">${e(`Execution Version – ${englishDate(c.priorDay, c.us ? "month-d-y" : "d-month-y")}`)}</div>`]
      : [];
  const signature = (name: string) =>
    `<div><p><b>${e(name)}</b></p><p>By: ______________________</p><p>Name: ${e(personName(rng))}</p><p>Title: ${e(rng.pick(["Chief Executive Officer", "Director", "General Counsel", "VP Operations"]))}</p><p>Date: ${e(englishDate(c.signDay, c.us ? "month-d-y" : "d-month-y"))}</p></div>`;
  const blocks = [
    ...version,
    `<h1>${e(c.title.toUpperCase())}</h1>`,
    ...cover,
    preamble(c),
    ...recitals,
    ...renderClauses(c, order),
    para("IN WITNESS WHEREOF, the parties have executed this Agreement by their duly authorised representatives."),
    `<div class="sig">${signature(name1)}${signature(name2)}</div>`,
  ];
  return c.family === "sec-exhibit" ? paginate(c, blocks) : blocks.join("");
}

function keyTerms(c: DraftContext): string {
  const { rng, terms, form } = c;
  const row = (k: string, v: string) => `<tr><td><b>${e(k)}</b></td><td>${e(v)}</td></tr>`;
  const lawPhrase = c.law.truth ? `the laws of ${/^(State|Commonwealth)/.test(c.law.truth) ? "the " : ""}${c.law.truth}` : "";
  const notice: Period | null = terms.renewal === "auto" ? terms.nonRenewalNotice : null;
  const middle = rng.shuffle([
    row("Payment Terms", rng.pick([`${period(terms.payment, "en", form)} from invoice date`, `${terms.payment.n} days net`])),
    ...(rng.chance(0.6)
      ? [row(rng.pick(["Cure Period", "Remedy Period", "Termination for Breach"]), `${period(terms.cure, "en", form)} after written notice of breach`)]
      : []),
    ...(notice
      ? [
          rng.chance(0.5)
            ? row("Renewal", `Automatic; notice of non-renewal ${period(notice, "en", form)} before expiry`)
            : row("Notice Period", `${period(notice, "en", form)} before the end of the then-current term`),
        ]
      : []),
  ]);
  return `<table class="kt"><tbody>${row("Effective Date", c.effText)}${row("Initial Term", `${c.termText} from the Effective Date`)}${middle.join("")}${lawPhrase ? row("Governing Law", lawPhrase) : ""}</tbody></table>`;
}
