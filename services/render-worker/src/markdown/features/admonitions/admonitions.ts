import type { Element, ElementContent, Root, RootContent } from "hast";

// GitHub alert syntax: a block quote whose first line is exactly `[!NOTE]` (or TIP, IMPORTANT,
// WARNING, CAUTION) becomes a titled callout. Runs after sanitisation on the already-clean quote:
// only its wrapper and title are ours, the content is moved over as it is.

const KINDS = { NOTE: "Note", TIP: "Tip", IMPORTANT: "Important", WARNING: "Warning", CAUTION: "Caution" } as const;
type Kind = keyof typeof KINDS;
const MARKER = /^\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

function isBlank(node: ElementContent): boolean {
  return node.type === "text" && !node.value.trim();
}

/** The alert kind of a quote, removing the marker from its first paragraph; undefined if not an alert. */
function takeMarker(quote: Element): Kind | undefined {
  const paragraph = quote.children.find((child) => !isBlank(child));
  if (!paragraph || paragraph.type !== "element" || paragraph.tagName !== "p") return undefined;
  const first = paragraph.children[0];
  if (!first || first.type !== "text") return undefined;
  const match = MARKER.exec(first.value);
  // `[!NOTE] text` on the same line is an ordinary quote on GitHub too.
  if (!match || (!match[0].includes("\n") && paragraph.children.length > 1)) return undefined;
  const kind = match[1]!.toUpperCase() as Kind;
  first.value = first.value.slice(match[0].length);
  if (!first.value) paragraph.children.shift();
  // A first paragraph that held only the marker (and a line break) disappears.
  while (paragraph.children[0] && (isBlank(paragraph.children[0]) || (paragraph.children[0].type === "element" && paragraph.children[0].tagName === "br")))
    paragraph.children.shift();
  if (paragraph.children.length === 0) quote.children.splice(quote.children.indexOf(paragraph), 1);
  return kind;
}

function admonition(kind: Kind, content: ElementContent[]): Element {
  const name = kind.toLowerCase();
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["admonition", `admonition-${name}`], role: "note" },
    children: [
      { type: "element", tagName: "p", properties: { className: ["admonition-title"] }, children: [{ type: "text", value: KINDS[kind] }] },
      ...content,
    ],
  };
}

function visit(node: Root | Element): void {
  const children = node.children as Array<RootContent | ElementContent>;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type !== "element") continue;
    visit(child);
    if (child.tagName !== "blockquote") continue;
    const kind = takeMarker(child);
    if (kind) children[i] = admonition(kind, child.children);
  }
}

/** rehype plugin (trusted stage). */
export function admonitions() {
  return (tree: Root) => {
    visit(tree);
  };
}
