// One service of the chaos stack as a child process running its built JavaScript, with its stderr
// and stdout appended to a log file; it can be SIGKILLed and started again with the same settings.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import path from "node:path";

export class ServiceProcess {
  private child: ChildProcess | null = null;
  starts = 0;

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    const log = openSync(this.logFile, "a");
    this.child = spawn(process.execPath, ["--enable-source-maps", this.entry], {
      env: this.env,
      stdio: ["ignore", log, log],
      cwd: path.dirname(this.logFile),
      // Its own process group, so a kill takes its Chromium and parser children with it (as a container's would).
      detached: true,
    });
    this.starts += 1;
  }

  /** SIGKILL to its process group: no drain, no cleanup — what a crash or an OOM kill does. Waits for the exit. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once("exit", resolve);
      process.kill(-child.pid!, "SIGKILL");
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 15_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve(null);
      });
      child.kill("SIGTERM");
    });
  }
}
