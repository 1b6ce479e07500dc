// Synthetic pages of government and statistical-office reports for the table_dump preset (families
// of synth-tables-stat from a stream of their own, corpus.ts), in the manner of ICDAR 2013's EU and
// US documents, with the traits the other families set apart gathered into one page:
//   gov-spanned    three levels of column heads (a spanner over groups over years), the stub head
//                  set once down the whole head, a units row as the head's last line;
//   gov-continued  two tables on the first page, the second continued on the next page under its
//                  repeated head and "(continued)" caption;
//   gov-text       a stub of hierarchy (group rows, indents of two levels) whose labels wrap over
//                  lines with a hanging indent, beside a wrapping text column and figures.
// All of them: only a rule above and below the table (sometimes one under the head, sometimes
// none at all), right-aligned figures with thousands separators, negatives in parentheses or with a
// minus, footnote markers glued to figures and labels ("1 234a", "12.5*", "Other services1"),
// empty cells as "–", ".." or ":", a caption above and notes and a source line below.
// Truth: ICDAR 2013 cells; a spanning head once with its range, a wrapped text one cell with its
// lines joined by spaces, a marker part of its cell's text, blank cells left out.
import { escapeHtml as e } from "./formats";
import type { FontPreset, HtmlPage } from "./render";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { formatFigure, type NumberLook, type TableCell } from "./table-content";
import { bodyRegion, spannedTableHtml, tableTruth, type Region } from "./tables";

export const GOV_FAMILIES = ["gov-spanned", "gov-continued", "gov-text"] as const;
type Family = (typeof GOV_FAMILIES)[number];
type Ruling = "top-bottom" | "top-head-bottom" | "none";

/** A printed cell with its place, spans and class (blank cells are printed too, so spans line up). */
interface Slot extends TableCell {
  cls: string;
}

interface Table {
  title: string;
  unit: string | null;
  headRows: number;
  head: Slot[];
  body: Slot[][];
  notes: string[];
}

const LOOKS: readonly NumberLook[] = [
  { thousands: ",", decimal: ".", negative: "parens", percent: "", missing: ["–", ".."] },
  { thousands: " ", decimal: ".", negative: "minus", percent: "", missing: [":", ".."] },
  { thousands: " ", decimal: ",", negative: "parens", percent: "", missing: ["–", ":"] },
  { thousands: ".", decimal: ",", negative: "minus", percent: "", missing: ["–", "."] },
  { thousands: ",", decimal: ".", negative: "minus", percent: "", missing: ["..", "–"] },
];
const FONTS: ReadonlyArray<FontPreset | undefined> = [undefined, "sans", "serif", "humanist", "system"];

// Invented groups, labels and measures: a report's vocabulary, no real publication's.
const GROUPS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["Public administration", ["Central government", "State and regional government", "Local government", "Social security funds"]],
  ["Households", ["Persons living alone", "Couples without dependent children", "Couples with dependent children", "Single parents with dependent children"]],
  [
    "Industry",
    [
      "Mining and quarrying",
      "Manufacture of food products, beverages and tobacco",
      "Chemicals and chemical products",
      "Basic metals and fabricated metal products",
    ],
  ],
  [
    "Services",
    [
      "Wholesale and retail trade; repair of motor vehicles",
      "Transport and storage",
      "Accommodation and food service activities",
      "Information and communication",
    ],
  ],
  ["Energy", ["Solid fuels", "Crude oil and petroleum products", "Natural gas", "Renewable energy sources and biofuels", "Electricity"]],
  ["Education", ["Primary education", "Lower secondary education", "Upper secondary and vocational education after school", "Tertiary education"]],
];
const SUBS = ["of which: women", "of which: temporary contracts", "of which: own account", "of which: imported", "of which: under 25 years"];
const TITLES = [
  "Gross value added by institutional sector",
  "Final energy consumption by fuel",
  "Employment by sector and sex",
  "Public expenditure on education by level",
  "Households by type and region",
  "Investment grants paid under the programme",
];
const UNITS = ["thousands", "EUR million", "%", "1 000 tonnes of oil equivalent", "number", "USD thousand", "index 2010 = 100"];
const SPANNERS = ["Persons employed", "Total expenditure", "Value added", "Consumption", "Payments", "Number of households"];
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["Men", "Women"],
  ["Current prices", "Constant prices"],
  ["Public", "Private"],
  ["Urban areas", "Rural areas"],
  ["Domestic", "Foreign"],
];
const CHANGES = ["Change", "Change on previous year", "Annual growth rate", "Share of total"];
const STATUS = [
  "Adopted; entered into force in the second quarter",
  "Under review by the monitoring committee",
  "Implemented",
  "Partly implemented; remaining measures postponed to the next programming period",
  "Proposal withdrawn",
  "Pending approval",
];
const STUB_HEADS = ["", "Sector", "Category", "Type of household", "Level", "Item"];
const MARKS: ReadonlyArray<readonly [string, string]> = [
  ["a", "a Provisional data."],
  ["b", "b Break in series."],
  ["*", "* Estimate of the reporting agency."],
  ["e", "e Estimated."],
];
const LABEL_NOTES = [
  "Includes activities not elsewhere classified.",
  "Excludes territorial organisations abroad.",
  "Definition differs; see methodological notes.",
];
const PROSE = [
  "The figures in the tables below are taken from the annual survey; they cover all reporting units above the threshold set in the regulation.",
  "Data for the latest year are provisional. Totals may not add up because of rounding; percentage changes are calculated on unrounded figures.",
  "Compared with the previous year, most sectors recorded an increase, while public administration stayed broadly stable.",
  "Where a figure is confidential or not reliable enough for publication, it is replaced by a symbol explained in the notes to each table.",
];

