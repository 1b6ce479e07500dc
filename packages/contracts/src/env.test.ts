import { describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { parseEnv } from "./env";

const schema = z.object({
  PORT: z.coerce.number().int().min(1).default(8080),
  MODEL_BASE_URL: z.string().url().optional(),
  SECRET: z.string().min(3).optional(),
});

describe("parseEnv", () => {
  it("treats blank values as unset, so .env.example's empty lines mean defaults and off", () => {
    expect(parseEnv(schema, { PORT: "", MODEL_BASE_URL: "  ", SECRET: "" }, "svc")).toEqual({ PORT: 8080 });
  });

  it("names every bad variable and never echoes its value", () => {
    expect(() => parseEnv(schema, { PORT: "0", MODEL_BASE_URL: "not-a-url", SECRET: "xy" }, "svc")).toThrow(/^Invalid svc configuration — PORT: .*MODEL_BASE_URL: .*SECRET: /);
    expect(() => parseEnv(schema, { SECRET: "xy" }, "svc")).not.toThrow(/xy/);
  });
});
