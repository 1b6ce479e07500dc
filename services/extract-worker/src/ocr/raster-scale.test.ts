import { describe, expect, it } from "@jest/globals";
import { imagePlacements, rasterScale, wholePageImage, type OpCodes } from "./raster-scale";

// Which resolution a scanned page is drawn at, from the operator list pdf.js gives for it.

const OPS: OpCodes = {
  save: 10,
  restore: 11,
  transform: 12,
  dependency: 1,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
};
const A4: [number, number, number, number] = [0, 0, 595, 842];

/** A page that is one image of w × h pixels drawn over `matrix`. */
function scanOps(w: number, h: number, matrix: number[], extra: Array<[number, unknown]> = []) {
  const ops: Array<[number, unknown]> = [
    [OPS.save, null],
    [OPS.transform, matrix],
    [OPS.dependency, ["img_1"]],
    [OPS.paintImageXObject, ["img_1", w, h]],
    [OPS.restore, null],
    ...extra,
  ];
  return imagePlacements(
    ops.map((o) => o[0]),
    ops.map((o) => o[1]),
    OPS,
  );
}

describe("rasterScale", () => {
  it("draws a page at its scan's own resolution, never above the maximum, never past the pixel budget", () => {
    // 96 dpi photo of a receipt: 463 × 1013 px on 347.25 × 759.75 pt.
    const photo = scanOps(463, 1013, [347.25, 0, 0, 759.75, 0, 0]).images;
    expect(rasterScale({ widthPt: 347.25, heightPt: 759.75, images: photo }, { maxDpi: 300, maxPixels: 12e6 }) * 72).toBeCloseTo(96, 1);
    // 600 dpi A4 scan: capped at 300 dpi.
    const fine = scanOps(4960, 7016, [595, 0, 0, 842, 0, 0]).images;
    expect(rasterScale({ widthPt: 595, heightPt: 842, images: fine }, { maxDpi: 300, maxPixels: 40e6 }) * 72).toBeCloseTo(300, 0);
    // … and within the pixel budget.
    const budget = rasterScale({ widthPt: 595, heightPt: 842, images: fine }, { maxDpi: 300, maxPixels: 4e6 });
    expect(595 * 842 * budget * budget).toBeLessThanOrEqual(4e6 + 1);
  });

  it("uses the maximum for vector pages and pages whose only image is small (a logo)", () => {
    expect(rasterScale({ widthPt: 595, heightPt: 842, images: [] }, { maxDpi: 300, maxPixels: 40e6 }) * 72).toBeCloseTo(300, 0);
    const logo = scanOps(100, 50, [100, 0, 0, 50, 40, 760]).images;
    expect(rasterScale({ widthPt: 595, heightPt: 842, images: logo }, { maxDpi: 200, maxPixels: 40e6 }) * 72).toBeCloseTo(200, 0);
  });

  it("measures a rotated placement (a scan fed sideways) by its area", () => {
    const sideways = scanOps(1754, 1240, [0, -595, 842, 0, 0, 595]).images;
    expect(rasterScale({ widthPt: 842, heightPt: 595, images: sideways }, { maxDpi: 300, maxPixels: 40e6 }) * 72).toBeCloseTo(150, 0);
  });
});

describe("wholePageImage", () => {
  it("takes the one upright image covering the page", () => {
    const placed = scanOps(1240, 1754, [595, 0, 0, 842, 0, 0]);
    expect(wholePageImage(placed, A4)).toMatchObject({ id: "img_1", widthPx: 1240, heightPx: 1754 });
  });

  it("refuses pages that draw anything else, several images, or a turned, partial or stretched image", () => {
    expect(wholePageImage(scanOps(1240, 1754, [595, 0, 0, 842, 0, 0], [[44, ["text"]]]), A4)).toBeNull();
    expect(wholePageImage(scanOps(1754, 1240, [0, -595, 842, 0, 0, 595]), A4)).toBeNull();
    expect(wholePageImage(scanOps(620, 877, [297, 0, 0, 421, 0, 0]), A4)).toBeNull();
    expect(wholePageImage(scanOps(1240, 1240, [595, 0, 0, 842, 0, 0]), A4)).toBeNull();
    const two = imagePlacements(
      [OPS.paintImageXObject, OPS.paintImageXObject],
      [
        ["a", 10, 10],
        ["b", 10, 10],
      ],
      OPS,
    );
    expect(wholePageImage(two, [0, 0, 1, 1])).toBeNull();
  });

  it("follows the matrix through save/restore and form XObjects", () => {
    const ops: Array<[number, unknown]> = [
      [OPS.save, null],
      [OPS.transform, [2, 0, 0, 2, 0, 0]],
      [OPS.paintFormXObjectBegin, [[297.5, 0, 0, 421, 0, 0], null]],
      [OPS.paintImageXObject, ["img_2", 1240, 1754]],
      [OPS.paintFormXObjectEnd, null],
      [OPS.restore, null],
    ];
    const placed = imagePlacements(
      ops.map((o) => o[0]),
      ops.map((o) => o[1]),
      OPS,
    );
    expect(placed.images[0]!.matrix).toEqual([595, 0, 0, 842, 0, 0]);
    expect(wholePageImage(placed, A4)?.id).toBe("img_2");
  });
});
