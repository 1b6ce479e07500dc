import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  QUIRE_API_KEY: z.string({ error: "is not set: export your Quire API key (sk_…)" }).regex(/^sk_\S+$/, "must be a Quire API key (sk_…)"),
  QUIRE_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:8080"),
  /** Retries of 429/503 answers that carry Retry-After (the local server waits on the caller's behalf). */
  QUIRE_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /**
   * Directories `file_path` may read from and `save_to` may write into, separated like PATH
   * (`:` on POSIX). Default: the working directory the server was started in.
   */
  QUIRE_MCP_ROOTS: z
    .string()
    .optional()
    .transform((value) => {
      const roots = (value ?? "")
        .split(path.delimiter)
        .map((root) => root.trim())
        .filter(Boolean);
      return roots.length ? roots : [process.cwd()];
    }),
});
export type McpEnv = z.infer<typeof envSchema>;

export function parseMcpEnv(env: NodeJS.ProcessEnv): McpEnv {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`quire-mcp: ${issue.path.join(".")} ${issue.message}`);
}
