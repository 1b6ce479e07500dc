import pino from "pino";
import { ChromiumSupervisor } from "../../src/chromium/chromium-supervisor";
import { TEST_CHROMIUM_PATH } from "./chromium-path";

/** A started supervisor of one page at a time, as the browser tests that print directly use it. */
export async function startTestChromium(restartAfter = 200): Promise<ChromiumSupervisor> {
  const chromium = new ChromiumSupervisor({
    executablePath: TEST_CHROMIUM_PATH,
    concurrency: 1,
    restartAfter,
    isolation: "page",
    logger: pino({ level: "silent" }),
  });
  await chromium.start();
  return chromium;
}
