import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { buildTestPdf } from "../../services/extract-worker/test/scanned-pdf";

/** Every PDF under `dir` (recursively), up to `limit`; empty when the directory is absent. */
export async function pdfsUnder(dir: string, limit = 200): Promise<Buffer[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith(".pdf"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(files.slice(0, limit).map((file) => readFile(file)));
}

/** A few hand-built PDFs (text pages), so the fuzzer has seeds without any corpus. */
export function builtPdfs(): Buffer[] {
  const page = (lines: string[]) => ({
    kind: "text" as const,
    width: 612,
    height: 792,
    lines: lines.map((text, i) => ({ x: 72, y: 80 + i * 16, size: 11, text })),
  });
  return [
    buildTestPdf([page(["Invoice 42", "Date 2026-01-02", "Total 10.00"])]),
    buildTestPdf([page(["First page"]), page(["Second page", "with two lines"])]),
    buildTestPdf(Array.from({ length: 12 }, (_, i) => page([`Page ${i + 1}`, "Lorem ipsum dolor sit amet"]))),
  ].map((bytes) => Buffer.from(bytes));
}
