// What other processes and the benchmark may use: starting a worker in-process, and the pieces
// that are meaningful on their own.
export { startRenderWorker, type RenderWorkerHandle, type RenderWorkerOptions } from "./worker/start-render-worker";
export { ChromiumSupervisor, type ChromiumStats } from "./chromium/chromium-supervisor";
export { DEFAULT_CHROMIUM_PATH } from "./chromium/chromium-path";
export { createMarkdownRenderer, type MarkdownHtml } from "./markdown/markdown-to-html";
export { createResendEmailSender, type EmailSender } from "./email/resend-email-sender";
export { parseRenderWorkerEnv } from "./env";
