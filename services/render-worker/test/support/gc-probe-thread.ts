// A worker thread for idle-collector.test.ts: leaves garbage behind, collects it with exposeGc, and
// reports its heap before and after (started through markdown-thread-tsx.mjs, as the Markdown threads are).
import { getHeapStatistics } from "node:v8";
import { parentPort } from "node:worker_threads";
import { exposeGc } from "../../src/markdown/idle-collector";

const gc = exposeGc();
// Garbage as soon as it is counted.
const objects = Array.from({ length: 2e6 }, (_, i) => ({ i })).length;
const held = getHeapStatistics().used_heap_size;
gc();
parentPort!.postMessage({ objects, held, after: getHeapStatistics().used_heap_size });
