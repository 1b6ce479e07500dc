// What other code (the gateway's in-process tests, the rules, benchmarks) may import.
export { ParserPool, type ParserPoolOptions, type ParseRequest } from "./parse/parser-pool";
export { looksLikePdf, assertPdf } from "./parse/sniff";
export type { BBox, Line, Page, PositionedDocument, Rect, Ruling, Word } from "./layout/types";
export { inspectDocument } from "./inspect";
export { deterministicCredits, modelCredits, ocrCredits, tierCosts } from "./costs";
export { detectTables } from "./tables/detect-tables";
export type { Table } from "./tables/types";
export { fullText } from "./presets/full-text";
export { tableDump } from "./presets/table-dump";
export type { PresetOutput } from "./presets/preset-output";
export { runExtractJob, runInspectJob, type ExtractDeps } from "./extract-document";
export { startExtractWorker } from "./extract-worker";
