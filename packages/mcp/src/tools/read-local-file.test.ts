import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { resolveWritable } from "./local-roots";
import { documentSource, readLocalFile } from "./read-local-file";

let dir: string;
let outsideDir: string;
let roots: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "quire-read-local-"));
  outsideDir = await mkdtemp(path.join(tmpdir(), "quire-outside-"));
  roots = [dir];
  await writeFile(path.join(dir, "small.pdf"), "%PDF-1.4 tiny");
  await writeFile(path.join(dir, "empty.pdf"), "");
  await writeFile(path.join(dir, "secret.env"), "SIGNING_SECRET=abc");
  await writeFile(path.join(outsideDir, "outside.pdf"), "%PDF-1.4 outside");
  await symlink(path.join(outsideDir, "outside.pdf"), path.join(dir, "link.pdf"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(outsideDir, { recursive: true, force: true });
});

describe("readLocalFile", () => {
  it("reads a PDF inside a root as base64", async () => {
    const file = await readLocalFile(path.join(dir, "small.pdf"), { roots });
    expect(Buffer.from(file.base64, "base64").toString()).toBe("%PDF-1.4 tiny");
    expect(file.size).toBe(13);
  });

  it("refuses files over the cap before reading them", async () => {
    await expect(readLocalFile(path.join(dir, "small.pdf"), { roots, maxBytes: 12 })).rejects.toMatchObject({ code: "input_too_large" });
  });

  it("names missing files, directories and empty files", async () => {
    await expect(readLocalFile(path.join(dir, "missing.pdf"), { roots })).rejects.toMatchObject({ code: "file_not_found" });
    await expect(readLocalFile(dir, { roots })).rejects.toMatchObject({ code: "invalid_request" });
    await expect(readLocalFile(path.join(dir, "empty.pdf"), { roots })).rejects.toMatchObject({ code: "unsupported_document" });
  });

  it("refuses a file without the PDF signature", async () => {
    await expect(readLocalFile(path.join(dir, "secret.env"), { roots })).rejects.toMatchObject({
      code: "unsupported_document",
      message: expect.stringContaining("not a PDF"),
    });
  });

  it("refuses files outside the roots, also through a symlink or ..", async () => {
    await expect(readLocalFile(path.join(outsideDir, "outside.pdf"), { roots })).rejects.toMatchObject({ code: "path_not_allowed" });
    await expect(readLocalFile(path.join(dir, "link.pdf"), { roots })).rejects.toMatchObject({ code: "path_not_allowed" });
    await expect(readLocalFile(path.join(dir, "..", path.basename(outsideDir), "outside.pdf"), { roots })).rejects.toMatchObject({ code: "path_not_allowed" });
  });
});

describe("resolveWritable", () => {
  it("allows a new file inside a root and refuses an existing one without overwrite", async () => {
    expect(await resolveWritable(path.join(dir, "new.pdf"), roots, { overwrite: false })).toBe(path.join(dir, "new.pdf"));
    await expect(resolveWritable(path.join(dir, "small.pdf"), roots, { overwrite: false })).rejects.toMatchObject({ code: "file_exists" });
    expect(await resolveWritable(path.join(dir, "small.pdf"), roots, { overwrite: true })).toBe(path.join(dir, "small.pdf"));
  });

  it("refuses destinations outside the roots, and links that lead outside even with overwrite", async () => {
    await expect(resolveWritable(path.join(outsideDir, "x.pdf"), roots, { overwrite: false })).rejects.toMatchObject({ code: "path_not_allowed" });
    await expect(resolveWritable(path.join(dir, "link.pdf"), roots, { overwrite: true })).rejects.toMatchObject({ code: "path_not_allowed" });
  });
});

describe("documentSource", () => {
  it("passes API inputs through unchanged and refuses file_path combined with them", async () => {
    expect(await documentSource({ file_url: "https://example.com/a.pdf" }, roots)).toEqual({ file_url: "https://example.com/a.pdf" });
    expect(await documentSource({}, roots)).toEqual({});
    await expect(documentSource({ file_path: path.join(dir, "small.pdf"), file_base64: "AAAA" }, roots)).rejects.toMatchObject({ code: "invalid_request" });
  });
});
