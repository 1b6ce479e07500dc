#!/usr/bin/env node
// The package ships TypeScript sources (like every package of this monorepo): load them through tsx.
import { register } from "tsx/esm/api";

register();
await import("../src/stdio.ts");
