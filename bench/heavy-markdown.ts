// The heavy benchmark document (issue 19): a ~60-page technical report of the kind teams send — a
// table of contents, 14 chapters of 13 sections (~200 headings), 42 fenced code blocks in seven
// languages, long and wide tables (~800 rows in all), inline and display maths, prose and lists.
// Deterministic, built from the same vocabulary as sampleMarkdown so nothing depends on a corpus.

const WORDS = (
  "the service renders markdown into themed documents with real typography margins and tables " +
  "every request is validated charged and queued before a supervised browser prints it to paper " +
  "latency throughput and memory stayed within budget across regions releases and deployments"
).split(" ");

function sentence(seed: number, length: number): string {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]!);
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(seed: number, sentences = 4): string {
  return Array.from({ length: sentences }, (_, i) => sentence(seed + i, 11 + ((seed + i) % 8))).join(" ");
}

const CODE: Array<(n: number) => string> = [
  (n) =>
    `\`\`\`ts\nexport async function retry<T>(task: () => Promise<T>, attempts = ${(n % 5) + 2}): Promise<T> {\n  let last: unknown;\n  for (let i = 0; i < attempts; i++) {\n    try {\n      return await task();\n    } catch (error) {\n      last = error; // back off ${n * 10} ms per attempt\n      await new Promise((resolve) => setTimeout(resolve, ${n * 10} * (i + 1)));\n    }\n  }\n  throw last;\n}\n\`\`\``,
  (n) =>
    `\`\`\`python\nfrom dataclasses import dataclass\n\n@dataclass\nclass Sample:\n    region: str\n    latency_ms: float = ${n}.5\n\n    def within(self, budget: float) -> bool:\n        """True when the sample meets its budget."""\n        return self.latency_ms <= budget * ${(n % 3) + 1}\n\`\`\``,
  (n) =>
    `\`\`\`go\nfunc Percentile(values []float64, p float64) float64 {\n\tsorted := append([]float64(nil), values...)\n\tsort.Float64s(sorted)\n\tindex := int(math.Ceil(p/100*float64(len(sorted)))) - 1 // chapter ${n}\n\tif index < 0 {\n\t\tindex = 0\n\t}\n\treturn sorted[index]\n}\n\`\`\``,
  (n) =>
    `\`\`\`rust\npub fn checksum(bytes: &[u8]) -> u32 {\n    bytes.iter().fold(${n}u32, |acc, b| acc.rotate_left(5) ^ u32::from(*b))\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn empty() { assert_eq!(super::checksum(&[]), ${n}); }\n}\n\`\`\``,
  (n) =>
    `\`\`\`sql\nSELECT region, date_trunc('week', completed_at) AS week,\n       percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms) AS p50\nFROM renders\nWHERE status = 'rendered' AND pages >= ${n}\nGROUP BY region, week\nORDER BY week DESC, p50 DESC;\n\`\`\``,
  (n) =>
    `\`\`\`bash\n#!/usr/bin/env bash\nset -euo pipefail\nfor region in north south east west; do\n  curl -fsS -X POST "https://api.example.com/v${(n % 3) + 1}/reports/$region" \\\n    -H "Authorization: Bearer $TOKEN" -o "report-$region.pdf"\ndone\n\`\`\``,
  (n) =>
    `\`\`\`yaml\nservice:\n  name: renderer-${n}\n  replicas: ${(n % 4) + 2}\n  resources:\n    limits: { cpu: "2", memory: 2Gi }\n  env:\n    - { name: RENDER_CONCURRENCY, value: "${(n % 3) + 1}" }\n    - { name: LOG_LEVEL, value: info }\n\`\`\``,
];

/** A long table (50 rows, 5 columns) and a wide one (7 rows, 10 columns): 57 rows per chapter. */
function tables(chapter: number): string {
  const long = Array.from(
    { length: 50 },
    (_, r) =>
      `| ${chapter}.${r + 1} | ${sentence(chapter + r, 3).slice(0, -1)} | ${(chapter * 131 + r * 17) % 9000} ms | ${((chapter + r) % 97) / 10} % | ${r % 3 ? "pass" : "review"} |`,
  );
  const quarters = Array.from({ length: 8 }, (_, q) => `Q${(q % 4) + 1} ${2024 + (q >> 2)}`);
  const wide = Array.from(
    { length: 7 },
    (_, r) =>
      `| ${sentence(chapter * 3 + r, 2).slice(0, -1)} | ${quarters.map((_, q) => ((chapter * 53 + r * 29 + q * 7) % 1000).toLocaleString("en-US")).join(" | ")} | ${(r * 13 + chapter) % 100} % |`,
  );
  return [
    `| Case | Description | Duration | Error | Status |\n|---|---|--:|--:|:-:|\n${long.join("\n")}`,
    `| Line | ${quarters.join(" | ")} | Change |\n|---|${"--:|".repeat(quarters.length)}--:|\n${wide.join("\n")}`,
  ].join("\n\n");
}

function section(chapter: number, index: number): string {
  const seed = chapter * 13 + index;
  const parts = [`### ${chapter}.${index} ${sentence(seed, 3).slice(0, -1)}`, paragraph(seed, 1 + (seed % 2))];
  if (index % 4 === 1) parts.push(`- ${sentence(seed + 1, 7)}\n- ${sentence(seed + 2, 9)}\n  - ${sentence(seed + 3, 5)}\n- [x] ${sentence(seed + 4, 4)}`);
  if (index % 6 === 3) parts.push(`1. ${sentence(seed + 5, 6)}\n2. ${sentence(seed + 6, 8)}\n3. ${sentence(seed + 7, 5)}`);
  return parts.join("\n\n");
}

function chapter(n: number): string {
  const parts = [`## ${n}. ${sentence(n * 5, 4).slice(0, -1)}`, paragraph(n * 11, 3)];
  for (let i = 1; i <= 13; i++) {
    parts.push(section(n, i));
    // Three code blocks per chapter, cycling through the languages.
    if (i % 4 === 2) parts.push(CODE[(n * 3 + (i >> 2)) % CODE.length]!(n));
    if (i === 6) parts.push(tables(n));
    if (i === 9)
      parts.push(
        `The model fits $\\hat{y} = \\beta_0 + \\beta_1 x_{${n}}$ with $R^2 = 0.${90 + (n % 9)}$, where\n\n$$\n\\sigma_{${n}} = \\sqrt{\\frac{1}{N}\\sum_{i=1}^{N}(x_i - \\mu)^2}\n\\qquad\np_{50} = \\inf\\{x : F(x) \\ge \\tfrac{1}{2}\\}\n$$`,
      );
  }
  return parts.join("\n\n");
}

export const HEAVY_CHAPTERS = 14;

export function heavyMarkdown(title = "Platform Performance Review"): string {
  const chapters = Array.from({ length: HEAVY_CHAPTERS }, (_, i) => chapter(i + 1));
  return `---\ntitle: ${title}\ntoc: true\n---\n\n# ${title}\n\n${paragraph(0, 5)}\n\n${chapters.join("\n\n")}\n`;
}
