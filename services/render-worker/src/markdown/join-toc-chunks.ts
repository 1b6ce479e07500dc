import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { createIdAllocator, slugify } from "./features/toc/heading-ids";
import { DEFERRED_TOC, tocElement, type TocHeading } from "./features/toc/toc";

// A document with a table of contents converted in chunks, each with `deferToc`, joined into what
// converting it whole gives. One conversion allocates heading ids in document order around every
// id the document already holds; each chunk could only allocate around its own, so the join
// replays the allocation over all chunks and renames the headings whose ids come out different
// (two chunks' "Introduction", or a heading whose slug a later chunk's anchor reserves). The joined
// result must then look like one conversion: no id twice, no heading id that a prefixed user id
// (`user-content-x`) reserves, and no in-document link that only the whole document could have
// pointed at its prefixed target. Otherwise the caller converts the document whole.

const ANY_ID = /\sid="([^"]*)"/g;
const FRAGMENT_LINK = /\shref="#([^"]*)"/g;
// Written by our own stringifier; text is escaped, so the pattern cannot come from user content.
const HEADING_ID = /<h([1-6]) id="([^"]*)"/g;
const CLOBBER_PREFIX = "user-content-";

const stringify = unified().use(rehypeStringify).freeze();

export interface TocChunk {
  html: string;
  tocHeadings?: TocHeading[];
  tocReservedIds?: string[];
}

function idsAsOneConversion(html: string): boolean {
  // Text may hold `id="…"` too (escaped code, say): it only makes this check stricter.
  const ids = [...html.matchAll(ANY_ID)].map((match) => match[1]!);
  const unique = new Set(ids);
  if (unique.size !== ids.length) return false;
  for (const id of unique) if (id.startsWith(CLOBBER_PREFIX) && unique.has(id.slice(CLOBBER_PREFIX.length))) return false;
  for (const [, target] of html.matchAll(FRAGMENT_LINK)) {
    // Escaped or percent-encoded targets are not worth decoding here: the whole document decides.
    if (/[&%]/.test(target!) && !unique.has(target!)) return false;
    if (!unique.has(target!) && unique.has(CLOBBER_PREFIX + target)) return false;
  }
  return true;
}

/** The chunks with their headings' ids as one conversion allocates them, or null when a rename cannot be placed. */
function allocateAsOneConversion(chunks: TocChunk[]): Array<{ html: string; headings: TocHeading[] }> | null {
  const allocate = createIdAllocator(chunks.flatMap((chunk) => chunk.tocReservedIds ?? []));
  const result: Array<{ html: string; headings: TocHeading[] }> = [];
  for (const chunk of chunks) {
    const renames = new Map<string, string>();
    const headings = (chunk.tocHeadings ?? []).map((heading) => {
      if (!heading.allocated) return heading;
      const id = allocate(slugify(heading.text));
      if (id === heading.id) return heading;
      renames.set(heading.id, id);
      return { ...heading, id };
    });
    if (renames.size === 0) {
      result.push({ html: chunk.html, headings });
      continue;
    }
    // One pass, so a heading renamed to an id another heading of the chunk had is not renamed twice.
    let renamed = 0;
    const html = chunk.html.replace(HEADING_ID, (whole, level: string, id: string) => {
      const to = renames.get(id);
      if (to === undefined) return whole;
      renamed++;
      return `<h${level} id="${to}"`;
    });
    if (renamed !== renames.size) return null;
    result.push({ html, headings });
  }
  return result;
}

/** The joined HTML of `chunks` (in order) with their TOCs in place, or null when only a whole conversion gives it. */
export function joinTocChunks(chunks: TocChunk[]): string | null {
  const allocated = allocateAsOneConversion(chunks);
  if (!allocated) return null;
  const joined = allocated.map((chunk) => chunk.html).join("\n");
  if (!idsAsOneConversion(joined)) return null;
  const headings = allocated.flatMap((chunk) => chunk.headings);
  const hasMarker = allocated.some((chunk) => chunk.html.includes("<!--quire-toc marker "));
  let before = 0;
  return allocated
    .map((chunk) => {
      const offset = before;
      before += chunk.headings.length;
      return chunk.html.replace(DEFERRED_TOC, (_whole, kind: string, count: string) => {
        // Like a whole conversion: a [[toc]] marker anywhere wins over frontmatter `toc: true`.
        if (kind === "frontmatter" && hasMarker) return "";
        return stringify.stringify({ type: "root", children: [tocElement(headings.slice(offset + Number(count)))] });
      });
    })
    .join("\n");
}
