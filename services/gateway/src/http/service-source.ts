export type ServiceSource = "web" | "api" | "mcp";

const SOURCES = new Set<string>(["web", "api", "mcp"]);

/** `x-service-source`: the origin tag for history and analytics; anything unknown counts as `api`. */
export function serviceSource(header: string | string[] | undefined): ServiceSource {
  const value = typeof header === "string" ? header.trim().toLowerCase() : "";
  return SOURCES.has(value) ? (value as ServiceSource) : "api";
}
