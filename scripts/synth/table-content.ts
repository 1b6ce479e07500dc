// The content of one synthetic statistical table, as government and statistics-office reports set
// them: a stub column of row labels (groups with indented sub-rows, some long enough to wrap),
// one or two levels of column headers (a spanning year or category over its sub-columns), and
// figures in the office's own number style: thousands separators, decimals, shares, negatives
// in parentheses or with a minus, footnote letters, and the marks for "not available".
// The truth is the cell structure of the ICDAR 2013 table competition: one cell per printed cell,
// spanning cells with their row/column range, blank cells left out.
import type { Rng } from "./random";

export interface TableCell {
  text: string;
  sr: number;
  sc: number;
  er: number;
  ec: number;
  /** Header cell (printed as <th>). */
  head?: boolean;
}

export interface TableContent {
  title: string;
  cells: TableCell[];
  rows: number;
  cols: number;
  /** Rows that are header rows (0..headerRows-1). */
  headerRows: number;
  /** Per body row: the stub label's indent level (0 group/plain, 1 sub-row). */
  indent: number[];
  /** Per body row: a group heading with no figures. */
  groupHeading: boolean[];
  /** Per column: how its cells are aligned. */
  align: Array<"left" | "right" | "center">;
  /** Notes printed under the table (source, footnote letters). */
  notes: string[];
}

export interface NumberLook {
  thousands: string;
  decimal: string;
  negative: "minus" | "dash" | "parens";
  /** "23.4 %" vs "23.4%" (shares), or shares without the sign (the header says %). */
  percent: " %" | "%" | "";
  /** What a missing figure prints as. */
  missing: readonly string[];
}

export const NUMBER_LOOKS: readonly NumberLook[] = [
  { thousands: ",", decimal: ".", negative: "parens", percent: "%", missing: ["n/a", "–"] },
  { thousands: " ", decimal: ",", negative: "minus", percent: " %", missing: [":", "–"] },
  { thousands: ".", decimal: ",", negative: "dash", percent: "", missing: ["-", "x"] },
  { thousands: ",", decimal: ".", negative: "minus", percent: "", missing: ["..", "n.a."] },
  { thousands: " ", decimal: ".", negative: "dash", percent: "%", missing: [":", "n/a"] },
];

// Invented places, bodies and measures: a statistics report's vocabulary, no real publication's.
const AREAS = [
  "Northvale",
  "Eastmarch",
  "Southmere",
  "Westholm",
  "Lakeshire",
  "Highmoor",
  "Rivenport",
  "Brackenfield",
  "Stonebridge",
  "Ashcombe",
  "Fernhollow",
  "Greywater",
  "Kestrel Bay",
  "Marrowdale",
  "Oakridge",
  "Pinecrest",
  "Queensford",
  "Redcliff",
  "Silverton",
  "Thornbury",
  "Umberlee",
  "Valemont",
  "Willowmere",
  "Yarrowby",
];
const SECTORS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["Primary production", ["Crop farming", "Livestock and dairy", "Forestry and logging", "Fishing and aquaculture"]],
  ["Manufacturing", ["Food and beverages", "Textiles and clothing", "Chemicals and plastics", "Machinery and transport equipment", "Basic metals"]],
  ["Energy and utilities", ["Electricity generation", "Gas distribution", "Water supply and sewerage", "Waste collection and treatment"]],
  [
    "Services",
    [
      "Wholesale and retail trade",
      "Transport and storage",
      "Accommodation and food service activities",
      "Information and communication",
      "Financial and insurance activities",
    ],
  ],
  ["Public sector", ["Public administration", "Education", "Human health and social work activities"]],
  ["Households", ["Heating and cooking", "Private transport", "Electrical appliances"]],
];
const MEASURES: ReadonlyArray<{ title: string; unit: string; scale: number; decimals: number }> = [
  { title: "Persons employed", unit: "thousands", scale: 880, decimals: 1 },
  { title: "Gross value added", unit: "million units at current prices", scale: 40000, decimals: 0 },
  { title: "Final energy consumption", unit: "kilotonnes of oil equivalent", scale: 8000, decimals: 0 },
  { title: "Public expenditure on programmes", unit: "million units", scale: 3000, decimals: 1 },
  { title: "Registered enterprises", unit: "number", scale: 60000, decimals: 0 },
  { title: "Emissions of greenhouse gases", unit: "kilotonnes CO2 equivalent", scale: 12000, decimals: 0 },
  { title: "Households with broadband access", unit: "% of households", scale: 100, decimals: 1 },
  { title: "Waste generated", unit: "thousand tonnes", scale: 6000, decimals: 1 },
];
const SUBHEADS: ReadonlyArray<readonly string[]> = [
  ["Males", "Females", "Both sexes"],
  ["Value", "Share (%)"],
  ["Q1", "Q2", "Q3", "Q4"],
  ["Amount", "Change (%)"],
  ["Public", "Private"],
  ["Urban areas", "Rural areas"],
  ["Level", "Index"],
];
const STUB_HEADS = ["Sector", "Region", "Area", "Activity", "Breakdown", "Item", "Programme", ""];
const SOURCES = [
  "Source: Office for National Accounts, annual survey.",
  "Source: Ministry of Planning, administrative records.",
  "Source: Statistical register of enterprises.",
  "Source: Joint inventory of the regional agencies.",
];
const MARKERS = ["a", "b", "c", "*", "p", "e"];
const MARKER_NOTES: Record<string, string> = {
  a: "a Break in series.",
  b: "b Estimate of the reporting agency.",
  c: "c Confidential, included in the total.",
  "*": "* Provisional figures.",
  p: "p Provisional.",
  e: "e Estimated.",
};

