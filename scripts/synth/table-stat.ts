// Synthetic pages of US government statistical publications for the table_dump preset (the other
// half of ICDAR 2013 than synth-tables' European reports): "Table 12. Title" with a bracketed
// headnote, a stub of indented characteristics run out to the figures on dot leaders, column heads
// of up to three levels with short rules under the spanners, section heads across the body,
// figures set close in many columns, footnote references and missing-data marks, notes and a
// source line under the table. Families (the unit of a leave-one-family-out fold):
//   abstract   header boxed by rules between its columns, unruled body, dot leaders;
//   census     three rules only (top, under the header, bottom), spanner rules, section heads;
//   labor      many close-set columns in a small font, parents without figures, negatives;
//   continued  one table over two pages ("—Continued", header repeated);
//   two-up     two tables on one page, each with its notes.
// Two more families come from a stream of their own (corpus.ts): financial statements
// (table-statement.ts) and tables with superscript references, some beside prose (table-footnoted.ts).
import { escapeHtml as e } from "./formats";
import type { FontPreset, HtmlPage } from "./render";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import type { TableCell } from "./table-content";
import { tableTruth, type Region } from "./tables";
import { bodyCells, statTable, type StatOptions, type StatRow, type StatTable } from "./table-stat-content";

export const STAT_FAMILIES = ["abstract", "census", "labor", "continued", "two-up"] as const;
type Family = (typeof STAT_FAMILIES)[number];
type Ruling = "boxed-head" | "three-rules" | "close-set";

const FONTS: ReadonlyArray<FontPreset | undefined> = [undefined, "sans", "serif", "humanist", "system"];
const T = ".sx table.st";

export interface Look {
  ruling: Ruling;
  fontPt: number;
  padPt: number;
  leaders: "spaced" | "tight" | null;
  indentEm: number;
  /** A little space above every fifth data row (the body read in blocks). */
  blocks: boolean;
  /** The table spans the text width (columns spread out) or is as wide as its columns need. */
  fullWidth: boolean;
}

export function css(look: Look): string {
  const pad = `${look.padPt}pt ${look.padPt + 1}pt`;
  const base = `${T} { width: ${look.fullWidth ? "100%" : "auto"}; border: none; background: none; border-collapse: collapse; font-size: ${look.fontPt}pt; line-height: 1.2; margin: 0.3em 0 0.2em; }
${T} th, ${T} td { padding: ${pad}; border: none; background: none; font-size: ${look.fontPt}pt; color: #111; font-weight: normal; text-transform: none; letter-spacing: normal; }
${T} th { text-align: center; vertical-align: bottom; }
${T} th.stubhead { text-align: left; }
${T} td { text-align: right; white-space: nowrap; vertical-align: bottom; }
${T} td.stub { text-align: left; }
${T} td.sec { text-align: center; font-style: italic; padding-top: ${look.fontPt * 0.6}pt; }
${T} td.sec.left { text-align: left; font-weight: 600; }
${T} tr.block td { padding-top: ${look.fontPt * 0.7}pt; }
${T} th .sp { display: block; border-bottom: 0.5pt solid #222; margin: 0 ${look.padPt + 2}pt; padding-bottom: 1pt; }
${T} .ld { color: #333; }`;
  const rules: Record<Ruling, string> = {
    "boxed-head": `${T} { border-top: 2.5pt double #111; border-bottom: 0.6pt solid #111; } ${T} thead th { border: 0.5pt solid #222; border-top: none; } ${T} thead th:first-child { border-left: none; } ${T} thead th:last-child { border-right: none; }`,
    "three-rules": `${T} { border-top: 0.8pt solid #111; border-bottom: 0.8pt solid #111; } ${T} thead tr:last-child th { border-bottom: 0.5pt solid #111; }`,
    "close-set": `${T} { border-top: 0.6pt solid #111; border-bottom: 0.6pt solid #111; } ${T} thead tr:last-child th { border-bottom: 0.4pt solid #111; }`,
  };
  return `${base}\n${rules[look.ruling]}`;
}

const chars = (s: string) => Array.from(s).length;

/** A text's markup: "^" marks a footnote reference set as a superscript ("Total^2" → Total<sup>2</sup>). */
export const markup = (text: string) => e(text).replace(/\^([^\s^]+)/g, "<sup>$1</sup>");

