// A frontmatter title Postgres cannot store (YAML's "\0", an unpaired "\ud800") is cleaned
// silently: the render succeeds on its first attempt and the stored title is the rest of the text.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { getUsage } from "@quire/db";
import { Redis } from "ioredis";
import { TEST_REDIS_URL } from "../../../test-support/database";
import { postJson } from "./harness";
import { startLiveStack, type LiveStack } from "./live-stack";

let stack: LiveStack;

beforeAll(async () => {
  stack = await startLiveStack({ render: true });
}, 60_000);
afterAll(async () => {
  await stack.close();
});

async function attempts(jobId: string): Promise<number> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const events = await redis.xrange(stack.gateway.renderQueue.queue.toKey("events"), "-", "+");
    return events.filter(([, fields]: [string, string[]]) => {
      const entry = new Map(fields.flatMap((value, i) => (i % 2 === 0 ? [[value, fields[i + 1]] as const] : [])));
      return entry.get("event") === "active" && entry.get("jobId") === jobId;
    }).length;
  } finally {
    redis.disconnect();
  }
}

describe("frontmatter title", () => {
  it.each([
    ["a NUL", 'title: "Quarterly\\0 report"'],
    ["an unpaired surrogate", 'title: "Quarterly\\ud800 report"'],
  ])(
    "with %s is stored cleaned, rendered once and charged once",
    async (_label, line) => {
      const { key, accountId } = await stack.newCaller("pro");
      const res = await postJson(`${stack.baseUrl}/api/v1/render`, key, { markdown: `---\n${line}\n---\n\n# Body` });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: string; status: string; stored: boolean };
      expect(body).toMatchObject({ status: "rendered", stored: true });
      expect(await stack.db.render.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
        status: "rendered",
        title: "Quarterly report",
        stored: true,
      });
      // The gateway removes a job once it has the answer; the queue's event stream still records each attempt that went active.
      expect(await attempts(body.id)).toBe(1);
      expect((await getUsage(stack.db, { accountId, plan: "pro" })).used).toBe(1);
    },
    60_000,
  );
});
