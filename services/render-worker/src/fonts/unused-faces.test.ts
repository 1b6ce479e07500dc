import { describe, expect, it } from "@jest/globals";
import { dropCjkFaces, mayNeedCjk } from "./cjk-faces";
import { mathCss } from "../markdown/features/math/math-css";
import { documentCss } from "../themes/build-html-document";
import { builtInTheme } from "../themes/theme-registry";
import { dropUnusedFaces, parseUnicodeRange } from "./unused-faces";

const css = builtInTheme("default").css({ format: "A4", styles: {} });
const FACE = /@font-face\s*\{[^}]*\}/g;
const faces = (text: string) => text.match(FACE) ?? [];
const rangesOf = (text: string) => faces(text).map((face) => /unicode-range:\s*([^;}]*)/.exec(face)?.[1] ?? "");
const covering = (text: string, char: string) => {
  const code = char.codePointAt(0)!;
  return rangesOf(text).filter((range) => parseUnicodeRange(range).some(([low, high]) => code >= low && code <= high)).length;
};

describe("parseUnicodeRange", () => {
  it("reads single points, spans and wildcards", () => {
    expect(parseUnicodeRange("U+0000-00FF, U+0131, U+4??")).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
  });
});

describe("dropUnusedFaces (through documentCss)", () => {
  it("keeps only the subsets an English document's characters fall in, and every other rule", () => {
    const trimmed = documentCss(css, "<p>Plain English text, “quoted” — 12 €.</p>");
    expect(faces(trimmed).length).toBeLessThan(faces(css).length / 10);
    for (const char of ["A", "“", "€"]) expect(covering(trimmed, char)).toBeGreaterThan(0);
    for (const char of ["Ж", "Ω", "ệ", "中"]) expect(covering(trimmed, char)).toBe(0);
    // Every other rule stays (KaTeX's stylesheet only goes because there is no maths).
    const rules = (text: string) => text.replace(FACE, "").replace(/\s+/g, " ");
    expect(rules(trimmed)).toBe(rules(css.replace(mathCss, "")));
    expect(trimmed).toContain("--font-body:");
  });

  it("keeps the subsets Greek, Cyrillic, Vietnamese, emoji and CJK characters need", () => {
    const latin = faces(documentCss(css, "<p>x</p>")).length;
    for (const text of ["Ελληνικά", "Кириллица", "Tiếng Việt", "😀", "中文", "日本語のテキスト", "한국어", "a → b"]) {
      const trimmed = documentCss(css, `<p>${text}</p>`);
      expect(faces(trimmed).length).toBeGreaterThan(latin);
      // Exactly the faces that cover a character survive (CJK fallbacks follow cjk-faces.ts).
      const before = mayNeedCjk(text) ? css : dropCjkFaces(css);
      for (const char of text) expect(covering(trimmed, char)).toBe(covering(before, char));
    }
  });

  it("counts characters written as numeric references, CSS escapes and in either case", () => {
    const omega = (html: string, extraCss = "") => covering(dropUnusedFaces(css + extraCss, html), "Ω");
    expect(omega("<p>x</p>")).toBe(0);
    expect(omega("<p>&#x3A9;</p>")).toBeGreaterThan(0);
    expect(omega("<p>&#937;</p>")).toBeGreaterThan(0);
    expect(omega("<p>ω</p>")).toBeGreaterThan(0);
    expect(omega("<p>x</p>", 'hr::after { content: "\\3A9"; }')).toBeGreaterThan(0);
  });

  it("keeps every face when a counter style generates characters of another script", () => {
    const withCounters = `${css}\nol { list-style-type: lower-greek; }`;
    expect(dropUnusedFaces(withCounters, "<ol><li>x</li></ol>")).toBe(withCounters);
  });
});

describe("documentCss", () => {
  it("leaves KaTeX's stylesheet out unless the body holds maths", () => {
    expect(documentCss(css, "<p>x</p>")).not.toContain(".katex");
    expect(documentCss(css, '<p><span class="math math-inline"><span class="katex">x</span></span></p>')).toContain(".katex-display");
    expect(documentCss(css, '<p><code class="katex-error math-error">\\frac</code></p>')).toContain(".katex-error");
  });
});
