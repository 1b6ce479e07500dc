// Synthetic statistical tables with column heads turned on their side ("rotated-heads" family of
// synth-tables-stat, from a stream of its own, corpus.ts), as US reports set many narrow columns:
// the heads read from the bottom up, some on two lines where they are long, standing on the rule
// under the header; a horizontal spanner over a group of them or none; the stub's head level with
// their feet; figures set close; a top rule, a rule under the header and a bottom rule, sometimes
// rules between the heads as well. Truth: ICDAR 2013 cells as in table-stat.ts (a turned head is
// one cell, its lines joined by a space; a spanner once, with its range).
import { escapeHtml as e } from "./formats";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import type { TableCell } from "./table-content";
import { onePageStatDoc } from "./table-stat";

// Invented subjects: a stub of areas or characteristics, heads of categories.
const SUBJECTS: ReadonlyArray<{ title: string; stubHead: string; stub: readonly string[]; heads: readonly string[]; spanner: string }> = [
  {
    title: "Employed persons by industry and area",
    stubHead: "Area",
    stub: [
      "All areas",
      "Northern plains",
      "River valley",
      "Eastern uplands",
      "Coastal counties",
      "Lake district",
      "Southern border",
      "Western ranges",
      "Metropolitan core",
      "Outer suburbs",
      "Rural remainder",
    ],
    heads: [
      "Total employed",
      "Agriculture",
      "Mining",
      "Construction",
      "Manufacturing",
      "Wholesale trade",
      "Retail trade",
      "Transportation and warehousing",
      "Information",
      "Finance and insurance",
      "Professional services",
      "Health care",
      "Public administration",
    ],
    spanner: "Industry",
  },
  {
    title: "Households by type of heating equipment and characteristic",
    stubHead: "Characteristic",
    stub: [
      "All households",
      "Owner occupied",
      "Renter occupied",
      "Built before 1960",
      "Built 1960 to 1989",
      "Built 1990 or later",
      "One person",
      "Two persons",
      "Three or more persons",
      "Below poverty level",
    ],
    heads: [
      "Total",
      "Warm-air furnace",
      "Steam or hot water",
      "Heat pump",
      "Built-in electric units",
      "Floor or wall furnace",
      "Room heaters",
      "Fireplace or stove",
      "Other equipment",
      "None",
    ],
    spanner: "Main heating equipment",
  },
  {
    title: "Enrollment in public schools by grade and district",
    stubHead: "District",
    stub: [
      "All districts",
      "Central district",
      "Harbor district",
      "Hill district",
      "Mill district",
      "Prairie district",
      "Forest district",
      "Canyon district",
      "Bay district",
    ],
    heads: [
      "All grades",
      "Pre-kindergarten",
      "Kindergarten",
      "Grades 1 to 3",
      "Grades 4 to 6",
      "Grades 7 and 8",
      "Grades 9 to 12",
      "Ungraded",
      "Special education",
    ],
    spanner: "Grade level",
  },
  {
    title: "Reported offenses by type and size of place",
    stubHead: "Size of place",
    stub: [
      "All places",
      "Cities over 250,000",
      "Cities 100,000 to 249,999",
      "Cities 50,000 to 99,999",
      "Cities 25,000 to 49,999",
      "Cities 10,000 to 24,999",
      "Cities under 10,000",
      "Suburban counties",
      "Rural counties",
    ],
    heads: ["Total offenses", "Violent crime", "Robbery", "Aggravated assault", "Property crime", "Burglary", "Larceny-theft", "Motor vehicle theft", "Arson"],
    spanner: "Type of offense",
  },
];

/** A figure as US tables print them: thousands with commas, a rate with one decimal, a mark for a missing one. */
function figure(rng: Rng, scale: number, rate: boolean): string {
  if (rng.chance(0.04)) return rng.pick(["(NA)", "—", "(X)", "Z"]);
  const v = scale * (0.05 + rng.next());
  return rate ? v.toFixed(1) : Math.round(v).toLocaleString("en-US");
}

