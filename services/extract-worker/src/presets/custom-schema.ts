import type { PositionedDocument } from "../layout/types";
import { findCandidates, labelTokens, type Candidate } from "../rules/anchor";
import { buildContext } from "../rules/context";
import type { DocContext } from "../rules/types";
import { emitScalar, emptyOutput, resolve } from "../rules/emit";
import { partyCandidates, partyKey } from "../rules/invoice/parties";
import type { ValueKind } from "../rules/read-value";
import { provenance } from "../rules/select";
import { fillFromTables, type ItemProperty } from "../rules/table-fill";
import { fieldForPropertyName, labelFromPropertyName, matchPropertyLabel, type LabelField } from "../values";
import type { PresetOutput } from "./preset-output";

// Custom schemas: every property name is a label anchor ("invoice_number" matches "Invoice No.",
// and "Rechnungsnummer" when the name stands for a known field). The property's type decides
// the reader: `format: date` → ISO date; a number named total/amount/price (or a known money
// field) → money; other numbers → plain numbers; booleans from yes/no/true/false/checked;
// arrays of objects from the table whose header matches the item properties; nested objects
// recurse with dotted paths ("seller.name"). The gateway has already validated the schema.

type Schema = { type?: string | string[]; format?: string; properties?: Record<string, Schema>; items?: Schema };

const DATE_FIELDS: LabelField[] = ["invoice_date", "due_date", "receipt_date", "effective_date"];
const MONEY_FIELDS: LabelField[] = ["subtotal", "tax", "total", "item_amount", "item_unit_price"];
const ID_FIELDS: LabelField[] = ["invoice_number"];

function typeOf(s: Schema): string {
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  return t ?? (s.properties ? "object" : "string");
}

export function kindFor(name: string, s: Schema): ValueKind {
  const field = fieldForPropertyName(name);
  const type = typeOf(s);
  if (type === "boolean") return "boolean";
  if (type === "number" || type === "integer") {
    return /total|amount|price/i.test(name) || (field !== null && MONEY_FIELDS.includes(field)) ? "money" : "number";
  }
  if (s.format === "date" || s.format === "date-time" || (field !== null && DATE_FIELDS.includes(field))) return "date";
  if (field === "currency") return "currency";
  if ((field !== null && ID_FIELDS.includes(field)) || /(^|_|\b)(number|no|nr|id|code|ref|reference)$/i.test(name)) return "identifier";
  return "text";
}

function scalar(doc: PositionedDocument, ctx: DocContext, out: PresetOutput, path: string, name: string, s: Schema): unknown {
  const kind = kindFor(name, s);
  const field = fieldForPropertyName(name);
  const tokens = labelTokens(field ? [field] : [], labelFromPropertyName(name));
  const cands: Candidate[] = findCandidates(doc, ctx, { name: path, kind, match: (t) => matchPropertyLabel(t, name), tokens });
  const keyOf = field === "vendor" || field === "merchant" ? (v: Candidate["value"]) => partyKey(String(v)) : undefined;
  if (field === "vendor" || field === "merchant") cands.push(...partyCandidates(doc, { field: path, label: field }));
  const sink = emptyOutput();
  emitScalar(sink, path, resolve(path, cands, keyOf));
  Object.assign(out.fields, sink.fields);
  out.warnings.push(...sink.warnings);
  const value = sink.data[path] ?? null;
  // An integer field takes only a whole number.
  if (typeof value === "number" && typeOf(s) === "integer" && !Number.isInteger(value)) {
    delete out.fields[path];
    out.warnings.push(`${path}: ${value} is not an integer`);
    return null;
  }
  return value;
}

function array(doc: PositionedDocument, ctx: DocContext, out: PresetOutput, path: string, s: Schema): unknown[] {
  const itemProps = Object.entries(s.items?.properties ?? {});
  if (typeOf(s.items ?? {}) !== "object" || !itemProps.length) {
    out.warnings.push(`${path}: only arrays of objects are filled (from tables)`);
    return [];
  }
  const props: ItemProperty[] = itemProps.map(([name, sub]) => ({ name, kind: kindFor(name, sub) }));
  const rows = fillFromTables(doc, ctx, props);
  if (!rows) {
    out.warnings.push(`${path}: no table with matching headers found in the document`);
    return [];
  }
  return rows.map((row, i) =>
    Object.fromEntries(
      props.map((p) => {
        const cell = row[p.name];
        if (cell) out.fields[`${path}[${i}].${p.name}`] = provenance(cell, 0.8);
        return [p.name, cell ? cell.value : null];
      }),
    ),
  );
}

function object(doc: PositionedDocument, ctx: DocContext, out: PresetOutput, prefix: string, s: Schema): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, sub] of Object.entries(s.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const type = typeOf(sub);
    data[name] =
      type === "object" ? object(doc, ctx, out, path, sub) : type === "array" ? array(doc, ctx, out, path, sub) : scalar(doc, ctx, out, path, name, sub);
  }
  return data;
}

export function customSchema(schema: Record<string, unknown>): (doc: PositionedDocument) => PresetOutput {
  return (doc) => {
    const ctx = buildContext(doc);
    const out = emptyOutput();
    out.data = object(doc, ctx, out, "", schema);
    return out;
  };
}
