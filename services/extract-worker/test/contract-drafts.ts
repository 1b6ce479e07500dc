import type { PositionedDocument } from "../src/layout/types";
import { doc, type CellSpec } from "./synthetic-model";
import { createRng } from "../../../scripts/synth/random";

// Generated contracts for the contract_terms rules: US, UK and German-style drafting, clauses in a
// random order, and the clauses that must not be read as terms (cure periods, payment terms,
// insurance notices, surviving confidentiality, a licence's own term, a courts clause naming
// "England and Wales"). Every draft carries the values a reader should return, so a test can
// count wrong values (must be none) and misses (a few are acceptable) over many drafts.

export interface DraftTruth {
  party_1: string | null;
  party_2: string | null;
  effective_date: string | null;
  initial_term: string | null;
  auto_renews: boolean | null;
  /** The notice of non-renewal; when the draft has none, the convenience notice is acceptable. */
  termination_notice_days: number | null;
  convenience_days: number | null;
  governing_law: string | null;
}

export interface Draft {
  style: "us" | "uk" | "de";
  text: string;
  truth: DraftTruth;
  doc: PositionedDocument;
}

const WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const TENS: Record<number, string> = {
  15: "fifteen",
  30: "thirty",
  45: "forty-five",
  60: "sixty",
  90: "ninety",
  120: "one hundred twenty",
  180: "one hundred eighty",
};
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const STEMS = [
  "Northwind",
  "Alder Creek",
  "Blue Heron",
  "Kestrel",
  "Granite Peak",
  "Larkspur",
  "Meridian",
  "Quillon",
  "Sable Ridge",
  "Tamarack",
  "Wexford",
  "Brightwater",
  "Cobalt Lane",
  "Halcyon",
];
const TRADES = ["Analytics", "Systems", "Logistics", "Software", "Pharmaceuticals", "Media", "Holdings", "Energy", "Foods", "Technologies"];
const US_FORMS = ["Inc.", "LLC", "Corporation", "Corp.", "L.P.", ", Inc.", ", LLC"];
const UK_FORMS = ["Limited", "Ltd", "plc", "LLP"];
const DE_FORMS = ["GmbH", "AG", "GmbH & Co. KG", "SE"];
const STATES = ["New York", "Delaware", "California", "Texas", "Illinois", "Massachusetts", "Washington"];
const CITIES_DE = ["München", "Hamburg", "Köln", "Frankfurt am Main", "Stuttgart"];

