import type { z } from "zod";
import { AppError } from "@quire/contracts";

/**
 * Parses `value` or throws 400 invalid_request. The message names the first offending field and
 * the rule, never echoes the value back.
 */
export function validate<T extends z.ZodType>(schema: T, value: unknown, what = "request body"): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length ? `\`${issue.path.join(".")}\`` : what;
  const rule = issue ? describeIssue(issue) : "is invalid";
  throw new AppError("invalid_request", `Invalid ${what}: ${field} ${rule}.`);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "is required" : `must be ${issue.expected}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "too_small":
      return issue.origin === "string" ? `must be at least ${issue.minimum} character(s)` : `must be ≥ ${issue.minimum}`;
    case "too_big":
      return issue.origin === "string" ? `must be at most ${issue.maximum} character(s)` : `must be ≤ ${issue.maximum}`;
    case "unrecognized_keys":
      return `has unknown field(s) ${issue.keys.join(", ")}`;
    default:
      return "is invalid";
  }
}
