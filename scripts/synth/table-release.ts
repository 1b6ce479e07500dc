// Synthetic pages of a national statistics office's release for the table_dump preset ("release"
// family of synth-tables-stat, from a stream of its own, corpus.ts): features of ICDAR 2013's EU
// reports the other families lack, together in one table:
//   - column heads of two levels, a spanner ("Value", "Change on previous year") over sub-heads
//     whose texts carry footnote markers ("2023 (1)");
//   - row groups introduced by an unnumbered bold row with no figures ("By activity");
//   - a narrow stub whose labels wrap over two or three lines, some with a marker ("Other (2)");
//   - figures with a space for thousands and a comma for decimals ("12 345,6", "−1,2");
//   - only a rule under the head and one under the table (no top rule), or no rules at all.
// Truth: ICDAR 2013 cells as in table-stat.ts (a spanner once, with its range; a group row is its
// stub cell alone; a wrapped label is one cell, its lines joined by spaces).
import { escapeHtml as e } from "./formats";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { formatFigure, type NumberLook, type TableCell } from "./table-content";
import { onePageStatDoc } from "./table-stat";

export const RELEASE_FAMILIES = ["release"] as const;

const LOOK: NumberLook = { thousands: " ", decimal: ",", negative: "minus", percent: "", missing: [] };

// Invented groups and labels, some long enough to wrap in a narrow stub.
const GROUPS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    "By activity",
    [
      "Agriculture, forestry and fishing",
      "Manufacturing",
      "Electricity, gas, steam and air conditioning supply",
      "Construction",
      "Wholesale and retail trade; repair of motor vehicles",
      "Transportation and storage",
      "Accommodation and food service activities",
    ],
  ],
  ["By size class", ["Fewer than 10 persons employed", "10 to 49 persons employed", "50 to 249 persons employed", "250 persons employed or more"]],
  ["By region", ["Capital region", "Northern and coastal districts", "Central uplands", "Southern border districts and islands"]],
  ["By legal form", ["Sole proprietorships", "Partnerships", "Limited liability companies", "Public limited companies", "Cooperatives and other legal forms"]],
];
const MEASURES: ReadonlyArray<readonly [string, number]> = [
  ["Enterprises", 40_000],
  ["Turnover (EUR million)", 90_000],
  ["Persons employed", 300_000],
  ["Value added (EUR million)", 30_000],
];
const PROSE = [
  "The number of active enterprises grew in most activities, while employment fell slightly in manufacturing and construction.",
  "Figures for the latest year are provisional and will be revised when the annual structural survey is complete.",
  "Changes are computed from unrounded data; totals may therefore differ slightly from the sum of the rounded figures.",
  "The breakdown by size class follows the number of persons employed on average over the reference year.",
];

