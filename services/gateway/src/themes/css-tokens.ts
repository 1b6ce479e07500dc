import { ParseErrorMessage, TokenType, tokenize, type CSSToken } from "@csstools/css-tokenizer";

// CSS tokens for the sanitiser from @csstools/css-tokenizer (CSS Syntax Level 3 §4, the algorithm
// browsers implement), so decisions are made on the tokens Chromium will see: escapes decoded
// (`u\rl(`, `@\69mport`), comments as tokens, `url(x)` one url token but `url("x")` a function and a
// string. Each token keeps its exact source text, so unchanged CSS is re-emitted byte for byte.

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
  /** Decoded name (ident, function, at-keyword, hash), decoded content (string, url), or "". */
  value: string;
  /** A comment, string or url token cut short by the end of input. */
  unterminated?: boolean;
}

const TYPE_NAMES: Record<Exclude<TokenType, TokenType.EOF | TokenType.UnicodeRange>, CssTokenType> = {
  [TokenType.Whitespace]: "whitespace",
  [TokenType.Comment]: "comment",
  [TokenType.String]: "string",
  [TokenType.BadString]: "bad-string",
  [TokenType.URL]: "url",
  [TokenType.BadURL]: "bad-url",
  [TokenType.Ident]: "ident",
  [TokenType.Function]: "function",
  [TokenType.AtKeyword]: "at-keyword",
  [TokenType.Hash]: "hash",
  [TokenType.Number]: "number",
  [TokenType.Percentage]: "percentage",
  [TokenType.Dimension]: "dimension",
  [TokenType.Delim]: "delim",
  [TokenType.CDO]: "cdo",
  [TokenType.CDC]: "cdc",
  [TokenType.Colon]: "colon",
  [TokenType.Semicolon]: "semicolon",
  [TokenType.Comma]: "comma",
  [TokenType.OpenParen]: "(",
  [TokenType.CloseParen]: ")",
  [TokenType.OpenSquare]: "[",
  [TokenType.CloseSquare]: "]",
  [TokenType.OpenCurly]: "{",
  [TokenType.CloseCurly]: "}",
};

/** End of input inside these can only happen in the last token. */
const CUT_SHORT = new Set<string>([ParseErrorMessage.UnexpectedEOFInComment, ParseErrorMessage.UnexpectedEOFInString, ParseErrorMessage.UnexpectedEOFInURL]);

/** CSS preprocessing (§3.3): CR LF, CR and FF become LF; NUL becomes U+FFFD. */
export function preprocessCss(input: string): string {
  return input.replace(/\r\n?|\f/g, "\n").replace(/\0/g, "\uFFFD");
}

/** Tokenizes already-preprocessed CSS (unicode-range tokens off, as in property values). */
export function tokenizeCss(css: string): CssToken[] {
  let cutShort = false;
  const tokens = tokenize(
    { css },
    {
      onParseError: (error) => {
        if (CUT_SHORT.has(error.message)) cutShort = true;
      },
    },
  ).filter((token): token is Exclude<CSSToken, { 0: TokenType.EOF }> => token[0] !== TokenType.EOF);
  return tokens.map((token, index) => {
    const type = TYPE_NAMES[token[0] as keyof typeof TYPE_NAMES];
    const data: unknown = token[4];
    const value = data && typeof data === "object" && "value" in data && typeof data.value === "string" ? data.value : "";
    return { type, raw: token[1], value, ...(cutShort && index === tokens.length - 1 ? { unterminated: true } : {}) };
  });
}
