// A decoded PDF image (as pdf.js hands it to its canvas code) → 8-bit grey, so a page that is
// nothing but a scan goes to OCR as the scan's own pixels, without drawing it on a canvas
// (drawing costs as much again as decoding, and resamples).

/** pdf.js's ImageKind. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

export interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** Grey pixels (Rec. 601 integer weights, as the canvas path uses) or null when the data is not a known layout. */
export function decodedToGrey(img: DecodedImage): Uint8Array | null {
  const { width: w, height: h, kind, data } = img;
  if (!data || !(w > 0 && h > 0)) return null;
  const grey = new Uint8Array(w * h);
  if (kind === RGB_24BPP && data.length >= w * h * 3) {
    for (let i = 0, j = 0; j < grey.length; i += 3, j++) grey[j] = (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
    return grey;
  }
  if (kind === RGBA_32BPP && data.length >= w * h * 4) {
    // Transparent pixels show the white page beneath.
    for (let i = 0, j = 0; j < grey.length; i += 4, j++) {
      const a = data[i + 3]!;
      const v = (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
      grey[j] = (v * a + 255 * (255 - a) + 127) / 255;
    }
    return grey;
  }
  if (kind === GRAYSCALE_1BPP) {
    // Rows padded to whole bytes; a set bit is white (pdf.js's putBinaryImageData).
    const stride = (w + 7) >> 3;
    if (data.length < stride * h) return null;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) grey[y * w + x] = data[y * stride + (x >> 3)]! & (128 >> (x & 7)) ? 255 : 0;
    }
    return grey;
  }
  return null;
}
