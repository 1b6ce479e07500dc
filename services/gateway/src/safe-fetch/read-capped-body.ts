import { AppError, formatBytes } from "@quire/contracts";

// The download cap: a document never occupies more than maxBytes of memory, whatever the origin
// announces or omits. Throwing out of the loop ends the iteration, which destroys the stream.

export function tooLarge(maxBytes: number, actual?: number): AppError {
  // A capped stream never learns the real size, only that it passed the limit.
  const size = actual === undefined ? `more than ${formatBytes(maxBytes)}` : `${formatBytes(actual)} (${actual} bytes)`;
  return new AppError("input_too_large", `file_url document is ${size}; the limit is ${formatBytes(maxBytes)} (${maxBytes} bytes).`);
}

/** Rejects a Content-Length over the cap before a single body byte is read. */
export function checkAnnouncedLength(header: string | undefined, maxBytes: number): void {
  if (header === undefined || !/^\d+$/.test(header)) return;
  const announced = Number(header);
  if (announced > maxBytes) throw tooLarge(maxBytes, announced);
}

export async function readCappedBody(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}