function rotatedTable(rng: Rng): { cells: TableCell[]; html: string; title: string; notes: string[] } {
  const s = rng.pick(SUBJECTS);
  const n = rng.int(6, Math.min(12, s.heads.length));
  const heads = s.heads.slice(0, n);
  const labels = s.stub.slice(0, rng.int(6, s.stub.length));
  const rate = rng.chance(0.3);
  // A spanner over every head but the first (the total), or none.
  const spanner = rng.chance(0.5);
  const headRow = spanner ? 1 : 0;
  const cells: TableCell[] = [{ text: s.stubHead, sr: 0, sc: 0, er: headRow, ec: 0, head: true }];
  if (spanner) {
    cells.push({ text: heads[0] as string, sr: 0, sc: 1, er: 1, ec: 1, head: true });
    cells.push({ text: s.spanner, sr: 0, sc: 2, er: 0, ec: n, head: true });
    heads.slice(1).forEach((h, k) => cells.push({ text: h, sr: 1, sc: 2 + k, er: 1, ec: 2 + k, head: true }));
  } else heads.forEach((h, k) => cells.push({ text: h, sr: 0, sc: 1 + k, er: 0, ec: 1 + k, head: true }));
  const scale = rate ? 100 : rng.pick([900, 9_000, 90_000]);
  const bodyHtml = labels.map((label, i) => {
    const r = headRow + 1 + i;
    cells.push({ text: label, sr: r, sc: 0, er: r, ec: 0 });
    const values = heads.map((_, k) => figure(rng, k === 0 && !rate ? scale * 4 : scale, rate));
    values.forEach((v, k) => cells.push({ text: v, sr: r, sc: 1 + k, er: r, ec: 1 + k }));
    return `<tr><td class="stub${i > 0 ? " in" : ""}">${e(label)}</td>${values.map((v) => `<td>${e(v)}</td>`).join("")}</tr>`;
  });
  const turned = (h: string) => `<th class="rot"><div><span>${e(h)}</span></div></th>`;
  const headHtml = spanner
    ? `<tr><th class="stub" rowspan="2">${e(s.stubHead)}</th>${turned(heads[0] as string).replace('class="rot"', 'class="rot" rowspan="2"')}<th class="sp" colspan="${n - 1}">${e(s.spanner)}</th></tr><tr>${heads.slice(1).map(turned).join("")}</tr>`
    : `<tr><th class="stub">${e(s.stubHead)}</th>${heads.map(turned).join("")}</tr>`;
  return {
    cells,
    html: `<table><thead>${headHtml}</thead><tbody>${bodyHtml.join("")}</tbody></table>`,
    title: `${s.title}: ${rng.int(2012, 2023)}`,
    notes: [
      `${rate ? "Rates per 1,000 population." : `In ${rng.pick(["units", "thousands"])}.`} (NA) Not available. — Represents zero.`,
      `Source: ${rng.pick(["Annual survey of areas", "State administrative records", "Current program data"])}.`,
    ],
  };
}

export function makeRotatedHeadsPage(rng: Rng, name: string): SynthDoc {
  const t = rotatedTable(rng);
  const fontPt = rng.pick([7, 7.5, 8, 8.5]);
  // Long heads wrap onto a second line where the head row is kept low: a turned head's length is
  // fit-content(headEm) (its lines run along the grid's columns), so a word longer than that lengthens
  // the head instead of breaking inside (a max-height let the page's overflow-wrap print "Manufacturin" / "g").
  const headEm = rng.pick([7, 9, 12]);
  const between = rng.chance(0.4);
  const T = ".rh table";
  const style = `<style>.rh { font-size: 10pt; } .rh p { margin: 0 0 0.8em; } .rh .cap { font-weight: 700; margin: 0.6em 0 0.3em; } .rh .nt { font-size: ${fontPt - 0.5}pt; margin-top: 0.3em; }
${T} { border-collapse: collapse; border: none; border-top: 0.8pt solid #111; border-bottom: 0.8pt solid #111; width: ${rng.pick(["100%", "auto"])}; font-size: ${fontPt}pt; line-height: 1.2; }
${T} th, ${T} td { border: none; background: none; padding: ${rng.pick([1, 1.5, 2])}pt ${rng.pick([2, 3, 4])}pt; font-size: ${fontPt}pt; color: #111; font-weight: normal; text-transform: none; letter-spacing: normal; }
${T} thead tr:last-child th, ${T} thead th[rowspan] { border-bottom: 0.5pt solid #111; } ${T} th { vertical-align: bottom; text-align: center; } ${T} th.stub { text-align: left; }
${T} th.rot div { writing-mode: vertical-rl; transform: rotate(180deg); display: grid; grid-template-columns: fit-content(${headEm}em); white-space: normal; text-align: left; margin: 0 auto; }
${T} th.sp { border-bottom: 0.5pt solid #111; }
${between ? `${T} thead th + th { border-left: 0.5pt solid #111; }` : ""}
${T} td { text-align: right; white-space: nowrap; vertical-align: bottom; } ${T} td.stub { text-align: left; white-space: normal; } ${T} td.in { padding-left: ${rng.pick([6, 8, 10])}pt; }</style>`;
  const no = rng.int(1, 640);
  const body = `${style}<div class="rh"><p>${e("Figures are shown for the areas covered by the survey; the totals include areas not shown separately.")}</p><div class="cap">${e(`Table ${no}. ${t.title}`)}</div>${t.html}<div class="nt">${t.notes.map((n) => `<div>${e(n)}</div>`).join("")}</div></div>`;
  return onePageStatDoc(rng, {
    name,
    family: "rotated-heads",
    body,
    title: "Statistical tables",
    cells: t.cells,
    // Word by word: a turned head breaks after a hyphen too ("Pre-" beside "kindergarten"), and
    // pdftotext may give a turned head's lines in either order.
    mustPrint: t.cells.flatMap((c) => c.text.split(/ |(?<=-)(?=\p{L})/u)).filter(Boolean),
  });
}
