// Browser helpers for the dashboard's tests: Debian's Chromium through playwright-core (as the
// render worker drives it), console-error collection, axe-core scans and optional screenshots.
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { TEST_CHROMIUM_PATH } from "../../../render-worker/test/support/chromium-path";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

export function launchTestBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, headless: true, args: ["--disable-gpu", "--disable-dev-shm-usage"] });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export async function openPage(browser: Browser, { cookie, baseUrl }: { cookie?: string; baseUrl: string }): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  if (cookie) {
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return { page, context, errors };
}

let axeSource: Promise<string> | undefined;

/**
 * axe-core from node_modules, evaluated through DevTools (which the page's CSP does not govern, so
 * the policy stays exactly as served). Returns the serious and critical violations.
 */
export async function seriousViolations(page: Page): Promise<Array<{ id: string; impact: string; targets: string[] }>> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(await axeSource);
  const violations = await page.evaluate<
    Array<{ id: string; impact: string; targets: string[] }>
  >(`axe.run(document, { resultTypes: ["violations"] }).then((result) =>
    result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) })))`);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** With DASHBOARD_SCREENSHOTS=<dir> (see `pnpm dashboard:screenshots`), saves the page there. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.DASHBOARD_SCREENSHOTS;
  if (!dir) return;
  await mkdir(path.resolve(repoRoot, dir), { recursive: true });
  await page.screenshot({ path: path.resolve(repoRoot, dir, `${name}.png`), fullPage: true });
}
