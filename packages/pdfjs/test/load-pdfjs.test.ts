import { spawnSync } from "node:child_process";
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

  it("keeps no source map of pdf.js in a process with source maps on, and leaves them on", () => {
    // Node's own loader (Jest's stands in for it here): a child with the flags the services run with.
    const script = `
      import { findSourceMap } from "node:module";
      import { createRequire } from "node:module";
      const { loadPdfjs } = await import(${JSON.stringify(new URL("../src/index.ts", import.meta.url).href)});
      await loadPdfjs();
      const require = createRequire(import.meta.url);
      const maps = ["pdf.mjs", "pdf.worker.mjs"].map((file) => findSourceMap(require.resolve("pdfjs-dist/legacy/build/" + file)) !== undefined);
      console.log(JSON.stringify({ maps, enabled: process.sourceMapsEnabled }));`;
    const child = spawnSync(process.execPath, ["--enable-source-maps", "--import", "tsx", "--input-type=module", "-e", script], {
      cwd: new URL("..", import.meta.url),
      encoding: "utf8",
    });
    expect(child.stderr).toBe("");
    expect(JSON.parse(child.stdout)).toEqual({ maps: [false, false], enabled: true });
  });
});
