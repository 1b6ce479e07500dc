import { describe, expect, it } from "@jest/globals";
import { page } from "../../test/synthetic-model";
import type { BBox, Page, PositionedDocument, Word } from "../layout/types";
import { detectTables } from "./detect-tables";
import { directionOf } from "./upright";

// A small unruled table, built upright, then printed sideways both ways: the sideways copies
// must read exactly as the upright one.
const cells = [
  ["Region", "Units", "Share"],
  ["North", "1,204", "31.5"],
  ["South", "988", "25.8"],
  ["East", "1,020", "26.7"],
  ["West", "611", "16.0"],
].flatMap((row, r) => row.map((text, c) => ({ text, x: 60 + c * 90, y: 100 + r * 16 })));

function turned(p: Page, dir: "down" | "up"): Page {
  const W = p.height; // the sideways page is as wide as the upright frame is tall
  const H = p.width;
  // Inverse of the upright view's turn: down: x = W − y', y = x'; up: x = y', y = H − x'.
  const box = ([a0, b0, a1, b1]: BBox): BBox => (dir === "down" ? [W - b1, a0, W - b0, a1] : [b0, H - a1, b1, H - a0]);
  const words: Word[] = p.words.map((w) => {
    // The baseline of a turned word is an x: near its left edge reading down, its right edge up.
    return { ...w, bbox: box(w.bbox), baseline: dir === "down" ? W - w.baseline : w.baseline, rotated: true };
  });
  return { ...p, width: W, height: H, words, lines: [], rulings: [], rects: [] };
}

const docOf = (p: Page): PositionedDocument => ({ pageCount: 1, encrypted: false, pages: [p] });

describe("sideways tables", () => {
  const upright = page(cells);
  const expected = detectTables(docOf(upright))[0]?.rows;

  it("reads the upright table", () => {
    expect(expected).toEqual([
      ["Region", "Units", "Share"],
      ["North", "1,204", "31.5"],
      ["South", "988", "25.8"],
      ["East", "1,020", "26.7"],
      ["West", "611", "16.0"],
    ]);
  });

  it.each(["down", "up"] as const)("reads the same table printed sideways (reading %s)", (dir) => {
    const sideways = turned(upright, dir);
    expect(sideways.words.every((w) => directionOf(w) === dir)).toBe(true);
    const tables = detectTables(docOf(sideways));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(expected);
    // The box is on the sideways page: taller than wide, around every word.
    const [x0, y0, x1, y1] = tables[0]?.bbox as BBox;
    expect(y1 - y0).toBeGreaterThan(x1 - x0);
    for (const w of sideways.words) {
      expect(w.bbox[0]).toBeGreaterThanOrEqual(x0 - 0.01);
      expect(w.bbox[2]).toBeLessThanOrEqual(x1 + 0.01);
      expect(w.bbox[1]).toBeGreaterThanOrEqual(y0 - 0.01);
      expect(w.bbox[3]).toBeLessThanOrEqual(y1 + 0.01);
    }
  });

  it("leaves a few vertical labels alone", () => {
    const p = page(cells);
    const labels = turned(page([{ text: "axis label", x: 300, y: 400 }]), "up").words;
    const tables = detectTables(docOf({ ...p, words: [...p.words, ...labels] }));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual(expected);
  });
});
