import type { Word } from "../layout/types";

// Dot leaders ("Total ........ 1,204") run a row label out to its figure across the gutter, which
// would join the two columns into one. They carry nothing: leader-only words are dropped and a
// word's trailing leader is cut off (its box shrunk in proportion to the characters kept).

const LEADER = /(?:\s?[.…·_]){4,}$/u; // four or more: an ellipsis stays

export function withoutLeaders(words: readonly Word[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    const m = LEADER.exec(w.text);
    if (!m) {
      out.push(w);
      continue;
    }
    const kept = w.text.slice(0, m.index);
    if (!kept) continue;
    const share = Array.from(kept).length / Array.from(w.text).length;
    const [x0, y0, x1, y1] = w.bbox;
    out.push({ ...w, text: kept, bbox: [x0, y0, x0 + (x1 - x0) * share, y1] });
  }
  return out;
}
