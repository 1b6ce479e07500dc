import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The few public PDFs the tests parse, copied into the repository (sources and licences in
// fixtures/README.md) so `pnpm test` needs nothing beside this clone.

export type FixtureSet = "invoices-dev" | "tables-dev";

export function fixtureDocumentPath(set: FixtureSet, name: string): string {
  return fileURLToPath(new URL(`./fixtures/${set}/${name}.pdf`, import.meta.url));
}

export function fixtureDocument(set: FixtureSet, name: string): Buffer {
  return readFileSync(fixtureDocumentPath(set, name));
}
