import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { buildContext } from "../context";
import { findLineItems } from "./line-items";

const head: CellSpec[] = [
  { text: "Bezeichnung", x: 60, y: 300 },
  { text: "Menge", x: 300, y: 300 },
  { text: "Einzelpreis", x: 380, y: 300 },
  { text: "Gesamt", x: 470, y: 300 },
];
const figures = (y: number, qty: string, price: string, amount: string): CellSpec[] => [
  { text: qty, x: 300, y },
  { text: price, x: 380, y },
  { text: amount, x: 470, y },
];

// Lines evenly spaced, each cell centred on its figures: by position alone, the line above an
// item's figures could as well be the item above's wrap.
describe("an item table whose cells are centred vertically", () => {
  it("gives each item the description lines centred on its figures", () => {
    const cells: CellSpec[] = [
      ...head,
      { text: "Innenputz Kalkzement", x: 60, y: 320 },
      ...figures(326, "599,26", "21,51", "12.890,08"),
      { text: "einlagig, Q2", x: 60, y: 332 },
      { text: "Stahlbetondecke d = 20 cm", x: 60, y: 346 },
      { text: "C30/37, inkl. Schalung", x: 60, y: 358 },
      ...figures(358, "163,24", "120,74", "19.709,60"),
      { text: "Betonage", x: 60, y: 370 },
      { text: "Oberboden abtragen", x: 60, y: 384 },
      ...figures(384, "197,14", "5,52", "1.088,21"),
      { text: "Summe netto", x: 300, y: 406 },
      { text: "33.687,89", x: 470, y: 406 },
    ];
    const d = doc(cells);
    expect(findLineItems(d, buildContext(d)).map((r) => [r.cells.item_description?.value, r.cells.item_amount?.value])).toEqual([
      ["Innenputz Kalkzement einlagig, Q2", 12890.08],
      ["Stahlbetondecke d = 20 cm C30/37, inkl. Schalung Betonage", 19709.6],
      ["Oberboden abtragen", 1088.21],
    ]);
  });
});

// An office template pads its cells and centres them: a three-line cell prints its middle line on
// its figures' row (a row grouping joins that line to the figures), its first line above them, tight
// under the bold header, and notes in smaller type below. The padding sets the cells apart.
describe("an item table whose padded cells are centred vertically", () => {
  const bold = head.map((c) => ({ ...c, font: "f2" }));
  const cells = (third: CellSpec[]): CellSpec[] => [
    ...bold,
    { text: "Beratung und Konzeption", x: 60, y: 315 },
    { text: "Zeitraum 4. Januar bis 24. Januar", x: 60, y: 325, size: 8 },
    ...figures(323, "5", "122,85", "614,25"),
    { text: "Ticket 349", x: 60, y: 333, size: 8 },
    { text: "Reinigung Büroräume", x: 60, y: 346 },
    ...figures(346, "9", "30,75", "276,75"),
    ...third,
    { text: "Summe netto", x: 300, y: 395 },
    { text: "936,20", x: 470, y: 395 },
  ];

  it("gives each item its own cell's lines, without the notes set smaller under them", () => {
    const d = doc(cells([{ text: "Satz und Layout", x: 60, y: 361 }, { text: "Broschüre A5", x: 60, y: 371 }, ...figures(366, "2", "22,60", "45,20")]));
    expect(findLineItems(d, buildContext(d)).map((r) => [r.cells.item_description?.value, r.cells.item_amount?.value])).toEqual([
      ["Beratung und Konzeption", 614.25],
      ["Reinigung Büroräume", 276.75],
      ["Satz und Layout Broschüre A5", 45.2],
    ]);
  });

  it("lets the last cell of a table the page breaks run from its top, its notes and the page's footer below it", () => {
    const d = doc([
      ...cells([]).filter((c) => !["Summe netto", "936,20"].includes(c.text)),
      { text: "Satz und Layout", x: 60, y: 361 },
      ...figures(361, "2", "22,60", "45,20"),
      { text: "Broschüre A5", x: 60, y: 371, size: 8 },
      { text: "Lieferschein 4471", x: 60, y: 380, size: 8 },
      { text: "Muster Druck GmbH · Bank · IBAN DE00 1234 5678", x: 60, y: 420, size: 8 },
    ]);
    expect(findLineItems(d, buildContext(d)).map((r) => [r.cells.item_description?.value, r.cells.item_amount?.value])).toEqual([
      ["Beratung und Konzeption", 614.25],
      ["Reinigung Büroräume", 276.75],
      ["Satz und Layout", 45.2],
    ]);
  });

  it("reads the table in order when a cell of several lines is not centred on its figures", () => {
    const d = doc(cells([{ text: "Satz und Layout", x: 60, y: 361 }, ...figures(361, "2", "22,60", "45,20"), { text: "Broschüre A5", x: 60, y: 371 }]));
    expect(findLineItems(d, buildContext(d)).map((r) => r.cells.item_description?.value)).not.toContain("Beratung und Konzeption");
  });
});
