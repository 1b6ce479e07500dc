// Long-form agreements as filed and as drafted in London: an SEC exhibit with a cover page, a table of
// contents whose lines name the clauses ("Section 11.6 Governing Law ..... 14"), recitals, a definitions
// article ("Effective Date" means …), parties "by and among" three entities or named only in the
// signature blocks, a term running "until the third anniversary of the Effective Date", notice in words
// only ("ninety days"), cure periods, payment terms and non-payment notices in the termination article
// as decoys, "the Commonwealth of …" as governing law, amended-and-restated agreements whose original
// date is a decoy; and a UK framework agreement: "THIS AGREEMENT is dated" on signing, numbered parties
// "incorporated and registered in England and Wales … whose registered office is at …, Wales", a
// Commencement Date and Initial Period in the definitions, continuation "until either party gives …
// notice", remedy periods and late-payment notices as decoys.
import { escapeHtml as e, isoOf } from "./formats";
import { company, personName, sharesWord, type Company } from "./names";
import { daysOf, englishDate, period, termAlternatives, type Period } from "./contract-words";
import { para, runIn, type DraftContext, type Drafted } from "./contract-model";
import { paginate } from "./contract-pages";

const COMMONWEALTHS = ["Pennsylvania", "Virginia", "Kentucky", "Massachusetts"] as const;
const STATES = ["Delaware", "Nevada", "Georgia", "Minnesota", "Colorado"] as const;
const US_ENTITIES = ["a Delaware limited partnership", "a Nevada limited liability company", "a Delaware corporation", "a Minnesota corporation"] as const;
const ORDINALS = ["", "first", "second", "third", "fourth", "fifth"];

/** "Calder Partners, L.P.": SEC filers are often partnerships and holding companies. */
function filerName(c: DraftContext, x: Company): Company {
  const form = c.rng.pick(["", "", ", L.P.", " Holdings, LLC", " Partners, L.P."]);
  return form ? { ...x, name: `${x.short}${form}` } : x;
}

/** A notice period printed in words only, as much SEC drafting does: "ninety days", "three months". */
const wordsOnly = (p: Period, possessive = false) => period(p, "en", "words", { possessive });

const toc = (entries: ReadonlyArray<[string, string]>) =>
  `<div class="pg"><h3 style="text-align:center">TABLE OF CONTENTS</h3><table class="kt">${entries
    .map(([section, title], i) => `<tr><td>${e(section)}</td><td>${e(title)}</td><td>${".".repeat(24)}</td><td>${i + 1}</td></tr>`)
    .join("")}</table></div>`;

interface Shape {
  html: string[];
  truth: Record<string, unknown>;
  alternatives: Record<string, unknown[]>;
  unscored: string[];
  mustPrint: string[];
}

