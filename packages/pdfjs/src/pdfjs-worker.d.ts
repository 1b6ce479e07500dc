// pdfjs-dist ships no typings for its worker bundle; we only hand the module object to pdf.js.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
