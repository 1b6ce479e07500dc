// Synthetic financial statements of a US federal agency for the table_dump preset ("statement"
// family of synth-tables-stat): a balance sheet, a statement of net cost or of changes in net
// position. Columns are fiscal years (or fund groups, their heads wrapping onto two lines), often
// with a narrow "Note" column; the stub is a hierarchy (bold section lines without figures,
// items indented once or twice, "Total …" lines); long labels wrap under a hanging indent; dollar
// signs stand at the left of the first and the total figures of a block; negatives are in
// brackets and zeros are dashes; a short rule is drawn over each subtotal's figures and a double
// rule under the grand total's. Truth: ICDAR 2013 cells (a "$" belongs to its figure's cell).
import { escapeHtml as e } from "./formats";
import type { Rng } from "./random";
import type { SynthDoc } from "./synth-doc";
import { formatFigure, type NumberLook, type TableCell } from "./table-content";
import { onePageStatDoc } from "./table-stat";

const LOOK: NumberLook = { thousands: ",", decimal: ".", negative: "parens", percent: "", missing: [] };
const AGENCIES = ["Office of Rural Transit", "Bureau of Coastal Surveys", "Administration for Highland Parks", "Agency for Grain Inspection"];

interface Line {
  label: string;
  indent: number;
  kind: "section" | "item" | "subtotal" | "total";
  note: string;
}

/** Blocks of a statement: a section line, its items (some in a sub-group with its own total), the block's total. */
const BLOCKS: ReadonlyArray<{ head: string; group?: readonly [string, readonly string[]]; items: readonly string[]; total: string }> = [
  {
    head: "Assets:",
    group: ["Intragovernmental:", ["Fund balance with Treasury", "Investments", "Accounts receivable", "Advances to other federal entities"]],
    items: ["Cash and other monetary assets", "Accounts receivable, net", "Inventory and related property, net", "General property, plant, and equipment, net"],
    total: "Total assets",
  },
  {
    head: "Liabilities:",
    group: ["Intragovernmental:", ["Accounts payable", "Debt held by other federal agencies", "Other liabilities"]],
    items: ["Accounts payable and accrued liabilities to the public", "Federal employee and veteran benefits", "Environmental and disposal liabilities"],
    total: "Total liabilities",
  },
  {
    head: "Program costs:",
    items: [
      "Gross costs of inspection services",
      "Less: earned revenue from user fees",
      "Net cost of research and development grants",
      "Loan guarantee programs",
    ],
    total: "Net cost of operations",
  },
  {
    head: "Budgetary financing sources:",
    items: ["Appropriations received", "Appropriations used", "Nonexchange revenue", "Transfers in (out) without reimbursement"],
    total: "Total financing sources",
  },
  {
    head: "Net position:",
    items: ["Unexpended appropriations, beginning balance", "Cumulative results of operations", "Adjustments for changes in accounting principles"],
    total: "Total net position",
  },
];
const TITLES = ["Balance Sheet", "Statement of Net Cost", "Statement of Changes in Net Position", "Consolidating Statement of Operations"];
const FUND_HEADS = [
  "Funds from Dedicated Collections",
  "All Other Funds",
  "Intragovernmental Eliminations",
  "Consolidated Total",
  "Trust Funds",
  "Revolving Funds",
];

interface Statement {
  /** Heads of the figure columns (fund heads wrap onto two lines). */
  head: string[];
  /** A narrow "Note" column between the stub and the figures. */
  noteCol: boolean;
  lines: Line[];
  values: string[][];
  title: string;
  subtitle: string;
}

function statement(rng: Rng): Statement {
  const byYear = rng.chance(0.6);
  const year = rng.int(2004, 2021);
  const head = byYear
    ? Array.from({ length: rng.int(2, 3) }, (_, k) => `${rng.pick(["", "FY "])}${year - k}${k > 0 && rng.chance(0.3) ? " (Restated)" : ""}`)
    : rng.shuffle(FUND_HEADS).slice(0, rng.int(3, 4));
  const noteCol = rng.chance(0.5);
  const lines: Line[] = [];
  const note = () => (noteCol && rng.chance(0.35) ? String(rng.int(2, 15)) : "");
  for (const block of rng.shuffle(BLOCKS).slice(0, rng.int(2, 3))) {
    lines.push({ label: block.head, indent: 0, kind: "section", note: "" });
    if (block.group && rng.chance(0.7)) {
      const [g, items] = block.group;
      lines.push({ label: g, indent: 1, kind: "section", note: "" });
      for (const it of items.slice(0, rng.int(2, items.length))) lines.push({ label: it, indent: 2, kind: "item", note: note() });
      lines.push({ label: `Total ${g.replace(/:$/, "").toLowerCase()}`, indent: 2, kind: "subtotal", note: "" });
    }
    for (const it of block.items.slice(0, rng.int(2, block.items.length))) lines.push({ label: it, indent: 1, kind: "item", note: note() });
    lines.push({ label: block.total, indent: 0, kind: "total", note: "" });
  }
  const scale = rng.pick([40_000, 900_000, 12_000_000]);
  const zero = rng.pick(["—", "-", "–"]);
  let blockStart = true;
  const values = lines.map((l) => {
    if (l.kind === "section") {
      blockStart = true;
      return head.map(() => "");
    }
    const dollar = blockStart || l.kind === "total";
    blockStart = false;
    return head.map(() => {
      const v = rng.chance(0.08) ? 0 : scale * (0.02 + rng.next()) * (rng.chance(0.15) ? -1 : 1);
      const text = v === 0 ? zero : formatFigure(v, 0, LOOK);
      return dollar ? `$ ${text}` : text;
    });
  });
  const title = rng.pick(TITLES);
  return {
    head,
    noteCol,
    lines,
    values,
    title,
    subtitle: `${rng.pick(["As of September 30", "For the Years Ended September 30", "For the Fiscal Year Ended September 30"])}, ${year}${byYear && head.length > 1 ? ` and ${year - 1}` : ""}`,
  };
}

