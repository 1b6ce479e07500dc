import type * as PdfJsModule from "pdfjs-dist/legacy/build/pdf.mjs";

// How every Quire process loads pdf.js. pdfjs-dist's legacy build (the one that runs on Node 20)
// bundles core-js, which on import replaces Array.prototype.push, JSON.parse and JSON.stringify for
// the whole process with spec polyfills (V8 lacks JSON.rawJSON and an edge case of push on
// non-writable lengths). Measured: the polyfilled push costs ~10% of a parse (pdf.js pushes on every
// glyph), and the polyfilled stringify is ~10× slower than V8's — in the render worker it carried
// every Playwright message (a whole HTML document per job) and was its largest CPU cost. Nothing
// pdf.js or we do depends on those edge cases, so V8's originals go back right after the import.
// (pdf.js's additions — Promise.withResolvers, Uint8Array.fromBase64 … — are missing in Node 20 and
// stay.) pdf.js must only ever be imported through `loadPdfjs`, so that this module has captured
// the originals first.

export type PdfJs = typeof PdfJsModule;

const originals = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };

/** Puts V8's own push / JSON.parse / JSON.stringify back (after pdf.js, or anything else, replaced them). */
export function restoreNativeBuiltins(): void {
  // eslint-disable-next-line no-extend-native -- putting back V8's own function
  Array.prototype.push = originals.push;
  JSON.parse = originals.parse;
  JSON.stringify = originals.stringify;
}

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js, imported once per process with V8's builtins restored. Its worker code is loaded up
 * front too: Node has no worker for pdf.js, which runs a "fake worker" on this thread and would
 * otherwise import it during the first document.
 */
export function loadPdfjs(): Promise<PdfJs> {
  loading ??= (async () => {
    // Our processes run with --enable-source-maps, under which Node parses and keeps the map of
    // every module that names one: pdf.js's two bundles ship 8 MB of maps, held for the life of
    // the process (measured: the import took 40 MiB of heap with them, 12.5 MiB without). Its
    // code is not minified, so its stack traces read as well without them.
    const sourceMaps = process.sourceMapsEnabled;
    process.setSourceMapsEnabled(false);
    try {
      const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
      return pdfjs;
    } finally {
      process.setSourceMapsEnabled(sourceMaps);
      restoreNativeBuiltins();
    }
  })();
  return loading;
}
