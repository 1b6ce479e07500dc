// Synthetic commercial contracts of two to five pages in US, SEC-exhibit, UK, German, French, Spanish
// and Dutch drafting, with order forms and amendments besides full agreements: a parties preamble, the effective date, the initial term in years or months, renewal
// (automatic, "from year to year", excluded, by agreement or not mentioned), the non-renewal or
// convenience notice in days or months, and governing law; with the decoys real contracts carry
// (cure periods, payment terms, survival and warranty periods, incorporation and venue clauses,
// signature and recital dates). The drafting lives in contract-english/-german/-french/-spanish/
// -dutch.ts, contract-between.ts, contract-order-form.ts and contract-amendment.ts.
// Truth in the shape of ../shared/corpora/contracts-dev-cuad, with nulls where a term is absent.
import { isoOf, laterDay, type Day } from "./formats";
import { company, personName, sharesWord, type Company, type Country } from "./names";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import {
  CONTRACT_CSS,
  CONTRACT_FAMILIES,
  type ContractFamily,
  type ContractTerms,
  type DraftContext,
  type Drafted,
  type Law,
  type Renewal,
} from "./contract-model";
import {
  daysOf,
  dutchDate,
  termAlternatives,
  englishDate,
  frenchDate,
  germanDate,
  numberForm,
  period,
  spanishDate,
  type ContractLang,
  type Period,
} from "./contract-words";
import { englishContract } from "./contract-english";
import { germanContract } from "./contract-german";
import { frenchContract } from "./contract-french";
import { spanishContract } from "./contract-spanish";
import { dutchContract } from "./contract-dutch";
import { betweenContract } from "./contract-between";
import { orderForm } from "./contract-order-form";
import { amendment } from "./contract-amendment";
import { commercialContract } from "./contract-commercial";
import { COMMERCIAL_KINDS, type CommercialKind } from "./contract-commercial-kinds";
import { serviceContract } from "./contract-services";
import { SERVICE_KINDS, type ServiceKind } from "./contract-service-kinds";
import { STRUCTURE_KINDS, structuredContract, type StructureKind } from "./contract-structures";
import { INSTRUMENT_KINDS, instrumentContract, type InstrumentKind } from "./contract-instruments";
import { germanParagraphs, ukDeed } from "./contract-deeds";
import { ABROAD_COUNTRIES, FILED_KINDS, filedContract, type FiledKind } from "./contract-filed";
import { letterAgreement } from "./contract-letter";
import { prcAgreement } from "./contract-prc";
import { EDGAR_KINDS, edgarContract, type EdgarKind } from "./contract-edgar";
import { secLongForm, ukFramework } from "./contract-long-form";
import { EDGAR_PERSON_KINDS, edgarPersonContract, type EdgarPersonKind } from "./contract-edgar-persons";
import { ukNumberedParties } from "./contract-uk-parties";
import { rahmenvertrag } from "./contract-rahmenvertrag";
import { sowAgreement } from "./contract-sow";
import { exhibitContract } from "./contract-exhibit";
import { EXHIBIT_KINDS, type ExhibitKind } from "./contract-exhibit-kinds";
import { commonwealthContract } from "./contract-commonwealth";
import { PLACES, type Place } from "./contract-commonwealth-places";
import { ukKeyDetails, usBasicTerms } from "./contract-key-terms";
import { vertragsdaten } from "./contract-vertragsdaten";
import { bilingualAgreement, pageBrokenAgreement } from "./contract-bilingual";

const LAWS_US = [
  ["State of New York", "New York"],
  ["State of Delaware", "Delaware"],
  ["State of California", "California"],
  ["Commonwealth of Massachusetts", "Massachusetts"],
  ["State of Texas", "Texas"],
  ["State of Illinois", "Illinois"],
  ["State of Washington", "Washington"],
] as const;

