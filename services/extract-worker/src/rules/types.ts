import type { DateOrder, DecimalSeparator, LabelLanguage } from "../values";

// Types every rule shares, kept apart so the readers (read-value.ts), the label anchoring (anchor.ts)
// and the document context (context.ts) do not import each other in a circle.

/** What a document tells about itself and every value reader needs (built by context.ts). */
export interface DocContext {
  dateOrder: DateOrder | null;
  dateOrderFrom: "dates" | "language" | "currency" | null;
  decimal: DecimalSeparator | null;
  /** Language of the labels; only computed when numeric dates need it (null otherwise). */
  language: LabelLanguage | null;
}
