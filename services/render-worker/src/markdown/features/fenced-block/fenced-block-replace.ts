import type { Element, Parents, Root } from "hast";
import { hastText } from "./hast-text";

// Trusted stages that turn a fenced block into something else (chart SVG, an invoice) find it
// after sanitising as `<pre><code class="language-…">text</code></pre>`: the text is still exactly
// what the author wrote, and the sanitiser has kept the `language-*` class.

function codeOf(pre: Element, language: string): Element | undefined {
  if (pre.tagName !== "pre") return undefined;
  const elements = pre.children.filter((child): child is Element => child.type === "element");
  const code = elements[0];
  if (elements.length !== 1 || code!.tagName !== "code") return undefined;
  const classes = code!.properties.className;
  return Array.isArray(classes) && classes.includes(`language-${language}`) ? code : undefined;
}

/** Replaces every ```language block in the tree with what `build` returns for its text. */
export function replaceFencedBlocks(tree: Root, language: string, build: (source: string) => Element): number {
  let count = 0;
  const visit = (parent: Parents) => {
    parent.children.forEach((child, index) => {
      if (child.type !== "element") return;
      const code = codeOf(child, language);
      if (code) {
        parent.children[index] = build(hastText(code));
        count++;
      } else {
        visit(child);
      }
    });
  };
  visit(tree);
  return count;
}