const LANG_OF: Partial<Record<ContractFamily, ContractLang>> = { "fr-contrat": "fr", "es-contrato": "es", "nl-overeenkomst": "nl" };
const langOf = (family: ContractFamily): ContractLang => (family.startsWith("de-") ? "de" : (LANG_OF[family] ?? "en"));
const US_FAMILIES: readonly ContractFamily[] = [
  "us-services",
  "us-recitals-license",
  "sec-exhibit",
  "us-between",
  "amendment",
  "sec-letter-agreement",
  "sec-prc-agreement",
  "sec-long-form",
  "us-sow",
  "us-basic-terms",
  "paged-us",
];
/** "sec-franchise" → "franchise": the families drafted by contract-commercial.ts. */
const commercialKind = (family: ContractFamily): CommercialKind | null => {
  const kind = family.replace(/^sec-/, "");
  return (COMMERCIAL_KINDS as readonly string[]).includes(kind) ? (kind as CommercialKind) : null;
};
/** "sec-joint-venture" → "joint-venture": the families drafted by contract-services.ts. */
const serviceKind = (family: ContractFamily): ServiceKind | null => {
  const kind = family.replace(/^sec-/, "");
  return (SERVICE_KINDS as readonly string[]).includes(kind) ? (kind as ServiceKind) : null;
};

/** "sec-amended-restated" → "amended-restated": the families drafted by contract-structures.ts. */
const structureKind = (family: ContractFamily): StructureKind | null => {
  const kind = family.replace(/^sec-/, "");
  return (STRUCTURE_KINDS as readonly string[]).includes(kind) ? (kind as StructureKind) : null;
};

/** "sec-lease" → "lease": the families drafted by contract-instruments.ts. */
const instrumentKind = (family: ContractFamily): InstrumentKind | null => {
  const kind = family.replace(/^sec-/, "");
  return (INSTRUMENT_KINDS as readonly string[]).includes(kind) ? (kind as InstrumentKind) : null;
};

/** "sec-edgar-person-letter" → "person-letter": the families drafted by contract-edgar-persons.ts. */
const edgarPersonKind = (family: ContractFamily): EdgarPersonKind | null => {
  const kind = family.replace(/^sec-edgar-/, "");
  return (EDGAR_PERSON_KINDS as readonly string[]).includes(kind) ? (kind as EdgarPersonKind) : null;
};
/** "sec-edgar-letter" → "letter": the families drafted by contract-edgar.ts. */
const edgarKind = (family: ContractFamily): EdgarKind | null => {
  const kind = family.replace(/^sec-edgar-/, "");
  return family.startsWith("sec-edgar-") && (EDGAR_KINDS as readonly string[]).includes(kind) ? (kind as EdgarKind) : null;
};

/** "sec-cross-border" → "cross-border": the families drafted by contract-filed.ts. */
const filedKind = (family: ContractFamily): FiledKind | null => {
  const kind = family.replace(/^sec-/, "");
  return (FILED_KINDS as readonly string[]).includes(kind) ? (kind as FiledKind) : null;
};

/** "sec-cuad-joint-venture" → "joint-venture": the families drafted by contract-exhibit.ts. */
const exhibitKind = (family: ContractFamily): ExhibitKind | null => {
  const kind = family.replace(/^sec-cuad-/, "");
  return family.startsWith("sec-cuad-") && (EXHIBIT_KINDS as readonly string[]).includes(kind) ? (kind as ExhibitKind) : null;
};

/** "cw-hong-kong" → "hong-kong": the families drafted by contract-commonwealth.ts. */
const commonwealthPlace = (family: ContractFamily): Place | null => {
  const place = family.replace(/^cw-/, "");
  return family.startsWith("cw-") && (PLACES as readonly string[]).includes(place) ? (place as Place) : null;
};

