import { afterEach, describe, expect, it } from "@jest/globals";
import { rotateGrey } from "../src/ocr/grey-image";
import { Rasteriser } from "../src/ocr/rasterise";
import type { RasterPage } from "../src/ocr/raster-protocol";
import { testScan } from "../../../test-support/documents/test-documents";
import { buildTestPdf, jpegSize, scanPage, type TestPage } from "./scanned-pdf";

// The rasteriser child: the page size it draws, and the caps that stop a hostile PDF.

const scan = buildTestPdf([scanPage(new Uint8Array(testScan("invoice-us-header-row")))]);

describe("rasteriser", () => {
  const made: Rasteriser[] = [];
  const rasteriser = (options: ConstructorParameters<typeof Rasteriser>[0]) => {
    const r = new Rasteriser(options);
    made.push(r);
    return r;
  };
  afterEach(() => made.splice(0).forEach((r) => r.close()));

  it("draws a page as 8-bit grey at the requested resolution, in memory", async () => {
    const pages: RasterPage[] = [];
    await rasteriser({ dpi: 100 }).rasterise(scan, [1], (p) => pages.push(p));
    expect(pages).toHaveLength(1);
    const p = pages[0]!;
    expect([p.widthPx, p.heightPx]).toEqual([Math.ceil((595.28 * 100) / 72), Math.ceil((841.89 * 100) / 72)]);
    expect(p.grey.length).toBe(p.widthPx * p.heightPx);
    // Ink on paper: mostly white, some black.
    expect(p.grey.filter((v) => v < 64).length).toBeGreaterThan(1000);
  });

  it("hands over a scan at its own resolution: no upscaling to the maximum, the scan's pixels as they are", async () => {
    const pages: RasterPage[] = [];
    await rasteriser({ dpi: 300 }).rasterise(scan, [1], (p) => pages.push(p));
    const { widthPx, heightPx } = jpegSize(new Uint8Array(testScan("invoice-us-header-row")));
    expect([pages[0]!.widthPx, pages[0]!.heightPx]).toEqual([widthPx, heightPx]);
    expect(pages[0]!.scale * 72).toBeCloseTo((widthPx / 595.28) * 72, 3);
    expect(pages[0]!.grey.length).toBe(widthPx * heightPx);
  }, 60_000);

  it("hands over a scan saved turned (/Rotate) as its own pixels turned, not a redrawing", async () => {
    const jpeg = new Uint8Array(testScan("invoice-us-header-row"));
    const read = async (page: TestPage) => {
      const pages: RasterPage[] = [];
      await rasteriser({ dpi: 300 }).rasterise(buildTestPdf([page]), [1], (p) => pages.push(p));
      return pages[0]!;
    };
    const upright = await read(scanPage(jpeg));
    for (const rotate of [90, 180, 270] as const) {
      const turned = await read({ ...(scanPage(jpeg) as Extract<TestPage, { kind: "image" }>), rotate });
      const shown = rotateGrey({ width: upright.widthPx, height: upright.heightPx, pixels: upright.grey }, rotate);
      expect([rotate, turned.widthPx, turned.heightPx, turned.scale]).toEqual([rotate, shown.width, shown.height, upright.scale]);
      expect(Buffer.compare(Buffer.from(turned.grey), Buffer.from(shown.pixels))).toBe(0);
    }
  }, 60_000);

  it("kills the child at the time limit and at the memory limit, and survives for the next call", async () => {
    const r = rasteriser({ dpi: 300, timeoutMs: 1 });
    await expect(r.rasterise(scan, [1], () => undefined)).rejects.toMatchObject({ code: "render_timeout" });
    await expect(rasteriser({ dpi: 300, rssLimitMb: 16 }).rasterise(scan, [1], () => undefined)).rejects.toMatchObject({ code: "unsupported_document" });
    const ok = rasteriser({ dpi: 72 });
    await expect(ok.rasterise(new Uint8Array(Buffer.from("not a pdf")), [1], () => undefined)).rejects.toMatchObject({ code: "unsupported_document" });
    let drawn = 0;
    await ok.rasterise(scan, [1], () => drawn++);
    expect(drawn).toBe(1);
  }, 90_000); // three children start here, each loading pdf.js: slow on a busy 2-core host
});
