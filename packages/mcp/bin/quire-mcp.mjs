#!/usr/bin/env node
// Runs the built server (`pnpm build` → dist/stdio.js) when there is one; in a checkout without a
// build, the TypeScript sources through tsx.
import { existsSync } from "node:fs";

const built = new URL("../dist/stdio.js", import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/stdio.ts");
}
