// Entry point of a parser child process (forked by ParserPool). Loading pdf.js here, before the
// first document arrives, is what "pre-warmed" means. One document at a time; the parent kills us
// on timeout or memory blow-up, and any uncaught error ends the process (the parent maps a death
// to unsupported_document and forks a fresh child).
import { parseDocument, pdfjsAssets } from "./parse-document";
import { ParseFailure, type FromChild, type ToChild } from "./protocol";

// argv[2]: the pdfjs-dist directory, resolved by the parent (a bundled child sits in a temporary
// directory from which packages cannot be resolved).
const assets = pdfjsAssets(process.argv[2] ?? "");

function send(message: FromChild): void {
  process.send?.(message);
}

process.on("message", (message: ToChild) => {
  if (message?.type !== "parse") return;
  // IPC may deliver a Buffer (Node revives Buffers as such); pdf.js refuses Buffers, so hand it
  // a plain Uint8Array over the same memory.
  const bytes = new Uint8Array(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
  parseDocument(bytes, message.options, assets).then(
    (document) => send({ type: "done", id: message.id, document }),
    (error: unknown) => {
      if (error instanceof ParseFailure) send({ type: "failed", id: message.id, code: error.code, message: error.message });
      else send({ type: "failed", id: message.id, code: "unsupported_document", message: "The PDF crashed the parser." });
    },
  );
});

process.on("disconnect", () => process.exit(0));
send({ type: "ready" });
