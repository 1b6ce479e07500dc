import type { Line, PositionedDocument } from "../../layout/types";
import type { Candidate } from "../anchor";
import { segmentOf, wordsInSpan, wrapsOnto } from "../geometry";
import { pageRows } from "../rows";
import { withoutRowNumber } from "./key-rows";
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
  "party\\s+[ab]|(?:first|second)\\s+party|provider|service provider|supplier|vendor|seller|licensor|lessor|landlord|company|customer|client|buyer|purchaser|licensee|lessee|tenant|contractor|consultant|subscriber|distributor|manufacturer|reseller|auftragnehmer|auftraggeber|anbieter|dienstleister|kunde|lieferant|prestataire|fournisseur|client|opdrachtnemer|opdrachtgever|leverancier|klant|proveedor|cliente";
const ROLE_LABEL = new RegExp(`^(?:${ROLES})\\s*:?$`, "iu");

/** The row of a two-column party table that names each party: "Legal Name | ‹provider› | ‹customer›". */
const NAME_LABEL =
  /^(?:(?:(?:legal|company|registered|full)\s+)?name|company|firma|firmenname|raison sociale|dénomination|naam|statutaire naam|nombre|razón social|denominación)\s*:?$/iu;

const PAGES = 2;
const SCORE_LEGAL = 0.85;
const SCORE_PLAIN = 0.75;

// A key-terms table, whose rows are numbered, describes the party after its name in the same cell:
// ", a Delaware corporation, 12 Main Street …", ", Lindenweg 12, 80331 München". Only there, and only a
// description: elsewhere a cell that holds more than a name is no party cell.
const DESCRIBED_RE = /^,\s+(?:an?\s|incorporated\b|organi[sz]ed\b|registered\b|having\b|[^,]{0,40}\d)|^,(?:\s+an?)?$/u;

/**
 * A cell holding a name and nothing else (but its description, in a numbered row, also as read on
 * into what its column wrapped onto the `next` row: ", Am Hafen" / "22, 50667 Köln"); null otherwise.
 */
function cellName(cell: Line, label: Line, role: string, page: number, numbered = false, next?: Row): Found | null {
  const name = nameAt(cell.text);
  if (!name || name.start > 0) return null;
  const description = cell.text.slice(name.end);
  const described = () => DESCRIBED_RE.test(description) || DESCRIBED_RE.test(`${description} ${wrappedOnto(cell, next)}`);
  if (cell.text.trim().length !== name.end && !(numbered && described())) return null;
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

/** Cells of one row read as one cell. */
const joinedCell = (cells: Line[]): Line => ({
  ...cells[0]!,
  text: cells.map((c) => c.text).join(" "),
  words: cells.flatMap((c) => c.words),
  bbox: [cells[0]!.bbox[0], Math.min(...cells.map((c) => c.bbox[1])), cells[cells.length - 1]!.bbox[2], Math.max(...cells.map((c) => c.bbox[3]))],
});

/** What `cell`'s column carries on in the `next` row: the row's parts under the cell, when one of them is flush with it. */
function wrappedOnto(cell: Line, next: Row | undefined): string {
  const under = (next?.parts ?? []).filter((p) => p.bbox[0] >= cell.bbox[0] - 2 && p.bbox[2] <= cell.bbox[2] + 2 && !cell.words.includes(p.words[0]!));
  return under.some((p) => wrapsOnto(cell, p)) ? under.map((p) => p.text).join(" ") : "";
}

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
  const joined = joinedCell([cell, on]);
  const whole = nameAt(joined.text.slice(from));
  const complete = whole?.legal && whole.start === 0 && whole.end === joined.text.slice(from).trim().length;
  return complete ? joined : cell;
}

/** The name of a cell that opens with its role and a colon (run on where its block wrapped it); null when the rest is more than a name. */
function labelledCell(line: Line, page: number, next?: Row): Found | null {
  // "1. Provider: ‹name›, a Delaware corporation, …": a key-terms table's numbered row, its party described.
  const lead = line.text.length - withoutRowNumber(line.text).length;
  const m = ROLE_AND_NAME_RE.exec(line.text.slice(lead));
  if (!m) return null;
  const from = lead + m[0].length;
  const cell = withWrappedName(line, from, next);
  const rest = cell.text.slice(from);
  const name = nameAt(rest);
  if (!name || name.start > 0 || (rest.trim().length !== name.end && !(lead && DESCRIBED_RE.test(rest.slice(name.end))))) return null;
  const words = wordsInSpan(segmentOf(cell.words), from + name.start, from + name.end);
  const role = (m[1] as string).replace(/\s+/g, " ").toLowerCase();
  return { role, cand: { value: name.value, score: name.legal ? SCORE_LEGAL : SCORE_PLAIN, page, words, via: "rule", label: null, labelWords: [] } };
}

