import type { TextOpsCodes } from "../src/layout/text-shows";

/** Stand-in pdf.js OPS codes for the text operators, for operator lists built in tests. */
export const TEXT_OPS: TextOpsCodes = {
  beginText: 1,
  setFont: 2,
  setCharSpacing: 3,
  setWordSpacing: 4,
  setHScale: 5,
  setLeading: 6,
  setTextMatrix: 7,
  moveText: 8,
  setLeadingMoveText: 9,
  nextLine: 10,
  showText: 11,
};
