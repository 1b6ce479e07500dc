// Synthetic pages of EU and US government yearbooks for the table_dump preset (families of
// synth-tables-stat from a stream of their own, corpus.ts), with traits of ICDAR 2013's government
// PDFs the other families do not set together:
//   yb-column  a page set in two columns: a narrow table inside one column with prose beside it in
//              the other, directly followed by its notes ("¹ …", "a) …", "*) …") or by a second
//              table under its own caption with no prose between;
//   yb-break   a full-width table that starts low on a page and crosses the page break, its head
//              repeated on the next page without a "continued" caption, a second table (or its
//              notes) directly under its end.
// Both: figure heads that wrap onto two or three lines over narrow columns, a stub whose labels
// wrap, row-group rows in bold with no figures (a label in the stub, or one centred across the
// whole row), negatives in parentheses, "–", "n/a" and ".." for missing figures, footnote markers
// glued to labels and figures ("Other¹", "1 234*)"), and only a rule over the head, under it and
// at the foot.
// Truth: ICDAR 2013 cells as in table-stat.ts (a wrapped label or head one cell, its lines joined; a
// group row centred across the body one cell spanning every column, one in the stub a stub cell;
// a marker part of its cell's text; blank cells left out). A table over a page break is one table
// with a region per page.
import { escapeHtml as e } from "./formats";
import type { FontPreset } from "./render";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { formatFigure, type NumberLook, type TableCell } from "./table-content";
import { bodyRegion, spannedTableHtml, tableTruth, type Region } from "./tables";

export const YEARBOOK_FAMILIES = ["yb-column", "yb-break"] as const;
type Family = (typeof YEARBOOK_FAMILIES)[number];

const FONTS: ReadonlyArray<FontPreset | undefined> = [undefined, "sans", "serif", "humanist", "system"];
const LOOKS: readonly NumberLook[] = [
  { thousands: ",", decimal: ".", negative: "parens", percent: "", missing: ["–", "n/a", ".."] },
  { thousands: " ", decimal: ".", negative: "parens", percent: "", missing: ["..", "–"] },
  { thousands: " ", decimal: ",", negative: "minus", percent: "", missing: ["–", "n/a"] },
  { thousands: ",", decimal: ".", negative: "minus", percent: "", missing: ["n/a", ".."] },
];
const MARKS: ReadonlyArray<readonly [string, string]> = [
  ["¹", "Provisional data."],
  ["²", "Break in series; see the methodological notes."],
  ["a)", "Estimated by the reporting agency."],
  ["b)", "Excluding overseas territories."],
  ["*)", "Figure of low reliability."],
  ["*", "Fewer than 30 cases in the sample."],
];

// Invented groups, members and measures: a yearbook's vocabulary, no real publication's.
const GROUPS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["Agriculture and fisheries", ["Crop and animal production", "Forestry and logging", "Fishing and aquaculture"]],
  [
    "Manufacturing",
    ["Food, beverages and tobacco products", "Textiles, wearing apparel and leather", "Machinery and equipment not elsewhere classified", "Motor vehicles"],
  ],
  [
    "Public sector",
    ["Central government departments and agencies", "Regional authorities", "Municipalities and local bodies", "Social insurance institutions"],
  ],
  ["Transport", ["Rail freight", "Road passenger transport", "Inland waterways", "Air transport of passengers and mail"]],
  ["Health", ["Hospitals", "Medical and dental practice", "Residential care for the elderly and disabled", "Pharmacies"]],
  ["Households by size", ["One person", "Two persons", "Three or four persons", "Five persons or more, including institutional households"]],
];
const HEADS = [
  "Number of enterprises",
  "Persons employed (thousands)",
  "Turnover (EUR million)",
  "Change on previous year (%)",
  "Share of national total",
  "Expenditure per inhabitant",
  "Average monthly earnings",
  "Value added at basic prices",
  "Exports of goods",
  "Registered unemployed",
];
const STUB_HEADS = ["", "Activity", "Sector of activity", "Region and type of area", "Item"];
const TITLES = [
  "Enterprises and employment by activity",
  "General government expenditure by function",
  "Households and earnings by region",
  "Transport performance by mode",
  "Health care providers and staff",
];
const PROSE = [
  "The tables in this chapter present the main results of the annual structural survey. Units below the reporting threshold are estimated from administrative sources.",
  "Compared with the previous edition, the classification of activities has been revised; the series for earlier years have been recalculated on the new basis.",
  "Figures in parentheses are negative. A dash means that the figure is nil, two dots that it is not available, and n/a that the item does not apply.",
  "Results for small regions are shown only where the sample is large enough; totals include the regions not shown separately.",
  "The reference period is the calendar year unless stated otherwise in the heading of the table.",
  "Employment is measured in persons at the end of the year; full-time equivalents are published in a separate annex to this yearbook.",
];
const RUNNING = ["Statistical Yearbook", "Annual Report on Public Finances", "Regional Statistics", "Social Report"];

