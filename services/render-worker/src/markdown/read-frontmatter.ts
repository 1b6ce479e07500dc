import type { Root } from "mdast";
import { parse } from "yaml";
// The subpath keeps zod and the rest of the contracts out of the Markdown threads.
import { toStorableText } from "@quire/contracts/storable-text";

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

/**
 * `title:` from frontmatter, trimmed and bounded; undefined when absent or not text. NUL and
 * unpaired surrogates (YAML's `"\0"`, `"\ud800"`, or a pair cut by the bound) are removed
 * silently: the title is stored with the render and Postgres cannot hold them.
 */
export function frontmatterTitle(frontmatter: Frontmatter): string | undefined {
  const title = frontmatter.title;
  if (typeof title !== "string" && typeof title !== "number") return undefined;
  const text = toStorableText(String(title).replace(/\s+/g, " ").trim().slice(0, 500)).trim();
  return text || undefined;
}
