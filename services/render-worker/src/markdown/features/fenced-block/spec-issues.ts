import type { z } from "zod";

// Error messages for YAML block specs (charts, invoices) that name the key the author got wrong,
// in the author's terms: `series[1].data: expected a number`, `items[0].unitPrice is required`.

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);
}

/** `a.b[2].c` for an issue's path. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i ? "." : ""}${String(part)}`)).join("");
}

/** A readable message for the first validation issue of a block spec. */
export function describeSpecIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const where = issuePath(issue);
  if (issue.code !== "unrecognized_keys" && issue.path.length && valueAt(data, issue.path) === undefined) return `${where} is required`;
  if (issue.code === "unrecognized_keys")
    return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}${where ? ` in ${where}` : ""}`;
  return where ? `${where}: ${issue.message}` : issue.message;
}
