// Every secret a service reads, logged the ways our code could log it (the parsed env whole or
// nested, and the option objects main.ts hands on), must leave no trace in the output. The
// services' own env parsers build the configs, so a new secret variable without a redaction fails.
import { Writable } from "node:stream";
import { describe, expect, it } from "@jest/globals";
import { parseStorageConfig } from "@quire/storage";
import { createLogger } from "../src/create-logger";
import { loadEnv } from "../../../services/extract-worker/src/env";
import { parseGatewayEnv } from "../../../services/gateway/src/env";
import { parseRenderWorkerEnv } from "../../../services/render-worker/src/env";

const SECRETS = {
  database: "pgPass7731secret",
  redis: "redisPass4419secret",
  resend: "re_resendKey2208secret",
  model: "sk-modelKey9150secret",
  signing: "fileSigning0123456789abcdef0123456789secret",
  s3Id: "AKIAS3ID5521SECRET",
  s3Secret: "s3SecretAccess7788secret",
};

const COMMON = {
  DATABASE_URL: `postgresql://quire:${SECRETS.database}@db.internal:5432/quire`,
  REDIS_URL: `redis://:${SECRETS.redis}@cache.internal:6379`,
  QUEUE_PREFIX: "redaction-probe",
  RESEND_API_KEY: SECRETS.resend,
  MODEL_BASE_URL: "https://model.internal/v1",
  MODEL_NAME: "probe",
  MODEL_API_KEY: SECRETS.model,
};
const FS_STORAGE = { STORAGE_DRIVER: "fs", FILE_SIGNING_SECRET: SECRETS.signing };
const S3_STORAGE = { STORAGE_DRIVER: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: SECRETS.s3Id, S3_SECRET_ACCESS_KEY: SECRETS.s3Secret };

function captureLogs(): { logger: ReturnType<typeof createLogger>; text: () => string } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ name: "redaction-test", level: "info", destination: sink }), text: () => chunks.join("") };
}

/** The parsed env and what main.ts builds from it, logged whole, nested and as option objects. */
function logConfig(logger: ReturnType<typeof createLogger>, env: object, derived: Record<string, unknown>): void {
  logger.info(env, "env");
  logger.info({ env }, "env nested");
  logger.info({ service: { env } }, "env nested twice");
  for (const [name, value] of Object.entries(derived)) {
    logger.info(value as object, name);
    logger.info({ [name]: value }, `${name} nested`);
    logger.info({ options: { [name]: value } }, `${name} nested twice`);
  }
}

const services: Array<[string, (storage: Record<string, string>) => [object, Record<string, unknown>]]> = [
  [
    "gateway",
    (storage) => {
      const source = { ...COMMON, ...storage };
      const env = parseGatewayEnv(source);
      const store = parseStorageConfig(source);
      return [env, { store, queue: { redisUrl: env.REDIS_URL }, files: { secret: SECRETS.signing }, email: { apiKey: env.RESEND_API_KEY } }];
    },
  ],
  [
    "render-worker",
    (storage) => {
      const env = parseRenderWorkerEnv({ ...COMMON, ...storage });
      return [env, { worker: { databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL, store: env.storage }, email: { apiKey: env.RESEND_API_KEY } }];
    },
  ],
  [
    "extract-worker",
    () => {
      const env = loadEnv(COMMON);
      return [env, { model: { baseUrl: env.MODEL_BASE_URL, apiKey: env.MODEL_API_KEY }, headers: { authorization: `Bearer ${env.MODEL_API_KEY}` } }];
    },
  ],
];

describe("secrets never reach the logs", () => {
  it.each(
    services.flatMap(
      ([name, build]) =>
        [
          [name, "fs", build(FS_STORAGE)],
          [name, "s3", build(S3_STORAGE)],
        ] as const,
    ),
  )("%s with %s storage", (_name, _storage, [env, derived]) => {
    const { logger, text } = captureLogs();
    logConfig(logger, env, derived);
    const output = text();
    // The lines were written and kept what is not secret.
    expect(output).toContain("redaction-probe");
    expect(output).toContain("[redacted]");
    for (const secret of Object.values(SECRETS)) expect(output).not.toContain(secret);
  });

  it("redacts request credentials at the depths the gateway logs them", () => {
    const { logger, text } = captureLogs();
    logger.info({ req: { headers: { authorization: "Bearer sk_live_probe", cookie: "__Host-session=probe-cookie" } } }, "request");
    logger.info({ headers: { authorization: "Bearer sk_live_probe" } }, "headers");
    const logged = { key: "sk_live_probe", method: "GET" };
    logger.info(logged, "key");
    logger.child({ apiKey: "sk_live_probe", requestId: "req_probe" }).info("child bindings");
    expect(text()).toContain("GET");
    expect(text()).toContain("child bindings");
    // Censored in the output only: the caller's object is not touched.
    expect(logged.key).toBe("sk_live_probe");
    expect(text()).not.toContain("sk_live_probe");
    expect(text()).not.toContain("probe-cookie");
  });
});
