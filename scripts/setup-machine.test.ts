// The one-step bootstrap: `scripts/setup-machine.sh --check` reports this (prepared) machine ready,
// names each package it manages, and CI bootstraps through the same script.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { ROOT } from "./dockerfile";

describe("scripts/setup-machine.sh", () => {
  it("finds every package, pnpm, Postgres and Redis on a machine that can run the suite", () => {
    const run = spawnSync("bash", [path.join(ROOT, "scripts/setup-machine.sh"), "--check"], { encoding: "utf8" });
    expect(run.stdout).toMatch(/^postgres :5432: up$/m);
    expect(run.stdout).toMatch(/^redis :6379: up$/m);
    for (const pkg of ["postgresql", "redis-server", "chromium-headless-shell", "poppler-utils", "fonts-liberation", "fonts-dejavu-core"]) {
      expect(run.stdout).toContain(`package ${pkg}: installed`);
    }
    expect(run.status).toBe(0);
  });

  it("is what CI runs before the README's install and test commands", () => {
    const ci = readFileSync(path.join(ROOT, ".ci/run"), "utf8");
    const lines = ci.split("\n").filter((line) => line && !line.startsWith("#") && !line.startsWith("log"));
    expect(lines.indexOf("scripts/setup-machine.sh")).toBeGreaterThan(-1);
    expect(lines.indexOf("scripts/setup-machine.sh")).toBeLessThan(lines.indexOf("pnpm install --frozen-lockfile"));
    // The README's test command runs after the install; the chaos slice (issue 15) runs after the tests.
    expect(lines.indexOf("pnpm test")).toBeGreaterThan(lines.indexOf("pnpm install --frozen-lockfile"));
    expect(lines.at(-1)).toBe("pnpm chaos --quick");
  });
});
