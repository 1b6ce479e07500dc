import type { Line, PositionedDocument } from "../../layout/types";
import type { Candidate } from "../anchor";
import { segmentOf, wordsInSpan } from "../geometry";
import { pageRows } from "../rows";
import { nameAt } from "./parties";

// The parties of an order form or a cover sheet, printed as a table of roles instead of a
// preamble: "Provider | ‹name›", "Customer | ‹name›" (the label alone in its cell, the name in the
// next cell of the same row). Read only when no preamble names the parties (parties.ts), only on
// the first pages, and only when exactly two rows name two different roles with a name each: the
// first printed is party_1. "Provider Address", "Customer Contact" are other rows. The roles may
// also head two columns, with a "Legal Name" row under them naming each. Or the label and the name
// share one cell, "Party A: ‹name›" (as agreements between Chinese companies set out their parties,
// an address and a legal representative on the lines under each); a signature block that repeats a
// role with the same name is the same party, one that gives a role another name makes the reading void.
// An Australian "Details" schedule lists each party under a "Parties" row by "Name", "ACN", "Address".

const ROLES =
  "party\\s+[ab]|(?:first|second)\\s+party|provider|service provider|supplier|vendor|seller|licensor|lessor|landlord|company|customer|client|buyer|purchaser|licensee|lessee|tenant|contractor|consultant|subscriber|auftragnehmer|auftraggeber|anbieter|kunde|lieferant|prestataire|fournisseur|client|opdrachtnemer|opdrachtgever|leverancier|klant|proveedor|cliente";
const ROLE_LABEL = new RegExp(`^(?:${ROLES})\\s*:?$`, "iu");

/** The row of a two-column party table that names each party: "Legal Name | ‹provider› | ‹customer›". */
const NAME_LABEL =
  /^(?:(?:(?:legal|company|registered|full)\s+)?name|company|firma|firmenname|raison sociale|dénomination|naam|statutaire naam|nombre|razón social|denominación)\s*:?$/iu;

const PAGES = 2;
const SCORE_LEGAL = 0.85;
const SCORE_PLAIN = 0.75;

/** A cell holding a name and nothing else (a name cut short by a comma is a description); null otherwise. */
function cellName(cell: Line, label: Line, role: string, page: number): Found | null {
  const name = nameAt(cell.text);
  if (!name || name.start > 0 || cell.text.trim().length !== name.end) return null;
  const words = wordsInSpan(segmentOf(cell.words), name.start, name.end);
  return {
    role,
    cand: { value: name.value, score: name.legal ? SCORE_LEGAL : SCORE_PLAIN, page, words, via: "rule", label: null, labelWords: label.words },
  };
}

interface Found {
  role: string;
  cand: Omit<Candidate, "field">;
}

// "Party A: ‹name›": a role label and the name in one cell.
const ROLE_AND_NAME_RE = new RegExp(`^(${ROLES})\\s*:\\s+`, "iu");

type Row = ReturnType<typeof pageRows>[number];

/** The part of the next row that carries on `cell` where its block wrapped it: at the cell's left edge, a line's height or less below. */
function wrappedOn(cell: Line, next: Row | undefined): Line | null {
  const height = cell.bbox[3] - cell.bbox[1];
  return next?.parts.find((p) => Math.abs(p.bbox[0] - cell.bbox[0]) <= height && p.bbox[1] - cell.bbox[3] <= height) ?? null;
}

/**
 * `cell` run on with the next line when its name, from `from` on, has no legal form and the two
 * make one name with one ("Provider: Lumen Office" over "Supply Limited"); `cell` itself otherwise.
 */
function withWrappedName(cell: Line, from: number, next: Row | undefined): Line {
  const on = wrappedOn(cell, next);
  if (!on || nameAt(cell.text.slice(from))?.legal) return cell;
  const text = `${cell.text} ${on.text}`;
  const whole = nameAt(text.slice(from));
  const complete = whole?.legal && whole.start === 0 && whole.end === text.slice(from).trim().length;
  return complete ? { ...cell, text, words: [...cell.words, ...on.words] } : cell;
}

