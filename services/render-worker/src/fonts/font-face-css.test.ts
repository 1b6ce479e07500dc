import { describe, expect, it } from "@jest/globals";
import { ASSET_ORIGIN, loadAsset } from "../assets/bundled-assets";
import { INTER, NOTO_COLOR_EMOJI, ROBOTO_SLAB } from "./bundled-font";
import { fontFaceCss, fontsourceFiles, rewriteFontsourceCss } from "./font-face-css";
import { FONT_PRESET_FONTS, fontFacesForChoices, fontPreset, fontStack } from "./font-presets";

const FONTSOURCE_FACE = `/* inter-greek-400-normal */
@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(./files/inter-greek-400-normal.woff2) format('woff2'), url(./files/inter-greek-400-normal.woff) format('woff');
  unicode-range: U+0370-0377,U+037A-037F;
}`;

function urls(css: string): string[] {
  return [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
}

describe("rewriteFontsourceCss", () => {
  it("points the woff2 source at the asset origin, keeps unicode-range and drops the woff twin and comments", () => {
    const css = rewriteFontsourceCss(FONTSOURCE_FACE, "inter");
    expect(urls(css)).toEqual([`${ASSET_ORIGIN}/fonts/inter/inter-greek-400-normal.woff2`]);
    expect(css).toContain("unicode-range: U+0370-0377,U+037A-037F;");
    expect(css).toContain("font-family: 'Inter';");
    expect(css).not.toContain("/*");
    expect(css).not.toContain("./files/");
  });

  it("keeps only the woff source when asked (the emoji font's woff2 build prints blank)", () => {
    const css = rewriteFontsourceCss(FONTSOURCE_FACE, "inter", "woff");
    expect(urls(css)).toEqual([`${ASSET_ORIGIN}/fonts/inter/inter-greek-400-normal.woff`]);
  });
});

describe("fontsourceFiles", () => {
  it("lists each weight and, when the package ships one, its italic", () => {
    const shipped = new Set(["400.css", "400-italic.css", "700.css"]);
    expect(fontsourceFiles({ ...INTER, weights: [400, 700] }, (file) => shipped.has(file))).toEqual(["400.css", "400-italic.css", "700.css"]);
    expect(fontsourceFiles({ ...ROBOTO_SLAB, weights: [400] }, () => true)).toEqual(["400.css"]);
  });
});

describe("fontFaceCss", () => {
  it("declares exactly the weights and styles the font asks for, every subset served from our origin", async () => {
    const css = fontFaceCss(INTER);
    const weights = new Set([...css.matchAll(/font-weight: (\d+);/g)].map((match) => Number(match[1])));
    expect([...weights].sort()).toEqual([...INTER.weights].sort());
    expect(new Set([...css.matchAll(/font-style: (\w+);/g)].map((match) => match[1]))).toEqual(new Set(["normal", "italic"]));
    // Latin, Latin Extended, Greek, Cyrillic and Vietnamese subsets, each limited by unicode-range.
    const faces = css.match(/@font-face/g)!.length;
    expect(css.match(/unicode-range:/g)!.length).toBe(faces);
    expect(faces).toBeGreaterThanOrEqual(INTER.weights.length * 2 * 5);
    const sources = urls(css);
    expect(sources.every((url) => url.startsWith(`${ASSET_ORIGIN}/fonts/inter/`) && url.endsWith(".woff2"))).toBe(true);
    // Every referenced file is one the asset route actually serves.
    const served = await Promise.all(sources.slice(0, 5).map((url) => loadAsset(url)));
    expect(served.every((asset) => asset?.contentType === "font/woff2" && asset.body.length > 1000)).toBe(true);
  });

  it("serves the emoji font as woff", () => {
    expect(urls(fontFaceCss(NOTO_COLOR_EMOJI)).every((url) => url.endsWith(".woff"))).toBe(true);
  });
});

describe("font presets", () => {
  it("maps every contract preset key to its family", () => {
    const families = Object.fromEntries(Object.entries(FONT_PRESET_FONTS).map(([key, font]) => [key, font === "system" ? "system" : font.family]));
    expect(families).toEqual({
      sans: "Inter",
      serif: "Source Serif 4",
      mono: "JetBrains Mono",
      slab: "Roboto Slab",
      humanist: "Source Sans 3",
      system: "system",
    });
  });

  it("ignores anything that is not a preset key", () => {
    expect(fontPreset("slab")).toBe(ROBOTO_SLAB);
    for (const value of ["Comic Sans", "__proto__", "toString", "", undefined]) expect(fontPreset(value)).toBeUndefined();
  });

  it("closes every stack with the coverage fallbacks, emoji before CJK", () => {
    expect(fontStack(INTER)).toBe(`"Inter", "Noto Sans", "Noto Color Emoji", "Noto Sans SC", "Noto Sans JP", "Noto Sans KR", sans-serif`);
    expect(fontStack(ROBOTO_SLAB).endsWith(", serif")).toBe(true);
    expect(fontStack("system").startsWith("system-ui, ")).toBe(true);
  });

  it("bundles no font for the system preset but always the fallbacks", () => {
    const css = fontFacesForChoices(["system"]);
    const families = new Set([...css.matchAll(/font-family: '([^']+)'/g)].map((match) => match[1]));
    expect(families).toEqual(new Set(["Noto Sans", "Noto Color Emoji", "Noto Sans SC", "Noto Sans JP", "Noto Sans KR"]));
  });
});
