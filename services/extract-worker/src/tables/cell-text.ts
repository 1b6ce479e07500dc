import type { Word } from "../layout/types";

/** Words of one cell → text: grouped into visual lines by baseline, lines joined by a space. */
export function cellText(words: readonly Word[]): string {
  if (!words.length) return "";
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
