// Accent- and case-folding that remembers where every folded character came from, so a match
// found in folded text can be reported as a span of the caller's original string.

/** Letters that NFD does not decompose but that readers treat as their plain spelling. */
const SPECIAL: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  ł: "l",
  Ł: "l",
  đ: "d",
  Đ: "d",
  ı: "i",
};

const COMBINING = /\p{M}/u;

export interface Folded {
  /** Lower-cased, accents removed. */
  text: string;
  /** `map[i]` is the index in the original of folded char `i`; `map[text.length]` is the original length. */
  map: number[];
}

/** Folds `input` to lower case without diacritics, keeping an index map back to the original. */
export function foldWithMap(input: string): Folded {
  let text = "";
  const map: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    const special = SPECIAL[ch];
    let out: string;
    if (special !== undefined) out = special;
    else {
      out = "";
      for (const part of ch.normalize("NFD")) if (!COMBINING.test(part)) out += part;
      out = out.toLowerCase();
    }
    for (const c of out) {
      text += c;
      map.push(i);
    }
  }
  map.push(input.length);
  return { text, map };
}

/** Lower case, no diacritics (`März` → `marz`, `Février` → `fevrier`). */
export function fold(input: string): string {
  return foldWithMap(input).text;
}
