import { describe, expect, it } from "@jest/globals";
import { cssString, runningFooterCss } from "./running-footer";
import { defaultSpec } from "./default-theme";

describe("running footer", () => {
  it("quotes a title so that nothing in it ends or escapes the CSS string", () => {
    expect(cssString(`Plan "B" \\ draft`)).toBe(`"Plan \\"B\\" \\\\ draft"`);
    expect(cssString("two\nlines")).toBe(`"two lines"`);
  });

  it("prints the title left and the page number right, each half drawing half of the rule", () => {
    const css = runningFooterCss(defaultSpec.footer, { palette: defaultSpec.palette, fontStack: "'Liberation Serif', serif", title: "Q3 Review" });
    expect(css).toMatch(/@bottom-left \{ content: "Q3 Review";[^}]*width: 50%/);
    expect(css).toMatch(/@bottom-right \{ content: "Page " counter\(page\) " of " counter\(pages\);[^}]*text-align: right/);
    expect(css.match(new RegExp(`border-top: 0.5pt solid ${defaultSpec.palette.border}`, "g"))).toHaveLength(2);
  });

  it("centres a lone page number and draws an accent bar beside a bold one", () => {
    const palette = defaultSpec.palette;
    const centred = runningFooterCss({ pageNumber: "center", fontSize: "8pt", colour: "muted" }, { palette, fontStack: "serif", title: "T" });
    expect(centred).toContain("@bottom-center");
    expect(centred).not.toContain("@bottom-left");
    expect(centred).not.toContain('"T"');
    const bar = runningFooterCss(
      { left: "accent-bar", pageNumber: "right", fontSize: "8pt", colour: "heading", bold: true },
      { palette, fontStack: "serif", title: "T" },
    );
    expect(bar).toMatch(new RegExp(`@bottom-left \\{ content: ""; width: 14mm;[^}]*background: ${palette.accent}`));
    expect(bar).toContain(`color: ${palette.heading}; font-weight: 700;`);
  });
});
