import { DEFAULT_CHROMIUM_PATH } from "../../src/chromium/chromium-path";

/** The browser tests drive: the worker's default unless CHROMIUM_PATH says otherwise. */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
