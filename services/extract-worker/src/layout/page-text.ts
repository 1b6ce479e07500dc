import type { Line } from "./types";

/**
 * A page's plain text from its lines in reading order, the same for a text layer and for OCR:
 * lines end with "\n", a new block starts after a blank line, and the next cell of the same table
 * row (same baseline, to the right of the line before) follows a tab.
 */
export function pageText(lines: readonly Line[], blockStarts: readonly number[]): string {
  const starts = new Set(blockStarts);
  let text = "";
  lines.forEach((l, i) => {
    const prev = lines[i - 1];
    if (!prev) text = l.text;
    else if (Math.abs(l.baseline - prev.baseline) <= 0.3 * l.fontSize && l.bbox[0] > prev.bbox[2]) text += `\t${l.text}`;
    else text += `${starts.has(i) ? "\n\n" : "\n"}${l.text}`;
  });
  return text;
}
