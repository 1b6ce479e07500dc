import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface RecordingServer {
  origin: string;
  requests: RecordedRequest[];
  /** Decides the response; default 200 with an empty JSON object. */
  respond: (request: RecordedRequest) => { status: number; body: unknown };
  close(): Promise<void>;
}

/**
 * A local HTTP server on 127.0.0.1:<random port> that records every request: the canary for
 * hostile documents (must see zero hits) and the Resend stand-in (POST /emails).
 */
export async function startRecordingServer(): Promise<RecordingServer> {
  const recording: RecordingServer = {
    origin: "",
    requests: [],
    respond: () => ({ status: 200, body: {} }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      recording.requests.push(request);
      const { status, body } = recording.respond(request);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  recording.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.unref();
  return recording;
}

/** The Resend API answers a sent email with its id. */
export function resendOk(): { status: number; body: unknown } {
  return { status: 200, body: { id: `email_${Math.random().toString(36).slice(2)}` } };
}
