import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { buildContext } from "../context";
import { rateProof } from "./rate-proof";

describe("rateProof", () => {
  const proves = (text: string) => {
    const d = doc([{ text, x: 40, y: 100 }]);
    return rateProof(d, buildContext(d));
  };

  it("proves a tax from a rate and a base printed on one line, to the cent", () => {
    expect(proves("Sales tax - California (7.25% on $1,267.00)")(91.86, 1267)).toBe(true);
    expect(proves("MwSt. 19 % von 573,00 €")(108.87, 573)).toBe(true);
  });

  it("proves nothing for another base, another tax or a line without a rate", () => {
    const p = proves("Sales tax (7.25% on $1,267.00)");
    expect(p(91.86, 1314.86)).toBe(false);
    expect(p(91.8, 1267)).toBe(false);
    expect(proves("Subtotal $1,267.00")(91.86, 1267)).toBe(false);
  });
});
