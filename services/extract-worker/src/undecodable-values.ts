import type { PresetOutput } from "./presets/preset-output";

// A field whose printed text could not be decoded is not returned. The layout marks with U+FFFD
// the characters a PDF's font maps to nothing we can read back (layout/text-repair.ts); pdf.js does
// the same for glyphs without a mapping. "Istratek O��ce Supply Ltd" is not the vendor's name, and
// a caller cannot tell which letters are missing: null with a warning says so. An item's
// description, like a page's text or a table's cell, is text as printed: it keeps the mark where
// a glyph could not be read, and the item keeps its figures.

const UNDECODABLE = "\ufffd";

/** The output with every top-level string field holding an undecodable character set to null, with a warning. */
export function dropUndecodable(out: PresetOutput): PresetOutput {
  const garbled = Object.keys(out.fields).filter((path) => {
    const value = out.data[path];
    return typeof value === "string" && value.includes(UNDECODABLE);
  });
  if (!garbled.length) return out;
  const data = { ...out.data };
  const fields = { ...out.fields };
  for (const path of garbled) {
    data[path] = null;
    delete fields[path];
  }
  const warnings = [
    ...out.warnings,
    ...garbled.map((path) => `${path}: its printed text could not be decoded (the PDF maps some of its glyphs to no character)`),
  ];
  return { ...out, data, fields, warnings };
}
