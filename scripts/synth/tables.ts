// Synthetic statistical-report pages for the table_dump preset, in the manner of the government
// PDFs of ICDAR 2013: a section heading and prose around each table, a caption ("Table 3: …"),
// source lines and footnotes under it. Pages hold one table, two tables, a table continued on the
// next page (header repeated), or one wide table in a small font on landscape paper. The family is
// the ruling style (table-styles.ts); the truth is ICDAR's -str.xml / -reg.xml per document.
import { escapeHtml as e } from "./formats";
import type { FontPreset, HtmlPage } from "./render";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { NUMBER_LOOKS, tableContent, textTableContent, type TableCell, type TableContent } from "./table-content";
import { TABLE_STYLES, tableCss, type TableStyle } from "./table-styles";

type Layout = "single" | "two" | "continued" | "wide" | "narrow";
const LAYOUTS: ReadonlyArray<readonly [Layout, number]> = [
  ["single", 4],
  ["two", 2],
  ["continued", 2],
  ["wide", 1.5],
  ["narrow", 1.5],
];
const THEMES = ["default", "minimal", "technical", "editorial", "invoice"] as const;
const FONTS: ReadonlyArray<FontPreset | undefined> = [undefined, "sans", "serif", "humanist", "slab", "system"];

/** One printed piece of a table: the rows it shows on one page. */
export interface Region {
  page: number;
  cells: TableCell[];
}

const SUBJECTS = ["The survey", "The regional series", "The annual account", "This chapter", "The present report", "The revised estimate"];
const VERBS = ["shows", "indicates", "confirms", "suggests", "records"];
const OBJECTS = [
  "a moderate increase in the number of persons concerned",
  "a decline of the indicator in most areas since the previous period",
  "that the gap between the largest and the smallest areas has narrowed",
  "broadly stable figures, with the exception of the services sector",
  "considerable differences between urban and rural areas",
];
const TAILS = [
  "Figures for the latest year are provisional and may be revised.",
  "Breaks in the series are marked in the tables and explained in the notes.",
  "The methodology follows the common classification adopted in the previous reporting cycle.",
  "Detailed results by sub-sector are available from the statistical office on request.",
  "Where data are missing, the totals include estimates made by the reporting agency.",
];

function paragraph(rng: Rng): string {
  const n = rng.int(2, 4);
  const sentences = Array.from({ length: n }, (_, i) =>
    i === n - 1 && rng.chance(0.6)
      ? rng.pick(TAILS)
      : `${rng.pick(SUBJECTS)} ${rng.pick(VERBS)} ${rng.pick(OBJECTS)}${rng.chance(0.4) ? `, by ${rng.int(2, 19)}.${rng.int(0, 9)} % over ${rng.int(2, 9)} years` : ""}.`,
  );
  return `<p class="prose">${e(sentences.join(" "))}</p>`;
}

/** The rows `from..to` of the body (plus the header rows), renumbered from 0. */
function sliceRows(t: TableContent, from: number, to: number): TableCell[] {
  const head = t.cells.filter((c) => c.sr < t.headerRows);
  const body = t.cells.filter((c) => c.sr >= t.headerRows + from && c.sr < t.headerRows + to);
  return [...head, ...body.map((c) => ({ ...c, sr: c.sr - from, er: c.er - from }))];
}

