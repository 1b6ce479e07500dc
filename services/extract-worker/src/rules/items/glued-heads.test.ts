import { describe, expect, it } from "@jest/globals";
import type { Line } from "../../layout/types";
import { page } from "../../../test/synthetic-model";
import { withGluedHeads } from "./glued-heads";
import { headers } from "./item-headers";

// Spreadsheet header cells sized to their heads print with no space between them: the narrow
// position head and the description's label come as one word of the text layer.
describe("a position head glued to the description's label", () => {
  const glued = page([
    { text: "RegelOmschrijving", x: 43, y: 100 },
    { text: "Aantal", x: 290, y: 100 },
    { text: "Tarief", x: 377, y: 100 },
    { text: "Bedrag", x: 495, y: 100 },
  ]);

  it("starts the description column at the label, the position head a column of its own", () => {
    const [head] = headers(glued);
    expect(head?.columns[0]).toMatchObject({ field: null, x0: 43 });
    expect(head?.columns[1]?.field).toBe("item_description");
    expect(head?.columns[1]?.x0).toBeCloseTo(43 + 5 * 5);
  });

  it("leaves a label that is one word whole, and a word whose tail is no label", () => {
    const one = (text: string): Line => page([{ text, x: 40, y: 100 }]).lines[0]!;
    expect(withGluedHeads(one("Omschrijving")).words.map((w) => w.text)).toEqual(["Omschrijving"]);
    expect(withGluedHeads(one("McDonald")).words.map((w) => w.text)).toEqual(["McDonald"]);
    expect(withGluedHeads(one("VersSumme")).words.map((w) => w.text)).toEqual(["VersSumme"]);
    expect(withGluedHeads(one("N°Désignation")).words.map((w) => w.text)).toEqual(["N°", "Désignation"]);
  });
});
