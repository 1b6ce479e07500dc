import { describe, expect, it } from "@jest/globals";
import { makeDraft, paragraphsDoc } from "../../test/contract-drafts";
import { doc } from "../../test/synthetic-model";
import { contractTerms } from "./contract-terms";

// One paragraph per entry, wrapped as a page would wrap it.
const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));

describe("contract_terms: clause classification before numbers", () => {
  it("reads the notice of non-renewal and never a cure period, a payment term or an insurance notice", () => {
    const out = contract(
      'This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years (the "Initial Term").',
      "Either party may terminate this Agreement if the other party fails to cure a material breach within thirty (30) days after written notice of the breach.",
      "Customer shall pay each invoice within forty-five (45) days of receipt.",
      "Each party shall give thirty (30) days' prior written notice of any cancellation or non-renewal of its insurance policies.",
      "Thereafter this Agreement shall automatically renew for successive one (1) year periods unless either party gives notice of non-renewal at least ninety (90) days prior to the end of the then-current term.",
    );
    expect(out.data).toMatchObject({ initial_term: "3 years", auto_renews: true, termination_notice_days: 90 });
    expect(out.fields.termination_notice_days?.text).toBe("ninety (90) days");
    expect(out.fields.termination_notice_days?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it("reads an evergreen 'from year to year … unless' clause as renewing, with its notice", () => {
    const out = contract(
      "This Agreement shall continue in effect from year to year thereafter unless either party gives written notice of termination at least ninety (90) days prior to the end of the then current year.",
    );
    expect(out.data).toMatchObject({ auto_renews: true, termination_notice_days: 90 });
  });

  it("returns null, not the cure period, when a contract only has a cure clause", () => {
    const out = contract(
      "Either party may terminate this Agreement upon fifteen (15) days' written notice if the other party breaches this Agreement and does not remedy the breach.",
      "Licensee shall pay all fees within sixty (60) days after notice of the amount due.",
    );
    expect(out.data.termination_notice_days).toBeNull();
  });

  it("falls back to a convenience notice at a low confidence when nothing is said about renewal", () => {
    const out = contract("Either party may terminate this Agreement for any reason upon seventy-five (75) days' written notice to the other party.");
    expect(out.data.termination_notice_days).toBe(75);
    expect(out.fields.termination_notice_days?.confidence).toBeLessThan(0.9);
  });

  it("reads months of notice to the end of a term in days, and a UK law", () => {
    const out = contract(
      'This Lease is made on 3 May 2021 between Alpha Properties Ltd, a company registered in England and Wales (the "Landlord"), and Bruno Keller (the "Tenant").',
      "The Lease shall be extended automatically by successive periods of one year unless terminated by either party with three (3) months' notice to the end of the respective term.",
      "This Lease is governed by the laws of England and Wales and the courts of England and Wales have exclusive jurisdiction.",
    );
    expect(out.data).toMatchObject({
      party_1: "Alpha Properties Ltd",
      party_2: "Bruno Keller",
      effective_date: "2021-05-03",
      termination_notice_days: 90,
      governing_law: "England and Wales",
    });
  });

  it("returns null with a warning when two renewal notices contradict each other", () => {
    const out = contract(
      "This Agreement renews automatically unless either party gives notice of non-renewal thirty (30) days prior to the end of the term.",
      "This Agreement renews automatically unless either party gives notice of non-renewal sixty (60) days prior to the end of the term.",
    );
    expect(out.data.termination_notice_days).toBeNull();
    expect(out.warnings.find((w) => w.startsWith("termination_notice_days:"))).toMatch(/ambiguous between/);
  });

  it("refuses words that disagree with their digits", () => {
    const out = contract("This Agreement renews automatically unless either party gives notice of non-renewal thirty (31) days prior to the end of the term.");
    expect(out.data.termination_notice_days).toBeNull();
  });

  it("reads the initial term of the agreement, not of a licence or a surviving obligation", () => {
    const out = contract(
      "The licence granted hereunder shall continue for a period of ten (10) years from delivery.",
      "The obligations of confidentiality shall survive for a period of five (5) years after termination.",
      "The term of this Agreement shall be twenty-four (24) months from the Effective Date.",
    );
    expect(out.data.initial_term).toBe("24 months");
  });

  it("does not read a tail after the term or a cure period as the initial term", () => {
    const out = contract(
      "This Agreement shall remain in force for an initial period of 1 year, unless terminated earlier; c) a breach by either party that remains unremedied for a period of 30 days.",
      "During the Term of this Agreement and for a period of two (2) years following its termination, neither party shall solicit the other party's employees.",
    );
    expect(out.data.initial_term).toBe("1 year");
  });

  it("reads a term stated as the distance to its end, and 'is for a period of'", () => {
    expect(contract("The initial term of this Agreement shall begin on the Effective Date and end three (3) years thereafter.").data.initial_term).toBe(
      "3 years",
    );
    expect(contract("The term of this Agreement is for a period of five (5) years.").data.initial_term).toBe("5 years");
    expect(contract("This Agreement shall terminate thirty (30) days after notice from either party.").data.initial_term).toBeNull();
  });

  it("never reads the expiry of something other than the agreement as the end of the term", () => {
    const out = contract(
      "This Agreement renews automatically for one-year terms. Supplier shall give notice at least twenty (20) days prior to the expiration of any purchase order.",
    );
    expect(out.data.termination_notice_days).toBeNull();
  });

  it("reads an explicit 'no automatic renewal' as false, and notice of non-renewal as a renewing contract", () => {
    expect(contract("This Agreement shall not automatically renew.").data.auto_renews).toBe(false);
    expect(contract("This Agreement shall renew automatically for one-year periods unless either party gives notice of non-renewal.").data.auto_renews).toBe(
      true,
    );
    // Notice that the agreement "will not be renewed" belongs to a renewing contract, not to a "no".
    expect(
      contract(
        "This Agreement will automatically renew for successive one-year terms unless either party gives 30 days written notice that this Agreement will not be renewed.",
      ).data.auto_renews,
    ).toBe(true);
  });
});

describe("contract_terms: parties from the preamble", () => {
  it("stops each name at its description and keeps the legal form", () => {
    const out = contract(
      'THIS SUPPLY AGREEMENT (the "Agreement") is made as of 14 February 2022 ("Effective Date") by and between Kestrel Foods Company, LLC, a Delaware limited liability company with its headquarters at 12 Main Street ("Buyer"), and Heron (USA) Inc., a California corporation ("Supplier").',
    );
    expect(out.data).toMatchObject({ party_1: "Kestrel Foods Company, LLC", party_2: "Heron (USA) Inc.", effective_date: "2022-02-14" });
  });

  it("reads a UK 'BETWEEN: (1) … ; and (2) …' preamble and repairs a legal form the text layer split", () => {
    const out = contract(
      'THIS AGREEMENT is made on 9 March 2023 BETWEEN: (1) Larkspur Capital Management, L. P. a Delaware limited partnership of 71 Pine Street ("Larkspur US"); and (2) Larkspur Capital Management (International) Limited, a private limited company registered in England and Wales ("Larkspur UK").',
    );
    expect(out.data).toMatchObject({
      party_1: "Larkspur Capital Management, L.P.",
      party_2: "Larkspur Capital Management (International) Limited",
      effective_date: "2023-03-09",
    });
  });

  it("reads 'entered into … by X and Y', UK 'PARTIES (1) … (2) …' and German-style blocks with „…“ and '& Co. KG'", () => {
    const brand = contract(
      'This Agreement is made on 3 March 2022 between i2 Telecom International, Inc., a Nevada corporation ("i2"), and Ashgrove Ltd ("Ashgrove").',
    );
    expect(brand.data).toMatchObject({ party_1: "i2 Telecom International, Inc.", party_2: "Ashgrove Ltd" });
    const by = contract(
      'This Agreement is entered into on 24.09.2021 by Quill Media SE, a Delaware corporation ("Supplier"), and Tern Foods AG, a Nevada company ("Buyer").',
    );
    expect(by.data).toMatchObject({ party_1: "Quill Media SE", party_2: "Tern Foods AG" });
    const uk = contract(
      'This agreement is dated 2 May 2022. PARTIES (1) Ashgrove Systems Limited incorporated and registered in England and Wales whose registered office is at 3 Mill Lane, Leeds (the "Supplier"). (2) Cobham Data Ltd incorporated and registered in England and Wales (the "Customer"). AGREED TERMS',
    );
    expect(uk.data).toMatchObject({ party_1: "Ashgrove Systems Limited", party_2: "Cobham Data Ltd" });
    const de = contract(
      "This Agreement is concluded between the Falkner Media GmbH & Co. KG, Ringstraße 4, 10115 Berlin, – hereinafter „Supplier“ – and the Tern Software Corporation, Marktplatz 2, 20095 Hamburg, – hereinafter „Client“ – with effect from 1 July 2021.",
    );
    expect(de.data).toMatchObject({ party_1: "Falkner Media GmbH & Co. KG", party_2: "Tern Software Corporation", effective_date: "2021-07-01" });
  });

  it("never returns a place, a defined role or a third party", () => {
    const law = contract("Any dispute between the parties shall be settled by the courts of England and Wales.");
    expect(law.data.party_1).toBeNull();
    expect(law.data.party_2).toBeNull();
    const roles = contract("This Agreement is entered into between the Company and the Client.");
    expect(roles.data.party_1).toBeNull();
    const three = contract('THIS AGREEMENT is entered into by and among Alder Inc. ("Alder"), Beech LLC ("Beech") and Cedar Corp. ("Cedar").');
    expect(three.data.party_1).toBeNull();
  });

  it("does not read a time span as two parties", () => {
    const out = contract("Die Leistung wurde erbracht im Zeitraum zwischen Übergabe und Rückgabe.");
    expect(out.data.party_1).toBeNull();
    expect(out.data.party_2).toBeNull();
  });
});

describe("contract_terms: dates and law", () => {
  it("reads deed-style dates, and prefers the defined Effective Date and the start of the term over the signing date", () => {
    expect(contract("This Agreement is made and entered into this 4th day of June 2021, by and between Alder Inc. and Beech LLC.").data.effective_date).toBe(
      "2021-06-04",
    );
    const out = contract(
      'THIS AGREEMENT is made this 2nd day of October, 2020, by and between Alder Inc. ("Grantor") and Beech LLC ("Grantee").',
      "The term of this Agreement shall be seven (7) years, commencing on February 1, 2021.",
    );
    expect(out.data.effective_date).toBe("2021-02-01");
    expect(out.fields.effective_date?.confidence).toBeLessThan(0.9);
  });

  it("reads an Effective Date defined by 'means', and a term that 'is valid for'", () => {
    const out = contract('"Effective Date" means the 6th day of November, 2022.', "This Agreement is valid for two (2) years from the Effective Date.");
    expect(out.data).toMatchObject({ effective_date: "2022-11-06", initial_term: "2 years" });
  });

  it("reads a law that 'shall apply to this Agreement'", () => {
    expect(contract("The parties agree that the laws of the State of Florida shall apply to this Agreement.").data.governing_law).toBe("State of Florida");
  });

  it("reads the governing law after 'laws of', not a party's place of incorporation", () => {
    const out = contract(
      'This Agreement is entered into by and between Alder Inc., a corporation organized under the laws of the State of Nevada ("Alder"), and Beech Ltd ("Beech").',
      "THIS AGREEMENT SHALL BE GOVERNED BY AND CONSTRUED IN ACCORDANCE WITH THE INTERNAL LAWS OF THE STATE OF OREGON WITHOUT GIVING EFFECT TO ANY CHOICE OF LAW RULE.",
    );
    expect(out.data.governing_law).toBe("STATE OF OREGON");
    expect(out.fields.governing_law?.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe("contract_terms in German and French", () => {
  it("reads parties, the date in force, the term, the notice to the end of the term and the law", () => {
    const de = contract(
      "Dieser Vertrag wird zwischen der Falkner Media GmbH, Ringstraße 4, 10115 Berlin, und der Tern Software AG, Marktplatz 2, 20095 Hamburg, geschlossen.",
      "Der Vertrag tritt am 1. März 2024 in Kraft und hat eine Laufzeit von 24 Monaten.",
      "Der Vertrag verlängert sich automatisch um jeweils zwölf Monate, wenn er nicht mit einer Frist von drei Monaten zum Ende der Laufzeit gekündigt wird.",
      "Rechnungen sind innerhalb von 30 Tagen zahlbar.",
    );
    expect(de.data).toMatchObject({
      party_1: "Falkner Media GmbH",
      party_2: "Tern Software AG",
      effective_date: "2024-03-01",
      initial_term: "24 months",
      auto_renews: true,
      termination_notice_days: 90,
    });
    const fr = contract(
      "Le présent contrat est conclu entre la société Falkner Media SAS, 4 rue de la Paix, 75002 Paris, et la société Tern Logiciels SA, 2 place du Marché, 69002 Lyon.",
      "Le contrat prend effet le 1er mars 2024 et est conclu pour une durée initiale de trois ans.",
      "Il se renouvelle par tacite reconduction pour des périodes successives d'un an, sauf dénonciation par l'une des parties moyennant un préavis de trois mois avant l'échéance.",
    );
    expect(fr.data).toMatchObject({
      party_1: "Falkner Media SAS",
      party_2: "Tern Logiciels SA",
      effective_date: "2024-03-01",
      initial_term: "3 years",
      termination_notice_days: 90,
    });
  });
});

describe("contract_terms: legal-form qualifiers and negated renewal", () => {
  it("keeps a bracket that qualifies the legal form, and reads e.K. as a legal form", () => {
    const out = contract(
      'This Agreement is made on 4 June 2022 between (1) Orbis Fertigung UG (haftungsbeschränkt), a company organised under the laws of Germany (the "Supplier"); and (2) Kranich Handel e.K., whose registered office is at Am Markt 3, 04109 Leipzig (the "Customer").',
    );
    expect(out.data).toMatchObject({ party_1: "Orbis Fertigung UG (haftungsbeschränkt)", party_2: "Kranich Handel e.K." });
  });

  it("ends a name before 'of <address>' and never reads the address into it", () => {
    const out = contract("This Agreement is made between Alpha Limited of 1 Abbey Road, Leeds and Beta GmbH of Lindenweg 3, 80331 München.");
    expect(out.data).toMatchObject({ party_1: "Alpha Limited", party_2: "Beta GmbH" });
    expect(contract('This Agreement is made between House of Marwick Ltd (the "Supplier") and Gamma Ltd (the "Customer").').data.party_1).toBe(
      "House of Marwick Ltd",
    );
    // A person, without a legal form, ends where the address starts too.
    const person = contract(
      "PARTIES",
      '(1) Alpha Limited incorporated and registered in England with company number 0421 whose registered office is at 1 Abbey Road, Leeds (the "Supplier").',
      '(2) JANE QUILLON of Mühlenweg 135, 80331 München (the "Customer").',
    );
    expect(person.data).toMatchObject({ party_1: "Alpha Limited", party_2: "JANE QUILLON" });
  });

  it("reads a renewal phrase that the clause excludes as no renewal, never as renewing", () => {
    for (const sentence of [
      "Eine automatische Verlängerung ist ausgeschlossen; eine Verlängerung bedarf einer schriftlichen Vereinbarung.",
      "Der Vertrag endet mit Ablauf der Laufzeit; eine stillschweigende Verlängerung findet nicht statt.",
      "Le présent contrat ne fera l'objet d'aucune reconduction tacite.",
      "Der Vertrag wird nach Ablauf der Laufzeit nicht stillschweigend verlängert.",
    ])
      expect(contract(sentence).data.auto_renews).toBe(false);
    expect(contract("Der Vertrag verlängert sich, wenn er nicht gekündigt wird.").data.auto_renews).toBe(true);
  });
});

describe("contract_terms: wordings of other drafting traditions", () => {
  it("reads a French party list, term, tacit renewal with its notice to the 'date d'échéance', and the law", () => {
    const out = contract(
      "CONTRAT DE MAINTENANCE",
      "ENTRE LES SOUSSIGNÉS : La société Orvane Conseil SAS, au capital de 10 000 euros, dont le siège social est situé 4 rue du Port, 44000 Nantes, ci-après dénommée « le Prestataire », D'UNE PART, ET : La société Bellmar Industrie SARL, dont le siège social est situé 9 quai Sud, 69002 Lyon, ci-après dénommée « le Client », D'AUTRE PART,",
      "Le présent contrat prend effet le 1er mars 2024 pour une durée initiale de deux (2) ans. Il se renouvellera ensuite automatiquement par périodes de douze (12) mois, sauf résiliation notifiée moyennant un préavis de quatre-vingt-dix (90) jours avant la date d'échéance.",
      "Le présent contrat est soumis aux lois de la République française.",
    );
    expect(out.data).toMatchObject({
      party_1: "Orvane Conseil SAS",
      party_2: "Bellmar Industrie SARL",
      effective_date: "2024-03-01",
      initial_term: "2 years",
      auto_renews: true,
      termination_notice_days: 90,
      governing_law: "République française",
    });
  });

  it("reads a German 'beginnt am … Mindestlaufzeit' clause, 'verlängert er sich', and an ordinary notice, never the cure period", () => {
    const out = contract(
      "Der Vertrag beginnt am 1. Juli 2023 und hat eine Mindestlaufzeit von zwei (2) Jahren. Wird der Vertrag nicht spätestens drei (3) Monate vor Ablauf der Laufzeit schriftlich gekündigt, verlängert er sich stillschweigend um ein (1) Jahr.",
      "Ein wichtiger Grund liegt vor, wenn eine Partei eine wesentliche Vertragspflicht verletzt und die Verletzung nicht innerhalb von vierzehn (14) Tagen nach schriftlicher Abmahnung beseitigt.",
    );
    expect(out.data).toMatchObject({ effective_date: "2023-07-01", initial_term: "2 years", auto_renews: true, termination_notice_days: 90 });
    const convenience = contract(
      "Ein wichtiger Grund liegt vor, wenn eine Partei eine wesentliche Vertragspflicht verletzt und die Verletzung nicht innerhalb von vierzehn (14) Tagen nach Abmahnung beseitigt. Jede Partei kann diesen Vertrag ordentlich mit einer Frist von sechzig (60) Tagen schriftlich kündigen.",
    );
    expect(convenience.data.termination_notice_days).toBe(60);
  });

  it("reads a known place named before 'law', and an evergreen term 'until terminated'", () => {
    const out = contract(
      "This Agreement shall continue for a period of one (1) year and thereafter shall continue in force from year to year until terminated by either party upon ninety (90) days' prior written notice.",
      "This Agreement shall be construed under and governed by Illinois law.",
    );
    expect(out.data).toMatchObject({ auto_renews: true, termination_notice_days: 90, governing_law: "Illinois" });
    expect(contract("This Agreement shall be governed by Company law.").data.governing_law).toBeNull();
  });
});

describe("contract_terms: indefinite terms, other objects of termination, implied renewal", () => {
  it("reads the notice that ends a contract running on indefinitely, in German and French", () => {
    const de = contract(
      "Der Vertrag beginnt am 1. Juli 2023 und hat eine Mindestlaufzeit von zwei (2) Jahren. Danach läuft der Vertrag auf unbestimmte Zeit weiter und kann von jeder Partei mit einer Frist von drei (3) Monaten schriftlich gekündigt werden.",
    );
    expect(de.data.termination_notice_days).toBe(90);
    const fr = contract(
      "Le présent contrat prend effet le 3 juin 2025 pour une durée initiale de deux ans. Il se poursuivra ensuite pour une durée indéterminée, chaque partie pouvant y mettre fin moyennant un préavis de six mois notifié par lettre recommandée.",
    );
    expect(fr.data.termination_notice_days).toBe(180);
  });

  it("never takes the notice to terminate a statement of work as the agreement's notice", () => {
    const out = contract(
      "Customer may terminate any Statement of Work for convenience on twenty (20) days' written notice to Provider, without terminating this Agreement.",
      "Either party may terminate this Agreement for convenience upon sixty (60) days' prior written notice to the other party.",
    );
    expect(out.data.termination_notice_days).toBe(60);
    expect(
      contract("Customer may terminate any Statement of Work for convenience on twenty (20) days' written notice to Provider under this Agreement.").data
        .termination_notice_days,
    ).toBeNull();
  });

  it("reads 'unless … intent not to renew …, the term will be extended' as renewing, and 'Delaware law governs'", () => {
    const out = contract(
      "Unless either party notifies the other of its intent not to renew at least sixty (60) days before the end of the then-current term, the term will be extended by one (1) year.",
      "Governing Law. Delaware law governs this Agreement and all claims arising out of it.",
    );
    expect(out.data).toMatchObject({ auto_renews: true, termination_notice_days: 60, governing_law: "Delaware" });
  });
});

describe("contract_terms: page furniture, heading lines and other objects' terms", () => {
  // A page of body lines with a running header and a page-number footer at its edges.
  const pageOf = (n: number, body: string[]) => [
    { text: "Exhibit 10.4 – Confidential", x: 400, y: 40, size: 8 },
    ...body.map((text, i) => ({ text, x: 50, y: 80 + i * 12, size: 9 })),
    { text: `Page ${n} of 2`, x: 280, y: 800, size: 8 },
  ];
  const filler = (k: number) => Array.from({ length: k }, (_, i) => `Clause ${i + 1} sets out obligations of the parties that have no period in them at all.`);

  it("joins a sentence across a page break without the running header and footer between its halves", () => {
    const out = contractTerms(
      doc(
        pageOf(1, [
          ...filler(6),
          "This Agreement shall renew automatically for successive one (1) year periods unless either party gives not less than ninety (90) days'",
        ]),
        pageOf(2, ["written notice of non-renewal to the other party before the end of the then-current term.", ...filler(6)]),
      ),
    );
    expect(out.data).toMatchObject({ auto_renews: true, termination_notice_days: 90 });
  });

  it("ends a heading line without a period where it ends, so its words are not read into the clause", () => {
    const out = contractTerms(
      doc([
        { text: "Services are provided as described in the schedule.", x: 50, y: 60, size: 9 },
        { text: "Term and Renewal", x: 50, y: 80, size: 10 },
        { text: "This Agreement has a minimum term of twenty-four (24) months from the date of this agreement.", x: 50, y: 96, size: 9 },
      ]),
    );
    expect(out.data.initial_term).toBe("24 months");
  });

  it("prefers the date a definition gives the Effective Date ('… i.e. <date>') over the preamble's signing date", () => {
    const out = contract(
      "This Agreement is entered into this 28 February, 1997 by and between Alpha S.A. and Beta Inc.",
      "EFFECTIVE DATE shall mean the date of installation of the System in Lyon, i.e. November 14, 1996.",
    );
    expect(out.data.effective_date).toBe("1996-11-14");
  });

  it("never reads a statement of work's term as the agreement's, and reads notice to 'Vertragsende'", () => {
    expect(contract("Each Statement of Work shall have a term of nine (9) months unless the Statement of Work states otherwise.").data.initial_term).toBeNull();
    const de = contract(
      "Der Vertrag verlängert sich jeweils um ein (1) Jahr, wenn er nicht spätestens zwei (2) Monate vor Vertragsende schriftlich gekündigt wird.",
    );
    expect(de.data).toMatchObject({ auto_renews: true, termination_notice_days: 60 });
  });
});

describe("contract_terms over generated US, UK and German-style contracts", () => {
  it("returns no wrong value and misses few, whatever the clause order and wording", () => {
    const counts = { correct: 0, wrong: 0, missed: 0 };
    const wrong: string[] = [];
    for (let seed = 1; seed <= 200; seed++) {
      const draft = makeDraft(seed);
      const out = contractTerms(draft.doc);
      for (const [field, expected] of Object.entries(draft.truth)) {
        if (field === "convenience_days") continue;
        const got = out.data[field] ?? null;
        const alternative = field === "termination_notice_days" && expected === null ? draft.truth.convenience_days : null;
        if (got === null) counts.missed += expected === null ? 0 : 1;
        else if (String(got).toLowerCase() === String(expected).toLowerCase() || got === alternative) counts.correct++;
        else {
          counts.wrong++;
          wrong.push(`#${seed} ${draft.style} ${field}: ${JSON.stringify(got)} for ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(counts.correct / (counts.correct + counts.missed)).toBeGreaterThan(0.95);
  });
});
