import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Documents the integration tests parse: our own inventions, written as HTML in sources/ and
// printed by print-documents.ts. No development-corpus file is a test input, so a test can name
// every value it expects without fitting the extractor to a corpus document.

/** Each document and its paper. */
export const TEST_DOCUMENTS = {
  "invoice-letter-one-page": "Letter",
  "invoice-us-header-row": "A4",
  "invoice-de-two-page": "A4",
  "invoice-de-seller-block": "A4",
  "invoice-fr-totals-row": "A4",
  "invoice-minimal": "A4",
  "tables-ruled": "A4",
  "tables-partly-ruled": "A4",
  "tables-stream": "A4",
} as const satisfies Record<string, "A4" | "Letter">;

export type TestDocument = keyof typeof TEST_DOCUMENTS;

/** Documents whose first page is also kept as a 150 dpi grey JPEG scan. */
export const TEST_SCANS = ["invoice-us-header-row", "invoice-minimal"] as const satisfies readonly TestDocument[];

export type TestScan = (typeof TEST_SCANS)[number];

export function testDocumentPath(name: TestDocument): string {
  return fileURLToPath(new URL(`./pdf/${name}.pdf`, import.meta.url));
}

export function testDocument(name: TestDocument): Buffer {
  return readFileSync(testDocumentPath(name));
}

export function testScan(name: TestScan): Buffer {
  return readFileSync(fileURLToPath(new URL(`./scans/${name}-150dpi.jpg`, import.meta.url)));
}