const cell = (text: string, sr: number, sc: number, cls: string, span: { rows?: number; cols?: number } = {}): Slot => ({
  text,
  sr,
  sc,
  er: sr + (span.rows ?? 1) - 1,
  ec: sc + (span.cols ?? 1) - 1,
  cls,
});

/** Years in order ending at a recent one. */
function years(rng: Rng, n: number): string[] {
  const last = rng.int(2012, 2024);
  return Array.from({ length: n }, (_, i) => String(last - n + 1 + i));
}

/** The column heads: leaves under optional group and spanner levels, the stub head down the whole head, an optional units row. */
function makeHead(rng: Rng, family: Family, unit: string): { head: Slot[]; headRows: number; leaves: number; change: boolean[]; unitRow: boolean } {
  const levels = family === "gov-spanned" ? 3 : rng.int(1, 2);
  const perGroup = levels === 1 ? rng.int(3, 6) : rng.int(2, 3);
  const groups = levels === 1 ? 1 : levels === 2 ? rng.int(2, 3) : 2;
  const pair = rng.pick(PAIRS);
  const groupNames = groups === 2 ? [...pair] : [...pair, "Total"];
  const ys = years(rng, perGroup);
  // A closing change column on a one-level head.
  const extra = levels === 1 && rng.chance(0.5);
  const leaves = groups * perGroup + (extra ? 1 : 0);
  const unitRow = family === "gov-spanned" || rng.chance(0.3);
  const headRows = levels + (unitRow ? 1 : 0);
  const head: Slot[] = [cell(rng.pick(STUB_HEADS), 0, 0, "stubhead", { rows: headRows })];
  let row = 0;
  if (levels === 3) {
    head.push(cell(rng.pick(SPANNERS), 0, 1, "sp", { cols: leaves }));
    row = 1;
  }
  if (levels >= 2) {
    groupNames.slice(0, groups).forEach((g, k) => head.push(cell(g, row, 1 + k * perGroup, "sp", { cols: perGroup })));
    row += 1;
  }
  for (let k = 0; k < groups; k++) ys.forEach((y, i) => head.push(cell(y, row, 1 + k * perGroup + i, "")));
  if (extra) head.push(cell(`${rng.pick(CHANGES)} (%)`, row, leaves, ""));
  if (unitRow) {
    const u = row + 1;
    if (rng.chance(0.5)) head.push(cell(`(${unit})`, u, 1, "unit", { cols: leaves }));
    else for (let c = 1; c <= leaves; c++) head.push(cell(extra && c === leaves ? "%" : unit, u, c, "unit"));
  }
  const change = Array.from({ length: leaves }, (_, i) => extra && i === leaves - 1);
  return { head, headRows, leaves, change, unitRow };
}

interface BodyOptions {
  look: NumberLook;
  headRows: number;
  leaves: number;
  change: boolean[];
  textCol: boolean;
  groups: number;
}

