// Bad input is refused at the edge with the contract's envelope, never a 500: text Postgres cannot
// store, malformed paths, bodies and cursors, and requests Node's own parser refuses.
import { connect } from "node:net";
import { deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { getUsage } from "@quire/db";
import { bearer, postJson, startTestGateway, type TestGateway } from "./harness";

let gw: TestGateway;
let caller: { accountId: string; key: string };

beforeAll(async () => {
  gw = await startTestGateway();
  caller = await gw.newCaller("enterprise");
});
afterAll(async () => {
  await gw.close();
});

async function envelope(res: Response): Promise<{ status: number; code: string; message: string; requestId: string | null }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, code: body.error.code, message: body.error.message, requestId: res.headers.get("x-request-id") };
}

const NUL = "a\u0000b";
const LONE_SURROGATE = "a\ud800b";

describe("text Postgres cannot store", () => {
  it.each([
    ["a NUL in the title", { markdown: "# x", title: NUL }, "title"],
    ["a lone surrogate in the title", { markdown: "# x", title: LONE_SURROGATE }, "title"],
    ["a NUL in the template reference", { markdown: "# x", template: NUL }, "template"],
    ["a NUL in the theme reference", { markdown: "# x", theme: NUL }, "theme"],
    ["a NUL in sendEmail.senderName", { markdown: "# x", sendEmail: { to: "a@example.com", senderName: NUL } }, "sendEmail.senderName"],
  ])("refuses a render with %s with 400 naming the field, charging nothing", async (_label, body, field) => {
    const res = await postJson(`${gw.baseUrl}/api/v1/render`, caller.key, body);
    expect(await envelope(res)).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining(`\`${field}\``) });
    expect((await getUsage(gw.db, { accountId: caller.accountId, plan: "enterprise" })).used).toBe(0);
    expect(await gw.db.render.count({ where: { accountId: caller.accountId } })).toBe(0);
  });

  it.each([
    ["/api/v1/templates", { name: NUL }, "name"],
    ["/api/v1/templates", { name: "ok", description: LONE_SURROGATE }, "description"],
    ["/api/v1/templates", { name: "ok", themeName: NUL }, "themeName"],
    ["/api/v1/themes", { name: NUL }, "name"],
    ["/api/v1/themes", { name: "ok", customCss: `body { color: red } /* ${LONE_SURROGATE} */` }, "customCss"],
  ])("refuses POST %s with %j with 400 naming the field", async (route, body, field) => {
    const res = await postJson(`${gw.baseUrl}${route}`, caller.key, body);
    expect(await envelope(res)).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining(`\`${field}\``) });
  });

  it("still drops an invalid template style silently, as the contract says", async () => {
    const res = await postJson(`${gw.baseUrl}/api/v1/templates`, caller.key, { name: "Styled", styles: { accent: NUL, fontBody: "serif" } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { styles: unknown }).styles).toEqual({ fontBody: "serif" });
  });
});

describe("malformed paths, queries and bodies", () => {
  it.each([["/api/v1/render/%ff"], ["/api/v1/render/rnd_%00x"], ["/api/v1/templates/%00"], ["/api/v1/themes/%ed%a0%80"]])(
    "answers GET %s with 400 and the envelope",
    async (path) => {
      const res = await fetch(`${gw.baseUrl}${path}`, { headers: bearer(caller.key) });
      expect(await envelope(res)).toMatchObject({ status: 400, code: "invalid_request", requestId: expect.any(String) });
    },
  );

  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  it.each([
    ["a date past what Postgres and ISO agree on", cursor([0, "+275760-09-13T00:00:00.000Z", "rnd_x"])],
    ["an id with a NUL", cursor([0, "2026-11-01T00:00:00.000Z", "rnd_\u0000"])],
    ["a huge rank", cursor([1e300, "2026-11-01T00:00:00.000Z", "rnd_x"])],
  ])("refuses a cursor with %s", async (_label, value) => {
    for (const route of ["renders", "templates", "themes"]) {
      const res = await fetch(`${gw.baseUrl}/api/v1/${route}?cursor=${value}`, { headers: bearer(caller.key) });
      expect(await envelope(res)).toMatchObject({ status: 400, code: "invalid_request", message: expect.stringContaining("`cursor`") });
    }
  });

  it.each([["abc"], ["0x10"], ["1e1"], ["0"], ["101"], ["2.5"]])("refuses limit=%s with a message saying what is wrong", async (limit) => {
    for (const route of ["renders", "templates", "themes"]) {
      const res = await fetch(`${gw.baseUrl}/api/v1/${route}?limit=${limit}`, { headers: bearer(caller.key) });
      const answer = await envelope(res);
      expect(answer).toMatchObject({ status: 400, code: "invalid_request" });
      expect(answer.message).toContain("`limit`");
      expect(answer.message).not.toMatch(/is required/);
    }
  });

  it("says a wrong type is a wrong type, not a missing field", async () => {
    const markdown = await envelope(await postJson(`${gw.baseUrl}/api/v1/render`, caller.key, { markdown: 5 }));
    expect(markdown.message).toContain("`markdown` must be a string");
    const limit = await envelope(await fetch(`${gw.baseUrl}/api/v1/renders?limit=abc`, { headers: bearer(caller.key) }));
    expect(limit.message).toContain("`limit` must be an integer");
    const missing = await envelope(await postJson(`${gw.baseUrl}/api/v1/render`, caller.key, {}));
    expect(missing.message).toContain("`markdown` is required");
  });

  it.each([
    ["gzip", Buffer.from("this is not gzip")],
    ["deflate", Buffer.from("nor deflate")],
    ["br", Buffer.from([0xff, 0xff, 0xff, 0xff])],
    ["gzip", gzipSync(Buffer.from('{"markdown": "# x"')).subarray(0, 12)], // truncated stream
    ["deflate", deflateSync(Buffer.from("not json"))],
  ])("answers a malformed Content-Encoding: %s body with 400 and the envelope", async (encoding, body) => {
    const res = await fetch(`${gw.baseUrl}/api/v1/render`, {
      method: "POST",
      headers: { ...bearer(caller.key), "content-type": "application/json", "content-encoding": encoding },
      body,
    });
    expect(await envelope(res)).toMatchObject({ status: 400, code: "invalid_request", requestId: expect.any(String) });
  });
});

describe("requests Node's parser refuses", () => {
  function raw(request: string): Promise<string> {
    const { port } = new URL(gw.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => socket.write(request));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString()));
      socket.on("end", () => resolve(answer));
      socket.on("error", reject);
    });
  }

  it.each([
    ["a malformed header line", "GET /healthz HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n", 400, "invalid_request"],
    ["headers over the size limit", `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431, "headers_too_large"],
  ])("answers %s with the envelope and an x-request-id", async (_label, request, status, code) => {
    const answer = await raw(request);
    const [head, body] = answer.split("\r\n\r\n");
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toMatch(/\r\nx-request-id: req_[0-9a-f-]{36}\r\n/i);
    expect(JSON.parse(body!)).toEqual({ error: { code, message: expect.any(String) } });
  });
});
