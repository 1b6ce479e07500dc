import type { Element, ElementContent, Root, RootContent } from "hast";
import type { VFile } from "vfile";
import { resolveCodeTheme, resolveLanguage, tokenize } from "./shiki-highlighter";
import { hastText } from "../fenced-block/hast-text";

// Highlights fenced code after sanitisation: `pre > code.language-*` (the sanitiser keeps exactly
// the `language-*` class). The coloured markup is built from Shiki's tokens as hast text nodes, so
// the code stays escaped whatever it contains. Unknown languages stay plain blocks, which also
// leaves `chart`, `invoice` and `math` blocks to their own features.

/** Longer blocks are left plain: tokenising is super-linear on some grammars, and a print does not need it. */
const MAX_HIGHLIGHT_CHARS = 100_000;
/** Per document: past this much code the rest stays plain, so a huge listing cannot eat the render budget. */
const MAX_DOCUMENT_HIGHLIGHT_CHARS = 1_000_000;

const FONT_STYLE = { italic: 1, bold: 2, underline: 4, strikethrough: 8 } as const;

function languageOf(code: Element): string | undefined {
  const className = code.properties.className;
  if (!Array.isArray(className)) return undefined;
  for (const name of className) {
    if (typeof name === "string" && name.startsWith("language-")) return name.slice("language-".length);
  }
  return undefined;
}

function tokenStyle(color: string | undefined, fontStyle: number | undefined, foreground: string | undefined): string {
  const parts: string[] = [];
  // Tokens in the default colour inherit it from the block, which keeps long listings small.
  if (color && color.toLowerCase() !== foreground) parts.push(`color:${color}`);
  if (fontStyle && fontStyle > 0) {
    if (fontStyle & FONT_STYLE.italic) parts.push("font-style:italic");
    if (fontStyle & FONT_STYLE.bold) parts.push("font-weight:bold");
    const lines = [fontStyle & FONT_STYLE.underline ? "underline" : "", fontStyle & FONT_STYLE.strikethrough ? "line-through" : ""].filter(Boolean);
    if (lines.length) parts.push(`text-decoration:${lines.join(" ")}`);
  }
  return parts.join(";");
}

/** Colours only: the block keeps the theme's own background and font so code matches the page. */
function highlightedChildren(code: string, language: string, theme: string): { children: ElementContent[]; foreground: string | undefined } {
  const { lines, foreground: themeForeground } = tokenize(code, language, theme);
  const foreground = themeForeground?.toLowerCase();
  const children: ElementContent[] = [];
  lines.forEach((line, index) => {
    if (index > 0) children.push({ type: "text", value: "\n" });
    const spans: ElementContent[] = line.map((token) => {
      const style = tokenStyle(token.color, token.fontStyle, foreground);
      return style
        ? { type: "element", tagName: "span", properties: { style }, children: [{ type: "text", value: token.content }] }
        : { type: "text", value: token.content };
    });
    children.push({ type: "element", tagName: "span", properties: { className: ["line"] }, children: spans });
  });
  return { children, foreground };
}

function visit(node: Root | Element, theme: string, budget: { chars: number }): void {
  for (const child of node.children as Array<RootContent | ElementContent>) {
    if (child.type !== "element") continue;
    if (child.tagName === "pre") {
      const code = child.children.find((candidate): candidate is Element => candidate.type === "element" && candidate.tagName === "code");
      const requested = code ? languageOf(code) : undefined;
      const language = requested ? resolveLanguage(requested) : undefined;
      if (code && language) {
        // mdast-util-to-hast ends fenced code with a newline; a trailing empty line would print as a blank row.
        const text = hastText(code).replace(/\n$/, "");
        if (text.length <= MAX_HIGHLIGHT_CHARS && text.length <= budget.chars) {
          budget.chars -= text.length;
          const { children, foreground } = highlightedChildren(text, language, theme);
          code.children = children;
          if (foreground && /^#[0-9a-f]{3,8}$/.test(foreground)) code.properties = { ...code.properties, style: `color:${foreground}` };
          child.properties = { ...child.properties, className: ["shiki"], dataLanguage: language };
        }
      }
      continue;
    }
    visit(child, theme, budget);
  }
}

/** rehype plugin (trusted stage): colours fenced code with the theme's Shiki theme. */
export function highlightCode() {
  return (tree: Root, file: VFile) => {
    visit(tree, resolveCodeTheme(file.data.blockStyle?.codeTheme), { chars: MAX_DOCUMENT_HIGHLIGHT_CHARS });
  };
}
