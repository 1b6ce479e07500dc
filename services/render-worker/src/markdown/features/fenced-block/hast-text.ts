import type { ElementContent, Root } from "hast";

/** The text content of a hast node: what the sanitised Markdown wrote inside it. */
export function hastText(node: ElementContent | Root): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" || node.type === "root") return (node.children as ElementContent[]).map(hastText).join("");
  return "";
}
