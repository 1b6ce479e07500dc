import type { NextFunction, Request, Response } from "express";
import { AppError } from "@quire/contracts";

const MIB = 1024 * 1024;

/**
 * A request body must arrive within `timeoutMs` plus one second per MiB it announces (a floor of
 * 1 MiB/s for large documents); otherwise it is answered 408 request_timeout with the envelope and
 * the connection is closed. Without this a stalled upload holds its socket until Node's request
 * timeout (minutes) and is then cut off without an answer.
 */
export function bodyDeadline({ timeoutMs }: { timeoutMs: number }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const length = Number(req.headers["content-length"] ?? 0);
    const hasBody = req.headers["transfer-encoding"] !== undefined || length > 0;
    if (!hasBody || req.complete) {
      next();
      return;
    }
    const budgetMs = timeoutMs + Math.floor((Number.isFinite(length) ? length : 0) / MIB) * 1000;
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      const error = new AppError("request_timeout", `The request body did not arrive within ${Math.round(budgetMs / 1000)} s.`);
      req.log.warn({ budgetMs, received: req.socket.bytesRead }, "request body too slow");
      res.setHeader("Connection", "close");
      res.status(error.status).json({ error: { code: error.code, message: error.message } });
    }, budgetMs);
    const clear = () => clearTimeout(timer);
    req.once("end", clear);
    res.once("close", clear);
    next();
  };
}
