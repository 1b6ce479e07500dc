// Redis holds no documents at rest: once the gateway has answered, no key under the deployment's
// prefix holds the extracted PDF's bytes (raw or base64) or the rendered Markdown, and the finished
// jobs themselves are gone. (What Redis does hold, and for how long: README, "What is in Redis".)
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Redis } from "ioredis";
import { makePdf } from "../../extract-worker/test/fixtures/make-pdf";
import { TEST_REDIS_URL } from "../../../test-support/database";
import { startLiveStack, type LiveStack } from "./live-stack";

let stack: LiveStack;
let redis: Redis;

beforeAll(async () => {
  stack = await startLiveStack({ extract: true, render: true });
  redis = new Redis(TEST_REDIS_URL);
}, 60_000);

afterAll(async () => {
  redis.disconnect();
  await stack.close();
});

/** Every value stored under the prefix, whatever the key's type, as one buffer. */
async function everythingUnder(prefix: string): Promise<{ keys: string[]; bytes: Buffer }> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, found] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    cursor = next;
    keys.push(...found);
  } while (cursor !== "0");
  const parts: Buffer[] = [];
  for (const key of keys) {
    const type = await redis.type(key);
    if (type === "string") parts.push((await redis.getBuffer(key)) ?? Buffer.alloc(0));
    else if (type === "hash") parts.push(...Object.values(await redis.hgetallBuffer(key)));
    else if (type === "list") parts.push(...(await redis.lrangeBuffer(key, 0, -1)));
    else if (type === "set") parts.push(...(await redis.smembersBuffer(key)));
    else if (type === "zset") parts.push(...(await redis.zrangeBuffer(key, "0", "-1")));
    else if (type === "stream") parts.push(Buffer.from(JSON.stringify(await redis.xrange(key, "-", "+"))));
    else throw new Error(`unexpected key type ${type} at ${key}`);
  }
  return { keys, bytes: Buffer.concat(parts) };
}

describe("Redis at rest", () => {
  it("keeps neither the PDF of an extraction nor the Markdown of a render once the gateway answered", async () => {
    const { key } = await stack.newCaller("pro");
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const marker = `Marker${randomBytes(8).toString("hex")}`;
    // Many pages of distinctive text: the base64 and the raw bytes are long, unmistakable strings.
    const pdf = makePdf(Array.from({ length: 20 }, (_, i) => ({ content: `BT /F1 12 Tf 72 720 Td (${marker} page ${i + 1}) Tj ET` })));
    const base64 = pdf.toString("base64");

    const extraction = await fetch(`${stack.baseUrl}/api/v1/extract`, {
      method: "POST",
      headers,
      body: JSON.stringify({ file_base64: base64, preset: "full_text" }),
    });
    expect(extraction.status).toBe(200);
    expect(await extraction.text()).toContain(marker);
    const inspect = await fetch(`${stack.baseUrl}/api/v1/extract/inspect`, { method: "POST", headers, body: JSON.stringify({ file_base64: base64 }) });
    expect(inspect.status).toBe(200);

    const markdown = `# ${marker}\n\n${"A paragraph that only this render contains. ".repeat(50)}`;
    const render = await fetch(`${stack.baseUrl}/api/v1/render`, {
      method: "POST",
      headers: { ...headers, accept: "application/pdf" },
      body: JSON.stringify({ markdown }),
    });
    expect(render.status).toBe(200);
    const renderedPdf = Buffer.from(await render.arrayBuffer());

    const { keys, bytes } = await everythingUnder(stack.prefix);
    expect(keys.length).toBeGreaterThan(0); // the queues' own keys: the scan did look at something
    expect(bytes.includes(base64.slice(0, 4000))).toBe(false);
    expect(bytes.includes(base64.slice(-4000))).toBe(false);
    expect(bytes.includes(pdf.subarray(200, 1200))).toBe(false);
    expect(bytes.includes("A paragraph that only this render contains.")).toBe(false);
    expect(bytes.includes(renderedPdf.subarray(0, 2000))).toBe(false);
    // No job hash is left: the request payloads (and return values) went with them.
    expect(
      keys.filter(
        (k) =>
          /:(render|extract):[^:]+$/.test(k) && !/:(meta|id|events|wait|active|completed|failed|stalled-check|marker|paused|prioritized|delayed|pc)$/.test(k),
      ),
    ).toEqual([]);
  }, 120_000);
});
