import type { Word } from "../layout/types";
import { directionOf } from "./upright";

export const TURNED_LINE_TOL = 1; // pt: words of one turned line share its baseline (an x) within this

/** Words turned on their side (a head set vertically): lines in reading order, each line's words in reading order. */
function turnedText(words: readonly Word[]): string {
  const up = directionOf(words[0] as Word) === "up";
  const lines: Word[][] = [];
  for (const w of [...words].sort((a, b) => (up ? a.baseline - b.baseline : b.baseline - a.baseline))) {
    const line = lines[lines.length - 1];
    if (line && Math.abs((line[0] as Word).baseline - w.baseline) <= TURNED_LINE_TOL) line.push(w);
    else lines.push([w]);
  }
  // Reading up the page, a line starts at its foot (the bottom of its box); reading down, at its top.
  return lines
    .map((l) =>
      l
        .sort((a, b) => (up ? b.bbox[3] - a.bbox[3] : a.bbox[1] - b.bbox[1]))
        .map((w) => w.text)
        .join(" "),
    )
    .join(" ");
}

/** Words of one cell → text: grouped into visual lines by baseline, lines joined by a space. */
export function cellText(words: readonly Word[]): string {
  if (!words.length) return "";
  if (words.every((w) => w.rotated)) return turnedText(words);
  const sorted = [...words].sort((a, b) => a.baseline - b.baseline || a.bbox[0] - b.bbox[0]);
  const lines: Word[][] = [];
  for (const w of sorted) {
    const line = lines[lines.length - 1];
    const ref = line?.[0];
    if (line && ref && Math.abs(w.baseline - ref.baseline) <= 0.4 * Math.max(w.fontSize, ref.fontSize)) line.push(w);
    else lines.push([w]);
  }
  return lines
    .map((l) =>
      l
        .sort((a, b) => a.bbox[0] - b.bbox[0])
        .map((w) => w.text)
        .join(" "),
    )
    .join(" ")
    .trim();
}

/** Which columns hold text in some row. */
export function filledColumns(rows: string[][]): boolean[] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  return Array.from({ length: width }, (_, c) => rows.some((r) => (r[c] ?? "") !== ""));
}

/** Drop rows and columns that are empty everywhere (artefacts of doubled rules). */
export function pruneEmpty(rows: string[][]): string[][] {
  const kept = rows.filter((r) => r.some((c) => c !== ""));
  const cols = filledColumns(kept);
  return kept.map((r) => Array.from({ length: cols.length }, (_, c) => r[c] ?? "").filter((_, c) => cols[c]));
}