export function makeDraft(seed: number): Draft {
  // Seeded: every run draws the same drafts.
  const r = createRng(seed).next;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const chance = (p: number) => r() < p;
  const style = pick(["us", "uk", "de"] as const);

  const stemA = pick(STEMS);
  const stemB = pick(STEMS.filter((s) => s !== stemA));
  const form = (forms: readonly string[]) => {
    const f = pick(forms);
    return f.startsWith(",") ? f : ` ${f}`;
  };
  const formsFor = style === "us" ? US_FORMS : style === "uk" ? UK_FORMS : DE_FORMS;
  const nameA = `${stemA} ${pick(TRADES)}${form(formsFor)}`;
  const nameB = `${stemB} ${pick(TRADES)}${form(style === "de" && chance(0.5) ? US_FORMS : formsFor)}`;

  const year = 2015 + Math.floor(r() * 10);
  const month = Math.floor(r() * 12);
  const day = 1 + Math.floor(r() * 28);
  const iso = `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;
  const dateText =
    style === "us"
      ? pick([`${MONTHS[month]} ${day}, ${year}`, `the ${ordinal(day)} day of ${MONTHS[month]}, ${year}`])
      : style === "uk"
        ? `${day} ${MONTHS[month]} ${year}`
        : pick([`${String(day).padStart(2, "0")}.${String(month + 1).padStart(2, "0")}.${year}`, `${day} ${MONTHS[month]} ${year}`]);

  const termUnit = pick(["year", "month"] as const);
  const termN = termUnit === "year" ? 1 + Math.floor(r() * 5) : pick([6, 12, 18, 24, 36]);
  const termWords = `${WORDS[termN - 1] ?? String(termN)} (${termN}) ${termUnit}${termN === 1 ? "" : "s"}`;
  const termPrinted = chance(0.5) ? termWords : `${termN} ${termUnit}${termN === 1 ? "" : "s"}`;
  const hasTerm = chance(0.85);
  const renews = chance(0.7);
  const noticeDays = pick([30, 60, 90, 180]);
  const noticeMonths = pick([1, 2, 3, 6]);
  const noticeInMonths = style !== "us" && chance(0.5);
  const noticeText = noticeInMonths
    ? `${WORDS[noticeMonths - 1]} (${noticeMonths}) month${noticeMonths === 1 ? "" : "s"}`
    : `${TENS[noticeDays]} (${noticeDays}) days`;
  const nonRenewalDays = noticeInMonths ? noticeMonths * 30 : noticeDays;
  const convenience = chance(0.4) ? pick([30, 45, 120].filter((d) => d !== nonRenewalDays)) : null;
  const cureDays = pick([10, 15, 20, 30, 45].filter((d) => d !== nonRenewalDays));
  const payDays = pick([15, 30, 45, 60].filter((d) => d !== nonRenewalDays));

  const law = style === "us" ? `the State of ${pick(STATES)}` : style === "uk" ? "England and Wales" : "the Federal Republic of Germany";
  const lawValue = law.replace(/^the /, "");

  const aliasA = pick(["Supplier", "Provider", "Licensor", "Company"]);
  const aliasB = pick(["Customer", "Distributor", "Licensee", "Client"]);

  const variant = chance(0.35) ? Math.floor(r() * 4) : -1;
  const person = variant < 0 && style === "us" && chance(0.15) ? "Maria L. Keller" : null;
  const preamble =
    variant === 0
      ? `This Agreement (the "Agreement") is entered into on ${dateText} by ${nameA}, a Delaware corporation ("${aliasA}"), and ${nameB}, a Nevada limited liability company ("${aliasB}").`
      : variant === 1
        ? `This agreement is dated ${dateText}. PARTIES (1) ${nameA} incorporated and registered in England and Wales with company number 0${1000000 + Math.floor(r() * 8999999)} whose registered office is at 3 Mill Lane, Leeds (the "${aliasA}"). (2) ${nameB} incorporated and registered in England and Wales whose registered office is at 9 Canal Street, York (the "${aliasB}"). AGREED TERMS`
        : variant === 2
          ? `"Effective Date" means ${dateText}. This Agreement is made between ${nameA} (the "${aliasA}") and ${nameB} (the "${aliasB}").`
          : variant === 3
            ? `This Agreement is concluded between the ${nameA}, Ringstraße 4, 10115 Berlin, – hereinafter „${aliasA}“ – and the ${nameB}, Marktplatz 2, 20095 Hamburg, – hereinafter „${aliasB}“ – with effect from ${dateText} (the "Effective Date").`
            : person
              ? `This Consulting Agreement is made and entered into this ${dateText} by and between ${nameA} ("${aliasA}") and ${person}, an individual residing at 14 Elm Court, Springfield ("Consultant").`
              : style === "us" && chance(0.3)
                ? `AGREEMENT dated ${dateText} between ${nameA} ("${aliasA}") and ${nameB} ("${aliasB}").`
                : style === "us"
                  ? `THIS MASTER SERVICES AGREEMENT (the "Agreement") is entered into as of ${dateText} (the "Effective Date") by and between ${nameA}, a ${pick(STATES)} corporation with offices at ${100 + Math.floor(r() * 800)} Main Street ("${aliasA}"), and ${nameB}, a ${pick(STATES)} limited liability company ("${aliasB}").`
                  : style === "uk"
                    ? `THIS AGREEMENT is made on ${dateText} BETWEEN: (1) ${nameA}, a company incorporated in England and Wales with company number 0${1000000 + Math.floor(r() * 8999999)} whose registered office is at 12 Harbour Road, Bristol (the "${aliasA}"); and (2) ${nameB}, a company incorporated in Scotland whose registered office is at 4 Quay Street, Glasgow (the "${aliasB}").`
                    : `This Agreement is concluded with effect from ${dateText} (the "Effective Date") between ${nameA}, Hauptstraße ${1 + Math.floor(r() * 90)}, ${80000 + Math.floor(r() * 9999)} ${pick(CITIES_DE)}, Germany, represented by its managing director, hereinafter "${aliasA}", and ${nameB}, Lindenallee 7, 50667 Köln, Germany, hereinafter "${aliasB}".`;

  const clauses: string[] = [];
  const termClause = pick([
    `This Agreement shall commence on the Effective Date and continue for an initial term of ${termPrinted} (the "Initial Term").`,
    `The term of this Agreement shall be ${termPrinted} from the Effective Date.`,
    `This Agreement shall remain in full force and effect for a period of ${termPrinted}, unless terminated earlier in accordance with its terms.`,
    `The Agreement shall run for an initial period of ${termPrinted}.`,
    `This Agreement enters into force on the Effective Date and is concluded for a fixed term of ${termPrinted}.`,
    `The initial term of this Agreement is ${termPrinted}.`,
    `This Agreement is valid for ${termPrinted} from the Effective Date.`,
    `This Agreement has a term of ${termPrinted}.`,
    `The Initial Term shall be ${termPrinted}.`,
    `The initial term of this Agreement shall begin on the Effective Date and end ${termPrinted} thereafter.`,
    `The term of this Agreement is for a period of ${termPrinted}.`,
  ]);
  const renewalClause = pick([
    `Thereafter, this Agreement shall automatically renew for successive one (1) year periods unless either party gives written notice of non-renewal at least ${noticeText} prior to the end of the then-current term.`,
    `This Agreement will renew automatically for additional periods of twelve (12) months unless either party notifies the other in writing not less than ${noticeText} before the expiry of the Initial Term or any renewal period.`,
    `Upon expiry of the Initial Term the Agreement is extended automatically by a further twelve (12) months unless either party gives the other ${noticeText} prior written notice of its intention not to renew.`,
    `Unless either party provides notice of non-renewal at least ${noticeText} before the end of the then-current term, this Agreement will automatically renew for additional one-year terms.`,
    `The term will be renewed automatically for consecutive one-year periods; either party may prevent renewal by giving not less than ${noticeText}' written notice prior to the expiration of the then current term.`,
    `The Agreement shall be extended automatically by successive periods of one year unless terminated by either party with ${noticeText}' notice to the end of the respective term.`,
    `This Agreement shall thereafter renew automatically for successive one-year terms unless either party notifies the other party in writing of its intent not to renew not less than ${noticeText} prior to expiration.`,
    `Thereafter the Agreement renews automatically each year. Either party may give notice of non-renewal no later than ${noticeText} before the expiration of the then-current term.`,
  ]);
  clauses.push(`Term. ${hasTerm ? termClause : "This Agreement shall commence on the Effective Date."}${renews ? ` ${renewalClause}` : ""}`);
  if (convenience)
    clauses.push(
      `Termination for Convenience. Either party may terminate this Agreement for any reason upon ${TENS[convenience]} (${convenience}) days' written notice to the other party.`,
    );
  clauses.push(
    `Termination for Breach. Either party may terminate this Agreement by written notice if the other party commits a material breach and fails to cure such breach within ${TENS[cureDays] ?? WORDS[cureDays - 1] ?? cureDays} (${cureDays}) days after receipt of written notice of the breach.`,
  );
  clauses.push(
    `Fees and Payment. ${aliasB} shall pay all invoices within ${TENS[payDays] ?? payDays} (${payDays}) days of receipt. ${aliasA} may increase its fees once per year on ninety (90) days' prior written notice.`,
  );
  if (chance(0.5))
    clauses.push(
      `Suspension. Should ${aliasB} fail to pay any amount within fifteen (15) days after notice of non-payment, ${aliasA} may suspend the Services.`,
    );
  if (chance(0.5))
    clauses.push(
      `Insolvency. ${aliasB} may terminate this Agreement upon twenty (20) days' written notice if ${aliasA} becomes insolvent or makes an assignment for the benefit of creditors.`,
    );
  if (chance(0.5))
    clauses.push(
      `Changes. ${aliasA} shall give ${aliasB} ninety (90) days' prior written notice of any material change to the Services, and ${aliasB} may reject such change within ten (10) days.`,
    );
  if (!renews && chance(0.5))
    clauses.push(`Renewal. This Agreement may be renewed by mutual written agreement of the parties for a further term of one (1) year.`);
  if (chance(0.4))
    clauses.push(`Orders. ${aliasA} shall give notice at least twenty (20) days prior to the expiration of any purchase order under this Agreement.`);
  if (chance(0.4))
    clauses.push(
      `Royalties. ${aliasB} may terminate this Agreement upon sixty (60) days' prior written notice in the event ${aliasA} increases the royalty rate.`,
    );
  if (chance(0.5))
    clauses.push(
      `Non-Solicitation. During the term of this Agreement and for a period of two (2) years after its termination, neither party shall solicit the other party's employees.`,
    );
  if (chance(0.5))
    clauses.push(
      `Default. Either party may terminate this Agreement with immediate effect if a breach of this Agreement by the other party remains unremedied for a period of twenty-one (21) days.`,
    );
  clauses.push(
    `Confidentiality. The obligations of confidentiality in this Section shall survive for a period of five (5) years after any termination or expiry of this Agreement.`,
  );
  clauses.push(`Licence. The licence granted to ${aliasB} shall continue for a period of ten (10) years from the date of delivery.`);
  clauses.push(
    `Insurance. Each party shall give the other thirty (30) days' prior written notice of any cancellation or non-renewal of its insurance policies.`,
  );
  clauses.push(`Return of Materials. Within ten (10) days after the end of this Agreement each party shall return the other party's materials.`);
  clauses.push(
    style === "us"
      ? chance(0.25)
        ? `Choice of Law. The parties agree that the laws of ${law} shall apply to this Agreement.`
        : `Governing Law. This Agreement shall be governed by and construed in accordance with the laws of ${law}, without regard to its conflict of laws principles.`
      : style === "uk"
        ? `Governing Law and Jurisdiction. This Agreement and any dispute arising out of it shall be governed by the law of England and Wales, and any dispute between the parties shall be submitted to the courts of England and Wales.`
        : chance(0.3)
          ? `Applicable Law. The laws of ${law} shall govern this Agreement.`
          : `Applicable Law. This Agreement is governed by the laws of ${law}, excluding the United Nations Convention on Contracts for the International Sale of Goods. Place of jurisdiction is ${pick(CITIES_DE)}.`,
  );
  clauses.push(`Notices. All notices under this Agreement shall be in writing and delivered by hand or by registered mail to the addresses set out above.`);
  // Clause order varies; the term clause and the law clause can be anywhere.
  for (let i = clauses.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [clauses[i], clauses[j]] = [clauses[j] as string, clauses[i] as string];
  }
  const body = clauses.map((c, i) => `${i + 1}. ${c}`);
  const text = [preamble, ...body].join("\n");

  const truth: DraftTruth = {
    party_1: nameA,
    party_2: person ?? nameB,
    effective_date: iso,
    initial_term: hasTerm ? `${termN} ${termUnit}${termN === 1 ? "" : "s"}` : null,
    auto_renews: renews ? true : null,
    termination_notice_days: renews ? nonRenewalDays : null,
    convenience_days: convenience,
    governing_law: lawValue,
  };
  return { style, text, truth, doc: layout(text) };
}

/** Lays text out as a page would: paragraphs wrapped at 95 characters, 58 lines a page. */
function layout(text: string): PositionedDocument {
  const lines: string[] = [];
  for (const para of text.split("\n")) {
    let line = "";
    for (const word of para.split(" ")) {
      if (line && line.length + word.length + 1 > 95) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
  }
  const pages: CellSpec[][] = [];
  lines.forEach((l, i) => {
    const p = Math.floor(i / 58);
    (pages[p] ??= []).push({ text: l, x: 50, y: 60 + (i % 58) * 12, size: 9 });
  });
  return doc(...pages);
}

/** A one-page contract of these paragraphs, each wrapped at 90 characters as a page would wrap it. */
export function paragraphsDoc(...paragraphs: string[]): PositionedDocument {
  const lines: string[] = [];
  for (const p of paragraphs) {
    let line = "";
    for (const w of p.split(" ")) {
      if (line && line.length + w.length > 90) {
        lines.push(line);
        line = w;
      } else line = line ? `${line} ${w}` : w;
    }
    lines.push(line);
  }
  return doc(lines.map((text, i) => ({ text, x: 50, y: 60 + i * 12, size: 9 })));
}
