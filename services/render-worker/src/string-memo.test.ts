import { describe, expect, it } from "@jest/globals";
import { memoByStringWithin } from "./string-memo";

describe("memoByStringWithin", () => {
  it("computes a key once while the keys held fit the budget, and starts over past it", () => {
    const computed: string[] = [];
    const memo = memoByStringWithin(10, (key: string) => {
      computed.push(key);
      return key.length;
    });
    expect([memo("abcd"), memo("abcd"), memo("efgh"), memo("abcd")]).toEqual([4, 4, 4, 4]);
    expect(computed).toEqual(["abcd", "efgh"]);
    // 4 + 4 + 4 > 10: the cache is cleared, so "abcd" is computed again.
    memo("ijkl");
    memo("abcd");
    expect(computed).toEqual(["abcd", "efgh", "ijkl", "abcd"]);
  });

  it("never holds a key larger than the whole budget", () => {
    let calls = 0;
    const memo = memoByStringWithin(3, () => ++calls);
    expect([memo("long key"), memo("long key")]).toEqual([1, 2]);
  });
});
