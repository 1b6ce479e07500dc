// A CSS tokenizer that follows CSS Syntax Level 3 §4 (the algorithm browsers implement), so the
// sanitiser decides on the same tokens Chromium will see: escapes are decoded before names are
// compared (`u\rl(`, `@\69mport`), comments are tokens of their own, `url(` with an unquoted
// argument is a single url token and a quoted one is a function token followed by a string.
// Every token keeps its exact source text so unchanged CSS is re-emitted byte for byte.

export type CssTokenType =
  | "whitespace"
  | "comment"
  | "string"
  | "bad-string"
  | "url"
  | "bad-url"
  | "ident"
  | "function"
  | "at-keyword"
  | "hash"
  | "number"
  | "percentage"
  | "dimension"
  | "delim"
  | "cdo"
  | "cdc"
  | "colon"
  | "semicolon"
  | "comma"
  | "("
  | ")"
  | "["
  | "]"
  | "{"
  | "}";

export interface CssToken {
  type: CssTokenType;
  /** Exact source text of the token. */
  raw: string;
  /** Decoded name (ident, function, at-keyword, hash) or decoded content (string, url). */
  value: string;
  /** Comments, strings and url tokens cut short by the end of input. */
  unterminated?: boolean;
}

/** CSS preprocessing (§3.3): CR LF, CR and FF become LF; NUL becomes U+FFFD. */
export function preprocessCss(input: string): string {
  return input.replace(/\r\n?|\f/g, "\n").replace(/\0/g, "\uFFFD");
}

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isWhitespace = (c: string | undefined) => c === "\n" || c === "\t" || c === " ";
const isIdentStart = (c: string | undefined) => c !== undefined && (/^[A-Za-z_]$/.test(c) || c.charCodeAt(0) >= 0x80);
const isIdentChar = (c: string | undefined) => isIdentStart(c) || isDigit(c) || c === "-";
const isNonPrintable = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 0x08 || code === 0x0b || (code >= 0x0e && code <= 0x1f) || code === 0x7f;
};
const validEscape = (a: string | undefined, b: string | undefined) => a === "\\" && b !== "\n";

