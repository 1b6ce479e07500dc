import { join } from "node:path";
import { loadPdfjs } from "@quire/pdfjs";
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { buildPage, hasTrackedItem } from "../layout/build-page";
import { formFieldItems, type WidgetData } from "../layout/form-fields";
import type { Matrix } from "../layout/geometry";
import type { OpsCodes } from "../layout/graphics";
import { hasKerningMoves } from "../layout/kerning-spaces";
import type { TextOpsCodes } from "../layout/text-shows";
import type { Page, PositionedDocument } from "../layout/types";
import { mayHaveKerningMoves } from "./kerning-moves-scan";
import { ParseFailure, type ParseOptions } from "./protocol";

// Runs inside a parser child: bytes → PositionedDocument. Everything pdf.js allocates for a
// document is released with the loading task; the child is recycled anyway.

// Loaded at the child's start, so the first document does not pay for the import.
const pdfjs = await loadPdfjs();

const OPS = pdfjs.OPS as unknown as OpsCodes & TextOpsCodes;

/** Where Node's pdf.js reads CMaps (CJK fonts) and the 14 standard fonts' data from disk. */
export interface PdfjsAssets {
  cMapUrl: string;
  standardFontDataUrl: string;
}

/** The assets inside an installed pdfjs-dist (the parent resolves it; a bundled child cannot). */
export function pdfjsAssets(pdfjsRoot: string): PdfjsAssets {
  return { cMapUrl: join(pdfjsRoot, "cmaps") + "/", standardFontDataUrl: join(pdfjsRoot, "standard_fonts") + "/" };
}

function errorName(error: unknown): string {
  return error && typeof error === "object" && "name" in error ? String(error.name) : "";
}

export async function parseDocument(bytes: Uint8Array, options: ParseOptions, assets: PdfjsAssets): Promise<PositionedDocument> {
  // Presets that do not read graphics build no operator list unless the file's text can hold kerning
  // moves (scanned before pdf.js takes the bytes over).
  const writer: WriterHabits = options.withGraphics || mayHaveKerningMoves(bytes) ? {} : { kerns: false };
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    cMapUrl: assets.cMapUrl,
    cMapPacked: true,
    standardFontDataUrl: assets.standardFontDataUrl,
    stopAtErrors: false,
    // Images are never needed for text or rulings; skipping them avoids decoding pixel data
    // (the bulk of getOperatorList time, and an easy decompression bomb).
    maxImageSize: 1,
    verbosity: 0,
  });
  try {
    let doc: PDFDocumentProxy;
    try {
      doc = await task.promise;
    } catch (error) {
      if (errorName(error) === "PasswordException") {
        throw new ParseFailure("document_encrypted", "The PDF is password-protected.");
      }
      throw new ParseFailure("unsupported_document", "The file could not be parsed as a PDF.");
    }
    if (doc.numPages > options.maxPages) {
      throw new ParseFailure("input_too_large", `The document has ${doc.numPages} pages; the limit is ${options.maxPages} pages.`);
    }
    const meta = await doc.getMetadata().catch(() => null);
    const info = (meta?.info ?? {}) as { EncryptFilterName?: string | null };
    const pages: Page[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      try {
        pages.push(await readPage(doc, n, options, writer));
      } catch (error) {
        if (error instanceof ParseFailure) throw error;
        throw new ParseFailure("unsupported_document", `Page ${n} could not be parsed.`);
      }
    }
    return { pageCount: doc.numPages, encrypted: Boolean(info.EncryptFilterName), pages };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

/** What the first page with text showed of how the document's writer sets it. */
interface WriterHabits {
  /** It corrects glyph widths with moves pdf.js reads as spaces (kerning-spaces.ts). */
  kerns?: boolean;
}

async function readPage(doc: PDFDocumentProxy, n: number, options: ParseOptions, writer: WriterHabits): Promise<Page> {
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  // The operator list holds the rulings (for presets that read graphics) and the text's glyphs and
  // moves. It costs about a third of a page's parse, so the glyphs are read from the first page with
  // text (of a file whose content streams can hold kerning moves) and, only where that page shows a
  // writer's kerning moves, from the pages after it.
  // A page with a tracked item (rare) needs it too, for where the item's word gaps are.
  const hasText = content.items.some((item) => "str" in item && /\S/.test(item.str));
  const tracked = hasTrackedItem(content.items);
  const operators = options.withGraphics || (hasText && writer.kerns !== false) || tracked ? await page.getOperatorList({ intent: "display" }) : undefined;
  if (operators && hasText) writer.kerns ??= hasKerningMoves(operators, OPS);
  // A damaged annotation dictionary costs the form's values, never the page.
  const formItems = formFieldItems((await page.getAnnotations({ intent: "display" }).catch(() => [])) as WidgetData[]);
  const built = buildPage(
    {
      number: n,
      width: viewport.width,
      height: viewport.height,
      rotation: page.rotate,
      view: viewport.transform as Matrix,
      items: content.items,
      styles: content.styles,
      operators: options.withGraphics ? operators : undefined,
      ...(writer.kerns ? { textOperators: operators } : {}),
      ...(tracked ? { trackedOperators: operators } : {}),
      ...(formItems.length ? { formItems } : {}),
    },
    { ops: OPS },
  );
  page.cleanup();
  return built;
}
