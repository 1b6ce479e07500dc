const MAX_FILENAME_LENGTH = 200;

/**
 * Makes a caller-supplied download name safe to carry in a URL and in a quoted header parameter:
 * no control characters, quotes, backslashes or path separators (some browsers honour them), no
 * leading dots, bounded length. Idempotent, so it can be applied both when a link is minted and
 * again when it is served.
 */
export function sanitizeFilename(filename: string, fallback = "download.pdf"): string {
  const cleaned = [
    ...filename
      .normalize("NFC")
      .replace(/[\u0000-\u001f\u007f-\u009f"]/g, "")
      .replace(/[/\\]/g, "_")
      .trim()
      .replace(/^\.+/, ""),
  ]
    .slice(0, MAX_FILENAME_LENGTH)
    .join("")
    .trim();
  return cleaned === "" ? fallback : cleaned;
}

/**
 * `attachment; filename="…"`, plus RFC 6266 `filename*` when the name is not plain ASCII: Node
 * rejects most non-Latin-1 header bytes and old clients only read `filename`, so that one gets an
 * ASCII stand-in.
 */
export function attachmentContentDisposition(filename: string): string {
  const name = sanitizeFilename(filename);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_");
  if (ascii === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