interface Slot extends TableCell {
  cls: string;
}

interface Table {
  title: string;
  headRows: number;
  cols: number;
  head: Slot[];
  body: Slot[][];
  notes: string[];
}

const slot = (text: string, sr: number, sc: number, cls: string, span: { rows?: number; cols?: number } = {}): Slot => ({
  text,
  sr,
  sc,
  er: sr + (span.rows ?? 1) - 1,
  ec: sc + (span.cols ?? 1) - 1,
  cls,
});

/** A head of figure columns that wrap (and, sometimes, a year spanner over them), the stub head down all of it. */
function makeHead(rng: Rng, leaves: number): { head: Slot[]; headRows: number } {
  const spanner = rng.chance(0.35);
  const headRows = spanner ? 2 : 1;
  const head: Slot[] = [slot(rng.pick(STUB_HEADS), 0, 0, "sh", { rows: headRows })];
  if (spanner) head.push(slot(String(rng.int(2008, 2022)), 0, 1, "sp", { cols: leaves }));
  rng
    .shuffle(HEADS)
    .slice(0, leaves)
    .forEach((h, i) => head.push(slot(h, headRows - 1, 1 + i, "fh")));
  return { head, headRows };
}

interface BodyOptions {
  look: NumberLook;
  headRows: number;
  leaves: number;
  groups: number;
  centredGroups: boolean;
}

function makeBody(rng: Rng, o: BodyOptions): { rows: Slot[][]; notes: string[] } {
  const marks = rng.shuffle(MARKS).slice(0, 2);
  const used = new Set<number>();
  const mark = () => {
    const k = rng.int(0, marks.length - 1);
    used.add(k);
    return marks[k]![0];
  };
  const decimals = Array.from({ length: o.leaves }, () => rng.pick([0, 0, 1]));
  const scale = Array.from({ length: o.leaves }, () => rng.pick([40, 800, 15000, 320000]));
  const figure = (c: number, base: number) => {
    if (rng.chance(0.07)) return rng.pick(o.look.missing);
    const v = base * scale[c]! * (0.5 + rng.next()) * (rng.chance(0.09) ? -1 : 1);
    const text = formatFigure(v, decimals[c]!, o.look);
    return rng.chance(0.04) ? `${text}${mark()}` : text;
  };
  const width = o.leaves + 1;
  const rows: Slot[][] = [];
  for (const [group, members] of rng.shuffle(GROUPS).slice(0, o.groups)) {
    const r = o.headRows + rows.length;
    rows.push(
      o.centredGroups
        ? [slot(group, r, 0, "grp ctr", { cols: width })]
        : [slot(group, r, 0, "stub grp"), ...Array.from({ length: o.leaves }, (_, c) => slot("", r, c + 1, "num"))],
    );
    for (const m of rng.shuffle(members).slice(0, rng.int(2, members.length))) {
      const rr = o.headRows + rows.length;
      const base = rng.next() + 0.2;
      const label = rng.chance(0.08) ? `${m}${mark()}` : m;
      rows.push([slot(label, rr, 0, "stub i1"), ...Array.from({ length: o.leaves }, (_, c) => slot(figure(c, base), rr, c + 1, "num"))]);
    }
  }
  if (rng.chance(0.6)) {
    const r = o.headRows + rows.length;
    const base = rng.next() + 1;
    rows.push([
      slot(rng.pick(["Total", "All activities", "Total, all regions"]), r, 0, "stub tot"),
      ...Array.from({ length: o.leaves }, (_, c) => slot(figure(c, base), r, c + 1, "num tot")),
    ]);
  }
  return { rows, notes: [...used].sort().map((k) => `${marks[k]![0]} ${marks[k]![1]}`) };
}

