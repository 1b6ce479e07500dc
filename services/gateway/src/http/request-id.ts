// Access log by hand rather than pino-http: these few lines log the path without its query string
// (signed download links carry their signature there) in the fields we chose; pino-http would need
// custom serializers, id generation and props to say the same, so it would not remove code.
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "@quire/logging";

// A caller's id is kept when it is printable ASCII of sane length; anything else is replaced,
// so a hostile header can neither break log lines nor bloat them.
const ACCEPTABLE_ID = /^[\x20-\x7e]{1,200}$/;

declare global {
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
    }
  }
}

export function requestId({ logger }: { logger: Logger }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && ACCEPTABLE_ID.test(incoming) ? incoming : `req_${randomUUID()}`;
    req.id = id;
    req.log = logger.child({ requestId: id });
    res.setHeader("x-request-id", id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      req.log.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10, keyId: req.auth?.keyId }, "request");
    });
    next();
  };
}
