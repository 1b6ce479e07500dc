// Documents authored in an office suite rather than laid out as web pages: a flat OpenDocument text
// (.fodt, one XML file with its styles, page layout, header, footer, frames and tables) and its export
// to PDF by LibreOffice, as a letter typed into a Writer or Word template is exported.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Text as XML character data or attribute value. */
export const xml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
].join(" ");

export interface FodtDocument {
  /** Font family names used by the styles (declared as font faces). */
  fonts: readonly string[];
  /** <style:default-style> and named <style:style> elements of office:styles. */
  styles: string;
  /** Automatic styles: tables, columns, cells, frames (the page layout is added). */
  automatic: string;
  page: { width: string; height: string; top: string; bottom: string; left: string; right: string };
  /** The running header's and footer's content (paragraphs or a table). */
  header: string;
  footer: string;
  /** office:text content: page-anchored frames first, then paragraphs and tables. */
  body: string;
}

/** The .fodt file of `doc`. */
export function fodt(doc: FodtDocument): string {
  const p = doc.page;
  const faces = doc.fonts.map((f) => `<style:font-face style:name="${xml(f)}" svg:font-family="'${xml(f)}'"/>`).join("");
  const layout = `<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="${p.width}" fo:page-height="${p.height}" fo:margin-top="${p.top}" fo:margin-bottom="${p.bottom}" fo:margin-left="${p.left}" fo:margin-right="${p.right}" style:print-orientation="portrait"/><style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NAMESPACES} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>${faces}</office:font-face-decls>
<office:styles>${doc.styles}</office:styles>
<office:automatic-styles>${layout}${doc.automatic}</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header>${doc.header}</style:header><style:footer>${doc.footer}</style:footer></style:master-page></office:master-styles>
<office:body><office:text>${doc.body}</office:text></office:body>
</office:document>
`;
}

let profile: string | undefined;

/** The PDF LibreOffice Writer exports from a flat text document. */
export const printFodt = (document: string): Buffer => printOffice(document, "fodt", "writer_pdf_Export");

/**
 * The PDF LibreOffice exports from a flat OpenDocument file of `ext` (a text or a spreadsheet) through
 * its application's PDF `filter`. One private profile per process (a desktop LibreOffice running on the
 * machine would otherwise take the job; a fresh profile per document would cost its first start each
 * time), removed when the process ends.
 */
export function printOffice(document: string, ext: "fodt" | "fods", filter: "writer_pdf_Export" | "calc_pdf_Export"): Buffer {
  if (!profile) {
    const dir = mkdtempSync(path.join(tmpdir(), "quire-synth-office-"));
    profile = dir;
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  const work = mkdtempSync(path.join(profile, "doc-"));
  try {
    const input = path.join(work, `invoice.${ext}`);
    writeFileSync(input, document);
    execFileSync(
      "soffice",
      [`-env:UserInstallation=${pathToFileURL(path.join(profile, "profile")).href}`, "--headless", "--convert-to", `pdf:${filter}`, "--outdir", work, input],
      { stdio: "ignore", timeout: 120_000 },
    );
    const pdf = path.join(work, "invoice.pdf");
    // soffice exits 0 without a PDF when the document's application is not installed.
    if (!existsSync(pdf))
      throw new Error(
        `synth: soffice printed no PDF from a .${ext} (apt-get install ${ext === "fods" ? "libreoffice-calc-nogui" : "libreoffice-writer-nogui"})`,
      );
    return readFileSync(pdf);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
