// SEC-filed agreements as they reach the filing: drafted abroad, filled in by hand, or renewed on
// conditions, in ways the other contract generators do not print. A filled-in form: the parties in
// a centred title block, each "hereinafter referred to as" its role, the date typed into a blank
// with letter spacing ("1 4 t h d a y o f M a r c h"), or an agreement that takes effect "on the
// date on which it has been signed by both parties" with each signature's date typed over a "Date"
// rule; the term "with the effective date", renewal "for an additional period of half a year". A
// cross-border agreement: a title line "dated as of" (or "dated as", a drafter's slip, or "as of1
// August 2019", a lost space) with a foreign party "a Singapore company", a chosen law beside an
// arbitration seat and a place of incorporation abroad. And renewal on provisos: "(a) … (b) … (c)
// neither party provided the other party with notice of such party's intention not to renew at
// least thirty (30) days prior to any year's Expiration Date", the term running to a date set in
// an exhibit, termination by either party on listed events beside cure and payment periods.
import { escapeHtml as e, formatDate, isoOf, laterDay, type Day } from "./formats";
import { company, personName, type Company } from "./names";
import { daysOf, englishDate, period, type Period } from "./contract-words";
import { para, runIn, type DraftContext, type Drafted } from "./contract-model";
import { paginate } from "./contract-pages";

export const FILED_KINDS = ["form-filled", "cross-border", "proviso-renewal"] as const;
export type FiledKind = (typeof FILED_KINDS)[number];

const en = (c: DraftContext, p: Period, possessive = false) => period(p, "en", c.form, { possessive });

/** Foreign counterparties: the country as a preamble names it, where its law would be, and an arbitration seat there. */
export const ABROAD = [
  { country: "DE", adjective: "German", the: "the ", law: "Federal Republic of Germany", also: ["Germany"], seat: "Frankfurt am Main, Germany" },
  { country: "NL", adjective: "Dutch", the: "the ", law: "Netherlands", also: ["the Netherlands"], seat: "Amsterdam, the Netherlands" },
  { country: "UK", adjective: "English", the: "", law: "England and Wales", also: ["England"], seat: "London, England" },
  { country: "FR", adjective: "French", the: "the ", law: "Republic of France", also: ["France"], seat: "Paris, France" },
  { country: "CH", adjective: "Swiss", the: "", law: "Switzerland", also: [], seat: "Geneva, Switzerland" },
] as const;
/** The countries a foreign counterparty of these families comes from (drawn by makeContract). */
export const ABROAD_COUNTRIES = ABROAD.map((a) => a.country);
const abroadOf = (c: DraftContext) => ABROAD.find((a) => a.country === c.p2.country) ?? ABROAD[0];

const US_LAWS = [
  ["State of New York", "New York"],
  ["State of Delaware", "Delaware"],
  ["State of California", "California"],
  ["State of Texas", "Texas"],
  ["State of Washington", "Washington"],
  ["Commonwealth of Massachusetts", "Massachusetts"],
] as const;

const TITLES: Record<FiledKind, ReadonlyArray<[string, string, string]>> = {
  "form-filled": [
    ["Content Licensing Agreement", "Licensor", "Licensee"],
    ["Endorsement Agreement", "Company", "Endorser"],
    ["Outsourcing Agreement", "Supplier", "Customer"],
    ["Hosting Services Agreement", "Provider", "Customer"],
  ],
  "cross-border": [
    ["Exclusive Distributor Agreement", "Developer", "Distributor"],
    ["Distribution Agreement", "Company", "Distributor"],
    ["Manufacturing and Supply Agreement", "Manufacturer", "Purchaser"],
    ["Technology License Agreement", "Licensor", "Licensee"],
  ],
  "proviso-renewal": [
    ["Distributor Agreement", "Vendor", "Distributor"],
    ["Reseller Agreement", "Vendor", "Reseller"],
    ["Agency Agreement", "Principal", "Agent"],
    ["Marketing Agreement", "Company", "Marketer"],
  ],
};

