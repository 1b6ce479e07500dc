import { describe, expect, it } from "@jest/globals";
import { slugify, withSuffix } from "./slugify";

describe("slugify", () => {
  it.each([
    ["Quarterly Report", "quarterly-report"],
    ["  Hello,   World!  ", "hello-world"],
    ["Crème brûlée à la carte", "creme-brulee-a-la-carte"],
    ["Straße Øresund Œuvre Łódź", "strasse-oresund-oeuvre-lodz"],
    ["ÅNGSTRÖM ＡＢＣ", "angstrom-abc"],
    ["snake_case and--dashes", "snake-case-and-dashes"],
    ["2024 Q1 / Q2", "2024-q1-q2"],
    ["---", "template"],
    ["日本語のテンプレート", "template"],
    ["🎉", "template"],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name, "template")).toBe(slug);
  });

  it("caps at 60 characters without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(59)} b c`, "template");
    expect(slug).toBe("a".repeat(59));
    expect(slugify("word ".repeat(30), "x").length).toBeLessThanOrEqual(60);
    expect(slugify("word ".repeat(30), "x")).not.toMatch(/-$/);
  });

  it("uses the fallback when nothing is left", () => {
    expect(slugify("", "theme")).toBe("theme");
  });
});

describe("withSuffix", () => {
  it("appends -n, shortening the base to stay within 60 characters", () => {
    expect(withSuffix("report", 2)).toBe("report-2");
    const long = withSuffix("a".repeat(60), 12);
    expect(long).toBe(`${"a".repeat(57)}-12`);
    expect(withSuffix(`${"a".repeat(57)}-bc`, 2)).toBe(`${"a".repeat(57)}-2`);
  });
});
