import { deflateSync } from "node:zlib";
import { describe, expect, it } from "@jest/globals";
import { mayHaveKerningMoves } from "./kerning-moves-scan";

/** A PDF-like file with a stream for each of `contents`, Flate-encoded, beside a font program that is never read. */
function pdfWith(...contents: string[]): Uint8Array {
  const font = deflateSync(Buffer.from("[(a)-120(b)-120(c)] TJ", "latin1"));
  const streams = contents.map((content, i) => {
    const stream = deflateSync(Buffer.from(content, "latin1"));
    return [Buffer.from(`${5 + i} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from("\nendstream\nendobj\n")];
  });
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n4 0 obj\n<< /Length1 22 /Length ${font.length} /Filter /FlateDecode >>\nstream\n`),
    font,
    Buffer.from("\nendstream\nendobj\n"),
    ...streams.flat(),
    Buffer.from("%%EOF\n"),
  ]);
}

describe("scan of a PDF's text for moves pdf.js can read as spaces", () => {
  it("finds a narrow move in an array that places every glyph", () => {
    expect(mayHaveKerningMoves(pdfWith("BT /F1 9 Tf [(V)-2(e)-2(r)-120(k)-2(a)-2(u)-1(f)] TJ ET"))).toBe(true);
    // Two-byte codes: a hex string of 2 bytes is one glyph.
    expect(mayHaveKerningMoves(pdfWith("BT /F1 9 Tf [<0041>-3<0042>-118<0043>] TJ ET"))).toBe(true);
  });

  it("passes over moves between words, wide moves and moves set in strings", () => {
    // Moves only between words: most glyphs follow no move.
    expect(mayHaveKerningMoves(pdfWith("BT /F1 9 Tf [(Netto)-120(Betrag)-120(Summe)] TJ ET"))).toBe(false);
    // Every glyph placed, but no move in the kerning range.
    expect(mayHaveKerningMoves(pdfWith("BT /F1 9 Tf [(a)-20(b)-20(c)-333(d)-20(e)] TJ ET"))).toBe(false);
    // Brackets and numbers inside strings are text, not an array.
    expect(mayHaveKerningMoves(pdfWith("BT /F1 9 Tf [(a\\) -120 \\(b)-20(c)-20(d)] TJ (x[-120]) Tj ET"))).toBe(false);
  });

  it("counts the character spacing added after every glyph", () => {
    // 0.9 / 9 = 0.1 em of spacing turns a move of -20 into 0.12 em.
    expect(mayHaveKerningMoves(pdfWith("BT /F1 9 Tf 0.9 Tc [(a)-20(b)-20(c)-20(d)] TJ ET"))).toBe(true);
    expect(mayHaveKerningMoves(pdfWith("BT /F1 9 Tf 0 Tc [(a)-20(b)-20(c)-20(d)] TJ ET"))).toBe(false);
    // Spacing the stream did not set (carried over from the page's stream before it) is bounded by the file's widest.
    expect(mayHaveKerningMoves(pdfWith("BT [(a)-20(b)-20(c)-20(d)] TJ ET BT /F2 9 Tf 0.9 Tc (x) Tj ET"))).toBe(true);
    expect(mayHaveKerningMoves(pdfWith("BT /F2 9 Tf 0.9 Tc ET", "BT [(a)-20(b)-20(c)-20(d)] TJ ET"))).toBe(true);
    expect(mayHaveKerningMoves(pdfWith("BT /F2 9 Tf ET", "BT [(a)-20(b)-20(c)-20(d)] TJ ET"))).toBe(false);
  });

  it("says no when the content cannot be read", () => {
    const bytes = pdfWith("BT /F1 9 Tf [(V)-2(e)-2(r)-120(k)-2(a)] TJ ET");
    const damaged = Buffer.from(bytes);
    damaged.fill(0x7a, damaged.indexOf("stream\n", damaged.indexOf("5 0 obj")) + 7, damaged.lastIndexOf("endstream") - 1);
    expect(mayHaveKerningMoves(damaged)).toBe(false);
  });
});
