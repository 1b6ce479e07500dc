import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";

// pdf.js from the installed pdfjs-dist, served by the gateway: the worker, fonts and cmaps come
// from this origin (CSP allows nothing else), and eval is off.
GlobalWorkerOptions.workerSrc = import.meta.env.PDF_WORKER_URL;
const RESOURCES = "/dashboard/pdfjs";

export interface PageBox {
  number: number;
  /** CSS pixels per PDF point. */
  scale: number;
  width: number;
  height: number;
}

/**
 * Draws every page of `bytes` into a canvas at `width` CSS pixels, in the browser. `overlay` puts
 * positioned content over a page (its coordinates: PDF points × `scale`, top-left origin — the
 * same frame as an extraction's `bbox`).
 */
export function PdfPages({
  bytes,
  width,
  label,
  overlay,
}: {
  bytes: Uint8Array;
  width: number;
  label: string;
  overlay?: (page: PageBox) => ComponentChildren;
}) {
  const [pages, setPages] = useState<PageBox[]>([]);
  const [error, setError] = useState("");
  const canvases = useRef(new Map<number, HTMLCanvasElement>());
  const documentRef = useRef<PDFDocumentProxy | null>(null);

  useEffect(() => {
    let cancelled = false;
    setPages([]);
    setError("");
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    const task = getDocument({
      data: bytes.slice(),
      isEvalSupported: false,
      cMapUrl: `${RESOURCES}/cmaps/`,
      cMapPacked: true,
      standardFontDataUrl: `${RESOURCES}/standard_fonts/`,
      wasmUrl: `${RESOURCES}/wasm/`,
    });
    task.promise.then(
      async (doc) => {
        if (cancelled) return;
        documentRef.current = doc;
        const boxes: PageBox[] = [];
        for (let n = 1; n <= doc.numPages; n += 1) {
          const page = await doc.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const scale = width / base.width;
          boxes.push({ number: n, scale, width: base.width * scale, height: base.height * scale });
        }
        if (!cancelled) setPages(boxes);
      },
      (failure: unknown) => !cancelled && setError(`The PDF could not be drawn: ${failure instanceof Error ? failure.message : String(failure)}`),
    );
    return () => {
      cancelled = true;
      void task.destroy();
      documentRef.current = null;
    };
  }, [bytes, width]);

  useEffect(() => {
    const doc = documentRef.current;
    if (!doc || pages.length === 0) return;
    let cancelled = false;
    void (async () => {
      for (const box of pages) {
        const canvas = canvases.current.get(box.number);
        if (!canvas || cancelled) continue;
        const page = await doc.getPage(box.number);
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: box.scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${box.width}px`;
        canvas.style.height = `${box.height}px`;
        await page.render({ canvas, canvasContext: canvas.getContext("2d")!, viewport }).promise.catch(() => undefined);
        canvas.dataset.rendered = "true";
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pages]);

  if (error)
    return (
      <p role="alert" class="error">
        {error}
      </p>
    );
  return (
    <div class="pdf-pages" role="region" aria-label={label} aria-busy={pages.length === 0} tabIndex={0}>
      {pages.map((box) => (
        <div key={box.number} class="pdf-page" data-page={box.number} data-scale={box.scale} style={{ width: `${box.width}px`, height: `${box.height}px` }}>
          <canvas
            ref={(el) => {
              if (el) canvases.current.set(box.number, el);
            }}
            role="img"
            aria-label={`Page ${box.number} of ${pages.length}`}
          />
          {overlay?.(box)}
        </div>
      ))}
    </div>
  );
}
