import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "@jest/globals";
import { childEntry } from "../src/parse/child-entry";
import { ParserPool } from "../src/parse/parser-pool";
import { testDocument } from "../../../test-support/documents/test-documents";

// How parser children start and when they are replaced: from the built entry (the test setup runs
// `pnpm build`), no tsx loader in the child, the successor forked before a retiring child stops,
// and size-based recycling.

const invoice = new Uint8Array(testDocument("invoice-letter-one-page"));
const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");

let pool: ParserPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("parser children", () => {
  it("run the built entry without the tsx loader and still read the standard fonts and text", async () => {
    const entry = await childEntry();
    expect(entry.kind).toBe("built");
    expect(entry.path.endsWith("dist/parser-child.js")).toBe(true);
    pool = new ParserPool({ size: 1, memoryMb: 256, timeoutMs: 15_000 });
    await pool.warm();
    const [pid] = pool.childPids();
    expect(cmdline(pid!).join(" ")).not.toMatch(/tsx/);
    const doc = await pool.parse(invoice, { maxPages: 10, withGraphics: true });
    expect(doc.pages[0]?.text).toContain("Invoice Number:");
    expect(doc.pages[0]?.text).toContain("58300412");
  });

  it("keep one child across documents below the limits", async () => {
    pool = new ParserPool({ size: 1, memoryMb: 256, timeoutMs: 15_000 });
    await pool.warm();
    const before = pool.childPids();
    for (let i = 0; i < 3; i++) await pool.parse(invoice, { maxPages: 10, withGraphics: false });
    expect(pool.childPids()).toEqual(before);
  });

  it("replace a child that stays above recycleAboveRssMb after a document, without losing a slot", async () => {
    pool = new ParserPool({ size: 1, memoryMb: 256, timeoutMs: 15_000, recycleAboveRssMb: 1 });
    await pool.warm();
    const seen = new Set(pool.childPids());
    for (let i = 0; i < 3; i++) {
      expect((await pool.parse(invoice, { maxPages: 10, withGraphics: false })).pageCount).toBe(1);
      await pool.warm();
      const now = pool.childPids();
      expect(now).toHaveLength(1);
      expect(seen.has(now[0]!)).toBe(false);
      seen.add(now[0]!);
    }
  });
});
