import { describe, expect, it } from "@jest/globals";
import type { Line, Page, PositionedDocument, Word } from "../layout/types";
import { buildContext } from "../rules/context";
import { locateValue } from "./locate-value";

// Verification of model answers: found only where the document prints the value, read with the
// rules' parsers; anything else is not found.

function line(y: number, texts: string[]): Line {
  let x = 50;
  const words: Word[] = texts.map((text) => {
    const w: Word = { text, bbox: [x, y, x + 6 * text.length, y + 10], baseline: y + 8, fontSize: 10, font: "f", rotated: false };
    x += 6 * text.length + 4;
    return w;
  });
  return { text: texts.join(" "), bbox: [50, y, x, y + 10], baseline: y + 8, fontSize: 10, words };
}

function doc(lines: Line[]): PositionedDocument {
  const page: Page = {
    number: 1,
    width: 600,
    height: 800,
    rotation: 0,
    hasTextLayer: true,
    lines,
    words: lines.flatMap((l) => l.words),
    rulings: [],
    rects: [],
    text: lines.map((l) => l.text).join("\n"),
  };
  return { pageCount: 1, encrypted: false, pages: [page] };
}

const d = doc([
  line(100, ["Invoice", "No.", "INV-0042"]),
  line(120, ["Date:", "14.03.2022"]),
  line(140, ["Total", "EUR", "1.234,56"]),
  line(160, ["Acme", "Trading", "GmbH"]),
]);
const ctx = buildContext(d);

describe("locateValue", () => {
  it("finds dates and amounts as the rules read them, with the words that print them", () => {
    expect(locateValue(d, ctx, "date", "2022-03-14").map((o) => o.words.map((w) => w.text))).toEqual([["14.03.2022"]]);
    expect(locateValue(d, ctx, "money", 1234.56).map((o) => o.words.map((w) => w.text))).toEqual([["EUR", "1.234,56"]]); // the amount as printed, currency included
    expect(locateValue(d, ctx, "currency", "EUR")).toHaveLength(1);
  });

  it("finds identifiers exactly and text as consecutive words, ignoring case and edge punctuation", () => {
    expect(locateValue(d, ctx, "identifier", "inv-0042")).toHaveLength(1);
    expect(locateValue(d, ctx, "text", "ACME trading GmbH.")[0]!.words.map((w) => w.text)).toEqual(["Acme", "Trading", "GmbH"]);
  });

  it("finds nothing for values the document does not print", () => {
    expect(locateValue(d, ctx, "date", "2022-03-15")).toEqual([]);
    expect(locateValue(d, ctx, "money", 1234.5)).toEqual([]);
    expect(locateValue(d, ctx, "identifier", "INV-00042")).toEqual([]);
    expect(locateValue(d, ctx, "identifier", "INV 0042")).toEqual([]);
    expect(locateValue(d, ctx, "text", "Acme Trading Ltd")).toEqual([]);
    expect(locateValue(d, ctx, "currency", "USD")).toEqual([]);
  });
});
