// Synthetic pages of European statistical publications for the table_dump preset (families of
// synth-tables-stat from a stream of their own, corpus.ts), the EU half of ICDAR 2013 that the US
// layouts of table-stat.ts do not cover:
//   eu-flags  a country table of a statistical office: aggregates first ("Union total", "Currency
//             area"), then member countries; many narrow year columns (landscape when they do not
//             fit), a units row under the years, figures with flags after them ("12.4 p", "1 203 b",
//             ":" not available), in the office's number style; the header shaded, rules between
//             rows, three rules, or no rules at all; prose above and below;
//   panels    a table of stacked panels ("Panel A. By sex", "B. By age group"), each under a
//             heading row of its own and some under their own sub-header row, column heads of
//             several lines with their units ("Persons employed (thousands)").
// Truth: ICDAR 2013 cells; a flag is part of its figure's cell, a panel heading set across the
// table is one cell spanning every column, one set in the stub a stub cell.
import { escapeHtml as e } from "./formats";
import type { HtmlPage } from "./render";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { formatFigure, type NumberLook, type TableCell } from "./table-content";
import { onePageStatDoc } from "./table-stat";

export const EUROPE_FAMILIES = ["eu-flags", "panels"] as const;
type Family = (typeof EUROPE_FAMILIES)[number];
type Ruling = "shaded" | "three-rules" | "row-rules" | "none";

const LOOKS: readonly NumberLook[] = [
  { thousands: " ", decimal: ".", negative: "minus", percent: "", missing: [] },
  { thousands: ",", decimal: ".", negative: "minus", percent: "", missing: [] },
  { thousands: "", decimal: ".", negative: "minus", percent: "", missing: [] },
  { thousands: " ", decimal: ",", negative: "minus", percent: "", missing: [] },
  { thousands: ".", decimal: ",", negative: "minus", percent: "", missing: [] },
];
// Invented member states and groupings: no real publication's rows.
const AGGREGATES = ["Union total", "Union (28 members)", "Currency area", "Currency area (19)", "Northern group", "Candidate countries"];
const COUNTRIES = [
  "Arvenia",
  "Belmark",
  "Carpathia Minor",
  "Dalvonia",
  "Estmaa",
  "Fennoria",
  "Galdovia",
  "Hesperin",
  "Istravia",
  "Jorvik Isles",
  "Kastellia",
  "Lusmark",
  "Moravel",
  "Nordhaven",
  "Ostrava Plains",
  "Pelagonia",
  "Quarneria",
  "Rhodania",
  "Saxmere",
  "Transalvia",
  "Ulmaria",
  "Valdera",
  "Wendmark",
  "Zeelandia",
];
const OTHERS = ["Fjellmark", "Alpenrand", "Montaria", "Serravia"];
const EU_TITLES = [
  "Gross domestic product at market prices",
  "Employment rate of persons aged 20 to 64",
  "Household saving rate",
  "Energy imports dependency",
  "Arrivals of residents at tourist accommodation",
  "Government gross debt",
  "Early leavers from education and training",
  "Expenditure on research and development",
];
const UNITS = ["EUR million", "% of GDP", "%", "thousands", "1 000 tonnes", "index 2015=100", "per 100 000 inhabitants", "PPS per inhabitant"];
const STUB_HEADS = ["", "", "Country", "GEO/TIME", "Member state", "Territory"];
/** Flags after a figure, with the legend line they need. */
const FLAGS: ReadonlyArray<readonly [string, string]> = [
  ["p", "p provisional"],
  ["b", "b break in time series"],
  ["e", "e estimated"],
  ["u", "u low reliability"],
  ["c", "c confidential"],
  ["d", "d definition differs, see metadata"],
];
const MISSING: ReadonlyArray<readonly [string, string]> = [
  [":", ": not available"],
  ["–", "– not applicable"],
  ["..", ".. not available"],
  ["n.a.", "n.a. not available"],
];
const PROSE = [
  "The indicator rose in most member states over the period, although the pace of growth slowed markedly in the last two years shown.",
  "Differences between the member states remain large: the highest values were recorded in the north of the Union, the lowest in the south-east.",
  "Data for the latest year are provisional for several countries and may be revised in the next release of the series.",
  "Breaks in series reflect changes in national methodology; the flags in the table identify the countries and years concerned.",
  "The aggregates are calculated from the national data and include estimates for the countries that had not yet reported.",
  "Figures are rounded and may therefore not add up to the totals shown; growth rates are computed from unrounded data.",
];

