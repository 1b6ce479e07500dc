import { describe, expect, it } from "@jest/globals";
import { buildOcrPage } from "../../ocr/ocr-page";
import { invoice } from "../../presets/invoice";
import { ocrRow as row } from "../../../test/ocr-rows";
import { doc } from "../../../test/synthetic-model";

// A totals label OCR read with one glyph wrong still names its amount. Invoices are invented;
// words at one pixel per point, 8 px a glyph.

function scanned(netLabel: string) {
  const words = [
    ...row([["INVOICE", 40]], 40),
    ...row([["Quillbrook Labs Inc.", 40]], 60),
    ...row([["Invoice date: March 3, 2025", 40]], 80),
    ...row(
      [
        [netLabel, 300],
        ["USD 400.00", 480],
      ],
      300,
    ),
    ...row(
      [
        ["Sales tax (5%)", 300],
        ["USD 20.00", 480],
      ],
      320,
    ),
    ...row(
      [
        ["Amount due", 300],
        ["USD 420.00", 480],
      ],
      340,
    ),
  ];
  const { page } = buildOcrPage({ number: 1, width: 612, height: 792, rotation: 0, turn: 0, scale: 1 }, words);
  return { pageCount: 1, encrypted: false, pages: [page] };
}

describe("totals labels OCR misread by one glyph", () => {
  it("'Tota1 before tax' heads the net", () => {
    expect(invoice(scanned("Total before tax")).data.subtotal).toBe(400);
    expect(invoice(scanned("Tota1 before tax")).data.subtotal).toBe(400);
    expect(invoice(scanned("T0TAL before tax")).data.subtotal).toBe(400);
  });

  it("two glyphs wrong name nothing", () => {
    expect(invoice(scanned("T0ta1 before tax")).data.subtotal).toBeNull();
  });

  it("a text layer's words are read as printed", () => {
    const out = invoice(
      doc([
        { text: "INVOICE", x: 40, y: 40 },
        { text: "Tota1 before tax", x: 300, y: 300 },
        { text: "USD 400.00", x: 480, y: 300 },
      ]),
    );
    expect(out.data.subtotal).toBeNull();
  });
});
