import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { renderBytesKey } from "@quire/contracts";
import { createFsObjectStore, type FsObjectStore, type ObjectStore } from "@quire/storage";
import { TEST_REDIS_URL, testPrefix } from "../../../../test-support/database";
import { openRenderedPdf, type RenderedPdf } from "./rendered-pdf";

let redis: Redis;
let dir: string;
let store: FsObjectStore;
const prefix = testPrefix();
const stored = Buffer.from("%PDF-1.7 stored copy\n%%EOF\n");
const handed = Buffer.from("%PDF-1.7 handed over\n%%EOF\n");

beforeAll(async () => {
  redis = new Redis(TEST_REDIS_URL);
  dir = await mkdtemp(path.join(tmpdir(), "quire-rendered-pdf-"));
  store = createFsObjectStore({ dir, publicBaseUrl: "http://127.0.0.1:1", secret: "s".repeat(40) });
});

afterAll(async () => {
  await redis.del(...["rnd_fs1", "rnd_fs2"].map((id) => renderBytesKey(prefix, id)));
  redis.disconnect();
  await rm(dir, { recursive: true, force: true });
});

async function contents(pdf: RenderedPdf | null): Promise<string | null> {
  if (!pdf) return null;
  if ("bytes" in pdf) return pdf.bytes.toString("latin1");
  const chunks: Buffer[] = [];
  for await (const chunk of pdf.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("latin1");
}

async function setUp(renderId: string, { inRedis }: { inRedis: boolean }): Promise<string> {
  const key = `renders/acc_1/${renderId}.pdf`;
  await store.put(key, stored, { contentType: "application/pdf" });
  if (inRedis) await redis.set(renderBytesKey(prefix, renderId), handed, "EX", 60);
  return key;
}

describe("openRenderedPdf", () => {
  it("reads the stored file from the filesystem store in one piece and never touches Redis", async () => {
    const key = await setUp("rnd_fs1", { inRedis: true });
    const pdf = await openRenderedPdf({ redis, store, prefix }, { renderId: "rnd_fs1", result: { size: stored.length, stored: true, storageKey: key } });
    expect(pdf).toEqual({ size: stored.length, bytes: stored });
    expect(await redis.exists(renderBytesKey(prefix, "rnd_fs1"))).toBe(1);
  });

  it("streams the stored file, with its size, when it is larger than the threshold", async () => {
    const key = await setUp("rnd_fs2", { inRedis: true });
    const pdf = await openRenderedPdf(
      { redis, store, prefix },
      { renderId: "rnd_fs2", result: { size: stored.length, stored: true, storageKey: key }, streamAboveBytes: 10 },
    );
    expect(pdf && "stream" in pdf).toBe(true);
    expect(pdf?.size).toBe(stored.length);
    expect(await contents(pdf)).toBe(stored.toString("latin1"));
    expect(await redis.exists(renderBytesKey(prefix, "rnd_fs2"))).toBe(1);
  });

  it("takes the bytes out of Redis once when the store is elsewhere", async () => {
    const key = await setUp("rnd_s3", { inRedis: true });
    const remote: ObjectStore = { ...store, driver: "s3" };
    const pdf = await openRenderedPdf({ redis, store: remote, prefix }, { renderId: "rnd_s3", result: { size: stored.length, stored: true, storageKey: key } });
    expect(pdf).toEqual({ size: handed.length, bytes: handed });
    expect(await redis.exists(renderBytesKey(prefix, "rnd_s3"))).toBe(0);
  });

  it("falls back to Redis when the storage write failed", async () => {
    await redis.set(renderBytesKey(prefix, "rnd_unstored"), handed, "EX", 60);
    const pdf = await openRenderedPdf({ redis, store, prefix }, { renderId: "rnd_unstored", result: { size: handed.length, stored: false } });
    expect(await contents(pdf)).toBe(handed.toString("latin1"));
  });

  it("falls back to Redis, then to reading the store, when the stored file has gone", async () => {
    const gone = { size: stored.length, stored: true, storageKey: "renders/acc_1/rnd_missing.pdf" };
    await redis.set(renderBytesKey(prefix, "rnd_missing"), handed, "EX", 60);
    expect(await contents(await openRenderedPdf({ redis, store, prefix }, { renderId: "rnd_missing", result: gone }))).toBe(handed.toString("latin1"));
    const key = await setUp("rnd_remote", { inRedis: false });
    const remote: ObjectStore = { ...store, driver: "s3" };
    expect(
      await contents(
        await openRenderedPdf({ redis, store: remote, prefix }, { renderId: "rnd_remote", result: { size: stored.length, stored: true, storageKey: key } }),
      ),
    ).toBe(stored.toString("latin1"));
  });

  it("is null when no one holds the bytes", async () => {
    expect(await openRenderedPdf({ redis, store: null, prefix }, { renderId: "rnd_none", result: { size: 0, stored: false } })).toBeNull();
  });
});
