// The content of one synthetic table in the manner of US government statistical publications
// (statistical abstracts, census and labour-force reports): a stub of characteristics in an
// indented hierarchy (a parent line with no figures, its categories indented under it, some
// indented twice), section rows heading the body ("Total", "Male", "Female") that repeat the stub,
// column heads of two or three levels (spanners over their columns, a unit line over them all),
// and figures with footnote references ("1,234 1/"), the marks for missing data ("(NA)", "(X)",
// "—", "Z", "(D)") and negatives in parentheses. Truth: ICDAR 2013 cells as in table-content.ts.
import { formatFigure, type NumberLook, type TableCell } from "./table-content";
import type { Rng } from "./random";

/** One body row: a data line, a parent line without figures, or a section head across the table. */
export interface StatRow {
  kind: "data" | "parent" | "section";
  label: string;
  indent: number;
  /** Texts of the data columns ("" = blank). */
  values: string[];
}

export interface StatTable {
  title: string;
  /** "[In thousands of dollars. …]" printed between the title and the table. */
  headnote: string | null;
  /** Header cells (rows 0..headerRows-1), the stub head among them. */
  head: TableCell[];
  headerRows: number;
  /** Data columns beside the stub. */
  dataCols: number;
  rows: StatRow[];
  notes: string[];
  /** Section heads are centred across the whole table (one spanning cell), not set in the stub. */
  sectionsSpan: boolean;
}

const US_LOOK: NumberLook = { thousands: ",", decimal: ".", negative: "parens", percent: "", missing: [] };
const MINUS_LOOK: NumberLook = { ...US_LOOK, negative: "minus" };

// Characteristic groups a stub is built from: a parent line, then its categories (a category may
// carry sub-categories indented once more).
const GROUPS: ReadonlyArray<readonly [string, ReadonlyArray<string | readonly [string, readonly string[]]>]> = [
  [
    "Age:",
    ["16 to 19 years", "20 to 24 years", ["25 to 54 years", ["25 to 34 years", "35 to 44 years", "45 to 54 years"]], "55 to 64 years", "65 years and over"],
  ],
  ["Race and origin:", ["White alone", "Black alone", "Asian alone", "Two or more races", "Hispanic origin (any race)"]],
  ["Region:", [["Northeast", ["New England", "Middle Atlantic"]], ["Midwest", ["East North Central", "West North Central"]], "South", "West"]],
  [
    "Educational attainment:",
    [
      "Less than a high school diploma",
      "High school graduates, no college",
      ["Some college or associate degree", ["Some college, no degree", "Associate degree"]],
      "Bachelor's degree and higher",
    ],
  ],
  ["Household income:", ["Under $15,000", "$15,000 to $24,999", "$25,000 to $49,999", "$50,000 to $74,999", "$75,000 and over"]],
  [
    "Industry:",
    [
      ["Goods-producing", ["Construction", "Manufacturing", "Mining and logging"]],
      ["Service-providing", ["Retail trade", "Health care and social assistance", "Leisure and hospitality"]],
      "Government",
    ],
  ],
  ["Size of enterprise:", ["Fewer than 20 employees", "20 to 99 employees", "100 to 499 employees", "500 employees or more"]],
  ["Tenure:", ["Owner occupied", "Renter occupied"]],
];
const SECTION_SETS: readonly (readonly string[])[] = [
  ["Total", "Male", "Female"],
  ["Both sexes", "Men", "Women"],
  ["All workers", "Full-time workers", "Part-time workers"],
  ["Urban", "Rural"],
  ["All households", "Family households", "Nonfamily households"],
];
const STUB_HEADS = ["Characteristic", "Item", "Year and characteristic", "Industry and characteristic", "Selected characteristic", "Subject", ""];
const SUBHEADS: readonly (readonly string[])[] = [
  ["Number", "Percent"],
  ["Estimate", "Margin of error"],
  ["Number", "Rate"],
  ["Total", "Male", "Female"],
  ["Employed", "Unemployed"],
  ["Full-time", "Part-time"],
  ["Amount", "Percent change"],
];
const SPANNERS: readonly (readonly string[])[] = [
  ["Civilian labor force", "Not in labor force"],
  ["Owner occupied", "Renter occupied"],
  ["Metropolitan", "Nonmetropolitan"],
  ["Private sector", "Public sector"],
  ["Current dollars", "Constant dollars"],
];
const TOPS = ["Persons 16 years old and over", "All establishments", "Households", "Population in the survey area", "Total receipts"];
const UNITS = [
  "In thousands of dollars",
  "In thousands",
  "Numbers in thousands",
  "In millions of dollars",
  "Percent distribution",
  "Rate per 1,000 population",
];
const AGENCIES = ["Bureau of Regional Statistics", "Office of Labor Analysis", "Division of Housing Surveys", "Agency for Business Data"];
const SURVEYS = ["Annual Household Survey", "Quarterly Establishment Census", "Survey of Small Enterprises", "Current Employment Sample"];
const TITLES = [
  "Employment Status of the Population by Selected Characteristics",
  "Money Income of Households by Selected Characteristics",
  "Establishments, Employees, and Payroll by Industry",
  "Housing Units and Occupancy by Selected Characteristics",
  "Earnings of Full-Time Workers by Selected Characteristics",
];
/** What a missing figure prints as, with its note. */
const MISSING: ReadonlyArray<readonly [string, string]> = [
  ["(NA)", "NA Not available."],
  ["(X)", "X Not applicable."],
  ["—", "— Represents zero."],
  ["Z", "Z Less than 500 or .05 percent."],
  ["(D)", "D Withheld to avoid disclosing data for individual companies."],
  ["(S)", "S Figure does not meet publication standards."],
  ["-", "- Represents or rounds to zero."],
];

