// `pnpm bench ocr [--quick] [--receipts N] [--receipts-only] [--pages N] [--rss-pages N] [--recycle N]`:
// the OCR tier against the tesseract CLI.
// First, scanned receipts through the service's OCR path (rasterise in the child, orientation,
// glyph-size check, tesseract.js) against `OMP_THREAD_LIMIT=1 tesseract img.jpg - --psm 3` on the
// very JPEG the PDF embeds, one after the other in the same run (the machine may be shared: the
// ratio is the number to read, and it is noisy).
// Corpus pages (which have a text layer: the ground truth) are rasterised by the tier's own
// rasteriser at 200 and 300 dpi; the same images go to tesseract.js (PSM 3, and PSM 6 for
// comparison) and to `tesseract` (OMP_THREAD_LIMIT=1). Prints seconds per page and word recall
// vs the text layer, ratios against the CLI from this run, then RSS over many pages of the
// recycled worker pool. Not a test.
import { mkdtemp, rm } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodePgm } from "../services/extract-worker/src/ocr/grey-image";
import { orientationImage } from "../services/extract-worker/src/ocr/ocr-tier";
import { Rasteriser } from "../services/extract-worker/src/ocr/rasterise";
import type { RasterPage } from "../services/extract-worker/src/ocr/raster-protocol";
import { PSM, TesseractPool } from "../services/extract-worker/src/ocr/tesseract-pool";
import { ParserPool } from "../services/extract-worker/src/parse/parser-pool";
import { embeddedJpeg, ensureTesseractCli, tesseractCli, tesseractCliPlain, wordRecall, writePgm } from "./ocr-baseline";
import { runOcrTier } from "../services/extract-worker/src/ocr/ocr-tier";
import { writeFile } from "node:fs/promises";

const argv = process.argv.slice(2);
const quick = argv.includes("--quick");
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const PAGES = opt("--pages", quick ? 3 : 10);
const RSS_PAGES = opt("--rss-pages", quick ? 40 : 200);
/** Pages per tesseract worker before it is replaced (the tier's default 20; a huge value shows the leak). */
const RECYCLE = opt("--recycle", 20);
/** The development corpora: `--corpora DIR`, by default ../shared/corpora beside the repository. */
const corpora = argv.includes("--corpora") ? path.resolve(argv[argv.indexOf("--corpora") + 1]!) : path.resolve(import.meta.dirname, "../../shared/corpora");
const corpus = path.join(corpora, "invoices-dev/pdf");
const receiptCorpus = path.join(corpora, "receipts-dev-sroie/pdf");
const RECEIPTS = opt("--receipts", quick ? 3 : 8);