/** Term, renewal and termination shared by both draftings; the notice truth follows the drawn renewal. */
function termClauses(c: DraftContext, uk: boolean): Omit<Shape, "html" | "mustPrint"> & { term: string; renewal: string; termination: string[] } {
  const { rng, terms } = c;
  const anniversary = !uk && terms.term.unit === "year" && terms.term.n <= 5 && rng.chance(0.6);
  const years = terms.term.n;
  const label = uk ? "Initial Period" : "Initial Term";
  const start = uk ? "the Commencement Date" : "the Effective Date";
  const term = anniversary
    ? `The term of this Agreement shall commence on ${start} and shall continue in full force and effect until the ${ORDINALS[years]} anniversary of ${start}, unless earlier terminated in accordance with this Article (the "${label}").`
    : uk
      ? `This agreement shall commence on the Commencement Date and shall continue for the Initial Period, unless terminated earlier in accordance with clause 14.`
      : `The term of this Agreement shall commence on the Effective Date and continue for a period of ${c.termText} thereafter (the "${label}"), unless earlier terminated as provided herein.`;
  const shape = rng.weighted<"auto" | "continuing" | "fixed" | "silent">([
    ["auto", 4],
    ["continuing", uk ? 3 : 1],
    ["fixed", 2],
    ["silent", 2],
  ]);
  const notice: Period = terms.nonRenewalNotice ?? (rng.chance(0.5) ? { n: rng.pick([3, 6]), unit: "month" } : { n: rng.pick([60, 90, 180]), unit: "day" });
  // Some drafting states the non-renewal right in the termination article instead of the term clause.
  const inTermination = !uk && shape === "auto" && rng.chance(0.35);
  const renewal =
    shape === "auto" && inTermination
      ? `Upon expiration of the ${label}, the term of this Agreement shall automatically be extended for successive one-year Renewal Terms.`
      : shape === "auto"
        ? uk
          ? `At the end of the Initial Period this agreement shall automatically extend for further periods of twelve months (each an Extended Term) unless either party gives written notice to the other, not later than ${wordsOnly(notice)} before the end of the Initial Period or the relevant Extended Term, to terminate this agreement at the end of the Initial Period or that Extended Term.`
          : `Upon expiration of the ${label}, this Agreement shall automatically renew for successive one-year periods (each, a "Renewal Term") unless either Party delivers written notice of non-renewal to the other Party not less than ${wordsOnly(notice)} prior to the expiration of the then-current term.`
        : shape === "continuing"
          ? `Thereafter this agreement shall continue in force until either party gives to the other not less than ${wordsOnly(notice, true)} written notice to terminate, such notice to expire at the end of the ${label} or at any time after it.`
          : shape === "fixed"
            ? uk
              ? `This agreement shall expire automatically at the end of the Initial Period and shall not be extended save by written agreement of the parties.`
              : `This Agreement shall not renew automatically; any extension of the ${label} shall require a written amendment executed by both Parties.`
            : "";
  const convenience: Period | null = shape === "auto" || shape === "continuing" ? null : rng.chance(0.5) ? { n: rng.pick([30, 60, 90]), unit: "day" } : null;
  const cure = wordsOnly(terms.cure);
  const unpaid = wordsOnly({ n: rng.pick([10, 14, 15]), unit: "day" }, true);
  const termination = uk
    ? [
        `Without affecting any other right or remedy available to it, either party may terminate this agreement with immediate effect by giving written notice to the other party if the other party commits a material breach of any term of this agreement which is irremediable or (if such breach is remediable) fails to remedy that breach within a period of ${cure} after being notified in writing to do so.`,
        `The Supplier may terminate this agreement on giving not less than ${unpaid} written notice if the Customer fails to pay any amount due under this agreement on the due date for payment.`,
        ...(convenience
          ? [`The Customer may terminate this agreement at any time by giving the Supplier not less than ${wordsOnly(convenience, true)} written notice.`]
          : []),
      ]
    : [
        `Either Party may terminate this Agreement upon written notice if the other Party materially breaches this Agreement and fails to cure such breach within ${cure} after receipt of written notice describing the breach in reasonable detail (the "Cure Period").`,
        `If any undisputed amount remains unpaid for more than ${wordsOnly(terms.payment)} after its due date, the unpaid Party may terminate this Agreement upon ${unpaid} written notice unless payment is made within such period.`,
        ...(inTermination
          ? [
              `Either Party may terminate this Agreement effective as of the end of the ${label} or any Renewal Term by giving the other Party written notice thereof at least ${wordsOnly(notice)} before the end of such term.`,
            ]
          : []),
        ...(convenience
          ? [`Either Party may terminate this Agreement for any reason or no reason upon ${wordsOnly(convenience)} prior written notice to the other Party.`]
          : []),
        `${c.roles[0]} may suspend performance upon ${wordsOnly({ n: rng.pick([5, 10]), unit: "day" })} written notice if any invoice remains unpaid, and may increase its prices once per contract year upon ${wordsOnly({ n: rng.pick([30, 45, 60]), unit: "day" })} prior written notice.`,
      ];
  const noticeTruth = shape === "auto" || shape === "continuing" ? daysOf(notice) : convenience ? daysOf(convenience) : null;
  return {
    term,
    renewal,
    termination,
    truth: {
      initial_term: c.termText,
      auto_renews: shape === "auto" ? true : shape === "fixed" ? false : null,
      termination_notice_days: noticeTruth,
    },
    alternatives: { initial_term: termAlternatives(terms.term, c.termText) },
    // A term that runs on until notice is neither renewal nor its exclusion. A term printed only as an
    // anniversary prints no duration: unscored, as CUAD's own mapping leaves it.
    unscored: [...(shape === "continuing" ? ["auto_renews"] : []), ...(anniversary ? ["initial_term"] : [])],
  };
}