/** The header cells: stub head, up to three levels of column heads over `dataCols` columns. */
function header(rng: Rng, levels: number, unitRow: boolean): { head: TableCell[]; headerRows: number; dataCols: number; kinds: Array<"count" | "rate"> } {
  const sub = rng.pick(SUBHEADS);
  const kinds: Array<"count" | "rate"> = [];
  const head: TableCell[] = [];
  const top = unitRow ? 1 : 0;
  let dataCols: number;
  if (levels === 1) {
    const years = rng.int(4, 8);
    const first = rng.int(1995, 2016);
    dataCols = years;
    for (let c = 0; c < years; c++) {
      head.push({ text: String(first + c), sr: top, sc: 1 + c, er: top, ec: 1 + c, head: true });
      kinds.push(rng.chance(0.3) ? "rate" : "count");
    }
  } else {
    // A leading "Total" column stands beside the spanners, its head spanning every level.
    const lead = rng.chance(0.5);
    const firstYear = rng.int(1995, 2012);
    const step = rng.pick([1, 5, 10]);
    const spanners = levels === 3 ? rng.pick(SPANNERS) : Array.from({ length: rng.int(2, 3) }, (_, g) => String(firstYear + step * g));
    const perSpanner = levels === 3 ? rng.pick([["Total", ...sub], [...sub]]) : sub;
    const headerBottom = top + levels - 1;
    let c = 1;
    if (lead) {
      head.push({ text: rng.pick(["Total", "All persons", "Total, all"]), sr: top, sc: 1, er: headerBottom, ec: 1, head: true });
      kinds.push("count");
      c = 2;
    }
    const spanStart = c;
    for (const s of spanners) {
      const row = levels === 3 ? top + 1 : top;
      head.push({ text: s, sr: row, sc: c, er: row, ec: c + perSpanner.length - 1, head: true });
      for (const p of perSpanner) {
        head.push({ text: p, sr: headerBottom, sc: c, er: headerBottom, ec: c, head: true });
        kinds.push(/Percent|Rate|Margin/.test(p) ? "rate" : "count");
        c++;
      }
    }
    if (levels === 3) head.push({ text: rng.pick(TOPS), sr: top, sc: spanStart, er: top, ec: c - 1, head: true });
    dataCols = c - 1;
  }
  const headerRows = top + levels;
  if (unitRow) head.push({ text: `(${rng.pick(UNITS)})`, sr: 0, sc: 1, er: 0, ec: dataCols, head: true });
  const stubHead = rng.pick(STUB_HEADS);
  if (stubHead) head.push({ text: stubHead, sr: 0, sc: 0, er: headerRows - 1, ec: 0, head: true });
  return { head, headerRows, dataCols, kinds };
}