function makeTable(rng: Rng, look: NumberLook, leaves: number, groups: number): Table {
  const { head, headRows } = makeHead(rng, leaves);
  const { rows, notes } = makeBody(rng, { look, headRows, leaves, groups, centredGroups: rng.chance(0.35) });
  const source = rng.chance(0.6)
    ? [`Source: ${rng.pick(["Structural business survey", "Ministry of the Interior", "National accounts", "Register of enterprises"])}.`]
    : [];
  return { title: rng.pick(TITLES), headRows, cols: leaves + 1, head, body: rows, notes: [...notes, ...source] };
}

/** A yearbook page as printed: the theme, font and paper drawn in that order. */
function yearbookRender(rng: Rng, body: string): SynthDoc["render"] {
  return {
    kind: "html",
    page: {
      body,
      title: "Yearbook",
      theme: rng.pick(["default", "minimal", "technical"] as const),
      font: rng.pick(FONTS),
      paper: { format: rng.pick(["A4", "Letter"] as const) },
    },
  };
}

const captionHtml = (no: number, t: Table) => `<p class="cap">${e(`Table ${no}: ${t.title}`)}</p>`;
const notesHtml = (t: Table) => (t.notes.length ? `<div class="nt">${t.notes.map((n) => `<div>${e(n)}</div>`).join("")}</div>` : "");

function css(rng: Rng, fontPt: number, headEm: number, stubEm: number): string {
  const T = ".ybk table.yb";
  const pad = rng.pick([1, 1.5, 2]);
  const under = rng.chance(0.7) ? `${T} thead tr:last-child th { border-bottom: 0.5pt solid #111; }` : "";
  return `.ybk p.cap { font-weight: 700; margin: 0.6em 0 0.2em; } .ybk .nt { font-size: ${Math.max(6.5, fontPt - 1)}pt; margin: 0.1em 0 0.6em; }
.ybk p.pr { margin: 0 0 0.6em; text-align: ${rng.pick(["justify", "left"])}; } .ybk .run { font-size: 8pt; color: #444; border-bottom: 0.4pt solid #888; margin-bottom: 0.8em; }
${T} { border-collapse: collapse; border: none; border-top: 0.8pt solid #111; border-bottom: 0.8pt solid #111; background: none; font-size: ${fontPt}pt; line-height: 1.15; margin: 0.2em 0; }
${T} th, ${T} td { border: none; background: none; padding: ${pad}pt ${pad + 1.5}pt; font-size: ${fontPt}pt; color: #111; font-weight: normal; text-transform: none; letter-spacing: normal; }
${T} th { vertical-align: bottom; text-align: ${rng.pick(["center", "right"])}; }
${T} th.fh { width: ${headEm}em; }
${T} th.sh { text-align: left; }
${T} th.sp { text-align: center; border-bottom: 0.4pt solid #444; }
${T} td { vertical-align: ${rng.pick(["top", "bottom"])}; }
${T} td.num { text-align: right; white-space: nowrap; }
${T} td.stub { text-align: left; width: ${stubEm}em; padding-left: calc(${pad + 1.5}pt + 1em); text-indent: -1em; }
${T} td.i1 { padding-left: calc(${pad + 1.5}pt + ${rng.pick([1.8, 2.2])}em); }
${T} td.grp { font-weight: 700; padding-top: ${fontPt * 0.5}pt; }
${T} td.ctr { text-align: center; }
${T} td.tot { font-weight: 700; }
${under}`;
}

const truthTexts = (tables: Table[]) => tables.flatMap((t) => [...t.head, ...t.body.flat()].map((c) => c.text).filter(Boolean));