function governingLaw(rng: Rng, lang: ContractLang, us: boolean): Law {
  if (lang === "de") {
    return rng.chance(0.7)
      ? {
          truth: "Bundesrepublik Deutschland",
          alternatives: ["Deutschland", "Germany"],
          sentence: "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.",
        }
      : { truth: null, alternatives: [], sentence: "Dieser Vertrag unterliegt deutschem Recht unter Ausschluss des UN-Kaufrechts." };
  }
  if (lang === "es") {
    return rng.pick<Law>([
      {
        truth: "Reino de España",
        alternatives: ["España", "Spain"],
        sentence: "El presente Contrato se regirá e interpretará de conformidad con las leyes del Reino de España.",
      },
      { truth: null, alternatives: [], sentence: "El presente Contrato se rige por la legislación española." },
      {
        truth: null,
        alternatives: [],
        sentence: "Este Contrato tiene naturaleza mercantil y se regirá por lo dispuesto en el mismo y, en su defecto, por el Código de Comercio.",
      },
    ]);
  }
  if (lang === "nl") {
    return rng.pick<Law>([
      { truth: null, alternatives: [], sentence: "Op deze Overeenkomst is Nederlands recht van toepassing." },
      { truth: "Nederland", alternatives: ["Netherlands", "the Netherlands"], sentence: "Deze Overeenkomst wordt beheerst door het recht van Nederland." },
    ]);
  }
  if (lang === "fr") {
    return rng.chance(0.5)
      ? { truth: "République française", alternatives: ["France"], sentence: "Le présent contrat est soumis aux lois de la République française." }
      : { truth: null, alternatives: [], sentence: "Le présent contrat est régi par le droit français." };
  }
  if (us) {
    const [full, short] = rng.pick(LAWS_US);
    return rng.pick<Law>([
      {
        truth: full,
        alternatives: [short],
        sentence: `This Agreement shall be governed by and construed in accordance with the laws of the ${full}, without regard to its conflict of laws principles.`,
      },
      {
        truth: full,
        alternatives: [short],
        sentence: `This Agreement shall be governed by the internal laws of the ${full}, excluding its choice of law rules.`,
      },
      { truth: short, alternatives: [full], sentence: `This Agreement shall be construed under and governed by ${short} law.` },
      {
        truth: full,
        alternatives: [short],
        sentence: `This Agreement shall be governed by the laws of the ${full} applicable to contracts made and to be performed entirely within such State.`,
      },
      { truth: short, alternatives: [full], sentence: `${short} law governs this Agreement and all claims arising out of it.` },
    ]);
  }
  return rng.pick<Law>([
    {
      truth: "England and Wales",
      alternatives: ["England"],
      sentence:
        "This agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales.",
    },
    {
      truth: "England",
      alternatives: ["England and Wales"],
      sentence: "This Agreement shall be governed by and construed in accordance with the laws of England.",
    },
    { truth: "Scotland", alternatives: [], sentence: "This Agreement shall be governed by the law of Scotland." },
    // "English law" names no jurisdiction phrase: not scored.
    { truth: null, alternatives: [], sentence: "This Agreement and any non-contractual obligations arising out of it are governed by English law." },
  ]);
}

function drawTerms(rng: Rng, lang: ContractLang, effective: Day): ContractTerms {
  const term: Period = rng.chance(0.55) ? { n: rng.pick([1, 2, 3, 5]), unit: "year" } : { n: rng.pick([6, 12, 18, 24, 36]), unit: "month" };
  // "From year to year" is English drafting; German and French contracts run on indefinitely instead.
  const drawn = rng.weighted<Renewal>([
    ["auto", 5],
    ["evergreen", 1],
    ["indefinite", 1],
    ["none", 2],
    ["mutual", 1],
    ["silent", 2],
  ]);
  const renewal = drawn === "evergreen" && lang !== "en" ? "indefinite" : drawn;
  const renews = renewal === "auto" || renewal === "evergreen" || renewal === "indefinite";
  const monthsNotice = rng.chance(lang === "en" ? 0.3 : 0.55);
  const nonRenewalNotice: Period | null = !renews
    ? null
    : monthsNotice
      ? { n: rng.pick([1, 2, 3, 6]), unit: "month" }
      : { n: rng.pick([30, 60, 90, 90, 120, 180]), unit: "day" };
  let convenience: Period | null = rng.chance(renews ? 0.25 : 0.5) ? { n: rng.pick([30, 60, 90]), unit: "day" } : null;
  if (convenience && nonRenewalNotice && daysOf(convenience) === daysOf(nonRenewalNotice)) convenience = null;
  return {
    lang,
    effective,
    term,
    renewal,
    nonRenewalNotice,
    convenience,
    renewalTerm: rng.pick<Period>([
      { n: 1, unit: "year" },
      { n: 1, unit: "year" },
      { n: 2, unit: "year" },
      { n: 12, unit: "month" },
    ]),
    cure: { n: rng.pick([10, 15, 30, 45]), unit: "day" },
    payment: { n: rng.pick([14, 30, 45, 60]), unit: "day" },
    survival: { n: rng.pick([2, 3, 5]), unit: "year" },
    warranty: rng.chance(0.5) ? { n: rng.pick([30, 90, 180]), unit: "day" } : { n: rng.pick([6, 12]), unit: "month" },
  };
}

