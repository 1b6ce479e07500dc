import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// A Markdown thread's heap after converting a large document is mostly garbage (the document's
// syntax trees), and V8 collects it only when the thread allocates again: an idle thread keeps it.
// Measured on the bench's mix of documents (`pnpm bench render-memory`): two threads held ~490 MiB
// of heap for ~115 MiB live, more than half the worker's RSS, and still held it after 30 s idle.
// One full GC once a thread goes idle hands it back, at a time nothing waits for the thread:
// 70–110 ms of its CPU after the heavy bench document (whose conversion took 1.4–2.7 s in the same
// loaded run, so ~5%), leaving ~54 MiB live of ~155 held. The cost that matters comes after: the
// next large conversion runs ~2x slower (see markdown-thread.ts), so only a long idle qualifies.

/** V8's full GC for this isolate, without `--expose-gc` on the command line (it is not a worker flag). */
export function exposeGc(): () => void {
  setFlagsFromString("--expose-gc");
  // `gc` appears only in contexts created after the flag is set; the thread's own global stays as it was.
  return runInNewContext("gc") as () => void;
}

export interface IdleCollector {
  /** A conversion starts: a pending collection waits for the next idle moment. */
  busy(): void;
  /** A conversion of `chars` characters ended. */
  idle(chars: number): void;
}

/**
 * Collects once the thread has converted at least `minChars` since the last collection and then
 * stayed idle for `idleMs`. Small documents leave little behind, and V8's own collections deal with
 * it; a busy thread is never held up.
 */
export function createIdleCollector({ collect, idleMs, minChars }: { collect: () => void; idleMs: number; minChars: number }): IdleCollector {
  let converted = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    busy() {
      clearTimeout(timer);
      timer = undefined;
    },
    idle(chars) {
      converted += chars;
      if (converted < minChars) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        converted = 0;
        collect();
      }, idleMs);
      // A pending collection never keeps the thread alive.
      timer.unref();
    },
  };
}
