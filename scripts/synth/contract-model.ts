// What one generated contract says (its terms) and what its drafting needs to print it: shared by
// the English, German and French drafting files so each stays about one language's conventions.
import { escapeHtml, type Day } from "./formats";
import type { Company } from "./names";
import type { Rng } from "./random";
import { keepTogether, type ContractLang, type NumberForm, type Period } from "./contract-words";

export const CONTRACT_FAMILIES = [
  "us-services",
  "us-recitals-license",
  "uk-agreement",
  "de-vertrag",
  "key-terms-cover",
  "sec-exhibit",
  "uk-made-on",
  "de-zwischen",
  "fr-contrat",
  "es-contrato",
  "nl-overeenkomst",
  "us-between",
  "order-form",
  "amendment",
  // SEC-filed commercial agreements by kind (contract-commercial.ts).
  "sec-franchise",
  "sec-distributor",
  "sec-supply",
  "sec-alliance",
  "sec-hosting",
  "sec-endorsement",
  "sec-license",
  "sec-co-branding",
] as const;
/**
 * SEC-filed service and venture agreements (contract-services.ts), generated as a stream of their
 * own after the families above so that a seed's earlier documents stay what they were.
 */
export const SERVICE_FAMILIES = [
  "sec-outsourcing",
  "sec-joint-venture",
  "sec-maintenance",
  "sec-consulting",
  "sec-agency",
  "sec-transportation",
  "sec-development",
  "sec-affiliate",
  "sec-ip-assignment",
  "sec-non-compete",
] as const;
/**
 * SEC-filed agreements in structures the families above do not draft (contract-structures.ts):
 * a third stream after the service families, so both earlier streams of a seed stay what they were.
 */
export const STRUCTURE_FAMILIES = [
  "sec-manufacturing",
  "sec-reseller",
  "sec-sponsorship",
  "sec-collaboration",
  "sec-amended-restated",
  "sec-letter-amendment",
] as const;
/**
 * Agreements of other kinds than commercial ones, and two European draftings (contract-instruments.ts,
 * contract-deeds.ts): a fourth stream, after the structure families.
 */
export const INSTRUMENT_FAMILIES = ["sec-employment", "sec-lease", "sec-subscription", "sec-credit", "uk-deed", "de-paragraphen"] as const;
/**
 * SEC-filed agreements as filled in, drafted abroad or renewed on provisos (contract-filed.ts): a
 * fifth stream, after the instrument families.
 */
export const FILED_FAMILIES = ["sec-form-filled", "sec-cross-border", "sec-proviso-renewal"] as const;
/**
 * Agreements filed as letters and agreements between Chinese operating companies (contract-letter.ts,
 * contract-prc.ts): a sixth stream, after the filed families.
 */
export const LETTER_PRC_FAMILIES = ["sec-letter-agreement", "sec-prc-agreement"] as const;
/**
 * Plain-text EDGAR exhibits printed in a monospaced font (contract-edgar.ts): a seventh stream,
 * after the letter and PRC families.
 */
export const EDGAR_FAMILIES = ["sec-edgar-articles", "sec-edgar-signed", "sec-edgar-letter"] as const;
/**
 * Plain-text EDGAR exhibits whose parties are named only where they sign, a natural person among them,
 * or in blocks side by side (contract-edgar-persons.ts): an eighth stream, after the EDGAR families.
 */
export const EDGAR_PERSON_FAMILIES = ["sec-edgar-person-signed", "sec-edgar-person-letter", "sec-edgar-side-by-side"] as const;
/**
 * Long-form agreements: an SEC exhibit with cover page, contents and definitions, and a UK framework
 * agreement (contract-long-form.ts): a ninth stream, after the EDGAR person families.
 */
export const LONG_FORM_FAMILIES = ["sec-long-form", "uk-framework"] as const;
/**
 * UK precedents with numbered parties and a Commencement Date, German framework agreements and US
 * MSA/SOW hybrids (contract-uk-parties.ts, contract-rahmenvertrag.ts, contract-sow.ts): a tenth stream,
 * after the long-form families.
 */
export const REGIONAL_FAMILIES = ["uk-numbered-parties", "de-rahmenvertrag", "us-sow"] as const;
/**
 * The CUAD kinds of contract-exhibit-kinds.ts drafted as filed exhibits of three decades
 * (contract-exhibit.ts): an eleventh stream, after the regional families.
 */
export const EXHIBIT_FAMILIES = [
  "sec-cuad-affiliate",
  "sec-cuad-agency",
  "sec-cuad-consulting",
  "sec-cuad-development",
  "sec-cuad-ip-license-back",
  "sec-cuad-joint-venture",
  "sec-cuad-maintenance",
  "sec-cuad-non-compete",
  "sec-cuad-outsourcing",
  "sec-cuad-promotion",
  "sec-cuad-transportation",
] as const;
/**
 * Agreements drafted in Canada, Australia, New Zealand, Ireland, Singapore, Hong Kong, India, Israel,
 * Bermuda and the Cayman Islands (contract-commonwealth.ts): a twelfth stream, after the exhibit families.
 */
export const COMMONWEALTH_FAMILIES = [
  "cw-canada",
  "cw-australia",
  "cw-new-zealand",
  "cw-ireland",
  "cw-singapore",
  "cw-hong-kong",
  "cw-india",
  "cw-israel",
  "cw-bermuda",
  "cw-cayman",
] as const;
/**
 * Agreements whose terms sit in a table the clauses refer to: US Basic Terms, UK Key Details and German
 * Vertragsdaten (contract-key-terms.ts, contract-vertragsdaten.ts): a thirteenth stream, after the
 * Commonwealth families.
 */
