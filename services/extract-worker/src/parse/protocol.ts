import type { PositionedDocument } from "../layout/types";

// Messages between the parser pool (parent) and a parser child, over IPC with
// serialization: "advanced" (structured clone), so document bytes travel as a Uint8Array.

/** Error codes a child may report; the parent maps them to contract errors. */
export type ParseFailureCode = "unsupported_document" | "document_encrypted" | "input_too_large";

export interface ParseOptions {
  /** Refuse documents with more pages than this before any per-page work. */
  maxPages: number;
  /** Also read vector graphics (rulings, rectangles). Costs an operator list per page. */
  withGraphics: boolean;
}

export type ToChild = { type: "parse"; id: number; bytes: Uint8Array; options: ParseOptions };

export type FromChild =
  { type: "ready" } | { type: "done"; id: number; document: PositionedDocument } | { type: "failed"; id: number; code: ParseFailureCode; message: string };

export class ParseFailure extends Error {
  constructor(
    readonly code: ParseFailureCode,
    message: string,
  ) {
    super(message);
    this.name = "ParseFailure";
  }
}
