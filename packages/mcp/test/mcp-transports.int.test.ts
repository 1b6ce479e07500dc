// An MCP SDK client talks to both transports for real: quire-mcp spawned over stdio (`pnpm --silent
// mcp`, exactly as a user starts it) and the gateway's /mcp over Streamable HTTP — both against a
// live gateway with the extract and render workers running in-process.
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { startLiveStack, type LiveStack } from "../../../services/gateway/test/live-stack";
import { testDocumentPath } from "../../../test-support/documents/test-documents";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const INVOICE = testDocumentPath("invoice-letter-one-page");
const invoiceBase64 = readFileSync(INVOICE).toString("base64");

let stack: LiveStack;
let outDir: string;
const clients: Client[] = [];

beforeAll(async () => {
  stack = await startLiveStack({ extract: true, render: true });
  outDir = await mkdtemp(path.join(tmpdir(), "quire-mcp-test-"));
}, 60_000);

afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
  await stack?.close();
  await rm(outDir, { recursive: true, force: true });
});

async function stdioClient(key: string, roots = [path.dirname(INVOICE), outDir]): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: "pnpm",
    args: ["--silent", "mcp"],
    cwd: ROOT,
    stderr: "pipe",
    env: { ...(process.env as Record<string, string>), QUIRE_API_KEY: key, QUIRE_URL: stack.baseUrl, QUIRE_MCP_ROOTS: roots.join(path.delimiter) },
  });
  let stderr = "";
  (transport.stderr as Readable).on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: "quire-test", version: "1.0.0" });
  clients.push(client);
  await client.connect(transport); // any non-protocol byte on stdout would fail this handshake
  return { client, stderr: () => stderr };
}

