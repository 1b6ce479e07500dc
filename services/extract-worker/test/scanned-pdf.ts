// Hand-written PDFs for the OCR tests: pages that are one JPEG /Image XObject (a "scan" with no
// text layer) or a few lines of Helvetica text. Small enough to commit, built without any PDF
// library so nothing else can sneak a text layer in.

export type TestPage =
  | {
      kind: "image";
      jpeg: Uint8Array;
      widthPx: number;
      heightPx: number;
      width: number;
      height: number;
      /** Draw the (portrait) image turned 90° clockwise onto this landscape page, like a scan fed sideways. */ sideways?: boolean;
      /** A colour (3-component) JPEG; grey otherwise. */ rgb?: boolean;
      /** The page's /Rotate: an upright scan saved turned (displayed sideways). */ rotate?: 90 | 180 | 270;
    }
  | { kind: "text"; width: number; height: number; lines: Array<{ x: number; y: number; size: number; text: string }> };

function escapeText(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}

function contentOf(page: TestPage): string {
  if (page.kind === "text") {
    // y is measured from the top like the positioned model; PDF user space has it from the bottom.
    return page.lines.map((l) => `BT /F1 ${l.size} Tf ${l.x} ${page.height - l.y} Td (${escapeText(l.text)}) Tj ET`).join("\n");
  }
  if (page.sideways) return `q 0 ${-page.height} ${page.width} 0 0 ${page.height} cm /Im0 Do Q`;
  return `q ${page.width} 0 0 ${page.height} 0 0 cm /Im0 Do Q`;
}

export function buildTestPdf(pages: TestPage[]): Uint8Array {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === "string" ? Buffer.from(b, "latin1") : b;
    chunks.push(buf);
    length += buf.length;
  };
  const object = (n: number, body: Array<Buffer | string>) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    for (const b of body) push(b);
    push("\nendobj\n");
  };
  push("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  // 1: catalog, 2: pages, 3: font, then per page: page, content, [image].
  const pageIds: number[] = [];
  let next = 4;
  const plan = pages.map((p) => {
    const ids = { page: next++, content: next++, image: p.kind === "image" ? next++ : 0 };
    pageIds.push(ids.page);
    return ids;
  });
  object(1, ["<< /Type /Catalog /Pages 2 0 R >>"]);
  object(2, [`<< /Type /Pages /Count ${pages.length} /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] >>`]);
  object(3, ["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"]);
  pages.forEach((p, i) => {
    const ids = plan[i]!;
    const resources = p.kind === "image" ? `/XObject << /Im0 ${ids.image} 0 R >>` : "/Font << /F1 3 0 R >>";
    const rotate = p.kind === "image" && p.rotate ? ` /Rotate ${p.rotate}` : "";
    object(ids.page, [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${p.width} ${p.height}]${rotate} /Resources << ${resources} >> /Contents ${ids.content} 0 R >>`,
    ]);
    const content = contentOf(p);
    object(ids.content, [`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n`, content, "\nendstream"]);
    if (p.kind === "image") {
      object(ids.image, [
        `<< /Type /XObject /Subtype /Image /Width ${p.widthPx} /Height ${p.heightPx} /ColorSpace /${p.rgb ? "DeviceRGB" : "DeviceGray"} /BitsPerComponent 8 /Filter /DCTDecode /Length ${p.jpeg.length} >>\nstream\n`,
        Buffer.from(p.jpeg),
        "\nendstream",
      ]);
    }
  });
  const xref = length;
  push(`xref\n0 ${next}\n0000000000 65535 f \n`);
  for (let n = 1; n < next; n++) push(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size ${next} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Pixel size of a baseline/progressive JPEG, from its SOF marker. */
export function jpegSize(jpeg: Uint8Array): { widthPx: number; heightPx: number } {
  let i = 2;
  while (i + 9 < jpeg.length) {
    if (jpeg[i] !== 0xff) throw new Error("not a JPEG");
    const marker = jpeg[i + 1]!;
    const length = (jpeg[i + 2]! << 8) | jpeg[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { heightPx: (jpeg[i + 5]! << 8) | jpeg[i + 6]!, widthPx: (jpeg[i + 7]! << 8) | jpeg[i + 8]! };
    }
    i += 2 + length;
  }
  throw new Error("JPEG without a frame header");
}

export const A4 = { width: 595.28, height: 841.89 };

/** A scanned page: the JPEG fills an A4 page (or, sideways, is drawn turned onto a landscape A4). */
export function scanPage(jpeg: Uint8Array, { sideways = false } = {}): TestPage {
  return sideways
    ? { kind: "image", jpeg, ...jpegSize(jpeg), width: A4.height, height: A4.width, sideways: true }
    : { kind: "image", jpeg, ...jpegSize(jpeg), ...A4 };
}
