import type { z } from "zod";
import { AppError, findUnstorableText } from "@quire/contracts";

/**
 * Parses `value` or throws 400 invalid_request. The message names the first offending field and
 * the rule, never echoes the value back. Every string that survives parsing must be text Postgres
 * can store (no NUL, no unpaired surrogate), except under `freeText` (top-level fields that are
 * never stored, e.g. the Markdown document).
 */
export function validate<T extends z.ZodType>(
  schema: T,
  value: unknown,
  what = "request body",
  { freeText = [] }: { freeText?: readonly string[] } = {},
): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) {
    const unstorable = findUnstorableText(result.data, freeText);
    if (unstorable) {
      const field = unstorable.length ? `\`${unstorable.join(".")}\`` : what;
      throw new AppError("invalid_request", `Invalid ${what}: ${field} contains a NUL character or an unpaired UTF-16 surrogate.`);
    }
    return result.data;
  }
  const issue = result.error.issues[0];
  const field = issue && issue.path.length ? `\`${issue.path.join(".")}\`` : what;
  const rule = issue ? describeIssue(issue, valueAt(value, issue.path)) : "is invalid";
  throw new AppError("invalid_request", `Invalid ${what}: ${field} ${rule}.`);
}

/** The input at an issue's path (zod does not keep it on the issue unless asked to). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined) return "is required";
      return issue.message.startsWith("must ") ? issue.message : `must be ${article(issue.expected)}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return issue.format === "regex" ? "has an invalid format" : `must be a valid ${issue.format}`;
    case "too_small":
      return issue.origin === "string" ? `must be at least ${issue.minimum} character(s)` : `must be ≥ ${issue.minimum}`;
    case "too_big":
      return issue.origin === "string" ? `must be at most ${issue.maximum} character(s)` : `must be ≤ ${issue.maximum}`;
    case "unrecognized_keys":
      return `has unknown field(s) ${issue.keys.join(", ")}`;
    default:
      return issue.message && !/^Invalid/.test(issue.message) ? issue.message.charAt(0).toLowerCase() + issue.message.slice(1) : "is invalid";
  }
}
