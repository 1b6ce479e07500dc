import { pipeline } from "node:stream/promises";
import { Router } from "express";
import { AppError, renderListQuerySchema } from "@quire/contracts";
import { authOf } from "../http/authenticate";
import { decodeKeyset, encodeKeyset } from "../http/keyset-cursor";
import { jsonBody, renderBodyLimit } from "../http/json-body";
import { validate } from "../http/validate";
import { createRender, type RenderDeps } from "./create-render";
import { presignRender, toListItem, toRecord } from "./render-views";

export function renderRoutes(deps: RenderDeps): Router {
  const router = Router();

  router.post("/render", jsonBody(renderBodyLimit), async (req, res) => {
    const { accountId, plan } = authOf(req);
    const wantsPdf = req.accepts(["application/json", "application/pdf"]) === "application/pdf" && !/application\/json/.test(req.headers.accept ?? "");
    const output = await createRender(deps, {
      accountId,
      plan,
      body: req.body,
      wantsPdf,
      requestId: req.id,
      idempotencyHeader: req.headers["idempotency-key"],
      sourceHeader: req.headers["x-service-source"],
    });
    if (output.kind === "pdf") {
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `attachment; filename="${output.renderId}.pdf"`);
      res.setHeader("Content-Length", String(output.pdf.size));
      if (output.emailHeader) res.setHeader("x-email-sent", output.emailHeader);
      if ("bytes" in output.pdf) {
        res.end(output.pdf.bytes);
        return;
      }
      // Headers are gone by now: a disk error or a caller that hangs up mid-file can only cut the
      // response short (destroyed by pipeline), never turn into an error envelope.
      await pipeline(output.pdf.stream, res).catch(() => undefined);
      return;
    }
    if (output.replayed) res.setHeader("idempotency-replayed", "true");
    res.json(output.result);
  });

  router.get("/render/:id", async (req, res) => {
    const { accountId } = authOf(req);
    const render = await deps.db.render.findFirst({ where: { id: req.params.id, accountId } });
    if (!render) throw new AppError("not_found", "No render with this id exists for this account.");
    res.json(toRecord(render, await presignRender(deps.store, render, deps.presignTtlSeconds)));
  });

  router.get("/renders", async (req, res) => {
    const { accountId } = authOf(req);
    const query = validate(renderListQuerySchema, req.query, "query");
    // Keyset over (createdAt desc, id desc): stable while new renders arrive, which sort first.
    const after = query.cursor ? decodeKeyset(query.cursor) : null;
    const rows = await deps.db.render.findMany({
      where: {
        accountId,
        ...(query.source ? { source: query.source } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    res.json({
      renders: page.map(toListItem),
      next_cursor: rows.length > query.limit && last ? encodeKeyset({ rank: 0, createdAt: last.createdAt, id: last.id }) : null,
    });
  });

  return router;
}
