import type { Server, ServerResponse } from "node:http";

// Graceful drain for rollouts: a synchronous render or extraction may take up to the 60-second
// window, and a gateway that exited on SIGTERM would drop it after the caller was charged. Node's
// server.close() stops accepting and closes idle keep-alive sockets, but a busy socket stays open
// for its keep-alive timeout after its answer; telling each in-flight response `Connection: close`
// lets the socket end with its answer instead.

export interface DrainableServer {
  /** Stops accepting, waits for in-flight requests (at most `graceMs`), then cuts what is left. */
  drain(graceMs: number): Promise<{ cut: number }>;
}

export function makeDrainable(server: Server): DrainableServer {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.on("request", (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    if (draining && !res.headersSent) res.setHeader("connection", "close");
  });
  return {
    drain(graceMs) {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("connection", "close");
      return new Promise((resolve) => {
        const cutAfterGrace = setTimeout(() => {
          const cut = inFlight.size;
          server.closeAllConnections();
          resolve({ cut });
        }, graceMs);
        cutAfterGrace.unref();
        server.close(() => {
          clearTimeout(cutAfterGrace);
          resolve({ cut: 0 });
        });
      });
    },
  };
}
