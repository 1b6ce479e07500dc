// `pnpm test:image`: the image's last stage without Docker. Builds, runs the same `pnpm deploy
// --prod` per service as deploy/Dockerfile into an empty directory, copies what the runtime stage
// copies and nothing else, then — with NODE_ENV=production, cwd in that directory and no access to
// the checkout's node_modules — migrates a scratch database, makes a key with the built admin CLI,
// starts gateway + both workers, answers a render and an extraction, checks that no process runs
// tsx/esbuild/TypeScript and that the Docker HEALTHCHECK script passes, and drains on SIGTERM.
// Too slow for `pnpm test` (four deploys, ~1 min); the Dockerfile's invariants are checked there.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dropDatabase } from "@quire/db";
import { descendants, freePort, waitFor } from "../test-support/processes";
import { adminKey, renderThenExtract } from "../test-support/smoke";
import { buildAll } from "./build";
import { deployedServices, readDockerfile, ROOT, runtimeCopies } from "./dockerfile";

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const { stages } = readDockerfile();
const build = stages.find((stage) => stage.name === "build")!;
const runtime = stages.at(-1)!;
const scratch = mkdtempSync(path.join(tmpdir(), "quire-image-"));
const app = path.join(scratch, "app");
const databaseUrl = `postgresql://postgres@127.0.0.1:5432/quire_image_${randomBytes(4).toString("hex")}`;
const processes: ChildProcess[] = [];

try {
  console.error("building");
  await buildAll();
  // Each deploy goes straight where the runtime stage puts it (checked: /out/<service> → /app/<service>).
  const copies = runtimeCopies(runtime);
  for (const service of deployedServices(build)) {
    check(
      copies.some((c) => c.from === `/out/${service}` && c.to === `/app/${service}`),
      `the runtime stage does not copy /out/${service} to /app/${service}`,
    );
    console.error(`pnpm deploy --prod @quire/${service}`);
    execFileSync("pnpm", ["--filter", `@quire/${service}`, "deploy", "--prod", "--legacy", "--offline", "--ignore-scripts", path.join(app, service)], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  check(copies.length === deployedServices(build).length, "the runtime stage copies something the build stage did not deploy");
  for (const copy of runtime.instructions.filter((i) => i.keyword === "COPY" && !/--from=/.test(i.args))) {
    const [from = "", to = ""] = copy.args.split(" ").filter((part) => !part.startsWith("--"));
    cpSync(path.join(ROOT, from), path.join(app, path.relative("/app", to)));
  }
  for (const service of readdirSync(app).filter((name) => existsSync(path.join(app, name, "node_modules")))) {
    const installed = readdirSync(path.join(app, service, "node_modules", ".pnpm"));
    const tools = installed.filter((name) => /^(tsx|esbuild|@esbuild\+|jest|@swc\+)/.test(name));
    check(tools.length === 0, `${service} ships development tools: ${tools.join(", ")}`);
  }

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: scratch,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    QUEUE_PREFIX: `quire-image-${randomBytes(3).toString("hex")}`,
    PORT: String(port),
    HOST: "127.0.0.1",
    STORAGE_DRIVER: "fs",
    STORAGE_DIR: path.join(scratch, "objects"),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    FILE_SIGNING_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    CHROMIUM_SANDBOX: process.getuid?.() === 0 ? "off" : "auto",
    METRICS_HOST: "127.0.0.1",
    GATEWAY_METRICS_PORT: String(await freePort()),
    RENDER_WORKER_METRICS_PORT: String(await freePort()),
    EXTRACT_WORKER_METRICS_PORT: String(await freePort()),
  };
  console.error("migrating");
  execFileSync(process.execPath, [path.join(app, "admin/dist/migrate.js")], { cwd: app, env, stdio: ["ignore", "ignore", "inherit"] });
  const key = adminKey(path.join(app, "admin/dist/main.js"), env);
  for (const service of ["gateway", "render-worker", "extract-worker"]) {
    processes.push(
      spawn(process.execPath, ["--enable-source-maps", path.join(app, service, "dist/main.js")], { cwd: app, env, stdio: ["ignore", "inherit", "inherit"] }),
    );
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    () =>
      fetch(`${baseUrl}/readyz`).then(
        (r) => (r.ok ? true : undefined),
        () => undefined,
      ),
    { what: "gateway ready" },
  );
  for (const metricsPort of [env.RENDER_WORKER_METRICS_PORT, env.EXTRACT_WORKER_METRICS_PORT]) {
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${metricsPort}/readyz`).then(
          (r) => (r.ok ? true : undefined),
          () => undefined,
        ),
      { what: `worker ready on ${metricsPort}` },
    );
  }
  console.error("render + extract");
  const { pdf, text } = await renderThenExtract(baseUrl, key, "Image smoke");
  check(pdf.subarray(0, 5).toString() === "%PDF-", "the render did not answer a PDF");
  check(text.includes("Image smoke"), "the extraction did not read the rendered heading");
  execFileSync(process.execPath, [path.join(app, "healthcheck.mjs")], { env });

  const tree = processes.flatMap((child) => [{ pid: child.pid!, argv: [process.execPath, ...child.spawnargs.slice(1)] }, ...descendants(child.pid!)]);
  for (const { pid, argv } of tree) {
    const line = argv.join(" ");
    check(!/tsx|esbuild|typescript|\.[cm]?ts(\s|$)/.test(line), `process ${pid} runs TypeScript tooling: ${line}`);
    if (path.basename(argv[0] ?? "") === "node")
      check(
        argv.some((arg) => arg.startsWith(app)),
        `process ${pid} runs outside the image directory: ${line}`,
      );
  }
  console.error(`process tree: ${tree.length} processes, all built JavaScript from ${app} (or Chromium)`);
  // Resident memory of each service with its children (Chromium, parser/raster children): the
  // figures behind the Kubernetes requests and limits.
  const rssMb = (pid: number) => {
    try {
      return (Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096) / 1048576;
    } catch {
      return 0;
    }
  };
  for (const [i, service] of ["gateway", "render-worker", "extract-worker"].entries()) {
    const pid = processes[i]!.pid!;
    const total = [pid, ...descendants(pid).map((p) => p.pid)].reduce((sum, p) => sum + rssMb(p), 0);
    console.error(`rss ${service}: ${rssMb(pid).toFixed(0)} MB itself, ${total.toFixed(0)} MB with its children`);
  }

  const exits = processes.map((child) => new Promise<number | null>((resolve) => child.once("exit", resolve)));
  for (const child of processes) child.kill("SIGTERM");
  const codes = await Promise.all(exits);
  check(
    codes.every((code) => code === 0),
    `exit codes after SIGTERM: ${codes.join(", ")}`,
  );
  console.error("image smoke: ok");
} finally {
  for (const child of processes) if (child.exitCode === null) child.kill("SIGKILL");
  await dropDatabase(databaseUrl).catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
}