/** The filing's first-page legend: an exhibit number and, in some, the confidential-treatment note. */
function exhibitHead(c: DraftContext): string {
  const legend = c.rng.chance(0.5)
    ? `<br>${e("Confidential Materials omitted and filed separately with the Securities and Exchange Commission. Asterisks denote omissions.")}`
    : "";
  return `<div class="hdr">${e(c.rng.pick(["EXHIBIT", "Exhibit"]))} 10.${c.rng.int(1, 48)}${legend}</div>`;
}

/** Two signature columns; a column's date, when given, is typed over a "Date" rule as on a filled-in form. */
function signatures(c: DraftContext, names: [string, string], dates: [string, string] | null): string {
  const col = (name: string, date: string | null) =>
    `<div><p><b>${e(name)}</b></p>${date ? `<p>${e(date)}<br>______________________________<br>Date</p>` : ""}<p>/s/ ${e(personName(c.rng))}<br>______________________________<br>Signature</p><p>${e(c.rng.pick(["President", "Managing Director", "Chief Executive Officer", "General Manager"]))}</p></div>`;
  return `<div class="sig">${col(names[0], dates?.[0] ?? null)}${col(names[1], dates?.[1] ?? null)}</div>`;
}

/** A party in a centred title block: name, address and what it is called hereafter. */
const titleBlock = (x: Company, name: string, role: string) =>
  `<p style="text-align:center">${e(name)}<br>${e(x.street)}<br>${e(x.cityLine)}<br>hereinafter referred to as "${e(role)}"</p>`;

/** A date typed into a form's blank with letter spacing: the text layer reads it a character at a time. */
const spaced = (text: string) => `<span style="letter-spacing:0.22em">${e(text)}</span>`;

function formFilled(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const [title, r1, r2] = rng.pick(TITLES["form-filled"]);
  const abroad = abroadOf(c);
  const dating = rng.pick(["spaced", "spaced", "both-signed"] as const);
  const sign1 = laterDay(rng, terms.effective, -12, -1, "iso");
  const sign2 = laterDay(rng, terms.effective, -12, -1, "iso");
  const sigForm = rng.pick(["mdy-slash", "month-d-y", "d-mon-y"] as const);
  // A slash date is typed only where its day cannot be read as a month (readers could not tell either).
  const sigDate = (d: Day) =>
    sigForm === "month-d-y" || (sigForm === "mdy-slash" && d.d <= 12) ? englishDate(d, "month-d-y") : formatDate(d, sigForm, "en", { pad: true });
  const dayOf = englishDate(terms.effective, "day-of").replace(/^the /, "");
  const opening =
    dating === "spaced"
      ? `<p>This ${e(title)} ("Agreement") is made this ${spaced(dayOf)} ("Effective Date") by and between the parties named above.</p>`
      : para(
          `This ${title} ("Agreement") shall become effective on the date on which it has been signed by both parties (the "Effective Date"), and each party's signature shall be dated below.`,
        );
  const renewalTerm = rng.pick(["half a year", `${en(c, terms.renewalTerm)}`]);
  const notice: Period = terms.nonRenewalNotice?.unit === "day" ? terms.nonRenewalNotice : { n: rng.pick([30, 60, 90]), unit: "day" };
  const renews = rng.chance(0.7);
  const termClause = renews
    ? `This Agreement shall continue for ${c.termText} ${rng.pick(["with", "starting with"])} the effective date unless terminated sooner or extended pursuant to the terms hereof ("Initial Term"). The Initial Term shall automatically be extended for an additional period of ${renewalTerm} unless either party provides written notice of termination to the other party no later than ${en(c, notice)} before the expiry of the Initial Term or of any extension thereof.`
    : `This Agreement shall continue for ${c.termText} ${rng.pick(["with", "starting with"])} the effective date ("Initial Term") and shall end upon its expiry without further notice; any extension requires a written agreement signed by both parties.`;
  const law = rng.pick(US_LAWS);
  const blocks = [
    exhibitHead(c),
    `<h1>${e(title.toUpperCase())}</h1>`,
    `<p style="text-align:center">between</p>`,
    titleBlock(c.p1, c.name1, r1),
    `<p style="text-align:center">and</p>`,
    titleBlock(c.p2, c.name2, r2),
    opening,
    runIn(
      "1. Purpose of the Agreement.",
      `The purpose of this Agreement is to set forth the terms under which ${r2} may use the services and materials of ${r1} described in Appendix 1.`,
    ),
    runIn(
      "2. Fees.",
      `${r2} shall pay the fees set forth in Appendix 2. Invoices are payable within ${en(c, terms.payment)} after receipt; ${r1} may suspend delivery if an invoice remains unpaid for ${en(c, { n: rng.pick([45, 60, 75]), unit: "day" })}.`,
    ),
    runIn("3. Term of the Agreement and Termination.", termClause),
    runIn(
      "4. Termination for Cause.",
      `Either party may terminate this Agreement with immediate effect if the other party commits a material breach and does not remedy it within ${en(c, terms.cure)} after written notice thereof.`,
    ),
    runIn(
      "5. Applicable Law.",
      `This Agreement shall be governed by the laws of the ${law[0]}. ${rng.pick([`Place of jurisdiction is ${abroad.seat}.`, `Any dispute shall be settled by arbitration in ${abroad.seat} under the rules of the International Chamber of Commerce.`])}`,
    ),
    para(`This Agreement shall have no effect before it is signed by the duly authorized representatives of both parties.`),
    signatures(c, [c.name1, c.name2], dating === "both-signed" ? [sigDate(sign1), sigDate(sign2)] : null),
  ];
  const effective = dating === "both-signed" ? (isoOf(sign1) > isoOf(sign2) ? sign1 : sign2) : terms.effective;
  return {
    html: blocks.join(""),
    truth: {
      effective_date: isoOf(effective),
      auto_renews: renews ? true : null,
      termination_notice_days: renews ? daysOf(notice) : null,
      governing_law: law[0],
    },
    // Extension only by a written agreement: renewal neither automatic nor excluded, not scored.
    unscored: renews ? [] : ["auto_renews"],
    alternatives: { governing_law: [law[1]] },
    // A letter-spaced date is printed a character at a time: the check of printed strings reads it joined by spaces.
    mustPrint: [c.termText, ...(dating === "both-signed" ? [sigDate(sign1), sigDate(sign2)] : [])],
  };
}

