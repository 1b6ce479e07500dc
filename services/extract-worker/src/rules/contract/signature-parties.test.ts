import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { contractTerms } from "../../presets/contract-terms";

// Agreements that name their parties only where they sign; names invented.

const DEFERRING = [
  { text: "CONSULTING AGREEMENT", x: 220, y: 40 },
  { text: 'This Consulting Agreement (this "Agreement") is entered into by and among the parties', x: 60, y: 70 },
  { text: "whose names appear on the signature page hereto, the first of which is referred to", x: 60, y: 84 },
  { text: 'herein as "Company" and the second as "Consultant".', x: 60, y: 98 },
  { text: "1. Services. Consultant shall provide the services described in Exhibit A.", x: 60, y: 126 },
  { text: "IN WITNESS WHEREOF, the parties have executed this Agreement.", x: 60, y: 160 },
];
const RULE = "______________________________";
const partiesOf = (cells: CellSpec[], next?: CellSpec[]) => {
  const { data } = contractTerms(next ? doc(cells, next) : doc(cells));
  return [data.party_1 ?? null, data.party_2 ?? null];
};
/** A company's block at (x, y): its name over By/Name/Title. */
const companyBlock = (name: string, x: number, y: number): CellSpec[] => [
  { text: name, x, y },
  { text: `By: ${RULE}`, x, y: y + 28 },
  { text: "Name: Odile Farrant", x, y: y + 42 },
  { text: "Title: President", x, y: y + 56 },
];
/** A person's block at (x, y): a caption, a rule and the printed name under it. */
const personBlock = (caption: string, name: string, x: number, y: number): CellSpec[] => [
  { text: caption, x, y },
  { text: RULE, x, y: y + 28 },
  { text: name, x, y: y + 42 },
];

describe("signature parties", () => {
  it("reads a person who signs on a rule under the role the agreement defines", () => {
    expect(partiesOf([...DEFERRING, ...companyBlock("Quillmere Systems, Inc.", 60, 200), ...personBlock("CONSULTANT:", "Tobias R. Wendell", 60, 290)])).toEqual(
      ["Quillmere Systems, Inc.", "Tobias R. Wendell"],
    );
  });

  it("takes no witness for a party", () => {
    expect(partiesOf([...DEFERRING, ...companyBlock("Quillmere Systems, Inc.", 60, 200), ...personBlock("WITNESS:", "Tobias R. Wendell", 60, 290)])).toEqual([
      null,
      null,
    ]);
  });

  it("takes no officer who signs under his company's role for a party", () => {
    const officer = [...personBlock("CONSULTANT:", "Tobias R. Wendell", 60, 290), { text: "Title: Managing Director", x: 60, y: 346 }];
    expect(partiesOf([...DEFERRING, ...companyBlock("Quillmere Systems, Inc.", 60, 200), ...officer])).toEqual([null, null]);
  });

  it("reads blocks set side by side", () => {
    expect(partiesOf([...DEFERRING, ...companyBlock("Quillmere Systems, Inc.", 60, 200), ...companyBlock("Ostvale Partners LLC", 330, 200)])).toEqual([
      "Quillmere Systems, Inc.",
      "Ostvale Partners LLC",
    ]);
    expect(partiesOf([...DEFERRING, ...companyBlock("Quillmere Systems, Inc.", 60, 200), ...personBlock("CONSULTANT", "TOBIAS WENDELL", 330, 200)])).toEqual([
      "Quillmere Systems, Inc.",
      "TOBIAS WENDELL",
    ]);
  });

  it("reads a block that a page break splits, over the page mark EDGAR keeps", () => {
    const nextPage = [{ text: "<PAGE>", x: 60, y: 40 }, ...personBlock("CONSULTANT:", "Tobias R. Wendell", 60, 60).slice(1)];
    expect(partiesOf([...DEFERRING, ...companyBlock("Quillmere Systems, Inc.", 60, 200), { text: "CONSULTANT:", x: 60, y: 290 }], nextPage)).toEqual([
      "Quillmere Systems, Inc.",
      "Tobias R. Wendell",
    ]);
  });

  it("reads a letter's addressee who countersigns it", () => {
    expect(
      partiesOf([
        { text: "Harrowgate Media Corp.", x: 240, y: 40 },
        { text: "Mara de Wit", x: 60, y: 90 },
        { text: "Dear Ms. de Wit:", x: 60, y: 130 },
        { text: "This letter confirms the terms on which you will render the services.", x: 60, y: 150 },
        { text: "Very truly yours,", x: 60, y: 180 },
        ...companyBlock("Harrowgate Media Corp.", 60, 200),
        ...personBlock("ACCEPTED AND AGREED:", "Mara de Wit", 60, 290),
        { text: "cc: Dorian Vale, Esq.", x: 60, y: 360 },
      ]),
    ).toEqual(["Harrowgate Media Corp.", "Mara de Wit"]);
  });
});
