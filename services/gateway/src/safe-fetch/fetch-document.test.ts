import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { AppError } from "@quire/contracts";
import { fetchDocument, type FetchDocumentOptions } from "./fetch-document";
import type { ResolveHost } from "./host-guard";

// The SSRF matrix against a real local server that counts connections and requests. A refused
// case must leave both counters at zero: the refusal happens before any socket is opened. The
// same server answers on 127.0.0.1 and [::1], so a guard that let a loopback spelling through
// would show up as a counted request, not as an unrelated connection error.

const PDF = Buffer.from("%PDF-1.4\n% quire test document\n%%EOF\n");
const SECRET_BODY = "internal secret body";

interface Counter {
  connections: number;
  requests: string[];
}

let counter: Counter;
let port: number;
const servers: http.Server[] = [];

function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
  counter.requests.push(req.url ?? "");
  const url = new URL(req.url ?? "/", "http://local");
  switch (url.pathname) {
    case "/doc":
      res.writeHead(200, { "content-type": "application/pdf", "content-length": PDF.length }).end(PDF);
      return;
    case "/redirect":
      res.writeHead(302, { location: url.searchParams.get("to") ?? "/doc" }).end();
      return;
    case "/loop":
      res.writeHead(302, { location: "/loop" }).end();
      return;
    case "/missing":
      res.writeHead(404, { "content-type": "text/plain" }).end(SECRET_BODY);
      return;
    case "/endless": {
      // Chunked (no Content-Length) and never finishing.
      res.writeHead(200, { "content-type": "application/pdf" });
      const chunk = Buffer.alloc(16 * 1024, 0x41);
      const timer = setInterval(() => res.write(chunk), 1);
      res.on("close", () => clearInterval(timer));
      return;
    }
    case "/announced-huge":
      res.writeHead(200, { "content-length": 50 * 1024 * 1024 });
      res.write(PDF); // and then stall: the client must not wait for the rest
      return;
    case "/lying-short":
      // Announces 10 bytes but sends far more: the HTTP parser must stop at the announced length.
      req.socket.end(`HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n${"B".repeat(200_000)}`);
      return;
    case "/truncated":
      req.socket.end(`HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n%PDF-short`);
      return;
    case "/drip": {
      res.writeHead(200, { "content-type": "application/pdf", "content-length": 10_000 });
      const timer = setInterval(() => res.write("x"), 50);
      res.on("close", () => clearInterval(timer));
      return;
    }
    case "/silent":
      return; // headers never come
    default:
      res.writeHead(500).end();
  }
}

async function listen(host: string, atPort: number): Promise<http.Server> {
  const server = http.createServer(handle);
  server.on("connection", () => (counter.connections += 1));
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(atPort, host, () => resolve()));
  servers.push(server);
  return server;
}

