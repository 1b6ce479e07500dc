import { describe, expect, it } from "@jest/globals";
import { BUILT_IN_THEMES } from "@quire/contracts";
import { INTER, ROBOTO_SLAB, SOURCE_SANS_3, SOURCE_SERIF_4 } from "../fonts/bundled-font";
import { featureCss } from "../markdown/features/feature-css";
import { resolveLook } from "./build-theme";
import { defaultSpec } from "./default-theme";
import { builtInTheme, resolveTheme } from "./theme-registry";

const input = { format: "A4" as const, styles: {} };

describe("resolveLook", () => {
  it("layers custom theme colours and fonts over the base, and template styles over both", () => {
    const custom = { colors: { accent: "#aa0000", heading: "#112233", link: "#004400" }, fonts: { body: "humanist", heading: "slab" } };
    const { palette, fonts } = resolveLook(defaultSpec, custom, { accent: "#00aa55", fontBody: "serif" });
    expect(palette).toMatchObject({ accent: "#00aa55", heading: "#112233", link: "#004400", text: defaultSpec.palette.text });
    expect(fonts).toEqual({ body: SOURCE_SERIF_4, heading: ROBOTO_SLAB, mono: defaultSpec.fonts.mono });
    expect(resolveLook(defaultSpec, custom, {}).fonts.body).toBe(SOURCE_SANS_3);
  });

  it("makes links follow a template accent unless the theme chose its own link colour", () => {
    expect(resolveLook(defaultSpec, {}, { accent: "#00aa55" }).palette.link).toBe("#00aa55");
    expect(resolveLook(defaultSpec, { colors: { accent: "#aa0000" } }, {}).palette.link).toBe("#aa0000");
    expect(resolveLook(defaultSpec, { colors: { link: "#004400" } }, { accent: "#00aa55" }).palette.link).toBe("#004400");
  });

  it("drops values that are not strict hex colours or preset keys (they would be pasted into CSS)", () => {
    const { palette, fonts } = resolveLook(
      defaultSpec,
      { colors: { text: "red; } body { display: none", border: "#12" }, fonts: { body: "Comic Sans" } },
      { accent: "url(x)", fontHeading: "nope" },
    );
    expect(palette).toEqual(defaultSpec.palette);
    expect(fonts).toEqual(defaultSpec.fonts);
  });
});

describe("built-in themes", () => {
  it("each defines every shared variable, ends with the feature CSS and prints page X of Y", () => {
    for (const name of BUILT_IN_THEMES) {
      const theme = builtInTheme(name);
      expect(theme.name).toBe(name);
      const css = theme.css(input);
      for (const variable of [
        "--accent",
        "--text",
        "--heading",
        "--muted",
        "--rule",
        "--code-bg",
        "--stripe",
        "--tint",
        "--font-body",
        "--font-heading",
        "--font-mono",
      ]) {
        expect(css).toContain(`${variable}: `);
      }
      expect(css.endsWith(featureCss.join("\n"))).toBe(true);
      const footer = theme.footerCss(input, "Annual Report");
      expect(footer).toMatch(/^@page \{ @bottom-(left|right|center) /);
      expect(footer).toContain(`"Page " counter(page) " of " counter(pages)`);
      const style = theme.blockStyle({ ...input, styles: { accent: "#123456" } });
      expect(style.chartColors[0]).toBe("#123456");
      expect(style.codeTheme).toMatch(/light|ochin/);
    }
  });

  it("uses a different font pairing or margins than default for every other theme", () => {
    const signature = (name: string) => {
      const theme = builtInTheme(name);
      const css = theme.css(input);
      return JSON.stringify([css.match(/--font-body: [^;]+/)![0], css.match(/--font-heading: [^;]+/)![0], theme.margin(input)]);
    };
    const signatures = BUILT_IN_THEMES.map(signature);
    expect(new Set(signatures).size).toBe(BUILT_IN_THEMES.length);
  });

  it("appends a custom theme's CSS after its base and applies its colours", () => {
    const theme = resolveTheme({
      custom: {
        id: "thm_1",
        slug: "brand",
        baseTheme: "bold",
        colors: { accent: "#abcdef" },
        fonts: { body: "sans" },
        customCss: "h1 { letter-spacing: 1px; }",
      },
    });
    const css = theme.css(input);
    expect(theme.name).toBe("brand");
    expect(css.endsWith("h1 { letter-spacing: 1px; }")).toBe(true);
    expect(css).toContain("--accent: #abcdef;");
    expect(css).toContain(`--font-body: "${INTER.family}"`);
  });
});
