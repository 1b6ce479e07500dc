import type { Paragraph, Root as MdastRoot, RootContent as MdastContent } from "mdast";
import type { Element, Root } from "hast";

// Explicit page breaks: a line `\pagebreak` or `\newpage` (LaTeX habit) or `<!-- pagebreak -->`
// (invisible on GitHub) on its own. The comment would be dropped by the sanitiser, so the Markdown
// stage first rewrites it into the `\pagebreak` paragraph; after sanitisation that paragraph
// becomes an empty break element. Only top-level lines count: a break inside a list or quote
// would split it in a way no reader expects.

const COMMAND = /^\\(?:pagebreak|newpage)$/;
const COMMENT = /^<!--\s*(?:pagebreak|page-break|newpage)\s*-->$/i;

function breakParagraph(): Paragraph {
  return { type: "paragraph", children: [{ type: "text", value: "\\pagebreak" }] };
}

function normaliseComments(tree: MdastRoot): void {
  tree.children.forEach((child: MdastContent, index) => {
    if (child.type === "html" && COMMENT.test(child.value.trim())) tree.children[index] = breakParagraph();
  });
}

/** remark plugin: `<!-- pagebreak -->` → `\pagebreak` paragraph. */
export function pageBreakComments() {
  return (tree: MdastRoot) => {
    normaliseComments(tree);
  };
}

function isBreakParagraph(node: Element): boolean {
  if (node.tagName !== "p" || node.children.length !== 1) return false;
  const only = node.children[0]!;
  return only.type === "text" && COMMAND.test(only.value.trim());
}

/** rehype plugin (trusted stage): top-level `\pagebreak` paragraphs → `<div class="page-break">`. */
export function pageBreaks() {
  return (tree: Root) => {
    tree.children.forEach((child, index) => {
      if (child.type === "element" && isBreakParagraph(child)) {
        tree.children[index] = { type: "element", tagName: "div", properties: { className: ["page-break"], ariaHidden: "true" }, children: [] };
      }
    });
  };
}
