import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createFsObjectStore, createSignedDownloadHandler, InvalidObjectKeyError, verifyFileSignature, type FsObjectStore } from "../src/index";

const SECRET = "test-secret-that-is-at-least-32-characters-long";
const PDF = Buffer.from("%PDF-1.7\nfake but byte-exact body \u00e9\n%%EOF\n", "utf8");

let dir: string;
let server: Server;
let baseUrl: string;
let store: FsObjectStore;
/** Lets a test move the gateway's clock forward without touching the store's. */
let serverNow: () => Date = () => new Date();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "quire-fs-store-"));
  // The handler is mounted the way the gateway will: only /files/* reaches it.
  let handler: ReturnType<typeof createSignedDownloadHandler> | undefined;
  server = createServer((req, res) => {
    if (handler && req.url?.startsWith("/files/")) return void handler(req, res);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store = createFsObjectStore({ dir: path.join(dir, "objects"), publicBaseUrl: `${baseUrl}/`, secret: SECRET });
  handler = createSignedDownloadHandler({ store, secret: SECRET, now: () => serverNow() });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("fs object store", () => {
  it("round-trips put, get and delete", async () => {
    await store.ping();
    await store.put("renders/acc_1/r1.pdf", PDF, { contentType: "application/pdf" });
    expect(await store.get("renders/acc_1/r1.pdf")).toEqual(PDF);

    const replacement = Buffer.from("%PDF-replaced");
    await store.put("renders/acc_1/r1.pdf", replacement, { contentType: "application/pdf" });
    expect(await store.get("renders/acc_1/r1.pdf")).toEqual(replacement);
    // Atomic writes must not leave temp files behind.
    expect(await readdir(path.join(dir, "objects/renders/acc_1"))).toEqual(["r1.pdf"]);

    await store.delete("renders/acc_1/r1.pdf");
    expect(await store.get("renders/acc_1/r1.pdf")).toBeNull();
    await expect(store.delete("renders/acc_1/r1.pdf")).resolves.toBeUndefined();
    expect(await store.get("never/stored.pdf")).toBeNull();
    // A key naming a directory is "no such object", not a crash.
    expect(await store.get("renders")).toBeNull();
  });

  it.each(["../escape.pdf", "a/../../escape.pdf", "/etc/passwd", "a//b.pdf", "a/./b.pdf", "a\\b.pdf", "a/b.pdf/", "", "..", "%2e%2e/x", "a b.pdf"])(
    "rejects the key %j",
    async (key) => {
      await expect(store.put(key, PDF, { contentType: "application/pdf" })).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.presign(key, { expiresInSeconds: 60 })).rejects.toBeInstanceOf(InvalidObjectKeyError);
    },
  );

  it("accepts dotted segments that are not traversal", async () => {
    await store.put("v1.2/..hidden/r.final.pdf", PDF, { contentType: "application/pdf" });
    expect(await store.get("v1.2/..hidden/r.final.pdf")).toEqual(PDF);
  });
});

describe("signed download links", () => {
  const key = "renders/acc_2/r2.pdf";

  beforeAll(async () => {
    await store.put(key, PDF, { contentType: "application/pdf" });
  });

  it("serves the bytes with download headers", async () => {
    const url = await store.presign(key, { expiresInSeconds: 300, filename: "Q3 report.pdf" });
    expect(url.startsWith(`${baseUrl}/files/${key}?exp=`)).toBe(true);

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(PDF.length));
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Q3 report.pdf"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
  });

  it("answers HEAD with headers only", async () => {
    const response = await fetch(await store.presign(key, { expiresInSeconds: 300 }), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(PDF.length));
    // Without a filename the last key segment names the download.
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="r2.pdf"');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("sanitises hostile and non-ASCII filenames", async () => {
    const hostile = await fetch(await store.presign(key, { expiresInSeconds: 300, filename: '../x"\r\nSet-Cookie: a=b.pdf' }));
    expect(hostile.status).toBe(200);
    expect(hostile.headers.get("content-disposition")).toBe('attachment; filename="_xSet-Cookie: a=b.pdf"');
    expect(hostile.headers.get("set-cookie")).toBeNull();

    const accented = await fetch(await store.presign(key, { expiresInSeconds: 300, filename: "Résumé.pdf" }));
    expect(accented.headers.get("content-disposition")).toBe("attachment; filename=\"R_sum_.pdf\"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf");
  });

  it("refuses tampered links with 403 link_expired", async () => {
    await store.put("renders/acc_2/other.pdf", PDF, { contentType: "application/pdf" });
    const url = new URL(await store.presign(key, { expiresInSeconds: 300, filename: "a.pdf" }));
    const sig = url.searchParams.get("sig") as string;

    const badSig = new URL(url);
    badSig.searchParams.set("sig", `${sig[0] === "0" ? "1" : "0"}${sig.slice(1)}`);
    const otherKey = new URL(url);
    otherKey.pathname = "/files/renders/acc_2/other.pdf";
    const laterExp = new URL(url);
    laterExp.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 3600));
    const otherName = new URL(url);
    otherName.searchParams.set("fn", "b.pdf");
    const droppedName = new URL(url);
    droppedName.searchParams.delete("fn");
    const noSig = new URL(url);
    noSig.searchParams.delete("sig");

    for (const tampered of [badSig, otherKey, laterExp, otherName, droppedName, noSig]) {
      const response = await fetch(tampered);
      expect({ url: tampered.href, status: response.status }).toEqual({ url: tampered.href, status: 403 });
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("link_expired");
      expect(typeof body.error.message).toBe("string");
    }
  });

  it("refuses expired links with 403 link_expired", async () => {
    const url = await store.presign(key, { expiresInSeconds: 60 });
    expect((await fetch(url)).status).toBe(200);
    serverNow = () => new Date(Date.now() + 61_000);
    try {
      const response = await fetch(url);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: "link_expired", message: expect.any(String) } });
    } finally {
      serverNow = () => new Date();
    }
  });

  it("answers 404 not_found when the object is gone", async () => {
    await store.put("renders/acc_2/gone.pdf", PDF, { contentType: "application/pdf" });
    const url = await store.presign("renders/acc_2/gone.pdf", { expiresInSeconds: 300 });
    await store.delete("renders/acc_2/gone.pdf");
    const response = await fetch(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it("allows only GET and HEAD", async () => {
    const response = await fetch(await store.presign(key, { expiresInSeconds: 300 }), { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("verifyFileSignature", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  const exp = Math.floor(now.getTime() / 1000) + 60;

  async function signed(filename?: string) {
    const signer = createFsObjectStore({ dir, publicBaseUrl: "http://x", secret: SECRET, now: () => now });
    const url = new URL(await signer.presign("k/a.pdf", { expiresInSeconds: 60, ...(filename ? { filename } : {}) }));
    return url.searchParams.get("sig") as string;
  }

  it("accepts a genuine signature until it expires", async () => {
    const sig = await signed("a.pdf");
    expect(verifyFileSignature({ secret: SECRET, key: "k/a.pdf", exp, filename: "a.pdf", sig, now })).toBe(true);
    expect(verifyFileSignature({ secret: SECRET, key: "k/a.pdf", exp: String(exp), filename: "a.pdf", sig, now })).toBe(true);
    expect(verifyFileSignature({ secret: SECRET, key: "k/a.pdf", exp, filename: "a.pdf", sig, now: new Date(exp * 1000) })).toBe(false);
  });

  it("rejects a wrong secret, malformed input and a moved filename", async () => {
    const sig = await signed();
    expect(verifyFileSignature({ secret: SECRET, key: "k/a.pdf", exp, sig, now })).toBe(true);
    expect(verifyFileSignature({ secret: `${SECRET}x`, key: "k/a.pdf", exp, sig, now })).toBe(false);
    expect(verifyFileSignature({ secret: SECRET, key: "k/a.pdf", exp, filename: "a.pdf", sig, now })).toBe(false);
    expect(verifyFileSignature({ secret: SECRET, key: "k/a.pdf", exp: `${exp}.0`, sig, now })).toBe(false);
    expect(verifyFileSignature({ secret: SECRET, key: "k/a.pdf", exp, sig: sig.slice(2), now })).toBe(false);
    expect(verifyFileSignature({ secret: SECRET, key: "k/a.pdf", exp, sig: sig.toUpperCase(), now })).toBe(false);
  });
});