beforeAll(async () => {
  const v4 = await listen("127.0.0.1", 0);
  port = (v4.address() as AddressInfo).port;
  await listen("::1", port);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

beforeEach(() => {
  counter = { connections: 0, requests: [] };
});

/** Simulated DNS: every lookup is recorded, unknown names fail like NXDOMAIN. */
function fakeDns(records: Record<string, string[]>): ResolveHost & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = records[hostname.replace(/\.$/, "")]; // like DNS, the root dot is implicit
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

const dns = () =>
  fakeDns({
    "allowed.test": ["127.0.0.1"],
    "internal.test": ["127.0.0.1"],
    "evil.test": ["127.0.0.1"],
    "metadata.test": ["169.254.169.254"],
    "mapped.test": ["::ffff:127.0.0.1"],
    "v6.test": ["::1"],
    "mixed.test": ["93.184.216.34", "127.0.0.1"],
  });

function options(overrides: Partial<FetchDocumentOptions> = {}): FetchDocumentOptions {
  return { maxBytes: 1024 * 1024, timeoutMs: 5_000, lookup: dns(), ...overrides };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const REFUSED = /is not allowed: it points to a private or reserved address/;

describe("fetchDocument: refused before any connection", () => {
  // prettier-ignore
  const loopbackSpellings = [
    "127.0.0.1", "2130706433", "0177.0.0.1", "0x7f.0.0.1", "0x7f.1", "127.1", "0x7f000001", "017700000001",
    "0177.0x0.1", "127.000.000.001", "127.0.0.1.", "%31%32%37.0.0.1", "\uff11\uff12\uff17.\uff10.\uff10.\uff11", "127.0.0.2",
    "0.0.0.0", "0",
    "[::1]", "[0:0:0:0:0:0:0:1]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[0:0:0:0:0:ffff:7f00:1]", "[::127.0.0.1]",
    "[::]", "[64:ff9b::7f00:1]", "[2002:7f00:1::1]", "[2001:0:4136:e378:8000:63bf:3fff:fdd2]", "[fe80::1]", "[fd00::1]",
    "169.254.169.254", "10.0.0.1", "172.16.0.1", "192.168.0.1", "0300.0250.0.1", "100.64.0.1", "224.0.0.1", "255.255.255.255",
  ];

  it.each(loopbackSpellings)("literal host %s", async (host) => {
    const lookup = dns();
    const error = await failure(fetchDocument(`http://${host}:${port}/doc`, options({ lookup })));
    expect(error.code).toBe("invalid_request");
    expect(error.status).toBe(400);
    expect(error.message).toMatch(REFUSED);
    expect(lookup.calls).toEqual([]); // literals never go to DNS
    expect(counter).toEqual({ connections: 0, requests: [] });
  });

  it.each(["evil.test", "metadata.test", "mapped.test", "v6.test", "mixed.test", "internal.test", "EVIL.test", "evil.test."])(
    "host name %s resolving to a private address",
    async (host) => {
      const error = await failure(fetchDocument(`http://${host}:${port}/doc`, options()));
      expect(error.code).toBe("invalid_request");
      expect(error.message).toMatch(REFUSED);
      expect(counter).toEqual({ connections: 0, requests: [] });
    },
  );

  it.each(["evil.test", "127.0.0.1", "[::1]"])("https to %s", async (host) => {
    const error = await failure(fetchDocument(`https://${host}:${port}/doc`, options()));
    expect(error.message).toMatch(REFUSED);
    expect(counter).toEqual({ connections: 0, requests: [] });
  });

  it("localhost through the real system resolver", async () => {
    const error = await failure(fetchDocument(`http://localhost:${port}/doc`, { maxBytes: 1024, timeoutMs: 5_000 }));
    expect(error.message).toMatch(REFUSED);
    expect(counter).toEqual({ connections: 0, requests: [] });
  });

  it("the allow-list is off by default", async () => {
    const error = await failure(fetchDocument(`http://allowed.test:${port}/doc`, options()));
    expect(error.message).toMatch(REFUSED);
    expect(counter.connections).toBe(0);
  });

  it.each(
    /* prettier-ignore */ [
    ["file:///etc/passwd"], ["ftp://allowed.test/doc"], ["gopher://allowed.test:70/_x"], ["data:application/pdf;base64,JVBERg=="],
    ["javascript:alert(1)"], ["ws://allowed.test/"], ["not a url"], ["//allowed.test/doc"],
  ],
  )("non-http(s) or invalid URL %s", async (url) => {
    const error = await failure(fetchDocument(url, options({ allowHosts: ["allowed.test"] })));
    expect(error.code).toBe("invalid_request");
    expect(error.message).toMatch(/^file_url (must be an http or https URL|is not a valid URL)\.$/);
    expect(counter.connections).toBe(0);
  });

  it.each(["user:secret@", "user@", ":secret@"])("URL with credentials %s", async (credentials) => {
    const error = await failure(fetchDocument(`http://${credentials}allowed.test:${port}/doc`, options({ allowHosts: ["allowed.test"] })));
    expect(error.message).toBe("file_url must not contain credentials.");
    expect(counter.connections).toBe(0);
  });
});

describe("fetchDocument: redirects", () => {
  const allowed = { allowHosts: ["allowed.test"] };
  const viaRedirect = (target: string) => `http://allowed.test:${port}/redirect?to=${encodeURIComponent(target)}`;

  it.each([
    [`http://127.0.0.1:PORT/doc`],
    [`http://2130706433:PORT/doc`],
    [`http://[::ffff:127.0.0.1]:PORT/doc`],
    [`http://internal.test:PORT/doc`],
    [`http://metadata.test/latest/meta-data/`],
    [`//evil.test:PORT/doc`],
  ])("a redirect from an allowed host to %s is refused at the second hop", async (target) => {
    const error = await failure(fetchDocument(viaRedirect(target.replace("PORT", String(port))), options(allowed)));
    expect(error.code).toBe("invalid_request");
    expect(error.message).toMatch(/^file_url redirect target is not allowed: it points to a private or reserved address\.$/);
    // Only the allowed first hop reached the server.
    expect(counter.requests).toHaveLength(1);
    expect(counter.requests[0]).toMatch(/^\/redirect/);
    expect(counter.connections).toBe(1);
  });

  it.each([["file:///etc/passwd"], ["gopher://allowed.test/"]])("a redirect to %s is refused", async (target) => {
    const error = await failure(fetchDocument(viaRedirect(target), options(allowed)));
    expect(error.message).toBe("file_url redirect target must be an http or https URL.");
    expect(counter.requests).toHaveLength(1);
  });

  it("a redirect carrying credentials is refused", async () => {
    const error = await failure(fetchDocument(viaRedirect(`http://u:p@allowed.test:${port}/doc`), options(allowed)));
    expect(error.message).toBe("file_url redirect target must not contain credentials.");
    expect(counter.requests).toHaveLength(1);
  });

  it("follows redirects within the allow-list", async () => {
    const lookup = dns();
    const result = await fetchDocument(viaRedirect("/doc"), options({ ...allowed, lookup }));
    expect(result.bytes.equals(PDF)).toBe(true);
    expect(result.finalUrl).toBe(`http://allowed.test:${port}/doc`);
    expect(counter.requests).toEqual([expect.stringMatching(/^\/redirect/), "/doc"]);
    // One resolution per hop: the address vetted is the address dialled, no second look-up to rebind.
    expect(lookup.calls).toEqual(["allowed.test", "allowed.test"]);
  });

  it("caps the number of redirects (default 3)", async () => {
    const error = await failure(fetchDocument(`http://allowed.test:${port}/loop`, options(allowed)));
    expect(error.code).toBe("invalid_request");
    expect(error.message).toBe("file_url redirected more than 3 times.");
    expect(counter.requests).toEqual(["/loop", "/loop", "/loop", "/loop"]);
  });

  it("honours maxRedirects: 0", async () => {
    const error = await failure(fetchDocument(viaRedirect("/doc"), options({ ...allowed, maxRedirects: 0 })));
    expect(error.message).toBe("file_url redirected more than 0 times.");
    expect(counter.requests).toHaveLength(1);
  });
});

describe("fetchDocument: the operator allow-list", () => {
  it("fetches from an allow-listed internal host", async () => {
    const lookup = dns();
    const result = await fetchDocument(`http://allowed.test:${port}/doc`, options({ allowHosts: ["Allowed.Test"], lookup }));
    expect(result.bytes.equals(PDF)).toBe(true);
    expect(result.contentType).toBe("application/pdf");
    expect(result.finalUrl).toBe(`http://allowed.test:${port}/doc`);
    expect(counter.requests).toEqual(["/doc"]);
    expect(lookup.calls).toEqual(["allowed.test"]);
  });

  // Controls for the matrix: the same server really is reachable on both loopback addresses, so the
  // zero counts above come from the guard and not from an unreachable listener.
  it.each([["[::1]"], ["127.0.0.1"]])("reaches the local server on %s when the operator allow-lists it", async (host) => {
    const result = await fetchDocument(`http://${host}:${port}/doc`, options({ allowHosts: [host] }));
    expect(result.bytes.equals(PDF)).toBe(true);
    expect(counter.requests).toEqual(["/doc"]);
  });

  it("compares literal allow-list entries with the normalised host", async () => {
    const result = await fetchDocument(`http://0x7f.1:${port}/doc`, options({ allowHosts: ["127.0.0.1"] }));
    expect(result.finalUrl).toBe(`http://127.0.0.1:${port}/doc`);
  });

  it("matches host names exactly, not by suffix", async () => {
    const lookup = fakeDns({ "sub.allowed.test": ["127.0.0.1"], "allowed.test.evil.test": ["127.0.0.1"] });
    for (const host of ["sub.allowed.test", "allowed.test.evil.test"]) {
      const error = await failure(fetchDocument(`http://${host}:${port}/doc`, options({ allowHosts: ["allowed.test"], lookup })));
      expect(error.message).toMatch(REFUSED);
    }
    expect(counter.connections).toBe(0);
  });
});

describe("fetchDocument: origin failures", () => {
  const allowed = { allowHosts: ["allowed.test"] };

  it("turns a non-2xx status into 400 without echoing the body", async () => {
    const error = await failure(fetchDocument(`http://allowed.test:${port}/missing`, options(allowed)));
    expect(error.code).toBe("invalid_request");
    expect(error.message).toBe("fetching file_url failed with HTTP 404.");
    expect(error.message).not.toContain(SECRET_BODY);
  });

  it("reports a refused connection as 400", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(fetchDocument(`http://allowed.test:${closedPort}/doc`, options(allowed)));
    expect(error.code).toBe("invalid_request");
    expect(error.message).toBe("fetching file_url failed: connection refused.");
  });

  it("dials https through the same guarded lookup", async () => {
    // The local server speaks plain HTTP, so the TLS handshake fails, but only after the guard
    // resolved the allow-listed name and the socket connected to the vetted address.
    const lookup = dns();
    const error = await failure(fetchDocument(`https://allowed.test:${port}/doc`, options({ ...allowed, lookup })));
    expect(error.code).toBe("invalid_request");
    expect(error.message).toBe("fetching file_url failed: TLS handshake or certificate verification failed.");
    expect(lookup.calls).toEqual(["allowed.test"]);
    expect(counter.connections).toBe(1);
  });

  it("reports an unresolvable host as 400", async () => {
    const error = await failure(fetchDocument(`http://nowhere.test:${port}/doc`, options()));
    expect(error.message).toBe("file_url host could not be resolved.");
    expect(counter.connections).toBe(0);
  });

  it("reports a body cut short of its Content-Length as 400", async () => {
    const error = await failure(fetchDocument(`http://allowed.test:${port}/truncated`, options(allowed)));
    expect(error.code).toBe("invalid_request");
    expect(error.message).toMatch(/^fetching file_url failed: /);
  });
});

describe("fetchDocument: size and time caps", () => {
  const allowed = { allowHosts: ["allowed.test"] };

  it("stops an endless chunked body just past maxBytes", async () => {
    const started = Date.now();
    const error = await failure(fetchDocument(`http://allowed.test:${port}/endless`, options({ ...allowed, maxBytes: 256 * 1024 })));
    expect(error.code).toBe("input_too_large");
    expect(error.status).toBe(413);
    expect(error.message).toBe("file_url document is more than 256 KiB; the limit is 256 KiB (262144 bytes).");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("refuses an oversized Content-Length before reading the body", async () => {
    const started = Date.now();
    const error = await failure(fetchDocument(`http://allowed.test:${port}/announced-huge`, options({ ...allowed, maxBytes: 1024 * 1024 })));
    expect(error.code).toBe("input_too_large");
    expect(error.message).toBe("file_url document is 50 MiB (52428800 bytes); the limit is 1 MiB (1048576 bytes).");
    expect(Date.now() - started).toBeLessThan(1_000); // did not wait on the stalled body
  });

  it("never reads past a Content-Length that understates the body", async () => {
    const result = await fetchDocument(`http://allowed.test:${port}/lying-short`, options({ ...allowed, maxBytes: 1024 }));
    expect(result.bytes.toString()).toBe("B".repeat(10));
  });

  it("accepts a body of exactly maxBytes", async () => {
    const result = await fetchDocument(`http://allowed.test:${port}/doc`, options({ ...allowed, maxBytes: PDF.length }));
    expect(result.bytes.length).toBe(PDF.length);
  });

  it("ends a slow drip body at the wall-clock limit with 504", async () => {
    const started = Date.now();
    const error = await failure(fetchDocument(`http://allowed.test:${port}/drip`, options({ ...allowed, timeoutMs: 400 })));
    expect(error.code).toBe("render_timeout");
    expect(error.status).toBe(504);
    expect(error.message).toBe("fetching file_url timed out after 0.4 s.");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("ends a response whose headers never come with 504", async () => {
    const error = await failure(fetchDocument(`http://allowed.test:${port}/silent`, options({ ...allowed, timeoutMs: 300 })));
    expect(error.code).toBe("render_timeout");
  });

  it("counts redirect hops against the same deadline", async () => {
    const target = encodeURIComponent(`http://allowed.test:${port}/drip`);
    const error = await failure(fetchDocument(`http://allowed.test:${port}/redirect?to=${target}`, options({ ...allowed, timeoutMs: 300 })));
    expect(error.code).toBe("render_timeout");
    expect(counter.requests).toHaveLength(2);
  });
});
