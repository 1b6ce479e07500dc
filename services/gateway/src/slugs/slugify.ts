import { SLUG_MAX } from "@quire/contracts";

// Letters NFKD does not decompose into an ASCII base letter plus marks.
// prettier-ignore
const FOLD: Record<string, string> = {
  ß: "ss", ẞ: "ss", æ: "ae", Æ: "ae", œ: "oe", Œ: "oe", ø: "o", Ø: "o", đ: "d", Đ: "d", ð: "d", Ð: "d",
  ł: "l", Ł: "l", þ: "th", Þ: "th", ı: "i", ħ: "h", Ħ: "h",
};

/**
 * Slug of a name: accents folded to ASCII, lower case, every run of other characters turned into
 * one `-`, no leading or trailing `-`, at most SLUG_MAX characters; `fallback` when nothing is left.
 * Slugs never contain `_`, so they can never be mistaken for an id (`tpl_…`, `thm_…`).
 */
export function slugify(name: string, fallback: string): string {
  const folded = name
    .replace(/[ßẞæÆœŒøØđĐðÐłŁþÞıħĦ]/g, (c) => FOLD[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const slug = clip(folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+/, ""), SLUG_MAX);
  return slug || fallback;
}

/** `base` with `-n` appended, `base` shortened so the result still fits in SLUG_MAX. */
export function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${clip(base, SLUG_MAX - suffix.length)}${suffix}`;
}

function clip(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/, "");
}
