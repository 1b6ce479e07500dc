// Starts markdown-thread.ts in a worker thread when the service runs from source (`pnpm start`,
// tests): Node 20 does not carry the parent's tsx loader into worker threads, so the thread loads
// its TypeScript entry through tsx's API. Built, the pool starts dist/markdown-thread.js directly.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

await tsImport(workerData.entry, import.meta.url);