function signatureBlock(rng: DraftContext["rng"], name: string, uk: boolean, person = false) {
  // A natural person signs in their own name, with no officer signing for them.
  if (person) return `<p>______________________<br><b>${e(name)}</b></p>`;
  return uk
    ? `<p>Signed by ${e(personName(rng))}<br>for and on behalf of <b>${e(name)}</b><br>.............................................<br>Director</p>`
    : `<p><b>${e(name)}</b><br>By: ______________________<br>Name: ${e(personName(rng))}<br>Title: ${e(rng.pick(["Chief Executive Officer", "President", "General Counsel", "Managing Member"]))}</p>`;
}

export function secLongForm(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const p1 = filerName(c, c.p1);
  const p2 = filerName(c, c.p2);
  let p3 = company(rng, "US");
  while (sharesWord(p3, p1) || sharesWord(p3, p2)) p3 = company(rng, "US");
  const upper = c.name1 === c.name1.toUpperCase();
  const shown = (x: Company) => (upper ? x.name.toUpperCase() : x.name);
  const [n1, n2, n3] = [shown(p1), shown(c.individual2 ? c.p2 : p2), shown(p3)];
  // Where the parties are introduced: the preamble, a preamble of three, the signature page, or the recitals.
  const intro = rng.weighted<"preamble" | "three" | "signature" | "recitals">([
    ["preamble", 3],
    ["three", c.individual2 ? 0 : 2],
    ["signature", 1],
    ["recitals", 1],
  ]);
  const three = intro === "three";
  const signatureOnly = intro === "signature";
  const restated = rng.chance(0.3);
  const title = `${restated ? "Amended and Restated " : ""}${c.title}`;
  const dated = englishDate(terms.effective, rng.pick(["month-d-y", "day-of"] as const));
  const prior = englishDate(c.priorDay, "month-d-y");
  const defined = c.definedEffective;
  const [r1, r2] = c.roles;

  const entity = () => rng.pick(US_ENTITIES);
  // "Alder Inc. of Austin, Texas": some drafting puts the party's seat right after its name.
  const seat = (x: Company) => `${x.city}, ${rng.pick([...STATES, ...COMMONWEALTHS])}`;
  const party = (name: string, role: string, person = false, x: Company = p1) =>
    !person && rng.chance(0.3) ? `${name} of ${seat(x)} ("${role}")` : `${name}, ${person ? "an individual" : entity()} ("${role}")`;
  const names = three
    ? `${party(n1, r1)}, ${party(n2, r2, false, p2)} and ${party(n3, "Guarantor", false, p3)}`
    : `${party(n1, r1)} and ${party(n2, r2, c.individual2, p2)}`;
  const asOf = defined ? `as of the Effective Date` : `as of ${dated} (the "Effective Date")`;
  const preamble = signatureOnly
    ? `This ${title} (this "Agreement") is entered into ${asOf} by and between the parties identified on the signature page hereto (each, a "Party" and together, the "Parties").`
    : intro === "recitals"
      ? `This ${title} (this "Agreement") is dated ${asOf}.`
      : `This ${title} (this "Agreement") is made and entered into ${asOf}, by and ${three ? "among" : "between"} ${names}.`;
  const recitals = [
    ...(restated
      ? [
          `WHEREAS, the Parties entered into that certain ${c.title} dated as of ${prior} (the "Original Agreement"), and now wish to amend and restate the Original Agreement in its entirety as set forth herein;`,
        ]
      : []),
    ...(intro === "recitals"
      ? [
          `A. ${party(n1, r1)}, is engaged in the business of developing and supplying the products and services described in Exhibit A.`,
          `B. ${party(n2, r2, c.individual2, p2)}, wishes to obtain such products and services from ${r1} on the terms of this Agreement.`,
        ]
      : [
          `WHEREAS, ${signatureOnly ? `the first Party named on the signature page` : r1} is engaged in the business of developing and supplying the products and services described in Exhibit A;`,
        ]),
    `NOW, THEREFORE, in consideration of the mutual covenants contained herein and for other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, the Parties agree as follows:`,
  ];
  const definitions = rng.shuffle([
    ...(defined ? [`"Effective Date" means ${dated}.`] : []),
    ...(restated ? [`"Original Effective Date" means ${prior}, the effective date of the Original Agreement.`] : []),
    `"Business Day" means any day other than a Saturday, Sunday or day on which commercial banks in New York, New York are authorized or required by law to close.`,
    `"Cure Period" has the meaning set forth in Section 10.2.`,
    `"Initial Term" has the meaning set forth in Section 10.1.`,
    `"Territory" means the United States of America, Canada and the Commonwealth of Puerto Rico.`,
    `"Affiliate" means, with respect to a Party, any entity that directly or indirectly controls, is controlled by or is under common control with such Party.`,
  ]);
  const t = termClauses(c, false);
  const lawKind = rng.pick(["commonwealth", "commonwealth", "state"] as const);
  const place = lawKind === "commonwealth" ? rng.pick(COMMONWEALTHS) : rng.pick(STATES);
  const jurisdiction = `${lawKind === "commonwealth" ? "Commonwealth" : "State"} of ${place}`;
  const venue = rng.pick(STATES.filter((s) => s !== place));
  const blocks = [
    `<h1>${e(upper ? title.toUpperCase() : title)}</h1>`,
    para(preamble),
    ...(intro === "recitals" ? [`<h3>RECITALS</h3>`] : []),
    ...recitals.map(para),
    `<h3>ARTICLE 1 DEFINITIONS</h3>`,
    ...definitions.map((d, i) => runIn(`1.${i + 1}`, d)),
    `<h3>ARTICLE 6 FEES AND PAYMENT</h3>`,
    runIn(
      "6.1 Invoices.",
      `${r1} shall invoice ${r2} monthly in arrears. All invoices are payable within ${wordsOnly(terms.payment)} of receipt. Amounts not paid when due shall bear interest at the rate of one percent (1%) per month.`,
    ),
    `<h3>ARTICLE 10 TERM AND TERMINATION</h3>`,
    runIn("10.1 Term.", `${t.term} ${t.renewal}`.trim()),
    ...t.termination.map((x, i) => runIn(`10.${i + 2}`, x)),
    runIn(
      `10.${t.termination.length + 2} Survival.`,
      `Articles 7, 9 and 11 shall survive any expiration or termination of this Agreement for a period of ${wordsOnly(terms.survival)}.`,
    ),
    `<h3>ARTICLE 11 MISCELLANEOUS</h3>`,
    runIn(
      "11.6 Governing Law.",
      `This Agreement shall be governed by and construed in accordance with the laws of the ${jurisdiction}, without giving effect to any choice or conflict of law provision or rule. Each Party submits to the exclusive jurisdiction of the state and federal courts located in the State of ${venue}.`,
    ),
    runIn(
      "11.7 Notices.",
      `All notices shall be in writing and delivered to ${r1} at ${p1.street}, ${p1.cityLine}, and to ${r2} at ${p2.street}, ${p2.cityLine}.`,
    ),
    para(`IN WITNESS WHEREOF, the Parties have caused this Agreement to be executed by their duly authorized representatives as of the Effective Date.`),
    `<div class="sig"><div>${signatureBlock(rng, n1, false)}</div><div>${signatureBlock(rng, n2, false, c.individual2)}</div></div>${three ? signatureBlock(rng, n3, false) : ""}`,
  ];
  const cover = `<div class="pg"><h1>${e(title.toUpperCase())}</h1><p style="text-align:center">by and ${three ? "among" : "between"}</p><p style="text-align:center"><b>${e(n1)}</b><br>and<br><b>${e(n2)}</b>${three ? `<br>and<br><b>${e(n3)}</b>` : ""}</p><p style="text-align:center">Dated as of ${e(dated)}</p></div>`;
  const contents = toc([
    ["Article 1", "Definitions"],
    ["Article 6", "Fees and Payment"],
    ["Section 10.1", "Term"],
    ["Section 10.2", "Termination for Breach"],
    ["Section 11.6", "Governing Law"],
    ["Section 11.7", "Notices"],
  ]);
  return {
    html: cover + contents + paginate(c, blocks),
    truth: {
      party_1: n1,
      party_2: n2,
      effective_date: isoOf(terms.effective),
      governing_law: jurisdiction,
      ...t.truth,
    },
    alternatives: {
      party_1: [...new Set([p1.name, p1.short])].filter((x) => x !== n1),
      party_2: [...new Set(c.individual2 ? [c.p2.name] : [p2.name, p2.short])].filter((x) => x !== n2),
      governing_law: [place],
      ...t.alternatives,
    },
    // Like CUAD's own mapping: parties are scored only where the agreement names exactly two.
    unscored: [...t.unscored, ...(three ? ["party_1", "party_2"] : [])],
    names: [n1, n2],
    mustPrint: [dated, jurisdiction],
  };
}