interface Row {
  engine: string;
  dpi: number;
  seconds: number[];
  hit: number;
  total: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const rssMb = () => process.memoryUsage().rss / 2 ** 20;

async function rasterise(rasteriser: Rasteriser, pdf: Uint8Array): Promise<{ page: RasterPage; seconds: number }> {
  await rasteriser.warm();
  const started = performance.now();
  let page: RasterPage | undefined;
  await rasteriser.rasterise(pdf, [1], (p) => (page = p));
  return { page: page!, seconds: (performance.now() - started) / 1000 };
}

/** Receipts spread over the corpus: service OCR path vs the CLI on the embedded JPEG, alternating. */
async function receiptsVsCli(): Promise<void> {
  const files = readdirSync(receiptCorpus)
    .filter((f) => f.endsWith(".pdf"))
    .sort();
  const step = Math.max(1, Math.floor(files.length / RECEIPTS));
  const picked = files.filter((_, i) => i % step === 0).slice(0, RECEIPTS);
  const dir = await mkdtemp(path.join(tmpdir(), "bench-ocr-receipts-"));
  const rasteriser = new Rasteriser({});
  const pool = new TesseractPool({ size: 1, pagesPerWorker: 1000 });
  const rows: Array<{ file: string; service: number; cli: number }> = [];
  try {
    // Worker start-up (loading the model) is paid once per worker, not per page.
    await pool.recognise({ data: encodePgm({ width: 64, height: 64, pixels: new Uint8Array(4096).fill(255) }), dpi: 300 });
    for (const f of picked) {
      const pdf = readFileSync(path.join(receiptCorpus, f));
      const jpeg = embeddedJpeg(pdf);
      if (!jpeg) continue;
      const image = path.join(dir, "receipt.jpg");
      await writeFile(image, jpeg);
      await rasteriser.warm();
      const empty = {
        pageCount: 1,
        encrypted: false,
        pages: [{ number: 1, width: 0, height: 0, rotation: 0, hasTextLayer: false, lines: [], words: [], rulings: [], rects: [], text: "" }],
      };
      const started = performance.now();
      const read = await runOcrTier({ pool, rasteriser }, new Uint8Array(pdf), empty, [1]);
      const service = (performance.now() - started) / 1000;
      const cli = await tesseractCliPlain(image);
      const page = read.doc.pages[0]!;
      if (!page.words.length) console.log(`${f}: OCR found no text`);
      rows.push({ file: f, service, cli });
    }
  } finally {
    rasteriser.close();
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(
    `\nScanned receipts: service OCR path (rasterise, glyph check, tesseract.js; orientation when a page does not read upright) vs OMP_THREAD_LIMIT=1 tesseract img.jpg - --psm 3`,
  );
  console.log("receipt".padEnd(16), "service s".padStart(10), "CLI s".padStart(8), "ratio".padStart(7));
  for (const r of rows)
    console.log(r.file.padEnd(16), r.service.toFixed(2).padStart(10), r.cli.toFixed(2).padStart(8), `${(r.service / r.cli).toFixed(2)}×`.padStart(7));
  const s = mean(rows.map((r) => r.service));
  const c = mean(rows.map((r) => r.cli));
  const ratios = rows.map((r) => r.service / r.cli).sort((a, b) => a - b);
  console.log(
    `mean: service ${s.toFixed(2)} s, CLI ${c.toFixed(2)} s, ratio of means ${(s / c).toFixed(2)}×, median ratio ${ratios[ratios.length >> 1]!.toFixed(2)}× (goal ≤ 2×)`,
  );
}

async function main(): Promise<void> {
  ensureTesseractCli();
  await receiptsVsCli();
  if (argv.includes("--receipts-only")) return;
  // Alternate the two corpus families (invoice2data scans of real invoices, ZUGFeRD samples).
  const files = readdirSync(corpus).sort();
  const i2d = files.filter((f) => f.startsWith("i2d-"));
  const zf = files.filter((f) => f.startsWith("zf-"));
  const picked = Array.from({ length: PAGES }, (_, i) => (i % 2 ? zf[i >> 1] : i2d[i >> 1])).filter((f): f is string => Boolean(f));

  const parser = new ParserPool({ size: 1, memoryMb: 512, timeoutMs: 30_000 });
  const truth = new Map<string, string[]>();
  for (const f of picked) {
    const doc = await parser.parse(new Uint8Array(readFileSync(path.join(corpus, f))), { maxPages: 50, withGraphics: false });
    truth.set(
      f,
      doc.pages[0]!.words.map((w) => w.text),
    );
  }
  await parser.close();

  const dir = await mkdtemp(path.join(tmpdir(), "bench-ocr-"));
  const rows: Row[] = [];
  const row = (engine: string, dpi: number) => {
    let r = rows.find((x) => x.engine === engine && x.dpi === dpi);
    if (!r) rows.push((r = { engine, dpi, seconds: [], hit: 0, total: 0 }));
    return r;
  };
  const images: RasterPage[] = [];
  const psm3 = new TesseractPool({ size: 1, pagesPerWorker: 1000 });
  const psm6 = new TesseractPool({ size: 1, pagesPerWorker: 1000, pageSegMode: PSM.SINGLE_BLOCK });
  try {
    for (const dpi of [200, 300]) {
      const rasteriser = new Rasteriser({ dpi });
      for (const f of picked) {
        const { page, seconds } = await rasterise(rasteriser, new Uint8Array(readFileSync(path.join(corpus, f))));
        if (dpi === 300) images.push(page);
        row("rasterise (child, warm spare)", dpi).seconds.push(seconds);
        const gt = truth.get(f)!;
        const data = encodePgm({ width: page.widthPx, height: page.heightPx, pixels: page.grey });
        const file = path.join(dir, "page.pgm");
        await writePgm(file, page.widthPx, page.heightPx, page.grey);
        const score = (name: string, words: string[], seconds: number) => {
          const r = row(name, dpi);
          const s = wordRecall(gt, words);
          r.seconds.push(seconds);
          r.hit += s.hit;
          r.total += s.total;
        };
        const cli = await tesseractCli(file, { psm: 3, dpi });
        score("tesseract CLI psm 3 (baseline)", cli.words, cli.seconds);
        for (const [name, pool] of [
          ["tesseract.js psm 3 (tier)", psm3],
          ["tesseract.js psm 6", psm6],
        ] as const) {
          if (!rows.some((r) => r.engine === name)) await pool.recognise({ data, dpi }); // worker start-up is not per page
          let t = performance.now();
          const words = await pool.recognise({ data, dpi });
          score(
            name,
            words.map((w) => w.text),
            (performance.now() - t) / 1000,
          );
          if (pool === psm3) {
            t = performance.now();
            await pool.orientation(orientationImage({ width: page.widthPx, height: page.heightPx, pixels: page.grey }, dpi));
            row("tesseract.js OSD (as the tier runs it)", dpi).seconds.push((performance.now() - t) / 1000);
          }
        }
      }
      rasteriser.close();
    }
  } finally {
    await psm3.close();
    await psm6.close();
    await rm(dir, { recursive: true, force: true });
  }

  console.log(`\nOCR bench: ${picked.length} corpus pages (first pages), word recall vs their text layer`);
  console.log("engine".padEnd(40), "dpi", "s/page".padStart(7), "recall".padStart(7), " vs CLI time", " vs CLI recall");
  for (const r of rows) {
    const base = rows.find((x) => x.engine.startsWith("tesseract CLI") && x.dpi === r.dpi)!;
    const recall = r.total ? r.hit / r.total : NaN;
    const baseRecall = base.hit / base.total;
    const ratioT = r.total ? `${(mean(r.seconds) / mean(base.seconds)).toFixed(2)}×` : "";
    const ratioR = r.total ? `${(recall / baseRecall).toFixed(3)}` : "";
    console.log(
      r.engine.padEnd(40),
      String(r.dpi).padEnd(3),
      mean(r.seconds).toFixed(2).padStart(7),
      (r.total ? recall.toFixed(3) : "").padStart(7),
      ratioT.padStart(12),
      ratioR.padStart(14),
    );
  }

  // Memory of the recycled pool over many pages (the tier's settings: recycle every 20 pages).
  const pool = new TesseractPool({ size: 1, pagesPerWorker: RECYCLE });
  const samples: Array<[number, number]> = [];
  const started = performance.now();
  for (let n = 1; n <= RSS_PAGES; n++) {
    const img = images[(n - 1) % images.length]!;
    await pool.recognise({ data: encodePgm({ width: img.widthPx, height: img.heightPx, pixels: img.grey }), dpi: 300 });
    if (n % 20 === 0 || n === 1) samples.push([n, rssMb()]);
  }
  await pool.close();
  const s = (performance.now() - started) / 1000;
  console.log(`\nRSS of this process over ${RSS_PAGES} pages at 300 dpi (pool of 1, recycled every ${RECYCLE} pages; ${(s / RSS_PAGES).toFixed(2)} s/page):`);
  console.log(samples.map(([n, mb]) => `${n}:${mb.toFixed(0)}MB`).join(" "));
  const tail = samples.slice(-Math.max(2, samples.length >> 1));
  console.log(`second half: min ${Math.min(...tail.map((x) => x[1])).toFixed(0)} MB, max ${Math.max(...tail.map((x) => x[1])).toFixed(0)} MB`);
}

await main();