/** A two-column page: a narrow table inside one column, prose beside it, notes or a second table right under it. */
function columnPage(rng: Rng, name: string): SynthDoc {
  const look = rng.pick(LOOKS);
  const fontPt = rng.pick([7, 7.5, 8]);
  const first = makeTable(rng, look, rng.int(2, 3), rng.int(2, 3));
  const second = rng.chance(0.5) ? makeTable(rng, look, rng.int(2, 3), 1) : null;
  let no = rng.int(1, 60);
  const prose = (n: number) => Array.from({ length: n }, () => `<p class="pr">${e(rng.pick(PROSE))}</p>`).join("");
  const block = [captionHtml(no, first), spannedTableHtml(first, 0, first.body.length, "yb")];
  // A second table follows the first at once (its notes under the second), or the first's notes do.
  if (second) {
    no += 1;
    block.push(
      captionHtml(no, second),
      spannedTableHtml(second, 0, second.body.length, "yb"),
      notesHtml({ ...second, notes: [...first.notes, ...second.notes] }),
    );
  } else block.push(notesHtml(first));
  const tableFirst = rng.chance(0.5);
  const flow = tableFirst ? `<div class="fl">${block.join("")}</div>${prose(6)}` : `${prose(rng.int(1, 3))}<div class="fl">${block.join("")}</div>${prose(5)}`;
  const body = `<style>.ybk { font-size: ${rng.pick([9, 9.5, 10])}pt; column-count: 2; column-gap: ${rng.pick([14, 18, 22])}pt; } .ybk h2 { column-span: all; font-size: 13pt; margin: 0 0 0.6em; } .ybk .fl { break-inside: avoid; }
${css(rng, fontPt, rng.pick([4.5, 5.5]), rng.pick([8, 10]))}</style><div class="ybk"><h2>${rng.int(1, 12)}. ${e(rng.pick(["Enterprises", "Public finances", "Living conditions", "Transport", "Health"]))}</h2>${flow}</div>`;
  const tables = [[bodyRegion(first, 0, first.body.length, 1)], ...(second ? [[bodyRegion(second, 0, second.body.length, 1)]] : [])];
  return {
    name,
    kind: "table-stat",
    family: "yb-column",
    render: yearbookRender(rng, body),
    ...tableTruth(name, tables),
    pages: 1,
    fit: [".ybk p.pr:nth-of-type(n+4) { display: none; }", ".ybk p.pr { display: none; }"],
    mustPrint: truthTexts(second ? [first, second] : [first]),
  };
}

/** A full-width table starting low on page 1, crossing to page 2 under its repeated head, then a second table or its notes. */
function breakPage(rng: Rng, name: string): SynthDoc {
  const look = rng.pick(LOOKS);
  const fontPt = rng.pick([7.5, 8, 8.5]);
  const t = makeTable(rng, look, rng.int(4, 6), rng.int(4, 5));
  const second = rng.chance(0.5) ? makeTable(rng, look, rng.int(3, 5), 1) : null;
  const no = rng.int(1, 60);
  const run = `${rng.pick(RUNNING)} ${rng.int(2010, 2024)}`;
  const split = Math.min(t.body.length - 3, rng.int(5, 9));
  const prose = (n: number) => Array.from({ length: n }, () => `<p class="pr">${e(rng.pick(PROSE))}</p>`).join("");
  const parts = [
    `<div class="run">${e(run)}</div>`,
    prose(rng.int(4, 6)),
    captionHtml(no, t),
    spannedTableHtml(t, 0, split, "yb"),
    `<div style="break-after: page;"></div>`,
    `<div class="run">${e(run)}</div>`,
    spannedTableHtml(t, split, t.body.length, "yb"),
  ];
  if (second)
    parts.push(
      captionHtml(no + 1, second),
      spannedTableHtml(second, 0, second.body.length, "yb"),
      notesHtml({ ...second, notes: [...t.notes, ...second.notes] }),
    );
  else parts.push(notesHtml(t));
  parts.push(prose(2));
  const body = `<style>.ybk { font-size: ${rng.pick([9.5, 10])}pt; }
${css(rng, fontPt, rng.pick([5, 6, 7]), rng.pick([11, 14]))}
.ybk table.yb { width: 100%; }</style><div class="ybk">${parts.join("\n")}</div>`;
  const tables: Region[][] = [
    [bodyRegion(t, 0, split, 1), bodyRegion(t, split, t.body.length, 2)],
    ...(second ? [[bodyRegion(second, 0, second.body.length, 2)]] : []),
  ];
  return {
    name,
    kind: "table-stat",
    family: "yb-break",
    render: yearbookRender(rng, body),
    ...tableTruth(name, tables),
    pages: 2,
    fit: [".ybk p.pr:nth-of-type(n+3) { display: none; }", ".ybk p.pr { display: none; }"],
    mustPrint: truthTexts(second ? [t, second] : [t]),
  };
}

export function makeYearbookPage(rng: Rng, name: string, index: number): SynthDoc {
  const family = YEARBOOK_FAMILIES[index % YEARBOOK_FAMILIES.length] as Family;
  return family === "yb-column" ? columnPage(rng, name) : breakPage(rng, name);
}
