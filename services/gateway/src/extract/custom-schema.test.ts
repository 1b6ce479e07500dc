import { describe, expect, it } from "@jest/globals";
import { checkCustomSchema } from "./custom-schema";

const obj = (properties: Record<string, unknown>) => ({ type: "object", properties });

function codeOf(schema: unknown): string | undefined {
  try {
    checkCustomSchema(schema);
    return undefined;
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe("checkCustomSchema", () => {
  it("accepts a plain object schema with scalars, dates and arrays of objects", () => {
    const stats = checkCustomSchema(
      obj({
        invoice_number: { type: "string" },
        issued: { type: "string", format: "date" },
        total: { type: "number" },
        items: { type: "array", items: obj({ description: { type: "string" }, amount: { type: "number" } }) },
      }),
    );
    expect(stats).toEqual({ properties: 6, depth: 3 });
  });

  it.each(["$ref", "allOf", "anyOf", "oneOf", "not", "if", "patternProperties", "dependentSchemas", "$data", "$defs"])(
    "rejects %s by name, even nested",
    (keyword) => {
      const nested = obj({ a: obj({ b: { type: "string", [keyword]: keyword === "$ref" ? "#/x" : [{ type: "string" }] } }) });
      expect(() => checkCustomSchema(nested)).toThrow(`\`${keyword}\` at /properties/a/properties/b`);
      expect(codeOf(nested)).toBe("schema_too_complex");
    },
  );

  it("caps depth, property count and size", () => {
    const deep = obj({ a: obj({ b: obj({ c: obj({ d: { type: "string" } }) }) }) });
    expect(codeOf(deep)).toBe("schema_too_complex");
    const wide = obj(Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, { type: "string" }])));
    expect(codeOf(wide)).toBe("schema_too_complex");
    const big = obj({ a: { type: "string", description: "x".repeat(17 * 1024) } });
    expect(codeOf(big)).toBe("schema_too_complex");
    const justRight = obj(Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`f${i}`, { type: "string" }])));
    expect(codeOf(justRight)).toBeUndefined();
  });

  it.each([
    ["a non-object root", { type: "string" }],
    ["an array root", []],
    ["a missing type", obj({ a: {} })],
    ["an unknown type", obj({ a: { type: "date" } })],
    ["an unknown keyword", obj({ a: { type: "string", widget: "x" } })],
    ["a bad property name", obj({ "a.b": { type: "string" } })],
  ])("answers %s with invalid_request", (_label, schema) => {
    expect(codeOf(schema)).toBe("invalid_request");
  });
});