interface Grid {
  cells: TableCell[];
  /** Row classes for the markup: header rows, panel headings, sub-header rows, body rows. */
  rowKind: Array<"head" | "units" | "panel" | "subhead" | "body" | "first">;
  cols: number;
  notes: string[];
  title: string;
}

const prose = (rng: Rng) => `<p class="pr">${e(rng.shuffle(PROSE).slice(0, rng.int(2, 3)).join(" "))}</p>`;

/** A country table: stub head and years, a units row (or none), aggregates, members, others. */
function euFlags(rng: Rng): Grid {
  const look = rng.pick(LOOKS);
  const years = rng.int(7, 14);
  const first = rng.int(2003, 2012);
  const cells: TableCell[] = [];
  const rowKind: Grid["rowKind"] = ["head"];
  const stubHead = rng.pick(STUB_HEADS);
  if (stubHead) cells.push({ text: stubHead, sr: 0, sc: 0, er: 0, ec: 0, head: true });
  for (let c = 0; c < years; c++) cells.push({ text: String(first + c), sr: 0, sc: 1 + c, er: 0, ec: 1 + c, head: true });
  const unit = rng.pick(UNITS);
  const unitsRow = rng.chance(0.4);
  if (unitsRow) {
    rowKind.push("units");
    // The unit set once across the years, or under each year.
    if (rng.chance(0.5)) cells.push({ text: `(${unit})`, sr: 1, sc: 1, er: 1, ec: years, head: true });
    else for (let c = 0; c < years; c++) cells.push({ text: unit.length > 6 ? "%" : unit, sr: 1, sc: 1 + c, er: 1, ec: 1 + c, head: true });
  }
  const flagsUsed = new Map<string, string>();
  const scale = rng.pick([12, 95, 4_800, 310_000]);
  const decimals = scale < 100 ? 1 : rng.pick([0, 1]);
  const figure = () => {
    if (rng.chance(0.07)) {
      const [mark, legend] = rng.pick(MISSING);
      flagsUsed.set(mark, legend);
      return mark;
    }
    const v = scale * (0.1 + rng.next()) * (scale < 100 && rng.chance(0.1) ? -0.2 : 1);
    let text = formatFigure(v, decimals, look);
    if (rng.chance(0.12)) {
      const [flag, legend] = rng.pick(FLAGS);
      flagsUsed.set(flag, legend);
      text += ` ${flag}`;
    }
    return text;
  };
  const labels = [
    ...rng.shuffle(AGGREGATES).slice(0, rng.int(1, 3)),
    ...rng
      .shuffle(COUNTRIES)
      .slice(0, rng.int(10, 18))
      .sort((a, b) => a.localeCompare(b)),
    ...(rng.chance(0.5) ? rng.shuffle(OTHERS).slice(0, rng.int(1, 3)) : []),
  ];
  labels.forEach((label, i) => {
    const sr = rowKind.length;
    rowKind.push(i === 0 ? "first" : "body");
    cells.push({ text: label, sr, sc: 0, er: sr, ec: 0 });
    for (let c = 0; c < years; c++) cells.push({ text: figure(), sr, sc: 1 + c, er: sr, ec: 1 + c });
  });
  const notes = [
    [...flagsUsed.values()].join("; "),
    `Source: ${rng.pick(["Statistical Office of the Union", "National statistical institutes", "Union labour force survey"])} (online data code: ${rng.pick(["nrg", "lfsa", "tour", "gov"])}_${rng.int(10, 99)}${rng.pick(["a", "b", "h", "q"])})`,
  ].filter(Boolean);
  const title = `${rng.pick(EU_TITLES)}, ${first}–${first + years - 1}${unitsRow ? "" : ` (${unit})`}`;
  return { cells, rowKind, cols: years + 1, notes, title };
}

const PANEL_SETS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["By sex", ["Men", "Women"]],
  ["By age group", ["15 to 24 years", "25 to 54 years", "55 to 64 years", "65 years or over"]],
  ["By educational attainment", ["Lower secondary or less", "Upper secondary", "Tertiary"]],
  ["By region", ["Capital region", "Northern regions", "Southern regions", "Islands"]],
  ["By country of birth", ["Native-born", "Born in another member state", "Born outside the Union"]],
  ["By type of household", ["Single person", "Two adults", "Two adults with children", "Single parent"]],
];
const COLUMN_HEADS = [
  "Persons employed (thousands)",
  "Employment rate (%)",
  "Change on previous year (percentage points)",
  "Median net income (EUR)",
  "Usual weekly hours worked",
  "Share of part-time workers (%)",
  "At-risk-of-poverty rate (%)",
  "Population (thousands)",
  "Temporary contracts (% of employees)",
];
const PANEL_LETTER = (k: number, style: number) => (["Panel A. ", "A. ", "A: "][style] ?? "").replace("A", String.fromCharCode(65 + k));

