import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A file from test/fixtures: hand-made PDFs whose point is their structure (encrypted, bombs, a printed contract). */
export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))));
}
