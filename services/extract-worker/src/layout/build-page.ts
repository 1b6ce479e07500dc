import { buildLines } from "./build-lines";
import { roundBox, type Matrix } from "./geometry";
import { extractGraphics, type OperatorList, type OpsCodes } from "./graphics";
import { pageText } from "./page-text";
import { readingOrder } from "./reading-order";
import { readingTurn, turnedView } from "./reading-turn";
import { repairText } from "./text-repair";
import { withoutKerningSpaces, type TextOpsCodes } from "./kerning-spaces";
import { fragmentsOf, trackedWord, type Fragment, type FontStyle, type RawTextItem } from "./text-fragments";
import type { Line, Page, Word } from "./types";

export interface RawPage {
  number: number;
  width: number;
  height: number;
  rotation: number;
  /** pdf.js viewport transform at scale 1. */
  view: Matrix;
  items: ReadonlyArray<RawTextItem | { type: string }>;
  styles: Record<string, FontStyle>;
  /** Operator list for rulings and rectangles (presets that read graphics). */
  operators?: OperatorList;
  /** Operator list for the glyphs and moves of the text (kerning-spaces.ts). */
  textOperators?: OperatorList;
}

function isTextItem(item: RawTextItem | { type: string }): item is RawTextItem {
  return typeof (item as RawTextItem).str === "string";
}

function roundWord(w: Word): Word {
  return { ...w, bbox: roundBox(w.bbox) };
}

export function buildPage(displayed: RawPage, deps: { ops: OpsCodes & TextOpsCodes }): Page {
  // A page whose text runs sideways as displayed is read turned upright (reading-turn.ts).
  const turn = readingTurn(displayed.items.filter(isTextItem), displayed.view);
  const raw = turn ? { ...displayed, ...turnedView(displayed.view, turn, displayed.width, displayed.height) } : displayed;
  const fragments: Fragment[] = [];
  let hasText = false;
  // The last text item was a tracked word ("D A T E"), so a tracked pair after it is one too ("O F").
  let afterTracked = false;
  const items = raw.items.filter(isTextItem);
  for (const item of raw.textOperators ? withoutKerningSpaces(items, raw.textOperators, deps.ops) : items) {
    if (!/\S/.test(item.str)) {
      // A whitespace item (pdf.js inserts these for wide glyph gaps) ends the word before it.
      const last = fragments[fragments.length - 1];
      if (last) last.spaceAfter = true;
      continue;
    }
    hasText = true;
    const str = repairText(item.str);
    const tracked = trackedWord(str, afterTracked);
    const parts = fragmentsOf({ ...item, str: tracked ?? str }, raw.styles[item.fontName], raw.view);
    if (tracked) for (const part of parts) part.pitch = item.width / tracked.length;
    fragments.push(...parts);
    afterTracked = tracked !== null;
  }
  // Drop glyphs painted outside the page (print marks, off-canvas leftovers of templates).
  const onPage = fragments.filter((f) => f.bbox[2] > 0 && f.bbox[0] < raw.width && f.bbox[3] > 0 && f.bbox[1] < raw.height);
  const { lines, blockStarts } = readingOrder(buildLines(onPage));
  const rounded: Line[] = lines.map((l) => ({ ...l, bbox: roundBox(l.bbox), words: l.words.map(roundWord) }));
  const graphics = raw.operators ? extractGraphics(raw.operators, { ops: deps.ops, view: raw.view }) : { rulings: [], rects: [] };
  return {
    number: raw.number,
    width: raw.width,
    height: raw.height,
    rotation: raw.rotation,
    ...(turn ? { turn } : {}),
    hasTextLayer: hasText,
    lines: rounded,
    words: rounded.flatMap((l) => l.words),
    rulings: graphics.rulings.map((r) => ({ ...r, bbox: roundBox(r.bbox) })),
    rects: graphics.rects.map((r) => ({ ...r, bbox: roundBox(r.bbox) })),
    text: pageText(rounded, blockStarts),
  };
}
