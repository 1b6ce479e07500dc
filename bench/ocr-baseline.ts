// The baseline of `pnpm bench ocr`: the tesseract CLI (Debian's tesseract-ocr, installed for the
// benchmark only — never a runtime dependency) on the very images the OCR tier reads, and the
// word-recall measure both engines are scored with.
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Words the CLI reads from a PGM file (TSV output, level-5 rows), and the wall time it took. */
export async function tesseractCli(file: string, { psm, dpi }: { psm: number; dpi: number }): Promise<{ words: string[]; seconds: number }> {
  const started = performance.now();
  // OMP_THREAD_LIMIT=1: tesseract's default OpenMP threading is >10× slower on 2 busy cores.
  const { stdout } = await run("tesseract", [file, "stdout", "--psm", String(psm), "--dpi", String(dpi), "-l", "eng", "tsv"], {
    env: { ...process.env, OMP_THREAD_LIMIT: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const words = stdout
    .split("\n")
    .slice(1)
    .map((row) => row.split("\t"))
    .filter((cols) => cols[0] === "5" && (cols[11] ?? "").trim())
    .map((cols) => cols[11]!.trim());
  return { words, seconds };
}

export async function writePgm(file: string, width: number, height: number, grey: Uint8Array): Promise<void> {
  await writeFile(file, Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), Buffer.from(grey)]));
}

function token(s: string): string {
  return s.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/** Share of the text layer's words (as a multiset, punctuation at the edges ignored) that OCR read. */
export function wordRecall(truth: string[], read: string[]): { hit: number; total: number } {
  const pool = new Map<string, number>();
  for (const w of read.map(token).filter(Boolean)) pool.set(w, (pool.get(w) ?? 0) + 1);
  let hit = 0;
  let total = 0;
  for (const w of truth.map(token).filter(Boolean)) {
    total++;
    const left = pool.get(w) ?? 0;
    if (left > 0) {
      hit++;
      pool.set(w, left - 1);
    }
  }
  return { hit, total };
}
