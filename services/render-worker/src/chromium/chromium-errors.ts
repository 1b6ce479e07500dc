// Small named errors so the job processor can tell a timeout (final) from a crashed browser
// (worth one retry) without string matching.

/** The browser or the page's renderer died while this render was using it. */
export class BrowserCrashedError extends Error {
  override readonly name = "BrowserCrashedError";
}

/** The caller's signal fired (render budget spent) before the PDF was produced. */
export class RenderAbortedError extends Error {
  override readonly name = "RenderAbortedError";
}

/** The supervisor is shutting down and takes no more work. */
export class SupervisorClosedError extends Error {
  override readonly name = "SupervisorClosedError";
}