/** Body rows: group rows (label only), members and their "of which" sub-rows, a total; markers glued on. */
function makeBody(rng: Rng, o: BodyOptions): { rows: Slot[][]; notes: string[] } {
  const [mark, markNote] = rng.pick(MARKS);
  const notes: string[] = [];
  let marked = false;
  const decimals = Array.from({ length: o.leaves }, (_, i) => (o.change[i] ? 1 : rng.pick([0, 0, 1])));
  const scale = Array.from({ length: o.leaves }, () => rng.pick([80, 900, 12000, 450000]));
  const figure = (c: number, base: number): string => {
    if (rng.chance(0.05)) return rng.pick(o.look.missing);
    const v = o.change[c] ? (rng.next() - 0.45) * 20 : base * scale[c]! * (0.6 + rng.next() * 0.8) * (rng.chance(0.07) ? -1 : 1);
    const text = formatFigure(v, decimals[c]!, o.look);
    if (rng.chance(0.04)) {
      marked = true;
      return `${text}${mark}`;
    }
    return text;
  };
  const rows: Slot[][] = [];
  let labelNotes = 0;
  const dataRow = (label: string, indent: number, cls = "") => {
    const r = o.headRows + rows.length;
    const base = rng.next() + 0.2;
    let text = label;
    if (indent > 0 && labelNotes < 2 && rng.chance(0.12)) {
      labelNotes += 1;
      text += String(labelNotes);
      notes.push(`${labelNotes} ${rng.pick(LABEL_NOTES)}`);
    }
    const slots = [cell(text, r, 0, `stub i${indent} ${cls}`.trim())];
    const first = o.textCol ? 2 : 1;
    if (o.textCol) slots.push(cell(rng.pick(STATUS), r, 1, "txt"));
    for (let c = 0; c < o.leaves; c++) slots.push(cell(figure(c, base), r, first + c, "num"));
    rows.push(slots);
  };
  const width = o.leaves + (o.textCol ? 2 : 1);
  for (const [group, members] of rng.shuffle(GROUPS).slice(0, o.groups)) {
    const r = o.headRows + rows.length;
    // A group row: its label alone (blank cells after it so the line is complete).
    rows.push([cell(group, r, 0, "stub grp"), ...Array.from({ length: width - 1 }, (_, c) => cell("", r, c + 1, ""))]);
    for (const m of rng.shuffle(members).slice(0, rng.int(2, 4))) {
      dataRow(m, 1);
      if (rng.chance(0.25)) dataRow(rng.pick(SUBS), 2);
    }
  }
  if (!o.textCol && rng.chance(0.7)) dataRow(rng.pick(["Total", "All sectors", "Grand total"]), 0, "tot");
  if (marked) notes.unshift(markNote);
  return { rows, notes };
}

function makeTable(rng: Rng, family: Family, look: NumberLook, groups: number): Table {
  const unit = rng.pick(UNITS);
  const textCol = family === "gov-text";
  const h = makeHead(rng, family, unit);
  // A text column takes room: fewer figures beside it.
  const leaves = textCol ? Math.min(h.leaves, 3) : h.leaves;
  const head = textCol ? shiftForText(h.head, h.headRows, leaves) : h.head;
  const { rows, notes } = makeBody(rng, { look, headRows: h.headRows, leaves, change: h.change.slice(0, leaves), textCol, groups });
  const source = `Source: ${rng.pick(["National statistical institute", "Ministry of Finance", "Annual business survey", "Labour force survey"])}${rng.chance(0.5) ? `, ${rng.int(2013, 2025)}` : ""}.`;
  return { title: rng.pick(TITLES), unit: h.unitRow ? null : unit, headRows: h.headRows, head, body: rows, notes: [...notes, source] };
}

/** A head for a table with a text column after the stub: its own head cell, the figures' heads one column on (and cut to `leaves`). */
function shiftForText(head: Slot[], headRows: number, leaves: number): Slot[] {
  const [stub, ...rest] = head as [Slot, ...Slot[]];
  const kept = rest.filter((c) => c.sc <= leaves).map((c) => ({ ...c, sc: c.sc + 1, ec: Math.min(c.ec, leaves) + 1 }));
  return [stub, cell("Status", 0, 1, "stubhead", { rows: headRows }), ...kept];
}

const captionHtml = (no: number, t: Table, continued: boolean) =>
  `<p class="cap">${e(`Table ${no}${continued ? " (continued)" : ""}. ${t.title}${t.unit ? ` (${t.unit})` : ""}`)}</p>`;
const notesHtml = (t: Table) => `<div class="nt">${t.notes.map((n) => `<div>${e(n)}</div>`).join("")}</div>`;

