import { describe, expect, it } from "@jest/globals";
import { mathCss } from "../markdown/features/math/math-css";
import { INTER, JETBRAINS_MONO, SOURCE_SERIF_4 } from "./bundled-font";
import { fontFacesForChoices } from "./font-presets";
import { facePreloadLinks } from "./preload-faces";

const css = fontFacesForChoices([SOURCE_SERIF_4, INTER, JETBRAINS_MONO]) + mathCss;
const longBody = `<p>${"Words in a long report. ".repeat(4_000)}</p>`;

function hrefs(links: string): string[] {
  return [...links.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/^https:\/\/[^/]+\//, ""));
}

describe("facePreloadLinks", () => {
  it("hints the regular and bold Latin faces of the theme's own families and KaTeX's text faces", () => {
    const links = hrefs(facePreloadLinks(css, longBody));
    expect(links).toEqual(
      expect.arrayContaining([
        "fonts/source-serif-4/source-serif-4-latin-400-normal.woff2",
        "fonts/source-serif-4/source-serif-4-latin-700-normal.woff2",
        "fonts/inter/inter-latin-400-normal.woff2",
        "fonts/jetbrains-mono/jetbrains-mono-latin-400-normal.woff2",
        "katex/fonts/KaTeX_Main-Regular.woff2",
        "katex/fonts/KaTeX_Math-Italic.woff2",
        "katex/fonts/KaTeX_Size2-Regular.woff2",
      ]),
    );
    // Fallbacks, other scripts, other weights and italics are left to swap in when used.
    expect(links.filter((href) => /noto|greek|cyrillic|italic|-(?:300|500|600|800)-/i.test(href.replace("KaTeX_Math-Italic", "")))).toEqual([]);
    expect(new Set(links).size).toBe(links.length);
  });

  it("writes links a browser fetches as the @font-face rules do (CORS, woff2)", () => {
    const [first] = facePreloadLinks(css, longBody).split(">");
    expect(first).toMatch(/^<link rel="preload" as="font" type="font\/woff2" crossorigin href="https:\/\/[^"]+\.woff2"$/);
  });

  it("hints nothing for a short document, whose one layout costs less than the fetches", () => {
    expect(facePreloadLinks(css, "<p>One page.</p>")).toBe("");
  });
});
