// `pnpm bench render [--quick] [--runs N] [--only NAME]`: the full HTTP render path (Accept:
// application/pdf) against its floor and against the peers, all measured in this same run
// (`pnpm bench setup` installs the peers; a missing one is reported and skipped).
// Not a test: prints a report; every ratio compares numbers measured in this run.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sampleMarkdown } from "../services/render-worker/fixtures/sample-markdown";
import { DEFAULT_CHROMIUM_PATH } from "../services/render-worker/src/chromium/chromium-path";
import { heavyMarkdown } from "./heavy-markdown";
import { measureFloor, newPagePrinter, newPageThroughput, withFloorBrowser, type Browser } from "./render-floor";
import { peerStatus } from "./render-peers";
import { FLOOR, printReport, type SizeResult } from "./render-report";
import { processTreeMemory } from "./process-memory";
import { postRender, startServices, type BenchServices } from "./render-services";
import { median, slope, summarise, throughput, timeRuns } from "./render-stats";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const chromiumPath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
};
const quick = argv.includes("--quick");
const RUNS = Number(option("--runs") ?? (quick ? 5 : 15));
const ROUNDS = quick ? 1 : 3;
const RSS_RENDERS = quick ? 50 : 500;
/** Pause before each paced run: the latency of a request on its own, not the previous one's aftermath. */
const PACE_MS = 300;

// `total` scales the throughput run to the document so each size costs the machine about as long.
const DOCUMENTS = [
  { name: "1 page", markdown: sampleMarkdown({ sections: 0 }), toc: false, total: 24 },
  { name: "~10 pages", markdown: sampleMarkdown({ sections: 10 }), toc: false, total: 12 },
  { name: "~60 light", markdown: sampleMarkdown({ sections: 58 }), toc: false, total: 6 },
  { name: "~60 heavy", markdown: heavyMarkdown(), toc: true, total: 6 },
].filter((document) => !option("--only") || document.name.includes(option("--only")!));

const pause = () => new Promise((resolve) => setTimeout(resolve, PACE_MS));

/** Paced runs of Quire, the new-page floor and every peer taking turns, so a machine that slows down moves all alike. */
async function pacedTurns(contestants: Array<{ name: string; run: () => Promise<unknown> }>): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(contestants.map((c) => [c.name, []]));
  for (const contestant of contestants) await contestant.run(); // warm-up
  for (let round = 0; round < RUNS; round++) {
    for (const contestant of contestants) {
      await pause();
      const started = performance.now();
      await contestant.run();
      times[contestant.name]!.push(performance.now() - started);
    }
  }
  return times;
}

async function measureSize(browser: Browser, services: BenchServices, document: (typeof DOCUMENTS)[number]): Promise<SizeResult> {
  const peers = peerStatus(chromiumPath).filter((peer) => peer.available);
  const service = () => postRender(services, document.markdown);
  const rssBefore = processTreeMemory(services.worker.pid!).self.rssMib;
  const floor = await measureFloor(browser, document.markdown, { runs: RUNS });
  const logged = services.workerTimings.length;
  const floorPrinter = await newPagePrinter(browser, document.markdown);
  const paced = await pacedTurns([
    { name: "Quire", run: service },
    { name: FLOOR, run: floorPrinter.run },
    ...peers.map((peer) => ({ name: peer.name, run: () => peer.convert(document.markdown, { toc: document.toc }) })),
  ]).finally(() => floorPrinter.close());
  const worker = services.workerTimings.slice(logged + 1); // past the warm-up
  const backToBack = summarise(await timeRuns(service, { runs: RUNS, warmUp: 1 }));
  const rounds: Array<{ floor: number; service: number }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({
      floor: await newPageThroughput(browser, document.markdown, { concurrency: 2, total: document.total }),
      service: await throughput(service, { concurrency: 2, total: document.total }),
    });
  }
  return {
    name: document.name,
    floor,
    backToBack,
    rounds,
    rssBefore,
    rssAfter: processTreeMemory(services.worker.pid!).self.rssMib,
    latency: Object.fromEntries(Object.entries(paced).map(([name, times]) => [name, summarise(times)])),
    worker: {
      markdownMs: median(worker.map((w) => w.markdownMs)),
      printMs: median(worker.map((w) => w.printMs)),
      afterPrintMs: median(worker.map((w) => w.afterPrintMs ?? Number.NaN)),
      totalMs: median(worker.map((w) => w.totalMs)),
      bytes: median(worker.map((w) => w.size)),
    },
  };
}