async function httpClient(key: string): Promise<{ client: Client }> {
  const transport = new StreamableHTTPClientTransport(new URL(`${stack.baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } });
  const client = new Client({ name: "quire-test", version: "1.0.0" });
  clients.push(client);
  await client.connect(transport);
  return { client };
}

const call = (client: Client, name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
const errorOf = (result: CallToolResult) => (result._meta as { "quire/error": { code: string; status: number; message: string } })["quire/error"];

describe.each([
  ["stdio", stdioClient],
  ["http", httpClient],
] as const)("MCP over %s", (transportName, connect) => {
  const local = transportName === "stdio";

  it("lists the five tools with input and output schemas", async () => {
    const { key } = await stack.newCaller("pro");
    const { client } = await connect(key);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["extract", "inspect", "list_renders", "list_templates", "render"]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
    }
    const extract = tools.find((tool) => tool.name === "extract")!;
    const inputs = Object.keys(extract.inputSchema.properties ?? {});
    expect(inputs).toEqual(expect.arrayContaining(["file_base64", "file_url", "preset", "schema", "ocr_fallback"]));
    expect(inputs.includes("file_path")).toBe(local);
    expect(Object.keys(extract.outputSchema!.properties ?? {})).toEqual(
      expect.arrayContaining(["data", "fields", "extraction_method", "warnings", "credits_charged"]),
    );
    const render = tools.find((tool) => tool.name === "render")!;
    expect(Object.keys(render.inputSchema.properties ?? {}).includes("save_to")).toBe(local);
  });

  it("extracts from file_base64 with the endpoint's envelope, and inspects for free", async () => {
    const { key } = await stack.newCaller("pro");
    const { client } = await connect(key);
    const inspected = await call(client, "inspect", { file_base64: invoiceBase64 });
    expect(inspected.isError).toBeFalsy();
    expect(inspected.structuredContent).toMatchObject({ pages: 1, encrypted: false, costs: { deterministic: 1 } });

    const result = await call(client, "extract", { file_base64: invoiceBase64, preset: "full_text" });
    expect(result.isError).toBeFalsy();
    const envelope = result.structuredContent as Record<string, unknown>;
    expect(Object.keys(envelope).sort()).toEqual([
      "credits_charged",
      "data",
      "duration_ms",
      "extraction_method",
      "fields",
      "id",
      "pages",
      "size_bytes",
      "warnings",
    ]);
    expect(envelope).toMatchObject({ extraction_method: "deterministic", credits_charged: 1, pages: 1 });
    expect(String((envelope.data as { text: string }).text)).toContain("58300412");
    expect((result.content[0] as { text: string }).text).toMatch(/^Extracted \d+ grounded fields? from 1 page \(deterministic, 1 credit\)/);
    // Extractions through MCP carry the mcp origin too.
    expect(await stack.db.extraction.findUniqueOrThrow({ where: { id: String(envelope.id) } })).toMatchObject({ source: "mcp" });
  });

  it("renders with origin mcp, visible in GET /renders?source=mcp", async () => {
    const { key } = await stack.newCaller("pro");
    const { client } = await connect(key);
    const result = await call(client, "render", { markdown: "# Through MCP\n\nHello.", title: "MCP" });
    expect(result.isError).toBeFalsy();
    const rendered = result.structuredContent as { id: string; size: number; url?: string; stored: boolean };
    expect(rendered).toMatchObject({ status: "rendered", stored: true });
    expect(rendered.size).toBeGreaterThan(500);
    expect(rendered.url).toContain("/files/");

    const res = await fetch(`${stack.baseUrl}/api/v1/renders?source=mcp`, { headers: { authorization: `Bearer ${key}` } });
    const list = (await res.json()) as { renders: Array<{ id: string; source: string }> };
    expect(list.renders).toEqual([expect.objectContaining({ id: rendered.id, source: "mcp" })]);

    const listed = await call(client, "list_renders", { source: "mcp" });
    expect((listed.structuredContent as { renders: Array<{ id: string }> }).renders.map((item) => item.id)).toEqual([rendered.id]);
  }, 60_000);

  it("maps API errors to tool errors carrying the API's code and message", async () => {
    const { key } = await stack.newCaller("pro");
    const { client } = await connect(key);
    const unknownTemplate = await call(client, "render", { markdown: "# x", template: "no-such-template" });
    expect(unknownTemplate.isError).toBe(true);
    expect(errorOf(unknownTemplate)).toMatchObject({
      code: "template_not_found",
      status: 400,
      message: 'No template "no-such-template" exists for this account.',
    });
    expect((unknownTemplate.content[0] as { text: string }).text).toMatch(/^template_not_found: No template "no-such-template"/);

    const both = await call(client, "extract", {
      file_base64: invoiceBase64,
      preset: "full_text",
      schema: { type: "object", properties: { total: { type: "number" } } },
    });
    expect(errorOf(both)).toMatchObject({ code: "invalid_request", status: 400, message: "Send exactly one of `preset` or `schema`." });

    const notPdf = await call(client, "extract", { file_base64: Buffer.from("hello").toString("base64"), preset: "full_text" });
    expect(errorOf(notPdf)).toMatchObject({ code: "unsupported_document", status: 415 });

    const templates = await call(client, "list_templates", {});
    expect(templates.isError).toBeFalsy();
    expect((templates.structuredContent as { templates: unknown[] }).templates.length).toBeGreaterThan(0);
  });
});

describe("quire-mcp over stdio only", () => {
  it("extracts a local file_path and saves a render to save_to; logs only to stderr", async () => {
    const { key } = await stack.newCaller("pro");
    const { client, stderr } = await stdioClient(key);
    const result = await call(client, "extract", { file_path: INVOICE, preset: "full_text" });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ pages: 1, size_bytes: readFileSync(INVOICE).length });

    const target = path.join(outDir, "saved.pdf");
    const rendered = await call(client, "render", { markdown: "# Saved", save_to: target });
    expect(rendered.isError).toBeFalsy();
    expect(rendered.structuredContent).toMatchObject({ saved_to: target, stored: true, url: expect.stringContaining("/files/") });
    expect((await readFile(target)).subarray(0, 5).toString()).toBe("%PDF-");
    expect(stderr()).toContain("quire-mcp: ready");
  }, 60_000);

  it("refuses a missing file_path, or one combined with another source, before calling the API", async () => {
    const { key, accountId } = await stack.newCaller("pro");
    const { client } = await stdioClient(key);
    const missing = await call(client, "extract", { file_path: path.join(outDir, "nope.pdf"), preset: "full_text" });
    expect(errorOf(missing)).toMatchObject({ code: "file_not_found" });
    const both = await call(client, "inspect", { file_path: INVOICE, file_url: "https://example.com/x.pdf" });
    expect(errorOf(both)).toMatchObject({ code: "invalid_request" });
    expect(existsSync(path.join(outDir, "nope.pdf"))).toBe(false);
    expect(await stack.db.extraction.count({ where: { accountId } })).toBe(0);
  });
});

describe("quire-mcp's local files", () => {
  it("reads only PDFs inside its roots and never sends anything else", async () => {
    const { key, accountId } = await stack.newCaller("pro");
    const elsewhere = await mkdtemp(path.join(tmpdir(), "quire-mcp-elsewhere-"));
    try {
      await writeFile(path.join(elsewhere, "secret.pdf"), "%PDF-1.4 not for the agent");
      await writeFile(path.join(outDir, "settings.env"), "FILE_SIGNING_SECRET=do-not-upload");
      const { client } = await stdioClient(key, [outDir]);
      const outside = await call(client, "extract", { file_path: path.join(elsewhere, "secret.pdf"), preset: "full_text" });
      expect(errorOf(outside)).toMatchObject({ code: "path_not_allowed" });
      const climbing = await call(client, "extract", { file_path: path.join(outDir, "..", path.basename(elsewhere), "secret.pdf"), preset: "full_text" });
      expect(errorOf(climbing)).toMatchObject({ code: "path_not_allowed" });
      const notPdf = await call(client, "extract", { file_path: path.join(outDir, "settings.env"), preset: "full_text" });
      expect(errorOf(notPdf)).toMatchObject({ code: "unsupported_document" });
      expect(await stack.db.extraction.count({ where: { accountId } })).toBe(0);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  }, 60_000);

  it("never overwrites a file with save_to unless told to, and checks before rendering", async () => {
    const { key, accountId } = await stack.newCaller("pro");
    const { client } = await stdioClient(key, [outDir]);
    const target = path.join(outDir, "keep.pdf");
    await writeFile(target, "precious");
    const refused = await call(client, "render", { markdown: "# Again", save_to: target });
    expect(errorOf(refused)).toMatchObject({ code: "file_exists" });
    expect(await readFile(target, "utf8")).toBe("precious");
    expect(await stack.db.render.count({ where: { accountId } })).toBe(0);
    const outside = await call(client, "render", { markdown: "# Out", save_to: path.join(tmpdir(), "quire-mcp-escape.pdf") });
    expect(errorOf(outside)).toMatchObject({ code: "path_not_allowed" });
    expect(existsSync(path.join(tmpdir(), "quire-mcp-escape.pdf"))).toBe(false);

    const replaced = await call(client, "render", { markdown: "# Again", save_to: target, overwrite: true });
    expect(replaced.isError).toBeFalsy();
    expect((await readFile(target)).subarray(0, 5).toString()).toBe("%PDF-");
  }, 60_000);
});

describe("/mcp over HTTP only", () => {
  it("refuses a missing or invalid key with the 401 string form", async () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${stack.baseUrl}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
        body: JSON.stringify(initialize),
      });
    for (const headers of [{}, { authorization: "Bearer sk_bogus_key" }] as Array<Record<string, string>>) {
      const res = await post(headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    const transport = new StreamableHTTPClientTransport(new URL(`${stack.baseUrl}/mcp`), {
      requestInit: { headers: { authorization: "Bearer sk_bogus_key" } },
    });
    await expect(new Client({ name: "t", version: "1" }).connect(transport)).rejects.toThrow(/Invalid or revoked API key/);
  });

  it("answers GET with 405 (stateless: no server stream)", async () => {
    const { key } = await stack.newCaller("pro");
    const res = await fetch(`${stack.baseUrl}/mcp`, { headers: { authorization: `Bearer ${key}`, accept: "text/event-stream" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });

  it("counts a large tool call once, before reading its body, and caps every other message at 64 KiB", async () => {
    const { key } = await stack.newCaller("free");
    const post = (message: unknown) =>
      fetch(`${stack.baseUrl}/mcp`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify(message),
      });
    const bigRender = (id: number) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "render", arguments: { markdown: `# Big\n\n${"word ".repeat(20_000)}` } },
    });
    const second = () => new Promise((resolve) => setTimeout(resolve, 1100));

    await second();
    const single = await post(bigRender(1));
    expect(single.status).toBe(200);
    expect(((await single.json()) as { result: CallToolResult }).result.isError).toBeFalsy(); // counted once, not again by its API call

    await second();
    const pair = await Promise.all([post(bigRender(2)), post(bigRender(3))]);
    expect(pair.map((res) => res.status).sort()).toEqual([200, 429]);
    const limited = pair.find((res) => res.status === 429)!;
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    await Promise.all(pair.filter((res) => res !== limited).map((res) => res.text()));

    await second();
    const padded = await post({ jsonrpc: "2.0", id: 4, method: "tools/list", params: { _meta: { pad: "x".repeat(100_000) } } });
    expect(padded.status).toBe(413);
    expect(await padded.json()).toMatchObject({ error: { code: "input_too_large", message: expect.stringContaining("tools/call") } });
  }, 60_000);

  it("spends the key's burst limit once per tool call and reports rate_limited as a tool error", async () => {
    const { key } = await stack.newCaller("free");
    const { client } = await httpClient(key); // initialize + tools are not counted
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const [first, second] = await Promise.all([call(client, "list_templates", {}), call(client, "list_templates", {})]);
    const outcomes = [first, second].map((result) => (result.isError ? errorOf(result).code : "ok")).sort();
    expect(outcomes).toEqual(["ok", "rate_limited"]);
  });
});
