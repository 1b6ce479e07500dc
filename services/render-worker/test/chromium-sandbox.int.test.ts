import { afterEach, describe, expect, it } from "@jest/globals";
import pino from "pino";
import type { Browser } from "playwright-core";
import { launchFirstBrowser, SandboxUnavailableError } from "../src/chromium/chromium-sandbox";
import { ChromiumSupervisor } from "../src/chromium/chromium-supervisor";
import { createLockedContext } from "../src/chromium/prepare-page";
import { TEST_CHROMIUM_PATH } from "./support/chromium-path";
import { rendererSeccompModes, unprivilegedChromium, type WrappedChromium } from "./support/unprivileged-chromium";
import { until } from "./support/until";

const UNPRIVILEGED = 65534;
const wrappers: WrappedChromium[] = [];
const browsers: Browser[] = [];

function recordingLogger() {
  const lines: Array<{ level: string; message: string }> = [];
  const record = (level: string) => (first: unknown, second?: unknown) => {
    lines.push({ level, message: typeof first === "string" ? first : String(second) });
  };
  return { lines, logger: { warn: record("warn"), error: record("error") } };
}

/** The launch's error; a browser that started after all is kept for afterEach to close. */
async function launchError(launching: ReturnType<typeof launchFirstBrowser>): Promise<unknown> {
  return launching.then(
    ({ browser }) => {
      browsers.push(browser);
      return "started";
    },
    (error: unknown) => error,
  );
}

/** Prints a page in a locked context and returns the renderer processes' seccomp modes meanwhile. */
async function printAndInspect(browser: Browser, browserPid: number): Promise<{ pdf: Buffer; seccomp: number[] }> {
  const context = await createLockedContext(browser);
  const page = await context.newPage();
  await page.setContent("<h1>Sandboxed</h1><p>Hello.</p>");
  const pdf = await page.pdf({ format: "A4" });
  const seccomp = rendererSeccompModes(browserPid);
  await context.close();
  return { pdf, seccomp };
}

afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close().catch(() => undefined)));
  for (const wrapper of wrappers.splice(0)) wrapper.remove();
});

describe("chromium sandbox", () => {
  it("runs every renderer under Chromium's seccomp sandbox when the worker is unprivileged", async () => {
    const wrapper = unprivilegedChromium(TEST_CHROMIUM_PATH);
    wrappers.push(wrapper);
    const { lines, logger } = recordingLogger();
    const { browser, sandboxed } = await launchFirstBrowser({ executablePath: wrapper.executablePath, mode: "auto", logger, uid: UNPRIVILEGED });
    browsers.push(browser);
    expect(sandboxed).toBe(true);
    expect(lines).toEqual([]);
    const { pdf, seccomp } = await printAndInspect(browser, wrapper.browserPid());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(seccomp.length).toBeGreaterThan(0);
    expect(seccomp.every((mode) => mode === 2)).toBe(true);
  }, 60_000);

  it("runs renderers without a seccomp filter when the sandbox is off (so the check above can fail)", async () => {
    const wrapper = unprivilegedChromium(TEST_CHROMIUM_PATH);
    wrappers.push(wrapper);
    const { browser, sandboxed } = await launchFirstBrowser({
      executablePath: wrapper.executablePath,
      mode: "off",
      logger: recordingLogger().logger,
      uid: UNPRIVILEGED,
    });
    browsers.push(browser);
    expect(sandboxed).toBe(false);
    const { seccomp } = await printAndInspect(browser, wrapper.browserPid());
    expect(seccomp.length).toBeGreaterThan(0);
    expect(seccomp.every((mode) => mode === 0)).toBe(true);
  }, 60_000);

  it("auto: falls back to no sandbox on a host without one, and says so as an error", async () => {
    const wrapper = unprivilegedChromium(TEST_CHROMIUM_PATH, { noUsableSandbox: true });
    wrappers.push(wrapper);
    const { lines, logger } = recordingLogger();
    const { browser, sandboxed } = await launchFirstBrowser({ executablePath: wrapper.executablePath, mode: "auto", logger, uid: UNPRIVILEGED });
    browsers.push(browser);
    expect(sandboxed).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe("error");
    expect(lines[0]!.message).toMatch(/without it.*CHROMIUM_SANDBOX=on/);
    const { pdf } = await printAndInspect(browser, wrapper.browserPid());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  }, 60_000);

  it("on: refuses to start on a host without a sandbox, with Chromium's reason", async () => {
    const wrapper = unprivilegedChromium(TEST_CHROMIUM_PATH, { noUsableSandbox: true });
    wrappers.push(wrapper);
    const error = await launchError(
      launchFirstBrowser({ executablePath: wrapper.executablePath, mode: "on", logger: recordingLogger().logger, uid: UNPRIVILEGED }),
    );
    expect(error).toBeInstanceOf(SandboxUnavailableError);
    expect((error as Error).message).toMatch(/could not start sandboxed.*No usable sandbox/s);
  }, 60_000);

  it("as root: `on` refuses to start without trying, `auto` warns and runs unsandboxed", async () => {
    const { lines, logger } = recordingLogger();
    const error = await launchError(launchFirstBrowser({ executablePath: TEST_CHROMIUM_PATH, mode: "on", logger, uid: 0 }));
    expect(error).toBeInstanceOf(SandboxUnavailableError);
    expect((error as Error).message).toMatch(/CHROMIUM_SANDBOX=on, but the worker runs as root/);
    const { browser, sandboxed } = await launchFirstBrowser({ executablePath: TEST_CHROMIUM_PATH, mode: "auto", logger, uid: 0 });
    browsers.push(browser);
    expect(sandboxed).toBe(false);
    expect(lines).toEqual([{ level: "warn", message: expect.stringMatching(/without its sandbox: the worker runs as root/) }]);
  }, 60_000);

  it("the supervisor reports the decision in its stats and launches later browsers the same way", async () => {
    const wrapper = unprivilegedChromium(TEST_CHROMIUM_PATH, { noUsableSandbox: true });
    wrappers.push(wrapper);
    const supervisor = new ChromiumSupervisor({
      executablePath: wrapper.executablePath,
      concurrency: 1,
      restartAfter: 1,
      isolation: "page",
      sandbox: "auto",
      logger: pino({ level: "silent" }),
    });
    try {
      await supervisor.start();
      expect(supervisor.stats().sandboxed).toBe(false);
      // restartAfter 1: a render triggers a relaunch, which must not probe (and fail) again.
      for (let restarts = 1; restarts <= 2; restarts++) {
        const pdf = await supervisor.renderPdf({ html: "<p>x</p>", pdfOptions: { format: "A4" }, signal: new AbortController().signal });
        expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
        await until(() => supervisor.stats().restarts >= restarts, `relaunch ${restarts}`);
      }
      // As root (CI) the supervisor knows better than to probe; unprivileged, it probes exactly once.
      const probe = process.getuid?.() === 0 ? [] : ["sandbox"];
      expect(wrapper.launches()).toEqual([...probe, "no-sandbox", "no-sandbox", "no-sandbox"]);
      expect(supervisor.stats().crashes).toBe(0);
    } finally {
      await supervisor.close();
    }
  }, 60_000);
});
