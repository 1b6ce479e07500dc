/**
 * What the server's CSS sanitiser took out: the stretches of the submitted CSS missing from what
 * was saved, found by a longest-common-subsequence over characters (custom CSS is capped at
 * 20 KiB; above ~4,000 characters on either side, whole differing lines are reported instead).
 */
export function sanitiserRemovals(submitted: string, saved: string): string[] {
  if (submitted === saved) return [];
  if (submitted.length * saved.length > 16_000_000) {
    const kept = new Set(saved.split("\n").map((line) => line.trim()));
    return submitted
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !kept.has(line));
  }
  const n = submitted.length;
  const m = saved.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      table[i]![j] = submitted[i] === saved[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const removed: string[] = [];
  let run = "";
  let i = 0;
  let j = 0;
  while (i < n) {
    if (j < m && submitted[i] === saved[j]) {
      // Whitespace kept between two removed stretches joins them: one removal, not two fragments.
      if (/\s/.test(submitted[i]!) && run.trim()) run += submitted[i];
      else {
        if (run.trim()) removed.push(run.trim());
        run = "";
      }
      i += 1;
      j += 1;
    } else if (j < m && table[i]![j + 1]! >= table[i + 1]![j]!) {
      j += 1;
    } else {
      run += submitted[i];
      i += 1;
    }
  }
  if (run.trim()) removed.push(run.trim());
  return removed;
}
