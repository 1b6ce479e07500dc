// Step 2 of the dashboard (issue 16): its session-authenticated JSON routes against the real stack
// (gateway, render worker with Chromium, extract worker), through real HTTP.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createApiKey } from "@quire/db";
import { bearer, postJson } from "../harness";
import { startDashboardStack, type DashboardClient, type DashboardStack } from "./dashboard-stack";

let stack: DashboardStack;

beforeAll(async () => {
  stack = await startDashboardStack({ render: true, extract: true });
}, 90_000);

afterAll(async () => {
  await stack.close();
});

async function json<T = Record<string, unknown>>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function signedIn(plan: "free" | "pro" = "pro"): Promise<{ client: DashboardClient; accountId: string }> {
  const { email, accountId } = await stack.newUser(plan);
  return { client: await stack.signIn(email), accountId };
}

type RenderItem = { id: string; status: string; source: string; title: string; url?: string };

describe("dashboard API", () => {
  it("keys: the full key appears once, lists show the prefix only, and a revoked key gets 401 at once", async () => {
    const { client } = await signedIn();
    const created = await json<{ id: string; name: string; prefix: string; key: string; lastUsedAt: null }>(
      await client.post("/keys", { name: "CI deploys" }),
      201,
    );
    expect(created).toMatchObject({ name: "CI deploys", prefix: `sk_${created.id}_…`, lastUsedAt: null });
    expect(created.key).toMatch(new RegExp(`^sk_${created.id}_[0-9a-z]{40}$`));

    expect((await fetch(`${stack.baseUrl}/api/v1/usage`, { headers: bearer(created.key) })).status).toBe(200);
    const listText = await (await client.get("/keys")).text();
    expect(listText).not.toContain(created.key);
    expect(listText).not.toContain(created.key.slice(-40));
    const list = JSON.parse(listText) as { keys: Array<{ id: string; name: string; prefix: string; lastUsedAt: string | null }> };
    expect(list.keys).toEqual([expect.objectContaining({ id: created.id, name: "CI deploys", prefix: created.prefix })]);
    // The use above is recorded (written after the response, so wait for it).
    for (let i = 0; i < 100 && !(await stack.db.apiKey.findUnique({ where: { id: created.id } }))?.lastUsedAt; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    const relisted = await json<{ keys: Array<{ lastUsedAt: string | null }> }>(await client.get("/keys"));
    expect(relisted.keys[0]!.lastUsedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    expect(await json(await client.delete(`/keys/${created.id}`))).toEqual({ id: created.id, revoked: true });
    expect((await fetch(`${stack.baseUrl}/api/v1/usage`, { headers: bearer(created.key) })).status).toBe(401);
    expect((await json<{ keys: unknown[] }>(await client.get("/keys"))).keys).toEqual([]);
    expect((await client.delete(`/keys/${created.id}`)).status).toBe(404);
    expect((await client.post("/keys", { name: "" })).status).toBe(400);
  });

  it("playground renders are charged, stored with source web, and appear in history, filters, paging and the overview", async () => {
    const { client, accountId } = await signedIn();
    // A browser cannot relabel its renders: the dashboard's origin is always `web`.
    const first = await json<{ id: string; status: string; url: string }>(
      await client.post("/render", { markdown: "# Playground one\n\nHello from the dashboard.", title: "One" }, { headers: { "x-service-source": "api" } }),
    );
    expect(first.status).toBe("rendered");
    const pdfRes = await client.request("POST", "/render", { body: { markdown: "# Playground two" }, headers: { accept: "application/pdf" } });
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get("content-type")).toBe("application/pdf");
    const second = /filename="(rnd_[0-9a-z]+)\.pdf"/.exec(pdfRes.headers.get("content-disposition") ?? "")![1]!;
    expect(
      Buffer.from(await pdfRes.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // One made through the API by the same account, to filter against.
    const { key } = (await createApiKey(stack.db, { accountId }))!;
    const viaApi = await json<{ id: string }>(await postJson(`${stack.baseUrl}/api/v1/render`, key, { markdown: "# Through the API" }));

    const rows = await stack.db.render.findMany({ where: { accountId }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.id, r.source, r.status])).toEqual([
      [first.id, "web", "rendered"],
      [second, "web", "rendered"],
      [viaApi.id, "api", "rendered"],
    ]);

    const all = await json<{ renders: RenderItem[]; next_cursor: string | null }>(await client.get("/renders?limit=1&source=web"));
    expect(all.renders.map((r) => r.id)).toEqual([second]);
    expect(all.renders[0]).not.toHaveProperty("url");
    const next = await json<{ renders: RenderItem[]; next_cursor: string | null }>(await client.get(`/renders?limit=1&source=web&cursor=${all.next_cursor}`));
    expect(next.renders.map((r) => r.id)).toEqual([first.id]);
    expect(next.next_cursor).toBeNull();
    expect((await json<{ renders: RenderItem[] }>(await client.get("/renders?source=api"))).renders.map((r) => r.id)).toEqual([viaApi.id]);
    expect((await json<{ renders: RenderItem[] }>(await client.get("/renders?status=failed"))).renders).toEqual([]);
    expect((await client.get("/renders?status=done")).status).toBe(400);

    const record = await json<RenderItem>(await client.get(`/render/${first.id}`));
    expect(record).toMatchObject({ id: first.id, status: "rendered", source: "web", title: "One" });
    const download = await fetch(record.url!);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const overview = await json<{
      plan: string;
      used: number;
      limit: number;
      burstLimit: number;
      daily: Array<Record<string, number | string>>;
      latestRenders: RenderItem[];
    }>(await client.get("/overview"));
    expect(overview).toMatchObject({ plan: "pro", used: 3, limit: 500, burstLimit: 5 });
    const today = new Date().toISOString().slice(0, 10);
    expect(overview.daily.find((d) => d.date === today)).toEqual({ date: today, render: 3, deterministic: 0, model: 0, ocr: 0 });
    const now = new Date();
    expect(overview.daily).toHaveLength(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate());
    expect(overview.latestRenders.map((r) => r.id)).toEqual([viaApi.id, second, first.id]);
  }, 60_000);

  it("refuses state changes without the CSRF token, charging nothing", async () => {
    const { client } = await signedIn();
    const refused = await client.request("POST", "/render", { body: { markdown: "# no token" }, csrf: false });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "csrf_failed", message: expect.any(String) } });
    expect((await client.request("POST", "/templates", { body: { name: "No token" }, csrf: false })).status).toBe(403);
    expect((await client.request("POST", "/keys", { body: { name: "No token" }, csrf: false })).status).toBe(403);
    expect((await json<{ used: number }>(await client.get("/overview"))).used).toBe(0);
    expect((await json<{ keys: unknown[] }>(await client.get("/keys"))).keys).toEqual([]);
    // Without a session at all: the simple 401 form, as the API's.
    const anonymous = await fetch(`${stack.baseUrl}/dashboard/api/overview`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: expect.stringMatching(/Not signed in/) });
  });

  it("templates and themes: create, edit, delete; system templates read-only; CSS sanitised", async () => {
    const { client } = await signedIn();
    const template = await json<{ slug: string; system: boolean; format: string }>(
      await client.post("/templates", { name: "Board pack", format: "Letter", styles: { accent: "#123456" } }),
      201,
    );
    expect(template).toMatchObject({ slug: "board-pack", system: false, format: "Letter" });
    expect(await json(await client.patch(`/templates/${template.slug}`, { description: "Quarterly" }))).toMatchObject({ description: "Quarterly" });
    const listed = await json<{ templates: Array<{ slug: string; system: boolean }> }>(await client.get("/templates"));
    expect(listed.templates.filter((t) => t.system).length).toBe(7);
    expect(listed.templates.some((t) => t.slug === "board-pack")).toBe(true);
    const system = await client.patch("/templates/report", { name: "Mine" });
    expect(system.status).toBe(403);
    expect(((await system.json()) as { error: { code: string } }).error.code).toBe("system_template_read_only");
    expect(await json(await client.delete(`/templates/${template.slug}`))).toEqual({ slug: "board-pack", deleted: true });

    const theme = await json<{ slug: string; customCss: string }>(
      await client.post("/themes", {
        name: "Brand",
        customCss: "@import url(https://x.example/a.css); h1 { color: red; background: url(https://x.example/i.png) }",
      }),
      201,
    );
    expect(theme.customCss).not.toContain("@import");
    expect(theme.customCss).not.toContain("x.example");
    expect(theme.customCss).toContain("color: red");
    expect((await client.get(`/themes/${theme.slug}`)).status).toBe(200);
  });

  it("another account's renders, templates, themes and keys are invisible (404)", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const render = await json<{ id: string }>(await a.client.post("/render", { markdown: "# Private" }));
    const template = await json<{ slug: string; id: string }>(await a.client.post("/templates", { name: "Private template" }), 201);
    const theme = await json<{ slug: string }>(await a.client.post("/themes", { name: "Private theme" }), 201);
    const key = await json<{ id: string; key: string }>(await a.client.post("/keys", { name: "private" }), 201);

    expect((await b.client.get(`/render/${render.id}`)).status).toBe(404);
    expect((await json<{ renders: unknown[] }>(await b.client.get("/renders"))).renders).toEqual([]);
    expect((await b.client.patch(`/templates/${template.id}`, { name: "Stolen" })).status).toBe(404);
    expect((await b.client.delete(`/templates/${template.slug}`)).status).toBe(404);
    expect((await b.client.get(`/themes/${theme.slug}`)).status).toBe(404);
    expect((await b.client.delete(`/keys/${key.id}`)).status).toBe(404);
    expect((await json<{ keys: unknown[] }>(await b.client.get("/keys"))).keys).toEqual([]);
    // …and the owner's key still works.
    expect((await fetch(`${stack.baseUrl}/api/v1/usage`, { headers: bearer(key.key) })).status).toBe(200);
  }, 60_000);

  it("extract: inspect is free, a run is charged and recorded with source web, the document is not kept", async () => {
    const { client, accountId } = await signedIn();
    const pdf = Buffer.from(
      await (
        await client.request("POST", "/render", { body: { markdown: "# Extract me\n\nThe quick brown fox." }, headers: { accept: "application/pdf" } })
      ).arrayBuffer(),
    );
    const file_base64 = pdf.toString("base64");
    const inspected = await json<{ pages: number; costs: Record<string, number> }>(await client.post("/extract/inspect", { file_base64 }));
    expect(inspected).toMatchObject({ pages: 1, costs: { deterministic: 1 } });
    expect((await json<{ used: number }>(await client.get("/overview"))).used).toBe(1);

    const envelope = await json<{ data: { text: string }; credits_charged: number; extraction_method: string }>(
      await client.post("/extract", { file_base64, preset: "full_text" }),
    );
    expect(envelope.data.text).toContain("The quick brown fox.");
    expect(envelope).toMatchObject({ credits_charged: 1, extraction_method: "deterministic" });
    const extraction = await stack.db.extraction.findFirstOrThrow({ where: { accountId } });
    expect(extraction).toMatchObject({ source: "web", status: "succeeded" });
    const overview = await json<{ used: number; daily: Array<Record<string, number | string>> }>(await client.get("/overview"));
    expect(overview.used).toBe(2);
    expect(overview.daily.find((d) => d.date === new Date().toISOString().slice(0, 10))).toMatchObject({ render: 1, deterministic: 1 });
  }, 60_000);
});
