import type { Word } from "../layout/types";

// Dot leaders ("Total ........ 1,204") run a row label out to its figure across the gutter, which
// would join the two columns into one. They carry nothing: leader-only words are dropped and a
// word's trailing leader is cut off (its box shrunk in proportion to the characters kept).
// Spaced leaders (". . . . . 1,204", as statistical publications set them) are one dot per word:
// a run of SPACED_RUN such words along one line goes too; a lone full stop or ellipsis stays.

const LEADER = /(?:\s?[.…·_]){4,}$/u; // four or more: an ellipsis stays
const DOTS = /^[.…·_]{1,3}$/u;
const SPACED_RUN = 4;
/** × font size: dots of one leader are set a space or two apart. */
const DOT_PITCH = 1.2;

/** Words that are part of a run of dot-only words along one line. */
function spacedLeaders(words: readonly Word[]): Set<Word> {
  const dots = words.filter((w) => DOTS.test(w.text)).sort((a, b) => a.baseline - b.baseline || a.bbox[0] - b.bbox[0]);
  const out = new Set<Word>();
  let run: Word[] = [];
  const close = () => {
    if (run.length >= SPACED_RUN) for (const w of run) out.add(w);
    run = [];
  };
  for (const w of dots) {
    const prev = run[run.length - 1];
    const size = Math.max(w.fontSize, prev?.fontSize ?? 0);
    if (prev && (Math.abs(w.baseline - prev.baseline) > 0.2 * size || w.bbox[0] - prev.bbox[2] > DOT_PITCH * size)) close();
    run.push(w);
  }
  close();
  return out;
}

export function withoutLeaders(words: readonly Word[]): Word[] {
  const spaced = spacedLeaders(words);
  const out: Word[] = [];
  for (const w of words) {
    if (spaced.has(w)) continue;
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