/** The stub lines of some characteristic groups, in an indented hierarchy. */
function stubLines(rng: Rng, maxLines: number): Array<{ label: string; indent: number; parent: boolean }> {
  const out: Array<{ label: string; indent: number; parent: boolean }> = [];
  for (const [parent, members] of rng.shuffle(GROUPS)) {
    if (out.length >= maxLines) break;
    out.push({ label: parent, indent: 0, parent: true });
    for (const m of members) {
      if (typeof m === "string") out.push({ label: m, indent: 1, parent: false });
      else {
        // A sub-group's head carries figures (its total) or none.
        out.push({ label: m[0], indent: 1, parent: rng.chance(0.3) });
        for (const s of m[1]) out.push({ label: s, indent: 2, parent: false });
      }
    }
  }
  const kept = out.slice(0, maxLines);
  while (kept.length && (kept[kept.length - 1] as { parent: boolean }).parent) kept.pop();
  return kept;
}

export interface StatOptions {
  levels: 1 | 2 | 3;
  unitRow: boolean;
  sections: boolean;
  maxStubLines: number;
}

export function statTable(rng: Rng, options: StatOptions): StatTable {
  const { head, headerRows, dataCols, kinds } = header(rng, options.levels, options.unitRow);
  const look = rng.chance(0.75) ? US_LOOK : MINUS_LOOK;
  const marks = new Map<string, string>();
  const footnotes = new Set<number>();
  const figure = (kind: "count" | "rate", scale: number): string => {
    if (rng.chance(0.06)) {
      const [mark, note] = rng.pick(MISSING);
      marks.set(mark, note);
      return mark;
    }
    const negative = kind === "rate" && rng.chance(0.15);
    const magnitude = kind === "rate" ? rng.next() * 99 : scale * (0.05 + rng.next()) * (rng.chance(0.2) ? 0.01 : 1);
    let text = formatFigure(negative ? -magnitude : magnitude, kind === "rate" ? 1 : rng.chance(0.3) ? 1 : 0, look);
    if (rng.chance(0.05)) {
      const n = rng.int(1, 4);
      footnotes.add(n);
      text += ` ${n}/`;
    }
    return text;
  };
  const scale = rng.pick([900, 25_000, 480_000, 3_600_000]);
  const lines = stubLines(rng, options.maxStubLines);
  const rows: StatRow[] = [];
  const dataLine = (label: string, indent: number): StatRow => ({ kind: "data", label, indent, values: kinds.map((k) => figure(k, scale)) });
  const total = rng.pick(["Total", "All persons", "Total, all households", "All industries"]);
  const sections = options.sections ? rng.pick(SECTION_SETS) : [null];
  for (const section of sections) {
    if (section) rows.push({ kind: "section", label: section, indent: 0, values: [] });
    rows.push(dataLine(total, 0));
    for (const l of lines) rows.push(l.parent ? { kind: "parent", label: l.label, indent: l.indent, values: [] } : dataLine(l.label, l.indent));
  }
  // A footnote reference on a stub label ("Hispanic origin 2/").
  const labelled = rows.filter((r) => r.kind === "data" && r.indent > 0);
  if (labelled.length && rng.chance(0.4)) {
    const n = rng.int(1, 4);
    footnotes.add(n);
    rng.pick(labelled).label += ` ${n}/`;
  }
  const notes = [
    ...[...marks.values()],
    ...[...footnotes]
      .sort()
      .map(
        (n) =>
          `${n}/ ${rng.pick(["Includes persons who did not report.", "Data revised since the previous edition.", "Excludes members of the armed forces.", "Based on a sample; see the appendix for standard errors."])}`,
      ),
    `Source: ${rng.pick(AGENCIES)}, ${rng.pick(SURVEYS)}.`,
  ];
  return {
    title: rng.pick(TITLES),
    headnote:
      options.unitRow || rng.chance(0.5)
        ? null
        : `[${rng.pick(UNITS)}. ${rng.pick(["For definitions, see text", "Data are annual averages", "As of the end of the year", "Based on a sample of households"])}]`,
    head,
    headerRows,
    dataCols,
    rows,
    notes,
    sectionsSpan: rng.chance(0.6),
  };
}

/** Truth cells of body rows `rows` placed from grid row `from` (a section head spans the table). */
export function bodyCells(t: StatTable, rows: StatRow[], from: number): TableCell[] {
  const cells: TableCell[] = [];
  rows.forEach((r, i) => {
    const sr = from + i;
    if (r.kind === "section") {
      cells.push({ text: r.label, sr, sc: 0, er: sr, ec: t.sectionsSpan ? t.dataCols : 0 });
      return;
    }
    cells.push({ text: r.label, sr, sc: 0, er: sr, ec: 0 });
    r.values.forEach((v, c) => {
      if (v) cells.push({ text: v, sr, sc: c + 1, er: sr, ec: c + 1 });
    });
  });
  return cells;
}
