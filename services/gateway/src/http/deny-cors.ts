import type { NextFunction, Request, Response } from "express";
import { AppError } from "@quire/contracts";

// Cross-origin browser reads are denied by design (contract): no Access-Control-* header is ever
// sent, and preflights are refused, so a browser script can never read a response.
export function denyCors() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) => {
      if (/^access-control-/i.test(name)) return res;
      return setHeader(name, value);
    };
    if (req.method === "OPTIONS") {
      next(new AppError("cors_denied", "Cross-origin requests are not supported: call the Quire API from your backend, not from browser scripts."));
      return;
    }
    next();
  };
}
