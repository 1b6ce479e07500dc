// PDFs mutated the ways parsers get hurt: bit flips, truncation, corrupted dictionaries and
// cross-reference tables, and deep nesting. Seeded through fast-check like the request fuzzer.
import fc from "fast-check";

export type Mutation = "bitflip" | "truncate" | "dictionary" | "xref" | "nesting" | "stream-length";

function replaceAll(bytes: Buffer, needle: string, make: (index: number) => string, every: number): Buffer {
  const text = bytes.toString("latin1");
  let seen = 0;
  return Buffer.from(
    text
      .split(needle)
      .map((part, i) => (i === 0 ? part : ((seen += 1) % every === 0 ? make(seen) : needle) + part))
      .join(""),
    "latin1",
  );
}

export function mutate(source: Buffer, mutation: Mutation, seed: number): Buffer {
  const bytes = Buffer.from(source);
  const at = (n: number) => (seed * 2654435761 + n * 40503) % Math.max(1, bytes.length);
  switch (mutation) {
    case "bitflip": {
      for (let i = 0; i < 1 + (seed % 64); i += 1) bytes[at(i)] = bytes[at(i)]! ^ (1 << (i % 8));
      return bytes;
    }
    case "truncate":
      return bytes.subarray(0, Math.max(1, at(1)));
    case "dictionary":
      return replaceAll(
        replaceAll(bytes, "<<", () => ["<", "<<<<", "<< /Type /Page /Parent 0 0 R", "(("][seed % 4]!, 1 + (seed % 3)),
        "/Length",
        () => "/Length -1",
        1 + (seed % 2),
      );
    case "xref":
      return replaceAll(
        replaceAll(bytes, "xref", () => ["xerf", "xref\n0 999999999", "xref\n-1 -1"][seed % 3]!, 1),
        "startxref",
        () => `startxref\n${seed}`,
        1,
      );
    case "nesting": {
      const depth = 1000 + (seed % 50_000);
      const insert = seed % 2 ? "[".repeat(depth) + "]".repeat(depth) : "<<".repeat(depth) + ">>".repeat(depth);
      const text = bytes.toString("latin1");
      const anchor = Math.max(0, text.indexOf(" obj") + 4);
      return Buffer.from(text.slice(0, anchor) + insert + text.slice(anchor), "latin1");
    }
    case "stream-length":
      return replaceAll(bytes, "stream\n", () => `stream\n${"\u0000".repeat(seed % 5000)}`, 1 + (seed % 3));
  }
}

export const MUTATIONS: Mutation[] = ["bitflip", "truncate", "dictionary", "xref", "nesting", "stream-length"];

export function mutatedPdfs(sources: Buffer[]): fc.Arbitrary<{ source: number; mutation: Mutation; seed: number }> {
  return fc.record({ source: fc.nat({ max: sources.length - 1 }), mutation: fc.constantFrom(...MUTATIONS), seed: fc.nat({ max: 1_000_000 }) });
}
