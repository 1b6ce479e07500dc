// Writing a filled PDF form (invoice-form.ts): pdf-lib draws the template and its AcroForm text
// fields and fills them; the four ways a filled form reaches us are finished here — fields live with
// no appearance (NeedAppearances: the viewer draws them), live with pdf-lib's appearances, flattened
// by pdf-lib, or flattened by qpdf (a second, different flattener). Our own code only for that choice
// and for the qpdf call; the drawing and the form are pdf-lib's.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFBool, PDFName, type PDFDocument, type PDFFont } from "pdf-lib";

export type FormFinish = "live-needs-appearances" | "live" | "flat-pdf-lib" | "flat-qpdf";

/** Drops every widget's appearance and asks the viewer to draw the fields (NeedAppearances true) with the font their /DA names. */
function stripAppearances(doc: PDFDocument, font: PDFFont): void {
  const form = doc.getForm();
  const fonts = doc.context.obj({ [font.name]: font.ref });
  form.acroForm.dict.set(PDFName.of("DR"), doc.context.obj({ Font: fonts }));
  for (const field of form.getFields()) for (const widget of field.acroField.getWidgets()) widget.dict.delete(PDFName.of("AP"));
  form.acroForm.dict.set(PDFName.of("NeedAppearances"), PDFBool.True);
}

/** qpdf draws the fields' appearances itself and burns every annotation into the page. */
export function qpdfFlatten(pdf: Uint8Array): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "synth-form-"));
  try {
    writeFileSync(path.join(dir, "in.pdf"), pdf);
    try {
      execFileSync("qpdf", ["--deterministic-id", "--generate-appearances", "--flatten-annotations=all", path.join(dir, "in.pdf"), path.join(dir, "out.pdf")], {
        stdio: "pipe",
      });
    } catch (error) {
      // Exit status 3: written, with warnings.
      if ((error as { status?: number }).status !== 3) throw error;
    }
    return readFileSync(path.join(dir, "out.pdf"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The filled form as the sender's software saved it. */
export async function finishForm(doc: PDFDocument, finish: FormFinish, font: PDFFont): Promise<Buffer> {
  const form = doc.getForm();
  if (finish === "live") return Buffer.from(await doc.save());
  if (finish === "flat-pdf-lib") {
    form.updateFieldAppearances(font);
    form.flatten({ updateFieldAppearances: false });
    return Buffer.from(await doc.save());
  }
  stripAppearances(doc, font);
  const live = Buffer.from(await doc.save({ updateFieldAppearances: false }));
  return finish === "flat-qpdf" ? qpdfFlatten(live) : live;
}
