// `pnpm eval extract --direct`: the worker's own extraction code in this process, without the
// gateway and Redis, so a rule change is scored in seconds. Parsing still runs in the capped
// parser children and OCR in tesseract.js; both are cached on disk (.cache/eval) by their input
// and the source of the code that produced them, so only a change to that code re-parses.
// Envelopes are written as run_extract.sh writes them, and scored by the same scorers.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { gunzipSync, gzipSync } from "node:zlib";
import type { ExtractJob } from "@quire/contracts";
import { runExtractJob, type ExtractDeps } from "../../services/extract-worker/src/extract-document";
import { Rasteriser } from "../../services/extract-worker/src/ocr/rasterise";
import type { RasterPage } from "../../services/extract-worker/src/ocr/raster-protocol";
import { TesseractPool, type OcrImage, type ReadLineOptions } from "../../services/extract-worker/src/ocr/tesseract-pool";
import { ParserPool } from "../../services/extract-worker/src/parse/parser-pool";
import type { PositionedDocument } from "../../services/extract-worker/src/layout/types";

const workerSrc = path.resolve(import.meta.dirname, "../../services/extract-worker/src");
const cacheRoot = path.resolve(import.meta.dirname, "../../.cache/eval");

/** A hash of every source file under the given folders of the worker (named relative to it, so worktrees share caches): the cache's version. */
function sourceHash(...folders: string[]): string {
  const h = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const p = path.join(dir, entry);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".ts") && !p.endsWith(".test.ts")) h.update(path.relative(workerSrc, p)).update(readFileSync(p));
    }
  };
  for (const f of folders) {
    const p = path.join(workerSrc, f);
    if (statSync(p).isDirectory()) walk(p);
    else h.update(path.relative(workerSrc, p)).update(readFileSync(p));
  }
  return h.digest("hex").slice(0, 16);
}

/** The source of the pool's recognising methods (as loaded) and of the tesseract.js it drives. */
function poolVersion(...methods: string[]): string {
  const proto = TesseractPool.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  const tesseractJs = readFileSync(path.join(workerSrc, "../node_modules/tesseract.js/package.json"), "utf8");
  return digest(tesseractJs, ...methods.map((m) => String(proto[m])));
}

function cached<T>(folder: string, key: string, make: () => Promise<T>): Promise<T> {
  const dir = path.join(cacheRoot, folder);
  const file = path.join(dir, `${key}.json`);
  if (existsSync(file)) return Promise.resolve(JSON.parse(readFileSync(file, "utf8")) as T);
  return make().then((value) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(value));
    return value;
  });
}

const digest = (...parts: Array<string | Uint8Array>) => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex").slice(0, 32);
};

export interface DirectRunner {
  run(pdfDir: string, outDir: string, { preset, ocr }: { preset: string; ocr: boolean }): Promise<void>;
  close(): Promise<void>;
  /** The worker's dependencies as this runner builds them (parse and OCR cached), for debugging scripts. */
  deps: Pick<ExtractDeps, "parse" | "ocr">;
}

export function startDirect(): DirectRunner {
  // Parser children run the built entry when there is one: without a build here, a debugging script
  // would parse with the last build's code and cache its pages under the current sources' key.
  const build = spawnSync("pnpm", ["-s", "build"], { cwd: path.resolve(workerSrc, "../../.."), stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("eval: `pnpm build` failed; the parser children would run stale code");
  const parser = new ParserPool({ size: 2, memoryMb: 1024, timeoutMs: 120_000 });
  const tesseract = new TesseractPool({ size: 2 });
  const rasteriser = new Rasteriser({ timeoutMs: 300_000, memoryMb: 1024 });
  const parseVersion = sourceHash("parse", "layout");
  // Words depend only on the image (its bytes are in the key) and the code that calls tesseract:
  // the pool's methods that set it up and read with it, so a change elsewhere in the pool (its
  // recycling, a new method) keeps the cache. Line reads are keyed by their options too.
  const ocrVersion = {
    words: poolVersion("recognise", "createRecogniser"),
    line: poolVersion("readLine", "createRecogniser"),
    osd: poolVersion("orientation", "createDetector"),
  };
  const ocrCache =
    (kind: keyof typeof ocrVersion, options = "") =>
    (image: OcrImage) =>
      digest(kind, ocrVersion[kind], options, String(image.dpi), image.data);
  const rasterVersion = sourceHash("ocr/rasterise.ts", "ocr/raster-child.ts", "ocr/raster-scale.ts", "ocr/raster-protocol.ts");
  // Drawing a page costs a child with pdf.js and an image decode: page images are kept too (gzipped).
  const rasterise = async (bytes: Uint8Array, pages: number[], onPage: (page: RasterPage) => void) => {
    const file = path.join(cacheRoot, "raster", `${digest(rasterVersion, pages.join(","), bytes)}.bin`);
    if (existsSync(file)) {
      for (const page of deserialize(gunzipSync(readFileSync(file))) as RasterPage[]) onPage(page);
      return;
    }
    const drawn: RasterPage[] = [];
    await rasteriser.rasterise(bytes, pages, (page) => (drawn.push(page), onPage(page)));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, gzipSync(serialize(drawn), { level: 1 }));
  };
  const deps = {
    parse: (bytes: Uint8Array, request: { maxPages: number; withGraphics: boolean; timeoutMs?: number }) =>
      cached<PositionedDocument>("parse", digest(parseVersion, String(request.withGraphics), bytes), () =>
        parser.parse(bytes, { ...request, timeoutMs: 120_000 }),
      ),
    ocr: {
      rasteriser: { rasterise },
      pool: {
        recognise: (image: OcrImage) => cached("ocr", ocrCache("words")(image), () => tesseract.recognise(image)),
        orientation: (image: OcrImage) => cached("osd", ocrCache("osd")(image), () => tesseract.orientation(image)),
        readLine: (image: OcrImage, options: ReadLineOptions = {}) =>
          cached("line", ocrCache("line", JSON.stringify(options))(image), () => tesseract.readLine(image, options)),
      },
    },
  };

  async function runOne(pdf: string, outDir: string, preset: string, ocr: boolean): Promise<void> {
    const name = path.basename(pdf).replace(/\.pdf$/i, "");
    const bytes = readFileSync(pdf);
    const started = Date.now();
    try {
      const job: ExtractJob = {
        kind: "extract",
        extractionId: name,
        accountId: "eval",
        documentBase64: bytes.toString("base64"),
        maxPages: 1000,
        requestId: name,
        preset: preset as ExtractJob["preset"],
        ocrFallback: ocr,
      };
      const result = await runExtractJob(deps, job);
      writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify({ ...result, duration_ms: Date.now() - started }));
    } catch (error) {
      writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify({ http_status: 0, error: { code: "direct_run_failed", message: String(error) } }));
    }
  }

  return {
    deps,
    async run(pdfDir, outDir, { preset, ocr }) {
      mkdirSync(outDir, { recursive: true });
      const pdfs = readdirSync(pdfDir)
        .filter((f) => f.toLowerCase().endsWith(".pdf"))
        .map((f) => path.join(pdfDir, f));
      let next = 0;
      const lane = async () => {
        while (next < pdfs.length) await runOne(pdfs[next++]!, outDir, preset, ocr);
      };
      await Promise.all([lane(), lane()]);
    },
    async close() {
      await parser.close();
      await tesseract.close();
      rasteriser.close();
    },
  };
}
