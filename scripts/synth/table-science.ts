// Synthetic pages for the table_dump preset of two layouts the other table streams lack (families of
// synth-tables-stat from a stream of their own, corpus.ts):
//   two-column      a technical report set in two columns: a narrow table inside one column, prose
//                   level with it in the other; heads with their units on a line of their own
//                   ("Yield" over "(t/ha)"), a spanner over two seasons' columns, means with their
//                   spread ("12.3 ± 0.4") and letters of significance after them, booktabs rules or none;
//   program-matrix  a federal report's table of programs: an agency's name once beside its programs
//                   (a cell spanning their rows), a program and a description that wraps over
//                   lines, obligations in dollars with "(NA)" and "—", a total row in bold, notes
//                   and a source line under the table; the header shaded or ruled.
// Truth: ICDAR 2013 cells as in table-stat.ts (a spanning cell once, with its range).
import { escapeHtml as e } from "./formats";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import type { TableCell } from "./table-content";
import { onePageStatDoc } from "./table-stat";

export const SCIENCE_FAMILIES = ["two-column", "program-matrix"] as const;
type Family = (typeof SCIENCE_FAMILIES)[number];

const PROSE = [
  "Plots were laid out in a randomised complete block design with four replicates, and every treatment was applied at the start of the growing season.",
  "Samples were dried at sixty degrees for forty-eight hours before weighing; moisture content was measured on a separate subsample from each plot.",
  "The differences between treatments were larger in the second season, when rainfall in the early weeks was well below the long-term average.",
  "Analysis of variance was carried out on the plot means, and the treatment means were compared by the least significant difference at the five per cent level.",
  "Nitrogen uptake followed the pattern of dry matter production, although the highest rate gave no further gain over the intermediate one.",
  "Soil temperature at ten centimetres was logged every hour, and the daily means were used to compute the thermal time to flowering.",
  "These results agree with earlier trials on similar soils, where the response to irrigation depended strongly on the timing of the first application.",
  "Further work will test whether the effect persists under reduced tillage and on the lighter soils of the northern sites.",
];
const TREATMENTS = [
  "Control",
  "Nitrogen 50 kg/ha",
  "Nitrogen 100 kg/ha",
  "Nitrogen 150 kg/ha",
  "Drip irrigation",
  "Furrow irrigation",
  "Mulch",
  "Compost 10 t/ha",
  "Cover crop",
  "Reduced tillage",
  "Biochar",
  "Manure 20 t/ha",
];
/** Measured quantities: head, unit, scale, decimals. */
const QUANTITIES: ReadonlyArray<readonly [string, string, number, number]> = [
  ["Yield", "t/ha", 6, 2],
  ["Plant height", "cm", 90, 1],
  ["Dry matter", "g/m²", 800, 0],
  ["Leaf area index", "", 4, 2],
  ["N uptake", "kg/ha", 120, 1],
  ["Grain protein", "%", 12, 1],
  ["Soil moisture", "% vol.", 25, 1],
  ["Days to flowering", "d", 70, 0],
];

const prose = (rng: Rng, n: number) => `<p class="pr">${e(rng.shuffle(PROSE).slice(0, n).join(" "))}</p>`;

