import { readdirSync, readFileSync } from "node:fs";

/**
 * PIDs of the Chromium browser processes this process launched (direct children, not the
 * renderer/zygote helpers, which carry `--type=`). Linux only, like the worker image.
 */
export function chromiumBrowserPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parentPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parentPid !== process.pid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (cmdline.some((arg) => arg.includes("chromium")) && !cmdline.some((arg) => arg.startsWith("--type="))) pids.push(Number(entry));
    } catch {
      // The process exited while we looked.
    }
  }
  return pids;
}
