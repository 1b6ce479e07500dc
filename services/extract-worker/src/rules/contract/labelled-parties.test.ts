import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { contractTerms } from "../../presets/contract-terms";

// Order forms that print their parties as a table of roles, names invented.

const partiesOf = (cells: Array<{ text: string; x: number; y: number }>) => {
  const { data } = contractTerms(doc([{ text: "ORDER FORM", x: 250, y: 40 }, ...cells]));
  return [data.party_1, data.party_2];
};

describe("labelled parties", () => {
  it("reads a role and its name on each row, the first printed as party_1", () => {
    expect(
      partiesOf([
        { text: "Provider", x: 60, y: 90 },
        { text: "Quendel Analytics LLP", x: 240, y: 90 },
        { text: "Provider Address", x: 60, y: 108 },
        { text: "12 Mill Lane, Bristol BS1 5TR", x: 240, y: 108 },
        { text: "Customer", x: 60, y: 126 },
        { text: "Norvik Holdings Limited", x: 240, y: 126 },
      ]),
    ).toEqual(["Quendel Analytics LLP", "Norvik Holdings Limited"]);
  });

  it("reads roles heading two columns over a name row", () => {
    expect(
      partiesOf([
        { text: "Provider", x: 155, y: 110 },
        { text: "Customer", x: 365, y: 110 },
        { text: "Legal Name", x: 80, y: 126 },
        { text: "Ostrava Labs Inc.", x: 155, y: 126 },
        { text: "Brindle Print & Design, LLC", x: 365, y: 126 },
        { text: "Address", x: 80, y: 143 },
        { text: "491 Lake Drive, Portland, OR 97205", x: 155, y: 143 },
        { text: "17 Mill Lane, Raleigh, NC 27601", x: 365, y: 143 },
      ]),
    ).toEqual(["Ostrava Labs Inc.", "Brindle Print & Design, LLC"]);
  });

  it("runs on a role's name that its narrow block wrapped, only into a line that completes it with a legal form", () => {
    const blocks = (second: string) =>
      partiesOf([
        { text: "Customer: Brindle Print & Design, LLC", x: 300, y: 90 },
        { text: "Provider: Ostrava Office", x: 60, y: 130 },
        { text: second, x: 60, y: 142 },
      ]);
    expect(blocks("Supply Limited")).toEqual(["Brindle Print & Design, LLC", "Ostrava Office Supply Limited"]);
    // A line under the name that does not complete it is another line of the block.
    expect(blocks("Signature: ____________")).toEqual(["Brindle Print & Design, LLC", "Ostrava Office"]);
  });

  it("reads nothing from one role, two rows of the same role, or a cell that holds more than a name", () => {
    expect(
      partiesOf([
        { text: "Customer", x: 60, y: 90 },
        { text: "Norvik Holdings Limited", x: 240, y: 90 },
      ]),
    ).toEqual([null, null]);
    expect(
      partiesOf([
        { text: "Customer", x: 60, y: 90 },
        { text: "Norvik Holdings Limited", x: 240, y: 90 },
        { text: "Customer", x: 60, y: 108 },
        { text: "Quendel Analytics LLP", x: 240, y: 108 },
      ]),
    ).toEqual([null, null]);
    expect(
      partiesOf([
        { text: "Provider", x: 60, y: 90 },
        { text: "Quendel Analytics LLP, 12 Mill Lane, Bristol", x: 240, y: 90 },
        { text: "Customer", x: 60, y: 108 },
        { text: "Norvik Holdings Limited", x: 240, y: 108 },
      ]),
    ).toEqual([null, null]);
  });
});
