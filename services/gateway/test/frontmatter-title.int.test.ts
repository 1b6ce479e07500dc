// A frontmatter title Postgres cannot store (YAML's "\0", an unpaired "\ud800") is cleaned
// silently: the render succeeds on its first attempt and the stored title is the rest of the text.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { getUsage } from "@quire/db";
import { postJson } from "./harness";
import { startLiveStack, type LiveStack } from "./live-stack";

let stack: LiveStack;

beforeAll(async () => {
  stack = await startLiveStack({ render: true });
}, 60_000);
afterAll(async () => {
  await stack.close();
});

describe("frontmatter title", () => {
  it.each([
    ["a NUL", 'title: "Quarterly\\0 report"'],
    ["an unpaired surrogate", 'title: "Quarterly\\ud800 report"'],
  ])("with %s is stored cleaned, rendered once and charged once", async (_label, line) => {
    const { key, accountId } = await stack.newCaller("pro");
    const res = await postJson(`${stack.baseUrl}/api/v1/render`, key, { markdown: `---\n${line}\n---\n\n# Body` });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; status: string; stored: boolean };
    expect(body).toMatchObject({ status: "rendered", stored: true });
    expect(await stack.db.render.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({ status: "rendered", title: "Quarterly report", stored: true });
    const job = await stack.gateway.renderQueue.queue.getJob(body.id);
    expect(job?.attemptsMade).toBe(1);
    expect((await getUsage(stack.db, { accountId, plan: "pro" })).used).toBe(1);
  }, 60_000);
});
