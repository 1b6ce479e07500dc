import { glyphWeight } from "./glyph-widths";
import type { FontStyle, RawTextItem } from "./text-fragments";

// Filled-in form fields. A PDF form keeps what was typed into it in widget annotations, not in the
// page's content stream, so the text content the rules read never holds it — yet a viewer shows it
// where the form prints its labels ("Invoice No." beside a box holding "INV-2041"), and a template's
// other numbers would be read in its place. Each visible text field and drop-down list is read as text
// items laid out in its rectangle the way a viewer draws them: at the field's type size or one that
// fits, aligned as the field asks, a multi-line field's lines (wrapped to its width) from the top.
// What the field's own appearance shows is preferred to its value ("1,234.50" formatted for display
// over the value "1234.5"). Password fields, hidden and turned fields, check boxes, radio buttons and
// list boxes (every option is shown; the choice is a highlight) are not read.

/** The subset of pdf.js's annotation data (`page.getAnnotations()`) a field's text is read from. */
export interface WidgetData {
  annotationType: number;
  fieldType?: string | null;
  fieldValue?: string | string[] | null;
  /** Lines of text drawn by the field's appearance stream (pdf.js reads it for widgets that have one). */
  textContent?: string[];
  /** [x0, y0, x1, y1] in PDF user space (origin bottom-left). */
  rect: number[];
  hidden?: boolean;
  password?: boolean;
  multiLine?: boolean;
  comb?: boolean;
  maxLen?: number | null;
  combo?: boolean;
  options?: Array<{ exportValue: string; displayValue: string }>;
  /** 0 left, 1 centred, 2 right. */
  textAlignment?: number | null;
  /** A font size of 0 means "auto": the viewer picks one that fits. */
  defaultAppearanceData?: { fontSize?: number };
  rotation?: number;
}

/** pdf.js's AnnotationType.WIDGET. */
const WIDGET = 20;
/** The `font` of every word read from a form field. */
export const FORM_FONT = "form-field";
export const FORM_STYLE: FontStyle = { ascent: 0.8, descent: -0.2 };
/** Viewers inset a field's text by about this much (points) from its border. */
const PADDING = 2;
const LEADING = 1.15;
/** Auto-sized single-line text fills about this much of the field's inner height, up to MAX_AUTO_SIZE. */
const AUTO_FILL = 0.8;
const MAX_AUTO_SIZE = 12;
const MIN_SIZE = 4;

const advance = (text: string, size: number) => (Array.from(text).reduce((w, ch) => w + glyphWeight(ch), 0) * size) / 1000;

/** The lines a viewer shows in the field, or null for fields whose text is not read. */
function shownLines(a: WidgetData): string[] | null {
  if (a.annotationType !== WIDGET || a.hidden || a.password || (a.rotation ?? 0) % 360 !== 0) return null;
  if (a.fieldType === "Tx") {
    const drawn = a.textContent?.some((l) => /\S/.test(l)) ? a.textContent : null;
    const lines = drawn ?? (typeof a.fieldValue === "string" ? a.fieldValue.split(/\r\n|\r|\n/) : []);
    return a.multiLine ? lines : [lines.join(" ")];
  }
  if (a.fieldType === "Ch" && a.combo && Array.isArray(a.fieldValue) && a.fieldValue[0]) {
    const chosen = a.fieldValue[0];
    return [a.options?.find((o) => o.exportValue === chosen)?.displayValue ?? chosen];
  }
  return null;
}

/** `line` broken at spaces into lines no wider than `width` at `size` (a word wider than that stands alone). */
function wrap(line: string, width: number, size: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const word of line.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && advance(next, size) > width) {
      out.push(current);
      current = word;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

/** Text items for the visible filled-in fields among a page's annotations, in PDF user space. */
export function formFieldItems(annotations: readonly WidgetData[]): RawTextItem[] {
  const items: RawTextItem[] = [];
  for (const a of annotations) {
    const shown = shownLines(a)?.map((l) => l.trim());
    if (!shown?.some(Boolean) || a.rect.length !== 4 || !a.rect.every(Number.isFinite)) continue;
    const [x0, y0, x1, y1] = [
      Math.min(a.rect[0]!, a.rect[2]!),
      Math.min(a.rect[1]!, a.rect[3]!),
      Math.max(a.rect[0]!, a.rect[2]!),
      Math.max(a.rect[1]!, a.rect[3]!),
    ];
    const inner = x1 - x0 - 2 * PADDING;
    if (inner <= 0 || y1 - y0 <= 0) continue;
    const declared = a.defaultAppearanceData?.fontSize ?? 0;
    let size = declared > 0 ? declared : Math.min(MAX_AUTO_SIZE, (y1 - y0 - 2 * PADDING) * AUTO_FILL);
    // An auto-sized single line shrinks until it fits the field's width.
    if (declared <= 0 && !a.multiLine) size = Math.min(size, (size * inner) / Math.max(advance(shown[0]!, size), 1e-6));
    size = Math.max(size, MIN_SIZE);
    const lines = a.multiLine && !a.textContent?.length ? shown.flatMap((l) => wrap(l, inner, size)) : shown;
    // A single line sits centred in the field's height; a multi-line field's lines run down from its top.
    let baseline = a.multiLine ? y1 - PADDING - size * FORM_STYLE.ascent! : (y0 + y1) / 2 - size * 0.3;
    for (const line of lines) {
      if (baseline < y0) break; // scrolled out of the field: a viewer does not show it
      if (line) {
        // A comb field spreads its characters over maxLen equal cells.
        const width = a.comb && a.maxLen ? ((x1 - x0) * Array.from(line).length) / a.maxLen : advance(line, size);
        const align = a.comb ? 0 : (a.textAlignment ?? 0);
        const x = align === 1 ? (x0 + x1 - width) / 2 : align === 2 ? x1 - PADDING - width : a.comb ? x0 : x0 + PADDING;
        items.push({ str: line, transform: [size, 0, 0, size, x, baseline], width, fontName: FORM_FONT });
      }
      baseline -= size * LEADING;
    }
  }
  return items;
}
