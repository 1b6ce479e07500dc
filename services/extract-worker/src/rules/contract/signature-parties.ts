import type { Candidate } from "../anchor";
import { looksLikeParty, nameAt } from "./parties";
import { spanCandidate, type ContractText } from "./text";

// The parties of an agreement whose preamble does not name them: one made "by and among the parties
// whose names appear on the signature page", or a letter ("Dear …:") whose parties are its writer
// and the addressee who countersigns it. A company is named on the line above its "By:" line; a
// natural person signs on a rule over his printed name, under a caption that makes him a party: his
// role as the agreement defines it ("TALENT:" where "Talent" is a defined term), "INDIVIDUAL", or a
// letter's "ACCEPTED AND AGREED:". A witness's or a notary's rule has no such caption, and the
// officer named under a company's "By:" line signs for it. Blocks may stand side by side, so each
// printed line is cut into cells at wide gutters and a cell's neighbours are the cells aligned with
// it on the lines above and below. Read only when no preamble, party table or labelled lines name
// the parties, and only when exactly two different names head signature blocks (a "By:" under
// anything but a company name makes the reading void). The parties are given in the order the
// text first names them (a letterhead before the addressee), as the preamble would have.

const DEFERS_RE =
  /\b(?:parties|persons|entities)\s+(?:whose\s+names\s+appear|named|identified|listed|set\s+forth)\s+(?:on|in)\s+the\s+signature\s+pages?\b|\b(?:by|between|among)\s+the\s+(?:undersigned|parties\s+signing\s+below)\b/i;
const SALUTATION_RE = /^Dear\s+\S[^:]{0,60}:$/;
/** Lines from the top that a letter's salutation may open. */
const SALUTATION_LINES = 30;
const BY_RE = /^By\s*:/i;
const RULE_RE = /^_{8,}$/;
const OFFICE_RE = /^(?:Title|Its)\s*:/i;
const PRINTED_NAME_RE = /^(?:Name\s*:\s*)?/i;
/** The lower-case particles of a surname ("de", "van der"). */
const PARTICLE_RE = /^(?:de|van|von|der|den|du|da|del|la|le)$/;
const COUNTERSIGN_RE = /^(?:ACCEPTED\s+AND\s+AGREED|AGREED\s+AND\s+ACCEPTED|ACKNOWLEDGED\s+AND\s+AGREED)(?:\s+TO)?$/i;
const DEFINED_RE = /\(\s*(?:the\s+)?["“]([\p{Lu}][\p{L} ]{1,30})["”]\s*\)|\bas\s+["“]([\p{Lu}][\p{L} ]{1,30})["”]/gu;
/** A gutter between two blocks set side by side, in ems of the font. */
const GUTTER_EMS = 3;
/** How far a cell may sit from the cell it heads or follows, in ems. */
const ALIGN_EMS = 1;
/** Rows a block's next cell may lie away: a page's foot and number and the next page's mark between them. */
const ALIGN_ROWS = 5;
/** The mark EDGAR's text keeps at the head of each page. */
const PAGE_MARK_RE = /^<PAGE>$/i;
const SCORE = 0.8;

interface Cell {
  text: string;
  start: number;
  x: number;
  em: number;
}
interface Row {
  page: number;
  baseline: number;
  cells: Cell[];
}

/** The printed lines before the attachments, each cut into cells where words stand a gutter apart. */
function rowsOf(ct: ContractText): Row[] {
  const rows: Row[] = [];
  let last: ContractText["parts"][number] | undefined;
  for (const p of ct.parts) {
    if (p.start >= ct.attachmentsFrom) break;
    const row = rows[rows.length - 1];
    const sameLine = row && last && last.page === p.page && Math.abs(last.word.baseline - p.word.baseline) <= 2;
    const end = p.start + p.word.text.length;
    const cell = { text: p.word.text, start: p.start, x: p.word.bbox[0], em: p.word.fontSize };
    if (!sameLine || !row || !last) rows.push({ page: p.page, baseline: p.word.baseline, cells: [cell] });
    else if (p.word.bbox[0] - last.word.bbox[2] > GUTTER_EMS * p.word.fontSize) row.cells.push(cell);
    else {
      const open = row.cells[row.cells.length - 1] as Cell;
      open.text = ct.text.slice(open.start, end);
    }
    last = p;
  }
  for (const row of rows) for (const cell of row.cells) cell.text = cell.text.trim();
  return rows.filter((r) => !(r.cells.length === 1 && PAGE_MARK_RE.test((r.cells[0] as Cell).text)));
}

