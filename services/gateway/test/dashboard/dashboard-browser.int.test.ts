// The dashboard in a real browser (issue 16, "Tests — in a real browser"): Debian's Chromium
// through playwright-core against the real stack (gateway, render worker with Chromium, extract
// worker, Postgres, Redis, a Resend-protocol stand-in). One browser for the file; each test its
// own context. `pnpm dashboard:screenshots` runs this file with DASHBOARD_SCREENSHOTS set to
// re-render docs/dashboard/*.png.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "@jest/globals";
import type { Browser, Page } from "playwright-core";
import { findUserByEmail, mintSignInLink } from "@quire/db";
import { bearer, postJson } from "../harness";
import { launchTestBrowser, openPage, screenshot, seriousViolations, type WatchedPage } from "./browser";
import { startDashboardStack, type DashboardClient, type DashboardStack } from "./dashboard-stack";

const run = promisify(execFile);
let stack: DashboardStack;
let browser: Browser;
let base: string;
/** The person most tests act as (state builds up across tests: renders, an extraction). */
let main: { email: string; accountId: string; client: DashboardClient };
const opened: WatchedPage[] = [];
/** What the `evaluateAll` callbacks use of an element: they run in the page, and tests are compiled without the DOM types. */
interface PageElement {
  closest(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { left: number; top: number; right: number; bottom: number };
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startDashboardStack({ render: true, extract: true }), launchTestBrowser()]);
  base = stack.baseUrl;
  const user = await stack.newUser("pro");
  await stack.db.account.update({ where: { id: user.accountId }, data: { name: "Northwind Labs" } });
  main = { ...user, client: await stack.signIn(user.email) };
  await stack.db.user.updateMany({ where: { accountId: user.accountId }, data: { email: "ada@northwind.example" } });
}, 90_000);