/** A table of two or three stacked panels sharing the column heads (some panels repeat them). */
function panels(rng: Rng): Grid {
  const look = rng.pick(LOOKS);
  const heads = rng.shuffle(COLUMN_HEADS).slice(0, rng.int(3, 5));
  const cols = heads.length + 1;
  const cells: TableCell[] = [];
  const rowKind: Grid["rowKind"] = [];
  const headRow = (sr: number) => heads.forEach((h, c) => cells.push({ text: h, sr, sc: 1 + c, er: sr, ec: 1 + c, head: true }));
  const stubHead = rng.pick(["", "", "Characteristic", "Group"]);
  if (stubHead) cells.push({ text: stubHead, sr: 0, sc: 0, er: 0, ec: 0, head: true });
  headRow(0);
  rowKind.push("head");
  const across = rng.chance(0.5);
  const repeat = rng.chance(0.4);
  const letterStyle = rng.int(0, 2);
  const sets = rng.shuffle(PANEL_SETS).slice(0, rng.int(2, 3));
  const year = rng.int(2010, 2022);
  const figure = (c: number) => {
    if (rng.chance(0.04)) return rng.pick([":", "–"]);
    const h = heads[c] as string;
    const rate = /%|rate|hours|points/i.test(h);
    const v = rate ? (/points/.test(h) ? (rng.next() - 0.4) * 6 : 5 + rng.next() * 80) : rng.pick([900, 24_000, 310_000]) * (0.1 + rng.next());
    return formatFigure(v, rate ? 1 : rng.pick([0, 1]), look);
  };
  sets.forEach(([panel, labels], k) => {
    const sr = rowKind.length;
    rowKind.push("panel");
    cells.push({ text: `${PANEL_LETTER(k, letterStyle)}${panel}`, sr, sc: 0, er: sr, ec: across ? cols - 1 : 0 });
    if (repeat && k > 0) {
      headRow(rowKind.length);
      rowKind.push("subhead");
    }
    for (const label of [rng.pick(["Total", "All persons", `Total, ${year}`]), ...labels]) {
      const r = rowKind.length;
      rowKind.push("body");
      cells.push({ text: label, sr: r, sc: 0, er: r, ec: 0 });
      heads.forEach((_, c) => cells.push({ text: figure(c), sr: r, sc: 1 + c, er: r, ec: 1 + c }));
    }
  });
  const notes = [
    `Note: ${rng.pick([": not available.", "Persons aged 15 to 64.", "Annual averages."])}`,
    `Source: ${rng.pick(["Union labour force survey", "Survey on income and living conditions"])}, ${year}.`,
  ];
  return {
    cells,
    rowKind,
    cols,
    notes,
    title: `${rng.pick(["Labour market situation", "Income and living conditions", "Population and employment"])} by selected characteristics, ${year}`,
  };
}

function css(ruling: Ruling, fontPt: number, padPt: number, colEm: number | null): string {
  const T = ".eu table";
  const base = `${T} { border-collapse: collapse; border: none; background: none; font-size: ${fontPt}pt; line-height: 1.2; margin: 0.3em 0; }
${T} th, ${T} td { border: none; background: none; padding: ${padPt}pt ${padPt + 2}pt; font-size: ${fontPt}pt; color: #111; font-weight: normal; text-transform: none; letter-spacing: normal; }
${T} th { text-align: right; vertical-align: bottom; }
${T} th.stub { text-align: left; }
${T} td { text-align: right; white-space: nowrap; }
${T} td.stub { text-align: left; white-space: normal; }
${T} tr.panel td { text-align: left; font-weight: 700; padding-top: ${fontPt * 0.6}pt; }
${T} tr.panel td.across { text-align: ${colEm ? "left" : "center"}; }
${T} tr.subhead th { font-style: italic; }
${T} tr.units th { font-style: italic; font-weight: normal; text-align: right; }
${colEm ? `${T} th.fig { width: ${colEm}em; white-space: normal; }` : ""}`;
  const own: Record<Ruling, string> = {
    shaded: `${T} thead th { background: #dce6f0; } ${T} tbody tr td { border-bottom: 0.4pt dotted #889; } ${T} tbody tr.first td { border-top: 0.6pt solid #333; }`,
    "three-rules": `${T} { border-top: 0.8pt solid #111; border-bottom: 0.8pt solid #111; } ${T} thead tr:last-child th { border-bottom: 0.5pt solid #111; }`,
    "row-rules": `${T} tbody tr td { border-bottom: 0.3pt solid #aaa; } ${T} thead tr:last-child th { border-bottom: 0.8pt solid #111; }`,
    none: "",
  };
  return `${base}\n${own[ruling]}`;
}

