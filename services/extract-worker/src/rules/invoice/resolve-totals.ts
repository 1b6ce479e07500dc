import { OCR_FONT } from "../../layout/types";
import type { Decision, Group } from "../select";
import { baseConfidence, MIN_SUPPORT } from "../select";
import { sameCents, withinCent } from "../../values/cents";

// Cross-field evidence for an invoice's amounts. The rules read subtotal, tax and total
// independently; arithmetic then picks among their candidates. A combination scores the sum of
// its groups' support, +0.6 when subtotal + tax = total (within a cent), +0.3 when subtotal =
// total with no tax printed, +0.3 when the line items sum to the subtotal; three amounts that
// contradict each other score −0.4. A rounding amount printed on its own line ("Öresavrundning
// −0,25") may stand between subtotal + tax and the total. Arithmetic may settle a tie between two printed values
// (it is evidence from the page), but never invents a value no label pointed at.
//
// Confidence of an amount = its base confidence (see select.ts) × (1 + 0.15 per check it passes),
// capped at 0.99; an amount in a contradiction that cannot be settled is nulled when it is the
// weakest of the three (the tax when OCR read it), and the others are multiplied by 0.6. An amount
// read from weak evidence (a bare whole number among decimal ones, a tax line led by its rate) is
// returned only when a check confirms it.

export type MoneyField = "subtotal" | "tax" | "total";

export interface AmountChoice {
  group: Group | null;
  confidence: number;
  warning: string | null;
  /** Printed rate × printed base = tax: the document's own arithmetic vouches for this amount's digits. */
  rateProven?: true;
}

/** Only an OCR'd amount's digits read as cents speak for it (lost-separators.ts): it needs the sum to the cent, no rounding cent. */
const centsReadOnly = (g: Group | null) => !!g && g.candidates.every((c) => c.centsRead);

function options(groups: readonly Group[]): (Group | null)[] {
  return [...groups.filter((g) => g.support >= MIN_SUPPORT).slice(0, 3), null];
}

interface Combo {
  subtotal: Group | null;
  tax: Group | null;
  total: Group | null;
  score: number;
  checks: Record<MoneyField, number>;
  contradiction: boolean;
}

/**
 * The printed rounding through which subtotal + tax reach the total: 0 when they reach it without
 * one, null when they do not reach it.
 */
export function roundingBetween(subtotal: number, tax: number, total: number, roundings: readonly number[], near = withinCent): number | null {
  return [0, ...roundings].find((r) => near(subtotal + tax + r, total)) ?? null;
}

function evaluate(subtotal: Group | null, tax: Group | null, total: Group | null, itemsSum: number | null, roundings: readonly number[] = []): Combo {
  const v = (g: Group | null) => (g ? (g.value as number) : null);
  const [sv, tv, Tv] = [v(subtotal), v(tax), v(total)];
  const checks = { subtotal: 0, tax: 0, total: 0 };
  const near = [subtotal, tax, total].some(centsReadOnly) ? sameCents : withinCent;
  let score = (subtotal?.support ?? 0) + (tax?.support ?? 0) + (total?.support ?? 0);
  let contradiction = false;
  if (sv !== null && tv !== null && Tv !== null) {
    if (roundingBetween(sv, tv, Tv, roundings, near) !== null) {
      score += 0.6;
      checks.subtotal++;
      checks.tax++;
      checks.total++;
    } else {
      score -= 0.4;
      contradiction = true;
    }
  } else if (sv !== null && Tv !== null && tv === null && near(sv, Tv)) {
    score += 0.3;
    checks.subtotal++;
    checks.total++;
  }
  if (itemsSum !== null && sv !== null && near(itemsSum, sv)) {
    score += 0.3;
    checks.subtotal++;
  }
  return { subtotal, tax, total, score, checks, contradiction };
}

function readByOcr(g: Group): boolean {
  return g.best.words.some((w) => w.font === OCR_FONT);
}

function independent(d: Decision): Group | null {
  return d.status === "value" ? d.group : null;
}

