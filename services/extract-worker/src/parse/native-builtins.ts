// pdfjs-dist's legacy build (the one that runs on Node 20) bundles core-js, which on import
// replaces Array.prototype.push, JSON.parse and JSON.stringify for the whole process with
// spec-polyfills (V8 lacks JSON.rawJSON and an edge case of push on non-writable lengths).
// The polyfilled push alone costs ~10% of a parse (pdf.js and our model push on every glyph),
// and the polyfilled stringify is ~10× slower than V8's. Nothing pdf.js or we do depends on those
// edge cases, so the parser child captures the originals before pdf.js loads and puts them back.
// (pdf.js's additions — Promise.withResolvers, Uint8Array.fromBase64 … — are missing in Node 20
// and stay.)

const originals = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };

/** Must run after pdf.js is imported; this module must be evaluated before it. */
export function restoreNativeBuiltins(): void {
  // eslint-disable-next-line no-extend-native -- putting back V8's own function
  Array.prototype.push = originals.push;
  JSON.parse = originals.parse;
  JSON.stringify = originals.stringify;
}
