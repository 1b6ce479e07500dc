import { readdirSync, readFileSync } from "node:fs";

/** A process's parent from /proc (after the command name, which may hold spaces); undefined once it exited. */
export function parentPid(pid: number | string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

/**
 * PIDs of the Chromium browser processes this process launched (direct children, not the
 * renderer/zygote helpers, which carry `--type=`). Linux only, like the worker image.
 */
export function chromiumBrowserPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (parentPid(entry) !== process.pid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (cmdline.some((arg) => arg.includes("chromium")) && !cmdline.some((arg) => arg.startsWith("--type="))) pids.push(Number(entry));
    } catch {
      // The process exited while we looked.
    }
  }
  return pids;
}
