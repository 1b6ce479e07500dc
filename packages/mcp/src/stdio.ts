// quire-mcp: the local stdio MCP server. stdout carries the protocol and nothing else, so every
// log line (and any stray console.log of a dependency) goes to stderr.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { QuireClient } from "@quire/client";
import { createQuireMcpServer } from "./create-server";
import { parseMcpEnv } from "./env";

console.log = console.info = console.debug = (...args: unknown[]) => console.error(...args);
const log = (message: string) => process.stderr.write(`quire-mcp: ${message}\n`);

let env;
try {
  env = parseMcpEnv(process.env);
} catch (error) {
  log((error as Error).message.replace(/^quire-mcp: /, ""));
  process.exit(2);
}

const client = new QuireClient({ baseUrl: env.QUIRE_URL, apiKey: env.QUIRE_API_KEY, source: "mcp", maxRetries: env.QUIRE_MAX_RETRIES });
const server = createQuireMcpServer({ client, localFiles: true, roots: env.QUIRE_MCP_ROOTS });
const transport = new StdioServerTransport();
transport.onerror = (error) => log(`transport error: ${error.message}`);
await server.connect(transport);
log(`ready (API ${env.QUIRE_URL}; files under ${env.QUIRE_MCP_ROOTS.join(", ")})`);

const stop = () => void server.close().finally(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.stdin.on("end", stop);