/** Chooses subtotal, tax and total together. */
export function resolveTotals(
  groups: Record<MoneyField, readonly Group[]>,
  decisions: Record<MoneyField, Decision>,
  itemsSum: number | null,
  roundings: readonly number[] = [],
  /** Whether a printed rate and base prove a tax from a subtotal (rate-proof.ts). */
  proves?: (tax: number, base: number) => boolean,
): Record<MoneyField, AmountChoice> {
  let best: Combo | null = null;
  for (const subtotal of options(groups.subtotal))
    for (const tax of options(groups.tax))
      for (const total of options(groups.total)) {
        const c = evaluate(subtotal, tax, total, itemsSum, roundings);
        if (!best || c.score > best.score + 1e-9) best = c;
      }
  const combo = best as Combo;
  const out = {} as Record<MoneyField, AmountChoice>;
  const consistent = Object.values(combo.checks).some((n) => n > 0);
  const chosen: Record<MoneyField, Group | null> = consistent
    ? { subtotal: combo.subtotal, tax: combo.tax, total: combo.total }
    : { subtotal: independent(decisions.subtotal), tax: independent(decisions.tax), total: independent(decisions.total) };
  // Arithmetic may only choose among values a label pointed at; a field it leaves out keeps its own reading when that reading does not contradict.
  if (consistent) {
    for (const f of ["subtotal", "tax", "total"] as MoneyField[]) {
      if (chosen[f] === null && decisions[f].status === "value") {
        const trial = evaluate(
          f === "subtotal" ? independent(decisions.subtotal) : combo.subtotal,
          f === "tax" ? independent(decisions.tax) : combo.tax,
          f === "total" ? independent(decisions.total) : combo.total,
          itemsSum,
          roundings,
        );
        if (!trial.contradiction) chosen[f] = independent(decisions[f]);
      }
    }
  }
  // Weak evidence no check confirms is no amount: it must not make the others contradict.
  for (const f of ["subtotal", "tax", "total"] as MoneyField[]) {
    if (!consistent && chosen[f]?.best.unconfirmed) {
      out[f] = { group: null, confidence: 0, warning: `${f}: no other amount confirms ${chosen[f].best.words.map((w) => w.text).join(" ")}` };
      chosen[f] = null;
    }
  }
  const final = evaluate(chosen.subtotal, chosen.tax, chosen.total, itemsSum, roundings);
  const weakest = final.contradiction
    ? (["subtotal", "tax", "total"] as MoneyField[]).sort((a, b) => (chosen[a]?.support ?? 0) - (chosen[b]?.support ?? 0))[0]
    : null;
  // On a scan, support says which amount was read under the better label, not which one was
  // misread or misattributed. There the tax goes: its label also heads per-rate rows, rates and
  // tax bases, which OCR'd tables expose far more often than a misread subtotal or total.
  // Unless the tax's own rate and base prove it and the subtotal: then the total read by OCR is the misread one.
  const proven =
    final.contradiction &&
    !!chosen.tax &&
    !!chosen.subtotal &&
    !!chosen.total &&
    readByOcr(chosen.total) &&
    !!proves?.(chosen.tax.value as number, chosen.subtotal.value as number);
  const nulled = proven ? "total" : final.contradiction && chosen.tax && readByOcr(chosen.tax) ? "tax" : weakest;
  for (const f of ["subtotal", "tax", "total"] as MoneyField[]) {
    const g = chosen[f];
    const d = decisions[f];
    if (!g) {
      out[f] ??= { group: null, confidence: 0, warning: null };
      continue;
    }
    // Weak evidence ("285" among "1.500,00", "21 % Btw 356,53") is an amount only when the arithmetic holds with it.
    if (g.best.unconfirmed && (final.checks[f] === 0 || final.contradiction)) {
      out[f] = { group: null, confidence: 0, warning: `${f}: no other amount confirms ${g.best.words.map((w) => w.text).join(" ")}` };
      continue;
    }
    if (f === nulled) {
      out[f] = { group: null, confidence: 0, warning: `${f}: ${g.best.words.map((w) => w.text).join(" ")} contradicts subtotal + tax = total` };
      continue;
    }
    const base = d.status === "value" && d.group === g ? baseConfidence(d) : g.support * 0.9;
    const boosted = Math.min(0.99, base * (1 + 0.15 * final.checks[f]));
    out[f] = { group: g, confidence: final.contradiction ? boosted * 0.6 : boosted, warning: null, ...(proven ? { rateProven: true as const } : {}) };
  }
  return out;
}
