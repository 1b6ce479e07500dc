// The parse time limit end to end: the gateway hands its PARSE_TIMEOUT_MS to the job, the worker's
// parser pool kills the child at that limit, and the caller gets 504 render_timeout (the contract's
// code for it) with the credit charged up front refunded. Real gateway, queue, worker and children.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { getUsage } from "@quire/db";
import { makePdf } from "../../extract-worker/test/fixtures/make-pdf";
import { errorCode, postJson, startTestGateway, type TestGateway } from "./harness";
import { startInProcessExtractWorker, type InProcessExtractWorker } from "./in-process-extract-worker";

const PARSE_TIMEOUT_MS = 1_000;

/** One page of 600,000 tiny text operations: ~45 KB, and several seconds of pdf.js work. */
const slowPdf = makePdf([{ content: "BT /F1 1 Tf 10 10 Td (x) Tj ET\n".repeat(600_000), deflate: true }]);
const quickPdf = makePdf([{ content: "BT /F1 12 Tf 72 720 Td (Invoice 42) Tj ET" }]);
const b64 = (bytes: Buffer) => bytes.toString("base64");

let gw: TestGateway;
let worker: InProcessExtractWorker;

beforeAll(async () => {
  gw = await startTestGateway({ extract: { parseTimeoutMs: PARSE_TIMEOUT_MS } });
  // The pool's own default is far longer: the limit that fires must be the one the gateway sent.
  worker = await startInProcessExtractWorker({ prefix: gw.prefix, parseTimeoutMs: 60_000, warm: true });
});

afterAll(async () => {
  await worker.close();
  await gw.close();
});

describe("parse time limit", () => {
  it("answers POST /api/v1/extract with 504 render_timeout, refunds the credit and records the failure", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const res = await postJson(`${gw.baseUrl}/api/v1/extract`, key, { file_base64: b64(slowPdf), preset: "full_text" });
    expect(res.status).toBe(504);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("render_timeout");
    // The worker's kill at the gateway's limit, not the gateway giving up on the queue.
    expect(body.error.message).toBe(`Parsing the document took longer than ${PARSE_TIMEOUT_MS} ms.`);
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(0);
    const rows = await gw.db.extraction.findMany({ where: { accountId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "failed", errorCode: "render_timeout", creditsCharged: 0 });
  });

  it("answers POST /api/v1/extract/inspect with 504 render_timeout, unbilled", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const res = await postJson(`${gw.baseUrl}/api/v1/extract/inspect`, key, { file_base64: b64(slowPdf) });
    expect(res.status).toBe(504);
    expect(await errorCode(res)).toBe("render_timeout");
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(0);
  });

  it("serves the next document after the killed parser was replaced, charging for it", async () => {
    const { key, accountId } = await gw.newCaller("pro");
    const res = await postJson(`${gw.baseUrl}/api/v1/extract`, key, { file_base64: b64(quickPdf), preset: "full_text" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pages: 1, credits_charged: 1, data: { text: "Invoice 42" } });
    expect((await getUsage(gw.db, { accountId, plan: "pro" })).used).toBe(1);
  });
});