async function main(): Promise<void> {
  const peers = peerStatus(chromiumPath);
  console.log(
    `render benchmark (${quick ? "quick" : "full"}): ${RUNS} paced runs per size and contestant, ${PACE_MS} ms apart, after warm-up; browser ${chromiumPath}`,
  );
  for (const peer of peers) console.log(`  peer ${peer.name}: ${peer.available ? "measured" : `SKIPPED — ${peer.reason}`}`);
  console.log("");

  const results: SizeResult[] = [];
  // [renders, MiB]: the worker process, and Chromium's processes below it (PSS: shared pages counted once).
  const rss: Array<[number, number]> = [];
  const chromium: Array<[number, number]> = [];
  const rates: Record<number, number> = {};
  await withFloorBrowser(chromiumPath, async (browser) => {
    const services = await startServices({ root, concurrency: 2 });
    // An interrupted run still stops its gateway and worker and drops its database.
    const interrupt = () => void services.stop().finally(() => process.exit(130));
    process.once("SIGINT", interrupt).once("SIGTERM", interrupt);
    try {
      for (const document of DOCUMENTS) {
        const result = await measureSize(browser, services, document);
        results.push(result);
        // Progress on long runs: the table comes at the end.
        console.log(
          `  ${document.name}: ${Object.entries(result.latency)
            .map(([name, latency]) => `${name} ${Math.round(latency.p50)} ms`)
            .join(", ")}`,
        );
      }
      const light = sampleMarkdown({ sections: 0 });
      for (const concurrency of [1, 8]) rates[concurrency] = await throughput(() => postRender(services, light), { concurrency, total: 24 });
      const pid = services.worker.pid!;
      const record = (renders: number) => {
        const { self, descendants } = processTreeMemory(pid);
        rss.push([renders, self.rssMib]);
        chromium.push([renders, descendants.pssMib]);
      };
      for (let i = 0; i < RSS_RENDERS; i++) {
        // Often enough for a trend: between two full GCs RSS swings by ~100 MiB.
        if (i % 5 === 0) record(i);
        await postRender(services, i % 2 ? light : sampleMarkdown({ sections: 10 }));
      }
      record(RSS_RENDERS);
    } finally {
      await services.stop();
    }
  });

  printReport(
    results,
    peers.filter((peer) => peer.available).map((peer) => peer.name),
  );
  console.log(`\nthroughput, 1-page document (documents/s): service at concurrency 1 ${rates[1]!.toFixed(2)}, at concurrency 8 ${rates[8]!.toFixed(2)}`);
  const memoryLine = (label: string, points: Array<[number, number]>) => {
    const half = points.filter(([x]) => x >= RSS_RENDERS / 2);
    const peak = Math.max(...points.map(([, y]) => y));
    return (
      `${label} over ${RSS_RENDERS} more renders: start ${points[0]![1].toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, end ${points.at(-1)![1].toFixed(0)} MiB, ` +
      `trend over the second half ${(slope(half) * 100).toFixed(2)} MiB per 100 renders`
    );
  };
  console.log(memoryLine("render-worker RSS", rss));
  console.log(memoryLine("Chromium PSS (all its processes)", chromium));
  console.log("(which part of the worker holds what, and whether it is live: `pnpm bench render-memory`)");
}

await main();
process.exit(0);
