// Developer aid: `tsx scripts/eval/show-lines.ts FILE.pdf [page]` prints the positioned lines the
// rules read (text and box), through the same parser children the worker uses.
import { readFileSync } from "node:fs";
import { ParserPool } from "../../services/extract-worker/src/parse/parser-pool";

const [file, pageArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: tsx scripts/eval/show-lines.ts FILE.pdf [page]");
  process.exit(2);
}
const pool = new ParserPool({ size: 1, memoryMb: 1024, timeoutMs: 60_000 });
try {
  const doc = await pool.parse(readFileSync(file), { maxPages: 1000, withGraphics: false });
  for (const page of doc.pages) {
    if (pageArg && page.number !== Number(pageArg)) continue;
    console.log(`--- page ${page.number} (${page.width} x ${page.height})`);
    for (const l of page.lines) console.log(`${l.bbox.map((n) => n.toFixed(0).padStart(4)).join(" ")}  ${l.text}`);
  }
} finally {
  await pool.close();
}
