import type { PageFormat } from "@quire/contracts";

// Chromium snaps paper sizes to a grid of 0.96 pt. Its own `format: "A4"` lands on
// 595.92 × 842.88 pt (a visible mismatch for anyone checking for ISO A4, 595.28 × 841.89 pt), while
// 793 × 1122 CSS px lands on 594.96 × 841.92 pt, the closest it can get. Letter and Legal are exact.
const PAPER: Record<PageFormat, { width: string; height: string }> = {
  A4: { width: "793px", height: "1122px" },
  Letter: { width: "8.5in", height: "11in" },
  Legal: { width: "8.5in", height: "14in" },
};

export function paperSize(format: PageFormat): { width: string; height: string } {
  return PAPER[format];
}
