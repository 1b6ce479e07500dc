import { describe, expect, it } from "@jest/globals";
import { doc } from "../../test/synthetic-model";
import { documentCurrency } from "./doc-currency";

const currency = (lines: string[]) => documentCurrency(doc(lines.map((text, i) => ({ text, x: 50, y: 100 + 14 * i })))).candidate?.value ?? null;

describe("the currency of a '$' document", () => {
  it("is settled by a US or Canadian address that names no country", () => {
    expect(currency(["Kestrel Labs LLC", "Portland, OR 97205", "Total $117.75"])).toBe("USD");
    expect(currency(["Kestrel Labs Ltd", "Toronto, ON M5V 2T6", "Total $117.75"])).toBe("CAD");
  });

  it("stays open when the addresses name both countries", () => {
    expect(currency(["Portland, OR 97205", "Toronto, ON M5V 2T6", "Total $117.75"])).toBeNull();
    expect(currency(["Total $117.75"])).toBeNull();
  });
});
