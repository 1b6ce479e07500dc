import type { PresetOutput } from "../presets/preset-output";
import type { Candidate } from "./anchor";
import { ambiguousWarning, baseConfidence, decide, groupCandidates, notFound, provenance, type Decision, type Group } from "./select";

// Turning candidates into the envelope: a value with its provenance, or null with one warning.

export interface Resolved {
  field: string;
  groups: Group[];
  decision: Decision;
}

export function resolve(field: string, cands: readonly Candidate[], keyOf?: (v: Candidate["value"]) => string): Resolved {
  const groups = groupCandidates(cands, keyOf);
  return { field, groups, decision: decide(groups) };
}

export function emptyOutput(): PresetOutput {
  return { data: {}, fields: {}, warnings: [] };
}

/** Writes a decided value (or null + warning) at `path` of `data`. */
export function emitScalar(out: PresetOutput, path: string, r: Resolved, confidence?: number): void {
  const d = r.decision;
  if (d.status === "value") {
    out.data[path] = d.group.value;
    out.fields[path] = provenance(d.group.best, confidence ?? baseConfidence(d));
    return;
  }
  out.data[path] = null;
  out.warnings.push(d.status === "ambiguous" ? ambiguousWarning(path, d.groups) : notFound(path));
}

/** Writes a value chosen elsewhere (cross-field checks) or null with the given or default warning. */
export function emitChosen(out: PresetOutput, path: string, group: Group | null, confidence: number, warning: string | null, r: Resolved): void {
  if (group) {
    out.data[path] = group.value;
    out.fields[path] = provenance(group.best, confidence);
    return;
  }
  out.data[path] = null;
  const d = r.decision;
  out.warnings.push(warning ?? (d.status === "ambiguous" ? ambiguousWarning(path, d.groups) : notFound(path)));
}