const UK_REGISTERED: Record<string, (x: Company, rng: DraftContext["rng"]) => string> = {
  UK: (x, rng) =>
    `incorporated and registered in ${rng.pick(["England and Wales", "Scotland"])} with company number ${rng.int(1000000, 9999999)} whose registered office is at ${x.street}, ${x.cityLine}, ${rng.pick(["Wales", "England", "United Kingdom"])}`,
  US: (x) => `a corporation incorporated in the State of Delaware whose principal place of business is at ${x.street}, ${x.cityLine}`,
  DE: (x, rng) =>
    `a company incorporated under the laws of Germany, registered with the commercial register of the local court (Amtsgericht) of ${x.city} under HRB ${rng.int(10000, 99999)}, whose registered office is at ${x.street}, ${x.cityLine}, Germany`,
};

export function ukFramework(c: DraftContext): Drafted {
  const { rng, terms } = c;
  const datedOn = englishDate(c.signDay, "d-month-y");
  const registered = (x: Company) => (UK_REGISTERED[x.country] ?? UK_REGISTERED.UK!)(x, rng);
  const [r1, r2] = ["Supplier", "Customer"];
  const t = termClauses(c, true);
  const law = rng.pick([
    ["England and Wales", "the law of England and Wales"],
    ["Scotland", "the law of Scotland"],
    [null, "English law"],
  ] as const);
  const lawTruth = law[0];
  const definitions = rng.shuffle([
    `Business Day: a day other than a Saturday, Sunday or public holiday in England when banks in London are open for business.`,
    `Commencement Date: ${c.effText}.`,
    `Initial Period: the period of ${c.termText} beginning on the Commencement Date.`,
    `Charges: the charges payable by the Customer for the supply of the Services, as set out in Schedule 2.`,
    `Territory: England, Wales and Northern Ireland.`,
  ]);
  const html = [
    `<h1>${e(c.title.toUpperCase())}</h1>`,
    para(`THIS AGREEMENT is dated ${datedOn}.`),
    `<h3>PARTIES</h3>`,
    para(`(1) ${c.name1} ${registered(c.p1)} (the ${r1}).`),
    para(`(2) ${c.name2} ${registered(c.p2)} (the ${r2}).`),
    `<h3>BACKGROUND</h3>`,
    para(
      `(A) The Supplier carries on the business of providing managed services and is willing to supply them to the Customer on the terms of this agreement.`,
    ),
    `<h3>AGREED TERMS</h3>`,
    `<h3>1. INTERPRETATION</h3>`,
    para(`1.1 The definitions and rules of interpretation in this clause apply in this agreement.`),
    ...definitions.map(para),
    `<h3>2. COMMENCEMENT AND DURATION</h3>`,
    para(`2.1 ${t.term}`),
    ...(t.renewal ? [para(`2.2 ${t.renewal}`)] : []),
    `<h3>8. CHARGES AND PAYMENT</h3>`,
    para(
      `8.1 The Customer shall pay each invoice submitted to it by the Supplier within ${wordsOnly(terms.payment)} of the date of the invoice. If the Customer fails to make any payment due by the due date, the Customer shall pay interest on the overdue sum at the rate of four per cent a year above the Bank of England's base rate.`,
    ),
    `<h3>14. TERMINATION</h3>`,
    ...t.termination.map((x, i) => para(`14.${i + 1} ${x}`)),
    para(
      `14.${t.termination.length + 1} Clauses 9 (Confidentiality) and 12 (Limitation of liability) shall survive termination for ${wordsOnly(terms.survival)}.`,
    ),
    `<h3>24. GOVERNING LAW AND JURISDICTION</h3>`,
    para(
      `24.1 This agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter or formation shall be governed by and construed in accordance with ${law[1]}.`,
    ),
    para(
      `24.2 Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this agreement.`,
    ),
    para(`This agreement has been entered into on the date stated at the beginning of it.`),
    `<div class="sig"><div>${signatureBlock(rng, c.name1, true)}</div><div>${signatureBlock(rng, c.name2, true)}</div></div>`,
  ].join("");
  return {
    html,
    truth: { effective_date: isoOf(terms.effective), ...t.truth, ...(lawTruth ? { governing_law: lawTruth } : {}) },
    alternatives: { ...t.alternatives, ...(lawTruth ? { governing_law: lawTruth === "England and Wales" ? ["England"] : [] } : {}) },
    // "English law" names no jurisdiction phrase: not scored.
    unscored: [...t.unscored, ...(lawTruth ? [] : ["governing_law"])],
    mustPrint: [c.effText, c.termText],
  };
}
