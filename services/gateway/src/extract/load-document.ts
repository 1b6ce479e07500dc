import { AppError, PLAN_LIMITS, formatBytes, type PlanName } from "@quire/contracts";

export type FetchDocument = (url: string, options: { maxBytes: number; timeoutMs: number }) => Promise<{ bytes: Buffer }>;

export interface LoadedDocument {
  bytes: Buffer;
  base64: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The document of an extract/inspect call, decoded or downloaded, size-checked against the plan
 * and sniffed for a PDF header — all before any queueing or parsing.
 */
export async function loadDocument(
  { fileBase64, fileUrl }: { fileBase64?: string; fileUrl?: string },
  { plan, fetchDocument, fetchTimeoutMs }: { plan: PlanName; fetchDocument: FetchDocument; fetchTimeoutMs: number },
): Promise<LoadedDocument> {
  const limit = PLAN_LIMITS[plan].maxDocumentBytes;
  let bytes: Buffer;
  let base64: string;
  if (fileBase64 !== undefined) {
    base64 = fileBase64.replace(/[\r\n]/g, "");
    if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw new AppError("invalid_request", "`file_base64` is not valid standard base64.");
    const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
    const size = (base64.length / 4) * 3 - padding;
    if (size > limit) throw tooLarge(size, limit, plan);
    bytes = Buffer.from(base64, "base64");
  } else {
    ({ bytes } = await fetchDocument(fileUrl!, { maxBytes: limit, timeoutMs: fetchTimeoutMs }));
    if (bytes.length > limit) throw tooLarge(bytes.length, limit, plan);
    base64 = bytes.toString("base64");
  }
  if (bytes.length === 0) throw new AppError("unsupported_document", "The document is empty.");
  if (!bytes.subarray(0, 1024).includes("%PDF-")) throw new AppError("unsupported_document", "The document is not a PDF (no %PDF- header).");
  return { bytes, base64 };
}

function tooLarge(size: number, limit: number, plan: PlanName): AppError {
  return new AppError("input_too_large", `Document is ${formatBytes(size)} (${size} bytes); the ${plan} plan allows ${formatBytes(limit)} (${limit} bytes).`);
}
