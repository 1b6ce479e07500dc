// Synthetic commercial contracts of two to four pages in US, UK and German drafting: a parties
// preamble, the effective date, the initial term, renewal (automatic, excluded or not mentioned),
// the non-renewal or convenience notice, and governing law; with the decoys real contracts carry
// (cure periods, payment terms, survival periods, venue clauses, signature and recital dates).
// Truth in the shape of ../shared/corpora/contracts-dev-cuad, with nulls where a term is absent.
import { escapeHtml as e, formatDate, isoOf, laterDay, MONTHS, type Day } from "./formats";
import { company, personName, sharesWord, type Company, type Country } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";

// prettier-ignore
const EN_NUMBERS: Record<number, string> = {
  1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 10: "ten", 12: "twelve", 14: "fourteen", 15: "fifteen", 18: "eighteen", 20: "twenty", 24: "twenty-four",
  30: "thirty", 36: "thirty-six", 45: "forty-five", 60: "sixty", 90: "ninety", 120: "one hundred twenty", 180: "one hundred eighty",
};
// prettier-ignore
const DE_NUMBERS: Record<number, string> = {
  1: "ein", 2: "zwei", 3: "drei", 4: "vier", 5: "fünf", 6: "sechs", 10: "zehn", 12: "zwölf", 14: "vierzehn", 15: "fünfzehn", 18: "achtzehn", 20: "zwanzig", 24: "vierundzwanzig",
  30: "dreißig", 36: "sechsunddreißig", 45: "fünfundvierzig", 60: "sechzig", 90: "neunzig", 120: "einhundertzwanzig", 180: "einhundertachtzig",
};

type Style = "en" | "de";
const words = (n: number, style: Style) => `${(style === "en" ? EN_NUMBERS : DE_NUMBERS)[n]} (${n})`;

/** A duration as contracts print it: "three (3) years", "zwei (2) Jahren", sometimes bare digits. */
function duration(rng: Rng, n: number, unit: "year" | "month" | "day", style: Style, { dative = false } = {}): string {
  const en = { year: n === 1 ? "year" : "years", month: n === 1 ? "month" : "months", day: n === 1 ? "day" : "days" }[unit];
  const de = { year: n === 1 ? "Jahr" : dative ? "Jahren" : "Jahre", month: n === 1 ? "Monat" : dative ? "Monaten" : "Monate", day: n === 1 ? "Tag" : dative ? "Tagen" : "Tage" }[unit];
  const number = !rng.chance(0.8) ? String(n) : style === "de" && n === 1 && dative ? "einem (1)" : words(n, style);
  return `${number} ${style === "en" ? en : de}`;
}

const LAWS_US = [["State of New York", "New York"], ["State of Delaware", "Delaware"], ["State of California", "California"], ["Commonwealth of Massachusetts", "Massachusetts"], ["State of Texas", "Texas"], ["State of Illinois", "Illinois"]] as const;
const VENUES_US = ["New York County, New York", "Wilmington, Delaware", "San Francisco, California", "Boston, Massachusetts", "Austin, Texas", "Chicago, Illinois"];

const FAMILIES = ["us-services", "us-recitals-license", "uk-agreement", "de-vertrag", "key-terms-cover"] as const;
type Family = (typeof FAMILIES)[number];

interface Terms {
  style: Style;
  effective: Day;
  termN: number;
  termUnit: "year" | "month";
  renewal: "auto" | "none" | "silent";
  renewN: number;
  noticeDays: number | null;
  /** Non-renewal notice printed in months (German drafting); the truth counts 30 days a month. */
  noticeMonths: number | null;
  convenienceDays: number | null;
}

const dateEn = (d: Day, us: boolean) => (us ? `${MONTHS.en[d.m - 1]} ${d.d}, ${d.y}` : formatDate(d, "d-month-y", "en"));