/** The table's markup: header from its cells (spans as drawn), body rows with indents and leaders. */
export function tableHtml(t: StatTable, rows: StatRow[], look: Look): string {
  const cols = t.dataCols + 1;
  const covered = new Set<string>();
  const at = new Map(t.head.map((c) => [`${c.sr}:${c.sc}`, c]));
  const headRows: string[] = [];
  for (let r = 0; r < t.headerRows; r++) {
    const out: string[] = [];
    for (let c = 0; c < cols; c++) {
      if (covered.has(`${r}:${c}`)) continue;
      const cell = at.get(`${r}:${c}`);
      const rs = cell ? cell.er - cell.sr + 1 : 1;
      const cs = cell ? cell.ec - cell.sc + 1 : 1;
      for (let dr = 0; dr < rs; dr++) for (let dc = 0; dc < cs; dc++) covered.add(`${r + dr}:${c + dc}`);
      // A head is set on one line where it fits ("Full-time" does not break at its hyphen).
      const text = cell ? (cell.text.includes("-") ? `<span style="white-space: nowrap">${markup(cell.text)}</span>` : markup(cell.text)) : "";
      // A spanner (several columns, not the unit line) is underlined by a short rule of its own.
      const spanner = cell && cs > 1 && r > 0 && look.ruling !== "boxed-head";
      out.push(
        `<th${c === 0 ? ' class="stubhead"' : ""}${rs > 1 ? ` rowspan="${rs}"` : ""}${cs > 1 ? ` colspan="${cs}"` : ""}>${spanner ? `<span class="sp">${text}</span>` : text}</th>`,
      );
    }
    headRows.push(`<tr>${out.join("")}</tr>`);
  }
  // The stub is as wide as its longest label needs plus room for leaders (a leader line is
  // shorter than that estimate: it never runs into the figures).
  const stubEm = Math.max(...rows.map((r) => chars(r.label) * 0.55 + r.indent * look.indentEm)) + 4;
  const leader = (r: StatRow) => {
    if (!look.leaders || r.kind !== "data") return "";
    const free = stubEm - chars(r.label) * 0.62 - r.indent * look.indentEm - 1.5;
    const n = Math.floor(free / (look.leaders === "spaced" ? 0.62 : 0.32));
    return n >= 4 ? `<span class="ld"> ${look.leaders === "spaced" ? Array(n).fill(".").join(" ") : ".".repeat(n)}</span>` : "";
  };
  let dataSeen = 0;
  const body = rows.map((r) => {
    if (r.kind === "section") {
      return t.sectionsSpan
        ? `<tr><td class="sec" colspan="${cols}">${markup(r.label)}</td></tr>`
        : `<tr><td class="stub sec left">${markup(r.label)}</td>${"<td></td>".repeat(t.dataCols)}</tr>`;
    }
    if (r.kind === "data") dataSeen++;
    const block = look.blocks && r.kind === "data" && dataSeen > 1 && dataSeen % 5 === 1;
    const stub = `<td class="stub" style="padding-left: ${look.padPt + 1 + r.indent * look.indentEm * look.fontPt}pt">${markup(r.label)}${leader(r)}</td>`;
    const values = r.kind === "parent" ? "<td></td>".repeat(t.dataCols) : r.values.map((v) => `<td>${markup(v)}</td>`).join("");
    return `<tr${block ? ' class="block"' : ""}>${stub}${values}</tr>`;
  });
  return `<table class="st"><colgroup><col style="width: ${stubEm}em"></colgroup><thead>${headRows.join("")}</thead><tbody>${body.join("")}</tbody></table>`;
}

export function caption(no: number, t: StatTable, continued: boolean): string {
  const title = `Table ${no}. ${t.title}${continued ? "—Continued" : ""}`;
  const head = `<p class="cap">${e(title)}</p>`;
  return t.headnote ? `${head}<p class="hn">${e(t.headnote)}</p>` : head;
}

export const notesHtml = (t: StatTable) => `<div class="nt">${t.notes.map((n) => `<div>${markup(n)}</div>`).join("")}</div>`;

const PROSE = [
  "Estimates in this table are based on a sample and are subject to sampling variability.",
  "Totals may not add because of rounding. Figures for the latest year are preliminary.",
  "Categories shown are not exhaustive; the total includes persons of other characteristics.",
  "Dollar amounts are in current dollars unless otherwise stated in the headnote.",
];

export function lookFor(rng: Rng, family: Family | "footnoted"): Look {
  const ruling: Ruling =
    family === "abstract"
      ? "boxed-head"
      : family === "census"
        ? "three-rules"
        : family === "labor"
          ? "close-set"
          : rng.pick(["boxed-head", "three-rules", "close-set"] as const);
  return {
    ruling,
    fontPt: ruling === "close-set" ? rng.pick([6.5, 7, 7.5]) : rng.pick([7.5, 8, 8.5, 9]),
    // Figures of neighbouring columns end up 2 × (padPt + 1) apart: close-set, a third of an em.
    padPt: ruling === "close-set" ? rng.pick([0.3, 0.6, 1]) : rng.pick([1, 1.5, 2]),
    leaders: ruling === "boxed-head" || rng.chance(0.35) ? rng.pick(["spaced", "tight"] as const) : null,
    indentEm: rng.pick([0.8, 1, 1.3]),
    blocks: rng.chance(0.35),
    fullWidth: ruling !== "close-set" && rng.chance(0.6),
  };
}

function optionsFor(rng: Rng, family: Family, maxStubLines: number): StatOptions {
  return {
    levels: family === "census" ? rng.pick([2, 3] as const) : rng.pick([1, 2, 2, 3] as const),
    unitRow: rng.chance(0.25),
    sections: family === "census" ? rng.chance(0.8) : family !== "two-up" && rng.chance(0.3),
    maxStubLines,
  };
}

