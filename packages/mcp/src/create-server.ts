import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerQuireTools, type ToolOptions } from "./tools/register-tools";

export const SERVER_INFO = { name: "quire", version: "0.1.0" } as const;

/** An MCP server exposing the Quire tools over whichever transport it is connected to. */
export function createQuireMcpServer(options: ToolOptions): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions:
      "Quire renders Markdown into PDFs and extracts grounded data from PDFs. Use `inspect` (free) before `extract`; every value `extract` returns carries its page and confidence.",
  });
  registerQuireTools(server, options);
  return server;
}
