import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions),
// for the model-tier tests. `answer` decides each reply from the parsed request body; every request
// is recorded so tests can check what was sent (and what was not: the file bytes).

export type ChatReply = { status?: number; content?: unknown; raw?: string; hang?: boolean };

export interface ChatServer {
  baseUrl: string;
  requests: Array<{ path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }>;
  close: () => Promise<void>;
}

export async function startChatServer(answer: (body: Record<string, unknown>) => ChatReply): Promise<ChatServer> {
  const requests: ChatServer["requests"] = [];
  const server: Server = createServer((req, res) => {
    let text = "";
    req.on("data", (c: Buffer) => (text += c.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(text || "{}") as Record<string, unknown>;
      requests.push({ path: req.url ?? "", headers: req.headers, body });
      const reply = answer(body);
      if (reply.hang) return; // never answers: the client's timeout must fire
      res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      if (reply.raw !== undefined) return void res.end(reply.raw);
      res.end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          model: String(body.model),
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: JSON.stringify(reply.content ?? {}) } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
