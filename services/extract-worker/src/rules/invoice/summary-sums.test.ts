import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { invoice } from "../../presets/invoice";

// A VAT summary by rate whose last row sums net, tax and gross: the only place the page prints its net and tax.

const items: CellSpec[] = [
  { text: "Faktura VAT nr 12/2025", x: 50, y: 60, size: 14 },
  { text: "Nazwa", x: 50, y: 200 },
  { text: "Wartość netto", x: 460, y: 200 },
  { text: "Usługi doradcze", x: 50, y: 216 },
  { text: "1 000,00", x: 480, y: 216 },
  { text: "Szkolenie", x: 50, y: 232 },
  { text: "198,23", x: 490, y: 232 },
];

const summary = (sum: [string, string, string]): CellSpec[] => [
  { text: "Stawka VAT", x: 50, y: 270 },
  { text: "Wartość netto", x: 130, y: 270 },
  { text: "Kwota VAT", x: 220, y: 270 },
  { text: "Wartość brutto", x: 290, y: 270 },
  { text: "23%", x: 50, y: 286 },
  { text: "1 198,23", x: 140, y: 286 },
  { text: "275,59", x: 230, y: 286 },
  { text: "1 473,82", x: 300, y: 286 },
  { text: "Razem", x: 50, y: 302 },
  { text: sum[0], x: 140, y: 302 },
  { text: sum[1], x: 230, y: 302 },
  { text: sum[2], x: 300, y: 302 },
  { text: "Do zapłaty", x: 380, y: 330 },
  { text: "1 473,82 zł", x: 480, y: 330 },
];

describe("the sums row of a VAT summary by rate", () => {
  it("gives the net and the tax by the heads of their columns", () => {
    const out = invoice(doc([...items, ...summary(["1 198,23", "275,59", "1 473,82"])]));
    expect([out.data.subtotal, out.data.tax, out.data.total]).toEqual([1198.23, 275.59, 1473.82]);
  });

  it("gives nothing when its figures do not add up", () => {
    const out = invoice(doc([...items, ...summary(["1 198,23", "275,59", "1 400,00"])]));
    expect(out.data.tax).toBeNull();
  });
});