function css(rng: Rng, ruling: Ruling, fontPt: number, textCol: boolean): string {
  const T = ".gv table.gt";
  const pad = rng.pick([1.5, 2, 2.5]);
  const indent = rng.pick([0.8, 1, 1.5]);
  const rules: Record<Ruling, string> = {
    "top-bottom": `${T} { border-top: 0.8pt solid #111; border-bottom: 0.8pt solid #111; }`,
    "top-head-bottom": `${T} { border-top: 0.8pt solid #111; border-bottom: 0.8pt solid #111; } ${T} thead tr:last-child th { border-bottom: 0.4pt solid #111; }`,
    none: "",
  };
  return `.gv { font-size: ${rng.pick([9.5, 10, 10.5])}pt; } .gv p.cap { font-weight: 700; margin: 0.8em 0 0.2em; } .gv .nt { font-size: ${Math.max(6.5, fontPt - 1)}pt; margin: 0.2em 0 1em; }
${T} { width: ${rng.pick(["100%", "100%", "92%"])}; border-collapse: collapse; border: none; background: none; font-size: ${fontPt}pt; line-height: 1.2; margin: 0.3em 0 0.2em; }
${T} th, ${T} td { border: none; background: none; padding: ${pad}pt ${pad + 2}pt; font-size: ${fontPt}pt; color: #111; font-weight: normal; text-transform: none; letter-spacing: normal; }
${T} th { text-align: ${rng.pick(["center", "right"])}; vertical-align: bottom; font-weight: ${rng.pick([400, 600])}; }
${T} th.sp { text-align: center; border-bottom: ${rng.chance(0.5) ? "0.4pt solid #444" : "none"}; }
${T} th.stubhead { text-align: left; }
${T} th.unit { font-style: italic; text-align: ${rng.pick(["center", "right"])}; }
${T} td { vertical-align: top; }
${T} td.num { text-align: right; white-space: nowrap; }
${T} td.txt { text-align: left; width: ${rng.int(22, 30)}%; }
${T} td.stub { text-align: left; width: ${textCol ? rng.int(20, 26) : rng.int(24, 34)}%; padding-left: calc(${pad + 2}pt + var(--i, 0) * ${indent}em + 1em); text-indent: -1em; }
${T} td.i1 { --i: 1; } ${T} td.i2 { --i: 2; font-style: italic; }
${T} td.grp { font-weight: 700; padding-top: ${fontPt * 0.5}pt; }
${T} td.tot { font-weight: 700; }
${rules[ruling]}`;
}

/** One page (two for gov-continued) of a report with its tables. */
export function makeGovReportPage(rng: Rng, name: string, index: number): SynthDoc {
  // Families take turns, so every family holds a share of the corpus.
  const family = GOV_FAMILIES[index % GOV_FAMILIES.length] as Family;
  const look = rng.pick(LOOKS);
  const ruling = rng.pick<Ruling>(["top-bottom", "top-bottom", "top-head-bottom", "none"]);
  const fontPt = rng.pick([7.5, 8, 8.5, 9]);
  let no = rng.int(1, 40);
  const prose = () => `<p class="prose">${e(rng.pick(PROSE))} ${e(rng.pick(PROSE))}</p>`;
  const parts: string[] = [
    `<h3>${rng.int(1, 9)}. ${e(rng.pick(["Main results", "Sectoral developments", "Public finances", "Households and living conditions"]))}</h3>`,
    prose(),
  ];
  const tables: Region[][] = [];
  const mustPrint: string[] = [];
  const whole = (t: Table) => {
    parts.push(captionHtml(no, t, false), spannedTableHtml(t, 0, t.body.length, "gt"), notesHtml(t));
    tables.push([bodyRegion(t, 0, t.body.length, 1)]);
    no += 1;
  };
  const all: Table[] = [];
  if (family === "gov-continued") {
    const first = makeTable(rng, family, look, 1);
    const second = makeTable(rng, family, look, rng.int(4, 5));
    all.push(first, second);
    whole(first);
    parts.push(prose());
    const split = Math.min(second.body.length - 3, rng.int(7, 10));
    parts.push(captionHtml(no, second, false), spannedTableHtml(second, 0, split, "gt"), `<div style="break-after: page;"></div>`);
    parts.push(captionHtml(no, second, true), spannedTableHtml(second, split, second.body.length, "gt"), notesHtml(second), prose());
    tables.push([bodyRegion(second, 0, split, 1), bodyRegion(second, split, second.body.length, 2)]);
  } else {
    const t = makeTable(rng, family, look, rng.int(2, 3));
    all.push(t);
    whole(t);
    parts.push(prose());
  }
  for (const t of all) mustPrint.push(...[...t.head, ...t.body.flat()].map((c) => c.text).filter(Boolean));
  const body = `<style>${css(rng, ruling, fontPt, family === "gov-text")}</style><div class="gv">${parts.join("\n")}</div>`;
  const pages = family === "gov-continued" ? 2 : 1;
  const paper: HtmlPage["paper"] = { format: rng.pick(["A4", "Letter"] as const) };
  return {
    name,
    kind: "table-stat",
    family,
    render: {
      kind: "html",
      page: { body, title: "Annual report", theme: rng.pick(["default", "minimal", "technical"] as const), font: rng.pick(FONTS), paper },
    },
    ...tableTruth(name, tables),
    pages,
    // A continued table's second part may still run onto a third page without the prose (stub
    // labels wrapping in a narrow column): its rows are then set tighter.
    fit: [
      ".gv p.prose { display: none; }",
      "div.gv table.gt tr > th, div.gv table.gt tr > td { padding-top: 0.5pt; padding-bottom: 0.5pt; line-height: 1.1; }",
    ],
    mustPrint,
  };
}
