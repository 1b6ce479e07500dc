import { inflateSync } from "node:zlib";
import { describe, expect, it } from "@jest/globals";
import { encodeGreyPng } from "./grey-png";

/** Chunks of a PNG by type (a minimal reader: enough to check what the encoder wrote). */
function chunks(png: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    out.set(png.toString("ascii", at + 4, at + 8), png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return out;
}

describe("encodeGreyPng", () => {
  it("writes an 8-bit grey PNG whose pixels read back and whose pHYs carries the resolution", () => {
    const img = { width: 3, height: 2, pixels: new Uint8Array([0, 128, 255, 10, 20, 30]) };
    const png = encodeGreyPng(img, 150);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const c = chunks(png);
    expect([...c.keys()]).toEqual(["IHDR", "pHYs", "IDAT", "IEND"]);
    expect([c.get("IHDR")!.readUInt32BE(0), c.get("IHDR")!.readUInt32BE(4), c.get("IHDR")![8], c.get("IHDR")![9]]).toEqual([3, 2, 8, 0]);
    // 150 dpi = 5906 pixels per metre, unit byte 1 (metre): what Leptonica turns back into dpi.
    expect([c.get("pHYs")!.readUInt32BE(0), c.get("pHYs")!.readUInt32BE(4), c.get("pHYs")![8]]).toEqual([5906, 5906, 1]);
    expect([...inflateSync(c.get("IDAT")!)]).toEqual([0, 0, 128, 255, 0, 10, 20, 30]);
    // Decoders reject a chunk whose CRC is wrong; IEND's is a fixed, published value.
    expect(png.readUInt32BE(png.length - 4)).toBe(0xae426082);
  });
});
