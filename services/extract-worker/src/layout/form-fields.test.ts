import { describe, expect, it } from "@jest/globals";
import { FORM_FONT, formFieldItems, type WidgetData } from "./form-fields";

const field = (over: Partial<WidgetData>): WidgetData => ({
  annotationType: 20,
  fieldType: "Tx",
  fieldValue: "INV-2041",
  rect: [300, 700, 420, 716],
  defaultAppearanceData: { fontSize: 10 },
  ...over,
});

describe("formFieldItems", () => {
  it("places a single-line value inset from the field's left edge, centred in its height", () => {
    const [item, ...rest] = formFieldItems([field({})]);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ str: "INV-2041", fontName: FORM_FONT });
    const [size, , , , x, baseline] = item!.transform;
    expect(size).toBe(10);
    expect(x).toBe(302);
    // Glyph box (baseline − 0.2 size … baseline + 0.8 size) centred on the field's middle (708).
    expect(baseline! - 2 + (baseline! + 8) - 2 * 708).toBeCloseTo(0, 5);
    expect(item!.width).toBeGreaterThan(30);
    expect(item!.width).toBeLessThan(116);
  });

  it("aligns right and centre as the field asks", () => {
    const [right] = formFieldItems([field({ textAlignment: 2, fieldValue: "1,234.50" })]);
    expect(right!.transform[4]! + right!.width).toBeCloseTo(418, 5);
    const [centre] = formFieldItems([field({ textAlignment: 1 })]);
    expect(centre!.transform[4]! + centre!.width / 2).toBeCloseTo(360, 5);
  });

  it("prefers what the field's appearance shows to its raw value", () => {
    const [item] = formFieldItems([field({ fieldValue: "1234.5", textContent: ["1,234.50"] })]);
    expect(item!.str).toBe("1,234.50");
  });

  it("shrinks an auto-sized value to the field's width", () => {
    const [item] = formFieldItems([field({ defaultAppearanceData: { fontSize: 0 }, rect: [0, 0, 80, 20], fieldValue: "A long company name" })]);
    expect(item!.width).toBeCloseTo(76, 5);
    expect(item!.transform[0]).toBeLessThan(12);
  });

  it("wraps a multi-line field to its width and runs its lines down from the top", () => {
    const items = formFieldItems([field({ multiLine: true, rect: [100, 600, 180, 700], fieldValue: "Unit 4, Harbour Road\nBristol BS1 5TT" })]);
    expect(items.map((i) => i.str)).toEqual(["Unit 4, Harbour", "Road", "Bristol BS1 5TT"]);
    const baselines = items.map((i) => i.transform[5]!);
    expect(baselines[0]).toBeCloseTo(690, 5);
    expect(baselines[1]! - baselines[0]!).toBeCloseTo(-11.5, 5);
    for (const i of items) expect(i.width).toBeLessThanOrEqual(76);
  });

  it("reads a drop-down list's shown option and a comb field's cells", () => {
    const [choice] = formFieldItems([
      field({ fieldType: "Ch", combo: true, fieldValue: ["EUR"], options: [{ exportValue: "EUR", displayValue: "Euro (EUR)" }] }),
    ]);
    expect(choice!.str).toBe("Euro (EUR)");
    const [comb] = formFieldItems([field({ comb: true, maxLen: 12, fieldValue: "123456" })]);
    expect(comb!.width).toBeCloseTo(60, 5);
    expect(comb!.transform[4]).toBe(300);
  });

  it("skips hidden, password, turned, empty and non-text fields", () => {
    const skipped = [
      field({ hidden: true }),
      field({ password: true }),
      field({ rotation: 90 }),
      field({ fieldValue: "   " }),
      field({ fieldType: "Btn", fieldValue: "Yes" }),
      field({ fieldType: "Ch", combo: false, fieldValue: ["A"] }),
      field({ annotationType: 2 }),
      field({ rect: [0, 0, 3, 10] }),
    ];
    expect(formFieldItems(skipped)).toEqual([]);
  });
});
