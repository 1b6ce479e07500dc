import { describe, expect, it } from "@jest/globals";
import { paragraphsDoc } from "../../test/contract-drafts";
import { contractTerms } from "./contract-terms";

// Agreements as filed with a securities regulator: attachments after the signatures with their own
// dates, signature blocks left undated, termination rights an event triggers, law clauses that name
// no place, and terms defined in a definitions article. Every document is built here.

// One paragraph per entry, wrapped as a page would wrap it.
const contract = (...paragraphs: string[]) => contractTerms(paragraphsDoc(...paragraphs));

const PREAMBLE_AS_OF =
  'THIS SUPPLY AGREEMENT (this "Agreement") is made and entered into as of March 3, 2011 (the "Effective Date"), by and between Quillon Works, Inc., a Nevada corporation ("Supplier") and Tervane Foods LLC, a Delaware limited liability company ("Buyer").';
const WITNESS = "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.";

describe("contract_terms: attachments after the signatures", () => {
  it("does not date the agreement by an exhibit's own Effective Date", () => {
    const out = contract(
      PREAMBLE_AS_OF,
      WITNESS,
      "Quillon Works, Inc. By: ________ Date: March 1, 2011",
      "EXHIBIT B",
      "PRICE LIST",
      "Effective Date: July 9, 2012",
    );
    expect(out.data.effective_date).toBe("2011-03-03");
    expect(out.fields.effective_date?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it("finds the exhibit when the witness sentence runs on into a signature block opening in lower case", () => {
    const out = contract(
      PREAMBLE_AS_OF,
      "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above. van Oort Holdings, Inc. By: ________ Date: March 1, 2011 EXHIBIT B PRICE LIST Effective Date: July 9, 2012",
    );
    expect(out.data.effective_date).toBe("2011-03-03");
  });

  it("reads no term, renewal, notice or law from the form of a sub-agreement attached as an exhibit", () => {
    const out = contract(
      PREAMBLE_AS_OF,
      "This Agreement shall be governed by the laws of the State of Vermont.",
      WITNESS,
      "EXHIBIT C",
      "FORM OF SUBLICENSE AGREEMENT",
      "The term of this Sublicense Agreement shall be two (2) years from the date hereof, and it shall automatically renew for successive one (1) year periods unless either party gives written notice of non-renewal at least seventy-five (75) days prior to the end of the then-current term.",
      "This Sublicense Agreement shall be governed by the laws of the State of Idaho.",
    );
    expect(out.data).toMatchObject({ initial_term: null, auto_renews: null, termination_notice_days: null, governing_law: "State of Vermont" });
  });

  it("still reads a labelled date after the signatures when no attachment heading comes first", () => {
    const out = contract(
      'This Services Agreement (this "Agreement") is between Quillon Works, Inc. ("Provider") and Tervane Foods LLC ("Customer"), and is effective as of the Effective Date set forth on the signature page.',
      WITNESS,
      "Effective Date: July 9, 2012",
    );
    expect(out.data.effective_date).toBe("2012-07-09");
  });

  it("takes no running header 'Exhibit 10.4' for an attachment", () => {
    const out = contract(
      'This Services Agreement (this "Agreement") is between Quillon Works, Inc. ("Provider") and Tervane Foods LLC ("Customer"), and is effective as of the Effective Date set forth on the signature page.',
      WITNESS,
      "Exhibit 10.4",
      "Effective Date: July 9, 2012",
    );
    expect(out.data.effective_date).toBe("2012-07-09");
  });

  it("reads no date for an agreement effective when last signed whose signatures are undated", () => {
    const out = contract(
      'THIS LICENSE AGREEMENT (this "Agreement") is effective as of the date last signed below (the "Effective Date"), by and between Quillon Works, Inc. ("Licensor") and Tervane Foods LLC ("Licensee").',
      WITNESS,
      "Quillon Works, Inc. By: ________ Date: ________",
      "Tervane Foods LLC By: ________ Date: ________",
      "Delivery Date: June 4, 2013",
    );
    expect(out.data.effective_date).toBeNull();
  });

  it("dates such an agreement by its latest signature when the blocks are dated", () => {
    const out = contract(
      'THIS LICENSE AGREEMENT (this "Agreement") is effective as of the date last signed below (the "Effective Date"), by and between Quillon Works, Inc. ("Licensor") and Tervane Foods LLC ("Licensee").',
      WITNESS,
      "Quillon Works, Inc. By: ________ Date: June 2, 2013",
      "Tervane Foods LLC By: ________ Date: June 4, 2013",
    );
    expect(out.data.effective_date).toBe("2013-06-04");
  });
});

describe("contract_terms: a term commencing on a date of its own", () => {
  it("keeps the defined Effective Date over a later defined Commencement Date", () => {
    const out = contract(PREAMBLE_AS_OF, 'The Term shall commence on May 1, 2011 (the "Commencement Date").');
    expect(out.data.effective_date).toBe("2011-03-03");
  });

  it("still dates the agreement by its commencement when nothing else does", () => {
    const out = contract(
      "THIS SUPPLY AGREEMENT is by and between Quillon Works, Inc. and Tervane Foods LLC.",
      'The Term shall commence on May 1, 2011 (the "Commencement Date").',
    );
    expect(out.data.effective_date).toBe("2011-05-01");
  });
});

describe("contract_terms: termination rights an event triggers", () => {
  it("does not read a change-of-control termination notice as termination for convenience", () => {
    const out = contract(
      PREAMBLE_AS_OF,
      "Supplier may terminate this Agreement upon forty-five (45) days' written notice following a Change of Control of Buyer.",
    );
    expect(out.data.termination_notice_days).toBeNull();
  });

  it("still reads an unconditional right to terminate on notice", () => {
    const out = contract(PREAMBLE_AS_OF, "Supplier may terminate this Agreement upon forty-five (45) days' written notice to Buyer.");
    expect(out.data.termination_notice_days).toBe(45);
  });
});

describe("contract_terms: governing law that names no place", () => {
  it.each([
    "This Agreement shall be governed by the laws of the state in which Licensor's principal office is located.",
    "This Agreement shall be governed by the laws of the jurisdiction in which the Franchised Business is located.",
  ])("reads no jurisdiction from %j", (clause) => {
    expect(contract(PREAMBLE_AS_OF, clause).data.governing_law).toBeNull();
  });

  it.each([
    "Except as otherwise required by the federal laws of the United States, this Agreement shall be governed by the laws of the State of Vermont.",
    "Subject to the federal laws of the United States, this Agreement shall be construed under the laws of the State of Vermont.",
    "This Agreement shall be interpreted under the laws of the State of Vermont, except that trademark matters shall be governed by the federal laws of the United States.",
  ])("reads the law the governing verb introduces in %j", (clause) => {
    expect(contract(PREAMBLE_AS_OF, clause).data.governing_law).toBe("State of Vermont");
  });

  it("still reads a named state", () => {
    expect(contract(PREAMBLE_AS_OF, "This Agreement shall be governed by the laws of the State of Vermont.").data.governing_law).toBe("State of Vermont");
  });
});

describe("contract_terms: a term defined in the definitions article", () => {
  it.each([
    ['"Initial Term" means the period of seven (7) years commencing on the Effective Date.', "7 years"],
    ['"Initial Term" means the thirty (30) month period beginning on the Effective Date.', "30 months"],
  ])("reads %j as the initial term", (definition, term) => {
    const out = contract(PREAMBLE_AS_OF, definition, "This Agreement shall remain in effect for the Initial Term, unless earlier terminated.");
    expect(out.data.initial_term).toBe(term);
  });

  it("does not read a Renewal Term's definition as the initial term", () => {
    const out = contract(PREAMBLE_AS_OF, '"Renewal Term" means each successive period of two (2) years following the Initial Term.');
    expect(out.data.initial_term).toBeNull();
  });
});

describe("contract_terms: agreements as filled in and filed", () => {
  it("dates an agreement 'dated as' a date, the drafter's 'of' lost", () => {
    const out = contract(
      'DISTRIBUTION AGREEMENT ("Agreement") dated as June 9, 2003 by and between Quillon Works, Inc., a Delaware corporation (hereinafter referred to as "Company") and Tervane Foods GmbH, a German company (hereinafter referred to as "Distributor").',
    );
    expect(out.data.effective_date).toBe("2003-06-09");
  });

  it("dates an agreement effective once signed by both parties by the later date typed over a signature column's 'Date' rule", () => {
    const out = contract(
      'This Hosting Agreement ("Agreement") between Quillon Works, Inc. and Tervane Foods GmbH shall become effective on the date on which it has been signed by both parties (the "Effective Date").',
      WITNESS,
      "Quillon Works, Inc. Tervane Foods GmbH",
      "May 4, 2010 May 11, 2010",
      "__________________ __________________",
      "Date Date",
    );
    expect(out.data.effective_date).toBe("2010-05-11");
    expect(out.fields.effective_date?.confidence).toBeLessThan(0.9);
    // A name wrapped in one column puts its rule before the other column's date, which its label follows at once.
    const wrapped = contract(
      'This Hosting Agreement ("Agreement") between Quillon Works, Inc. and Tervane Foods GmbH shall become effective on the date on which it has been signed by both parties (the "Effective Date").',
      WITNESS,
      "Quillon Works, Inc. Tervane Foods",
      "May 4, 2010 GmbH",
      "__________________ May 11, 2010",
      "Date __________________",
      "Date",
    );
    expect(wrapped.data.effective_date).toBe("2010-05-11");
    // The other column's date, its rule cut off by the wrapped name, is a signing date too, and the later one.
    const cut = contract(
      'This Hosting Agreement ("Agreement") between Quillon Works, Inc. and Tervane Foods GmbH shall become effective on the date on which it has been signed by both parties (the "Effective Date").',
      WITNESS,
      "Quillon Works, Inc. Tervane Foods",
      "05/14/2010 GmbH",
      "__________________ May 4, 2010",
      "Date __________________",
      "Date",
    );
    expect(cut.data.effective_date).toBe("2010-05-14");
  });

  it("reads the non-renewal notice from a proviso of an automatic renewal", () => {
    const out = contract(
      PREAMBLE_AS_OF,
      "The Term will automatically renew for successive additional periods of one (1) year each, provided that: (a) Buyer has made all minimum purchases; (b) the parties have agreed in writing upon the prices for the next renewal period; (c) neither party provided the other party with notice of such party's intention not to renew this Agreement at least forty-five (45) days prior to any year's Expiration Date; and (d) neither party has given notice of termination.",
    );
    expect(out.data).toMatchObject({ auto_renews: true, termination_notice_days: 45 });
  });
});