// An Australian "Details" schedule: a "Parties" row over each party's rows, "Name | ‹name›" first and
// then rows that describe the same party ("ACN", "ABN", "Address", "Short name"). The two Name rows
// under it, in order, are the parties; any other row ends the block.
const PARTIES_HEAD = /^parties\s*:?$/i;
const PARTY_DETAIL =
  /^(?:acn|abn|arbn|nzbn|uen|cin|company\s+(?:number|no\.?)|registration(?:\s+(?:number|no\.?))?|(?:registered\s+)?address|registered\s+office|short\s+name|defined\s+as|email|fax|phone|telephone|attention|contact)\s*:?$/iu;

function detailsParties(rows: Row[], page: number): Found[] {
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

const ROW_NUMBER_RE = /^\s*(?:item\s+)?\(?\d{1,2}[.)]?\s*$/i;
// "Item 1. Provider": a key-terms table numbers its rows.
const roleOf = (line: Line) => {
  const text = withoutRowNumber(line.text.trim());
  return ROLE_LABEL.test(text) ? text.replace(/:$/, "").toLowerCase() : null;
};
/** The cell of `row` that starts under `head` (a column of the table). */
const under = (cells: Line[], head: Line) => cells.find((c) => Math.abs(c.bbox[0] - head.bbox[0]) <= Math.max(12, head.bbox[3] - head.bbox[1]));

/**
 * `cell` with its next line in the same column when that line continues the name ("Acme GmbH & Co." /
 * "KG, Lindenweg 3"): a narrow cell wraps a long name. `next` is the row under the cell's.
 */
function withContinuation(cell: Line, next: Row | undefined): Line {
  const below = next?.parts.find((p) => wrapsOnto(cell, p));
  if (!below) return cell;
  const whole = nameAt(cell.text.trim());
  const longer = nameAt(`${cell.text.trim()} ${below.text}`);
  return whole && longer && longer.start === 0 && longer.end > cell.text.trim().length ? joinedCell([cell, below]) : cell;
}

const sameName = (a: Found, b: Found) => String(a.cand.value).toLowerCase() === String(b.cand.value).toLowerCase();

export function labelledParties(doc: PositionedDocument): Candidate[] {
  const found: Found[] = [];
  // The roles in the order the table first prints them: a name read for a role only in a later
  // signature block ("LICENSOR: ‹name›") keeps its role's place.
  const seen: string[] = [];
  for (const page of doc.pages.slice(0, PAGES)) {
    const rows = pageRows(page);
    const details = detailsParties(rows, page.number);
    if (details.length) return details.map((f, k) => ({ ...f.cand, field: k ? "party_2" : "party_1" }));
    rows.forEach((whole, i) => {
      // "1. | Provider | ‹name›": the row's number in a column of its own.
      const numberColumn = ROW_NUMBER_RE.test(whole.parts[0]?.text ?? "");
      const row = numberColumn ? { ...whole, parts: whole.parts.slice(1) } : whole;
      const numbered = (label: Line) => numberColumn || withoutRowNumber(label.text.trim()) !== label.text.trim();
      for (const part of row.parts) {
        const f = labelledCell(part, page.number, rows[i + 1]);
        if (f) found.push(f);
      }
      // "1. Provider | ‹name› | 2. Customer | ‹name›": two rows of a key-terms table set side by side,
      // each value the cells up to the next role (a justified cell may print apart as several).
      const at = row.parts.flatMap((p, k) => (roleOf(p) ? [k] : []));
      for (const k of at) seen.push(roleOf(row.parts[k]!)!);
      for (const part of row.parts) {
        const role = ROLE_AND_NAME_RE.exec(withoutRowNumber(part.text))?.[1];
        if (role) seen.push(role.replace(/\s+/g, " ").toLowerCase());
      }
      if (at.length === 2 && at[0] === 0 && at[1]! >= 2 && at[1]! < row.parts.length - 1) {
        for (const [from, to] of [
          [0, at[1]!],
          [at[1]!, row.parts.length],
        ] as const) {
          const value = withContinuation(joinedCell(row.parts.slice(from + 1, to)), rows[i + 1]);
          const f = cellName(value, row.parts[from]!, roleOf(row.parts[from]!)!, page.number, numbered(row.parts[from]!), rows[i + 1]);
          if (f) found.push(f);
        }
        return;
      }
      const [first, second, ...rest] = row.parts;
      if (!first || !second) return;
      const roles = [roleOf(first), roleOf(second)];
      if (rest.length || !roles[0]) return;
      // "Provider | ‹name›": a role and its name.
      if (!roles[1]) {
        const f = cellName(withContinuation(second, rows[i + 1]), first, roles[0], page.number, numbered(first), rows[i + 1]);
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
  const place = (f: Found) => (seen.includes(f.role) ? seen.indexOf(f.role) : seen.length);
  const [a, b] = [...distinct].sort((x, y) => place(x) - place(y));
  if (distinct.length !== 2 || !a || !b || a.role === b.role || sameName(a, b)) return [];
  return [
    { ...a.cand, field: "party_1" },
    { ...b.cand, field: "party_2" },
  ];
}