function crossBorder(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const [title, r1, r2] = rng.pick(TITLES["cross-border"]);
  const abroad = abroadOf(c);
  const parent = company(rng, abroad.country);
  const dayText = englishDate(terms.effective, rng.pick(["month-d-y", "d-month-y"] as const));
  const dating = rng.weighted<"dated-as-of" | "dated-as" | "glued">([
    ["dated-as-of", 3],
    ["dated-as", 1],
    ["glued", 1],
  ]);
  const dated =
    dating === "dated-as-of"
      ? `dated as of ${e(dayText)}`
      : dating === "dated-as"
        ? `dated as ${e(dayText)}`
        : `made and effective as of${e(englishDate(terms.effective, "d-month-y"))},`;
  // Either the chosen law is American and the seat abroad, or the law is the foreign party's and the courts American.
  const foreignLaw = rng.chance(0.35);
  const law = rng.pick(US_LAWS);
  const lawTruth = foreignLaw ? abroad.law : law[0];
  const lawSentence = foreignLaw
    ? `This Agreement shall be governed by and construed in accordance with the laws of ${abroad.the}${abroad.law}. Each party submits to the non-exclusive jurisdiction of the courts located in ${law[1]} for the purpose of enforcing any award or judgment.`
    : `This Agreement shall be governed by the laws of the ${law[0]}, without regard to its conflicts of law provisions. Any dispute arising out of or in connection with this Agreement shall be finally settled under the Rules of Arbitration of the International Chamber of Commerce by three arbitrators, and the seat of arbitration shall be ${abroad.seat}.`;
  const notice: Period = terms.nonRenewalNotice ?? { n: rng.pick([60, 90, 180]), unit: "day" };
  const renews = rng.chance(0.75);
  const termClause = renews
    ? `The initial term of this Agreement shall be ${c.termText} from the date hereof (the "Initial Term"). Thereafter this Agreement shall be automatically renewed for successive periods of one (1) year each unless terminated by either party by written notice given not less than ${en(c, notice)} prior to the last day of the Initial Term or of any renewal term.`
    : `The initial term of this Agreement shall be ${c.termText} from the date hereof (the "Initial Term"), after which it shall expire unless the parties agree in writing to renew it.`;
  const preamble = `<p>${e(title.toUpperCase())} ("Agreement") ${dated} by and between ${e(c.name1)}, a Delaware corporation with its principal place of business at ${e(`${c.p1.street}, ${c.p1.cityLine}`)}, U.S.A. (hereinafter referred to as "${e(r1)}") and ${e(c.name2)}, a${/^[AEIOU]/.test(abroad.adjective) ? "n" : ""} ${e(abroad.adjective)} company (and a subsidiary of ${e(parent.name)}) organized under the laws of ${e(abroad.the + abroad.law)} with its principal place of business at ${e(`${c.p2.street}, ${c.p2.cityLine}`)} (hereinafter referred to as "${e(r2)}").</p>`;
  const blocks = [
    `<h1>${e(title.toUpperCase())}</h1>`,
    preamble,
    para(
      `WHEREAS, ${r1} has developed certain products described in Schedule A attached hereto (the "Products") and desires to grant ${r2} the right to market and distribute the Products in the Territory;`,
    ),
    para(`NOW, THEREFORE, in consideration of the mutual promises set forth herein, the parties hereto agree as follows:`),
    runIn(
      "1. Appointment.",
      `Upon the terms and subject to the conditions of this Agreement, ${r1} hereby appoints ${r2} as its exclusive distributor of the Products in the Territory.`,
    ),
    runIn(
      "2. Payment.",
      `${r2} shall pay each invoice within ${en(c, terms.payment)} of the date of shipment. Any amount not paid within ${en(c, { n: rng.pick([10, 15]), unit: "day" })} after written notice of non-payment shall bear interest at one percent (1%) per month.`,
    ),
    runIn("3. Term.", termClause),
    runIn(
      "4. Termination.",
      `Either party may terminate this Agreement by written notice if the other party fails to pay any amount when due and such failure continues for ${en(c, terms.cure)} after written notice, or commits any other material breach which remains uncured ${en(c, { n: rng.pick([30, 45]), unit: "day" })} after written notice thereof; termination shall be effective ${en(c, { n: rng.pick([5, 10]), unit: "day" })} after receipt of such notice.`,
    ),
    runIn("5. Governing Law and Arbitration.", lawSentence),
    para("IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above."),
    signatures(c, [c.name1, c.name2], null),
    `<h3>SCHEDULE A — PRODUCTS AND PRICES</h3>`,
    para(`Prices are quoted ex works and may be changed by ${r1} upon ${en(c, { n: rng.pick([30, 60, 90]), unit: "day" }, true)} written notice.`),
  ];
  return {
    html: paginate(c, blocks),
    truth: {
      effective_date: isoOf(terms.effective),
      auto_renews: renews ? true : null,
      termination_notice_days: renews ? daysOf(notice) : null,
      governing_law: lawTruth,
    },
    unscored: renews ? [] : ["auto_renews"],
    alternatives: {
      governing_law: foreignLaw ? [...abroad.also] : [law[1]],
    },
    mustPrint: [dating === "glued" ? englishDate(terms.effective, "d-month-y") : dayText, c.termText],
  };
}

