import { fileURLToPath } from "node:url";
import { describe, expect, it } from "@jest/globals";
import { build } from "esbuild";

// The worker's main thread hands Markdown to its threads and never converts any itself: the
// renderer's stack (Shiki's grammars, ECharts, KaTeX, unified's parsers) belongs in the threads
// only, where it cost ~30 MiB of heap besides (see inline-markdown-converter.ts).
describe("render worker main thread", () => {
  it("does not load the Markdown renderer or its libraries", async () => {
    const { metafile } = await build({
      entryPoints: [fileURLToPath(new URL("../main.ts", import.meta.url))],
      bundle: true,
      write: false,
      metafile: true,
      platform: "node",
      format: "esm",
      packages: "external",
      logLevel: "silent",
    });
    const ours = Object.keys(metafile.inputs);
    const theirs = new Set(Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path)));
    expect(ours.some((file) => file.endsWith("render-worker/src/markdown/markdown-thread-pool.ts"))).toBe(true);
    expect(ours.filter((file) => /(markdown-to-html|shiki-highlighter|chart-svg|math\/math)\.ts$/.test(file))).toEqual([]);
    expect([...theirs].filter((name) => /^(shiki|echarts|katex|remark-|rehype-(raw|sanitize))/.test(name))).toEqual([]);
  });
});
