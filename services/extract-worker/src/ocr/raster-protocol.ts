// Messages between the rasteriser (parent) and a rasteriser child, over IPC with
// serialization: "advanced", so bytes travel as Uint8Array without base64.

export interface RasterRequest {
  type: "rasterise";
  bytes: Uint8Array;
  /** 1-based page numbers to draw. */
  pages: number[];
  /** Highest resolution to draw at; a scan is drawn at its own resolution when that is lower. */
  maxDpi: number;
  /** Largest page image handed to OCR, in pixels. */
  maxPixels: number;
}

/** One page as an 8-bit grey image (row-major, one byte per pixel) plus what maps it back to points. */
export interface RasterPage {
  number: number;
  /** Page size in PDF points as displayed (after /Rotate). */
  width: number;
  height: number;
  widthPx: number;
  heightPx: number;
  /** Pixels per point. */
  scale: number;
  /** Grey pixels, widthPx × heightPx. */
  grey: Uint8Array;
}

export type FromRasterChild = { type: "ready" } | { type: "page"; page: RasterPage } | { type: "done" } | { type: "failed"; message: string };
