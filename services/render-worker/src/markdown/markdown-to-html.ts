import type { Root as HastRoot, RootContent, ElementContent } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type Pluggable } from "unified";
import { VFile } from "vfile";
import { blockRemoteImages } from "./block-remote-images";
import { dropStrayInputs } from "./drop-stray-inputs";
import { remarkFeatures, syntaxFeatures, trustedFeatures } from "./features/index";
import type { TocHeading } from "./features/toc/toc";
import { DEFAULT_BLOCK_STYLE, type BlockStyle } from "./block-style";
import { frontmatterTitle, readFrontmatter, type Frontmatter } from "./read-frontmatter";
import { sanitizeSchema } from "./sanitize-schema";

export interface MarkdownHtml {
  /** Sanitised HTML fragment for the document body. */
  html: string;
  /** Frontmatter `title:` when present. */
  title: string | undefined;
  frontmatter: Frontmatter;
  /** Only when converted with `deferToc`: the headings a TOC would list (see join-toc-chunks.ts). */
  tocHeadings?: TocHeading[];
  /** Only when converted with `deferToc`: the ids the headings were allocated around. */
  tocReservedIds?: string[];
}

function hasRaw(node: HastRoot | ElementContent | RootContent): boolean {
  if (node.type === "raw") return true;
  if (!("children" in node)) return false;
  for (const child of node.children) if (hasRaw(child)) return true;
  return false;
}

/**
 * Re-parsing the whole tree with parse5 (rehype-raw) roughly doubles conversion time, and most
 * documents contain no inline HTML at all, so it only runs when a raw node exists.
 */
function rawWhenPresent() {
  const parseRaw = rehypeRaw();
  return (tree: HastRoot, file: Parameters<typeof parseRaw>[1]) => (hasRaw(tree) ? parseRaw(tree, file) : tree);
}

export interface MarkdownRendererOptions {
  /**
   * rehype plugins that run after sanitisation, for trusted output the sanitiser would reject
   * (server-rendered chart SVG, table of contents). They must never copy user HTML through.
   */
  trustedPlugins?: Pluggable[];
}

/** `deferToc`: this is one chunk of a document; leave placeholders where its TOC goes. */
export type MarkdownRenderer = (markdown: string, style?: BlockStyle, options?: { deferToc?: boolean }) => MarkdownHtml;

/** Builds the processors once; the returned function is synchronous and reusable across jobs. */
export function createMarkdownRenderer({ trustedPlugins = [] }: MarkdownRendererOptions = {}): MarkdownRenderer {
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ["yaml"]).use(syntaxFeatures).freeze();
  const toHtml = unified()
    .use(remarkFeatures)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rawWhenPresent)
    .use(blockRemoteImages)
    .use(dropStrayInputs)
    .use(rehypeSanitize, sanitizeSchema)
    .use(trustedFeatures)
    .use(trustedPlugins)
    .use(rehypeStringify)
    .freeze();

  return (markdown, style = DEFAULT_BLOCK_STYLE, { deferToc = false } = {}) => {
    const file = new VFile({ value: markdown, data: { blockStyle: style, deferToc } });
    const mdast = parser.runSync(parser.parse(file), file) as MdastRoot;
    const frontmatter = readFrontmatter(mdast);
    file.data.frontmatter = frontmatter;
    const hast = toHtml.runSync(mdast, file);
    const html = toHtml.stringify(hast, file);
    const result = { html, title: frontmatterTitle(frontmatter), frontmatter };
    return deferToc ? { ...result, tocHeadings: file.data.tocHeadings ?? [], tocReservedIds: file.data.tocReservedIds ?? [] } : result;
  };
}
