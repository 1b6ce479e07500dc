// Synthetic statistical tables with footnote references set as superscripts ("footnoted" family of
// synth-tables-stat): on column heads ("2019 p" preliminary, "2018 r" revised), on stub labels and
// on a few figures ("12.4 e" estimated), with the notes they refer to set tight under the table.
// Half the pages set the table in a column beside prose (a report's sidebar table), so text lines
// of another size stand level with its rows. Truth as table-stat.ts (a reference is part of its
// cell's text).
import { escapeHtml as e } from "./formats";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import type { TableCell } from "./table-content";
import { caption, css, lookFor, notesHtml, onePageStatDoc, tableHtml } from "./table-stat";
import { bodyCells, statTable, type StatTable } from "./table-stat-content";

const PROSE = [
  "The survey covers the civilian population living in households; persons in institutions are excluded from the estimates shown here.",
  "Changes between years should be read with care: the sample was redesigned and the weighting method was revised in the latest period.",
  "Estimates for small groups are less reliable than those for the population as a whole and are shown for completeness only.",
  "Figures marked as preliminary will be replaced by final estimates in the next edition of this report.",
  "Regional totals are built from the state estimates and may differ from the national series by small amounts.",
  "Rates are computed from unrounded numbers and may not match rates derived from the rounded figures in the table.",
];
const HEAD_MARKS: ReadonlyArray<readonly [string, string]> = [
  ["p", "p Preliminary."],
  ["r", "r Revised."],
];
const FIGURE_MARKS: ReadonlyArray<readonly [string, string]> = [
  ["e", "e Estimated."],
  ["b", "b Break in series; see text."],
  ["*", "* Fewer than 50 sample cases."],
];
const LABEL_NOTES = ["Includes persons of other origins.", "Data not collected in all areas.", "Excludes persons living in group quarters."];

/** Superscript references ("^p", "^2") put on a few head cells, stub labels and figures, and the notes they refer to. */
function addReferences(rng: Rng, t: StatTable): void {
  const notes: string[] = [];
  const years = t.head.filter((c) => /^\d{4}$/.test(c.text));
  if (years.length && rng.chance(0.7)) {
    const [mark, note] = rng.pick(HEAD_MARKS);
    rng.pick(years).text += `^${mark}`;
    notes.push(`^${note}`);
  }
  const labels = t.rows.filter((r) => r.kind === "data" && r.indent > 0 && !r.label.includes("/"));
  let n = 0;
  for (const r of rng.shuffle(labels).slice(0, rng.int(1, 3))) {
    n++;
    r.label += `^${n}`;
    notes.push(`^${n} ${rng.pick(LABEL_NOTES)}`);
  }
  const [mark, note] = rng.pick(FIGURE_MARKS);
  let marked = 0;
  for (const r of t.rows) {
    r.values = r.values.map((v) => {
      if (!/\d$/.test(v) || !rng.chance(0.05)) return v;
      marked++;
      return `${v}^${mark}`;
    });
  }
  if (marked) notes.push(`^${note}`);
  t.notes = [...notes, ...t.notes];
}

/** A one-level table cut to its first `n` figure columns (a table beside prose is narrow). */
function keepColumns(t: StatTable, n: number): void {
  t.head = t.head.filter((c) => c.sc <= n).map((c) => ({ ...c, ec: Math.min(c.ec, n) }));
  for (const r of t.rows) r.values = r.values.slice(0, n);
  t.dataCols = Math.min(t.dataCols, n);
}

/** The truth text of a cell: its reference run on (the scorer ignores spaces). */
const plain = (text: string) => text.replace(/\^/g, "");

export function makeFootnotedReport(rng: Rng, name: string): SynthDoc {
  const look = lookFor(rng, "footnoted");
  const beside = rng.chance(0.5);
  const sections = !beside && rng.chance(0.3);
  // Sections repeat the stub: fewer lines each, so the page holds the table.
  const t = statTable(rng, {
    levels: beside ? 1 : rng.pick([1, 1, 2] as const),
    unitRow: rng.chance(0.2),
    sections,
    maxStubLines: beside ? rng.int(6, 10) : sections ? rng.int(5, 8) : rng.int(8, 14),
  });
  if (beside) keepColumns(t, rng.int(2, 3));
  addReferences(rng, t);
  const no = rng.int(1, 640);
  const table = `${caption(no, t, false)}${tableHtml(t, t.rows, { ...look, fullWidth: false })}${notesHtml(t)}`;
  const prose = Array.from({ length: rng.int(2, 3) }, () => `<p>${e(rng.pick(PROSE))} ${e(rng.pick(PROSE))}</p>`).join("");
  const proseFirst = rng.chance(0.5);
  const body = beside
    ? `<div style="display: flex; gap: ${rng.pick([10, 14, 18])}pt; align-items: flex-start;">${proseFirst ? `<div class="pr">${prose}</div><div class="tb">${table}</div>` : `<div class="tb">${table}</div><div class="pr">${prose}</div>`}</div>`
    : `<p>${e(rng.pick(PROSE))}</p>${table}<p>${e(rng.pick(PROSE))}</p>`;
  const style = `<style>.sx { font-size: 10pt; } .sx .tb { flex: 0 0 auto; max-width: 66%; } .sx .pr { flex: 1 1 0; min-width: 32%; font-size: ${rng.pick([9, 9.5, 10, 10.5])}pt; text-align: ${rng.pick(["justify", "left"])}; }
.sx p.cap { font-weight: 700; margin: 0.6em 0 0.1em; } .sx p.hn { font-size: 8.5pt; margin: 0 0 0.2em; }
.sx .nt { font-size: ${Math.max(6.5, look.fontPt - 0.5)}pt; margin: 0.1em 0 1em; } .sx sup { font-size: 70%; line-height: 0; }
${css({ ...look, fullWidth: false })}</style>`;
  const marked = [...t.head, ...bodyCells(t, t.rows, t.headerRows)];
  const cells: TableCell[] = marked.map((c) => ({ ...c, text: plain(c.text) }));
  return onePageStatDoc(rng, {
    name,
    family: "footnoted",
    body: `${style}<div class="sx">${body}</div>`,
    title: "Statistical tables",
    cells,
    // A text and its superscript reference print as two words.
    mustPrint: marked.flatMap((c) => c.text.split("^")).filter(Boolean),
  });
}
