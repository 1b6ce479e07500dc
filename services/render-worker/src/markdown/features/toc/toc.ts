import type { Element, ElementContent, Root, RootContent } from "hast";
import type { VFile } from "vfile";
import { createIdAllocator, slugify } from "./heading-ids";

// Table of contents: a paragraph holding only `[[toc]]`, or frontmatter `toc: true` (placed at the
// top, after a leading title heading). Lists the level 1–3 headings that follow it. Page numbers
// are not known while converting: each entry carries an empty `data-pdf-fill` slot that the
// renderer fills before printing and checks against the print (see render/toc-page-numbers.ts), so
// the slot is laid out the same whatever number it holds.

const MARKER = /^\s*\[\[toc\]\]\s*$/i;
const MAX_LEVEL = 3;
/** Attribute of the page-number slots; the renderer fills them with the page of heading `id`. */
export const PAGE_FILL_ATTRIBUTE = "data-pdf-fill";
/** A document whose HTML contains this has its page numbers estimated and checked against the print. */
export const TOC_PAGE_SLOT = `${PAGE_FILL_ATTRIBUTE}="toc:`;

interface Heading {
  element: Element;
  level: number;
  text: string;
  /** Position among the top-level blocks, to list only headings after a TOC. */
  block: number;
}

function textOf(node: Element | Root): string {
  let text = "";
  for (const child of node.children) {
    if (child.type === "text") text += child.value;
    // A blocked image's placeholder says so in the heading, but is no part of its title.
    else if (child.type === "element" && !classes(child).includes("remote-image-blocked")) text += textOf(child);
  }
  return text;
}

function classes(node: Element): unknown[] {
  const className = node.properties.className;
  return Array.isArray(className) ? className : [];
}

const CLOBBER_PREFIX = "user-content-";

/** Every id in the document, plus the unprefixed form of clobbered ones (what links to them say). */
function collectIds(node: Root | Element, ids: Set<string>): void {
  for (const child of node.children as Array<RootContent | ElementContent>) {
    if (child.type !== "element") continue;
    const id = child.properties.id;
    if (typeof id === "string") {
      ids.add(id);
      if (id.startsWith(CLOBBER_PREFIX)) ids.add(id.slice(CLOBBER_PREFIX.length));
    }
    collectIds(child, ids);
  }
}

function actualIds(node: Root | Element, ids = new Set<string>()): Set<string> {
  for (const child of node.children as Array<RootContent | ElementContent>) {
    if (child.type !== "element") continue;
    if (typeof child.properties.id === "string") ids.add(child.properties.id);
    actualIds(child, ids);
  }
  return ids;
}

/**
 * The sanitiser prefixes user ids with `user-content-` (so they cannot clobber globals), but not
 * the links to them; GitHub repairs that with script at view time. Here in-document links whose
 * target only exists prefixed (footnotes, `<a id>` anchors) are pointed at it, so they work in the PDF.
 */
function repairFragmentLinks(node: Root | Element, ids: Set<string>): void {
  for (const child of node.children as Array<RootContent | ElementContent>) {
    if (child.type !== "element") continue;
    const href = child.properties.href;
    if (child.tagName === "a" && typeof href === "string" && href.startsWith("#")) {
      const target = decodeFragment(href.slice(1));
      if (!ids.has(target) && ids.has(CLOBBER_PREFIX + target)) child.properties.href = `#${CLOBBER_PREFIX}${target}`;
    }
    repairFragmentLinks(child, ids);
  }
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function collectHeadings(node: Root | Element, block: number, headings: Heading[]): void {
  for (const child of node.children as Array<RootContent | ElementContent>) {
    if (child.type !== "element") continue;
    const level = /^h([1-6])$/.exec(child.tagName);
    if (level) headings.push({ element: child, level: Number(level[1]), text: textOf(child).replace(/\s+/g, " ").trim(), block });
    else collectHeadings(child, block, headings);
  }
}

function isMarker(node: RootContent): boolean {
  return node.type === "element" && node.tagName === "p" && node.children.every((child) => child.type === "text") && MARKER.test(textOf(node));
}

/** A heading as the TOC lists it; what a chunk converted apart reports (see `deferToc`). */
export interface TocHeading {
  id: string;
  level: number;
  text: string;
  /** Whether a TOC after it lists it (level 1–3, some text, not the footnotes' hidden label). */
  listed: boolean;
  /** Whether its id was allocated from its text (not brought by the heading itself). */
  allocated: boolean;
}

function entry(heading: TocHeading, id: string): Element {
  return {
    type: "element",
    tagName: "li",
    properties: { className: ["toc-entry", `toc-level-${heading.level}`] },
    children: [
      {
        type: "element",
        tagName: "a",
        properties: { href: `#${id}` },
        children: [
          { type: "element", tagName: "span", properties: { className: ["toc-text"] }, children: [{ type: "text", value: heading.text }] },
          { type: "element", tagName: "span", properties: { className: ["toc-dots"], ariaHidden: "true" }, children: [] },
          { type: "element", tagName: "span", properties: { className: ["toc-page"], [toProperty(PAGE_FILL_ATTRIBUTE)]: `toc:${id}` }, children: [] },
        ],
      },
    ],
  };
}

/** hast property name of a `data-*` attribute (`data-pdf-fill` → `dataPdfFill`). */
function toProperty(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase());
}

