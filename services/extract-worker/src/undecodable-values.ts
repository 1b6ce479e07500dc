import type { PresetOutput } from "./presets/preset-output";

// A value whose printed text could not be decoded is not returned. The layout marks with U+FFFD
// the characters a PDF's font maps to nothing we can read back (layout/text-repair.ts); pdf.js does
// the same for glyphs without a mapping. "Istratek O��ce Supply Ltd" is not the vendor's name, and
// a caller cannot tell which letters are missing: null with a warning says so.

const UNDECODABLE = "\ufffd";

/** Splits "line_items[2].description" into ["line_items", 2, "description"]. */
function steps(path: string): Array<string | number> {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

/** The output with every string value holding an undecodable character set to null, with a warning. */
export function dropUndecodable(out: PresetOutput): PresetOutput {
  const fields = { ...out.fields };
  const warnings = [...out.warnings];
  let data = out.data;
  for (const path of Object.keys(out.fields)) {
    const at = steps(path);
    const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);
    const last = at[at.length - 1]!;
    const value = (parent as Record<string | number, unknown> | undefined)?.[last];
    if (typeof value !== "string" || !value.includes(UNDECODABLE)) continue;
    if (data === out.data) data = structuredClone(out.data);
    const copy = at.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data);
    (copy as Record<string | number, unknown>)[last] = null;
    delete fields[path];
    warnings.push(`${path}: its printed text could not be decoded (the PDF maps some of its glyphs to no character)`);
  }
  return { ...out, data, fields, warnings };
}
