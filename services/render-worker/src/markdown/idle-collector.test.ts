import { Worker } from "node:worker_threads";
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { createIdleCollector } from "./idle-collector";

describe("createIdleCollector", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("collects once enough has been converted and the thread then stays idle", () => {
    const collect = jest.fn();
    const collector = createIdleCollector({ collect, idleMs: 1_000, minChars: 100 });
    collector.busy();
    collector.idle(60);
    jest.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(0); // 60 characters leave too little behind
    collector.busy();
    collector.idle(60);
    jest.advanceTimersByTime(999);
    expect(collect).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    // The count starts again after a collection.
    collector.busy();
    collector.idle(60);
    jest.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("never collects while conversions keep coming within the idle time", () => {
    const collect = jest.fn();
    const collector = createIdleCollector({ collect, idleMs: 1_000, minChars: 100 });
    for (let i = 0; i < 10; i++) {
      collector.busy();
      jest.advanceTimersByTime(500);
      collector.idle(200);
      jest.advanceTimersByTime(900);
    }
    expect(collect).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(100);
    expect(collect).toHaveBeenCalledTimes(1);
  });
});

describe("exposeGc", () => {
  it("gives a worker thread a full GC that returns its garbage", async () => {
    // In a thread of its own, as the Markdown threads use it: the flag is process-wide, the function per
    // isolate. (Whether the thread also has a gc global depends on whether the flag was set before it
    // started — by another test file in this Jest process, say — so that is not asserted.)
    const worker = new Worker(new URL("./markdown-thread-tsx.mjs", import.meta.url), {
      workerData: { entry: new URL("../../test/support/gc-probe-thread.ts", import.meta.url).href },
    });
    const result = await new Promise<{ held: number; after: number; objects: number }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    await worker.terminate();
    expect(result.objects).toBe(2e6);
    expect(result.held - result.after).toBeGreaterThan(40 * 2 ** 20);
  });
});
