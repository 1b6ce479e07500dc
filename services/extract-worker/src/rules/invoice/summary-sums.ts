import type { Line, Page, PositionedDocument, Word } from "../../layout/types";
import { classifyLabel, findAmounts } from "../../values";
import type { Candidate } from "../anchor";
import { height, linesRightOf, segmentOf, wordsInSpan } from "../geometry";

// The sums row of a VAT summary by rate ("Stawka VAT | Wartość netto | Kwota VAT | Wartość brutto"
// over one row per rate and "Razem | 1 198,23 | 275,59 | 1 473,82"): Polish, Italian, Portuguese
// and Spanish invoices (and e-invoice visualisations) may print the net and the tax nowhere else.
// Each figure of the row is read by the head of its column; the row counts only when it holds a
// net, a tax and a gross figure, one each, that add up.

/** A row label that sums the rows above it, alone in its cell. */
const SUM_ROW = /^(?:razem|ogółem|ogolem|suma|total|totals?|totale|totali|totales|totais|summe|gesamt|totaal|totalt|sum|i alt)\s*:?$/iu;

type Field = "subtotal" | "tax" | "total";
const FIELDS: Field[] = ["subtotal", "tax", "total"];

interface Figure {
  value: number;
  words: Word[];
  box: [number, number];
}

/** The amounts printed right of the row label, each with the words it was read from. */
function rowFigures(page: Page, label: Line): Figure[] | null {
  const out: Figure[] = [];
  for (const cell of linesRightOf(page, label)) {
    const seg = segmentOf(cell.words);
    for (const a of findAmounts(cell.text)) {
      // "1 198,23" alone in its cell reads one way only: an amount grouped by a space.
      const value = a.value ?? (a.readings.length === 1 ? a.readings[0]!.value : null);
      const words = wordsInSpan(seg, a.start, a.end);
      if (value === null || !words.length) return null;
      out.push({ value, words, box: [Math.min(...words.map((w) => w.bbox[0])), Math.max(...words.map((w) => w.bbox[2]))] });
    }
  }
  return out;
}

/** The head of the column a figure stands in: the words of the nearest line without digits above the row that reach over it. */
function columnHead(page: Page, row: Line, figure: Figure): string | null {
  const reach = height(row.bbox) * 8;
  const heads = page.lines
    .filter((l) => l.bbox[3] <= row.bbox[1] + 1 && row.bbox[1] - l.bbox[3] < reach && !/\d/.test(l.text))
    .sort((a, b) => b.bbox[3] - a.bbox[3]);
  for (const l of heads) {
    const words = l.words.filter((w) => w.bbox[0] < figure.box[1] && w.bbox[2] > figure.box[0]);
    if (words.length) return words.map((w) => w.text).join(" ");
  }
  return null;
}

/** Net, tax and gross candidates from the sums row of a VAT summary table. */
export function summarySumCandidates(doc: PositionedDocument): Candidate[] {
  const out: Candidate[] = [];
  for (const page of doc.pages)
    for (const label of page.lines) {
      if (!SUM_ROW.test(label.text.trim())) continue;
      const figures = rowFigures(page, label);
      if (!figures || figures.length < 3) continue;
      const byField = new Map<Field, Figure[]>();
      for (const f of figures) {
        const head = columnHead(page, label, f);
        const m = head ? classifyLabel(head, FIELDS) : null;
        if (!m) continue;
        byField.set(m.field as Field, [...(byField.get(m.field as Field) ?? []), f]);
      }
      const [net, tax, gross] = FIELDS.map((f) => byField.get(f));
      if (net?.length !== 1 || tax?.length !== 1 || gross?.length !== 1) continue;
      const [n, t, g] = [net[0]!, tax[0]!, gross[0]!];
      if (Math.abs(n.value + t.value - g.value) > 0.011) continue;
      FIELDS.forEach((field, i) => {
        const f = [n, t, g][i]!;
        out.push({ field, value: f.value, score: 0.8, page: page.number, words: f.words, via: "rule", label: null, labelWords: label.words });
      });
    }
  return out;
}
