// Oversized and slow bodies are answered at once and the connection closed: a body announced over
// the plan's cap is refused from its Content-Length without reading it, and a stalled body gets a
// 408 envelope after the body budget instead of holding the socket for minutes.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startTestGateway, type TestGateway } from "./harness";

let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway({ bodyTimeoutMs: 1000 });
});
afterAll(async () => {
  await gw.close();
});

interface RawAnswer {
  head: string;
  body: string;
}

/** Sends headers and `sent` bytes of a body, never the rest; resolves when the server closes the connection. */
function stalledUpload({ path, key, announced, sent }: { path: string; key: string; announced: number | "chunked"; sent: number }): Promise<RawAnswer> {
  const { port } = new URL(gw.baseUrl);
  return new Promise((resolve) => {
    const socket: Socket = connect(Number(port), "127.0.0.1", () => {
      const framing = announced === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${announced}`;
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`);
      const body = `{"markdown":"${"x".repeat(Math.max(0, sent - 14))}`;
      if (announced !== "chunked") socket.write(body);
      else
        for (let at = 0; at < body.length; at += 65_536) {
          const chunk = body.slice(at, at + 65_536);
          socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        }
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => undefined); // a reset after the answer is fine
    socket.on("close", () => {
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      resolve({ head, body });
    });
  });
}

describe("request bodies", () => {
  it("refuses a body announced over the plan's cap from its Content-Length, without waiting for it", async () => {
    const { key } = await gw.newCaller("free");
    const answer = await stalledUpload({ path: "/api/v1/render", key, announced: 60_000_000, sent: 64 * 1024 });
    expect(answer.head).toMatch(/^HTTP\/1.1 413 /);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.head).toMatch(/\r\nx-request-id: /i);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "input_too_large", message: expect.stringContaining("limit") } });
  }, 20_000);

  it("refuses a chunked body the moment it passes the cap, without waiting for its end", async () => {
    const { key } = await gw.newCaller("free");
    const answer = await stalledUpload({ path: "/api/v1/render", key, announced: "chunked", sent: 3 * 1024 * 1024 });
    expect(answer.head).toMatch(/^HTTP\/1.1 413 /);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "input_too_large", message: expect.stringContaining("limit") } });
  }, 20_000);

  it("answers a stalled body with 408 request_timeout and closes the connection", async () => {
    const { key } = await gw.newCaller("enterprise");
    const answer = await stalledUpload({ path: "/api/v1/render", key, announced: 5000, sent: 100 });
    expect(answer.head).toMatch(/^HTTP\/1.1 408 /);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "request_timeout", message: expect.stringContaining("did not arrive") } });
  }, 20_000);

  it("closes the connection on an unauthenticated upload instead of reading it", async () => {
    const answer = await stalledUpload({ path: "/api/v1/render", key: "sk_nope", announced: 50_000_000, sent: 1024 });
    expect(answer.head).toMatch(/^HTTP\/1.1 401 /);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
  }, 20_000);
});