afterEach(async () => {
  for (const { context } of opened.splice(0)) await context.close();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function open(options: { signedIn?: boolean } = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, { baseUrl: base, ...(options.signedIn === false ? {} : { cookie: main.client.cookie! }) });
  watched.page.setDefaultTimeout(20_000);
  opened.push(watched);
  return watched;
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

// An invoice of our own (invented parties and numbers), rendered by our invoice theme.
const INVOICE = `\`\`\`invoice
number: QA-7781
date: 2026-02-10
due: 30
currency: USD
from:
  name: Larkspur Instruments LLC
  address: [18 Foundry Lane, "Portland, OR 97209"]
to:
  name: Juniper Field Services
  address: [402 Orchard Road, "Boise, ID 83702"]
items:
  - { description: Calibration visit, quantity: 2, unitPrice: 375 }
  - { description: Replacement probe, quantity: 4, unitPrice: 62.5 }
taxRate: 6
\`\`\`
`;

describe("dashboard in the browser", () => {
  it("signs in through the emailed magic link; a used or expired link is refused; sign-out ends the session", async () => {
    const { email } = await stack.newUser("free");
    const { page, errors } = await open({ signedIn: false });
    await page.goto(`${base}/`);
    await page.getByRole("heading", { name: "Sign in to Quire" }).waitFor();
    await expectAccessible(page);
    await screenshot(page, "sign-in");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("status").textContent()).resolves.toMatch(/sign-in link is on its way/);

    const token = await stack.emailedToken(email);
    await page.goto(`${base}/dashboard/sign-in#token=${token}`);
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(new URL(page.url()).hash).toBe(""); // the token leaves the address bar at once
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Overview" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await expect(page.locator(".who").textContent()).resolves.toContain(email);
    expect(errors).toEqual([]);

    // The same link again, in another browser: refused.
    const other = await open({ signedIn: false });
    await other.page.goto(`${base}/dashboard/sign-in#token=${token}`);
    await other.page.getByRole("button", { name: "Sign in" }).click();
    await expect(other.page.getByRole("alert").textContent()).resolves.toMatch(/already used or has expired/);
    // An expired one too.
    const expired = await mintSignInLink(stack.db, { userId: (await findUserByEmail(stack.db, email))!.id, now: new Date(Date.now() - 20 * 60_000) });
    await other.page.goto(`${base}/dashboard/sign-in#token=${expired.token}`);
    await other.page.getByRole("button", { name: "Sign in" }).click();
    await expect(other.page.getByRole("alert").textContent()).resolves.toMatch(/already used or has expired/);
    // The refusals are the only console noise (the browser logs each 403 response).
    expect(other.errors.every((e) => /status of 403/.test(e))).toBe(true);

    const [cookie] = await page.context().cookies();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to Quire" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Sign in to Quire" }).waitFor();
    const replay = await fetch(`${base}/dashboard/api/keys`, { headers: { cookie: `${cookie!.name}=${cookie!.value}` } });
    expect(replay.status).toBe(401);
    expect(errors).toEqual([]);
  }, 90_000);

  it("creates a key shown exactly once, which works on the API until it is revoked", async () => {
    const { page, errors } = await open();
    const bodies: Array<{ at: number; text: Promise<string> }> = [];
    let reloads = 0;
    page.on("response", (res) => {
      if (res.url().includes("/dashboard/")) bodies.push({ at: reloads, text: res.text().catch(() => "") });
    });
    await page.goto(`${base}/dashboard/keys`);
    await page.getByRole("heading", { name: "API keys" }).waitFor();
    await page.getByLabel("Key name").fill("Billing backend");
    await page.getByRole("button", { name: "Create key" }).click();
    const key = await page.getByLabel("Secret key").inputValue();
    expect(key).toMatch(/^sk_key_[0-9a-z]{20}_[0-9a-z]{40}$/);
    await expect(page.locator(".new-key .warning").textContent()).resolves.toMatch(/shown only once/);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByText("Copied to the clipboard.").waitFor();
    await expectAccessible(page);
    await screenshot(page, "api-keys");

    const rendered = await postJson(`${base}/api/v1/render`, key, { markdown: "# The new key works" });
    expect(rendered.status).toBe(200);

    reloads = 1;
    await page.reload();
    await page.getByRole("cell", { name: "Billing backend", exact: true }).waitFor();
    const secret = key.slice(-40);
    expect(await page.content()).not.toContain(secret);
    const afterReload = await Promise.all(bodies.filter((b) => b.at === 1).map((b) => b.text));
    expect(afterReload.length).toBeGreaterThan(1);
    for (const text of afterReload) expect(text).not.toContain(secret);
    await expect(page.getByRole("row", { name: /Billing backend/ }).textContent()).resolves.toContain(`sk_${key.split("_")[1]}_${key.split("_")[2]}_…`);

    await page.getByRole("button", { name: "Revoke Billing backend" }).click();
    await page.getByRole("dialog").waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Revoke key" }).click();
    await page.getByText("No live keys.").waitFor();
    const refused = await fetch(`${base}/api/v1/usage`, { headers: bearer(key) });
    expect(refused.status).toBe(401);
    expect(errors).toEqual([]);
  }, 90_000);

  it("a playground render appears in Renders as web, and its download is a PDF with the text", async () => {
    const { page, errors } = await open();
    await page.goto(`${base}/dashboard/playground`);
    await page.getByLabel("Markdown").fill("---\ntitle: Site survey notes\n---\n\n# Site survey notes\n\nThe heron count rose to seventeen.\n");
    await page.getByLabel("Theme", { exact: true }).selectOption("editorial");
    await page.getByRole("button", { name: "Preview" }).click();
    await page.locator(".pdf-page canvas[data-rendered='true']").first().waitFor();
    await expectAccessible(page);
    await screenshot(page, "playground");

    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Renders" }).click();
    await page.getByRole("heading", { name: "Renders" }).waitFor();
    await page.getByLabel("Source").selectOption("web");
    const row = page.getByRole("row", { name: /Site survey notes/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/rendered.*web/);
    await expectAccessible(page);
    await screenshot(page, "renders");
    await page.getByLabel("Source").selectOption("mcp");
    await page.getByText("No renders yet.").waitFor();
    await page.getByLabel("Source").selectOption("web");

    await page.getByRole("link", { name: "Site survey notes" }).click();
    await page.getByRole("heading", { name: "Render" }).waitFor();
    await expect(page.locator("dl.record").textContent()).resolves.toMatch(/Sourceweb/);
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    const file = await download.path();
    const { stdout } = await run("pdftotext", [file, "-"]);
    expect(stdout).toContain("The heron count rose to seventeen.");
    expect(errors).toEqual([]);
  }, 90_000);

  it("extract: inspect, run, and every box sits on its value's bbox; hovering highlights both ways", async () => {
    const pdf = Buffer.from(
      await (
        await main.client.request("POST", "/render", { body: { markdown: INVOICE, theme: "invoice" }, headers: { accept: "application/pdf" } })
      ).arrayBuffer(),
    );
    const { page, errors } = await open();
    await page.goto(`${base}/dashboard/extract`);
    await page.getByLabel("PDF file").setInputFiles({ name: "invoice-qa-7781.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("heading", { name: "Inspection (free)" }).waitFor();
    await expect(page.locator("dl.record").textContent()).resolves.toMatch(/Pages1/);
    const usedBefore = (await (await main.client.get("/overview")).json()) as { used: number };

    await page.getByLabel("Preset", { exact: true }).selectOption("invoice");
    const [response] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === "/dashboard/api/extract" && res.request().method() === "POST"),
      page.getByRole("button", { name: "Run extraction" }).click(),
    ]);
    const envelope = (await response.json()) as {
      data: Record<string, unknown>;
      fields: Record<string, { bbox: [number, number, number, number]; page: number }>;
    };
    expect(envelope.data.invoice_number).toBe("QA-7781");
    expect(((await (await main.client.get("/overview")).json()) as { used: number }).used).toBeGreaterThan(usedBefore.used);

    const paths = Object.keys(envelope.fields);
    expect(paths.length).toBeGreaterThan(8);
    await page.locator(".pdf-page canvas[data-rendered='true']").first().waitFor();
    expect(await page.locator(".field-box").count()).toBe(paths.length);
    // Each overlay, converted back to PDF points, sits on the envelope's bbox within 1 pt.
    const measured = await page.locator(".field-box").evaluateAll((boxes: PageElement[]) =>
      boxes.map((box) => {
        const pageEl = box.closest(".pdf-page")!;
        const scale = Number(pageEl.getAttribute("data-scale"));
        const frame = pageEl.getBoundingClientRect();
        const r = box.getBoundingClientRect();
        return {
          path: box.getAttribute("data-field")!,
          page: Number(pageEl.getAttribute("data-page")),
          bbox: [(r.left - frame.left) / scale, (r.top - frame.top) / scale, (r.right - frame.left) / scale, (r.bottom - frame.top) / scale],
        };
      }),
    );
    for (const { path, page: pageNumber, bbox } of measured) {
      const expected = envelope.fields[path]!;
      expect(pageNumber).toBe(expected.page);
      bbox.forEach((value, i) => expect(Math.abs(value - expected.bbox[i]!)).toBeLessThanOrEqual(1));
    }

    // Hovering a value highlights its box (and only it); hovering a box highlights its value.
    await page.locator('.tree button[data-field="total"]').hover();
    await expect(page.locator(".field-box.active").evaluateAll((boxes: PageElement[]) => boxes.map((b) => b.getAttribute("data-field")))).resolves.toEqual([
      "total",
    ]);
    await page.locator('.field-box[data-field="invoice_number"]').hover();
    await expect(page.locator(".tree button.active").evaluateAll((items: PageElement[]) => items.map((b) => b.getAttribute("data-field")))).resolves.toEqual([
      "invoice_number",
    ]);
    // Keyboard: focusing a value does the same.
    await page.locator('.tree button[data-field="currency"]').focus();
    await expect(page.locator(".field-box.active").evaluateAll((boxes: PageElement[]) => boxes.map((b) => b.getAttribute("data-field")))).resolves.toEqual([
      "currency",
    ]);
    await page.locator('.tree button[data-field="total"]').hover();
    await expectAccessible(page);
    await screenshot(page, "extract");
    expect(errors).toEqual([]);
  }, 90_000);

  it("templates and themes: create and delete a template; a theme's CSS editor shows what the sanitiser removed", async () => {
    const { page, errors } = await open();
    await page.goto(`${base}/dashboard/templates`);
    await page.getByRole("cell", { name: "report", exact: true }).waitFor();
    await page.getByRole("button", { name: "New template" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Field report");
    await page.getByLabel("Format").selectOption("Letter");
    await page.getByRole("button", { name: "Create template" }).click();
    await page.getByRole("cell", { name: "Field report", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Edit template Report", exact: true }).count()).toBe(0);

    await page.getByRole("button", { name: "New theme" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Harbour");
    await page.getByLabel("Heading font").selectOption("slab");
    await page.getByLabel("Custom CSS").fill("@import url(https://fonts.example/x.css);\nh1 { color: #0f4c81; }");
    await page.getByRole("button", { name: "Create theme" }).click();
    await page.getByText("The sanitiser removed").waitFor();
    await expect(page.locator("ul.removed").textContent()).resolves.toContain("@import");
    await expect(page.getByLabel("Custom CSS").inputValue()).resolves.not.toContain("@import");
    await page.getByRole("cell", { name: "Harbour", exact: true }).waitFor();
    const saved = (await (await main.client.get("/themes/harbour")).json()) as { fonts: Record<string, string>; customCss: string };
    expect(saved).toMatchObject({ fonts: { heading: "slab" } });
    expect(saved.customCss).toContain("#0f4c81");
    await expectAccessible(page);
    await screenshot(page, "templates");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete template Field report" }).click();
    await page.getByRole("cell", { name: "Field report", exact: true }).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  }, 90_000);

  it("overview shows plan, usage, the daily chart and latest renders; every page passes axe", async () => {
    const { page, errors } = await open();
    await page.goto(`${base}/dashboard`);
    await page.getByRole("heading", { name: "Credits per day" }).waitFor();
    await expect(page.locator(".cards").textContent()).resolves.toMatch(/pro.*\d+ \/ 500.*5 req\/s/);
    expect(await page.locator(".chart rect").count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, "overview");
    // Every page by keyboard-reachable navigation, each scanned.
    for (const name of ["API keys", "Renders", "Playground", "Templates and themes", "Extract"]) {
      const link = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name, exact: true });
      await link.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name, level: 1 }).waitFor();
      await expect(link.getAttribute("aria-current")).resolves.toBe("page");
      await expectAccessible(page);
    }
    expect(errors).toEqual([]);
  }, 90_000);

  it("CSRF and ownership hold for requests made from the page itself", async () => {
    const other = await stack.newUser("pro");
    const otherClient = await stack.signIn(other.email);
    const foreignRender = ((await (await otherClient.post("/render", { markdown: "# Not yours" })).json()) as { id: string }).id;
    const foreignTemplate = ((await (await otherClient.post("/templates", { name: "Not yours" })).json()) as { slug: string }).slug;
    const foreignKey = ((await (await otherClient.post("/keys", { name: "not yours" })).json()) as { id: string }).id;
    const { page } = await open();
    await page.goto(`${base}/dashboard`);
    await page.getByRole("heading", { name: "Overview" }).waitFor();
    const statuses = await page.evaluate(
      async ({ foreignRender, foreignTemplate, foreignKey }) => {
        const post = (path: string, headers: Record<string, string> = {}) =>
          fetch(`/dashboard/api${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ name: "x" }) });
        return {
          withoutToken: (await post("/keys")).status,
          wrongToken: (await post("/keys", { "x-csrf-token": "forged" })).status,
          foreignRender: (await fetch(`/dashboard/api/render/${foreignRender}`)).status,
          foreignTemplate: (await fetch(`/dashboard/api/templates/${foreignTemplate}`, { method: "DELETE", headers: { "x-csrf-token": "forged" } })).status,
          foreignKey: (await fetch(`/dashboard/api/keys/${foreignKey}`, { method: "DELETE" })).status,
        };
      },
      { foreignRender, foreignTemplate, foreignKey },
    );
    expect(statuses).toEqual({ withoutToken: 403, wrongToken: 403, foreignRender: 404, foreignTemplate: 403, foreignKey: 403 });
    const csrf = ((await (await main.client.get("/session")).json()) as { csrfToken: string }).csrfToken;
    const withToken = await page.evaluate(
      async ({ csrf, foreignTemplate, foreignKey }) => ({
        foreignTemplate: (await fetch(`/dashboard/api/templates/${foreignTemplate}`, { method: "DELETE", headers: { "x-csrf-token": csrf } })).status,
        foreignKey: (await fetch(`/dashboard/api/keys/${foreignKey}`, { method: "DELETE", headers: { "x-csrf-token": csrf } })).status,
      }),
      { csrf, foreignTemplate, foreignKey },
    );
    expect(withToken).toEqual({ foreignTemplate: 404, foreignKey: 404 });
    const headers = (await page.goto(`${base}/dashboard/keys`))!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(headers["content-security-policy"]).not.toMatch(/unsafe-inline|https?:/);
  }, 90_000);
});
