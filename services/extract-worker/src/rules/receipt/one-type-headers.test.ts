import { describe, expect, it } from "@jest/globals";
import { doc, type CellSpec } from "../../../test/synthetic-model";
import { receipt } from "../../presets/receipt";
import { tillMerchant } from "./till-merchant";

// Till headers as a layout engine that keeps little CSS prints them (an office suite's HTML import):
// every line left-aligned in one type, no rules, a logo's letter spacing without its word gaps. Size
// no longer parts a shop's name from its operator or its street; wrapping, role and frame still do.
// Names invented.

/** Left-aligned lines from the top, one type, 12 apart; a body line wider than the header below them. */
const receiptOf = (header: CellSpec[] | string[], width = "Bon 0042 Kasse 3 Bediener 7 Filiale 12") => {
  const cells = header.map((h, i) => (typeof h === "string" ? { text: h, x: 10, y: 10 + i * 12 } : h));
  return doc([...cells, { text: width, x: 10, y: 120 }, { text: "SUMME 4,13", x: 10, y: 200 }]);
};
const merchantOf = (header: CellSpec[] | string[], width?: string) => tillMerchant(receiptOf(header, width), "merchant")?.value ?? null;

describe("a header printed in one type", () => {
  it("keeps a shop's short name apart from the operator's legal name under it", () => {
    expect(merchantOf(["KESTRELMOOR APTEKA", "Dovrane S.A.", "ul. Lipowa 2"])).toBe("KESTRELMOOR APTEKA");
    expect(merchantOf(["QUARRY BAKERY", "TELMIRA HOLDINGS PTE. LTD.", "UEN 201912345K"])).toBe("QUARRY BAKERY");
  });

  it("joins a name whose first line ran to the paper's edge", () => {
    // The widest line the page prints is the name's first: the next word could not have fitted beside it.
    expect(merchantOf(["SYARIKAT PERNIAGAAN TELMIRA", "HOLDINGS SDN BHD", "NO 5, JALAN API 2"], "Kasse 3")).toBe(
      "SYARIKAT PERNIAGAAN TELMIRA HOLDINGS SDN BHD",
    );
  });

  it("ends the name at a street with its number, even where the name filled the line", () => {
    expect(merchantOf(["Dovrane VERSMARKT", "Lindenweg 28", "3011 AB Dordrecht"], "Kasse 3")).toBe("Dovrane VERSMARKT");
  });

  it("ends a name at its logo's frame", () => {
    expect(merchantOf(["*** TELMIRA ***", "Telmira Retail KG", "Lindenweg 28"])).toBe("TELMIRA");
  });

  it("reads no name from a letter-spaced logo whose word gaps the text layer lost", () => {
    // Sixteen capitals at a logo's letter pitch, held as one word: where its words part is unknown.
    const glued = receiptOf([
      { text: "KESTRELMOORBAKERY", x: 10, y: 10, pitch: 0.95 },
      { text: "Lindenweg 28", x: 10, y: 22 },
    ]);
    expect(receipt(glued).data.merchant).toBeNull();
    // A single logo word is read: it has no gaps to lose.
    const word = receiptOf([
      { text: "DOVRANE", x: 10, y: 10, pitch: 0.95 },
      { text: "Lindenweg 28", x: 10, y: 22 },
    ]);
    expect(receipt(word).data.merchant).toBe("DOVRANE");
  });
});
