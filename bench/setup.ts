// `pnpm bench setup`: installs the peers `pnpm bench render` measures Quire against — pandoc and
// wkhtmltopdf from Debian, md-to-pdf from npm into .cache/bench-peers (outside the workspace, so
// `pnpm install` never pulls puppeteer). Nothing downloads a browser: md-to-pdf drives Debian's
// Chromium. Safe to run again; a peer that cannot be installed is reported and the bench skips it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { MD_TO_PDF_VERSION, PEER_CACHE_DIR, PUPPETEER_VERSION, peerStatus } from "./render-peers";

const APT_PACKAGES = ["pandoc", "wkhtmltopdf"];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env }).status === 0;
}

function installApt(): void {
  const missing = APT_PACKAGES.filter(
    (name) => spawnSync("dpkg-query", ["-W", "-f=${Status}", name], { encoding: "utf8" }).stdout?.includes("ok installed") !== true,
  );
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.log(`not root: install ${missing.join(" ")} yourself (sudo apt-get install ${missing.join(" ")})`);
    return;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], env)) {
    // The package lists may be missing or stale on a fresh machine.
    if (run("apt-get", ["update", "-qq"], env)) run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], env);
  }
}

function installMdToPdf(): void {
  mkdirSync(PEER_CACHE_DIR, { recursive: true });
  const manifest = `${PEER_CACHE_DIR}/package.json`;
  if (!existsSync(manifest)) writeFileSync(manifest, JSON.stringify({ name: "quire-bench-peers", private: true }, null, 2));
  // PUPPETEER_SKIP_DOWNLOAD: puppeteer's install script would otherwise fetch its own Chrome.
  run(
    "npm",
    ["install", "--prefix", PEER_CACHE_DIR, "--no-audit", "--no-fund", "--save-exact", `md-to-pdf@${MD_TO_PDF_VERSION}`, `puppeteer@${PUPPETEER_VERSION}`],
    { ...process.env, PUPPETEER_SKIP_DOWNLOAD: "1" },
  );
}

installApt();
installMdToPdf();
console.log("");
for (const peer of peerStatus()) console.log(`${peer.name}: ${peer.available ? "ready" : `unavailable (${peer.reason})`}`);
