// Pure value parsers for the deterministic extraction tier: every parse returns the normalised
// value with the exact span it came from, or null / `ambiguous` — never a guess.
export * from "./dates";
export * from "./date-order";
export * from "./money";
export * from "./currency";
export * from "./iso4217";
export * from "./labels";
export * from "./numbers-in-words";
export * from "./durations";
export { lookupMonth, type MonthLanguage, type MonthName } from "./month-names";
export { fold, foldWithMap, type Folded } from "./fold";
