import type { PositionedDocument } from "../model/types";
import { findCandidates, type Candidate, type FieldSpec } from "../rules/anchor";
import { buildContext } from "../rules/context";
import { contractParties } from "../rules/contract-parties";
import { autoRenews, effectiveDate, governingLaw, initialTerm, noticeDays } from "../rules/contract-rules";
import { emitScalar, emptyOutput, resolve } from "../rules/emit";
import { sentences } from "../rules/prose";
import { readDate } from "../rules/read-value";
import { matchLabel } from "../values";
import type { PresetOutput } from "./preset-output";

// contract_terms: {party_1, party_2, effective_date, initial_term, auto_renews,
// termination_notice_days, governing_law}, read from the contract's sentences (and, for the
// effective date, from a labelled cover block "Effective Date: …"). initial_term is the duration
// as printed, normalised ("12 months"); the notice period is in days (1 month = 30 days).

const FIELDS = ["party_1", "party_2", "effective_date", "initial_term", "auto_renews", "termination_notice_days", "governing_law"] as const;

export function contractTerms(doc: PositionedDocument): PresetOutput {
  const ctx = buildContext(doc);
  const out = emptyOutput();
  const cands = new Map<string, Candidate[]>(FIELDS.map((f) => [f, []]));
  const push = (c: Candidate | null) => c && cands.get(c.field)?.push(c);
  let partiesSeen = false;
  for (const s of sentences(doc)) {
    if (!partiesSeen) {
      const parties = contractParties(s);
      // The first sentence naming two parties is the contract's own; later ones name others.
      if (parties) {
        parties.forEach(push);
        partiesSeen = true;
      }
    }
    push(effectiveDate(s, ctx));
    push(initialTerm(s));
    push(noticeDays(s));
    push(autoRenews(s));
    push(governingLaw(s));
  }
  const labelled: FieldSpec = { name: "effective_date", kind: "date", match: (t) => matchLabel(t, "effective_date"), reader: readDate };
  for (const c of findCandidates(doc, ctx, labelled)) push(c);
  for (const f of FIELDS) emitScalar(out, f, resolve(f, cands.get(f) ?? []));
  return out;
}
