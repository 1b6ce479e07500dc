// Chromium (Skia) writes page dictionaries as plain objects (`/Type /Page`), only content streams
// are compressed, so counting them is exact for our own output and takes a few ms even at 50 MiB;
// a full PDF parser would cost more than the rest of the job.

const PATTERNS = [Buffer.from("/Type /Page"), Buffer.from("/Type/Page")];
// Next byte after the pattern that still makes it a name like `/Pages`.
const NAME_CHAR = /[A-Za-z0-9#._-]/;

export function countPdfPages(pdf: Buffer): number {
  let count = 0;
  for (const pattern of PATTERNS) {
    for (let at = pdf.indexOf(pattern); at !== -1; at = pdf.indexOf(pattern, at + pattern.length)) {
      const next = pdf[at + pattern.length];
      if (next === undefined || !NAME_CHAR.test(String.fromCharCode(next))) count++;
    }
  }
  return count;
}
