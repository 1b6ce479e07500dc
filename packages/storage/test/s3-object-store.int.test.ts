import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { createObjectStore, createS3ObjectStore, parseStorageConfig, type ObjectStore } from "../src/index";

// s3rver's fixed dummy credentials; it verifies SigV4 signatures against them.
const ACCESS_KEY = "S3RVER";
const BUCKET = "quire-test";
const PDF = Buffer.from("%PDF-1.7\nstored in a real S3-protocol server\n%%EOF\n");

let dir: string;
let s3rver: S3rver;
let endpoint: string;
let store: ObjectStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "quire-s3rver-"));
  s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  // Built through the env parser so the factory path the services use is the one under test.
  const config = parseStorageConfig({
    STORAGE_DRIVER: "s3",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: "true",
  });
  store = createObjectStore(config) as ObjectStore;
  expect(store.driver).toBe("s3");
});

afterAll(async () => {
  await s3rver.close();
  await rm(dir, { recursive: true, force: true });
});

function storeFor(bucket: string): ObjectStore {
  return createS3ObjectStore({
    bucket,
    region: "us-east-1",
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  });
}

describe("s3 object store", () => {
  it("round-trips put, get and delete", async () => {
    await store.put("renders/acc_1/r1.pdf", PDF, { contentType: "application/pdf" });
    expect(await store.get("renders/acc_1/r1.pdf")).toEqual(PDF);
    await store.delete("renders/acc_1/r1.pdf");
    expect(await store.get("renders/acc_1/r1.pdf")).toBeNull();
    await expect(store.delete("renders/acc_1/r1.pdf")).resolves.toBeUndefined();
  });

  it("returns null for a missing key but throws for a missing bucket", async () => {
    expect(await store.get("never/stored.pdf")).toBeNull();
    await expect(storeFor("no-such-bucket").get("never/stored.pdf")).rejects.toMatchObject({ name: "NoSuchBucket" });
  });

  it("presigns a GET that plain fetch can download, with Content-Disposition", async () => {
    await store.put("renders/acc_1/r2.pdf", PDF, { contentType: "application/pdf" });

    const named = await fetch(await store.presign("renders/acc_1/r2.pdf", { expiresInSeconds: 300, filename: "Résumé.pdf" }));
    expect(named.status).toBe(200);
    expect(named.headers.get("content-type")).toBe("application/pdf");
    expect(named.headers.get("content-disposition")).toBe("attachment; filename=\"R_sum_.pdf\"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf");
    expect(Buffer.from(await named.arrayBuffer())).toEqual(PDF);

    const unnamed = await fetch(await store.presign("renders/acc_1/r2.pdf", { expiresInSeconds: 300 }));
    expect(unnamed.status).toBe(200);
    expect(unnamed.headers.get("content-disposition")).toBeNull();
    expect(Buffer.from(await unnamed.arrayBuffer())).toEqual(PDF);
  });

  it("signs nothing a plain GET would not send", async () => {
    // s3rver does not verify SigV4 signatures (upstream marks it unimplemented), so the checks that
    // would catch a link real S3 refuses are made here: only `host` may be a signed header.
    const url = new URL(await store.presign("renders/acc_1/r2.pdf", { expiresInSeconds: 300, filename: "a.pdf" }));
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(url.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
  });

  it("produces links that expire", async () => {
    const url = await store.presign("renders/acc_1/r2.pdf", { expiresInSeconds: 1 });
    // X-Amz-Date has one-second resolution, so wait past the next whole second plus the lifetime.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Request has expired");
  });

  it("rejects invalid keys and out-of-range expiries before calling S3", async () => {
    await expect(store.put("../x.pdf", PDF, { contentType: "application/pdf" })).rejects.toThrow(/Invalid object key/);
    await expect(store.presign("a.pdf", { expiresInSeconds: 8 * 24 * 3600 })).rejects.toThrow(RangeError);
    await expect(store.presign("a.pdf", { expiresInSeconds: 0 })).rejects.toThrow(RangeError);
  });

  it("pings an existing bucket and fails on a missing one", async () => {
    await expect(store.ping()).resolves.toBeUndefined();
    await expect(storeFor("no-such-bucket").ping()).rejects.toThrow();
  });
});
