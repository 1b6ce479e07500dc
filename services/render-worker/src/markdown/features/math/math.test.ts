import { describe, expect, it } from "@jest/globals";
import { ASSET_ORIGIN } from "../../../assets/bundled-assets";
import { createMarkdownRenderer } from "../../markdown-to-html";
import { mathCss } from "./math-css";

const render = createMarkdownRenderer();

describe("math", () => {
  it("typesets inline and display math with KaTeX (HTML output, no MathML)", () => {
    const { html } = render("Energy $E = mc^2$ here.\n\n$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$\n");
    expect(html).toMatch(/<p>Energy <span class="math math-inline"><span class="katex">/);
    expect(html).toContain('<div class="math math-display"><span class="katex-display">');
    expect(html).toMatch(/<span class="mord mathnormal"[^>]*>E<\/span>/);
    expect(html).toContain("mfrac");
    expect(html).not.toContain("<math");
    expect(html).not.toContain("$");
  });

  it("treats a ```math fence as display math", () => {
    expect(render("```math\nx^2\n```\n").html).toMatch(/^<div class="math math-display">/);
  });

  it("shows invalid TeX as a visible error instead of failing", () => {
    const { html } = render("Broken $\\frac{1}{$ and $\\undefinedmacro{x}$.\n");
    expect(html).toMatch(/<span class="katex-error" title="ParseError[^"]*" style="color:#cc0000">\\frac\{1\}\{<\/span>/);
    // Unknown commands are typeset in the error colour, so the reader still sees what was meant.
    expect(html).toContain('style="color:#cc0000;">\\undefinedmacro</span>');
  });

  it("bounds macro expansion", () => {
    const bomb =
      "\\def\\a{xxxxxxxxxx}\\def\\b{\\a\\a\\a\\a\\a\\a\\a\\a\\a\\a}\\def\\c{\\b\\b\\b\\b\\b\\b\\b\\b\\b\\b}\\def\\d{\\c\\c\\c\\c\\c\\c\\c\\c\\c\\c}\\d\\d\\d";
    const { html } = render(`$$\n${bomb}\n$$\n`);
    expect(html).toContain("katex-error");
    expect(html.length).toBeLessThan(20_000);
  });

  it("keeps hostile input escaped and refuses trusted commands", () => {
    const { html } = render(
      "$\\href{javascript:alert(1)}{x}$ $\\htmlClass{evil}{y}$ $\\text{<script>alert(2)</script>}$ $\\includegraphics{http://127.0.0.1/x.png}$\n",
    );
    expect(html).not.toMatch(/href=|<script|<img|class="evil"|javascript:alert\(1\)"/i);
    expect(html).toContain("&#x3C;script>");
  });

  it("serves KaTeX fonts from the bundled asset origin, woff2 only", () => {
    const urls = [...mathCss.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(19);
    for (const url of urls) expect(url).toMatch(new RegExp(`^${ASSET_ORIGIN.replace(/\./g, "\\.")}/katex/fonts/KaTeX_[A-Za-z0-9_-]+\\.woff2$`));
    expect(mathCss).toContain('font-family: "KaTeX_Main"');
  });
});
