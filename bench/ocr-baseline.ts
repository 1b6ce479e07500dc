// The baseline of `pnpm bench ocr`: the tesseract CLI (Debian's tesseract-ocr, installed for the
// benchmark only — never a runtime dependency) on the very images the OCR tier reads, and the
// word-recall measure both engines are scored with.
import { execFile, execFileSync } from "node:child_process";
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

/** The CLI, installed with apt when missing (Debian/Ubuntu, as root); throws with the command to run otherwise. */
export function ensureTesseractCli(): void {
  const has = () => {
    try {
      execFileSync("tesseract", ["--version"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  };
  if (has()) return;
  try {
    console.log("tesseract CLI missing: apt-get install -y tesseract-ocr");
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "tesseract-ocr"], { stdio: "inherit" });
  } catch {
    /* reported below */
  }
  if (!has()) throw new Error("the OCR bench needs the tesseract CLI: apt-get install -y tesseract-ocr");
}

/** The CLI exactly as the issue quotes it, on an image file: `OMP_THREAD_LIMIT=1 tesseract img - --psm 3`. */
export async function tesseractCliPlain(file: string): Promise<number> {
  const started = performance.now();
  await run("tesseract", [file, "-", "--psm", "3"], { env: { ...process.env, OMP_THREAD_LIMIT: "1" }, maxBuffer: 64 * 1024 * 1024 });
  return (performance.now() - started) / 1000;
}

/** The JPEG a one-image PDF embeds unchanged (DCTDecode): from its start-of-image marker to the end of its stream. */
export function embeddedJpeg(pdf: Buffer): Buffer | null {
  const start = pdf.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  if (start < 0) return null;
  const end = pdf.indexOf("endstream", start);
  if (end < 0) return null;
  let stop = end;
  while (stop > start && (pdf[stop - 1] === 0x0a || pdf[stop - 1] === 0x0d)) stop--;
  return pdf.subarray(start, stop);
}
