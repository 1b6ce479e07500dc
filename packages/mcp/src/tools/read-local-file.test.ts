import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { documentSource, readLocalFile } from "./read-local-file";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "quire-read-local-"));
  await writeFile(path.join(dir, "small.pdf"), "%PDF-1.4 tiny");
  await writeFile(path.join(dir, "empty.pdf"), "");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readLocalFile", () => {
  it("reads a file as base64", async () => {
    const file = await readLocalFile(path.join(dir, "small.pdf"));
    expect(Buffer.from(file.base64, "base64").toString()).toBe("%PDF-1.4 tiny");
    expect(file.size).toBe(13);
  });

  it("refuses files over the cap before reading them", async () => {
    await expect(readLocalFile(path.join(dir, "small.pdf"), 12)).rejects.toMatchObject({ code: "input_too_large" });
  });

  it("names missing files, directories and empty files", async () => {
    await expect(readLocalFile(path.join(dir, "missing.pdf"))).rejects.toMatchObject({ code: "file_not_found" });
    await expect(readLocalFile(dir)).rejects.toMatchObject({ code: "invalid_request" });
    await expect(readLocalFile(path.join(dir, "empty.pdf"))).rejects.toMatchObject({ code: "unsupported_document" });
  });
});

describe("documentSource", () => {
  it("passes API inputs through unchanged and refuses file_path combined with them", async () => {
    expect(await documentSource({ file_url: "https://example.com/a.pdf" })).toEqual({ file_url: "https://example.com/a.pdf" });
    expect(await documentSource({})).toEqual({});
    await expect(documentSource({ file_path: path.join(dir, "small.pdf"), file_base64: "AAAA" })).rejects.toMatchObject({ code: "invalid_request" });
  });
});