/** A release table: stub head and two levels of heads, a total row, then groups under bold rows. */
function releaseTable(rng: Rng): { cells: TableCell[]; html: string; notes: string[]; title: string } {
  const year = rng.int(2016, 2023);
  const [measure, scale] = rng.pick(MEASURES);
  const years = rng.chance(0.5) ? [year - 1, year] : [year - 2, year - 1, year];
  const change = rng.chance(0.7);
  const marked = rng.int(0, years.length - 1);
  const yearHead = (y: number, k: number) => `${y}${k === marked ? " (1)" : ""}`;
  const cells: TableCell[] = [];
  const stubHead = rng.pick(["", "Breakdown", "Enterprise characteristic"]);
  const cols = 1 + years.length + (change ? 2 : 0);
  if (stubHead) cells.push({ text: stubHead, sr: 0, sc: 0, er: 1, ec: 0, head: true });
  cells.push({ text: measure, sr: 0, sc: 1, er: 0, ec: years.length, head: true });
  if (change) cells.push({ text: "Change on previous year", sr: 0, sc: years.length + 1, er: 0, ec: years.length + 2, head: true });
  years.forEach((y, k) => cells.push({ text: yearHead(y, k), sr: 1, sc: 1 + k, er: 1, ec: 1 + k, head: true }));
  if (change)
    cells.push(
      { text: "Absolute", sr: 1, sc: years.length + 1, er: 1, ec: years.length + 1, head: true },
      { text: "%", sr: 1, sc: years.length + 2, er: 1, ec: years.length + 2, head: true },
    );
  const figures = (base: number) => {
    const vals = years.map((_, k) => base * (1 + 0.04 * k + 0.06 * (rng.next() - 0.5)));
    const last = vals[vals.length - 1] as number;
    const before = vals[vals.length - 2] as number;
    const texts = vals.map((v) => formatFigure(v, scale > 50_000 ? 1 : 0, LOOK));
    if (change) texts.push(formatFigure(last - before, scale > 50_000 ? 1 : 0, LOOK), formatFigure((100 * (last - before)) / before, 1, LOOK));
    return texts;
  };
  const rowsHtml: string[] = [];
  let r = 2;
  const body = (label: string, base: number, indent: boolean) => {
    cells.push({ text: label, sr: r, sc: 0, er: r, ec: 0 });
    const texts = figures(base);
    texts.forEach((t, c) => cells.push({ text: t, sr: r, sc: 1 + c, er: r, ec: 1 + c }));
    rowsHtml.push(`<tr><td class="stub${indent ? " in" : ""}">${e(label)}</td>${texts.map((t) => `<td>${e(t)}</td>`).join("")}</tr>`);
    r++;
  };
  body(rng.pick(["Total", "All enterprises", "Total economy"]), scale * (0.8 + rng.next()), false);
  for (const [group, labels] of rng.shuffle(GROUPS).slice(0, rng.int(1, 2))) {
    cells.push({ text: group, sr: r, sc: 0, er: r, ec: 0 });
    rowsHtml.push(`<tr class="grp"><td class="stub">${e(group)}</td>${"<td></td>".repeat(cols - 1)}</tr>`);
    r++;
    const chosen = labels.slice(0, rng.int(3, labels.length));
    const other = rng.chance(0.4) ? chosen.length - 1 : -1;
    chosen.forEach((label, i) => body(i === other ? `${label} (2)` : label, (scale / chosen.length) * (0.3 + rng.next()), true));
  }
  const headHtml = `<tr>${stubHead ? `<th class="stub" rowspan="2">${e(stubHead)}</th>` : `<th class="stub" rowspan="2"></th>`}<th class="sp" colspan="${years.length}">${e(measure)}</th>${change ? `<th class="sp" colspan="2">Change on previous year</th>` : ""}</tr><tr>${years.map((y, k) => `<th>${e(yearHead(y, k))}</th>`).join("")}${change ? "<th>Absolute</th><th>%</th>" : ""}</tr>`;
  const notes = [
    `(1) ${rng.pick(["Provisional data.", "Break in series: new survey design.", "Estimated."])}`,
    ...(cells.some((c) => c.text.endsWith("(2)"))
      ? [`(2) ${rng.pick(["Including activities not elsewhere classified.", "Data not fully comparable with earlier years."])}`]
      : []),
    `Source: ${rng.pick(["Structural business statistics", "Business register", "Annual enterprise survey"])}, ${year}.`,
  ];
  return {
    cells,
    html: `<table><thead>${headHtml}</thead><tbody>${rowsHtml.join("")}</tbody></table>`,
    notes,
    title: `${measure.replace(/ \(.*\)$/, "")} ${rng.pick(["by enterprise characteristics", "in the business economy", "by main breakdown"])}, ${years[0]}–${year}`,
  };
}

export function makeReleasePage(rng: Rng, name: string): SynthDoc {
  const t = releaseTable(rng);
  const fontPt = rng.pick([7.5, 8, 8.5, 9]);
  const stubEm = rng.pick([9, 11, 13]);
  const rules = rng.pick(["head-and-foot", "head-and-foot", "none"] as const);
  const T = ".rl table";
  const style = `<style>.rl { font-size: ${rng.pick([9.5, 10, 10.5])}pt; } .rl p.pr { margin: 0 0 0.8em; text-align: ${rng.pick(["justify", "left"])}; } .rl .cap { font-weight: 700; margin: 0.8em 0 0.3em; }
.rl .nt { font-size: ${fontPt - 0.5}pt; margin-top: 0.3em; }
${T} { border-collapse: collapse; border: none; width: ${rng.pick(["100%", "auto"])}; font-size: ${fontPt}pt; line-height: 1.2; }
${T} th, ${T} td { border: none; background: none; padding: ${rng.pick([1.5, 2, 3])}pt ${rng.pick([3, 4, 6])}pt; font-size: ${fontPt}pt; color: #111; font-weight: normal; text-transform: none; letter-spacing: normal; vertical-align: bottom; }
${T} th { text-align: ${rng.pick(["right", "center"])}; } ${T} th.sp { text-align: center; } ${T} th.stub, ${T} td.stub { text-align: left; width: ${stubEm}em; }
${T} td { text-align: right; white-space: nowrap; } ${T} td.stub { white-space: normal; } ${T} td.in { padding-left: ${rng.pick([6, 9, 12])}pt; } ${T} tr.grp td { font-weight: 700; padding-top: ${fontPt * 0.6}pt; }
${rules === "head-and-foot" ? `${T} thead tr:last-child th { border-bottom: 0.6pt solid #111; } ${T} { border-bottom: 0.8pt solid #111; }` : ""}</style>`;
  const no = `${rng.int(1, 12)}`;
  const caption = `<div class="cap">${e(`Table ${no}${rng.pick([": ", " – ", ". "])}${t.title}`)}</div>`;
  const notes = `<div class="nt">${t.notes.map((n) => `<div>${e(n)}</div>`).join("")}</div>`;
  const body = `${style}<div class="rl"><p class="pr">${e(rng.shuffle(PROSE).slice(0, 2).join(" "))}</p>${caption}${t.html}${notes}<p class="pr">${e(rng.pick(PROSE))}</p></div>`;
  return onePageStatDoc(rng, {
    name,
    family: "release",
    body,
    title: "Statistical release",
    cells: t.cells,
    mustPrint: t.cells.map((c) => c.text),
    fit: [".rl p.pr { display: none; }"],
  });
}
