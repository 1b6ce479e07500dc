import { randomUUID } from "node:crypto";
import { STATUS_CODES, type Server } from "node:http";
import type { Socket } from "node:net";
import type { ErrorCode } from "@quire/contracts";

// Requests Node's HTTP parser refuses before Express sees them (malformed request line or headers,
// headers over the size limit, headers or body too slow) get the contract's envelope and an
// x-request-id too, instead of Node's bare status line.

/** Headers must arrive within this; a body within the route's own budget (json-body.ts). */
export const HEADERS_TIMEOUT_MS = 30_000;

const ANSWERS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: "headers_too_large", message: "The request headers are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: "request_timeout", message: "The request did not arrive in time." },
};
const MALFORMED = { status: 400, code: "invalid_request" as ErrorCode, message: "Malformed HTTP request." };

/** Sets the server's timeouts and answers its client errors with the envelope. */
export function answerClientErrors(server: Server, { requestTimeoutMs }: { requestTimeoutMs: number }): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = requestTimeoutMs;
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    // A response already under way (or a gone client) cannot be answered again: just close.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = ANSWERS[error.code ?? ""] ?? MALFORMED;
    const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
    socket.end(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nx-request-id: req_${randomUUID()}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