/** A wrapping head never breaks at a word's hyphen ("part-time" stays whole). */
const nowrapHyphens = (text: string) =>
  text
    .split(" ")
    .map((w) => (w.includes("-") ? `<span style="white-space: nowrap">${e(w)}</span>` : e(w)))
    .join(" ");

function tableHtml(g: Grid): string {
  const at = new Map(g.cells.map((c) => [`${c.sr}:${c.sc}`, c]));
  const rows = g.rowKind.map((kind, r) => {
    const head = kind === "head" || kind === "units" || kind === "subhead";
    const out: string[] = [];
    for (let c = 0; c < g.cols;) {
      const cell = at.get(`${r}:${c}`);
      const span = cell ? cell.ec - cell.sc + 1 : 1;
      const cls = [c === 0 ? "stub" : "fig", ...(span > 1 && kind === "panel" ? ["across"] : [])].join(" ");
      const tag = head ? "th" : "td";
      out.push(`<${tag} class="${cls}"${span > 1 ? ` colspan="${span}"` : ""}>${cell ? nowrapHyphens(cell.text) : ""}</${tag}>`);
      c += span;
    }
    return { head, html: `<tr class="${kind}">${out.join("")}</tr>` };
  });
  const headHtml = rows.filter((r, i) => r.head && g.rowKind[i] !== "subhead").map((r) => r.html);
  const bodyHtml = rows.filter((r, i) => !(r.head && g.rowKind[i] !== "subhead")).map((r) => r.html);
  return `<table><thead>${headHtml.join("")}</thead><tbody>${bodyHtml.join("")}</tbody></table>`;
}

export function makeEuropeanStatPage(rng: Rng, name: string, index: number): SynthDoc {
  const family = EUROPE_FAMILIES[index % EUROPE_FAMILIES.length] as Family;
  const g = family === "eu-flags" ? euFlags(rng) : panels(rng);
  const ruling: Ruling = rng.pick(["shaded", "three-rules", "row-rules", "none"] as const);
  const landscape = g.cols > 11;
  const fontPt = landscape ? rng.pick([7, 7.5, 8]) : rng.pick([7.5, 8, 8.5, 9]);
  // Panels set their heads in narrow columns, so a head wraps onto two or three lines.
  const colEm = family === "panels" ? rng.pick([5.5, 6.5, 8]) : null;
  const no = `${rng.int(1, 9)}.${rng.int(1, 12)}`;
  const caption = `<p class="cap">${e(`${rng.pick(["Table", "Table", "Tab."])} ${no}${rng.pick([": ", " ", " – "])}${g.title}`)}</p>`;
  const notes = `<div class="nt">${g.notes.map((n) => `<div>${e(n)}</div>`).join("")}</div>`;
  const width = rng.pick(["100%", "auto", "auto"]);
  const style = `<style>.eu { font-size: ${rng.pick([9.5, 10, 10.5])}pt; } .eu p.pr { text-align: ${rng.pick(["justify", "left"])}; } .eu h2 { font-size: 13pt; margin: 0 0 0.4em; }
.eu p.cap { font-weight: 700; margin: 0.8em 0 0.2em; } .eu .nt { font-size: ${Math.max(6.5, fontPt - 0.5)}pt; margin: 0.2em 0 1em; } .eu table { width: ${width}; }
${css(ruling, fontPt, rng.pick([1, 1.5, 2]), colEm)}</style>`;
  const heading = `<h2>${rng.int(1, 9)}. ${e(rng.pick(["Economy and finance", "Population and social conditions", "Labour market", "Energy", "Tourism"]))}</h2>`;
  const body = `${style}<div class="eu">${heading}${prose(rng)}${caption}${tableHtml(g)}${notes}${prose(rng)}</div>`;
  const paper: HtmlPage["paper"] = landscape ? { width: "297mm", height: "210mm", margin: "12mm" } : { format: rng.pick(["A4", "Letter"] as const) };
  return onePageStatDoc(rng, {
    name,
    family,
    body,
    title: "Statistical pocketbook",
    cells: g.cells,
    mustPrint: g.cells.map((c) => c.text),
    paper,
    fit: [".eu p.pr { display: none; }"],
  });
}
