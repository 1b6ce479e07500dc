import { NOTO_SANS_JP, NOTO_SANS_KR, NOTO_SANS_SC } from "./bundled-font";
import { fontFacesFor } from "./font-face-css";

// The CJK fallbacks are ~290 KB of @font-face rules (about 300 unicode-range subsets), three
// quarters of a theme's stylesheet, and parsing them costs ~70 ms per print (measured on the
// sample document). Most documents never need them, so they are dropped unless the text holds a
// character outside what the Latin families, Noto Sans and the emoji font cover: CJK, but also
// symbols (arrows, maths, dingbats) that the CJK fonts happen to supply.
const MAY_NEED_CJK = /[\u1100-\u11ff\u2150-\u2bff\u2e80-\ufe0e\ufe10-\uffff]|[\u{20000}-\u{3ffff}]/u;

let cjkFaces: string | undefined;

/** Whether `text` holds a character only the CJK fallbacks may supply. */
export function mayNeedCjk(text: string): boolean {
  return MAY_NEED_CJK.test(text);
}

/**
 * `css` without the CJK fallback faces. They appear in theme CSS exactly as fontFacesFor joins them
 * (the fallbacks close every font list, CJK last).
 */
export function dropCjkFaces(css: string): string {
  cjkFaces ??= fontFacesFor([NOTO_SANS_SC, NOTO_SANS_JP, NOTO_SANS_KR]);
  return css.replace(cjkFaces, "");
}
