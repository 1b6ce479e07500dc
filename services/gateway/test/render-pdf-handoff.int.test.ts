// Large PDFs answered with Accept: application/pdf over real HTTP: the gateway reads (or, past a
// threshold, streams) the copy the worker stored in the filesystem store instead of taking the bytes
// through Redis; the caller gets exactly the stored bytes with a matching Content-Length.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { Redis } from "ioredis";
import { renderBytesKey } from "@quire/contracts";
import { TEST_REDIS_URL } from "../../../test-support/database";
import { STREAM_ABOVE_BYTES } from "../src/render/rendered-pdf";
import { postJson } from "./harness";
import { startLiveStack, type LiveStack } from "./live-stack";

let stack: LiveStack;
let redis: Redis;

beforeAll(async () => {
  stack = await startLiveStack({ render: true });
  redis = new Redis(TEST_REDIS_URL);
}, 60_000);

afterAll(async () => {
  redis.disconnect();
  await stack.close();
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of random pixels: incompressible, so the PDF that embeds it is about its pixel size. */
function noisePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function renderPdf(key: string, title: string, side = 420): Promise<{ id: string; body: Buffer; contentLength: number }> {
  const markdown = `# ${title}\n\n![noise](data:image/png;base64,${noisePng(side).toString("base64")})\n`;
  const res = await postJson(`${stack.baseUrl}/api/v1/render`, key, { markdown }, { accept: "application/pdf" });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const id = /filename="(rnd_[0-9a-z]+)\.pdf"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  expect(id).toBeDefined();
  return { id: id!, body: Buffer.from(await res.arrayBuffer()), contentLength: Number(res.headers.get("content-length")) };
}

describe("Accept: application/pdf for a large PDF", () => {
  it("answers exactly the stored copy with its Content-Length, leaving nothing in Redis", async () => {
    const { key, accountId } = await stack.newCaller("pro");
    const { id, body, contentLength } = await renderPdf(key, "Half a megabyte");
    expect(body.length).toBeGreaterThan(450_000);
    expect(contentLength).toBe(body.length);
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const stored = await readFile(path.join(stack.storageDir, "renders", accountId, `${id}.pdf`));
    expect(stored.equals(body)).toBe(true);
    const row = await stack.db.render.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "rendered", stored: true, size: body.length });
    expect(await redis.exists(renderBytesKey(stack.prefix, id))).toBe(0);
  }, 120_000);

  it("streams a PDF above the read-whole threshold, byte for byte", async () => {
    const { key, accountId } = await stack.newCaller("team");
    const { id, body, contentLength } = await renderPdf(key, "Several megabytes", 1250);
    expect(body.length).toBeGreaterThan(STREAM_ABOVE_BYTES);
    expect(contentLength).toBe(body.length);
    expect((await readFile(path.join(stack.storageDir, "renders", accountId, `${id}.pdf`))).equals(body)).toBe(true);
  }, 120_000);

  it("keeps two large answers apart when they are rendered at the same time", async () => {
    const { key, accountId } = await stack.newCaller("pro");
    const results = await Promise.all([renderPdf(key, "First of two"), renderPdf(key, "Second of two")]);
    expect(results[0].id).not.toBe(results[1].id);
    expect(results[0].body.equals(results[1].body)).toBe(false);
    for (const { id, body, contentLength } of results) {
      expect(contentLength).toBe(body.length);
      expect((await readFile(path.join(stack.storageDir, "renders", accountId, `${id}.pdf`))).equals(body)).toBe(true);
    }
  }, 120_000);
});
