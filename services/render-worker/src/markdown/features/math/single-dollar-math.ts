import type { Code, Construct, Event, Extension, State, Token, TokenizeContext, Tokenizer } from "micromark-util-types";
import type { Processor } from "unified";

declare module "micromark-util-types" {
  // The token types micromark-extension-math declares; repeated here because it is not a direct dependency.
  interface TokenTypeMap {
    mathText: "mathText";
    mathTextSequence: "mathTextSequence";
    mathTextData: "mathTextData";
  }
}

// Single-dollar inline math with Pandoc's rule, so prices stay prices. remark-math pairs any two
// `$` ("from $4.23 M to $4.82 M" would typeset "4.23 M to "); Pandoc only accepts an opening `$`
// followed by a non-space and a closing `$` preceded by a non-space and not followed by a digit.
// When a candidate closer breaks the rule, scanning goes on to the next `$`; with none left the
// opening `$` is ordinary text. remark-math keeps `$$…$$` (singleDollarTextMath: false).
//
// The token stream matches micromark-extension-math's (mathText / mathTextSequence / mathTextData),
// so mdast-util-math builds the same `inlineMath` nodes. Tokenizer and resolver follow that
// package's math-text.js (MIT), plus the two checks.

const DOLLAR = 36;
const SPACE = 32;
const isLineEnding = (code: Code) => code !== null && code < -2;
const isDigit = (code: Code) => code !== null && code >= 48 && code <= 57;

function tokenizeSingleDollarMath(this: TokenizeContext, effects: Parameters<Tokenizer>[0], ok: State, nok: State): State {
  let closing: Token | undefined;
  let closingSize = 0;
  let afterSpace = false;

  const start: State = (code) => {
    effects.enter("mathText");
    effects.enter("mathTextSequence");
    effects.consume(code);
    return afterOpen;
  };
  const afterOpen: State = (code) => {
    // `$$` belongs to remark-math; a space after the opener means a price or a lone dollar.
    if (code === DOLLAR || code === SPACE || code === null || isLineEnding(code)) return nok(code);
    effects.exit("mathTextSequence");
    return between(code);
  };
  const between: State = (code) => {
    if (code === null) return nok(code);
    if (code === DOLLAR) {
      closing = effects.enter("mathTextSequence");
      closingSize = 0;
      return sequenceClose(code);
    }
    if (code === SPACE || isLineEnding(code)) {
      const type = code === SPACE ? "space" : "lineEnding";
      effects.enter(type);
      effects.consume(code);
      effects.exit(type);
      afterSpace = true;
      return between;
    }
    effects.enter("mathTextData");
    return data(code);
  };
  const data: State = (code) => {
    if (code === null || code === SPACE || code === DOLLAR || isLineEnding(code)) {
      effects.exit("mathTextData");
      return between(code);
    }
    effects.consume(code);
    afterSpace = false;
    return data;
  };
  const sequenceClose: State = (code) => {
    if (code === DOLLAR) {
      effects.consume(code);
      closingSize++;
      return sequenceClose;
    }
    if (closingSize === 1 && !afterSpace && !isDigit(code)) {
      effects.exit("mathTextSequence");
      effects.exit("mathText");
      return ok(code);
    }
    // Not a closer under the rule: the dollars are content, and scanning continues.
    closing!.type = "mathTextData";
    afterSpace = false;
    return data(code);
  };
  return start;
}

/** Merges the spaces and data between the sequences into data tokens, as mdast-util-math expects. */
function resolveSingleDollarMath(events: Event[]): Event[] {
  let tailExitIndex = events.length - 4;
  const headEnterIndex = 3;
  let enter: number | undefined;
  let index = headEnterIndex - 1;
  tailExitIndex++;
  while (++index <= tailExitIndex) {
    if (enter === undefined) {
      if (index !== tailExitIndex && events[index]![1].type !== "lineEnding") enter = index;
    } else if (index === tailExitIndex || events[index]![1].type === "lineEnding") {
      events[enter]![1].type = "mathTextData";
      if (index !== enter + 2) {
        events[enter]![1].end = events[index - 1]![1].end;
        events.splice(enter + 2, index - enter - 2);
        tailExitIndex -= index - enter - 2;
        index = enter + 2;
      }
      enter = undefined;
    }
  }
  return events;
}

/** An escaped `\$` or a `$` right after another `$` never opens math. */
function previous(this: TokenizeContext, code: Code): boolean {
  return code !== DOLLAR || this.events[this.events.length - 1]![1].type === "characterEscape";
}

const singleDollarMathText: Construct = { name: "singleDollarMathText", tokenize: tokenizeSingleDollarMath, resolve: resolveSingleDollarMath, previous };

/** unified plugin adding the construct to the parser (after remark-math). */
export function singleDollarMath(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: Extension[] };
  (data.micromarkExtensions ??= []).push({ text: { [DOLLAR]: singleDollarMathText } });
}
