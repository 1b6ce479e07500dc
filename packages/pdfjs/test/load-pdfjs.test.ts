import { describe, expect, it } from "@jest/globals";
import { loadPdfjs } from "../src/index";

// Captured before pdf.js is first imported. (Identity, not toString: core-js makes its
// replacements print as "[native code]".)
const v8 = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };

describe("loadPdfjs", () => {
  it("leaves V8's own push and JSON in place, and pdf.js works", async () => {
    const pdfjs = await loadPdfjs();
    expect(Array.prototype.push).toBe(v8.push);
    expect(JSON.parse).toBe(v8.parse);
    expect(JSON.stringify).toBe(v8.stringify);
    // pdf.js reads a minimal one-page PDF after the restore.
    const objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>",
    ];
    let body = "%PDF-1.4\n";
    const offsets = objects.map((object, i) => {
      const offset = body.length;
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
      return offset;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    const document = await pdfjs.getDocument({ data: new TextEncoder().encode(body), verbosity: 0 }).promise;
    expect(document.numPages).toBe(1);
    const page = await document.getPage(1);
    expect(page.view).toEqual([0, 0, 200, 100]);
    await document.destroy();
  });

  it("imports pdf.js once per process", async () => {
    expect(await loadPdfjs()).toBe(await loadPdfjs());
  });
});
