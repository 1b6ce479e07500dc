import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** One TOC entry of a PDF: the page number printed in it and the page its link really goes to. */
export interface TocEntry {
  destination: string;
  printed: string;
  actual: number;
}

type LinkAnnotation = { subtype: string; dest?: unknown; rect: [number, number, number, number] };
type TextItem = { str?: string; transform?: number[] };

/**
 * Every internal link on pages 1..`tocPages`, with the number printed inside the link's box (the
 * TOC's entry row is one link: text, leader, number) and the page its named destination names.
 */
export async function tocEntries(pdf: Buffer, tocPages: number): Promise<TocEntry[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const entries: TocEntry[] = [];
    for (let number = 1; number <= Math.min(tocPages, document.numPages); number++) {
      const page = await document.getPage(number);
      const links = ((await page.getAnnotations()) as LinkAnnotation[]).filter((a) => a.subtype === "Link" && typeof a.dest === "string");
      const items = (await page.getTextContent()).items as TextItem[];
      for (const link of links) {
        const [x0, y0, x1, y1] = link.rect;
        const inside = items.filter((item) => {
          const [x, y] = [item.transform?.[4] ?? -1, item.transform?.[5] ?? -1];
          return x >= x0 && x <= x1 && y >= y0 && y <= y1 && /^\d+$/.test(item.str?.trim() ?? "");
        });
        const destination = await document.getDestination(link.dest as string);
        const actual = (await document.getPageIndex(destination![0] as { num: number; gen: number })) + 1;
        entries.push({ destination: link.dest as string, printed: inside.map((item) => item.str!.trim()).join(" "), actual });
      }
    }
    return entries;
  } finally {
    await document.destroy();
  }
}
