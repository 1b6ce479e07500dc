import type { ExtractJob } from "@quire/contracts";
import { kindFor } from "../presets/custom-schema";
import type { ValueKind } from "../rules/read-value";

// Which fields may be escalated to the model, and how a returned value is read back from the
// document. Only kinds a model answer can be checked against the text are escalated: a boolean
// ("auto_renews") or a derived number ("initial_term" in months) is an interpretation, not
// something printed at one place, so no verification could ground it.

export type VerifiableKind = Extract<ValueKind, "date" | "money" | "number" | "identifier" | "text" | "currency">;

export interface EscalationField {
  /** Dotted path in `data` (also the key in `fields` and in warnings). */
  path: string;
  kind: VerifiableKind;
}

const VERIFIABLE = new Set<ValueKind>(["date", "money", "number", "identifier", "text", "currency"]);

const PRESET_FIELDS: Partial<Record<NonNullable<ExtractJob["preset"]>, Record<string, VerifiableKind>>> = {
  invoice: {
    vendor: "text",
    invoice_number: "identifier",
    invoice_date: "date",
    due_date: "date",
    currency: "currency",
    subtotal: "money",
    tax: "money",
    total: "money",
  },
  receipt: { merchant: "text", date: "date", total: "money", currency: "currency", payment_method: "text" },
  contract_terms: { party_1: "text", party_2: "text", effective_date: "date", governing_law: "text" },
};

type Schema = { type?: string | string[]; format?: string; properties?: Record<string, Schema> };

function schemaFields(schema: Schema, prefix = ""): EscalationField[] {
  const out: EscalationField[] = [];
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const type = Array.isArray(sub.type) ? sub.type.find((t) => t !== "null") : sub.type;
    if (type === "object" || (!type && sub.properties)) out.push(...schemaFields(sub, path));
    else if (type !== "array") {
      const kind = kindFor(name, sub);
      if (VERIFIABLE.has(kind)) out.push({ path, kind: kind as VerifiableKind });
    }
  }
  return out;
}

/** Every field of this job's output shape that the model tier could fill. */
export function escalationFields(job: Pick<ExtractJob, "preset" | "schema">): EscalationField[] {
  if (job.schema) return schemaFields(job.schema);
  const table = job.preset ? PRESET_FIELDS[job.preset] : undefined;
  return Object.entries(table ?? {}).map(([path, kind]) => ({ path, kind }));
}

/** Reads a dotted path of nested data objects. */
export function getPath(data: Record<string, unknown>, path: string): unknown {
  return path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), data);
}

export function setPath(data: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = data;
  for (const k of keys.slice(0, -1)) {
    const next = node[k];
    if (!next || typeof next !== "object") return;
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}