function groupDigits(int: string, sep: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** A figure printed in `look`: grouped, with its decimals, sign and share mark. */
export function formatFigure(value: number, decimals: number, look: NumberLook, share = false): string {
  const [int, frac] = Math.abs(value).toFixed(decimals).split(".") as [string, string | undefined];
  const body = `${groupDigits(int, look.thousands)}${frac ? look.decimal + frac : ""}${share ? look.percent : ""}`;
  // A figure that rounds to zero prints without a sign.
  return value < 0 && Number(Math.abs(value).toFixed(decimals)) > 0 ? negative(body, look) : body;
}

const negative = (body: string, look: NumberLook) => (look.negative === "parens" ? `(${body})` : look.negative === "minus" ? `−${body}` : `-${body}`);

export interface ContentOptions {
  /** Data columns (beside the stub). */
  dataCols: number;
  bodyRows: number;
  /** Two header levels with spanning cells. */
  twoLevels: boolean;
  /** Groups with indented sub-rows. */
  grouped: boolean;
  look: NumberLook;
}

/** Figures for one row: share columns in percent, changes signed, the rest on the measure's scale. */
function rowFigures(rng: Rng, kinds: Array<"level" | "share" | "change">, scale: number, decimals: number, look: NumberLook, markers: Set<string>): string[] {
  return kinds.map((kind) => {
    if (rng.chance(0.04)) return "";
    if (rng.chance(0.04)) return rng.pick(look.missing);
    const value =
      kind === "share" ? rng.next() * 60 : kind === "change" ? (rng.next() - 0.4) * 30 : scale * (0.02 + rng.next()) * (rng.chance(0.15) ? 0.01 : 1);
    let text = formatFigure(value, kind === "level" ? decimals : 1, look, kind === "share");
    if (rng.chance(0.05)) {
      const marker = rng.pick(MARKERS);
      markers.add(marker);
      text += marker;
    }
    return text;
  });
}

const MEASURE_NAMES = [
  "Skills voucher scheme",
  "Rural broadband fund",
  "Energy renovation grants",
  "Apprenticeship bonus",
  "Clean transport programme",
  "Small business guarantee facility",
  "Flood protection works",
  "Digital public services plan",
];
const OBJECTIVES = [
  "Raise participation of adults in training",
  "Connect remote households to fast networks",
  "Reduce heating demand of older dwellings",
  "Increase the number of new apprentices",
  "Replace older buses with cleaner vehicles",
  "Ease access to credit for small firms",
  "Protect settlements along the main rivers",
  "Move common procedures online",
];
const BODIES = [
  "Ministry of Labour",
  "Regional development agency",
  "Energy agency",
  "Ministry of Transport",
  "Promotional bank",
  "Water authority",
  "Office for digital services",
];
const STATUS = ["Implemented", "Ongoing", "Planned", "Partly implemented", "Under review"];

/** A table of words, not figures: measures with their objective, responsible body, status and budget (wrapping cells). */
export function textTableContent(rng: Rng, look: NumberLook, rows: number): TableContent {
  const heads = ["Measure", "Objective", "Responsible body", "Status", rng.pick(["Budget (million)", "Budget", "Funding (million units)"])];
  const cells: TableCell[] = heads.map((text, c) => ({ text, sr: 0, sc: c, er: 0, ec: c, head: true }));
  const names = rng.shuffle(MEASURE_NAMES).slice(0, rows);
  names.forEach((name, i) => {
    const r = i + 1;
    const texts = [
      name,
      rng.pick(OBJECTIVES),
      rng.pick(BODIES),
      rng.pick(STATUS),
      rng.chance(0.1) ? rng.pick(look.missing) : formatFigure(rng.next() * 940 + 1, 1, look),
    ];
    texts.forEach((text, c) => cells.push({ text, sr: r, sc: c, er: r, ec: c }));
  });
  return {
    title: `Measures adopted under the ${rng.pick(["national reform programme", "regional strategy", "recovery plan"])}`,
    cells,
    rows: names.length + 1,
    cols: heads.length,
    headerRows: 1,
    indent: names.map(() => 0),
    groupHeading: names.map(() => false),
    align: ["left", "left", "left", "left", "right"],
    notes: [rng.pick(SOURCES)],
  };
}

export function tableContent(rng: Rng, options: ContentOptions): TableContent {
  const measure = rng.pick(MEASURES);
  const firstYear = rng.int(1998, 2021);
  const cells: TableCell[] = [];
  const head: string[] = [];
  const kinds: Array<"level" | "share" | "change"> = [];
  let headerRows = 1;
  const stubHead = rng.pick(STUB_HEADS);
  if (options.twoLevels) {
    headerRows = 2;
    // At least two spanning groups where the columns allow it.
    const fits = SUBHEADS.filter((s) => 2 * s.length <= Math.max(4, options.dataCols));
    const sub = rng.pick(fits);
    const groups = Math.max(1, Math.floor(options.dataCols / sub.length));
    const byYear = rng.chance(0.6);
    for (let g = 0; g < groups; g++) {
      const sc = 1 + g * sub.length;
      const top = byYear ? String(firstYear + g) : `${rng.pick(["Period", "Phase", "Wave"])} ${g + 1}`;
      cells.push({ text: top, sr: 0, sc, er: 0, ec: sc + sub.length - 1, head: true });
      sub.forEach((s, k) => {
        cells.push({ text: s, sr: 1, sc: sc + k, er: 1, ec: sc + k, head: true });
        kinds.push(/%/.test(s) ? (/Change/.test(s) ? "change" : "share") : "level");
      });
    }
    // The stub's head spans both header rows (bottom-aligned, as reports set it).
    if (stubHead) cells.push({ text: stubHead, sr: 0, sc: 0, er: 1, ec: 0, head: true });
  } else {
    for (let c = 0; c < options.dataCols; c++) {
      const kind = c > 0 && rng.chance(0.2) ? rng.pick(["share", "change"] as const) : "level";
      kinds.push(kind);
      head.push(kind === "share" ? `Share ${firstYear + c} (%)` : kind === "change" ? `Change ${firstYear + c} (%)` : String(firstYear + c));
    }
    if (stubHead) cells.push({ text: stubHead, sr: 0, sc: 0, er: 0, ec: 0, head: true });
    head.forEach((text, c) => cells.push({ text, sr: 0, sc: c + 1, er: 0, ec: c + 1, head: true }));
  }
  const cols = 1 + kinds.length;
  const markers = new Set<string>();
  const labels: Array<{ text: string; indent: number; heading: boolean }> = [];
  if (options.grouped) {
    for (const [group, members] of rng.shuffle(SECTORS)) {
      if (labels.length >= options.bodyRows) break;
      const subs = rng.shuffle(members).slice(0, rng.int(2, Math.min(4, members.length)));
      const heading = rng.chance(0.5);
      labels.push({ text: group, indent: 0, heading });
      for (const s of subs) labels.push({ text: s, indent: 1, heading: false });
    }
  } else {
    for (const area of rng.shuffle(AREAS).slice(0, options.bodyRows)) labels.push({ text: area, indent: 0, heading: false });
  }
  if (rng.chance(0.6)) labels.push({ text: rng.pick(["Total", "All areas", "Total, all activities"]), indent: 0, heading: false });
  labels.forEach((label, i) => {
    const r = headerRows + i;
    cells.push({ text: label.text, sr: r, sc: 0, er: r, ec: 0 });
    if (label.heading) return;
    rowFigures(rng, kinds, measure.scale, measure.decimals, options.look, markers).forEach((text, c) => {
      if (text) cells.push({ text, sr: r, sc: c + 1, er: r, ec: c + 1 });
    });
  });
  const notes = [rng.pick(SOURCES), ...[...markers].sort().map((m) => MARKER_NOTES[m] as string)];
  if (rng.chance(0.4)) notes.push(`Note: figures in ${measure.unit}; totals may differ from the sum of their parts due to rounding.`);
  return {
    title: `${measure.title} by ${options.grouped ? "activity" : "area"}, ${firstYear}${options.twoLevels ? "" : `–${firstYear + kinds.length - 1}`} (${measure.unit})`,
    cells,
    rows: headerRows + labels.length,
    cols,
    headerRows,
    indent: labels.map((l) => l.indent),
    groupHeading: labels.map((l) => l.heading),
    align: ["left", ...kinds.map(() => (rng.chance(0.85) ? "right" : "center"))],
    notes,
  };
}
