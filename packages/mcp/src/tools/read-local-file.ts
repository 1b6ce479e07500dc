import { open, stat } from "node:fs/promises";
import { PLAN_LIMITS, formatBytes } from "@quire/contracts";
import { localError as local, resolveReadable } from "./local-roots";

/** The largest document any plan accepts; the API then checks the caller's own plan exactly. */
export const MAX_LOCAL_FILE_BYTES = Math.max(...Object.values(PLAN_LIMITS).map((limit) => limit.maxDocumentBytes));

/** pdf.js (like most readers) finds the `%PDF-` header within the first KiB. */
const SIGNATURE_WINDOW = 1024;

/**
 * `file_path` (local stdio server only): a PDF inside the configured roots, as base64. The size is
 * checked with stat before anything is read, so a huge file is refused without loading it, and a
 * file without the PDF signature is refused before anything is sent.
 */
export async function readLocalFile(
  filePath: string,
  { roots, maxBytes = MAX_LOCAL_FILE_BYTES }: { roots: readonly string[]; maxBytes?: number },
): Promise<{ base64: string; absolute: string; size: number }> {
  const absolute = await resolveReadable(filePath, roots);
  const info = await stat(absolute).catch((error: NodeJS.ErrnoException) => {
    throw local(error.code === "ENOENT" ? "file_not_found" : "file_unreadable", `Cannot read ${absolute}: ${error.code ?? error.message}.`);
  });
  if (!info.isFile()) throw local("invalid_request", `${absolute} is not a regular file.`);
  if (info.size === 0) throw local("unsupported_document", `${absolute} is empty.`);
  if (info.size > maxBytes)
    throw local("input_too_large", `${absolute} is ${formatBytes(info.size)}; the largest document the API accepts is ${formatBytes(maxBytes)}.`);
  // Read through one handle with a bound, in case the file grows between stat and read.
  const handle = await open(absolute, "r");
  try {
    const buffer = Buffer.alloc(info.size);
    const { bytesRead } = await handle.read(buffer, 0, info.size, 0);
    if (!buffer.subarray(0, Math.min(bytesRead, SIGNATURE_WINDOW)).includes("%PDF-")) {
      throw local("unsupported_document", `${absolute} is not a PDF (no %PDF- signature); nothing was sent.`);
    }
    return { base64: buffer.subarray(0, bytesRead).toString("base64"), absolute, size: bytesRead };
  } finally {
    await handle.close();
  }
}

/**
 * The document fields the HTTP API accepts. `file_path` is read here and sent as base64; without
 * it the fields pass through unchanged, so the API's own rules and messages apply.
 */
export async function documentSource(
  args: { file_path?: string; file_base64?: string; file_url?: string },
  roots: readonly string[],
): Promise<{ file_base64?: string; file_url?: string }> {
  if (args.file_path === undefined) {
    return {
      ...(args.file_base64 !== undefined ? { file_base64: args.file_base64 } : {}),
      ...(args.file_url !== undefined ? { file_url: args.file_url } : {}),
    };
  }
  if (args.file_base64 !== undefined || args.file_url !== undefined)
    throw local("invalid_request", "Send exactly one of `file_path`, `file_base64` or `file_url`.");
  return { file_base64: (await readLocalFile(args.file_path, { roots })).base64 };
}
