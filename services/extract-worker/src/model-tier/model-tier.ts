import type { Provenance } from "@quire/contracts";
import type { PositionedDocument } from "../layout/types";
import type { PresetOutput } from "../presets/preset-output";
import { buildContext } from "../rules/context";
import type { DocContext } from "../rules/types";
import { unionBox } from "../rules/geometry";
import { completeJson, ModelUnavailable, type ChatModelConfig } from "./chat-client";
import { getPath, setPath, type EscalationField } from "./escalation-fields";
import { parseAmount, parseDate, resolveDateOrder } from "../values";
import { locateValue } from "./locate-value";
import { buildRequest } from "./prompt";

// The model tier: fields the rules left null go to a chat model over the document's text and
// layout; each answer is kept only if the document prints it (same parsers as the rules) at a
// page and box. The model's own certainty is never asked for; confidence comes from the check.

/** A value printed once: grounded, but the model — not a label — chose it, so below typical rule confidence. */
export const CONFIDENCE_UNIQUE = 0.6;
/** Printed at several places: the value is real, which place the model read is not known. */
export const CONFIDENCE_REPEATED = 0.45;

export interface ModelTierDeps {
  /** Undefined when no model is configured: the tier is skipped with a warning. */
  config?: ChatModelConfig;
  fetch?: typeof fetch;
  logger?: { warn: (obj: object, msg: string) => void };
  /** Adjusts a verified value's provenance (the OCR tier caps values on OCR'd pages). */
  relabel?: (p: Provenance) => Provenance;
}

export interface ModelTierResult {
  output: PresetOutput;
  /** True when the provider answered (the tier is then charged); false when skipped or failed. */
  ran: boolean;
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && !v.trim());
}

/**
 * The answer as the kind's value, read with the rules' own parsers (a model that answers a date as
 * printed, "03/14/2022", or an amount as "$257.20" is normalised like the document); null when it
 * is not a value of that kind at all.
 */
function normalise(field: EscalationField, answer: unknown, ctx: DocContext): string | number | null {
  if (isEmpty(answer)) return null;
  if (field.kind === "money" || field.kind === "number") {
    if (typeof answer === "number") return Number.isFinite(answer) ? answer : null;
    const a = typeof answer === "string" ? parseAmount(answer, { decimalHint: ctx.decimal ?? undefined }) : null;
    return a?.value ?? null;
  }
  const text = typeof answer === "string" ? answer.trim() : typeof answer === "number" ? String(answer) : null;
  if (text === null || field.kind !== "date") return text;
  const d = parseDate(text);
  return d ? resolveDateOrder(d, ctx.dateOrder).iso : null;
}

export async function runModelTier(deps: ModelTierDeps, doc: PositionedDocument, out: PresetOutput, candidates: EscalationField[]): Promise<ModelTierResult> {
  const open = candidates.filter((f) => isEmpty(getPath(out.data, f.path)) && !out.fields[f.path]);
  if (!open.length) return { output: out, ran: false };
  // Nothing to read (a scan without OCR): asking would cost the caller a model call that cannot ground anything.
  if (!doc.pages.some((p) => p.words.length)) {
    return { output: { ...out, warnings: [...out.warnings, "model tier skipped: the document has no text to read"] }, ran: false };
  }
  if (!deps.config) {
    return { output: { ...out, warnings: [...out.warnings, `model tier not configured: ${open.length} ungrounded field(s) were not escalated`] }, ran: false };
  }
  let answers: Record<string, unknown>;
  try {
    answers = await completeJson(deps.config, buildRequest(doc, open), deps.fetch);
  } catch (error) {
    const reason = error instanceof ModelUnavailable ? error.message : "unexpected failure";
    deps.logger?.warn({ reason, detail: error instanceof ModelUnavailable ? error.detail : String(error) }, "model tier failed");
    return { output: { ...out, warnings: [...out.warnings, `model tier unavailable (${reason}); deterministic result returned`] }, ran: false };
  }

  const ctx = buildContext(doc);
  const data = structuredClone(out.data);
  const fields = { ...out.fields };
  let warnings = [...out.warnings];
  for (const field of open) {
    const raw = answers[field.path];
    if (isEmpty(raw)) continue; // the model did not find it either: the rules' warning stands
    const value = normalise(field, raw, ctx);
    const found = value === null ? [] : locateValue(doc, ctx, field.kind, value);
    // The rules' own warning for this field is replaced by the model tier's verdict.
    warnings = warnings.filter((w) => !w.startsWith(`${field.path}:`));
    const first = found[0];
    if (!first || value === null) {
      warnings.push(`${field.path}: model answer for ${field.path} was not found in the document`);
      continue;
    }
    setPath(data, field.path, value);
    const provenance: Provenance = {
      confidence: found.length === 1 ? CONFIDENCE_UNIQUE : CONFIDENCE_REPEATED,
      method: "model",
      page: first.page,
      bbox: unionBox(first.words),
      text: first.words.map((w) => w.text).join(" "),
    };
    fields[field.path] = deps.relabel ? deps.relabel(provenance) : provenance;
  }
  return { output: { data, fields, warnings }, ran: true };
}
