// Stress corpus for table_dump: random tables (grid, booktabs, rules between rows, shaded rows,
// filled header, no rules; spanning headers, wrapped cells, indented stubs, figures, alignments,
// tight and wide padding) between prose, printed by the render worker's Chromium, with ICDAR 2013
// -str.xml ground truth, laid out as a corpora folder the eval reads:
//   tsx services/extract-worker/bench/table-stress.ts OUTDIR [COUNT=40] [SEED=1]
//   pnpm eval extract --direct --corpora OUTDIR/corpora --suite tables --details
// A generated set checks that a table_dump change holds beyond the development corpora.
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { createRng } from "../../../scripts/synth/random";
import { ChromiumSupervisor } from "../../render-worker/src/chromium/chromium-supervisor";
import { DEFAULT_CHROMIUM_PATH } from "../../render-worker/src/chromium/chromium-path";

const [outDir = "/tmp/table-stress", countArg = "40", seedArg = "1"] = process.argv.slice(2);
const rng = createRng(Number(seedArg));
const rnd = () => rng.next();
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
const chance = (p: number) => rnd() < p;

const VOCAB =
  "annual output region sector total services manufacturing energy households average rate index growth share public private export import farm land water transport medicine education wages prices capital labour market budget revenue spending deficit debt population urban rural youth women men adults children schools hospitals roads rail ports credit loans deposits savings income tax benefits pension".split(
    " ",
  );
const NAMES =
  "Northern Coast|Eastern Plains|Western Hills|Central Valley|Southern Islands|Lake District|River Basin|Upper Highlands|Lower Delta|Capital Area|Border Region|Forest Belt|Desert Zone|Harbour City|Mountain Pass".split(
    "|",
  );
const words = (a: number, b: number) => Array.from({ length: int(a, b) }, () => pick(VOCAB)).join(" ");
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = () => cap(words(8, 20)) + ".";
const paragraph = () => Array.from({ length: int(2, 5) }, sentence).join(" ");

type Kind = "int" | "dec" | "pct" | "money" | "text" | "year" | "code";
function value(kind: Kind): string {
  switch (kind) {
    case "int":
      return int(0, 10) === 0 ? "–" : int(1, 999999).toLocaleString("en-US");
    case "dec":
      return (rnd() * 200 - (chance(0.15) ? 100 : 0)).toFixed(int(1, 2));
    case "pct":
      return (rnd() * 100).toFixed(1) + "%";
    case "money":
      return (chance(0.2) ? "(" : "") + int(100, 99999).toLocaleString("en-US") + ".00";
    case "year":
      return String(int(1990, 2024));
    case "code":
      return pick(["A", "B", "C", "K", "X"]) + int(10, 99) + "-" + int(100, 999);
    case "text":
      return words(1, 6);
  }
}

