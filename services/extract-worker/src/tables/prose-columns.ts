import type { Word } from "../layout/types";
import { ALIGN_TOL, type TextRow } from "./text-rows";

// A page set in two or more columns of running text puts a line of each column on one text row.
// Where both are full lines, each is a run of words longer than a table's cells run. But a
// paragraph's short last line beside a full line reads like a label and its cell, and a justified
// line whose word spaces are stretched wider than a word gap breaks into one-word "cells": next to
// a table, either carries the table's run on into the prose. The page's columns of text are known
// by their many lines that start at one left edge; a row whose words are, in every such column, a
// line of it (one run of words from the column's left edge, or evenly spaced words filling the
// column) is lines of text, not a row of cells.

export const MAX_WORDS_PER_CELL = 6; // prose columns have long "cells"; tables rarely do
const MIN_LINES = 4; // long lines of a column of text
const LONG_LINE_WORDS = 5;
/** × font size: word spaces of one line of running text differ by less than this (justified ones too). */
const EVEN_SPACING = 0.3;

/** Lines of prose set in two or more columns of a page: every run of words longer than a table's cells run. */
export const isProseColumns = (r: TextRow) => r.segments.every((seg) => seg.length > MAX_WORDS_PER_CELL);

/** Are these words (of one row, left to right) spaced alike, as a line of running text is? */
export function evenlySpaced(words: Word[], size: number): boolean {
  const gaps = words.slice(1).map((w, i) => w.bbox[0] - (words[i] as Word).bbox[2]);
  return !gaps.length || Math.max(...gaps) - Math.min(...gaps) <= EVEN_SPACING * size;
}

interface TextColumn {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

const near = (a: number, b: number) => Math.abs(a - b) <= ALIGN_TOL;

/**
 * Columns of running text: at least MIN_LINES long, evenly spaced lines from one left edge, side
 * by side with another. A column ends before the next one's left edge: a line that runs past it
 * (a caption or heading set across the page) is no line of the column.
 */
function textColumns(rows: TextRow[]): TextColumn[] {
  const lines: Array<{ l: number; r: number; row: TextRow }> = [];
  for (const row of rows) {
    for (const seg of row.segments) {
      if (seg.length >= LONG_LINE_WORDS && evenlySpaced(seg, row.size))
        lines.push({ l: (seg[0] as Word).bbox[0], r: (seg[seg.length - 1] as Word).bbox[2], row });
    }
  }
  const edges: number[] = [];
  for (const { l } of lines) if (!edges.some((e) => near(e, l)) && lines.filter((m) => near(m.l, l)).length >= MIN_LINES) edges.push(l);
  const columns = edges.flatMap((x0): TextColumn[] => {
    const next = Math.min(...edges.filter((e) => e > x0 + ALIGN_TOL));
    const own = lines.filter((m) => near(m.l, x0) && m.r < next);
    if (own.length < MIN_LINES) return [];
    return [{ x0, x1: Math.max(...own.map((m) => m.r)), top: Math.min(...own.map((m) => m.row.top)), bottom: Math.max(...own.map((m) => m.row.bottom)) }];
  });
  // Columns side by side reach as far up and down as any of them: the long lines of one may start
  // lower (its first lines stretched apart, a justified line that breaks into single words).
  return columns.flatMap((c) => {
    const beside = columns.filter((d) => d !== c && (d.x0 >= c.x1 || d.x1 <= c.x0) && d.top < c.bottom && c.top < d.bottom);
    return beside.length ? [{ ...c, top: Math.min(c.top, ...beside.map((d) => d.top)), bottom: Math.max(c.bottom, ...beside.map((d) => d.bottom)) }] : [];
  });
}

/** Is `row` a line of each text column it has words in, and nothing else? */
function linesOfColumns(row: TextRow, columns: TextColumn[]): boolean {
  const inside = columns.filter((c) => row.top >= c.top - row.size && row.bottom <= c.bottom + row.size);
  const parts = inside.map((c) => row.words.filter((w) => w.bbox[0] >= c.x0 - ALIGN_TOL && w.bbox[2] <= c.x1 + ALIGN_TOL));
  if (parts.reduce((n, p) => n + p.length, 0) !== row.words.length) return false;
  return parts.every((words, k) => {
    const c = inside[k] as TextColumn;
    if (!words.length) return true;
    if (!near((words[0] as Word).bbox[0], c.x0)) return false;
    const oneRun = row.segments.some((seg) => seg.length === words.length && seg[0] === words[0]);
    const justified = words.length >= LONG_LINE_WORDS && near((words[words.length - 1] as Word).bbox[2], c.x1) && evenlySpaced(words, row.size);
    return oneRun || justified;
  });
}

/** The rows, those that are lines of columns of running text made one run of words each (no cells). */
export function proseColumnsAsLines(rows: TextRow[]): TextRow[] {
  const columns = textColumns(rows);
  if (!columns.length) return rows;
  return rows.map((row) => (row.segments.length >= 2 && !isProseColumns(row) && linesOfColumns(row, columns) ? { ...row, segments: [row.words] } : row));
}
