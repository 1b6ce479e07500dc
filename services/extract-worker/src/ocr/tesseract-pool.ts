import { createRequire } from "node:module";
import { AppError } from "@quire/contracts";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";

export { PSM };

// A bounded, recycled pool of tesseract.js workers. Each slot owns one LSTM recogniser and (lazily)
// one legacy-engine orientation detector; both are terminated and recreated after
// `pagesPerWorker` pages because tesseract.js workers grow with every image they see. Language
// data comes from npm packages on disk (`@tesseract.js-data/*`); `cacheMethod: "none"` means
// nothing is ever written or downloaded at run time.

const require = createRequire(import.meta.url);

export interface OcrWord {
  text: string;
  /** Pixels of the image that was recognised: [x0, y0, x1, y1], top-left origin. */
  box: [number, number, number, number];
  /** 0–100 as tesseract reports it. */
  confidence: number;
  /** Baseline y in pixels of the word's text line (bottom of the line box when tesseract gives none). */
  baseline: number;
  /**
   * Font size in pixels of the word's text line: tesseract's row height (x-height + ascenders +
   * descenders), steadier than any box — a line without descenders ("Muster GmbH") has a box
   * only cap-height tall, which made word spaces look like column gutters. 0.85 × the line box
   * when tesseract reports no row.
   */
  fontPx: number;
}

export interface OcrImage {
  /** Encoded image: PGM for recognition, PNG (which carries its resolution) for orientation. */
  data: Buffer;
  dpi: number;
}

export interface OcrPoolOptions {
  size: number;
  /** Recycle a slot's workers after this many pages. */
  pagesPerWorker: number;
  /** Tesseract language codes, each from an installed `@tesseract.js-data/<code>` package. */
  languages: string[];
  /** Pages allowed to wait for a slot before new work is refused with pool_busy. */
  maxQueue: number;
  /**
   * Directory holding `<code>.traineddata.gz` for every language. tesseract.js reads all languages
   * from one directory, and pnpm installs each `@tesseract.js-data/<code>` package separately, so
   * several languages need such a directory; one language defaults to its npm package.
   */
  langDir?: string;
  /** Page segmentation mode; 3 (automatic layout) unless a benchmark compares another. */
  pageSegMode?: PSM;
}

/** A second reading of one line of text (a value's crop), as tesseract's single-line mode reads it. */
export interface OcrLine {
  text: string;
  /** 0–100 as tesseract reports it. */
  confidence: number;
}

export interface ReadLineOptions {
  /** Only these characters may be recognised (tesseract's tessedit_char_whitelist); all when absent. */
  whitelist?: string;
}

/**
 * A line crop is a few thousand pixels where a page is millions: this many line reads count as one
 * page towards a slot's recycling (the workers' growth follows the images they are fed).
 */
export const LINE_READS_PER_PAGE = 50;

export const DEFAULT_OCR_POOL: OcrPoolOptions = { size: 1, pagesPerWorker: 20, languages: ["eng"], maxQueue: 64 };

interface Slot {
  recogniser?: Promise<Worker>;
  detector?: Promise<Worker>;
  pages: number;
  busy: boolean;
}

function langDir(code: string): string {
  try {
    return (require(`@tesseract.js-data/${code}`) as { langPath: string }).langPath;
  } catch {
    throw new Error(`OCR language "${code}" is not installed (add @tesseract.js-data/${code}).`);
  }
}

export class TesseractPool {
  private readonly slots: Slot[];
  private readonly waiting: Array<(slot: Slot) => void> = [];
  private readonly opts: OcrPoolOptions;
  private readonly langPath: string;
  private readonly osdPath: string;
  private closed = false;

  constructor(options: Partial<OcrPoolOptions> = {}) {
    this.opts = { ...DEFAULT_OCR_POOL, ...options };
    if (!this.opts.langDir && this.opts.languages.length !== 1) {
      throw new Error("OCR with several languages needs a directory holding all their .traineddata.gz files (OCR_LANG_DIR).");
    }
    this.langPath = this.opts.langDir ?? langDir(this.opts.languages[0]!);
    this.osdPath = langDir("osd");
    this.slots = Array.from({ length: this.opts.size }, () => ({ pages: 0, busy: false }));
  }