export function makeStatTableReport(rng: Rng, name: string, index: number): SynthDoc {
  const family = STAT_FAMILIES[index % STAT_FAMILIES.length] as Family;
  const look = lookFor(rng, family);
  let no = rng.int(1, 640);
  const parts: string[] = [`<p class="prose">${e(rng.pick(PROSE))} ${e(rng.pick(PROSE))}</p>`];
  const regions: Region[][] = [];
  const mustPrint: string[] = [];
  const truth = (t: StatTable, rows: StatRow[]) => [...t.head, ...bodyCells(t, rows, t.headerRows)];
  const note = (cells: TableCell[]) => mustPrint.push(...cells.map((c) => c.text));
  let pages = 1;
  if (family === "continued") {
    const opts = optionsFor(rng, family, rng.int(14, 22));
    // Sections repeat the stub: fewer lines each, so neither page overflows.
    const sections = opts.sections && opts.levels < 3;
    const t = statTable(rng, { ...opts, sections, maxStubLines: sections ? rng.int(6, 9) : opts.maxStubLines });
    const split = Math.min(t.rows.length - 3, Math.max(8, Math.ceil(t.rows.length * rng.pick([0.5, 0.6, 0.7]))));
    const [a, b] = [t.rows.slice(0, split), t.rows.slice(split)];
    parts.push(caption(no, t, false), tableHtml(t, a, look), `<div style="break-after: page;"></div>`);
    parts.push(caption(no, t, true), tableHtml(t, b, look), notesHtml(t));
    const [ca, cb] = [truth(t, a), truth(t, b)];
    regions.push([
      { page: 1, cells: ca },
      { page: 2, cells: cb },
    ]);
    note(ca);
    note(cb);
    pages = 2;
  } else if (family === "two-up") {
    for (let k = 0; k < 2; k++) {
      const t = statTable(rng, { ...optionsFor(rng, family, rng.int(5, 9)), levels: rng.pick([1, 2] as const) });
      parts.push(caption(no, t, false), tableHtml(t, t.rows, look), notesHtml(t));
      const cells = truth(t, t.rows);
      regions.push([{ page: 1, cells }]);
      note(cells);
      no++;
    }
  } else {
    const opts = optionsFor(rng, family, rng.int(10, 20));
    // Three sections repeat the stub: keep the body within a page.
    const t = statTable(rng, opts.sections ? { ...opts, maxStubLines: rng.int(5, 8) } : opts);
    parts.push(caption(no, t, false), tableHtml(t, t.rows, look), notesHtml(t));
    const cells = truth(t, t.rows);
    regions.push([{ page: 1, cells }]);
    note(cells);
  }
  const wide = look.ruling === "close-set" && rng.chance(0.5);
  const style = `<style>.sx { font-size: 10pt; } .sx p.cap { font-weight: 700; margin: 0.6em 0 0.1em; ${rng.chance(0.5) ? "text-align: center;" : ""} }
.sx p.hn { font-size: 8.5pt; margin: 0 0 0.2em; ${rng.chance(0.5) ? "text-align: center;" : ""} } .sx .nt { font-size: ${Math.max(6.5, look.fontPt - 0.5)}pt; margin: 0.3em 0 1em; }
${css(look)}</style>`;
  return {
    name,
    kind: "table-stat",
    family,
    render: {
      kind: "html",
      page: {
        body: `${style}<div class="sx">${parts.join("\n")}</div>`,
        title: "Statistical tables",
        theme: rng.pick(["default", "minimal", "technical"] as const),
        font: rng.pick(FONTS),
        paper: wide ? { width: "279mm", height: "216mm", margin: "12mm" } : { format: rng.pick(["Letter", "A4"] as const) },
      },
    },
    ...tableTruth(name, regions),
    pages,
    fit: [".sx p.prose { display: none; }"],
    mustPrint: mustPrint.filter(Boolean),
  };
}

/**
 * A one-page document of the newer families (financial statements, footnoted tables, European
 * pages): its body and its one table's truth; `paper` when not Letter or A4 at random, `fit` as SynthDoc's.
 */
export function onePageStatDoc(
  rng: Rng,
  {
    name,
    family,
    body,
    title,
    cells,
    mustPrint,
    paper,
    fit,
  }: { name: string; family: string; body: string; title: string; cells: TableCell[]; mustPrint: string[]; paper?: HtmlPage["paper"]; fit?: readonly string[] },
): SynthDoc {
  return {
    name,
    kind: "table-stat",
    family,
    render: {
      kind: "html",
      page: {
        body,
        title,
        theme: rng.pick(["default", "minimal", "technical"] as const),
        font: rng.pick(FONTS),
        paper: paper ?? { format: rng.pick(["Letter", "A4"] as const) },
      },
    },
    ...tableTruth(name, [[{ page: 1, cells }]]),
    pages: 1,
    ...(fit ? { fit } : {}),
    mustPrint,
  };
}
