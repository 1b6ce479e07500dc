import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfSummary {
  pages: number;
  /** [width, height] in PDF points of every page. */
  sizes: Array<[number, number]>;
  text: string;
  title: string | undefined;
}

/** Text and page geometry of a PDF, read with pdf.js (no eval, no worker, no fonts fetched). */
export async function inspectPdf(bytes: Buffer): Promise<PdfSummary> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 })
    .promise;
  try {
    const sizes: Array<[number, number]> = [];
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      sizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    const metadata = await document.getMetadata();
    const info = metadata.info as { Title?: string } | undefined;
    return { pages: document.numPages, sizes, text: texts.join("\n").replace(/\s+/g, " "), title: info?.Title };
  } finally {
    await document.destroy();
  }
}
