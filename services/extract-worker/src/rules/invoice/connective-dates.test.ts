import { describe, expect, it } from "@jest/globals";
import { doc } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// A reference block: each label in one column, its value in the next; "vom" dates the row above it.
const block = (rows: Array<[string, string]>) =>
  invoice(
    doc(
      rows.flatMap(([label, value], i) => [
        { text: label, x: 350, y: 100 + 12 * i },
        { text: value, x: 450, y: 100 + 12 * i },
      ]),
    ),
  ).data.invoice_date;

describe("a date labelled by a bare connective", () => {
  it("is the order's date under the order number, not the invoice's", () => {
    expect(
      block([
        ["Rechnungs-Nr.", "RE-4471"],
        ["Datum", "04.01.2024"],
        ["Ihre Bestellung", "4711"],
        ["vom", "27.12.2023"],
      ]),
    ).toBe("2024-01-04");
  });

  it("is the invoice's date under the invoice number", () => {
    expect(
      block([
        ["Rechnung Nr.", "RE-4471"],
        ["vom", "04.01.2024"],
        ["Ihre Bestellung", "4711"],
      ]),
    ).toBe("2024-01-04");
  });
});
