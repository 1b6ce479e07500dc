// Its own module, free of Playwright, so `pnpm start` and env parsing can name the default binary
// without loading playwright-core (~0.4 s).

/**
 * Debian's `chromium-headless-shell`: the same Blink, Skia and PDF backend as `chromium`, without
 * the full browser's tab machinery. Measured on 2 cores: creating and closing a page costs ~46 ms
 * instead of ~135 ms (the full browser spends ~120 ms of its own CPU per tab), and setContent +
 * page.pdf of a one-page document ~25 ms instead of ~60 ms. Playwright uses the same shell for headless.
 * The path is the binary itself, not /usr/bin's wrapper script: that script does not exec, so
 * signals and crash handling would reach a shell instead of the browser.
 */
export const DEFAULT_CHROMIUM_PATH = "/usr/lib/chromium/chromium-headless-shell";
