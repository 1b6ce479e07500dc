import { Router } from "express";
import { authOf } from "../http/authenticate";
import { serviceSource } from "../http/service-source";
import { extractBodyLimit, jsonBody } from "../http/json-body";
import { extractDocument, inspectDocument, type ExtractDeps } from "./extract-document";

export function extractRoutes(deps: ExtractDeps): Router {
  const router = Router();
  router.post("/extract", jsonBody(extractBodyLimit), async (req, res) => {
    const { accountId, plan } = authOf(req);
    res.json(await extractDocument(deps, { accountId, plan, body: req.body, requestId: req.id, source: serviceSource(req.headers["x-service-source"]) }));
  });

  router.post("/extract/inspect", jsonBody(extractBodyLimit), async (req, res) => {
    const { accountId, plan } = authOf(req);
    res.json(await inspectDocument(deps, { accountId, plan, body: req.body, requestId: req.id, source: serviceSource(req.headers["x-service-source"]) }));
  });
  return router;
}
