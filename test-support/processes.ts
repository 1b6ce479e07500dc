// Helpers for tests that start real Quire processes: free ports, a process's descendants and their
// command lines (from /proc, Linux only), and polling until a condition holds.
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Every live descendant of `pid` with its argv, read from /proc. */
export function descendants(pid: number): Array<{ pid: number; argv: string[] }> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name in stat may hold spaces and parentheses: the ppid follows its last ")".
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // exited while we looked
    }
  }
  const found: Array<{ pid: number; argv: string[] }> = [];
  const pending = [...(children.get(pid) ?? [])];
  while (pending.length) {
    const next = pending.shift()!;
    try {
      found.push({ pid: next, argv: readFileSync(`/proc/${next}/cmdline`, "utf8").split("\0").filter(Boolean) });
    } catch {
      continue;
    }
    pending.push(...(children.get(next) ?? []));
  }
  return found;
}

export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, { timeoutMs = 60_000, what = "condition" } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