const ROLES: Record<ContractLang, ReadonlyArray<[string, string]>> = {
  en: [
    ["Provider", "Customer"],
    ["Licensor", "Licensee"],
    ["Supplier", "Client"],
    ["Consultant", "Company"],
    ["Distributor", "Manufacturer"],
  ],
  de: [
    ["Auftragnehmer", "Auftraggeber"],
    ["Lizenzgeber", "Lizenznehmer"],
    ["Anbieter", "Kunde"],
  ],
  fr: [
    ["Prestataire", "Client"],
    ["Fournisseur", "Client"],
    ["Concédant", "Licencié"],
  ],
  es: [
    ["Proveedor", "Cliente"],
    ["Prestador", "Cliente"],
    ["Licenciante", "Licenciatario"],
  ],
  nl: [
    ["Opdrachtnemer", "Opdrachtgever"],
    ["Leverancier", "Afnemer"],
    ["Licentiegever", "Licentienemer"],
  ],
};
const TITLES: Record<ContractLang, readonly string[]> = {
  en: [
    "Master Services Agreement",
    "Software License Agreement",
    "Consulting Agreement",
    "Supply Agreement",
    "Maintenance and Support Agreement",
    "Distribution Agreement",
    "Hosting Agreement",
  ],
  de: ["Dienstleistungsvertrag", "Softwarelizenzvertrag", "Rahmenvertrag über IT-Leistungen", "Wartungsvertrag"],
  fr: ["Contrat de prestation de services", "Contrat de licence de logiciel", "Contrat de maintenance"],
  es: ["Contrato de Prestación de Servicios", "Contrato de Licencia de Software", "Contrato de Mantenimiento", "Contrato de Distribución"],
  nl: ["Dienstverleningsovereenkomst", "Overeenkomst van Opdracht", "Licentieovereenkomst", "Onderhoudsovereenkomst"],
};

const LANG_COUNTRY = { fr: "FR", es: "ES", nl: "NL" } as const;

