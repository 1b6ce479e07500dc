import type { Request, Response } from "express";
import { buildOpenApiDocument } from "./build-openapi-document";

/** `GET /api/v1/openapi.json`: public (no key needed to learn the interface), cacheable. */
export function serveOpenApi() {
  return (_req: Request, res: Response): void => {
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(buildOpenApiDocument());
  };
}