  /** Words of one page image, read at the given clockwise correction (0/90/180/270 already applied by the caller). */
  recognise(image: OcrImage): Promise<OcrWord[]> {
    return this.withSlot(async (slot) => {
      const worker = await (slot.recogniser ??= this.createRecogniser());
      // The true resolution (a PGM carries none): tesseract otherwise guesses it from glyph sizes.
      const params = { user_defined_dpi: String(image.dpi) } as Parameters<Worker["recognize"]>[1];
      const result = await worker.recognize(image.data, params, { blocks: true, text: false });
      const words: OcrWord[] = [];
      for (const block of result.data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const line of para.lines) {
            const base = line.baseline && line.baseline.y1 > 0 ? Math.max(line.baseline.y0, line.baseline.y1) : line.bbox.y1;
            const rowHeight = line.rowAttributes?.rowHeight ?? 0;
            const fontPx = rowHeight > 0 ? rowHeight : 0.85 * (line.bbox.y1 - line.bbox.y0);
            for (const w of line.words) {
              if (!w.text.trim()) continue;
              words.push({ text: w.text.trim(), box: [w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1], confidence: w.confidence, baseline: base, fontPx });
            }
          }
        }
      }
      return words;
    });
  }

  /**
   * Reads a small image as one line of text (PSM 7), with the slot's own recogniser: the mode and
   * whitelist hold for this call only (tesseract.js saves the parameters and restores them after).
   */
  readLine(image: OcrImage, options: ReadLineOptions = {}): Promise<OcrLine> {
    return this.withSlot(async (slot) => {
      const worker = await (slot.recogniser ??= this.createRecogniser());
      const params: Record<string, string> = { user_defined_dpi: String(image.dpi), tessedit_pageseg_mode: PSM.SINGLE_LINE };
      if (options.whitelist) params.tessedit_char_whitelist = options.whitelist;
      const result = await worker.recognize(image.data, params, { text: true, blocks: false });
      return { text: result.data.text.replace(/\s+/g, " ").trim(), confidence: result.data.confidence };
    }, 1 / LINE_READS_PER_PAGE);
  }

  /** Clockwise rotation that makes the page upright (tesseract OSD), with its confidence. */
  orientation(image: OcrImage): Promise<{ degrees: 0 | 90 | 180 | 270; confidence: number }> {
    return this.withSlot(async (slot) => {
      const worker = await (slot.detector ??= this.createDetector());
      const { data } = await worker.detect(image.data);
      const degrees = (data.orientation_degrees ?? 0) as 0 | 90 | 180 | 270;
      return { degrees, confidence: data.orientation_confidence ?? 0 };
    }, 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => this.retire(s)));
  }

  private async createRecogniser(): Promise<Worker> {
    const worker = await createWorker(this.opts.languages.join("+"), OEM.LSTM_ONLY, {
      langPath: this.langPath,
      gzip: true,
      cacheMethod: "none",
    });
    // PSM 3 (automatic layout): PSM 6 ("one uniform block") recalls about half the words of an
    // invoice page, whose labels and values sit in separate columns and boxes.
    await worker.setParameters({ tessedit_pageseg_mode: this.opts.pageSegMode ?? PSM.AUTO, preserve_interword_spaces: "0" });
    return worker;
  }

  private createDetector(): Promise<Worker> {
    return createWorker("osd", OEM.TESSERACT_ONLY, { langPath: this.osdPath, gzip: true, cacheMethod: "none", legacyCore: true, legacyLang: true });
  }

  /** `pages`: how much of a page this work counts as towards the slot's recycling. */
  private async withSlot<T>(work: (slot: Slot) => Promise<T>, pages = 1): Promise<T> {
    const slot = await this.acquire();
    try {
      return await work(slot);
    } catch (error) {
      // A failed worker is not trusted with the next page.
      await this.retire(slot);
      throw error instanceof AppError ? error : new AppError("internal_error", "OCR failed.");
    } finally {
      slot.pages += pages;
      if (slot.pages >= this.opts.pagesPerWorker) await this.retire(slot);
      this.release(slot);
    }
  }

  private acquire(): Promise<Slot> {
    if (this.closed) return Promise.reject(new AppError("not_ready", "The OCR pool is shutting down."));
    const free = this.slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    if (this.waiting.length >= this.opts.maxQueue) {
      return Promise.reject(new AppError("pool_busy", "The OCR pool is saturated.", { headers: { "Retry-After": "5" } }));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else slot.busy = false;
  }

  /** Terminates a slot's workers; the next page recreates them (the recycling that keeps memory flat). */
  private async retire(slot: Slot): Promise<void> {
    const workers = [slot.recogniser, slot.detector];
    slot.recogniser = undefined;
    slot.detector = undefined;
    slot.pages = 0;
    await Promise.all(workers.filter((w) => w !== undefined).map((w) => w.then((x) => x.terminate()).catch(() => undefined)));
  }
}
