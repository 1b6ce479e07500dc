/**
 * `compute` cached by its string argument, for the per-job work that sees the same few strings
 * again and again (a theme's stylesheet, a bundled face rule). Cleared whole once `limit` entries
 * are held, so custom themes cannot grow it without bound.
 */
export function memoByString<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const cache = new Map<string, V>();
  return (key) => {
    if (cache.has(key)) return cache.get(key)!;
    const value = compute(key);
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
    return value;
  };
}

/**
 * `compute` cached by its string argument while the keys held add up to at most `maxChars`; the
 * cache is cleared whole past that, so large keys (whole code blocks) bound its memory too.
 */
export function memoByStringWithin<V>(maxChars: number, compute: (key: string) => V): (key: string) => V {
  const cache = new Map<string, V>();
  let chars = 0;
  return (key) => {
    if (cache.has(key)) return cache.get(key)!;
    const value = compute(key);
    if (key.length > maxChars) return value;
    if (chars + key.length > maxChars) {
      cache.clear();
      chars = 0;
    }
    cache.set(key, value);
    chars += key.length;
    return value;
  };
}
