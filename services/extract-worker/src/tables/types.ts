import type { BBox } from "../layout/types";

/** A recovered table, as table_dump returns it (plus layout facts rules can use). */
export interface Table {
  /** 1-based page where the table starts. */
  page: number;
  /** 0-based position among all tables of the document, in reading order. */
  index: number;
  /** Rows of cell strings; a spanning cell's text sits in its top-left slot, "" elsewhere. */
  rows: string[][];
  /** RFC 4180 CSV of `rows`. */
  csv: string;
  /** Every page the table covers (more than one when it continues across pages). */
  pages: number[];
  /** Box of the table on its first page (top-left origin, points). */
  bbox: BBox;
  /** `lattice`: cells drawn by rulings; `stream`: columns found from whitespace alignment. */
  method: "lattice" | "stream";
  /** How far the structure is drawn rather than inferred (see `PageTable.confidence`). */
  confidence: number;
}

/** A table found on one page, before continuation across pages is resolved. */
export interface PageTable {
  page: number;
  bbox: BBox;
  method: "lattice" | "stream";
  rows: string[][];
  /** Left edges of the columns (points), used to recognise a continuation on the next page. */
  columnEdges: number[];
  /** Left edges of the columns of `rows` where empty columns were dropped (a ruled header band's: see header-band.ts). */
  rowColumnEdges?: number[];
  /**
   * 0.9 when every row and column boundary is a drawn line, 0.85 when some were inferred from
   * whitespace inside a ruled frame, 0.8 for tables found from whitespace alone (measured on the
   * development sets and generated tables: 0.99 / 0.97 / 0.95 of their cell relations right).
   */
  confidence: number;
}
