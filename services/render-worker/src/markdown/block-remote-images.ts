import type { Element, ElementContent, Root, RootContent } from "hast";

// Only inline `data:` images are rendered. Anything else (http, file, relative paths) is replaced by
// a visible placeholder so the author sees why the image is missing instead of a silent gap.

const INLINE_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;

export function isInlineImage(src: unknown): boolean {
  return typeof src === "string" && INLINE_IMAGE.test(src.trim());
}

function placeholder(image: Element): Element {
  const alt = typeof image.properties.alt === "string" && image.properties.alt.trim() ? image.properties.alt.trim() : "";
  const label = alt ? `Remote image blocked: ${alt}` : "Remote image blocked";
  return {
    type: "element",
    tagName: "span",
    properties: { className: ["remote-image-blocked"] },
    children: [{ type: "text", value: label }],
  };
}

function visit(node: Root | Element): void {
  const children = node.children as Array<RootContent | ElementContent>;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type !== "element") continue;
    if (child.tagName === "img" && !isInlineImage(child.properties.src)) {
      children[i] = placeholder(child);
      continue;
    }
    visit(child);
  }
}

/** rehype plugin: runs before sanitisation (which keeps only `data:` sources as a second guard). */
export function blockRemoteImages() {
  return (tree: Root) => {
    visit(tree);
  };
}
