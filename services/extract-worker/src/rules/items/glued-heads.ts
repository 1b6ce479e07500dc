import type { Line, Word } from "../../layout/types";
import { classifyLabel, LINE_ITEM_FIELDS } from "../../values";

// Header cells set tight side by side (a spreadsheet's columns sized to their heads) print with no
// space between them, and the text layer gives one word: "RegelOmschrijving", "LigneDésignation",
// "N°Description". The description's column would then start at the narrow position head, and each
// row's position number would read as the description's first word. A header word whose tail, from
// a capital after a lower-case letter or a mark, is exactly the description's label (and which is no
// label whole) is read as two words, the box shared by their letters.

/** Where a capital opens a word glued to the one before it: after a lower-case letter, a dot, a degree or number sign. */
const JOIN_RE = /(?<=[\p{Ll}.°º#])(?=\p{Lu}\p{Ll})/gu;

function split(word: Word): Word[] {
  if (classifyLabel(word.text, LINE_ITEM_FIELDS)?.kind === "exact") return [word];
  for (const m of word.text.matchAll(JOIN_RE)) {
    const at = m.index;
    const tail = word.text.slice(at);
    const label = classifyLabel(tail, LINE_ITEM_FIELDS);
    // Only the description's: "VersSumme" (Versicherungssumme) is one word whose tail names an amount.
    if (!label || label.kind !== "exact" || label.strength !== "strong" || label.field !== "item_description") continue;
    const [x0, y0, x1, y1] = word.bbox;
    const cut = x0 + ((x1 - x0) * [...word.text.slice(0, at)].length) / [...word.text].length;
    return [
      { ...word, text: word.text.slice(0, at), bbox: [x0, y0, cut, y1] },
      { ...word, text: tail, bbox: [cut, y0, x1, y1] },
    ];
  }
  return [word];
}

/** `line` with a glued position head and column label read as two words. */
export function withGluedHeads(line: Line): Line {
  const words = line.words.flatMap(split);
  return words.length === line.words.length ? line : { ...line, words, text: words.map((w) => w.text).join(" ") };
}
