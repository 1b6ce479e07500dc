import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { DEFERRED_TOC, tocElement, type TocHeading } from "./features/toc/toc";

// A document with a table of contents converted in chunks, each with `deferToc`, joined into what
// converting it whole gives. That holds when every chunk allocated its heading ids as the whole
// document would have: no id twice in the joined HTML, no heading id that a prefixed user id
// (`user-content-x`) reserves, and no in-document link that only the whole document could have
// pointed at its prefixed target. Otherwise the caller converts the document whole.

const ANY_ID = /\sid="([^"]*)"/g;
const FRAGMENT_LINK = /\shref="#([^"]*)"/g;
const CLOBBER_PREFIX = "user-content-";

const stringify = unified().use(rehypeStringify).freeze();

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

/** The joined HTML of `chunks` (in order) with their TOCs in place, or null when only a whole conversion gives it. */
export function joinTocChunks(chunks: Array<{ html: string; tocHeadings?: TocHeading[] }>): string | null {
  const joined = chunks.map((chunk) => chunk.html).join("\n");
  if (!idsAsOneConversion(joined)) return null;
  const headings = chunks.flatMap((chunk) => chunk.tocHeadings ?? []);
  const hasMarker = chunks.some((chunk) => chunk.html.includes("<!--quire-toc marker "));
  let before = 0;
  return chunks
    .map((chunk) => {
      const offset = before;
      before += chunk.tocHeadings?.length ?? 0;
      return chunk.html.replace(DEFERRED_TOC, (_whole, kind: string, count: string) => {
        // Like a whole conversion: a [[toc]] marker anywhere wins over frontmatter `toc: true`.
        if (kind === "frontmatter" && hasMarker) return "";
        return stringify.stringify({ type: "root", children: [tocElement(headings.slice(offset + Number(count)))] });
      });
    })
    .join("\n");
}