interface Cell {
  r: number;
  c: number;
  rs: number;
  cs: number;
  text: string;
  th: boolean;
  align?: string;
  spanner?: boolean;
  indent?: boolean;
}
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function makeTable(): { html: string; cells: Cell[] } {
  const ncols = int(2, 7);
  const kinds: Kind[] = ["text", ...Array.from({ length: ncols - 1 }, () => pick<Kind>(["int", "dec", "pct", "money", "year", "code", "text", "int", "dec"]))];
  const nbody = int(3, 14);
  const cells: Cell[] = [];
  let r = 0;
  // Optional grouped header: a spanning row above the column headers.
  const grouped = ncols >= 4 && chance(0.3);
  if (grouped) {
    cells.push({ r, c: 0, rs: 2, cs: 1, text: cap(words(1, 2)), th: true });
    let c = 1;
    while (c < ncols) {
      const cs = Math.min(ncols - c, int(1, 3));
      cells.push({ r, c, rs: 1, cs, text: cap(words(1, 3)), th: true, align: "center", spanner: true });
      c += cs;
    }
    r++;
    for (let k = 1; k < ncols; k++) cells.push({ r, c: k, rs: 1, cs: 1, text: cap(words(1, 3)), th: true });
    r++;
  } else {
    for (let k = 0; k < ncols; k++) cells.push({ r, c: k, rs: 1, cs: 1, text: k === 0 && chance(0.2) ? "" : cap(words(1, 4)), th: true });
    r++;
  }
  const numAlign = pick(["right", "right", "center", "left"]);
  const indentRows = chance(0.3);
  const spannerRules = chance(0.6);
  for (let i = 0; i < nbody; i++, r++) {
    if (i > 0 && chance(0.08)) {
      cells.push({ r, c: 0, rs: 1, cs: 1, text: cap(words(1, 3)), th: false });
      continue; // a section row: label only
    }
    for (let k = 0; k < ncols; k++) {
      const kind = kinds[k] as Kind;
      const text = k === 0 ? (chance(0.5) ? pick(NAMES) : cap(words(1, kind === "text" && chance(0.3) ? 9 : 4))) : chance(0.04) ? "" : value(kind);
      cells.push({ r, c: k, rs: 1, cs: 1, text, th: false, align: kind === "text" ? "left" : numAlign, indent: k === 0 && indentRows && i % 3 !== 0 });
    }
  }
  if (chance(0.3)) {
    cells.push({ r, c: 0, rs: 1, cs: 1, text: "Total", th: false });
    for (let k = 1; k < ncols; k++)
      cells.push({ r, c: k, rs: 1, cs: 1, text: kinds[k] !== "text" && kinds[k] !== "code" ? value(kinds[k] as Kind) : "", th: false, align: numAlign });
    r++;
  }
  const nrows = r;
  const style = pick(["grid", "booktabs", "none", "rows", "zebra", "headfill", "none", "booktabs"]);
  const font = pick(["Liberation Serif", "Liberation Sans", "DejaVu Sans", "DejaVu Serif"]);
  const size = pick([7.5, 8, 9, 10, 11]);
  const pad = pick([1, 2, 3, 5, 8]);
  const widthPct = pick([50, 70, 90, 100]);
  const css = [
    `table.t{border-collapse:collapse;font-family:'${font}';font-size:${size}pt;width:${widthPct}%;margin:8pt 0}`,
    `table.t td,table.t th{padding:${pad}px ${pad + 3}px;vertical-align:top;font-weight:normal;text-align:left}`,
    `table.t th{font-weight:${chance(0.5) ? "bold" : "normal"}}`,
    style === "grid" ? "table.t td,table.t th{border:0.75pt solid #000}" : "",
    style === "booktabs" ? "table.t{border-top:1pt solid #000;border-bottom:1pt solid #000} table.t tr.last-head th{border-bottom:0.5pt solid #000}" : "",
    style === "rows" ? "table.t td,table.t th{border-bottom:0.5pt solid #888}" : "",
    style === "zebra" ? "table.t tr.odd td{background:#dde6f0}" : "",
    style === "headfill" ? "table.t th{background:#1f3a5f;color:#fff}" : "",
  ].join("\n");
  const lastHead = grouped ? 1 : 0;
  let html = `<style>${css}</style><table class="t">`;
  for (let i = 0; i < nrows; i++) {
    const rowCells = cells.filter((c) => c.r === i).sort((a, b) => a.c - b.c);
    html += `<tr class="${i === lastHead ? "last-head" : ""} ${i % 2 ? "odd" : ""}">`;
    for (const c of rowCells) {
      const tag = c.th ? "th" : "td";
      const extra = (c.indent ? "padding-left:18px;" : "") + (c.spanner && spannerRules ? "border-bottom:0.5pt solid #000;" : "");
      html += `<${tag}${c.rs > 1 ? ` rowspan="${c.rs}"` : ""}${c.cs > 1 ? ` colspan="${c.cs}"` : ""} style="text-align:${c.align ?? "left"};${extra}">${esc(c.text)}</${tag}>`;
    }
    // Section rows leave the rest of the row blank.
    const covered = rowCells.reduce((s, c) => s + c.cs, 0) + cells.filter((c) => c.r < i && c.r + c.rs > i).reduce((s, c) => s + c.cs, 0);
    for (let k = covered; k < ncols; k++) html += "<td></td>";
    html += "</tr>";
  }
  html += "</table>";
  return { html, cells: cells.filter((c) => c.text) };
}

