import type { Root } from "mdast";
import { parse } from "yaml";

export type Frontmatter = Record<string, unknown>;

/**
 * The document's YAML frontmatter as a plain object. Broken or non-mapping YAML is ignored rather
 * than failing the render: frontmatter only supplies defaults.
 */
export function readFrontmatter(tree: Root): Frontmatter {
  const first = tree.children[0];
  if (!first || first.type !== "yaml" || !first.value.trim()) return {};
  try {
    // Alias expansion is capped so a "billion laughs" document cannot blow up memory.
    const data: unknown = parse(first.value, { maxAliasCount: 50, prettyErrors: false });
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Frontmatter) : {};
  } catch {
    return {};
  }
}

/** `title:` from frontmatter, trimmed and bounded; undefined when absent or not text. */
export function frontmatterTitle(frontmatter: Frontmatter): string | undefined {
  const title = frontmatter.title;
  if (typeof title !== "string" && typeof title !== "number") return undefined;
  const text = String(title).replace(/\s+/g, " ").trim().slice(0, 500);
  return text || undefined;
}
