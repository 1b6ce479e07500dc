// `pnpm bench render-memory [--renders N] [--every K] [--warm-up W] [--pause S] [--built]`: memory of the
// render worker over a long run of mixed documents through the real gateway, split by who holds
// it. Every K renders, with nothing in flight: the worker process's RSS and the V8 heap its main
// thread and its Markdown threads hold; then, after a forced full GC (through the worker's
// inspector), what is live in each heap, and the RSS left; and Chromium's processes (browser, renderers, utilities), as PSS so pages they share are
// counted once. Prints growth per 100 renders after the warm-up for each part: a live heap that
// keeps growing is a leak; RSS that grows then plateaus while the live heaps stay flat is allocator
// and V8 high-water. `--built` runs `pnpm build`'s JavaScript, as the image does.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sampleMarkdown } from "../services/render-worker/fixtures/sample-markdown";
import { freePort } from "../test-support/processes";
import { heavyMarkdown } from "./heavy-markdown";
import { connectInspector, type HeapInspector } from "./inspect-heaps";
import { processTreeMemory } from "./process-memory";
import { postRender, startServices } from "./render-services";
import { slope } from "./render-stats";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = argv.indexOf(name);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
};
const RENDERS = option("--renders", 400);
const EVERY = option("--every", 20);
const WARM_UP = option("--warm-up", 100);
const PAUSE_S = option("--pause", 0);
const built = argv.includes("--built");

// The bench's sizes in a fixed cycle, weighted towards short documents as traffic is.
const one = sampleMarkdown({ sections: 0 });
const ten = sampleMarkdown({ sections: 10 });
const light = sampleMarkdown({ sections: 58 });
const heavy = heavyMarkdown();
const CYCLE = [one, ten, one, light, one, ten, one, heavy];

const SERIES = {
  workerRss: "worker RSS",
  mainHeld: "main heap held",
  threadsHeld: "threads' heaps held",
  mainLive: "main heap live",
  threadsLive: "threads' heaps live",
  workerRssAfterGc: "worker RSS after GC",
  chromiumPss: "Chromium PSS",
} as const;
type Sample = Record<keyof typeof SERIES, number> & { renders: number; chromiumProcesses: number };

async function sample(pid: number, inspector: HeapInspector, renders: number): Promise<Sample> {
  const before = processTreeMemory(pid);
  const { main, threads } = await inspector.liveHeaps();
  const after = processTreeMemory(pid);
  return {
    renders,
    workerRss: before.self.rssMib,
    mainHeld: main.heldMib,
    threadsHeld: threads.reduce((sum, heap) => sum + heap.heldMib, 0),
    mainLive: main.liveMib,
    threadsLive: threads.reduce((sum, heap) => sum + heap.liveMib, 0),
    workerRssAfterGc: after.self.rssMib,
    chromiumPss: before.descendants.pssMib,
    chromiumProcesses: before.descendants.count,
  };
}

async function main(): Promise<void> {
  const inspectPort = await freePort();
  const services = await startServices({ root, concurrency: 2, built, workerFlags: [`--inspect=127.0.0.1:${inspectPort}`] });
  const interrupt = () => void services.stop().finally(() => process.exit(130));
  process.once("SIGINT", interrupt).once("SIGTERM", interrupt);
  const inspector = await connectInspector(inspectPort);
  const samples: Sample[] = [];
  const pid = services.worker.pid!;
  const keys = Object.keys(SERIES) as Array<keyof typeof SERIES>;
  try {
    console.log(
      `render-worker memory (${built ? "built" : "from TypeScript"}): ${RENDERS} renders, cycle 1p,10p,1p,60 light,1p,10p,1p,60 heavy, 2 in flight; MiB every ${EVERY}`,
    );
    console.log(`renders | ${Object.values(SERIES).join(" | ")} | Chromium processes`);
    const print = (s: Sample) =>
      console.log(`${String(s.renders).padStart(7)} ${keys.map((key) => s[key].toFixed(0).padStart(6)).join(" ")} ${s.chromiumProcesses}`);
    for (let done = 0; ; done += EVERY) {
      // With --pause, idle time first: what V8's memory reducer gives back once the worker is quiet.
      if (done > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_S * 1000));
      samples.push(await sample(pid, inspector, done));
      print(samples.at(-1)!);
      if (done >= RENDERS) break;
      // Two in flight, as the worker's two slots; the batch ends before the next sample.
      let next = done;
      const lane = async () => {
        while (next < done + EVERY) await postRender(services, CYCLE[next++ % CYCLE.length]!);
      };
      await Promise.all([lane(), lane()]);
    }
  } finally {
    inspector.close();
    await services.stop();
  }
  const warmed = samples.filter((s) => s.renders >= WARM_UP);
  console.log(`\ngrowth per 100 renders after ${WARM_UP} (least squares over ${warmed.length} samples), MiB:`);
  for (const key of keys) {
    const values = warmed.map((s) => s[key]);
    const perHundred = slope(warmed.map((s): [number, number] => [s.renders, s[key]])) * 100;
    console.log(
      `  ${SERIES[key].padEnd(22)} ${perHundred.toFixed(1).padStart(7)}   (after warm-up: min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, end ${values.at(-1)!.toFixed(0)})`,
    );
  }
}

await main();
process.exit(0);
