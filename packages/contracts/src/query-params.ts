import { z } from "zod";

/**
 * A page size from the query string: decimal digits only (`0x10`, `1e1`, ` 5` are refused — plain
 * `Number()` coercion would accept them), then 1 to 100. Documented as an integer parameter.
 */
export const pageLimitSchema = z.preprocess(
  (value) => (typeof value === "string" && /^[0-9]{1,6}$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.code === "invalid_type" ? "must be an integer" : undefined) })
    .int()
    .min(1)
    .max(100),
);