export function makeStatement(rng: Rng, name: string): SynthDoc {
  const s = statement(rng);
  const fontPt = rng.pick([7.5, 8, 8.5, 9, 9.5]);
  const indentEm = rng.pick([1, 1.5, 2]);
  // A narrow stub makes the long labels wrap under a hanging indent.
  const stubPct = rng.pick([38, 45, 55]);
  const dollarApart = rng.chance(0.6);
  const css = `<style>.fs { font-size: 10pt; } .fs h3 { text-align: center; margin: 0; font-size: 11pt; } .fs p.sub { text-align: center; margin: 0 0 0.2em; font-size: 9pt; }
.fs table { width: ${rng.pick(["100%", "90%"])}; border-collapse: collapse; border: none; background: none; font-size: ${fontPt}pt; margin: 0.5em auto; }
.fs th, .fs td { border: none; background: none; padding: ${rng.pick([1, 1.5, 2])}pt 4pt; font-size: ${fontPt}pt; color: #111; text-transform: none; letter-spacing: normal; }
.fs th { font-weight: 700; text-align: ${rng.pick(["center", "right"])}; vertical-align: bottom; border-bottom: 0.6pt solid #111; }
.fs td { text-align: right; white-space: nowrap; vertical-align: bottom; }
.fs td.stub { text-align: left; white-space: normal; width: ${stubPct}%; }
.fs td.note { text-align: center; }
.fs tr.section td.stub { font-weight: 700; }
.fs tr.subtotal td.fig { border-top: 0.5pt solid #111; }
.fs tr.total td.stub { font-weight: 700; }
.fs tr.total td.fig { border-top: 0.5pt solid #111; border-bottom: 2pt double #111; font-weight: 700; }
.fs .cur { float: left; }</style>`;
  // A hanging indent: the first line at the line's level, its wrapped lines further in.
  const indent = (l: Line) => `padding-left: ${4 + (l.indent + 0.8) * indentEm * fontPt}pt; text-indent: -${0.8 * indentEm * fontPt}pt;`;
  const head = `<tr><th class="stub"></th>${s.noteCol ? "<th>Note</th>" : ""}${s.head.map((h) => `<th>${e(h)}</th>`).join("")}</tr>`;
  const figure = (v: string) => (v.startsWith("$ ") && dollarApart ? `<span class="cur">$</span>${e(v.slice(2))}` : e(v.replace(/^\$ /, "$")));
  const body = s.lines
    .map((l, i) => {
      const vals = s.values[i] as string[];
      return `<tr class="${l.kind}"><td class="stub" style="${indent(l)}">${e(l.label)}</td>${s.noteCol ? `<td class="note">${e(l.note)}</td>` : ""}${vals
        .map((v) => `<td class="fig">${figure(v)}</td>`)
        .join("")}</tr>`;
    })
    .join("");
  const agency = rng.pick(AGENCIES);
  const html = `${css}<div class="fs"><h3>${e(agency)}</h3><h3>${e(s.title)}</h3><p class="sub">${e(s.subtitle)}</p><p class="sub">(In ${rng.pick(["thousands", "millions"])} of dollars)</p>
<table><thead>${head}</thead><tbody>${body}</tbody></table>
<p style="font-size: 8pt;">The accompanying notes are an integral part of these statements.</p></div>`;
  // Truth: the head row, then one row per stub line (a "$" set apart is its figure's: "$ 1,234").
  const cells: TableCell[] = [];
  const heads = [...(s.noteCol ? ["Note"] : []), ...s.head];
  heads.forEach((h, k) => cells.push({ text: h, sr: 0, sc: 1 + k, er: 0, ec: 1 + k, head: true }));
  s.lines.forEach((l, i) => {
    const sr = 1 + i;
    cells.push({ text: l.label, sr, sc: 0, er: sr, ec: 0 });
    const row = [...(s.noteCol ? [l.note] : []), ...(s.values[i] as string[]).map((v) => (dollarApart ? v : v.replace(/^\$ /, "$")))];
    row.forEach((v, k) => {
      if (v) cells.push({ text: v, sr, sc: 1 + k, er: sr, ec: 1 + k });
    });
  });
  return onePageStatDoc(rng, {
    name,
    family: "statement",
    body: html,
    title: s.title,
    cells,
    mustPrint: cells.map((c) => c.text.replace(/^\$ /, "")).filter(Boolean),
  });
}