/** The cell aligned with `cell` on the nearest row above (step -1) or below (step 1) that has one, within a few rows, across a page break too. */
function aligned(rows: Row[], i: number, cell: Cell, step: -1 | 1): Cell | null {
  const row = rows[i] as Row;
  for (let j = i + step; Math.abs(j - i) <= ALIGN_ROWS && j >= 0 && j < rows.length; j += step) {
    const other = rows[j] as Row;
    // A block may break across a page: a row on the page before is above; on the same page it must be.
    if (other.page === row.page && (other.baseline - row.baseline) * step <= 0) return null;
    const hit = other.cells.find((c) => Math.abs(c.x - cell.x) <= ALIGN_EMS * cell.em);
    if (hit) return hit;
  }
  return null;
}

/** The whole cell as a company's name, with its legal form. */
function companyName(text: string): string | null {
  const name = nameAt(text);
  if (!name || !name.legal || name.start > 0 || text.replace(/[,;:]+$/, "").length !== name.end || !looksLikeParty(name, false)) return null;
  return name.value;
}

/** The whole cell as a person's printed name ("Jane Q. Roe", "Name: JANE ROE", "Anna de Wit"): two to four capitalised words or particles, no legal form. */
function personName(text: string): string | null {
  const printed = text.replace(PRINTED_NAME_RE, "");
  const name = nameAt(printed);
  const words = name?.value.split(" ") ?? [];
  if (!name || name.legal || name.start > 0 || name.end !== printed.length || words.length < 2 || words.length > 4) return null;
  // A particle stands inside the name, never at its ends.
  if (PARTICLE_RE.test(words[0] as string) || PARTICLE_RE.test(words[words.length - 1] as string)) return null;
  return words.every((w) => /^\p{Lu}[\p{L}'’-]*\.?$/u.test(w) || PARTICLE_RE.test(w)) && looksLikeParty({ ...name, clean: true }, false) ? name.value : null;
}

export function signatureParties(ct: ContractText): Candidate[] {
  const rows = rowsOf(ct);
  const letter = rows.slice(0, SALUTATION_LINES).some((r) => r.cells.length === 1 && SALUTATION_RE.test((r.cells[0] as Cell).text));
  if (!letter && !DEFERS_RE.test(ct.text.slice(0, 3000))) return [];
  const roles = new Set([...ct.text.slice(0, ct.attachmentsFrom).matchAll(DEFINED_RE)].map((m) => (m[1] ?? m[2] ?? "").toLowerCase()));
  const caption = (text: string) => {
    const bare = text.replace(/:$/, "").trim();
    return roles.has(bare.toLowerCase()) || /^individual$/i.test(bare) || (letter && COUNTERSIGN_RE.test(bare));
  };
  const names: string[] = [];
  for (const [i, row] of rows.entries()) {
    for (const cell of row.cells) {
      let name: string | null = null;
      if (BY_RE.test(cell.text)) {
        const above = aligned(rows, i, cell, -1);
        name = above && companyName(above.text);
        if (!name) return [];
      } else if (RULE_RE.test(cell.text)) {
        const above = aligned(rows, i, cell, -1);
        const below = aligned(rows, i, cell, 1);
        if (above && below && caption(above.text)) {
          // An officer who signs under his company's role prints his title under his name: no party is named.
          const next = aligned(
            rows,
            rows.findIndex((r) => r.cells.includes(below)),
            below,
            1,
          );
          if (next && OFFICE_RE.test(next.text)) return [];
          name = personName(below.text);
        }
      }
      if (name && !names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
    }
  }
  if (names.length !== 2) return [];
  const ordered = names.map((value) => ({ value, at: ct.text.indexOf(value) })).sort((a, b) => a.at - b.at);
  const cands = ordered
    .map(({ value, at }, i) => spanCandidate(ct, `party_${i + 1}`, value, at, at + value.length, SCORE))
    .filter((c): c is Candidate => c !== null);
  return cands.length === 2 ? cands : [];
}
