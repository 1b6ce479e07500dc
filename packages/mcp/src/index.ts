export { createQuireMcpServer, SERVER_INFO } from "./create-server";
export { handleMcpHttpRequest } from "./http-handler";
export { registerQuireTools, type ToolOptions } from "./tools/register-tools";
export { readLocalFile, MAX_LOCAL_FILE_BYTES } from "./tools/read-local-file";