export function makeContract(rng: Rng, name: string, index: number): SynthDoc {
  const family: Family = FAMILIES[index % FAMILIES.length]!;
  const style: Style = family === "de-vertrag" ? "de" : "en";
  const us = family === "us-services" || family === "us-recitals-license" || (family === "key-terms-cover" && rng.chance(0.5));
  const countries: [Country, Country] = style === "de" ? ["DE", rng.pick(["DE", "AT", "DE"] as const)] : us ? ["US", rng.pick(["US", "US", "UK"] as const)] : ["UK", rng.pick(["UK", "UK", "US", "DE"] as const)];
  const p1 = company(rng, countries[0]);
  let p2 = company(rng, countries[1]);
  while (sharesWord(p2, p1)) p2 = company(rng, countries[1]);
  const upper = family === "us-recitals-license" || (family === "uk-agreement" && rng.chance(0.6));
  const printed = (c: Company) => (upper ? c.name.toUpperCase() : c.name);
  const effective: Day = { y: rng.int(2018, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const renewal = rng.weighted([["auto", 5], ["none", 2], ["silent", 3]] as const);
  const monthsNotice = style === "de" && renewal === "auto" && rng.chance(0.5);
  const terms: Terms = {
    style, effective, termN: rng.pick([1, 2, 3, 5, 12, 24, 36]), termUnit: "year", renewal, renewN: rng.pick([1, 1, 2, 12]),
    noticeDays: renewal === "auto" && !monthsNotice ? rng.pick([30, 60, 90, 90, 120, 180]) : null,
    noticeMonths: monthsNotice ? rng.pick([1, 3, 6]) : null,
    convenienceDays: renewal !== "auto" && rng.chance(0.5) ? rng.pick([30, 60, 90]) : null,
  };
  if (terms.termN >= 12) terms.termUnit = "month";
  const decoy = { cure: rng.pick([10, 15, 30]), payment: rng.pick([14, 30, 45, 60]), survival: rng.pick([2, 3, 5]), warranty: rng.pick([30, 90, 180]) };
  const roles = style === "de" ? rng.pick([["Auftragnehmer", "Auftraggeber"], ["Lizenzgeber", "Lizenznehmer"], ["Anbieter", "Kunde"]]) : rng.pick([["Provider", "Customer"], ["Licensor", "Licensee"], ["Supplier", "Client"], ["Consultant", "Company"]]);
  const law = style === "de"
    ? { text: "Bundesrepublik Deutschland", alternatives: ["Deutschland", "Germany"] }
    : us ? (() => { const [full, short] = rng.pick(LAWS_US); return { text: full, alternatives: [short] }; })() : { text: "England and Wales", alternatives: ["England"] };
  const effText = style === "de" ? formatDate(effective, rng.pick(["dmy-dot", "d-month-y"] as const), "de") : dateEn(effective, us);
  const termText = duration(rng, terms.termN, terms.termUnit, style, { dative: true });
  const title = style === "de" ? rng.pick(["Dienstleistungsvertrag", "Softwarelizenzvertrag", "Rahmenvertrag über IT-Leistungen"]) : rng.pick(["Master Services Agreement", "Software License Agreement", "Consulting Agreement", "Supply Agreement", "Maintenance and Support Agreement"]);
  const signDay = laterDay(rng, effective, -20, -1, "iso");
  const priorDay = laterDay(rng, effective, -900, -200, "iso");

  const ctx: Ctx = { rng, style, us, p1, p2, printed, roles: roles as [string, string], effText, termText, terms, law: law.text, decoy, title, signDay, priorDay, family };
  const sections = family === "de-vertrag" ? germanSections(ctx) : englishSections(ctx);
  const body = `<style>.ct { font-size: 10pt; line-height: 1.45; text-align: justify; } .ct h1 { text-align: center; font-size: 15pt; } .ct h3 { font-size: 10.5pt; margin: 1.1em 0 0.3em; } .ct p { margin: 0.35em 0; } .ct .sig { display: flex; gap: 40px; margin-top: 2em; } .ct .sig > div { flex: 1; } .ct table.kt td { padding: 3px 8px; vertical-align: top; }</style><div class="ct">${sections}</div>`;
  const noticeTruth = terms.noticeDays ?? (terms.noticeMonths ? terms.noticeMonths * 30 : null) ?? terms.convenienceDays;
  const termUnitEn = terms.termUnit === "year" ? (terms.termN === 1 ? "year" : "years") : terms.termN === 1 ? "month" : "months";
  const alternatives: Record<string, unknown[]> = {
    party_1: [...new Set([p1.name, p1.short])].filter((n) => n !== printed(p1)),
    party_2: [...new Set([p2.name, p2.short])].filter((n) => n !== printed(p2)),
    initial_term: [`${terms.termN} ${termUnitEn}`, ...(terms.termUnit === "month" && terms.termN % 12 === 0 ? [`${terms.termN / 12} ${terms.termN === 12 ? "year" : "years"}`] : [])],
    governing_law: law.alternatives,
  };
  return {
    name, kind: "contract", family,
    render: { kind: "html", page: { body, title, theme: rng.pick(["default", "editorial", "minimal", "technical"] as const), font: rng.pick([undefined, "serif", "sans", "humanist"] as const), paper: { format: us ? "Letter" : "A4" } } },
    expected: {
      party_1: printed(p1),
      party_2: printed(p2),
      effective_date: isoOf(effective),
      initial_term: termText,
      auto_renews: renewal === "auto" ? true : renewal === "none" ? false : null,
      termination_notice_days: noticeTruth,
      governing_law: law.text,
    },
    alternatives,
    mustPrint: [printed(p1), printed(p2), effText, termText, law.text],
  };
}

interface Ctx {
  rng: Rng;
  style: Style;
  us: boolean;
  p1: Company;
  p2: Company;
  printed: (c: Company) => string;
  roles: [string, string];
  effText: string;
  termText: string;
  terms: Terms;
  law: string;
  decoy: { cure: number; payment: number; survival: number; warranty: number };
  title: string;
  signDay: Day;
  priorDay: Day;
  family: Family;
}

// A hyphenated number word broken at a line end reads "thirtysix" in the text layer: kept whole.
const p = (text: string) => `<p>${e(text).replace(/([A-Za-z]+-[a-z]+ \(\d+\))/g, '<span style="white-space:nowrap">$1</span>')}</p>`;

function englishSections(c: Ctx): string {
  const { rng, p1, p2, roles, terms } = c;
  const [r1, r2] = roles;
  const nd = (n: number) => duration(rng, n, "day", "en");
  const address = (x: Company) => `${x.street}, ${x.cityLine}`;
  const incorporation = (x: Company) => (x.country === "US" ? `a ${rng.pick(["Delaware", "New York", "California"])} ${x.name.includes("LLC") ? "limited liability company" : "corporation"}` : x.country === "UK" ? "a company incorporated in England and Wales" : `a company organised under the laws of ${x.country === "DE" ? "Germany" : "its jurisdiction"}`);
  const preamble = c.family === "uk-agreement"
    ? `${p(`THIS AGREEMENT is dated ${c.effText}.`)}<p><b>PARTIES</b></p>${p(`(1) ${c.printed(p1)}, ${incorporation(p1)} whose registered office is at ${address(p1)} (the "${r1}"); and`)}${p(`(2) ${c.printed(p2)}, ${incorporation(p2)} whose principal place of business is at ${address(p2)} (the "${r2}").`)}`
    : p(`This ${c.title} (the "Agreement") is entered into as of ${c.effText} (the "Effective Date") by and between ${c.printed(p1)}, ${incorporation(p1)} with offices at ${address(p1)} ("${r1}"), and ${c.printed(p2)}, ${incorporation(p2)} with offices at ${address(p2)} ("${r2}").`);
  const recitals = c.family === "us-recitals-license"
    ? `<p><b>RECITALS</b></p>${p(`WHEREAS, the parties entered into a Mutual Non-Disclosure Agreement dated ${dateEn(c.priorDay, true)}, which remains in effect;`)}${p(`WHEREAS, ${r1} owns certain proprietary software and ${r2} wishes to obtain a license to use it on the terms set out below;`)}${p("NOW, THEREFORE, in consideration of the mutual covenants contained herein, the parties agree as follows:")}`
    : c.family === "uk-agreement" ? `<p><b>BACKGROUND</b></p>${p(`(A) The ${r1} provides professional services and the ${r2} wishes to engage the ${r1} on the terms of this agreement.`)}<p><b>AGREED TERMS</b></p>` : "";
  const cover = c.family === "key-terms-cover"
    ? `<table class="kt"><tbody><tr><td><b>Effective Date</b></td><td>${e(c.effText)}</td></tr><tr><td><b>Initial Term</b></td><td>${e(c.termText)} from the Effective Date</td></tr><tr><td><b>Payment Terms</b></td><td>${e(nd(c.decoy.payment))} from invoice date</td></tr><tr><td><b>Governing Law</b></td><td>${e(`the laws of ${c.law.startsWith("State") || c.law.startsWith("Commonwealth") ? "the " : ""}${c.law}`)}</td></tr></tbody></table>`
    : "";
  const lawPhrase = `${c.law.startsWith("State") || c.law.startsWith("Commonwealth") ? "the " : ""}${c.law}`;
  const renewal = terms.renewal === "auto"
    ? rng.pick([
      `Upon expiry of the Initial Term, this Agreement shall automatically renew for successive renewal terms of ${duration(rng, terms.renewN, terms.renewN >= 12 ? "month" : "year", "en")} each, unless either party gives the other written notice of non-renewal at least ${nd(terms.noticeDays!)} prior to the end of the then-current term.`,
      `This Agreement will renew automatically for additional periods of ${duration(rng, terms.renewN, terms.renewN >= 12 ? "month" : "year", "en")} unless either party notifies the other in writing of its intention not to renew no later than ${nd(terms.noticeDays!)} before the expiration of the then-current term.`,
    ])
    : terms.renewal === "none" ? "This Agreement shall not renew automatically. Any extension of the term requires a written amendment signed by authorised representatives of both parties." : "";
  const convenience = terms.convenienceDays ? ` Either party may terminate this Agreement for convenience upon ${nd(terms.convenienceDays)} prior written notice to the other party.` : "";
  const clauses: Array<[string, string]> = [
    ["Services", `${r1} shall provide the services described in each statement of work agreed by the parties (the "Services") with reasonable skill and care and in accordance with good industry practice. ${r2} shall provide ${r1} with such information and access as ${r1} reasonably requires.`],
    ["Fees and Payment", `${r2} shall pay the fees set out in the applicable statement of work. ${r1} shall invoice monthly in arrears and ${r2} shall pay each undisputed invoice within ${nd(c.decoy.payment)} of the date of invoice. Late payments bear interest at one percent (1%) per month or the maximum rate permitted by law, whichever is lower.`],
    ["Term", `This Agreement commences on ${c.family === "uk-agreement" ? "the date of this agreement" : "the Effective Date"} and shall continue for an initial term of ${c.termText} (the "Initial Term"). ${renewal}`],
    ["Termination", `Either party may terminate this Agreement immediately by written notice if the other party commits a material breach and fails to cure such breach within ${nd(c.decoy.cure)} after receipt of written notice describing the breach.${convenience} Either party may terminate this Agreement immediately if the other party becomes insolvent or makes an assignment for the benefit of creditors.`],
    ["Confidentiality", `Each party shall keep the other party's Confidential Information in confidence and use it only to perform this Agreement. These obligations survive for ${duration(rng, c.decoy.survival, "year", "en")} after termination or expiry of this Agreement.`],
    ["Warranties", `${r1} warrants that the Services will be performed in a professional manner. ${r2} must notify ${r1} of any breach of this warranty within ${nd(c.decoy.warranty)} after performance of the relevant Services.`],
    ["Limitation of Liability", `Except for breach of confidentiality or indemnification obligations, neither party's aggregate liability arising out of this Agreement shall exceed the fees paid or payable in the twelve (12) months preceding the event giving rise to the claim. Neither party is liable for indirect, incidental or consequential damages.`],
    ["Intellectual Property", `Each party retains all right, title and interest in its pre-existing intellectual property. Subject to payment in full, ${r1} grants ${r2} a non-exclusive, non-transferable license to use the deliverables for its internal business purposes.`],
    ["Notices", `Notices under this Agreement shall be in writing and delivered by hand, by courier or by email with confirmation to the addresses stated above, or to such other address as a party may designate by notice. Notices to ${r1} shall be marked for the attention of ${personName(rng)}.`],
    ["Assignment", `Neither party may assign this Agreement without the prior written consent of the other party, except to a successor to all or substantially all of its business.`],
    ["Force Majeure", `Neither party shall be liable for any failure or delay in performance caused by events beyond its reasonable control. If such an event continues for more than ${nd(60)}, either party may terminate the affected statement of work.`],
    ["Governing Law", c.us
      ? `This Agreement shall be governed by and construed in accordance with the laws of ${lawPhrase}, without regard to its conflict of laws principles. The parties submit to the exclusive jurisdiction of the state and federal courts located in ${rng.pick(VENUES_US)}.`
      : `This agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the laws of ${lawPhrase}. The courts of England shall have exclusive jurisdiction to settle any such dispute.`],
    ["Entire Agreement", `This Agreement, together with its statements of work, constitutes the entire agreement between the parties and supersedes all prior agreements, representations and understandings relating to its subject matter. This Agreement may be executed in counterparts.`],
  ];
  const order = [0, 1, 2, 3, ...rng.shuffle([4, 5, 6, 7, 8, 9, 10]), 11, 12];
  const body = order.map((i, n) => `<h3>${n + 1}. ${e(clauses[i]![0])}</h3>${p(clauses[i]![1])}`).join("");
  const signature = (x: Company) => `<div><p><b>${e(c.printed(x))}</b></p><p>By: ______________________</p><p>Name: ${e(personName(rng))}</p><p>Title: ${e(rng.pick(["Chief Executive Officer", "Director", "General Counsel", "VP Operations"]))}</p><p>Date: ${e(dateEn(c.signDay, c.us))}</p></div>`;
  return `<h1>${e(c.title.toUpperCase())}</h1>${cover}${preamble}${recitals}${body}${p("IN WITNESS WHEREOF, the parties have executed this Agreement by their duly authorised representatives.")}<div class="sig">${signature(p1)}${signature(p2)}</div>`;
}

function germanSections(c: Ctx): string {
  const { rng, p1, p2, roles, terms } = c;
  const [r1, r2] = roles;
  const address = (x: Company) => `${x.street}, ${x.cityLine}`;
  const nd = (n: number) => duration(rng, n, "day", "de", { dative: true });
  const renewal = terms.renewal === "auto"
    ? `Der Vertrag verlängert sich automatisch um jeweils ${duration(rng, terms.renewN, terms.renewN >= 12 ? "month" : "year", "de")}, sofern er nicht von einer Partei mit einer Frist von ${terms.noticeMonths ? duration(rng, terms.noticeMonths, "month", "de", { dative: true }) : nd(terms.noticeDays!)} zum Ende der jeweiligen Laufzeit schriftlich gekündigt wird.`
    : terms.renewal === "none" ? "Eine automatische Verlängerung ist ausgeschlossen; eine Verlängerung bedarf einer schriftlichen Vereinbarung beider Parteien." : "";
  const convenience = terms.convenienceDays ? ` Jede Partei kann diesen Vertrag ordentlich mit einer Frist von ${nd(terms.convenienceDays)} schriftlich kündigen.` : "";
  const sections: Array<[string, string]> = [
    ["Vertragsgegenstand", `Der ${r1} erbringt für den ${r2} die in der Leistungsbeschreibung (Anlage 1) aufgeführten Leistungen. Der ${r2} stellt dem ${r1} alle hierfür erforderlichen Informationen rechtzeitig zur Verfügung.`],
    ["Vergütung und Zahlung", `Die Vergütung ergibt sich aus Anlage 2. Rechnungen sind innerhalb von ${nd(c.decoy.payment)} nach Rechnungsdatum ohne Abzug zahlbar. Bei Zahlungsverzug gelten die gesetzlichen Verzugszinsen.`],
    ["Vertragsbeginn und Laufzeit", `Dieser Vertrag tritt am ${c.effText} in Kraft. Er wird für eine feste Laufzeit von ${c.termText} geschlossen. ${renewal}`],
    ["Kündigung", `Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Ein wichtiger Grund liegt insbesondere vor, wenn eine Partei eine wesentliche Vertragspflicht verletzt und die Verletzung nicht innerhalb von ${nd(c.decoy.cure)} nach schriftlicher Abmahnung beseitigt.${convenience} Jede Kündigung bedarf der Schriftform.`],
    ["Vertraulichkeit", `Die Parteien verpflichten sich, alle vertraulichen Informationen der jeweils anderen Partei geheim zu halten. Diese Verpflichtung gilt für ${duration(rng, c.decoy.survival, "year", "de")} über das Vertragsende hinaus.`],
    ["Gewährleistung", `Der ${r1} gewährleistet die fachgerechte Erbringung der Leistungen. Mängel sind innerhalb von ${nd(c.decoy.warranty)} nach Abnahme schriftlich anzuzeigen.`],
    ["Haftung", "Die Parteien haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit. Im Übrigen ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt, höchstens jedoch auf die Vergütung der letzten zwölf (12) Monate."],
    ["Nutzungsrechte", `Der ${r1} räumt dem ${r2} an den Arbeitsergebnissen ein einfaches, nicht übertragbares Nutzungsrecht für eigene betriebliche Zwecke ein.`],
    ["Datenschutz", `Soweit der ${r1} personenbezogene Daten im Auftrag verarbeitet, schließen die Parteien eine gesonderte Vereinbarung zur Auftragsverarbeitung.`],
    ["Anwendbares Recht und Gerichtsstand", `Es gilt das Recht der ${c.law} unter Ausschluss des UN-Kaufrechts. Ausschließlicher Gerichtsstand ist ${p1.city}.`],
    ["Schlussbestimmungen", "Änderungen und Ergänzungen dieses Vertrages bedürfen der Schriftform. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt."],
  ];
  const order = [0, 1, 2, 3, ...rng.shuffle([4, 5, 6, 7, 8]), 9, 10];
  const body = order.map((i, n) => `<h3>§ ${n + 1} ${e(sections[i]![0])}</h3>${p(sections[i]![1])}`).join("");
  const signature = (x: Company) => `<div><p>${e(`${x.city}, den ${formatDate(c.signDay, "dmy-dot", "de")}`)}</p><p>______________________</p><p>${e(c.printed(x))}</p><p>${e(personName(rng))}, Geschäftsführung</p></div>`;
  return `<h1>${e(c.title)}</h1>${p("zwischen")}${p(`der ${c.printed(p1)}, ${address(p1)}, vertreten durch die Geschäftsführung, – nachstehend „${r1}" genannt –`)}${p("und")}${p(`der ${c.printed(p2)}, ${address(p2)}, – nachstehend „${r2}" genannt –`)}${body}<div class="sig">${signature(p1)}${signature(p2)}</div>`;
}