function tableHtml(t: TableContent, cells: TableCell[], bodyFrom: number, width: string): string {
  const rows = Math.max(...cells.map((c) => c.er)) + 1;
  const covered = new Set<string>();
  const at = new Map(cells.map((c) => [`${c.sr}:${c.sc}`, c]));
  const line = (r: number, head: boolean) => {
    const out: string[] = [];
    for (let c = 0; c < t.cols; c++) {
      if (covered.has(`${r}:${c}`)) continue;
      const cell = at.get(`${r}:${c}`);
      const bodyRow = r - t.headerRows + bodyFrom;
      const classes = [t.align[c]?.[0] ?? "l"];
      if (c === 0 && !head) {
        classes[0] = "l";
        if (t.indent[bodyRow]) classes.push("i1");
        if (t.groupHeading[bodyRow]) classes.push("gh");
      }
      const span = cell ? { rows: cell.er - cell.sr + 1, cols: cell.ec - cell.sc + 1 } : { rows: 1, cols: 1 };
      for (let dr = 0; dr < span.rows; dr++) for (let dc = 0; dc < span.cols; dc++) covered.add(`${r + dr}:${c + dc}`);
      const tag = head ? "th" : "td";
      const attrs = `${span.rows > 1 ? ` rowspan="${span.rows}"` : ""}${span.cols > 1 ? ` colspan="${span.cols}"` : ""}`;
      out.push(`<${tag} class="${classes.join(" ")}"${attrs}>${cell ? e(cell.text) : ""}</${tag}>`);
    }
    return `<tr>${out.join("")}</tr>`;
  };
  const head = Array.from({ length: t.headerRows }, (_, r) => line(r, true)).join("");
  const body = Array.from({ length: rows - t.headerRows }, (_, i) => line(t.headerRows + i, false)).join("");
  return `<table class="t" style="width: ${width}"><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

function notesHtml(notes: string[], sizePt: number): string {
  return `<div style="font-size: ${sizePt}pt; color: #333; margin: 0.2em 0 1.2em;">${notes.map((n) => `<div>${e(n)}</div>`).join("")}</div>`;
}

function cellXml(c: TableCell): string {
  return `<cell start-row="${c.sr}" start-col="${c.sc}"${c.er > c.sr ? ` end-row="${c.er}"` : ""}${c.ec > c.sc ? ` end-col="${c.ec}"` : ""}><content>${e(c.text)}</content></cell>`;
}

/** ICDAR 2013 structure (-str.xml) and region (-reg.xml) files for the document's tables. */
export function truthXml(name: string, tables: Region[][]): { str: string; reg: string } {
  const doc = (kind: string, inner: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<document filename="${name}-${kind}.xml">\n${inner}</document>\n`;
  const str = tables
    .map(
      (regions, t) =>
        `<table id="${t + 1}">\n${regions
          .map(
            (r, k) =>
              `<region id="${k + 1}" page="${r.page}">\n${r.cells
                .filter((c) => c.text)
                .map(cellXml)
                .join("\n")}\n</region>\n`,
          )
          .join("")}</table>\n`,
    )
    .join("");
  const reg = tables
    .map((regions, t) => `<table id="${t + 1}">\n${regions.map((r, k) => `<region id="${k + 1}" page="${r.page}"/>\n`).join("")}</table>\n`)
    .join("");
  return { str: doc("str", str), reg: doc("reg", reg) };
}

/** A table document's truth: ICDAR's files, the manifest's entry for them and the expected/<name>.json view. */
/** The truth cells of a table's body rows `from..to` under its head, renumbered from the head (a table cut at a page break). */
export function bodyRegion(t: { head: readonly TableCell[]; body: ReadonlyArray<readonly TableCell[]> }, from: number, to: number, page: number): Region {
  const body = t.body
    .slice(from, to)
    .flat()
    .map((c) => ({ ...c, sr: c.sr - from, er: c.er - from }));
  return { page, cells: [...t.head, ...body].filter((c) => c.text).map(({ text, sr, sc, er, ec }) => ({ text, sr, sc, er, ec })) };
}

/** A table of spanning cells as HTML: its head rows as <th>, its body rows `from..to`, each row's cells in column order. */
export function spannedTableHtml(
  t: { headRows: number; head: ReadonlyArray<TableCell & { cls: string }>; body: ReadonlyArray<ReadonlyArray<TableCell & { cls: string }>> },
  from: number,
  to: number,
  tableClass: string,
): string {
  const row = (cells: ReadonlyArray<TableCell & { cls: string }>) =>
    `<tr>${[...cells]
      .sort((a, b) => a.sc - b.sc)
      .map((c) => {
        const span = `${c.er > c.sr ? ` rowspan="${c.er - c.sr + 1}"` : ""}${c.ec > c.sc ? ` colspan="${c.ec - c.sc + 1}"` : ""}`;
        const tag = c.sr < t.headRows ? "th" : "td";
        return `<${tag} class="${c.cls}"${span}>${e(c.text)}</${tag}>`;
      })
      .join("")}</tr>`;
  const head = Array.from({ length: t.headRows }, (_, r) => row(t.head.filter((c) => c.sr === r))).join("");
  return `<table class="${tableClass}"><thead>${head}</thead><tbody>${t.body.slice(from, to).map(row).join("")}</tbody></table>`;
}

export function tableTruth(name: string, tables: Region[][]): Pick<SynthDoc, "expected" | "files" | "groundTruth"> {
  const { str, reg } = truthXml(name, tables);
  return {
    expected: { tables: tables.flatMap((regions) => regions.map((r) => ({ page: r.page, rows: regionRows(r.cells) }))) },
    files: { [`${name}-str.xml`]: str, [`${name}-reg.xml`]: reg },
    groundTruth: [{ variant: name, str: `expected/${name}-str.xml`, reg: `expected/${name}-reg.xml` }],
  };
}

/** Rows of strings per region (a spanning cell's text in its top-left slot): the expected/<name>.json view. */
export function regionRows(cells: TableCell[]): string[][] {
  const rows = Math.max(...cells.map((c) => c.er)) + 1;
  const cols = Math.max(...cells.map((c) => c.ec)) + 1;
  const grid = Array.from({ length: rows }, () => Array.from({ length: cols }, () => ""));
  for (const c of cells) (grid[c.sr] as string[])[c.sc] = c.text;
  return grid;
}

