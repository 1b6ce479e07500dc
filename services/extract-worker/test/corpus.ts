import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The shared corpora live beside the repository (../shared/corpora from the repo root). */
export const CORPORA = fileURLToPath(new URL("../../../../shared/corpora/", import.meta.url));

export function corpusPdf(corpus: "invoices-dev" | "tables-dev", name: string): Uint8Array {
  return new Uint8Array(readFileSync(`${CORPORA}${corpus}/pdf/${name}.pdf`));
}

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))));
}
