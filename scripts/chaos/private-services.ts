// The chaos run's own Redis and Postgres on free loopback ports, data under one scratch directory:
// the machine's services on 5432/6379 are never touched. Postgres refuses to run as root, so its
// cluster belongs to the `postgres` OS user when we are root.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis with AOF on; `restart()` stops it and starts it again on the same port and data. */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    this.child = spawn(
      "redis-server",
      /* prettier-ignore */ [
      "--port", String(this.port), "--bind", "127.0.0.1", "--dir", this.dir, "--appendonly", "yes", "--appendfsync", "everysec",
      "--save", "", "--maxmemory-policy", "noeviction", "--protected-mode", "yes", "--logfile", path.join(this.dir, "redis.log"),
    ],
      { stdio: "ignore" },
    );
    for (let i = 0; i < 100; i += 1) {
      if (spawnSync("redis-cli", ["-p", String(this.port), "ping"], { encoding: "utf8" }).stdout.trim() === "PONG") return;
      await sleep(100);
    }
    throw new Error(`private redis did not start on ${this.port} (see ${this.dir}/redis.log)`);
  }

  /** SIGTERM: graceful shutdown, AOF flushed. SIGKILL: a crash, losing up to the last second of writes (`appendfsync everysec`). */
  async stop(signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill(signal);
    });
    this.child = null;
  }

  async restart(downMs: number, signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
    await this.stop(signal);
    await sleep(downMs);
    await this.start();
  }
}

function postgresBin(name: string): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const file = `/usr/lib/postgresql/${version}/bin/${name}`;
    if (existsSync(file)) return file;
  }
  throw new Error(`${name} not found under /usr/lib/postgresql`);
}

/** A throwaway Postgres cluster (trust auth, loopback only, fsync off: it is deleted after the run). */
export class PrivatePostgres {
  private readonly asRoot = process.getuid?.() === 0;
  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/quire_chaos`;
  }

  private run(binary: string, args: string[]): void {
    const command = this.asRoot ? "runuser" : binary;
    const argv = this.asRoot ? ["-u", "postgres", "--", binary, ...args] : args;
    const result = spawnSync(command, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${path.basename(binary)} failed: ${result.stderr || result.stdout}`);
  }

  async start(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    if (this.asRoot) {
      const pw = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
      const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
      chownSync(this.dir, Number(pw.stdout.trim()), Number(gid.stdout.trim()));
    }
    const data = path.join(this.dir, "data");
    this.run(postgresBin("initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
    this.run(
      postgresBin("pg_ctl"),
      /* prettier-ignore */ [
      "-D", data, "-l", path.join(this.dir, "postgres.log"), "-w", "-t", "60",
      "-o", `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`, "start",
    ],
    );
  }

  stop(): void {
    try {
      this.run(postgresBin("pg_ctl"), ["-D", path.join(this.dir, "data"), "-m", "immediate", "-w", "stop"]);
    } catch {
      // already down
    }
  }
}