export const KEY_TABLE_FAMILIES = ["us-basic-terms", "uk-key-details", "de-vertragsdaten"] as const;
/**
 * English agreements set side by side with a German, French or Spanish version, and agreements broken
 * by the page as filed copies are (contract-bilingual.ts): a fourteenth stream, after the key-table families.
 */
export const BILINGUAL_FAMILIES = ["bi-en-de", "bi-en-fr", "bi-en-es", "paged-us", "paged-uk"] as const;
export type ContractFamily =
  | (typeof CONTRACT_FAMILIES)[number]
  | (typeof SERVICE_FAMILIES)[number]
  | (typeof STRUCTURE_FAMILIES)[number]
  | (typeof INSTRUMENT_FAMILIES)[number]
  | (typeof FILED_FAMILIES)[number]
  | (typeof LETTER_PRC_FAMILIES)[number]
  | (typeof EDGAR_FAMILIES)[number]
  | (typeof EDGAR_PERSON_FAMILIES)[number]
  | (typeof LONG_FORM_FAMILIES)[number]
  | (typeof REGIONAL_FAMILIES)[number]
  | (typeof EXHIBIT_FAMILIES)[number]
  | (typeof COMMONWEALTH_FAMILIES)[number]
  | (typeof KEY_TABLE_FAMILIES)[number]
  | (typeof BILINGUAL_FAMILIES)[number];

/**
 * auto: renews for fixed renewal terms unless notice of non-renewal is given; evergreen: continues
 * "from year to year" until terminated on notice (also automatic); indefinite: runs on without end
 * until terminated on notice ("unless and until terminated", "auf unbestimmte Zeit"; its renewal
 * is not scored, its notice is); none: the text excludes automatic renewal; mutual: renewal only
 * by agreement (not scored); silent: renewal not mentioned.
 */
export type Renewal = "auto" | "evergreen" | "indefinite" | "none" | "mutual" | "silent";

export interface ContractTerms {
  lang: ContractLang;
  effective: Day;
  term: Period;
  renewal: Renewal;
  renewalTerm: Period;
  /** Notice of non-renewal (auto/evergreen), null otherwise. */
  nonRenewalNotice: Period | null;
  /** Termination for convenience; may coexist with a non-renewal notice (a decoy then). */
  convenience: Period | null;
  /** Decoy periods: cure, payment, survival, warranty, suspension; never the truth. */
  cure: Period;
  payment: Period;
  survival: Period;
  warranty: Period;
}

export interface Law {
  /** The jurisdiction as printed ("State of New York"), null when the clause names none ("droit français"). */
  truth: string | null;
  alternatives: string[];
  /** The whole clause sentence. */
  sentence: string;
}

export interface DraftContext {
  rng: Rng;
  family: ContractFamily;
  us: boolean;
  p1: Company;
  p2: Company;
  /** The parties' names as printed in the preamble (some drafting prints them upper-case). */
  name1: string;
  name2: string;
  roles: [string, string];
  terms: ContractTerms;
  /** The effective date as printed. */
  effText: string;
  /** The initial term as printed. */
  termText: string;
  law: Law;
  title: string;
  signDay: Day;
  priorDay: Day;
  /** The effective date is printed only in the definitions ("Effective Date" means …). */
  definedEffective: boolean;
  /** UK: made on the signature day "with effect from" the effective date. */
  madeOn: boolean;
  /** Party 2 is a person ("an individual residing at …"), as in consulting agreements. */
  individual2: boolean;
  /** How this document prints its numbers (drafters are consistent within a document, mostly). */
  form: NumberForm;
}

/**
 * What a drafting function prints, and where its drafting departs from the terms drawn for it: a
 * term printed only as an end date, an effective date taken from the signatures, parties that may
 * be read in either order. `truth` and `alternatives` replace the generic truth field by field.
 */
export interface Drafted {
  html: string;
  truth?: Record<string, unknown>;
  /** Truth keys to leave unscored (the document does not settle them). */
  unscored?: string[];
  alternatives?: Record<string, unknown[]>;
  /** What the truth needs printed, in place of the generic effective date and term. */
  mustPrint?: string[];
  /** The parties as printed, where the drafting names them otherwise than the preamble's `name1`, `name2`. */
  names?: [string, string];
  /** Paper other than the drafting's default (US drafting also prints on Legal). */
  paper?: { width: string; height: string; margin: string };
}

/** A paragraph of escaped text. */
export const para = (text: string) => `<p>${keepTogether(escapeHtml(text))}</p>`;

/** A paragraph that opens with a bold run-in heading ("9.2 Termination for Convenience."). */
export const runIn = (heading: string, text: string) => `<p><b>${escapeHtml(heading)}</b> ${keepTogether(escapeHtml(text))}</p>`;

export const CONTRACT_CSS =
  ".ct { font-size: 10pt; line-height: 1.45; text-align: justify; } .ct h1 { text-align: center; font-size: 15pt; } .ct h3 { font-size: 10.5pt; margin: 1.1em 0 0.3em; } .ct p { margin: 0.35em 0; } .ct .sig { display: flex; gap: 40px; margin-top: 2em; } .ct .sig > div { flex: 1; } .ct table.kt td { padding: 3px 8px; vertical-align: top; } .ct .pg { break-after: page; } .ct .hdr { font-size: 8pt; text-align: right; margin-bottom: 1.2em; } .ct .ftr { font-size: 8pt; text-align: center; margin-top: 1.5em; }";