function strXml(name: string, tables: Array<{ page: number; cells: Cell[] }>): string {
  let x = `<?xml version="1.0" encoding="UTF-8"?>\n<document filename="${name}-str.xml">\n`;
  tables.forEach((t, i) => {
    x += `<table id="${i + 1}"><region col-increment="0" id="1" page="${t.page}" row-increment="0">\n`;
    t.cells.forEach((c, k) => {
      x += `<cell end-col="${c.c + c.cs - 1}" end-row="${c.r + c.rs - 1}" id="${k + 1}" start-col="${c.c}" start-row="${c.r}"><content>${esc(c.text)}</content></cell>\n`;
    });
    x += "</region></table>\n";
  });
  return x + "</document>\n";
}
function regXml(name: string, tables: Array<{ page: number }>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<document filename="${name}-reg.xml">\n${tables.map((t, i) => `<table id="${i + 1}"><region id="1" page="${t.page}"/></table>`).join("\n")}\n</document>\n`;
}

const corpus = path.join(outDir, "corpora", "tables-dev");
mkdirSync(path.join(corpus, "pdf"), { recursive: true });
mkdirSync(path.join(corpus, "expected"), { recursive: true });
// The eval expects the scorers beside the corpora folder.
const scorers = path.resolve(import.meta.dirname, "../../../../shared/eval");
if (!existsSync(path.join(outDir, "eval"))) symlinkSync(scorers, path.join(outDir, "eval"));
const chromium = new ChromiumSupervisor({
  executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
  concurrency: 1,
  restartAfter: 1000,
  isolation: "page",
  logger: pino({ level: "warn" }),
});
await chromium.start();
const docs = [];
try {
  for (let d = 0; d < Number(countArg); d++) {
    const name = `syn-${String(d).padStart(3, "0")}`;
    const ntables = int(1, 2);
    const tables: Array<{ page: number; cells: Cell[] }> = [];
    let body = `<h1 style="font-family:'Liberation Sans';font-size:16pt">${cap(words(3, 6))}</h1>`;
    for (let t = 0; t < ntables; t++) {
      const { html, cells } = makeTable();
      body += `<div style="page-break-before:${t ? "always" : "auto"}">`;
      body += Array.from({ length: int(0, 2) }, () => `<p style="text-align:${pick(["left", "justify"])}">${paragraph()}</p>`).join("");
      body += `<p style="font-family:'Liberation Sans';font-size:9pt"><b>Table ${t + 1}:</b> ${cap(words(3, 8))}</p>${html}`;
      if (chance(0.5)) body += `<p style="font-size:7.5pt">Source: ${words(3, 8)}.</p>`;
      body += Array.from({ length: int(0, 2) }, () => `<p>${paragraph()}</p>`).join("") + "</div>";
      tables.push({ page: t + 1, cells });
    }
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:'Liberation Serif';font-size:10.5pt;line-height:1.35} p{margin:0 0 6pt}</style></head><body>${body}</body></html>`;
    const pdf = await chromium.renderPdf({
      html,
      pdfOptions: { format: "A4", printBackground: true, margin: { top: "20mm", bottom: "20mm", left: "20mm", right: "20mm" } },
      signal: AbortSignal.timeout(60_000),
    });
    writeFileSync(path.join(corpus, "pdf", `${name}.pdf`), pdf);
    writeFileSync(path.join(corpus, "expected", `${name}-str.xml`), strXml(name, tables));
    writeFileSync(path.join(corpus, "expected", `${name}-reg.xml`), regXml(name, tables));
    writeFileSync(path.join(corpus, "expected", `${name}.html`), html);
    docs.push({ name, pdf: `pdf/${name}.pdf` });
  }
} finally {
  await chromium.close();
}
writeFileSync(path.join(corpus, "manifest.json"), JSON.stringify({ corpus: "synthetic", documents: docs }, null, 1));
console.log(`${docs.length} documents in ${corpus}`);
