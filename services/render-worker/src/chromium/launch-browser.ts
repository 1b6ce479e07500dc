import { chromium, type Browser } from "playwright-core";

// Every switch that makes Chromium talk to the network on its own is off, and all proxyable traffic
// goes to a dead local port (loopback included) in case a request ever escaped request routing.
const ARGS = [
  "--headless",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--disable-extensions",
  "--disable-default-apps",
  "--disable-domain-reliability",
  "--disable-breakpad",
  "--metrics-recording-only",
  "--mute-audio",
  "--no-pings",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
  // The headless shell hints glyphs by default, which rounds advances: letter-spaced capitals then
  // come apart in the PDF's text ("IN VOICE N UMB ER"). Unhinted, positions match the full browser.
  "--font-render-hinting=none",
  // Pages are only ever printed, never shown: with begin frames left to DevTools (which never asks
  // for one), the compositor draws nothing for the screen. Printing lays out and paints on its
  // own, so PDFs are byte-identical, at ~20% less browser CPU per one-page job.
  "--enable-begin-frame-control",
];

/**
 * One Chromium process. Playwright gives it a fresh temporary user-data-dir (removed on close),
 * so nothing persists across launches. Signals are ours: SIGTERM must drain jobs first. Whether to
 * ask for the sandbox is decided once per worker (see chromium-sandbox.ts).
 */
export function launchBrowser({ executablePath, sandbox }: { executablePath: string; sandbox: boolean }): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    // Playwright passes --no-sandbox when this is false.
    chromiumSandbox: sandbox,
    args: ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    timeout: 30_000,
  });
}
