import type { Socket } from "node:net";
import { Router, type Request, type RequestHandler, type Response } from "express";
import { AppError } from "@quire/contracts";
import { QuireClient } from "@quire/client";
import { handleMcpHttpRequest } from "@quire/mcp";
import type { Db } from "@quire/db";
import { authenticate } from "../http/authenticate";
import { extractBodyLimit, jsonBody, renderBodyLimit, type BodyLimit } from "../http/json-body";
import { PRECOUNTED_HEADER } from "../http/rate-limit";

/** JSON-RPC messages up to this size are protocol chatter or small tool calls (not counted here). */
export const MCP_ENVELOPE_MAX_BYTES = 64 * 1024;

/** A tool call's payload may be as large as the body of the endpoint it calls. */
const toolPayloadLimit: BodyLimit = (plan) => Math.max(extractBodyLimit(plan), renderBodyLimit(plan));

/**
 * `/mcp`: the quire-mcp tools (minus `file_path`/`save_to`) over Streamable HTTP, stateless.
 *
 * Each tool calls this gateway's own `/api/v1` over loopback with the caller's bearer key, so a
 * tool call meets exactly what the same call over HTTP meets — auth, the per-key burst limit,
 * validation, credits, idempotency, the `mcp` origin tag — with no second implementation of any
 * route. The burst limit is spent once per tool call: a message of at most 64 KiB (initialize,
 * tools/list, small tool calls) is read without counting, its tool call counts through its API
 * call; a larger message must be one `tools/call`, and is counted here before its body is read (so
 * large bodies cannot be sent faster than the key's limit), its API call then marked as counted.
 */
export function mcpRoutes({
  db,
  authMode,
  rateLimit,
  precountedToken,
}: {
  db: Db;
  authMode: "api_keys" | "none";
  rateLimit: RequestHandler;
  precountedToken: string;
}): Router {
  const router = Router();
  router.use(authenticate({ db, authMode }));
  const envelopeBody = jsonBody(() => MCP_ENVELOPE_MAX_BYTES);
  const toolBody = jsonBody(toolPayloadLimit);

  router.post(
    "/",
    async (req, res, next) => {
      const length = Number(req.headers["content-length"]);
      if (Number.isFinite(length) && length <= MCP_ENVELOPE_MAX_BYTES) {
        envelopeBody(req, res, next);
        return;
      }
      res.locals.precounted = true;
      await rateLimit(req, res, (error?: unknown) => (error ? next(error) : toolBody(req, res, next)));
    },
    async (req, res) => {
      if (res.locals.precounted && !isSingleToolCall(req.body)) {
        throw new AppError("input_too_large", `A JSON-RPC message over ${MCP_ENVELOPE_MAX_BYTES / 1024} KiB must be a single tools/call request.`);
      }
      const client = new QuireClient({
        baseUrl: loopbackUrl(req.socket),
        apiKey: bearerKey(req),
        source: "mcp",
        headers: { "x-request-id": req.id, ...(res.locals.precounted ? { [PRECOUNTED_HEADER]: precountedToken } : {}) },
        // The agent decides whether to wait out a 429/503: holding this request open would tie up
        // a connection for a caller that was just told to slow down.
        maxRetries: 0,
      });
      await handleMcpHttpRequest(req, res, req.body, client);
    },
  );

  // Stateless: there is no server-initiated stream (GET) and no session to end (DELETE).
  const notAllowed = (_req: Request, res: Response) => {
    res.setHeader("Allow", "POST");
    throw new AppError("method_not_allowed", "The MCP endpoint is stateless: send JSON-RPC messages with POST.");
  };
  router.get("/", notAllowed);
  router.delete("/", notAllowed);
  return router;
}

function isSingleToolCall(body: unknown): boolean {
  return body !== null && typeof body === "object" && !Array.isArray(body) && (body as { method?: unknown }).method === "tools/call";
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