/** A table of treatment means: one season, or two under spanners, each quantity with its unit. */
function meansTable(rng: Rng): { cells: TableCell[]; printed: string[]; html: string; notes: string[]; title: string } {
  const seasons = rng.chance(0.4) ? [`${rng.int(2015, 2021)}`, ""] : [];
  if (seasons.length) seasons[1] = String(Number(seasons[0]) + 1);
  const quantities = rng.shuffle(QUANTITIES).slice(0, seasons.length ? 2 : rng.int(2, 3));
  const unitLine = rng.chance(0.6);
  const headText = (q: (typeof QUANTITIES)[number]) => (q[1] ? (unitLine ? [q[0], `(${q[1]})`] : [`${q[0]} (${q[1]})`]) : [q[0]]);
  const treatments = rng.shuffle(TREATMENTS).slice(0, rng.int(4, 8));
  const spread = rng.pick(["±", "±", "SD"] as const);
  const letters = rng.chance(0.6);
  const cells: TableCell[] = [];
  // What the page must show: a raised significance letter may print apart from its figure.
  const printed: string[] = [];
  const stubHead = rng.pick(["Treatment", "Treatment", "Management"]);
  const dataCols = quantities.length * Math.max(1, seasons.length);
  const top = seasons.length ? 1 : 0;
  cells.push({ text: stubHead, sr: 0, sc: 0, er: top, ec: 0, head: true });
  const headRows: string[] = [];
  if (seasons.length) {
    seasons.forEach((s, k) => cells.push({ text: s, sr: 0, sc: 1 + k * quantities.length, er: 0, ec: (k + 1) * quantities.length, head: true }));
    headRows.push(
      `<tr><th class="stub" rowspan="2">${e(stubHead)}</th>${seasons.map((s) => `<th class="sp" colspan="${quantities.length}"><span>${e(s)}</span></th>`).join("")}</tr>`,
    );
  }
  const qHeads: string[] = [];
  for (let c = 0; c < dataCols; c++) {
    const q = quantities[c % quantities.length] as (typeof QUANTITIES)[number];
    const lines = headText(q);
    cells.push({ text: lines.join(" "), sr: top, sc: 1 + c, er: top, ec: 1 + c, head: true });
    qHeads.push(`<th>${lines.map(e).join("<br>")}</th>`);
  }
  headRows.push(`<tr>${seasons.length ? "" : `<th class="stub">${e(stubHead)}</th>`}${qHeads.join("")}</tr>`);
  const body = treatments.map((t, i) => {
    const r = top + 1 + i;
    cells.push({ text: t, sr: r, sc: 0, er: r, ec: 0 });
    const tds: string[] = [];
    for (let c = 0; c < dataCols; c++) {
      const [, , scale, dec] = quantities[c % quantities.length] as (typeof QUANTITIES)[number];
      const mean = (scale * (0.6 + 0.8 * rng.next())).toFixed(dec);
      const sd = (scale * (0.02 + 0.08 * rng.next())).toFixed(Math.max(dec, 1));
      const letter = letters ? rng.pick(["a", "b", "c", "ab", "bc"]) : "";
      const text = spread === "SD" ? `${mean} (${sd})` : `${mean} ± ${sd}`;
      cells.push({ text: `${text}${letter}`, sr: r, sc: 1 + c, er: r, ec: 1 + c });
      printed.push(text);
      tds.push(`<td>${e(text)}${letter ? `<sup>${letter}</sup>` : ""}</td>`);
    }
    return `<tr><td class="stub">${e(t)}</td>${tds.join("")}</tr>`;
  });
  const notes = [
    `Values are means ${spread === "SD" ? "(standard deviation)" : "± standard deviation"} of ${rng.int(3, 6)} replicates.`,
    ...(letters ? ["Means in a column followed by a common letter do not differ at P < 0.05."] : []),
  ];
  const title = `${rng.pick(["Effect of management on", "Response of", "Treatment means for"])} ${quantities.map((q) => q[0].toLowerCase()).join(" and ")}${seasons.length ? " in two seasons" : ""}`;
  return {
    cells,
    printed: [...printed, ...cells.filter((c) => c.sr <= top || c.sc === 0).map((c) => c.text)],
    html: `<table class="sc"><thead>${headRows.join("")}</thead><tbody>${body.join("")}</tbody></table>`,
    notes,
    title,
  };
}

