import { describe, expect, it } from "@jest/globals";
import { buildPage } from "./build-page";
import { apply, type Matrix } from "./geometry";
import { displayBox, readingTurn, turnedView, type Turn } from "./reading-turn";
import type { RawTextItem } from "./text-fragments";

// pdf.js's viewport at scale 1 for a 600 × 800 pt page without /Rotate: y flips.
const upright: Matrix = [1, 0, 0, -1, 0, 800];
// The same page with /Rotate 90: displayed 800 wide and 600 high, user (x, y) shown at (y, x).
const rotate90: Matrix = [0, 1, 1, 0, 0, 0];

const item = (str: string, x: number, y: number, width: number): RawTextItem => ({ str, transform: [10, 0, 0, 10, x, y], width, fontName: "f1" });
const invoiceItems = [
  item("Invoice No. 4711", 50, 700, 90),
  item("Date: 03.02.2025", 50, 680, 90),
  item("Total due", 50, 200, 50),
  item("59.50", 400, 200, 30),
];

describe("pages whose text runs sideways", () => {
  it("finds the quarter turn most characters run in, and none for an upright page or a few words", () => {
    expect(readingTurn(invoiceItems, upright)).toBe(0);
    expect(readingTurn(invoiceItems, rotate90)).toBe(90);
    expect(readingTurn([item("Paid", 50, 700, 20)], rotate90)).toBe(0);
    // A minority of turned words (a margin note) leaves the page as it is.
    expect(readingTurn([...invoiceItems, { ...item("Copy for the customer", 5, 100, 80), transform: [0, 10, -10, 0, 5, 100] }], upright)).toBe(0);
  });

  it("reads a page displayed turned as the upright page it is, with the same lines", () => {
    const page = (view: Matrix, width: number, height: number) =>
      buildPage({ number: 1, width, height, rotation: 0, view, items: invoiceItems, styles: {} }, { ops: {} as never });
    const straight = page(upright, 600, 800);
    const turned = page(rotate90, 800, 600);
    expect(turned.lines.map((l) => l.text)).toEqual(straight.lines.map((l) => l.text));
    expect(turned.lines.map((l) => l.text)).toEqual(["Invoice No. 4711", "Date: 03.02.2025", "Total due", "59.50"]);
    expect(turned.turn).toBe(90);
    expect([turned.width, turned.height]).toEqual([600, 800]);
    expect(straight.turn).toBeUndefined();
  });

  it("turns a box of the turned page back onto the displayed page, for every turn", () => {
    const view: Matrix = [1, 0, 0, -1, 0, 400];
    for (const turn of [90, 180, 270] as Turn[]) {
      const t = turnedView(view, turn, 300, 400);
      for (const [x, y] of [
        [10, 20],
        [250, 390],
      ] as const) {
        const [rx, ry] = apply(t.view, x, y);
        const [dx, dy] = apply(view, x, y);
        const [bx, by] = displayBox([rx, ry, rx, ry], turn, t.width, t.height);
        expect([turn, bx, by]).toEqual([turn, expect.closeTo(dx, 6), expect.closeTo(dy, 6)]);
      }
    }
  });
});
