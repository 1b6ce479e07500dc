import { escapeHtml } from "../themes/build-html-document";

export interface DownloadEmailInput {
  senderName: string;
  message: string | undefined;
  title: string;
  url: string;
  expiresInDays: number;
}

/** One line, no control characters, bounded: the name goes into a header and a subject. */
export function headerSafe(text: string, max = 80): string {
  return text
    .replace(/[\u0000-\u001f\u007f"<>\\]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

export function downloadEmailContent({ senderName, message, title, url, expiresInDays }: DownloadEmailInput): { subject: string; html: string; text: string } {
  const name = headerSafe(senderName) || "Someone";
  const documentName = headerSafe(title, 120);
  const subject = documentName ? `${name} sent you "${documentName}"` : `${name} sent you a PDF`;
  const quoted = message?.trim();
  const html =
    `<!doctype html><html><body style="font-family: Arial, Helvetica, sans-serif; color: #1c2026; line-height: 1.5;">` +
    `<p><strong>${escapeHtml(name)}</strong> sent you ${documentName ? `the document <strong>${escapeHtml(documentName)}</strong>` : "a PDF document"}.</p>` +
    (quoted
      ? `<blockquote style="margin: 1em 0; padding: 0.5em 1em; border-left: 3px solid #1f4e79; color: #3a414c; white-space: pre-wrap;">${escapeHtml(quoted)}</blockquote>`
      : "") +
    `<p><a href="${escapeHtml(url)}" style="color: #1f4e79;">Download the PDF</a></p>` +
    `<p style="color: #5f6875; font-size: 12px;">The link is valid for ${expiresInDays} days.</p></body></html>`;
  const text =
    `${name} sent you ${documentName ? `the document "${documentName}"` : "a PDF document"}.\n\n` +
    (quoted
      ? `${quoted
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n")}\n\n`
      : "") +
    `Download the PDF (valid for ${expiresInDays} days):\n${url}\n`;
  return { subject, html, text };
}
