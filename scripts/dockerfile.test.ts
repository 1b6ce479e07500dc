// deploy/Dockerfile's invariants, checked without Docker (the image cannot be built on machines
// without an engine; `pnpm test:image` runs its last stage's files): a lockfile-first multi-stage
// build, production trees from `pnpm deploy --prod`, and a slim, unprivileged, init-wrapped runtime
// whose entry points are the files `pnpm build` makes.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { parse } from "yaml";
import { DEFAULT_CHROMIUM_PATH } from "../services/render-worker/src/chromium/chromium-path";
import { BUILD_ENTRIES } from "./build";
import { deployedServices, readDockerfile, ROOT, runtimeCopies, type Stage } from "./dockerfile";

const { args, stages } = readDockerfile();
const build = stages.find((stage) => stage.name === "build")!;
const runtime = stages.at(-1)!;
const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
const index = (stage: Stage, test: (i: { keyword: string; args: string }) => boolean) => stage.instructions.findIndex(test);
/** Services with a built main entry (services/<name>/dist/main.js). */
const builtServices = Object.entries(BUILD_ENTRIES)
  .filter(([out, entries]) => out.startsWith("services/") && "main" in entries)
  .map(([out]) => out.split("/")[1]!);

describe("deploy/Dockerfile", () => {
  it("builds in a separate stage from a pinned slim Node image", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(build).toBeDefined();
    expect(runtime).not.toBe(build);
    for (const stage of stages) {
      expect(stage.from).toMatch(/^node:\d+\.\d+\.\d+-bookworm-slim$/);
    }
    expect(args.NODE_IMAGE).toBe(stages[0]!.from);
  });

  it("installs from the lockfile before the sources are copied, then builds and deploys production trees", () => {
    const lockfileCopy = index(build, (i) => i.keyword === "COPY" && i.args.includes("pnpm-lock.yaml") && !i.args.includes(". ."));
    const fetch = index(build, (i) => i.keyword === "RUN" && /pnpm fetch --frozen-lockfile/.test(i.args));
    const sources = index(build, (i) => i.keyword === "COPY" && /^\. \.$/.test(i.args));
    const install = index(build, (i) => i.keyword === "RUN" && /pnpm install --frozen-lockfile/.test(i.args));
    const compile = index(build, (i) => i.keyword === "RUN" && /pnpm build\b/.test(i.args));
    const deploy = index(build, (i) => i.keyword === "RUN" && /deploy --prod/.test(i.args));
    expect([lockfileCopy, fetch, sources, install, compile, deploy].every((n) => n >= 0)).toBe(true);
    expect(lockfileCopy).toBeLessThan(fetch);
    expect(fetch).toBeLessThan(sources);
    expect(sources).toBeLessThan(install);
    expect(install).toBeLessThan(compile);
    expect(compile).toBeLessThan(deploy);
    expect(deployedServices(build).sort()).toEqual([...builtServices].sort());
  });

  it("copies only the deployed services and the healthcheck into the runtime stage", () => {
    expect(all(runtime, "COPY").some((copy) => /(^|\s)\. /.test(copy))).toBe(false);
    expect(runtimeCopies(runtime)).toEqual(deployedServices(build).map((service) => ({ from: `/out/${service}`, to: `/app/${service}` })));
    const local = all(runtime, "COPY").filter((copy) => !copy.includes("--from="));
    for (const copy of local) expect(existsSync(path.join(ROOT, copy.split(" ").filter((p) => !p.startsWith("--"))[0]!))).toBe(true);
  });

  it("installs tini, Debian's headless Chromium and the fonts without recommends, and cleans apt lists", () => {
    const apt = all(runtime, "RUN").find((run) => run.includes("apt-get install"))!;
    expect(apt).toMatch(/--no-install-recommends/);
    for (const pkg of [
      "tini",
      "chromium-headless-shell",
      "ca-certificates",
      "fonts-liberation",
      "fonts-dejavu-core",
      "fonts-noto-cjk",
      "fonts-noto-color-emoji",
    ]) {
      expect(apt.split(" ")).toContain(pkg);
    }
    expect(apt).toMatch(/rm -rf \/var\/lib\/apt\/lists/);
    expect(all(runtime, "ENV").join(" ")).toContain(`CHROMIUM_PATH=${DEFAULT_CHROMIUM_PATH}`);
    expect(all(runtime, "ENV").join(" ")).toMatch(/NODE_ENV=production/);
  });

  it("runs unprivileged under tini, with a healthcheck, OCI labels and a version", () => {
    const user = all(runtime, "USER").at(-1)!;
    expect(user).toMatch(/^\d+(:\d+)?$/);
    expect(Number(user.split(":")[0])).toBeGreaterThan(0);
    const entrypoint = JSON.parse(all(runtime, "ENTRYPOINT").at(-1)!) as string[];
    expect(entrypoint.slice(0, 3)).toEqual(["/usr/bin/tini", "--", "node"]);
    expect(all(runtime, "HEALTHCHECK").at(-1)).toMatch(/CMD \["node", "\/app\/healthcheck\.mjs"\]/);
    const labels = all(runtime, "LABEL").join(" ");
    for (const label of ["title", "description", "version", "revision", "created", "source", "licenses"])
      expect(labels).toContain(`org.opencontainers.image.${label}=`);
    expect(labels).toContain('org.opencontainers.image.version="${VERSION}"');
    expect(all(runtime, "ARG").some((arg) => arg.startsWith("VERSION="))).toBe(true);
    // The default command is a file `pnpm build` makes and the stage copies.
    const [command] = JSON.parse(all(runtime, "CMD").at(-1)!) as string[];
    expect(command).toBe("/app/gateway/dist/main.js");
    expect(BUILD_ENTRIES["services/gateway/dist"]?.main).toBeDefined();
  });

  it("keeps secrets, data, git history and host node_modules out of the build context", () => {
    const ignored = readFileSync(path.join(ROOT, ".dockerignore"), "utf8")
      .split("\n")
      .map((line) => line.trim());
    for (const entry of [".git", ".env", ".env.*", "data/", "**/node_modules", "**/dist"]) expect(ignored).toContain(entry);
  });
});

describe("docker-compose.yml", () => {
  const compose = parse(readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8")) as { services: Record<string, { image?: string; command?: string[] }> };

  it("runs every Quire service from the image's built entry points", () => {
    const built = new Set(
      Object.entries(BUILD_ENTRIES).flatMap(([out, entries]) => Object.keys(entries).map((name) => `/app/${out.split("/")[1]}/dist/${name}.js`)),
    );
    const quire = Object.values(compose.services).filter((service) => service.image === "quire:local");
    expect(quire.length).toBe(4);
    for (const service of quire) expect(built).toContain(service.command?.[0]);
  });

  it("keeps Redis off disk (no AOF, no snapshots) and never evicting", () => {
    const command = compose.services.redis!.command!.join(" ");
    expect(command).toContain("--appendonly no");
    expect(command).toContain("--save ");
    expect(compose.services.redis!.command!.at(-1)).toBe("");
    expect(command).toContain("--maxmemory-policy noeviction");
  });
});