/** The TOC listing `headings` (those it lists, in document order). */
export function tocElement(headings: TocHeading[]): Element {
  return {
    type: "element",
    tagName: "nav",
    properties: { className: ["toc"], ariaLabel: "Contents" },
    children: [
      { type: "element", tagName: "p", properties: { className: ["toc-title"] }, children: [{ type: "text", value: "Contents" }] },
      {
        type: "element",
        tagName: "ol",
        properties: { className: ["toc-list"] },
        children: headings.filter((heading) => heading.listed).map((heading) => entry(heading, heading.id)),
      },
    ],
  };
}

function wantsFrontmatterToc(file: VFile): boolean {
  const value = file.data.frontmatter?.toc;
  return value === true || value === "true" || value === "yes";
}

// A document converted in chunks (see markdown-thread-pool.ts) gets its TOC once the chunks are
// joined: with `file.data.deferToc`, each place a TOC goes holds a comment naming how many of the
// chunk's headings come before it (sanitised user HTML keeps no comments, so none can be forged),
// `file.data.tocHeadings` lists the chunk's headings and `file.data.tocReservedIds` the ids they
// were allocated around.
export const DEFERRED_TOC = /<!--quire-toc (marker|frontmatter) (\d+)-->/g;

function deferred(kind: "marker" | "frontmatter", headingsBefore: number): RootContent {
  return { type: "comment", value: `quire-toc ${kind} ${headingsBefore}` };
}

/** rehype plugin (trusted stage): heading ids everywhere, and the TOC where one is asked for. */
export function tableOfContents() {
  return (tree: Root, file: VFile) => {
    const headings: Heading[] = [];
    tree.children.forEach((child, block) => {
      if (child.type === "element") collectHeadings({ type: "root", children: [child] }, block, headings);
    });
    const taken = new Set<string>();
    collectIds(tree, taken);
    const allocate = createIdAllocator(taken);
    const ids = new Map<Element, string>();
    const allocated = new Set<Element>();
    for (const heading of headings) {
      const existing = heading.element.properties.id;
      const own = typeof existing === "string" && existing !== "";
      const id = own ? existing : allocate(slugify(heading.text));
      if (!own) allocated.add(heading.element);
      heading.element.properties.id = id;
      ids.set(heading.element, id);
    }
    repairFragmentLinks(tree, actualIds(tree));

    const listed: TocHeading[] = headings.map((heading) => ({
      id: ids.get(heading.element)!,
      level: heading.level,
      text: heading.text,
      // The footnotes section's visually hidden label is not a section of the document.
      listed: heading.level <= MAX_LEVEL && heading.text !== "" && !classes(heading.element).includes("sr-only"),
      allocated: allocated.has(heading.element),
    }));
    const after = (block: number) => headings.findIndex((heading) => heading.block > block);
    const from = (block: number) => (after(block) === -1 ? headings.length : after(block));
    const defer = file.data.deferToc === true;
    if (defer) {
      file.data.tocHeadings = listed;
      file.data.tocReservedIds = [...taken];
    }
    let placed = false;
    for (let block = tree.children.length - 1; block >= 0; block--) {
      if (!isMarker(tree.children[block]!)) continue;
      tree.children[block] = defer ? deferred("marker", from(block)) : tocElement(listed.slice(from(block)));
      placed = true;
    }
    // Deferred, a later chunk may still hold a marker: the joiner drops this one if so.
    if ((placed && !defer) || !wantsFrontmatterToc(file)) return;
    const first = tree.children.findIndex((child) => child.type === "element");
    const afterTitle = first !== -1 && (tree.children[first] as Element).tagName === "h1" ? first : -1;
    tree.children.splice(afterTitle + 1, 0, defer ? deferred("frontmatter", from(afterTitle)) : tocElement(listed.slice(from(afterTitle))));
  };
}

declare module "vfile" {
  interface DataMap {
    /** Leave the TOC to the joiner of a document converted in chunks (see DEFERRED_TOC). */
    deferToc: boolean;
    /** With `deferToc`: the chunk's headings, in order. */
    tocHeadings: TocHeading[];
    /** With `deferToc`: the ids no heading of the chunk could take (see join-toc-chunks.ts). */
    tocReservedIds: string[];
  }
}