function twoColumn(rng: Rng, name: string): SynthDoc {
  const t = meansTable(rng);
  const fontPt = rng.pick([7, 7.5, 8]);
  const rules = rng.pick(["booktabs", "booktabs", "none"] as const);
  // Two seasons' columns do not fit a column of the page: such a table spans both, at the page's top or foot.
  const across = t.cells.some((c) => c.ec > c.sc);
  const T = ".tc table.sc";
  const style = `<style>.tc { font-size: ${rng.pick([9, 9.5, 10])}pt; column-count: 2; column-gap: ${rng.pick([16, 20, 24])}pt; } .tc p.pr { text-align: justify; margin: 0 0 0.6em; hyphens: auto; }
.tc h2 { column-span: all; font-size: 13pt; margin: 0 0 0.6em; } .tc .fl { break-inside: avoid; margin: 0.4em 0 0.8em; ${across ? "column-span: all;" : ""} } .tc .cap { font-size: ${fontPt + 1}pt; margin: 0 0 0.3em; }
.tc .nt { font-size: ${fontPt - 0.5}pt; margin-top: 0.3em; }
${T} { border-collapse: collapse; width: ${rng.pick(["100%", "auto"])}; font-size: ${fontPt}pt; line-height: 1.2; }
${T} th, ${T} td { border: none; background: none; padding: ${rng.pick([1, 1.5, 2])}pt ${rng.pick([2, 3, 4])}pt; font-size: ${fontPt}pt; font-weight: normal; color: #111; text-transform: none; letter-spacing: normal; }
${T} th { text-align: center; vertical-align: bottom; } ${T} th.stub, ${T} td.stub { text-align: left; } ${T} td { text-align: ${rng.pick(["center", "right"])}; white-space: nowrap; }
${T} th.sp span { display: block; border-bottom: 0.5pt solid #222; margin: 0 2pt; }
${rules === "booktabs" ? `${T} { border-top: 0.9pt solid #111; border-bottom: 0.9pt solid #111; } ${T} thead tr:last-child th { border-bottom: 0.5pt solid #111; }` : ""}</style>`;
  const no = rng.int(1, 9);
  const caption = `<div class="cap"><b>Table ${no}.</b> ${e(t.title)}</div>`;
  const notes = `<div class="nt">${t.notes.map((n) => `<div>${e(n)}</div>`).join("")}</div>`;
  const before = rng.int(1, 3);
  const body = `${style}<div class="tc"><h2>${rng.int(2, 5)}. Results</h2>${Array.from({ length: before }, () => prose(rng, 2)).join("")}<div class="fl">${caption}${t.html}${notes}</div>${Array.from({ length: 4 - before }, () => prose(rng, 2)).join("")}</div>`;
  return onePageStatDoc(rng, {
    name,
    family: "two-column",
    body,
    title: "Technical report",
    cells: t.cells,
    mustPrint: t.printed,
    fit: [".tc p.pr:nth-of-type(n+3) { display: none; }"],
  });
}

const AGENCIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["Department of Agriculture", ["Rural Water Grants", "Farm Loan Guarantees", "Conservation Reserve", "Crop Insurance Outreach"]],
  ["Department of Commerce", ["Trade Adjustment Assistance", "Regional Innovation Hubs", "Broadband Mapping"]],
  ["Department of Energy", ["Weatherization Assistance", "Grid Resilience Grants", "Clean Fleet Vouchers"]],
  ["Department of Labor", ["Apprenticeship Expansion", "Dislocated Worker Training", "Youth Summer Jobs"]],
  ["Department of Transportation", ["Small Airport Grants", "Transit Capital Program", "Safe Routes Initiative"]],
  ["Small Business Administration", ["Microloan Program", "Export Working Capital", "Disaster Loan Outreach"]],
];
const DESCRIPTIONS = [
  "Provides grants to states for projects that improve service in rural areas",
  "Guarantees loans made by private lenders to eligible borrowers",
  "Funds training for workers who lost jobs because of plant closures",
  "Supports planning and construction of regional facilities",
  "Offers technical assistance and matching funds to local governments",
  "Reimburses part of the cost of equipment purchased by small firms",
  "Awards competitive grants for demonstration projects",
  "Makes direct loans to nonprofit intermediaries that lend to small businesses",
  "Pays for outreach to communities affected by natural disasters",
];

