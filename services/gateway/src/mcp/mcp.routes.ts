import type { Socket } from "node:net";
import { Router, type Request, type Response } from "express";
import { AppError } from "@quire/contracts";
import { QuireClient } from "@quire/client";
import { handleMcpHttpRequest } from "@quire/mcp";
import type { Db } from "@quire/db";
import { authenticate } from "../http/authenticate";
import { extractBodyLimit, jsonBody } from "../http/json-body";

/**
 * `/mcp`: the quire-mcp tools (minus `file_path`/`save_to`) over Streamable HTTP, stateless.
 *
 * Each tool calls this gateway's own `/api/v1` over loopback with the caller's bearer key, so a
 * tool call meets exactly what the same call over HTTP meets — auth, the per-key burst limit,
 * validation, credits, idempotency, the `mcp` origin tag — with no second implementation of any
 * route. The MCP request itself is authenticated here (401/501 string form) but not counted
 * against the burst limit: the limit is spent once, by the tool's API call, so protocol chatter
 * (initialize, tools/list) cannot starve a free key's single request per second.
 */
export function mcpRoutes({ db, authMode }: { db: Db; authMode: "api_keys" | "none" }): Router {
  const router = Router();
  router.use(authenticate({ db, authMode }));

  router.post("/", jsonBody(extractBodyLimit), async (req, res) => {
    const client = new QuireClient({
      baseUrl: loopbackUrl(req.socket),
      apiKey: bearerKey(req),
      source: "mcp",
      headers: { "x-request-id": req.id },
      // The agent decides whether to wait out a 429/503: holding this request open would tie up
      // a connection for a caller that was just told to slow down.
      maxRetries: 0,
    });
    await handleMcpHttpRequest(req, res, req.body, client);
  });

  // Stateless: there is no server-initiated stream (GET) and no session to end (DELETE).
  const notAllowed = (_req: Request, res: Response) => {
    res.setHeader("Allow", "POST");
    throw new AppError("method_not_allowed", "The MCP endpoint is stateless: send JSON-RPC messages with POST.");
  };
  router.get("/", notAllowed);
  router.delete("/", notAllowed);
  return router;
}

/** The address this request arrived on: reachable from this process whatever HOST binds to. */
function loopbackUrl(socket: Socket): string {
  const address = socket.localAddress ?? "127.0.0.1";
  const host = address.includes(":") ? `[${address}]` : address;
  return `http://${host}:${socket.localPort}`;
}

/** `authenticate` already accepted the header; take the key back out of it for the loopback call. */
function bearerKey(req: Request): string {
  return /^Bearer[ ]+(\S+)$/i.exec(req.headers.authorization ?? "")![1]!;
}
