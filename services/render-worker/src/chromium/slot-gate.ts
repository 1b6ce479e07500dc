import { RenderAbortedError } from "./chromium-errors";

export interface SlotGate {
  /** Resolves when a slot is free; rejects (holding nothing) if `signal` fires first. */
  acquire(signal: AbortSignal): Promise<void>;
  release(): void;
  /** Lets every waiter through, for shutdown (they then fail on the closed supervisor). */
  drain(): void;
}

/** A counting semaphore whose waiters can give up, so a timed-out render never leaks a slot. */
export function createSlotGate(limit: number): SlotGate {
  let inUse = 0;
  const waiters: Array<() => void> = [];
  return {
    acquire(signal) {
      if (signal.aborted) return Promise.reject(new RenderAbortedError("render budget spent"));
      if (inUse < limit) {
        inUse++;
        return Promise.resolve();
      }
      // release() hands the slot straight to the next waiter, so the count stays put.
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal.removeEventListener("abort", onAbort);
          resolve();
        };
        const onAbort = () => {
          const index = waiters.indexOf(grant);
          if (index >= 0) waiters.splice(index, 1);
          reject(new RenderAbortedError("render budget spent waiting for a free page"));
        };
        signal.addEventListener("abort", onAbort, { once: true });
        waiters.push(grant);
      });
    },
    release() {
      const next = waiters.shift();
      if (next) next();
      else inUse--;
    },
    drain() {
      for (const grant of waiters.splice(0)) grant();
    },
  };
}
