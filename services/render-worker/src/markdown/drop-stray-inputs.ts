import type { Element, ElementContent, Root, RootContent } from "hast";

// The sanitiser has to allow `input` for GFM task lists, and would turn any raw `<input>` into a
// checkbox. Only the checkboxes remark-gfm generates (first thing in a task-list item) are kept.

function isTaskItem(node: Root | Element | undefined): boolean {
  if (!node || node.type !== "element" || node.tagName !== "li") return false;
  const className = node.properties.className;
  return Array.isArray(className) && className.includes("task-list-item");
}

function visit(node: Root | Element, parent: Root | Element | undefined): void {
  const children = node.children as Array<RootContent | ElementContent>;
  for (let i = children.length - 1; i >= 0; i--) {
    const child = children[i]!;
    if (child.type !== "element") continue;
    if (child.tagName === "input") {
      const inTaskItem = isTaskItem(node) || (node.type === "element" && node.tagName === "p" && isTaskItem(parent));
      if (!inTaskItem || child.properties.type !== "checkbox") children.splice(i, 1);
      continue;
    }
    visit(child, node);
  }
}

/** rehype plugin: runs before sanitisation. */
export function dropStrayInputs() {
  return (tree: Root) => {
    visit(tree, undefined);
  };
}
