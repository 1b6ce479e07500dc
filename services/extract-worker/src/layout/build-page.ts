import { buildLines } from "./build-lines";
import { roundBox, type Matrix } from "./geometry";
import { extractGraphics, type OperatorList, type OpsCodes } from "./graphics";
import { pageText } from "./page-text";
import { readingOrder } from "./reading-order";
import { readingTurn, turnedView } from "./reading-turn";
import { repairText } from "./text-repair";
import { withoutKerningSpaces } from "./kerning-spaces";
import { asWindows1252, macRomanFonts } from "./mac-roman";
import { FORM_STYLE } from "./form-fields";
import { fragmentsOf, trackedWord, type Fragment, type FontStyle, type RawTextItem } from "./text-fragments";
import type { TextOpsCodes } from "./text-shows";
import { joinLetters, trackedWordLengths } from "./tracked-gaps";
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
  /** Operator list for where the letters of tracked items were drawn (tracked-gaps.ts), on pages that have such items. */
  trackedOperators?: OperatorList;
  /** The values of filled-in form fields, laid out in their fields (form-fields.ts). */
  formItems?: readonly RawTextItem[];
}

function isTextItem(item: RawTextItem | { type: string }): item is RawTextItem {
  return typeof (item as RawTextItem).str === "string";
}

/** True when the page has a tracked item ("F E R R O W A M A R K T"), whose word gaps only its operator list shows. */
export function hasTrackedItem(items: ReadonlyArray<RawTextItem | { type: string }>): boolean {
  return items.some((item) => isTextItem(item) && trackedWord(repairText(item.str), false) !== null);
}

function roundWord(w: Word): Word {
  return { ...w, bbox: roundBox(w.bbox) };
}

export function buildPage(displayed: RawPage, deps: { ops: OpsCodes & TextOpsCodes }): Page {
  // A page whose text runs sideways as displayed is read turned upright (reading-turn.ts).
  const turn = readingTurn(displayed.items.filter(isTextItem), displayed.view);
  const raw = turn ? { ...displayed, ...turnedView(displayed.view, turn, displayed.width, displayed.height) } : displayed;
  // The last text item was a tracked word ("D A T E"), so a tracked pair after it is one too ("O F").
  let afterTracked = false;
  const items = raw.items.filter(isTextItem);
  const macRoman = macRomanFonts(items);
  const read = (raw.textOperators ? withoutKerningSpaces(items, raw.textOperators, deps.ops) : items).map((item) => {
    if (!/\S/.test(item.str)) return { item, str: item.str, tracked: null };
    const str = repairText(macRoman.has(item.fontName) ? asWindows1252(item.str) : item.str);
    const tracked = trackedWord(str, afterTracked);
    afterTracked = tracked !== null;
    return { item, str, tracked };
  });
  const tracked = read.flatMap((r) => (r.tracked ? [{ font: r.item.fontName, letters: r.tracked }] : []));
  const lengths = raw.trackedOperators && tracked.length ? trackedWordLengths(tracked, raw.trackedOperators, deps.ops) : [];
  let trackedIndex = 0;
  const fragments: Fragment[] = [];
  let hasText = false;
  for (const { item, str, tracked } of read) {
    if (!/\S/.test(item.str)) {
      // A whitespace item (pdf.js inserts these for wide glyph gaps) ends the word before it.
      const last = fragments[fragments.length - 1];
      if (last) last.spaceAfter = true;
      continue;
    }
    hasText = true;
    const style = raw.styles[item.fontName];
    const words = tracked ? lengths[trackedIndex++] : null;
    // A tracked item of several words keeps each letter where it was drawn until they are joined into words.
    const parts =
      words && words.length > 1
        ? joinLetters(fragmentsOf({ ...item, str }, style, raw.view), words)
        : fragmentsOf({ ...item, str: tracked ?? str }, style, raw.view);
    if (tracked) for (const part of parts) part.pitch = item.width / tracked.length;
    fragments.push(...parts);
  }
  // A form's typed values are words of the page, but not its text layer: a scanned form stays a scan.
  for (const item of raw.formItems ?? []) fragments.push(...fragmentsOf(item, FORM_STYLE, raw.view));
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