export function makeTableReport(rng: Rng, name: string, index: number): SynthDoc {
  // Styles take turns, so every family holds a share of the corpus.
  const style: TableStyle = TABLE_STYLES[index % TABLE_STYLES.length] as TableStyle;
  const layout = rng.weighted(LAYOUTS);
  const look = rng.pick(NUMBER_LOOKS);
  const fontPt = layout === "wide" ? rng.pick([6.5, 7, 7.5]) : rng.pick([8, 8.5, 9, 9.5, 10]);
  const css = tableCss(style, { fontPt, padPt: rng.pick([1.5, 2, 3]), stubPct: rng.chance(0.5) ? rng.int(22, 32) : null });
  const justify = rng.chance(0.5);
  let tableNo = rng.int(1, 12);
  const chapter = rng.int(1, 9);
  const parts: string[] = [
    `<h2>${chapter}. ${e(rng.pick(["Economic activity", "Labour market", "Energy and environment", "Public finances", "Regional developments"]))}</h2>`,
    paragraph(rng),
  ];
  const tables: Region[][] = [];
  const mustPrint: string[] = [];
  const captionBelow = rng.chance(0.2);
  const captionSep = rng.pick([": ", ". ", " – "]);
  const caption = (t: TableContent, suffix = "") =>
    `<p style="font-weight: 600; margin: 0.8em 0 0.2em;">${e(`Table ${tableNo}${suffix}${captionSep}${t.title}`)}</p>`;
  const notesPt = Math.max(6.5, fontPt - 1);

  const content = (opts: { dataCols: [number, number]; bodyRows: [number, number] }) =>
    rng.chance(0.2)
      ? textTableContent(rng, look, Math.min(8, rng.int(...opts.bodyRows)))
      : tableContent(rng, {
          dataCols: rng.int(...opts.dataCols),
          bodyRows: rng.int(...opts.bodyRows),
          twoLevels: rng.chance(0.45),
          grouped: rng.chance(0.5),
          look,
        });
  const place = (t: TableContent, width: string) => {
    const html = tableHtml(t, t.cells, 0, width);
    parts.push(...(captionBelow ? [html, caption(t), notesHtml(t.notes, notesPt)] : [caption(t), html, notesHtml(t.notes, notesPt)]));
    tables.push([{ page: 1, cells: t.cells }]);
    mustPrint.push(...t.cells.map((c) => c.text).filter(Boolean));
    tableNo += 1;
  };

  if (layout === "continued") {
    const t = content({ dataCols: [3, 6], bodyRows: [22, 30] });
    const bodyRows = t.rows - t.headerRows;
    const split = Math.ceil(bodyRows * rng.pick([0.55, 0.65, 0.75]));
    const first = sliceRows(t, 0, split);
    const second = sliceRows(t, split, bodyRows);
    parts.push(caption(t), tableHtml(t, first, 0, "100%"), `<div style="break-after: page;"></div>`);
    parts.push(caption(t, " (continued)"), tableHtml(t, second, split, "100%"), notesHtml(t.notes, notesPt), paragraph(rng));
    tables.push([
      { page: 1, cells: first },
      { page: 2, cells: second },
    ]);
    mustPrint.push(...t.cells.map((c) => c.text).filter(Boolean));
  } else if (layout === "two") {
    place(content({ dataCols: [2, 5], bodyRows: [3, 6] }), rng.pick(["100%", "80%", "auto"]));
    parts.push(paragraph(rng));
    place(content({ dataCols: [2, 5], bodyRows: [3, 6] }), rng.pick(["100%", "auto"]));
  } else if (layout === "wide") {
    place(content({ dataCols: [8, 12], bodyRows: [8, 16] }), "100%");
  } else if (layout === "narrow") {
    parts.push(paragraph(rng));
    place(content({ dataCols: [1, 3], bodyRows: [4, 10] }), "auto");
  } else {
    parts.push(paragraph(rng));
    place(content({ dataCols: [3, 6], bodyRows: [6, 14] }), rng.pick(["100%", "100%", "90%", "auto"]));
  }
  // Two tables fill their page already.
  if (layout !== "two") parts.push(paragraph(rng));
  const body = `<style>.gx { font-size: ${rng.pick([9.5, 10, 10.5, 11])}pt; ${justify ? "text-align: justify;" : ""} } .gx h2 { font-size: 13pt; margin: 0 0 0.5em; }\n${css}</style><div class="gx">${parts.join("\n")}</div>`;
  const paper: HtmlPage["paper"] =
    layout === "wide" && rng.chance(0.6) ? { width: "297mm", height: "210mm", margin: "14mm" } : { format: rng.pick(["A4", "Letter"] as const) };
  return {
    name,
    kind: "table",
    family: style,
    render: { kind: "html", page: { body, title: `Statistical report ${chapter}`, theme: rng.pick(THEMES), font: rng.pick(FONTS), paper } },
    ...tableTruth(name, tables),
    pages: layout === "continued" ? 2 : 1,
    fit: [".gx p.prose { display: none; }"],
    mustPrint,
  };
}
