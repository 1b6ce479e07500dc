// `pnpm tsx test-support/documents/print-documents.ts`: prints the test documents in sources/ with
// our own renderer (the render worker's Chromium and themes, as the synthetic corpora are) into
// pdf/, and rasterises the pages the OCR tests scan into scans/ with poppler. The outputs are
// committed so `pnpm test` needs no Chromium for them; rerun this after editing a source (name
// documents as arguments to print only those).
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startRenderer } from "../../scripts/synth/render";
import { TEST_DOCUMENTS, TEST_SCANS } from "./test-documents";

const here = path.dirname(fileURLToPath(import.meta.url));
mkdirSync(path.join(here, "pdf"), { recursive: true });
mkdirSync(path.join(here, "scans"), { recursive: true });

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

const renderer = await startRenderer();
try {
  for (const [name, paper] of Object.entries(TEST_DOCUMENTS)) {
    if (!wanted(name)) continue;
    const body = readFileSync(path.join(here, "sources", `${name}.html`), "utf8");
    const pdf = await renderer.html({ body, title: name, theme: "minimal", paper: { format: paper } });
    writeFileSync(path.join(here, "pdf", `${name}.pdf`), pdf);
    console.log(`printed ${name}.pdf (${pdf.length} bytes)`);
  }
} finally {
  await renderer.close();
}
// A grey 150 dpi JPEG at quality 60: the look of an office scan, small enough to commit.
for (const name of TEST_SCANS.filter(wanted)) {
  const out = path.join(here, "scans", `${name}-150dpi`);
  execFileSync("pdftoppm", [
    "-gray",
    "-jpeg",
    "-jpegopt",
    "quality=60",
    "-r",
    "150",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    path.join(here, "pdf", `${name}.pdf`),
    out,
  ]);
  console.log(`scanned ${name}-150dpi.jpg`);
}
