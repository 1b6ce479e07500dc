import { AppError } from "@quire/contracts";

/** How far into the file the `%PDF-` header may start (Acrobat tolerates leading junk this far). */
export const PDF_HEADER_WINDOW = 1024;

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function looksLikePdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - MAGIC.length, PDF_HEADER_WINDOW - MAGIC.length);
  outer: for (let i = 0; i <= end; i++) {
    for (let k = 0; k < MAGIC.length; k++) if (bytes[i + k] !== MAGIC[k]) continue outer;
    return true;
  }
  return false;
}

export function assertPdf(bytes: Uint8Array): void {
  if (!looksLikePdf(bytes)) throw new AppError("unsupported_document", "The file is not a PDF (no %PDF- header).");
}
