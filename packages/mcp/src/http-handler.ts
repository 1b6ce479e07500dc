import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { QuireClient } from "@quire/client";
import { createQuireMcpServer } from "./create-server";

/**
 * Answers one MCP-over-HTTP request in stateless mode: a fresh server and transport per request,
 * bound to the caller's own client, so nothing about one caller survives into another's request.
 * Answers are plain JSON (no SSE stream): every tool finishes within the request.
 */
export async function handleMcpHttpRequest(req: IncomingMessage, res: ServerResponse, body: unknown, client: QuireClient): Promise<void> {
  const server = createQuireMcpServer({ client, localFiles: false });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}
