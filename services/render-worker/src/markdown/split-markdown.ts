// Large documents are converted in parallel, one chunk per thread. A chunk boundary is only placed
// where CommonMark guarantees every block is closed, so converting the chunks separately and
// joining the HTML gives the same result as converting the whole document:
//   - before an ATX heading at column 0 that follows a blank line (it interrupts paragraphs and
//     closes lists and block quotes), and
//   - never inside a fenced code block.
// Documents whose meaning spans chunks are never split: link reference and footnote definitions
// (resolved document-wide) and the HTML blocks that may contain blank lines (comments, <pre>,
// <script>, <style>, <textarea>, processing instructions, declarations, CDATA).

const DOCUMENT_WIDE = /^ {0,3}\[[^\]\n]+\]:|^ {0,3}<(?:!--|\?|![A-Za-z]|!\[CDATA\[|(?:script|pre|style|textarea)(?:[\s>]|$))/im;
// A table of contents: `[[toc]]` alone on a line, or `toc: true` (in the frontmatter). It lists
// headings from every chunk, so its chunks are converted with the TOC left to the join (which
// also gives headings repeated across chunks the ids one conversion gives them).
const TABLE_OF_CONTENTS = /^ {0,3}\[\[toc\]\][ \t]*$|^toc:[ \t]*(?:true|yes)[ \t]*$/im;
export function hasTableOfContents(markdown: string): boolean {
  return TABLE_OF_CONTENTS.test(markdown);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// `:::invoice` … `:::` holds YAML, whose `# comments` look like headings; never split inside it.
const CONTAINER_OPEN = /^:::[ \t]*invoice[ \t]*$/;
const CONTAINER_CLOSE = /^:::[ \t]*$/;
const HEADING = /^#{1,6}(?:[ \t]|$)/;

export function splitMarkdown(markdown: string, { maxChunks, minChunkChars }: { maxChunks: number; minChunkChars: number }): string[] {
  if (maxChunks < 2 || markdown.length < minChunkChars * 2 || DOCUMENT_WIDE.test(markdown)) return [markdown];
  const target = Math.max(minChunkChars, Math.ceil(markdown.length / maxChunks));
  const chunks: string[] = [];
  let chunkStart = 0;
  let fence: string | undefined;
  let inContainer = false;
  let previousBlank = false;
  let lineStart = 0;
  // The frontmatter block belongs to the first chunk; skipping it avoids mistaking its lines.
  if (markdown.startsWith("---\n")) {
    const end = markdown.indexOf("\n---", 4);
    if (end !== -1) lineStart = markdown.indexOf("\n", end + 4) + 1 || markdown.length;
  }
  while (lineStart < markdown.length) {
    const newline = markdown.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? markdown.length : newline;
    const line = markdown.slice(lineStart, lineEnd);
    const fenceMatch = FENCE.exec(line);
    if (inContainer) {
      if (CONTAINER_CLOSE.test(line)) inContainer = false;
    } else if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length && line.trim() === fenceMatch[1]) fence = undefined;
    } else if (fenceMatch) {
      fence = fenceMatch[1];
    } else if (CONTAINER_OPEN.test(line)) {
      inContainer = true;
    } else if (previousBlank && HEADING.test(line) && lineStart - chunkStart >= target && chunks.length < maxChunks - 1) {
      chunks.push(markdown.slice(chunkStart, lineStart));
      chunkStart = lineStart;
    }
    previousBlank = line.trim() === "";
    lineStart = lineEnd + 1;
  }
  chunks.push(markdown.slice(chunkStart));
  return chunks;
}
