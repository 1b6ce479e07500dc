import { describe, expect, it } from "@jest/globals";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { removeOrphanedBundles } from "./child-entry";

describe("parser child bundles", () => {
  it("removes bundles of dead processes and keeps those of live ones", () => {
    // Pids above the kernel's pid_max (4194304 at most) can never be alive.
    const orphan = path.join(tmpdir(), "quire-parser-99999999-orphan");
    mkdirSync(orphan, { recursive: true });
    const mine = mkdtempSync(path.join(tmpdir(), `quire-parser-${process.pid}-`));
    const parent = path.join(tmpdir(), `quire-parser-${process.ppid}-live`);
    mkdirSync(parent, { recursive: true });
    removeOrphanedBundles();
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(mine)).toBe(true);
    expect(existsSync(parent)).toBe(true);
    rmSync(mine, { recursive: true, force: true });
    rmSync(parent, { recursive: true, force: true });
  });
});
