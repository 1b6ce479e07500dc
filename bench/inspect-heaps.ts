// Live V8 heaps of a Node process started with `--inspect`, its worker threads included, each
// measured right after a forced full GC: what is still referenced, which is what a leak grows.
// Talks the inspector's DevTools protocol over its WebSocket (threads through the NodeWorker domain).

interface Pending {
  resolve: (result: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

export interface LiveHeap {
  /** Bytes V8 held for the heap before the GC (what RSS saw of it). */
  heldMib: number;
  /** Bytes still referenced after a full GC. */
  liveMib: number;
}

export interface HeapInspector {
  /** Reads each heap, forces a full GC in the main thread and every worker thread, reads them again. */
  liveHeaps(): Promise<{ main: LiveHeap; threads: LiveHeap[] }>;
  close(): void;
}

/** A protocol reply (from the main thread, or unwrapped from a thread's message). */
interface Reply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

const mib = (bytes: number) => bytes / 2 ** 20;

export async function connectInspector(port: number): Promise<HeapInspector> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<string, Pending>();
  const threads = new Set<string>();
  const settle = (key: string, message: Reply) => {
    const waiter = pending.get(key);
    pending.delete(key);
    if (message.error) waiter?.reject(new Error(message.error.message));
    else waiter?.resolve(message.result ?? {});
  };
  socket.addEventListener("message", (event: { data: unknown }) => {
    const message = JSON.parse(String(event.data)) as Reply & { method?: string; params?: Record<string, unknown> };
    if (message.id !== undefined) return settle(`main:${message.id}`, message);
    if (message.method === "NodeWorker.attachedToWorker") threads.add(message.params!.sessionId as string);
    if (message.method === "NodeWorker.detachedFromWorker") threads.delete(message.params!.sessionId as string);
    if (message.method === "NodeWorker.receivedMessageFromWorker") {
      const sessionId = message.params!.sessionId as string;
      const inner = JSON.parse(message.params!.message as string) as Reply;
      if (inner.id !== undefined) settle(`${sessionId}:${inner.id}`, inner);
    }
  });
  const send = (method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(`${sessionId ?? "main"}:${id}`, { resolve, reject });
      const payload = { id, method, params };
      socket.send(
        JSON.stringify(
          sessionId ? { id: nextId++, method: "NodeWorker.sendMessageToWorker", params: { sessionId, message: JSON.stringify(payload) } } : payload,
        ),
      );
    });
  };
  const usage = async (sessionId?: string) => (await send("Runtime.getHeapUsage", {}, sessionId)) as { usedSize: number; totalSize: number };
  const heapOf = async (sessionId?: string): Promise<LiveHeap> => {
    const before = await usage(sessionId);
    await send("HeapProfiler.collectGarbage", {}, sessionId);
    return { heldMib: mib(before.totalSize), liveMib: mib((await usage(sessionId)).usedSize) };
  };
  await send("NodeWorker.enable", { waitForDebuggerOnStart: false });
  return {
    async liveHeaps() {
      return { main: await heapOf(), threads: await Promise.all([...threads].map((sessionId) => heapOf(sessionId))) };
    },
    close: () => socket.close(),
  };
}
