import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fixtureDocument, type FixtureSet } from "../../../test-support/fixture-documents";

/** A public PDF from the repository's test fixtures (copied from the development corpora of the same name). */
export function corpusPdf(set: FixtureSet, name: string): Uint8Array {
  return new Uint8Array(fixtureDocument(set, name));
}

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))));
}
