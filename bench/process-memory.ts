// Memory of a process and its descendants from /proc (Linux), and gauges from a Prometheus
// endpoint: what the memory benches sample.
import { readFileSync } from "node:fs";
import { descendants } from "../test-support/processes";

export interface MemoryMib {
  rssMib: number;
  /** Proportional set size: pages shared with other processes counted by share, so a tree's sum is not inflated. */
  pssMib: number;
}

function readKb(file: string, field: string): number {
  try {
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(readFileSync(file, "utf8"))?.[1] ?? 0);
  } catch {
    return 0; // exited while we looked
  }
}

function memoryOf(pid: number): MemoryMib {
  return { rssMib: readKb(`/proc/${pid}/status`, "VmRSS") / 1024, pssMib: readKb(`/proc/${pid}/smaps_rollup`, "Pss") / 1024 };
}

/** The process itself, and the sum over all its descendants (for the render worker: Chromium's processes). */
export function processTreeMemory(pid: number): { self: MemoryMib; descendants: MemoryMib & { count: number } } {
  const below = descendants(pid).map((child) => memoryOf(child.pid));
  return {
    self: memoryOf(pid),
    descendants: {
      rssMib: below.reduce((sum, m) => sum + m.rssMib, 0),
      pssMib: below.reduce((sum, m) => sum + m.pssMib, 0),
      count: below.length,
    },
  };
}

/** Every sample of a Prometheus text page by metric name (the first series of each name). */
export async function scrapeGauges(url: string): Promise<Map<string, number>> {
  const text = await (await fetch(url)).text();
  const gauges = new Map<string, number>();
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{[^}]*\})? (\S+)$/.exec(line);
    if (match && !gauges.has(match[1]!)) gauges.set(match[1]!, Number(match[2]));
  }
  return gauges;
}
