// The chaos run's proxy: requests alternate over the gateways, a gateway that refuses connections is
// skipped, and a gateway that drops a connection is seen by the client as a cut connection.
import { createServer, request, type Server } from "node:http";
import { afterAll, describe, expect, it } from "@jest/globals";
import { freePort } from "./private-services";
import { startRoundRobinProxy } from "./round-robin-proxy";

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)));
}

function post(port: number, path = "/"): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, method: "POST", agent: false, headers: { "content-length": 5 } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(`error:${error.code ?? error.message}`));
    req.end("hello");
  });
}

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("round-robin proxy", () => {
  it("alternates between live upstreams and skips one that refuses connections", async () => {
    const a = createServer((req, res) => req.resume().on("end", () => res.end(req.url === "/drop" ? "" : "a")));
    const b = createServer((req, res) => req.resume().on("end", () => (req.url === "/drop" ? req.socket.destroy() : res.end("b"))));
    servers.push(a, b);
    const ports = [await listen(a), await listen(b)];
    const dead = await freePort(); // nothing listens there

    const both = await startRoundRobinProxy(ports);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await post(both.port));
    expect(answers).toEqual(["a", "b", "a", "b"]);
    expect(both.stats.connections).toEqual([2, 2]);

    // b drops the request: the client sees its connection cut, the proxy counts it against b.
    expect(await post(both.port, "/drop")).toBe(""); // a answers with an empty body
    expect(await post(both.port, "/drop")).toMatch(/^error:/);
    expect(both.stats.silent).toEqual([0, 1]);
    await both.close();

    const withDead = await startRoundRobinProxy([dead, ports[0]!]);
    const viaDead = [];
    for (let i = 0; i < 4; i += 1) viaDead.push(await post(withDead.port));
    expect(viaDead).toEqual(["a", "a", "a", "a"]);
    expect(withDead.stats.refused[0]).toBeGreaterThanOrEqual(2);
    expect(withDead.stats.connections).toEqual([0, 4]);
    await withDead.close();
  });
});
