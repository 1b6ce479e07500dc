// The render benchmark's table: one column per document size, every ratio within this run.
import type { FloorResult } from "./render-floor";
import { median, ms, ratio, type LatencySummary } from "./render-stats";

/** The paced new-page floor's name among the contestants. */
export const FLOOR = "new-page floor";

export interface SizeResult {
  name: string;
  floor: FloorResult;
  /** Paced p50/p95 per contestant, taking turns: "Quire", the new-page floor and each peer. */
  latency: Record<string, LatencySummary>;
  backToBack: LatencySummary;
  /** Documents per second at concurrency 2, per round: the new-page floor and the service. */
  rounds: Array<{ floor: number; service: number }>;
  rssBefore: number;
  rssAfter: number;
  /** Medians of the worker's own log over the paced Quire runs. */
  worker: { markdownMs: number; printMs: number; afterPrintMs: number; totalMs: number; bytes: number };
}

function row(cells: string[]): void {
  console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(32) : cell.padStart(16))).join(""));
}

export function printReport(results: SizeResult[], peers: string[]): void {
  const each = (label: string, cell: (r: SizeResult) => string) => row([label, ...results.map(cell)]);
  const p50 = (s: LatencySummary) => `${ms(s.p50)} (${Math.round(s.p95)})`;
  const bestPeer = (r: SizeResult) => Math.min(...peers.map((peer) => r.latency[peer]!.p50));
  const newPage = (r: SizeResult) => r.latency[FLOOR]!.p50;

  each("p50 (p95), paced", (r) => `${r.name} [${r.floor.pages}p]`);
  each("Quire (HTTP → PDF bytes)", (r) => p50(r.latency.Quire!));
  for (const peer of peers) each(peer, (r) => p50(r.latency[peer]!));
  if (peers.length) each("Quire / best peer", (r) => ratio(r.latency.Quire!.p50 / bestPeer(r)));
  each("new-page floor (paced, same turns)", (r) => p50(r.latency[FLOOR]!));
  each("Quire / new-page floor", (r) => ratio(r.latency.Quire!.p50 / newPage(r)));
  each("back-to-back", (r) => p50(r.backToBack));
  each("new-page floor, back to back", (r) => p50(r.floor.newPage));
  // Like with like: each request meets the previous one's aftermath, in the service and the floor.
  each("back-to-back / its floor", (r) => ratio(r.backToBack.p50 / r.floor.newPage.p50));

  console.log("\nwhere the time goes (p50)");
  each("reused-page floor", (r) => ms(r.floor.reusedPage.p50));
  each("markdown→html alone (1 thread)", (r) => ms(r.floor.markdownToHtml.p50));
  each("worker: markdownMs", (r) => ms(r.worker.markdownMs));
  each("worker: printMs", (r) => ms(r.worker.printMs));
  each("worker: afterPrintMs (store, row)", (r) => ms(r.worker.afterPrintMs));
  each("worker: totalMs", (r) => ms(r.worker.totalMs));
  each("outside the worker (p50 − p50)", (r) => ms(r.latency.Quire!.p50 - r.worker.totalMs));
  each("PDF size", (r) => `${Math.round(r.worker.bytes / 1024)} KiB`);

  console.log("\nthroughput at concurrency 2 (documents/s, median of rounds)");
  each("new-page floor", (r) => median(r.rounds.map((x) => x.floor)).toFixed(2));
  each("Quire", (r) => median(r.rounds.map((x) => x.service)).toFixed(2));
  each("Quire / floor", (r) => ratio(median(r.rounds.map((x) => x.service / x.floor))));
  each("worker RSS before → after (MiB)", (r) => `${Math.round(r.rssBefore)} → ${Math.round(r.rssAfter)}`);
}