/** Tokenizes already-preprocessed CSS. */
export function tokenizeCss(css: string): CssToken[] {
  const tokens: CssToken[] = [];
  let pos = 0;
  const at = (offset = 0) => css[pos + offset];

  const startsIdent = (a = at(), b = at(1), c = at(2)) => {
    if (a === "-") return isIdentStart(b) || b === "-" || validEscape(b, c);
    if (isIdentStart(a)) return true;
    return validEscape(a, b);
  };
  const startsNumber = (a = at(), b = at(1), c = at(2)) => {
    if (a === "+" || a === "-") return isDigit(b) || (b === "." && isDigit(c));
    if (a === ".") return isDigit(b);
    return isDigit(a);
  };

  /** Consumes an escape; `pos` is just past the backslash. */
  const consumeEscape = (): string => {
    const c = at();
    if (c === undefined) return "\uFFFD";
    if (isHex(c)) {
      let hex = "";
      while (hex.length < 6 && isHex(at())) hex += css[pos++];
      if (isWhitespace(at())) pos += 1;
      const code = parseInt(hex, 16);
      return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? "\uFFFD" : String.fromCodePoint(code);
    }
    pos += 1;
    return c;
  };

  const consumeIdentSequence = (): string => {
    let out = "";
    for (;;) {
      const c = at();
      if (isIdentChar(c)) {
        out += c;
        pos += 1;
      } else if (validEscape(c, at(1))) {
        pos += 1;
        out += consumeEscape();
      } else return out;
    }
  };

  const consumeNumber = () => {
    if (at() === "+" || at() === "-") pos += 1;
    while (isDigit(at())) pos += 1;
    if (at() === "." && isDigit(at(1))) {
      pos += 1;
      while (isDigit(at())) pos += 1;
    }
    if ((at() === "e" || at() === "E") && (isDigit(at(1)) || ((at(1) === "+" || at(1) === "-") && isDigit(at(2))))) {
      pos += at(1) === "+" || at(1) === "-" ? 2 : 1;
      while (isDigit(at())) pos += 1;
    }
  };

  const consumeBadUrlRemnants = () => {
    for (;;) {
      const c = at();
      if (c === undefined) return;
      if (c === ")") {
        pos += 1;
        return;
      }
      if (validEscape(c, at(1))) {
        pos += 1;
        consumeEscape();
      } else pos += 1;
    }
  };

  /** `pos` is just past `url(` and any whitespace. */
  const consumeUrl = (): Omit<CssToken, "raw"> => {
    let value = "";
    while (isWhitespace(at())) pos += 1;
    for (;;) {
      const c = at();
      if (c === undefined) return { type: "url", value, unterminated: true };
      if (c === ")") {
        pos += 1;
        return { type: "url", value };
      }
      if (isWhitespace(c)) {
        while (isWhitespace(at())) pos += 1;
        if (at() === ")") {
          pos += 1;
          return { type: "url", value };
        }
        if (at() === undefined) return { type: "url", value, unterminated: true };
        consumeBadUrlRemnants();
        return { type: "bad-url", value };
      }
      if (c === '"' || c === "'" || c === "(" || isNonPrintable(c)) {
        consumeBadUrlRemnants();
        return { type: "bad-url", value };
      }
      if (c === "\\") {
        if (validEscape(c, at(1))) {
          pos += 1;
          value += consumeEscape();
          continue;
        }
        consumeBadUrlRemnants();
        return { type: "bad-url", value };
      }
      value += c;
      pos += 1;
    }
  };

  const consumeIdentLike = (): Omit<CssToken, "raw"> => {
    const name = consumeIdentSequence();
    if (name.toLowerCase() === "url" && at() === "(") {
      pos += 1;
      // Spec: while the next two code points are whitespace, consume one.
      while (isWhitespace(at()) && isWhitespace(at(1))) pos += 1;
      const next = isWhitespace(at()) ? at(1) : at();
      if (next === '"' || next === "'") return { type: "function", value: name };
      return consumeUrl();
    }
    if (at() === "(") {
      pos += 1;
      return { type: "function", value: name };
    }
    return { type: "ident", value: name };
  };

  const consumeString = (quote: string): Omit<CssToken, "raw"> => {
    let value = "";
    for (;;) {
      const c = at();
      if (c === undefined) return { type: "string", value, unterminated: true };
      if (c === quote) {
        pos += 1;
        return { type: "string", value };
      }
      if (c === "\n") return { type: "bad-string", value };
      if (c === "\\") {
        if (at(1) === undefined) {
          pos += 1;
          continue;
        }
        if (at(1) === "\n") {
          pos += 2;
          continue;
        }
        pos += 1;
        value += consumeEscape();
        continue;
      }
      value += c;
      pos += 1;
    }
  };

  const consumeNumeric = (): Omit<CssToken, "raw"> => {
    consumeNumber();
    if (startsIdent()) return { type: "dimension", value: consumeIdentSequence() };
    if (at() === "%") {
      pos += 1;
      return { type: "percentage", value: "" };
    }
    return { type: "number", value: "" };
  };

  const consumeToken = (): Omit<CssToken, "raw"> => {
    const c = at()!;
    if (c === "/" && at(1) === "*") {
      const end = css.indexOf("*/", pos + 2);
      if (end === -1) {
        pos = css.length;
        return { type: "comment", value: "", unterminated: true };
      }
      pos = end + 2;
      return { type: "comment", value: "" };
    }
    if (isWhitespace(c)) {
      while (isWhitespace(at())) pos += 1;
      return { type: "whitespace", value: "" };
    }
    if (c === '"' || c === "'") {
      pos += 1;
      return consumeString(c);
    }
    if (c === "#") {
      if (isIdentChar(at(1)) || validEscape(at(1), at(2))) {
        pos += 1;
        return { type: "hash", value: consumeIdentSequence() };
      }
      pos += 1;
      return { type: "delim", value: c };
    }
    const single: Record<string, CssTokenType> = { "(": "(", ")": ")", "[": "[", "]": "]", "{": "{", "}": "}", ",": "comma", ":": "colon", ";": "semicolon" };
    if (single[c]) {
      pos += 1;
      return { type: single[c], value: c };
    }
    if (c === "+" || c === ".") {
      if (startsNumber()) return consumeNumeric();
      pos += 1;
      return { type: "delim", value: c };
    }
    if (c === "-") {
      if (startsNumber()) return consumeNumeric();
      if (at(1) === "-" && at(2) === ">") {
        pos += 3;
        return { type: "cdc", value: "-->" };
      }
      if (startsIdent()) return consumeIdentLike();
      pos += 1;
      return { type: "delim", value: c };
    }
    if (c === "<") {
      if (at(1) === "!" && at(2) === "-" && at(3) === "-") {
        pos += 4;
        return { type: "cdo", value: "<!--" };
      }
      pos += 1;
      return { type: "delim", value: c };
    }
    if (c === "@") {
      if (startsIdent(at(1), at(2), at(3))) {
        pos += 1;
        return { type: "at-keyword", value: consumeIdentSequence() };
      }
      pos += 1;
      return { type: "delim", value: c };
    }
    if (c === "\\") {
      if (validEscape(c, at(1))) return consumeIdentLike();
      pos += 1;
      return { type: "delim", value: c };
    }
    if (isDigit(c)) return consumeNumeric();
    if (isIdentStart(c)) return consumeIdentLike();
    pos += 1;
    return { type: "delim", value: c };
  };

  while (pos < css.length) {
    const start = pos;
    const token = consumeToken();
    tokens.push({ ...token, raw: css.slice(start, pos) });
  }
  return tokens;
}
