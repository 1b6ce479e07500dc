// Heading anchors: every heading gets an id derived from its text (GitHub's slug style, so links
// written for GitHub, `[see](#getting-started)`, work in the PDF too). Ids are assigned after
// sanitisation, so they carry no `user-content-` prefix; ids already in the document (clobbered
// user ids, footnotes) are reserved first so a heading can never take one of them.

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
  return slug.slice(0, 80) || "section";
}

/** Hands out unique ids: the first `intro` stays `intro`, later ones become `intro-1`, `intro-2`… */
export function createIdAllocator(taken: Iterable<string> = []) {
  const used = new Set(taken);
  return (base: string): string => {
    let id = base;
    for (let n = 1; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

const HEADING_ID = /<h([1-6]) id="([^"]*)"/g;
const ANY_ID = /\sid="([^"]*)"/g;

/**
 * Large documents are converted in chunks, each allocating ids on its own, so two chunks can both
 * produce `intro`. This renames later duplicates in the joined HTML (ids are written by our own
 * stringifier as `<hN id="…">`; text is escaped, so the pattern cannot come from user content).
 * Documents with a table of contents are joined by join-toc-chunks.ts instead.
 */
export function uniqueHeadingIds(html: string): string {
  const all = new Set<string>();
  for (const match of html.matchAll(ANY_ID)) all.add(match[1]!);
  const seen = new Set<string>();
  return html.replace(HEADING_ID, (whole, level: string, id: string) => {
    if (!seen.has(id)) {
      seen.add(id);
      return whole;
    }
    let n = 1;
    while (all.has(`${id}-${n}`)) n++;
    const unique = `${id}-${n}`;
    all.add(unique);
    seen.add(unique);
    return `<h${level} id="${unique}"`;
  });
}
