import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { ASSET_ORIGIN, createAssetLoader } from "./bundled-assets";

interface File {
  url: string;
  bytes: number;
}

// Real files of a bundled package, with their sizes, so the bound is checked against what is read.
const dir = path.join(path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-jp/package.json")), "files");
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".woff2"))
  .slice(0, 40)
  .map((name): File => ({ url: `${ASSET_ORIGIN}/fonts/noto-sans-jp/${name}`, bytes: statSync(path.join(dir, name)).size }));

describe("bundled asset cache", () => {
  it("stays within its byte bound however many files are served, dropping the least recently used", async () => {
    const [a, b, c] = files as [File, File, File];
    const bound = a.bytes + b.bytes + c.bytes;
    const loader = createAssetLoader({ maxBytes: bound });
    const firstA = await loader.load(a.url);
    const firstB = await loader.load(b.url);
    await loader.load(c.url);
    expect(loader.cachedBytes()).toBe(bound);
    // `a` is used again, so `b` is now the least recently used: a file no larger than `b` pushes out `b` alone.
    expect(await loader.load(a.url)).toBe(firstA);
    const d = files.slice(3).find((file) => file.bytes <= b.bytes)!;
    await loader.load(d.url);
    expect(loader.cachedBytes()).toBe(a.bytes + c.bytes + d.bytes);
    expect(await loader.load(a.url)).toBe(firstA);
    const rereadB = await loader.load(b.url);
    expect(rereadB).not.toBe(firstB);
    expect(rereadB!.body.equals(firstB!.body)).toBe(true);
    for (const file of files) {
      await loader.load(file.url);
      expect(loader.cachedBytes()).toBeLessThanOrEqual(bound);
    }
    const last = files.at(-1)!;
    expect(await loader.load(last.url)).toBe(await loader.load(last.url));
  });

  it("keeps no file larger than the bound, nor misses", async () => {
    const loader = createAssetLoader({ maxBytes: 1_000 });
    const asset = await loader.load(files[0]!.url);
    expect(asset!.body.length).toBe(files[0]!.bytes);
    expect(await loader.load(`${ASSET_ORIGIN}/fonts/noto-sans-jp/missing.woff2`)).toBeUndefined();
    expect(await loader.load("https://example.com/x.woff2")).toBeUndefined();
    expect(loader.cachedBytes()).toBe(0);
  });
});
