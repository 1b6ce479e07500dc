// Text Postgres can store: `text` and `jsonb` refuse NUL (U+0000), and an unpaired UTF-16
// surrogate has no UTF-8 form at all. JSON lets a caller send both (`"\u0000"`, `"\ud800"`), so
// every request string is checked at the edge instead of failing a statement deep inside a request.

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_GLOBAL = new RegExp(UNSTORABLE.source, "g");

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Removes NUL characters and unpaired surrogates (for fields the contract cleans silently). */
export function toStorableText(value: string): string {
  return value.replace(UNSTORABLE_GLOBAL, "");
}

/**
 * The path of the first string (value or object key) in `value` that Postgres cannot store, or
 * null. Paths under `skip` (top-level keys, e.g. a document that is never stored) are not looked at.
 */
export function findUnstorableText(value: unknown, skip: readonly string[] = [], path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnstorableText(value[index], skip, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (path.length === 0 && skip.includes(key)) continue;
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorableText(child, skip, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
