import type { Provenance } from "@quire/contracts";
import type { Candidate } from "./anchor";
import { unionBox } from "./geometry";

// Choosing one value per field from its candidates — or refusing to.
//
// Candidates with the same value are one group; the group's support combines its candidates as a
// discounted noisy-or: support = 1 − (1 − s₁)·Π_{i≥2}(1 − 0.3·sᵢ), s₁ the strongest. A repeated
// value (the total printed twice) gains a little; many weak mentions never outweigh one strong one.
// The best group wins only when the runner-up's support is below TIE_RATIO of it: two different
// values close in support are a tie, and a tie is null + a warning, never an arbitrary pick.

export const TIE_RATIO = 0.8;
/** Below this support a value is not reported. */
export const MIN_SUPPORT = 0.3;

export interface Group {
  key: string;
  value: Candidate["value"];
  support: number;
  /** The strongest candidate (its words are the provenance). */
  best: Candidate;
  candidates: Candidate[];
}

export function groupCandidates(cands: readonly Candidate[], keyOf: (value: Candidate["value"]) => string = defaultKey): Group[] {
  const byKey = new Map<string, Candidate[]>();
  for (const c of cands) {
    const key = keyOf(c.value);
    byKey.set(key, [...(byKey.get(key) ?? []), c]);
  }
  const groups: Group[] = [];
  for (const [key, list] of byKey) {
    const sorted = [...list].sort((a, b) => b.score - a.score);
    const best = sorted[0] as Candidate;
    let miss = 1 - best.score;
    for (const c of sorted.slice(1)) miss *= 1 - 0.3 * c.score;
    groups.push({ key, value: best.value, support: round(1 - miss), best, candidates: sorted });
  }
  return groups.sort((a, b) => b.support - a.support);
}

function defaultKey(value: Candidate["value"]): string {
  return typeof value === "number" ? value.toFixed(4) : String(value).toLowerCase();
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export type Decision = { status: "value"; group: Group; runnerUp: Group | null } | { status: "ambiguous"; groups: [Group, Group] } | { status: "missing" };

export function decide(groups: readonly Group[]): Decision {
  const [g1, g2] = groups.filter((g) => g.support >= MIN_SUPPORT);
  if (!g1) return { status: "missing" };
  if (g2 && g2.support >= TIE_RATIO * g1.support) return { status: "ambiguous", groups: [g1, g2] };
  return { status: "value", group: g1, runnerUp: g2 ?? null };
}

/**
 * Confidence of a decided value: its support, less the share a runner-up takes from it
 * (confidence = support · (1 − 0.5·runnerUp/support)), then adjusted by cross-field evidence.
 */
export function baseConfidence(d: Extract<Decision, { status: "value" }>): number {
  const r = d.runnerUp ? d.runnerUp.support / d.group.support : 0;
  return round(d.group.support * (1 - 0.5 * r));
}

export function provenance(c: Pick<Candidate, "page" | "words">, confidence: number): Provenance {
  return {
    confidence: Math.max(0, Math.min(1, round(confidence))),
    method: "deterministic",
    page: c.page,
    bbox: unionBox(c.words),
    text: c.words.map((w) => w.text).join(" "),
  };
}

export function notFound(field: string): string {
  return `${field}: not found in the document`;
}

export function ambiguousWarning(field: string, groups: readonly Group[]): string {
  const shown = groups.slice(0, 2).map((g) => `${g.best.words.map((w) => w.text).join(" ")} (page ${g.best.page})`);
  return `${field}: ambiguous between ${shown.join(" and ")}`;
}