/** The name of a cell that opens with its role and a colon (run on where its block wrapped it); null when the rest is more than a name. */
function labelledCell(line: Line, page: number, next?: Row): Found | null {
  const m = ROLE_AND_NAME_RE.exec(line.text);
  if (!m) return null;
  const cell = withWrappedName(line, m[0].length, next);
  const rest = cell.text.slice(m[0].length);
  const name = nameAt(rest);
  if (!name || name.start > 0 || rest.trim().length !== name.end) return null;
  const words = wordsInSpan(segmentOf(cell.words), m[0].length + name.start, m[0].length + name.end);
  const role = (m[1] as string).replace(/\s+/g, " ").toLowerCase();
  return { role, cand: { value: name.value, score: name.legal ? SCORE_LEGAL : SCORE_PLAIN, page, words, via: "rule", label: null, labelWords: [] } };
}

// An Australian "Details" schedule: a "Parties" row over each party's rows, "Name | ‹name›" first and
// then rows that describe the same party ("ACN", "ABN", "Address", "Short name"). The two Name rows
// under it, in order, are the parties; any other row ends the block.
const PARTIES_HEAD = /^parties\s*:?$/i;
const PARTY_DETAIL =
  /^(?:acn|abn|arbn|nzbn|uen|cin|company\s+(?:number|no\.?)|registration(?:\s+(?:number|no\.?))?|(?:registered\s+)?address|registered\s+office|short\s+name|defined\s+as|email|fax|phone|telephone|attention|contact)\s*:?$/iu;

function detailsParties(rows: ReturnType<typeof pageRows>, page: number): Found[] {
  const head = rows.findIndex((r) => r.parts.length === 1 && PARTIES_HEAD.test(r.parts[0]!.text.trim()));
  if (head < 0) return [];
  const names: Found[] = [];
  for (const row of rows.slice(head + 1)) {
    const [label, value, ...rest] = row.parts;
    if (!label || !value || rest.length) break;
    const text = label.text.trim();
    if (NAME_LABEL.test(text)) {
      const f = cellName(value, label, `party ${names.length + 1}`, page);
      if (!f) return [];
      names.push(f);
    } else if (!PARTY_DETAIL.test(text)) break;
  }
  return names.length === 2 ? names : [];
}

const roleOf = (line: Line) => (ROLE_LABEL.test(line.text.trim()) ? line.text.trim().replace(/:$/, "").toLowerCase() : null);
/** The cell of `row` that starts under `head` (a column of the table). */
const under = (cells: Line[], head: Line) => cells.find((c) => Math.abs(c.bbox[0] - head.bbox[0]) <= Math.max(12, head.bbox[3] - head.bbox[1]));

const sameName = (a: Found, b: Found) => String(a.cand.value).toLowerCase() === String(b.cand.value).toLowerCase();

export function labelledParties(doc: PositionedDocument): Candidate[] {
  const found: Found[] = [];
  for (const page of doc.pages.slice(0, PAGES)) {
    const rows = pageRows(page);
    const details = detailsParties(rows, page.number);
    if (details.length) return details.map((f, k) => ({ ...f.cand, field: k ? "party_2" : "party_1" }));
    rows.forEach((row, i) => {
      for (const part of row.parts) {
        const f = labelledCell(part, page.number, rows[i + 1]);
        if (f) found.push(f);
      }
      const [first, second, ...rest] = row.parts;
      if (!first || !second) return;
      const roles = [roleOf(first), roleOf(second)];
      if (rest.length || !roles[0]) return;
      // "Provider | ‹name›": a role and its name.
      if (!roles[1]) {
        const f = cellName(second, first, roles[0], page.number);
        if (f) found.push(f);
        return;
      }
      // "Provider | Customer" over "Legal Name | ‹name› | ‹name›": the roles head the columns.
      const named = rows.slice(i + 1, i + 4).find((r) => r.parts.length === 3 && NAME_LABEL.test(r.parts[0]!.text.trim()));
      if (!named) return;
      const cells = named.parts.slice(1);
      [first, second].forEach((head, k) => {
        const cell = under(cells, head);
        const f = cell && cellName(cell, named.parts[0]!, roles[k]!, page.number);
        if (f) found.push(f);
      });
    });
  }
  // A role named again with the same name (a signature block) is the same party.
  const distinct = found.filter((f, i) => !found.slice(0, i).some((g) => g.role === f.role && sameName(g, f)));
  const [a, b] = distinct;
  if (distinct.length !== 2 || !a || !b || a.role === b.role || sameName(a, b)) return [];
  return [
    { ...a.cand, field: "party_1" },
    { ...b.cand, field: "party_2" },
  ];
}
