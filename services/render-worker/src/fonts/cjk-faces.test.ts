import { describe, expect, it } from "@jest/globals";
import { builtInTheme } from "../themes/theme-registry";
import { dropUnusedCjkFaces } from "./cjk-faces";

const css = builtInTheme("default").css({ format: "A4", styles: {} });
const families = (text: string) => new Set([...text.matchAll(/font-family: '([^']+)'/g)].map((match) => match[1]));

describe("dropUnusedCjkFaces", () => {
  it("drops the CJK faces for Latin, Greek, Cyrillic and emoji text, keeping everything else", () => {
    const trimmed = dropUnusedCjkFaces(css, "<p>Crème brûlée — Ελληνικά, Кириллица, € 12 “quoted” 😀🚀👍🏽</p>");
    expect(families(trimmed)).toEqual(new Set(["Source Serif 4", "Inter", "JetBrains Mono", "Noto Sans", "Noto Color Emoji"]));
    expect(trimmed.length).toBeLessThan(css.length / 2);
    expect(trimmed).toContain("--font-body:");
  });

  it("keeps them for CJK text and for symbols only the CJK fonts supply", () => {
    for (const text of ["中文", "日本語のテキスト", "한국어", "Done ✓", "a → b", "𠀋"]) expect(dropUnusedCjkFaces(css, text)).toBe(css);
  });
});