function draft(c: DraftContext): string | Drafted {
  switch (c.family) {
    case "us-between":
      return betweenContract(c);
    case "order-form":
      return orderForm(c);
    case "amendment":
      return amendment(c);
    case "uk-deed":
      return ukDeed(c);
    case "de-paragraphen":
      return germanParagraphs(c);
    case "sec-letter-agreement":
      return letterAgreement(c);
    case "sec-prc-agreement":
      return prcAgreement(c);
    case "sec-long-form":
      return secLongForm(c);
    case "uk-framework":
      return ukFramework(c);
    case "uk-numbered-parties":
      return ukNumberedParties(c);
    case "de-rahmenvertrag":
      return rahmenvertrag(c);
    case "us-sow":
      return sowAgreement(c);
    case "us-basic-terms":
      return usBasicTerms(c);
    case "uk-key-details":
      return ukKeyDetails(c);
    case "de-vertragsdaten":
      return vertragsdaten(c);
    case "bi-en-de":
      return bilingualAgreement(c, "de");
    case "bi-en-fr":
      return bilingualAgreement(c, "fr");
    case "bi-en-es":
      return bilingualAgreement(c, "es");
    case "paged-us":
    case "paged-uk":
      return pageBrokenAgreement(c);
    default:
      break;
  }
  const kind = commercialKind(c.family);
  if (kind) return commercialContract(c, kind);
  const service = serviceKind(c.family);
  if (service) return serviceContract(c, service);
  const structure = structureKind(c.family);
  if (structure) return structuredContract(c, structure);
  const instrument = instrumentKind(c.family);
  if (instrument) return instrumentContract(c, instrument);
  const filed = filedKind(c.family);
  if (filed) return filedContract(c, filed);
  const edgar = edgarKind(c.family);
  if (edgar) return edgarContract(c, edgar);
  const edgarPerson = edgarPersonKind(c.family);
  if (edgarPerson) return edgarPersonContract(c, edgarPerson);
  const exhibit = exhibitKind(c.family);
  if (exhibit) return exhibitContract(c, exhibit);
  const place = commonwealthPlace(c.family);
  if (place) return commonwealthContract(c, place);
  const lang = c.terms.lang;
  return lang === "de"
    ? germanContract(c)
    : lang === "fr"
      ? frenchContract(c)
      : lang === "es"
        ? spanishContract(c)
        : lang === "nl"
          ? dutchContract(c)
          : englishContract(c);
}

