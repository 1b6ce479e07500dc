import { describe, expect, it } from "@jest/globals";
import { page } from "../../../test/synthetic-model";
import { cellSegment, type Column } from "./columns";

// A spreadsheet clips an article code at its narrow column's edge, and the clipped code touches the
// description in the next cell: the text layer prints one word, "SRV-747-EXWebsite".
describe("an article code clipped against the description's cell", () => {
  const columns: Column[] = [
    { field: null, x0: 50, x1: 70 },
    { field: "item_description", x0: 92, x1: 120 },
    { field: "item_amount", x0: 500, x1: 540 },
  ];
  const row = (text: string) =>
    page([
      { text, x: 50, y: 200 },
      { text: "448.98", x: 505, y: 200 },
    ]).words;

  it("leaves the code in its column and starts the description with its own word", () => {
    expect(cellSegment(columns, row("SRV-747-EXWebsite maintenance"), "item_description").text).toBe("Website maintenance");
  });

  it("splits no word without a digit in its capitals, nor one set inside the description's column", () => {
    expect(cellSegment(columns, row("USBKabelverlaengerung extra"), "item_description").text).toBe("USBKabelverlaengerung extra");
    const inside = page([{ text: "A4Papier weiss", x: 93, y: 200 }]).words;
    expect(cellSegment(columns, inside, "item_description").text).toBe("A4Papier weiss");
  });
});
