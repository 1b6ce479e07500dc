import { describe, expect, it } from "@jest/globals";
import { page } from "../../../test/synthetic-model";
import { headers } from "./item-headers";

// A header printed as one line is split into cells at its labels, but never inside a label:
// "Total price in €" is one amount column, not a total and a unit price.
describe("a header line of several labels", () => {
  it("keeps a label's own words in its column", () => {
    const [head] = headers(
      page([
        { text: "Pos.", x: 50, y: 100 },
        { text: "Description", x: 90, y: 100 },
        { text: "Quantity", x: 250, y: 100 },
        { text: "Unit price in €", x: 320, y: 100 },
        { text: "Total price in €", x: 440, y: 100 },
      ]),
    );
    expect(head?.columns.map((c) => c.field).filter((f) => f !== null)).toEqual(["item_description", "item_quantity", "item_unit_price", "item_amount"]);
  });
});