function provisoRenewal(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const [title, r1, r2] = rng.pick(TITLES["proviso-renewal"]);
  const notice: Period = terms.nonRenewalNotice ?? { n: rng.pick([30, 60, 90]), unit: "day" };
  const inExhibit = rng.chance(0.5);
  const endDay: Day = { y: terms.effective.y + rng.int(1, 4), m: rng.pick([3, 6, 12]), d: rng.pick([15, 30]) };
  const termSentence = inExhibit
    ? `The Term will commence on the Effective Date of this Agreement and will remain in effect, unless sooner terminated under paragraphs 5.2, 5.3 or 5.4, until the termination date specified in Exhibit A (the "Expiration Date").`
    : `The Term will commence on the Effective Date of this Agreement and will remain in effect for ${c.termText}, unless sooner terminated under paragraphs 5.2, 5.3 or 5.4.`;
  const provisoC = rng.pick([
    `neither party provided the other party with notice of such party's intention not to renew this Agreement at least ${en(c, notice)} prior to any year's Expiration Date`,
    `neither party has notified the other party in writing, no later than ${en(c, notice)} before the end of the then-current year of the Term, that it does not wish to renew this Agreement`,
  ]);
  const renewal = `The Term will automatically renew for successive additional periods of one (1) year each, provided that: (a) ${r2} has made all Minimum Purchases required for the preceding year; (b) the parties have agreed in writing upon the Minimum Purchase amounts and discounts for the next renewal period; (c) ${provisoC}; and (d) neither party provided the other party with such notice as may be required pursuant to paragraphs 5.2 or 5.3.`;
  const cure = en(c, terms.cure);
  const blocks = [
    `<h1>${e(title.toUpperCase())}</h1>`,
    para(
      `This ${title} (the "Agreement") is entered into as of ${c.effText} (the "Effective Date") by and between ${c.name1}, a ${rng.pick(["Washington", "Delaware", "Nevada"])} corporation ("${r1}"), and ${c.name2}${c.individual2 ? ", an individual" : c.p2.country === "UK" ? ", a company incorporated in England and Wales" : `, a ${rng.pick(["Florida", "Texas", "California"])} corporation`} ("${r2}").`,
    ),
    runIn(
      "Section 4. Orders and Payment.",
      `${r2} shall submit each order at least ${en(c, { n: rng.pick([30, 45]), unit: "day" })} in advance of the requested delivery date and shall pay ${r1} the full amount invoiced within ${en(c, terms.payment)} after the date of invoice.`,
    ),
    `<h3>Section 5. Term and Termination.</h3>`,
    runIn("5.1 Term.", `${termSentence} ${renewal}`),
    runIn(
      "5.2 Termination by " + r1 + ".",
      `Upon the occurrence of any of the following, ${r1} may terminate the Term by giving ${r2} written notice of such termination: (a) ${r2} fails to pay any amount when due and such failure continues for ${cure} after written notice; or (b) ${r2} breaches any other provision of this Agreement where such failure continues for ${en(c, { n: 30, unit: "day" })} after written notice.`,
    ),
    runIn(
      "5.3 Termination by " + r2 + ".",
      `${r2} may terminate this Agreement at any time after the expiration of the first year of the Term if ${r2} gives ${r1} ${en(c, { n: rng.pick([30, 60]), unit: "day" }, true)} advance written notice and, within such period, pays to ${r1} a lump-sum payment equal to the unpaid Minimum Purchases for the then-current year.`,
    ),
    runIn("Section 9. Governing Law.", c.law.sentence),
    para("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date."),
    signatures(c, [c.name1, c.name2], null),
    `<h3>EXHIBIT A</h3>`,
    `<table class="kt"><tr><td>Territory</td><td>North America</td></tr><tr><td>Termination Date</td><td>${e(inExhibit ? englishDate(endDay, "month-d-y") : "As set forth in Section 5.1")}</td></tr><tr><td>Minimum Purchases</td><td>[***]</td></tr></table>`,
  ];
  return {
    html: paginate(c, blocks),
    truth: { auto_renews: true, termination_notice_days: daysOf(notice), initial_term: inExhibit ? null : c.termText },
    ...(inExhibit ? { alternatives: { initial_term: [] } } : {}),
    mustPrint: [c.effText, ...(inExhibit ? [] : [c.termText])],
  };
}

export function filedContract(c: DraftContext, kind: FiledKind): Drafted {
  return kind === "form-filled" ? formFilled(c) : kind === "cross-border" ? crossBorder(c) : provisoRenewal(c);
}
