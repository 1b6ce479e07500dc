import { describe, expect, it } from "@jest/globals";
import { builtInTheme } from "../themes/theme-registry";
import { dropCjkFaces, mayNeedCjk } from "./cjk-faces";

const css = builtInTheme("default").css({ format: "A4", styles: {} });
const families = (text: string) => new Set([...text.matchAll(/font-family: '([^']+)'/g)].map((match) => match[1]));

describe("dropCjkFaces and mayNeedCjk", () => {
  it("drops the CJK faces for Latin, Greek, Cyrillic and emoji text, keeping everything else", () => {
    expect(mayNeedCjk("<p>Crème brûlée — Ελληνικά, Кириллица, € 12 “quoted” 😀🚀👍🏽</p>")).toBe(false);
    const trimmed = dropCjkFaces(css);
    expect(families(trimmed)).toEqual(new Set(["Source Serif 4", "Inter", "JetBrains Mono", "Noto Sans", "Noto Color Emoji"]));
    expect(trimmed.length).toBeLessThan(css.length / 2);
    expect(trimmed).toContain("--font-body:");
  });

  it("counts CJK text and symbols only the CJK fonts supply as needing them", () => {
    for (const text of ["中文", "日本語のテキスト", "한국어", "Done ✓", "a → b", "𠀋"]) expect(mayNeedCjk(text)).toBe(true);
  });
});
