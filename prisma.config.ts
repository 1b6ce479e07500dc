// Prisma CLI configuration. `engine: "js"` runs migrations on the WASM schema engine through the
// pg driver adapter, so nothing is downloaded from Prisma's binary host (this machine cannot reach it).
import path from "node:path";
import type { PrismaConfig } from "prisma";
import { createPgAdapter } from "./packages/db/src/pg-adapter";

// The CLI reads the schema's env("DATABASE_URL") even for `generate`; without it, it falls back to
// the native engine and tries a download. The default matches the embedded setup in .env.example.
process.env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/quire";

export default {
  experimental: { adapter: true },
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  engine: "js",
  adapter: async () => createPgAdapter(process.env.DATABASE_URL!),
} satisfies PrismaConfig;
