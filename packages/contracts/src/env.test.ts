import { describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { databaseEnvSchema, parseEnv, serviceEnvSchema } from "./env";

const schema = z.object({
  PORT: z.coerce.number().int().min(1).default(8080),
  MODEL_BASE_URL: z.url().optional(),
  SECRET: z.string().min(3).optional(),
});

describe("parseEnv", () => {
  it("treats blank values as unset, so .env.example's empty lines mean defaults and off", () => {
    expect(parseEnv(schema, { PORT: "", MODEL_BASE_URL: "  ", SECRET: "" }, "svc")).toEqual({ PORT: 8080 });
  });

  it("names every bad variable and never echoes its value", () => {
    expect(() => parseEnv(schema, { PORT: "0", MODEL_BASE_URL: "not-a-url", SECRET: "xy" }, "svc")).toThrow(
      /^Invalid svc configuration — PORT: .*MODEL_BASE_URL: .*SECRET: /,
    );
    expect(() => parseEnv(schema, { SECRET: "xy" }, "svc")).not.toThrow(/xy/);
  });
});

describe("serviceEnvSchema", () => {
  const schema = serviceEnvSchema.extend({ ...databaseEnvSchema.shape, PORT: z.coerce.number().default(1) });

  it("gives every service the same local defaults", () => {
    expect(parseEnv(schema, {}, "svc")).toEqual({
      REDIS_URL: "redis://127.0.0.1:6379",
      QUEUE_PREFIX: "quire",
      LOG_LEVEL: "info",
      METRICS_HOST: "127.0.0.1",
      DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/quire",
      PORT: 1,
    });
  });

  it("refuses a queue prefix that would not be one Redis key segment, whichever service reads it", () => {
    expect(() => parseEnv(serviceEnvSchema, { QUEUE_PREFIX: "a:b" }, "svc")).toThrow(/QUEUE_PREFIX/);
    expect(parseEnv(serviceEnvSchema, { QUEUE_PREFIX: "quire-eval_1" }, "svc").QUEUE_PREFIX).toBe("quire-eval_1");
  });
});
