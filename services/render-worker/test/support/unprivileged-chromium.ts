import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parentPid } from "./chromium-process";

const NOBODY = 65534;

export interface WrappedChromium {
  /** An executable that starts `chromiumPath` as an unprivileged user, as the Docker image does. */
  executablePath: string;
  /** The browser process started last through the wrapper (exec keeps the wrapper's pid). */
  browserPid(): number;
  /** One entry per start through the wrapper: whether it was asked for the sandbox. */
  launches(): Array<"sandbox" | "no-sandbox">;
  remove(): void;
}

/**
 * A wrapper script for Playwright's `executablePath`. As root it hands Playwright's fresh profile
 * directory to `nobody` and drops to that user with `setpriv` (the pipes Playwright talks over are
 * inherited); otherwise the test already runs unprivileged. With `noUsableSandbox` it exits the way
 * Chromium does on a host that forbids user namespaces, unless launched with `--no-sandbox`.
 */
export function unprivilegedChromium(chromiumPath: string, { noUsableSandbox = false } = {}): WrappedChromium {
  const dir = mkdtempSync(path.join(tmpdir(), "quire-chromium-wrapper-"));
  const pidFile = path.join(dir, "browser.pid");
  const launchLog = path.join(dir, "launches");
  const executablePath = path.join(dir, "chromium");
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    executablePath,
    `#!/bin/sh
case " $* " in
  *" --no-sandbox "*) echo no-sandbox >> ${launchLog} ;;
  *) echo sandbox >> ${launchLog}${noUsableSandbox ? `; echo "FATAL: No usable sandbox! (simulated by the test)" >&2; exit 1` : ""} ;;
esac
echo $$ > ${pidFile}
${
  asRoot
    ? `for arg do case "$arg" in --user-data-dir=*) chown -R ${NOBODY}:${NOBODY} "\${arg#--user-data-dir=}" ;; esac; done
exec setpriv --reuid=${NOBODY} --regid=${NOBODY} --clear-groups env HOME=/tmp ${chromiumPath} "$@"`
    : `exec ${chromiumPath} "$@"`
}
`,
  );
  chmodSync(executablePath, 0o755);
  return {
    executablePath,
    browserPid: () => Number(readFileSync(pidFile, "utf8").trim()),
    launches: () => readFileSync(launchLog, "utf8").trim().split("\n") as Array<"sandbox" | "no-sandbox">,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `Seccomp:` of every renderer process under `browserPid` (0 = none, 2 = a seccomp-bpf filter). */
export function rendererSeccompModes(browserPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentPid(entry);
    if (parent !== undefined) parents.set(Number(entry), parent);
  }
  const descends = (pid: number): boolean => {
    for (let current = parents.get(pid), hops = 0; current !== undefined && hops < 10; current = parents.get(current), hops++) {
      if (current === browserPid) return true;
    }
    return false;
  };
  const modes: number[] = [];
  for (const pid of parents.keys()) {
    if (!descends(pid)) continue;
    try {
      // Zygote children rewrite their title, so the arguments may be one space-separated string.
      if (!/(?:^|[\s\0])--type=renderer(?:[\s\0]|$)/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"))) continue;
      modes.push(Number(/^Seccomp:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]));
    } catch {
      // The process exited while we looked.
    }
  }
  return modes;
}