export function makeContract(rng: Rng, name: string, index: number, families: readonly ContractFamily[] = CONTRACT_FAMILIES): SynthDoc {
  const family = families[index % families.length]!;
  const lang = langOf(family);
  const us =
    US_FAMILIES.includes(family) ||
    commercialKind(family) !== null ||
    serviceKind(family) !== null ||
    structureKind(family) !== null ||
    instrumentKind(family) !== null ||
    filedKind(family) !== null ||
    edgarKind(family) !== null ||
    edgarPersonKind(family) !== null ||
    exhibitKind(family) !== null ||
    ((family === "key-terms-cover" || family === "order-form") && rng.chance(0.5)) ||
    // A bilingual agreement's English party is American or British.
    (family.startsWith("bi-") && rng.chance(0.5));
  const countries: [Country, Country] =
    lang === "de"
      ? ["DE", rng.pick(["DE", "AT", "DE"] as const)]
      : lang === "fr" || lang === "es" || lang === "nl"
        ? [LANG_COUNTRY[lang], rng.pick([LANG_COUNTRY[lang], LANG_COUNTRY[lang], lang === "nl" ? "BE" : "ES"] as const)]
        : us
          ? // A filled-in form or a cross-border agreement is made with a party abroad.
            ["US", family === "sec-form-filled" || family === "sec-cross-border" ? rng.pick(ABROAD_COUNTRIES) : rng.pick(["US", "US", "UK"] as const)]
          : family === "uk-numbered-parties"
            ? ["UK", "UK"]
            : ["UK", rng.pick(["UK", "UK", "US", "DE"] as const)];
  let p1 = company(rng, countries[0]);
  let p2 = company(rng, countries[1]);
  while (sharesWord(p2, p1)) p2 = company(rng, countries[1]);
  // US drafting often sets the legal form off with a comma: "Arvel Software, Inc.".
  const comma = (x: Company) =>
    x.country === "US" && /^(.*) (Inc\.|LLC|Corp\.)$/.test(x.name) && rng.chance(0.4) ? { ...x, name: x.name.replace(/ (Inc\.|LLC|Corp\.)$/, ", $1") } : x;
  p1 = comma(p1);
  p2 = comma(p2);
  // An employment agreement's second party is always the employee, so is the signer of a person's EDGAR
  // exhibit; side-by-side blocks are a person's half the time.
  const alwaysPerson = family === "sec-employment" || family === "sec-edgar-person-signed" || family === "sec-edgar-person-letter";
  const individual2 =
    lang === "en" &&
    (alwaysPerson || rng.chance(family === "sec-edgar-side-by-side" ? 0.5 : 0.12)) &&
    family !== "sec-form-filled" &&
    family !== "sec-cross-border";
  if (individual2) {
    const person = personName(rng);
    p2 = { ...p2, name: person, short: person };
  }
  const upper = family === "us-recitals-license" || ((family.startsWith("sec-") || family.startsWith("uk-")) && rng.chance(0.6));
  const printed = (n: string) => (upper ? n.toUpperCase() : n);
  const effective: Day = { y: rng.int(2016, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
  const terms = drawTerms(rng, lang, effective);
  const form = numberForm(rng);
  const effText =
    lang === "de"
      ? germanDate(rng, effective)
      : lang === "fr"
        ? frenchDate(rng, effective)
        : lang === "es"
          ? spanishDate(rng, effective)
          : lang === "nl"
            ? dutchDate(rng, effective)
            : englishDate(
                effective,
                us ? rng.pick(["month-d-y", "month-d-y", "day-of"] as const) : rng.pick(["d-month-y", "d-month-y", "ordinal-month"] as const),
              );
  const termText = period(terms.term, lang, form, { dative: lang === "de" });
  const law = governingLaw(rng, lang, us);
  const title = rng.pick(TITLES[lang]);
  const c: DraftContext = {
    rng,
    family,
    us,
    p1,
    p2,
    name1: printed(p1.name),
    name2: printed(p2.name),
    roles: rng.pick(ROLES[lang]),
    terms,
    effText,
    termText,
    law,
    title,
    signDay: laterDay(rng, effective, -20, -1, "iso"),
    priorDay: laterDay(rng, effective, -900, -200, "iso"),
    form,
    individual2,
    definedEffective: lang === "en" && family !== "key-terms-cover" && rng.chance(0.2),
    madeOn: family.startsWith("uk-") && rng.chance(0.3),
  };
  const drafted = draft(c);
  const { html } = typeof drafted === "string" ? { html: drafted } : drafted;
  const body = `<style>${CONTRACT_CSS}</style><div class="ct">${html}</div>`;
  const notice = terms.nonRenewalNotice ?? terms.convenience;
  const alternatives: Record<string, unknown[]> = {
    party_1: [...new Set([p1.name, p1.short])].filter((x) => x !== c.name1),
    party_2: [...new Set([p2.name, p2.short])].filter((x) => x !== c.name2),
    initial_term: termAlternatives(terms.term, termText),
    ...(law.truth ? { governing_law: law.alternatives } : {}),
  };
  const expected: Record<string, unknown> = {
    party_1: c.name1,
    party_2: c.name2,
    effective_date: isoOf(effective),
    initial_term: termText,
    // Renewal only by agreement is neither automatic nor excluded, and a contract that runs on
    // "unless and until terminated" becomes one of indefinite term rather than renewing: not scored.
    ...(terms.renewal === "mutual" || terms.renewal === "indefinite"
      ? {}
      : { auto_renews: terms.renewal === "auto" || terms.renewal === "evergreen" ? true : terms.renewal === "none" ? false : null }),
    termination_notice_days: notice ? daysOf(notice) : null,
    // "droit français", "deutsches Recht": no jurisdiction phrase is printed; not scored.
    ...(law.truth ? { governing_law: law.truth } : {}),
  };
  const own: Drafted = typeof drafted === "string" ? { html } : drafted;
  Object.assign(expected, own.truth ?? {});
  Object.assign(alternatives, own.alternatives ?? {});
  for (const key of own.unscored ?? []) {
    delete expected[key];
    delete alternatives[key];
  }
  return {
    name,
    kind: "contract",
    family,
    render: {
      kind: "html",
      page: {
        body,
        title,
        theme: rng.pick(["default", "editorial", "minimal", "technical"] as const),
        font: rng.pick([undefined, "serif", "sans", "humanist"] as const),
        paper: own.paper ?? { format: us ? "Letter" : "A4" },
      },
    },
    expected,
    alternatives,
    mustPrint: [
      ...(own.names ?? [c.name1, c.name2]),
      ...(own.mustPrint ?? [effText, termText]),
      ...(typeof expected.governing_law === "string" ? [expected.governing_law] : []),
    ],
  };
}
