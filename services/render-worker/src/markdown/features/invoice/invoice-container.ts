import type { Code, Root, RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { VFile } from "vfile";

// `:::invoice` … `:::` is an alias for a ```invoice fence. This stage finds it on the parsed
// Markdown tree instead of pulling in remark-directive, which would also turn ordinary prose such
// as "see:here" or "10:30:00" into directives. Only a top-level paragraph whose first line is
// exactly `:::invoice` opens a container, so the marker inside a code fence, a quote or a list is
// left alone. CommonMark has already split the YAML into paragraphs and lists, so the container's
// text is taken from the source lines, exactly as written. Like a fence, a container that is never
// closed runs to the end of the document.

const OPEN = /^:::[ \t]*invoice[ \t]*$/;
const CLOSE = /^:::[ \t]*$/;
const tailParser = unified().use(remarkParse).use(remarkGfm).freeze();

export function invoiceContainers() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value ?? "");
    if (!/^:::[ \t]*invoice[ \t]*$/m.test(source)) return;
    const lines = source.split(/\r\n|\r|\n/);
    const children: RootContent[] = [];
    for (let i = 0; i < tree.children.length; i++) {
      const node = tree.children[i]!;
      const open = node.position?.start.line;
      if (node.type !== "paragraph" || open === undefined || node.position!.start.column !== 1 || !OPEN.test(lines[open - 1] ?? "")) {
        children.push(node);
        continue;
      }
      // Line numbers are 1-based; `close` is the line of the closing marker (or past the end).
      let close = open + 1;
      while (close <= lines.length && !CLOSE.test(lines[close - 1]!)) close++;
      const code: Code = { type: "code", lang: "invoice", meta: null, value: lines.slice(open, close - 1).join("\n") };
      children.push(code);
      let last = i;
      while (last + 1 < tree.children.length && (tree.children[last + 1]!.position?.start.line ?? Infinity) <= close) last++;
      // Text right under the closing marker (no blank line) belongs to the last block CommonMark
      // saw; it is Markdown again, so it is parsed again.
      const end = tree.children[last]!.position?.end.line ?? close;
      if (end > close) children.push(...tailParser.parse(lines.slice(close, end).join("\n")).children);
      i = last;
    }
    tree.children = children;
  };
}
