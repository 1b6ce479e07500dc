import { describe, expect, it } from "@jest/globals";
import { tokenizeCss, type CssToken } from "./css-tokens";
import { sanitizeCss } from "./sanitize-css";

const URL_FUNCTIONS = new Set(["url", "src", "image", "image-set", "-webkit-image-set"]);
const FORBIDDEN_PROPERTIES = new Set(["behavior", "-ms-behavior", "-moz-binding"]);

/**
 * The invariants a browser-equivalent tokenizer must find in sanitised output, independent of how
 * the sanitiser got there.
 */
function expectSafe(css: string): void {
  expect(css).not.toMatch(/<\//);
  const tokens = tokenizeCss(css);
  const significant = tokens.filter((t) => t.type !== "whitespace" && t.type !== "comment");
  let urlDepth = 0;
  const stack: boolean[] = [];
  for (const [index, token] of significant.entries()) {
    const name = token.value.toLowerCase();
    expect(token.type === "at-keyword" && name === "import").toBe(false);
    expect(token.type === "bad-url").toBe(false);
    if (token.type === "url") expect(token.value.trim()).toMatch(/^data:/i);
    if (urlDepth > 0 && (token.type === "string" || token.type === "bad-string")) expect(token.value.trim()).toMatch(/^data:/i);
    if (token.type === "function") expect(name).not.toBe("expression");
    if (token.type === "ident" && FORBIDDEN_PROPERTIES.has(name)) expect(significant[index + 1]?.type).not.toBe("colon");
    if (token.type === "function" || token.type === "(" || token.type === "[" || token.type === "{") {
      const isUrl = token.type === "function" && URL_FUNCTIONS.has(name);
      stack.push(isUrl);
      if (isUrl) urlDepth += 1;
    } else if ((token.type === ")" || token.type === "]" || token.type === "}") && stack.length) {
      if (stack.pop()) urlDepth -= 1;
    }
  }
  // Self-contained: nothing left open that could swallow CSS appended after it.
  const last: CssToken | undefined = tokens[tokens.length - 1];
  expect(last?.unterminated ?? false).toBe(false);
  expect(stack).toEqual([]);
  expect(css).not.toMatch(/(^|[^\\])(\\\\)*\\$/);
}

function clean(css: string): string {
  const out = sanitizeCss(css);
  expectSafe(out);
  expect(sanitizeCss(out)).toBe(out);
  return out;
}

describe("sanitizeCss keeps ordinary CSS byte for byte", () => {
  it.each([
    ["rules and comments", '/* brand */\nh1, h2 { color: #123456; font-weight: 700 }\n.note > p:first-child::before { content: "Note: "; }\n'],
    ["at-rules", "@media print and (min-width: 10cm) { h1 { break-before: page } }\n@page { margin: 20mm; @bottom-center { content: counter(page) } }"],
    ["media range syntax with <", "@media (400px < width < 700px) { p { margin: 0 } }"],
    ["custom properties and calc", ":root { --accent: #0af; --gap: calc(1rem + 2px) } p { color: var(--accent); margin: var(--gap) }"],
    ["data: urls", 'li { list-style-image: url(data:image/png;base64,iVBORw0KGgo=) } i { background: url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E") }'],
    ["data: image-set", 'b { background-image: image-set("data:image/png;base64,AA" 1x, url(data:image/png;base64,BB) 2x) }'],
    ["gradients", "div { background: linear-gradient(to right, rgb(0 0 0 / 50%), transparent) }"],
    ["escaped idents", ".a\\:b { color: red } .\\31 0 { color: blue }"],
    ["font-face with local()", '@font-face { font-family: X; src: local("Inter"), local(Inter-Regular) }'],
  ])("%s", (_label, css) => {
    expect(clean(css)).toBe(css);
  });
});

describe("sanitizeCss removes @import in every spelling", () => {
  it.each([
    ["url form", '@import url("https://evil.example/x.css");'],
    ["bare url", "@import url(https://evil.example/x.css);"],
    ["string form", '@import "https://evil.example/x.css";'],
    ["single quotes and media", "@import 'x.css' screen and (color);"],
    ["upper case", '@IMPORT "x.css";'],
    ["mixed case", '@ImPoRt "x.css";'],
    ["hex escape", '@\\69mport "x.css";'],
    ["hex escape with space", '@\\69 mport "x.css";'],
    ["full hex escape", '@\\000069mport "x.css";'],
    ["identity escape", '@imp\\ort "x.css";'],
    ["layer and supports", "@import url(x.css) layer(base) supports(display: grid) screen;"],
  ])("%s", (_label, rule) => {
    const out = clean(`${rule}\nh1 { color: red }`);
    expect(out).not.toMatch(/import/i);
    expect(out).not.toMatch(/x\.css|evil/);
    expect(out).toContain("h1 { color: red }");
  });

  it("removes an @import ended by the end of input", () => {
    expect(clean('h1 { color: red }\n@import "x.css"')).toBe("h1 { color: red }\n ");
  });

  it("treats a rule after an unterminated @import as its block, as browsers do", () => {
    expect(clean('@import "x.css"\nh1 { color: red } p { margin: 0 }')).toBe("  p { margin: 0 }");
  });

  it("removes @import nested in blocks without eating the block's other rules", () => {
    const out = clean('@media print { @import "x.css"; h1 { color: red } } p { margin: 0 }');
    expect(out).toBe("@media print {   h1 { color: red } } p { margin: 0 }");
  });

  it("removes an @import with a block through its block", () => {
    expect(clean('@import "x" { a { b: c } } p { margin: 0 }')).toBe("  p { margin: 0 }");
  });
});

describe("sanitizeCss removes url() targets other than data:", () => {
  it.each([
    ["plain", "a { background: url(https://evil.example/x.png) }"],
    ["protocol-relative", "a { background: url(//evil.example/x.png) }"],
    ["relative", "a { background: url(img/x.png) }"],
    ["fragment", "a { filter: url(#f) }"],
    ["javascript", "a { background: url(javascript:alert(1)) }"],
    ["double quoted", 'a { background: url("https://evil.example/x.png") }'],
    ["single quoted", "a { background: url('https://evil.example/x.png') }"],
    ["whitespace inside", "a { background: url(   https://evil.example/x.png   ) }"],
    ["newlines before quote", 'a { background: url(\n\n  "https://evil.example/x.png"\n) }'],
    ["upper case", "a { background: URL(https://evil.example/x.png) }"],
    ["escaped r", "a { background: u\\rl(https://evil.example/x.png) }"],
    ["hex escaped r", "a { background: u\\72 l(https://evil.example/x.png) }"],
    ["hex escaped u", "a { background: \\75 rl(https://evil.example/x.png) }"],
    ["escaped letters in the target", "a { background: url(\\68 ttps://evil.example/x.png) }"],
    ["data: spelled with escapes is still checked after decoding", "a { background: url(h\\ttps://evil.example/x.png) }"],
    ["escaped closing paren", "a { background: url(https://evil.example/x\\).png) }"],
    ["bad url with a quote", 'a { background: url(https://evil.example/x"y.png) }'],
    ["bad url with a space", "a { background: url(https://evil.example/ x.png) }"],
    ["data: only as a suffix", 'a { background: url("https://evil.example/?data:x") }'],
    ["unterminated", "a { background: url(https://evil.example/x.png"],
    ["font-face src", '@font-face { font-family: X; src: url(https://fonts.example/x.woff2) format("woff2") }'],
    ["custom property", ":root { --bg: url(https://evil.example/x.png) } a { background: var(--bg) }"],
    ["cursor", "a { cursor: url(https://evil.example/c.cur), auto }"],
    ["src() function", 'a { background: src("https://evil.example/x.png") }'],
    ["image-set string", 'a { background: image-set("https://evil.example/x.png" 1x) }'],
    ["image-set mixed", 'a { background: image-set("data:image/png;base64,AA" 1x, "https://evil.example/x.png" 2x) }'],
    ["-webkit-image-set url", "a { background: -webkit-image-set(url(https://evil.example/x.png) 1x) }"],
    ["image() string", 'a { background: image("https://evil.example/x.png") }'],
  ])("%s", (_label, css) => {
    const out = clean(css);
    expect(out).not.toMatch(/evil|fonts\.example|javascript|img\/x|#f\)/);
  });

  it.each([
    ["src()", 'a { --u: "https://evil.example/x.png"; background: src(var(--u)) }'],
    ["image-set()", 'a { --u: "https://evil.example/x.png"; background: image-set(var(--u) 1x) }'],
    ["image-set() with env()", "a { background: image-set(env(x) 1x) }"],
  ])("removes %s taking its target from a substitution", (_label, css) => {
    // The string in the custom property is inert on its own: only these functions would fetch it.
    expect(clean(css)).not.toMatch(/src\(|image-set\(/);
  });

  it("keeps data: urls in every form, case-insensitively", () => {
    const css = "a { background: url(DATA:image/png;base64,AA) } b { background: url( 'data:image/gif;base64,R0' ) }";
    expect(clean(css)).toBe(css);
  });

  it("keeps the rest of a declaration and of the rule", () => {
    expect(clean("a { background: url(https://e.example/x.png) no-repeat; color: red }")).toBe("a { background:   no-repeat; color: red }");
  });
});

describe("sanitizeCss removes script-capable constructs", () => {
  it.each([
    ["expression()", "a { width: expression(alert(1)); color: red }"],
    ["EXPRESSION()", "a { width: EXPRESSION(alert(1)); color: red }"],
    ["escaped expression()", "a { width: expr\\65 ssion(alert(1)); color: red }"],
    ["nested parens in expression()", "a { width: expression((function(){ return (1) })()); color: red }"],
  ])("%s", (_label, css) => {
    const out = clean(css);
    expect(out).not.toMatch(/expr|alert|function/i);
    expect(out).toContain("color: red");
  });

  it.each([
    ["behavior", "a { behavior: url(x.htc); color: red }"],
    ["BEHAVIOR with spaces", "a { BEHAVIOR : url(x.htc); color: red }"],
    ["-ms-behavior", "a { -ms-behavior: url(x.htc); color: red }"],
    ["escaped behavior", "a { be\\68 avior: url(x.htc); color: red }"],
    ["comment before the colon", "a { behavior/**/: url(x.htc); color: red }"],
    ["-moz-binding", "a { -moz-binding: url(https://evil.example/x.xml#b); color: red }"],
    ["escaped -moz-binding", "a { -moz-bind\\69 ng: url(x.xml#b); color: red }"],
  ])("%s declaration", (_label, css) => {
    const out = clean(css);
    expect(out).not.toMatch(/behavior|binding|htc|xml/i);
    expect(out).toContain("color: red");
  });

  it("drops a forbidden last declaration without eating the closing brace", () => {
    expect(clean("a { color: red; behavior: url(x.htc) } b { color: blue }")).toBe("a { color: red;  } b { color: blue }");
  });

  it("leaves behavior as a value or selector alone", () => {
    const css = "a { scroll-behavior: smooth } .behavior { color: red }";
    expect(clean(css)).toBe(css);
  });
});

describe("sanitizeCss cannot be closed out of its <style> element", () => {
  it.each([
    ["bare", "a { color: red }</style><script>alert(1)</script>"],
    ["upper case", "a { color: red }</STYLE><script>alert(1)</script>"],
    ["in a string", 'a::after { content: "</style><script>alert(1)</script>" }'],
    ["in a comment", "/* </style><script>alert(1)</script> */ a { color: red }"],
    ["in a data url", 'a { background: url("data:image/svg+xml,<svg></style></svg>") }'],
  ])("%s", (_label, css) => {
    expect(clean(css)).not.toMatch(/<\/style/i);
  });

  it("keeps the meaning of strings and data urls that contained `</`", () => {
    const out = clean('a::after { content: "</b>" } i { background: url(data:image/svg+xml,<svg></svg>) }');
    const values = tokenizeCss(out)
      .filter((t) => t.type === "string" || t.type === "url")
      .map((t) => t.value);
    expect(values).toEqual(["</b>", "data:image/svg+xml,<svg></svg>"]);
  });
});

describe("sanitizeCss resists removal and tokenizer tricks", () => {
  it("a comment inside `url` is not a url and stays harmless", () => {
    const out = clean("a { background: u/**/rl(https://evil.example/x.png) }");
    expect(tokenizeCss(out).some((t) => t.type === "url")).toBe(false);
  });

  it("removing an @import does not glue its neighbours into a url(", () => {
    const out = clean('a { background: u@import "x";rl(https://evil.example/x.png) }');
    expect(tokenizeCss(out).some((t) => t.type === "url" || (t.type === "function" && t.value === "url"))).toBe(false);
  });

  it("removing an expression() does not glue its neighbours", () => {
    clean("a { b: u expression(1)rl(https://evil.example/x.png) }");
    clean("@imp/**/ort 'x.css'; @\\69/**/mport 'y.css';");
  });

  it("a backslash-newline does not start an escape", () => {
    clean("a { background: u\\\nrl(https://evil.example/x.png) }");
  });

  it("NUL, CR and FF are normalised like a browser does", () => {
    const out = clean("a { background: u\0rl(https://evil.example/x.png) }\r\nb\f{}");
    expect(out).not.toContain("\0");
    expect(out).not.toMatch(/[\r\f]/);
  });

  it("closes whatever the input leaves open", () => {
    expect(clean("a { color: red")).toBe("a { color: red}");
    expect(clean("/* open")).toBe("/* open*/");
    expect(clean('a { content: "abc')).toBe('a { content: "abc"}');
    expect(clean("a { b: url(data:x")).toBe("a { b: url(data:x)}");
    expect(clean('a { b: image-set("data:x" 1x')).toBe('a { b: image-set("data:x" 1x)}');
    expect(clean("a { b: c } \\")).toBe("a { b: c } ");
    expect(clean('a { content: "x\\')).toBe('a { content: "x"}');
    expect(clean("@media print { a { b: calc(1px + (2px")).toBe("@media print { a { b: calc(1px + (2px))}}");
  });

  it("survives random soup of dangerous fragments", () => {
    // prettier-ignore
    const fragments = [
      "u", "rl(", "url(", "\\", "\\72 ", "\\75", "/*", "*/", '"', "'", "@import", "@\\69mport", "http://e.example/", "data:", ")", "(", ";", "{", "}",
      " ", "\n", "</style", "<", "/", "expression(", "behavior", "-moz-binding", ":", "image-set(", "src(", "var(--x)", "1x", ",", "a", "#", "-", "--", "e",
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i += 1) {
      const length = 1 + Math.floor(random() * 24);
      const css = Array.from({ length }, () => fragments[Math.floor(random() * fragments.length)]).join("");
      try {
        clean(css);
      } catch (error) {
        throw new Error(`unsafe or unstable output for ${JSON.stringify(css)}: ${(error as Error).message}`, { cause: error });
      }
    }
  });
});
