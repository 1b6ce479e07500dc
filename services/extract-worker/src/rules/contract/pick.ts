import type { Candidate } from "../anchor";
import { resolve, type Resolved } from "../emit";
import { baseConfidence } from "../select";

// Contract rules grade their evidence in tiers (a defined "Effective Date" over a preamble date,
// a non-renewal clause over a convenience clause). The strongest tier decides; weaker evidence
// that disagrees with it does not outvote it, but lowers the confidence of the value it chose.

const TIER_WIDTH = 0.04;
const DISAGREEMENT = 0.9;

export function pickTiered(field: string, cands: readonly Candidate[], keyOf?: (v: Candidate["value"]) => string): { resolved: Resolved; confidence?: number } {
  const best = Math.max(0, ...cands.map((c) => c.score));
  const top = cands.filter((c) => c.score >= best - TIER_WIDTH);
  const resolved = resolve(field, top, keyOf);
  const d = resolved.decision;
  if (d.status !== "value") return { resolved };
  const key = d.group.key;
  const others = resolve(field, cands, keyOf).groups.filter((g) => g.key !== key);
  const confidence = baseConfidence(d) * (others.length ? DISAGREEMENT : 1);
  return { resolved, confidence };
}
