import type { Logger } from "pino";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./launch-browser";

/**
 * `auto` (default): sandboxed unless the worker runs as root, falling back (loudly) when the host
 * forbids the user namespaces the sandbox needs; `on`: sandboxed or the worker does not start;
 * `off`: never (a host that isolates the worker some other way).
 */
export type SandboxMode = "auto" | "on" | "off";

export class SandboxUnavailableError extends Error {
  override readonly name = "SandboxUnavailableError";
}

const ROOT_REASON = "the worker runs as root, and Chromium refuses to sandbox itself as root";

/**
 * Launches the first browser under `mode` and reports whether it is sandboxed; later launches
 * reuse that answer (`launchBrowser` with `sandbox`), so a host is probed once per process.
 * Chromium's sandbox (user namespaces and seccomp-bpf around every renderer) is what stands
 * between a renderer exploit and the worker's files and network, beyond request routing.
 */
export async function launchFirstBrowser({
  executablePath,
  mode,
  logger,
  uid = process.getuid?.(),
}: {
  executablePath: string;
  mode: SandboxMode;
  logger: Pick<Logger, "warn" | "error">;
  /** The worker's user id (a parameter for tests); undefined off POSIX. */
  uid?: number;
}): Promise<{ browser: Browser; sandboxed: boolean }> {
  const unsandboxed = async () => ({ browser: await launchBrowser({ executablePath, sandbox: false }), sandboxed: false });
  if (mode === "off") return unsandboxed();
  if (uid === 0) {
    if (mode === "on")
      throw new SandboxUnavailableError(`CHROMIUM_SANDBOX=on, but ${ROOT_REASON}; run the worker as an unprivileged user (the Docker image does)`);
    logger.warn(
      `chromium runs without its sandbox: ${ROOT_REASON}. Run the worker as an unprivileged user, or set CHROMIUM_SANDBOX=off to say this is intended`,
    );
    return unsandboxed();
  }
  try {
    return { browser: await launchBrowser({ executablePath, sandbox: true }), sandboxed: true };
  } catch (error) {
    if (mode === "on") {
      throw new SandboxUnavailableError(
        `CHROMIUM_SANDBOX=on, but Chromium could not start sandboxed (the host must allow unprivileged user namespaces): ${(error as Error).message}`,
        { cause: error },
      );
    }
    const fallback = await unsandboxed();
    logger.error(
      { err: error },
      "chromium could not start with its sandbox (the host forbids unprivileged user namespaces?) and runs without it; allow them, or set CHROMIUM_SANDBOX=on to refuse to start instead, or CHROMIUM_SANDBOX=off to say this is intended",
    );
    return fallback;
  }
}