function programMatrix(rng: Rng, name: string): SynthDoc {
  const agencies = rng.shuffle(AGENCIES).slice(0, rng.int(2, 4));
  const fy = rng.int(2009, 2019);
  const years = rng.chance(0.5) ? [fy - 1, fy] : [fy];
  const dollars = rng.chance(0.5);
  const cells: TableCell[] = [];
  const heads = ["Agency", "Program", "Description", ...years.map((y) => `Fiscal year ${y} obligations${years.length === 1 ? " (dollars in millions)" : ""}`)];
  heads.forEach((h, c) => cells.push({ text: h, sr: 0, sc: c, er: 0, ec: c, head: true }));
  const rowsHtml: string[] = [];
  const sums = years.map(() => 0);
  let r = 1;
  const figure = (k: number) => {
    if (rng.chance(0.08)) return rng.pick(["(NA)", "—"]);
    const v = Math.round(rng.next() * 4000 + 5) / 10;
    sums[k] = (sums[k] as number) + v;
    return `${dollars ? "$" : ""}${v.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
  };
  for (const [agency, programs] of agencies) {
    const chosen = rng.shuffle(programs).slice(0, rng.int(1, Math.min(3, programs.length)));
    cells.push({ text: agency, sr: r, sc: 0, er: r + chosen.length - 1, ec: 0 });
    chosen.forEach((program, i) => {
      const desc = rng.pick(DESCRIPTIONS);
      const figs = years.map((_, k) => figure(k));
      cells.push({ text: program, sr: r, sc: 1, er: r, ec: 1 }, { text: desc, sr: r, sc: 2, er: r, ec: 2 });
      figs.forEach((f, k) => cells.push({ text: f, sr: r, sc: 3 + k, er: r, ec: 3 + k }));
      const agencyTd = i === 0 ? `<td class="ag" rowspan="${chosen.length}">${e(agency)}</td>` : "";
      rowsHtml.push(
        `<tr class="${i === 0 ? "first" : ""}">${agencyTd}<td class="pg">${e(program)}</td><td class="ds">${e(desc)}</td>${figs.map((f) => `<td class="fg">${e(f)}</td>`).join("")}</tr>`,
      );
      r++;
    });
  }
  const totals = sums.map((s) => `${dollars ? "$" : ""}${s.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`);
  cells.push({ text: "Total", sr: r, sc: 0, er: r, ec: 0 });
  totals.forEach((t, k) => cells.push({ text: t, sr: r, sc: 3 + k, er: r, ec: 3 + k }));
  rowsHtml.push(`<tr class="total"><td class="ag">Total</td><td></td><td></td>${totals.map((t) => `<td class="fg">${e(t)}</td>`).join("")}</tr>`);
  const fontPt = rng.pick([7.5, 8, 8.5, 9]);
  const ruling = rng.pick(["shaded", "group-rules", "plain"] as const);
  const T = ".pm table";
  const descEm = rng.pick([12, 15, 18]);
  const style = `<style>.pm { font-size: 10pt; } .pm p.pr { margin: 0 0 0.8em; } .pm .cap { font-weight: 700; margin: 0.8em 0 0.3em; } .pm .nt { font-size: ${fontPt - 0.5}pt; margin-top: 0.3em; }
${T} { border-collapse: collapse; width: 100%; font-size: ${fontPt}pt; line-height: 1.2; }
${T} th, ${T} td { border: none; background: none; padding: ${rng.pick([2, 3, 4])}pt 4pt; font-size: ${fontPt}pt; color: #111; font-weight: normal; text-transform: none; letter-spacing: normal; vertical-align: top; text-align: left; }
${T} th { vertical-align: bottom; font-weight: 700; } ${T} th.fg, ${T} td.fg { text-align: right; } ${T} td.fg { white-space: nowrap; } ${T} td.ds { width: ${descEm}em; }
${T} tr.total td { font-weight: 700; border-top: 0.6pt solid #111; }
${ruling === "shaded" ? `${T} thead th { background: #d9d9d9; }` : `${T} thead th { border-top: 0.8pt solid #111; border-bottom: 0.6pt solid #111; }`}
${ruling === "group-rules" ? `${T} tr.first td { border-top: 0.4pt solid #999; }` : ""}</style>`;
  const head = `<tr>${heads.map((h, c) => `<th${c >= 3 ? ' class="fg"' : ""}>${e(h)}</th>`).join("")}</tr>`;
  const unitNote = years.length > 1 ? [`Dollars in millions.`] : [];
  const notes = [
    ...unitNote,
    `Note: ${rng.pick(["Totals may not sum because of rounding.", "NA = not available; — = no obligations in the year.", "Obligations exclude administrative expenses."])}`,
    `Source: ${rng.pick(["GAO analysis of agency data", "Agency budget justifications", "Federal program inventory"])}. | GAO-${rng.int(10, 19)}-${rng.int(100, 999)}`,
  ];
  const no = rng.int(1, 12);
  const body = `${style}<div class="pm"><p class="pr">${e(rng.pick(PROSE))}</p><div class="cap">Table ${no}: ${e(rng.pick(["Selected Federal Programs and Obligations", "Programs Reviewed, by Agency", "Federal Assistance Programs Supporting Regional Development"]))}${years.length === 1 ? `, Fiscal Year ${fy}` : ""}</div><table><thead>${head}</thead><tbody>${rowsHtml.join("")}</tbody></table><div class="nt">${notes.map((n) => `<div>${e(n)}</div>`).join("")}</div><p class="pr">${e(rng.pick(PROSE))}</p></div>`;
  return onePageStatDoc(rng, {
    name,
    family: "program-matrix",
    body,
    title: "Report to congressional committees",
    cells,
    mustPrint: cells.map((c) => c.text),
    paper: rng.chance(0.3) ? { width: "279mm", height: "216mm", margin: "15mm" } : undefined,
    fit: [".pm p.pr { display: none; }"],
  });
}

export function makeSciencePage(rng: Rng, name: string, index: number): SynthDoc {
  const family = SCIENCE_FAMILIES[index % SCIENCE_FAMILIES.length] as Family;
  return family === "two-column" ? twoColumn(rng, name) : programMatrix(rng, name);
}
