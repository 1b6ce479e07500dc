import { describe, expect, it } from "@jest/globals";
import { rowAddsUp, sameCents, withinCent } from "./cents";

describe("amounts to the cent", () => {
  it("takes a sum computed in floating point as the printed one, and a rounding cent apart as equal", () => {
    expect(withinCent(0.1 + 0.2, 0.3)).toBe(true);
    expect(withinCent(107.1, 107.11)).toBe(true);
    expect(withinCent(107.1, 107.12)).toBe(false);
  });

  it("allows no rounding cent when the amounts must be the same once rounded", () => {
    expect(sameCents(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameCents(107.1, 107.11)).toBe(false);
  });

  it("lets a row add up within the half percent a rounded unit price loses, but not a misread amount", () => {
    expect(rowAddsUp(3, 0.3333, 1)).toBe(true); // 0.9999: a cent
    expect(rowAddsUp(1200, 0.0833, 100)).toBe(true); // 99.96: a rounded unit price
    expect(rowAddsUp(2, 45, 95)).toBe(false);
  });
});
