// The peers `pnpm bench render` measures in the same run: pandoc + wkhtmltopdf (Debian) and
// md-to-pdf (npm, in .cache/bench-peers, driving the same Chromium binary as Quire). Each converts a
// Markdown file to an A4 PDF the way its users run it: pandoc as a process per document, md-to-pdf
// through its API (which launches a browser per document by design). `pnpm bench setup` installs them.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_CHROMIUM_PATH } from "../services/render-worker/src/chromium/chromium-path";

export const PEER_CACHE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.cache/bench-peers");
export const MD_TO_PDF_VERSION = "5.2.5";
/** md-to-pdf accepts any puppeteer ≥ 8; pinned so every machine drives Chromium the same way. */
export const PUPPETEER_VERSION = "24.43.1";

export interface Peer {
  name: string;
  available: boolean;
  reason?: string;
  /** Converts one Markdown document; resolves with the PDF's size in bytes. */
  convert(markdown: string, options: { toc: boolean }): Promise<number>;
}

type MdToPdf = (input: { path: string }, config: Record<string, unknown>) => Promise<{ content: Buffer }>;

function onPath(binary: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${binary}`]).status === 0;
}

async function inTempDir<T>(markdown: string, fn: (input: string, output: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "quire-peer-"));
  try {
    const input = path.join(dir, "document.md");
    await writeFile(input, markdown);
    return await fn(input, path.join(dir, "document.pdf"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function exec(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-2000);
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}

function pandocPeer(): Peer {
  const missing = ["pandoc", "wkhtmltopdf"].filter((binary) => !onPath(binary));
  return {
    name: "pandoc+wkhtmltopdf",
    available: missing.length === 0,
    ...(missing.length ? { reason: `${missing.join(", ")} not installed; run pnpm bench setup` } : {}),
    convert: (markdown, { toc }) =>
      inTempDir(markdown, async (input, output) => {
        // Frontmatter gives the title; --toc builds the contents where the document asks for one.
        await exec("pandoc", [
          input,
          "--standalone",
          "--pdf-engine=wkhtmltopdf",
          "--pdf-engine-opt=--quiet",
          "-V",
          "papersize=A4",
          ...(toc ? ["--toc"] : []),
          "-o",
          output,
        ]);
        return (await readFile(output)).length;
      }),
  };
}

function mdToPdfPeer(chromiumPath: string): Peer {
  const manifest = path.join(PEER_CACHE_DIR, "package.json");
  let mdToPdf: MdToPdf | undefined;
  let reason: string | undefined;
  try {
    mdToPdf = (createRequire(manifest)("md-to-pdf") as { mdToPdf: MdToPdf }).mdToPdf;
  } catch {
    reason = `not installed in ${path.relative(process.cwd(), PEER_CACHE_DIR)}; run pnpm bench setup`;
  }
  if (!reason && !existsSync(chromiumPath)) reason = `no Chromium at ${chromiumPath}`;
  // Root cannot run Chromium's sandbox (Quire's worker decides the same way).
  const args = process.getuid?.() === 0 ? ["--no-sandbox"] : [];
  return {
    name: "md-to-pdf",
    available: !reason,
    ...(reason ? { reason } : {}),
    convert: (markdown) =>
      inTempDir(markdown, async (input) => {
        const { content } = await mdToPdf!({ path: input }, { launch_options: { executablePath: chromiumPath, headless: true, args } });
        return content.length;
      }),
  };
}

export function peerStatus(chromiumPath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH): Peer[] {
  return [pandocPeer(), mdToPdfPeer(chromiumPath)];
}
