import { preprocessCss, tokenizeCss, type CssToken } from "./css-tokens";

// Custom theme CSS is stored sanitised so the renderer never loads anything from the network and
// the CSS cannot break out of its <style> element. Decisions are made on tokens (escapes decoded,
// comments separated) rather than on text, so `u\rl(`, `@\69mport` or `u/**/rl(` neither fool the
// sanitiser nor become dangerous after a removal. Removed:
//   - `@import` rules (any form, including `@import "x.css"`), through their `;` or block;
//   - `url()` (quoted or not), `src()`, `image()`, `image-set()` and `-webkit-image-set()` unless
//     every target inside is a `data:` URL and nothing inside could substitute another one
//     (`var()`, `env()`, `attr()`...);
//   - `expression()`;
//   - `behavior`, `-ms-behavior` and `-moz-binding` declarations;
//   - `</style` (every `</` becomes `<\/`, the same characters to CSS inside strings and urls).
// Everything else is kept byte for byte. Unterminated comments, strings, urls and blocks are closed
// so the CSS cannot swallow whatever the renderer appends after it.

const URL_FUNCTIONS = new Set(["url", "src", "image", "image-set", "-webkit-image-set"]);
/** Functions that may appear inside an image-set() without being able to name a resource. */
const INERT_FUNCTIONS = new Set(
  /* prettier-ignore */ [
  ...URL_FUNCTIONS,
  "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient",
  "-webkit-linear-gradient", "-webkit-radial-gradient", "-webkit-repeating-linear-gradient", "-webkit-repeating-radial-gradient",
  "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix", "calc",
],
);
const SCRIPT_FUNCTIONS = new Set(["expression"]);
const FORBIDDEN_PROPERTIES = new Set(["behavior", "-ms-behavior", "-moz-binding"]);

const CLOSER: Partial<Record<CssToken["type"], string>> = { function: ")", "(": ")", "[": "]", "{": "}" };

const lower = (value: string) => value.toLowerCase();
const isDataUrl = (target: string) => /^data:/i.test(target.trim());

/** Returns sanitised CSS. Idempotent: sanitising the output again changes nothing. */
export function sanitizeCss(input: string): string {
  let css = dropTrailingEscape(preprocessCss(input));
  // One pass is enough for everything we know of; repeating until nothing changes guarantees the
  // stored text is clean under our own tokenizer whatever a removal left next to what.
  for (let round = 0; round < 5; round += 1) {
    const next = sanitizePass(css);
    if (next === css) return css;
    css = next;
  }
  return "";
}

/** A backslash at the very end would escape the first character of whatever follows the CSS. */
function dropTrailingEscape(css: string): string {
  const run = /\\+$/.exec(css)?.[0].length ?? 0;
  return run % 2 === 1 ? css.slice(0, -1) : css;
}

function sanitizePass(css: string): string {
  const tokens = tokenizeCss(css);
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;

  while (i < tokens.length) {
    const token = tokens[i]!;
    const name = lower(token.value);
    if (token.type === "at-keyword" && name === "import") {
      i = skipStatement(tokens, i);
      out.push(" ");
      continue;
    }
    if (token.type === "url" || token.type === "bad-url") {
      if (token.type === "url" && isDataUrl(token.value)) {
        out.push(token.unterminated ? `${token.raw})` : token.raw);
      } else out.push(" ");
      i += 1;
      continue;
    }
    if (token.type === "function" && (URL_FUNCTIONS.has(name) || SCRIPT_FUNCTIONS.has(name))) {
      const end = skipBlock(tokens, i);
      // A kept function is emitted token by token below, its arguments being safe by now.
      if (!URL_FUNCTIONS.has(name) || !onlyDataTargets(tokens.slice(i + 1, end))) {
        out.push(" ");
        i = end;
        continue;
      }
    }
    if (token.type === "ident" && FORBIDDEN_PROPERTIES.has(name) && nextSignificant(tokens, i + 1)?.type === "colon") {
      i = skipDeclaration(tokens, i);
      out.push(" ");
      continue;
    }

    out.push(token.raw);
    if (token.unterminated) {
      if (token.type === "comment") out.push("*/");
      else if (token.type === "string") out.push(token.raw[0]!);
    }
    const closer = CLOSER[token.type];
    if (closer) open.push(closer);
    else if ((token.type === ")" || token.type === "]" || token.type === "}") && open[open.length - 1] === token.type) open.pop();
    i += 1;
  }
  out.push(open.reverse().join(""));
  return out.join("").replace(/<\//g, "<\\/");
}

function nextSignificant(tokens: CssToken[], from: number): CssToken | undefined {
  for (let i = from; i < tokens.length; i += 1) {
    const type = tokens[i]!.type;
    if (type !== "whitespace" && type !== "comment") return tokens[i];
  }
  return undefined;
}

/** Index just past the block opened by tokens[start] (a function or bracket), or the end. */
function skipBlock(tokens: CssToken[], start: number): number {
  const stack = [CLOSER[tokens[start]!.type]!];
  let i = start + 1;
  while (i < tokens.length && stack.length) {
    const token = tokens[i]!;
    const closer = CLOSER[token.type];
    if (closer) stack.push(closer);
    else if (token.type === stack[stack.length - 1]) stack.pop();
    i += 1;
  }
  return i;
}

/**
 * An at-rule from its keyword: through the `;` or the `{}` block that ends it, stopping before a
 * closer that belongs to an enclosing block.
 */
function skipStatement(tokens: CssToken[], start: number): number {
  let i = start + 1;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (token.type === "semicolon") return i + 1;
    if (token.type === "{") return skipBlock(tokens, i);
    if (token.type === "}" || token.type === ")" || token.type === "]") return i;
    i = CLOSER[token.type] ? skipBlock(tokens, i) : i + 1;
  }
  return i;
}

/** A declaration from its property name through its `;`, stopping before an enclosing closer. */
function skipDeclaration(tokens: CssToken[], start: number): number {
  let i = start + 1;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (token.type === "semicolon") return i + 1;
    if (token.type === "}" || token.type === ")" || token.type === "]") return i;
    i = CLOSER[token.type] ? skipBlock(tokens, i) : i + 1;
  }
  return i;
}

/**
 * Inside a url-like function: every string and url names a `data:` URL, and nothing can
 * substitute a value at computed time.
 */
function onlyDataTargets(inner: CssToken[]): boolean {
  return inner.every((token) => {
    switch (token.type) {
      case "string":
      case "url":
        return isDataUrl(token.value);
      case "bad-string":
      case "bad-url":
      case "at-keyword":
        return false;
      case "function":
        return INERT_FUNCTIONS.has(lower(token.value));
      default:
        return true;
    }
  });
}
