// Ours, not a library: a dozen lines of TCP piping is all a loopback load balancer needs here.
// Each client connection goes to the next gateway in turn; a gateway that refuses the connection
// (killed, restarting) is skipped, as a real balancer's health check would. A connection already
// piped to a gateway that dies is cut, which the client sees as a network error.
import { connect, createServer, type Server, type Socket } from "node:net";

export interface ProxyStats {
  /** Connections piped to each upstream, in `upstreams` order. */
  connections: number[];
  /** Of those, the ones the upstream ended with an error (reset) rather than a close. */
  cut: number[];
  /** Connect attempts an upstream refused (skipped to the next one). */
  refused: number[];
  /** Connections an upstream closed without having sent a byte (it died, or dropped the request). */
  silent: number[];
  /** Connects to a dead loopback port that met themselves (source port = destination port). */
  selfConnected: number[];
}

export function startRoundRobinProxy(upstreams: number[]): Promise<{ port: number; stats: ProxyStats; close(): Promise<void> }> {
  let next = 0;
  const stats: ProxyStats = {
    connections: upstreams.map(() => 0),
    cut: upstreams.map(() => 0),
    refused: upstreams.map(() => 0),
    silent: upstreams.map(() => 0),
    selfConnected: upstreams.map(() => 0),
  };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.pause();
    const tryUpstream = (left: number) => {
      const index = next++ % upstreams.length;
      const port = upstreams[index]!;
      const upstream = connect({ host: "127.0.0.1", port });
      let connected = false;
      upstream.once("connect", () => {
        if (upstream.localPort === upstream.remotePort) {
          // TCP self-connect: nothing listens on the port and the kernel chose it as the source
          // port too, so the socket "connected" to itself. Treat it as the refusal it is.
          stats.selfConnected[index]! += 1;
          upstream.destroy();
          if (left > 1) tryUpstream(left - 1);
          else client.destroy();
          return;
        }
        connected = true;
        stats.connections[index]! += 1;
        sockets.add(upstream);
        upstream.on("close", () => sockets.delete(upstream));
        client.pipe(upstream).pipe(client);
        client.resume();
        upstream.on("error", () => {
          stats.cut[index]! += 1;
          client.destroy();
        });
        client.on("error", () => upstream.destroy());
        let answered = false;
        upstream.once("data", () => (answered = true));
        upstream.on("close", () => {
          if (!answered) stats.silent[index]! += 1;
          client.destroy();
        });
        client.on("close", () => upstream.destroy());
      });
      upstream.once("error", () => {
        if (connected) return;
        stats.refused[index]! += 1;
        if (left > 1) tryUpstream(left - 1);
        else client.destroy();
      });
    };
    tryUpstream(upstreams.length * 2);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({
        port,
        stats,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
