// The CI slice of `pnpm fuzz`: a few hundred seeded requests generated from the OpenAPI document and
// a few dozen mutated PDFs against the real stack (gateway, extract worker, render worker). No
// answer may be a 5xx or leave the contract's error form; the stack must stay ready.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startLiveStack, type LiveStack } from "../../services/gateway/test/live-stack";
import { builtPdfs } from "./pdf-sources";
import { fuzzPdfs, fuzzRequests } from "./run-fuzz";

let stack: LiveStack;
let keys: string[];

beforeAll(async () => {
  stack = await startLiveStack({ extract: true, render: true });
  keys = await Promise.all(Array.from({ length: 4 }, async () => (await stack.newCaller("enterprise")).key));
}, 60_000);
afterAll(async () => {
  await stack.close();
});

describe("fuzz slice", () => {
  it("answers 300 generated requests without a 5xx, every error in the contract's form", async () => {
    const report = await fuzzRequests({ baseUrl: stack.baseUrl, keys, seed: 20261125, count: 300, concurrency: 4 });
    expect(report.violations).toEqual([]);
    expect(report.requests).toBe(300);
    expect(Object.keys(report.statuses).length).toBeGreaterThan(3);
    expect((await fetch(`${stack.baseUrl}/readyz`)).status).toBe(200);
  }, 240_000);

  it("answers 40 mutated PDFs with 200/413/415/422/504 only, and the parser pool still works after", async () => {
    const sources = builtPdfs();
    const report = await fuzzPdfs({ baseUrl: stack.baseUrl, keys, sources, seed: 20261125, count: 40, concurrency: 2 });
    expect(report.violations).toEqual([]);
    const intact = await fetch(`${stack.baseUrl}/api/v1/extract/inspect`, {
      method: "POST",
      headers: { authorization: `Bearer ${keys[0]}`, "content-type": "application/json" },
      body: JSON.stringify({ file_base64: sources[0]!.toString("base64") }),
    });
    expect(intact.status).toBe(200);
  }, 240_000);
});
