import { describe, expect, it } from "@jest/globals";
import type { Provenance } from "@quire/contracts";
import { onDisplayedPages } from "./displayed-boxes";
import type { Page, PositionedDocument } from "./layout/types";

const page = (number: number, turn?: Page["turn"]): Page => ({
  number,
  width: 600,
  height: 800,
  rotation: 0,
  ...(turn ? { turn } : {}),
  hasTextLayer: true,
  lines: [],
  words: [],
  rulings: [],
  rects: [],
  text: "",
});
const at = (pageNumber: number): Provenance => ({ confidence: 0.9, method: "deterministic", page: pageNumber, bbox: [50, 100, 150, 110], text: "x" });

describe("boxes on the displayed page", () => {
  it("turns the boxes of a turned page back and leaves the others", () => {
    const doc: PositionedDocument = { pageCount: 2, encrypted: false, pages: [page(1), page(2, 90)] };
    const out = onDisplayedPages({ data: {}, fields: { vendor: at(1), total: at(2) }, warnings: [] }, doc);
    expect(out.fields.vendor!.bbox).toEqual([50, 100, 150, 110]);
    // Read 600 × 800 turned a quarter clockwise; displayed 800 × 600: x = 800 − y, y = x.
    expect(out.fields.total!.bbox).toEqual([690, 50, 700, 150]);
  });
});
