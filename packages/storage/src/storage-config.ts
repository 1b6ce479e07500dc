import { z } from "zod";
import { createFsObjectStore, type FsObjectStore } from "./fs-object-store";
import { createS3ObjectStore, type S3ObjectStore } from "./s3-object-store";

export type StorageConfig =
  | { driver: "none" }
  | { driver: "fs"; dir: string; publicBaseUrl: string; signingSecret: string }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

const httpUrl = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" });

const TRUE_WORDS = ["true", "1", "yes", "on"];
const FALSE_WORDS = ["false", "0", "no", "off"];
// Not z.stringbool(): its failure aborts the object, which would hide the cross-field checks below.
const booleanWord = z
  .string()
  .toLowerCase()
  .refine((value) => TRUE_WORDS.includes(value) || FALSE_WORDS.includes(value), { message: "must be true or false" });

const rawSchema = z.object({
  STORAGE_DRIVER: z.enum(["fs", "s3", "none"]).default("fs"),
  STORAGE_DIR: z.string().default("./data/objects"),
  PUBLIC_BASE_URL: httpUrl.default("http://127.0.0.1:8080"),
  FILE_SIGNING_SECRET: z.string().min(32, "must be at least 32 characters (try `openssl rand -hex 32`)").optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanWord.optional(),
});

/** Every variable the storage configuration reads (for deployment checks). */
export const ENV_KEYS = Object.keys(rawSchema.shape);

/** The storage variables of a service's environment, validated and shaped into a StorageConfig. */
export const storageEnvSchema = rawSchema
  .superRefine(
    (env, ctx) => {
      if (env.STORAGE_DRIVER === "fs" && env.FILE_SIGNING_SECRET === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["FILE_SIGNING_SECRET"],
          message: "required when STORAGE_DRIVER=fs: at least 32 characters (try `openssl rand -hex 32`)",
        });
      }
      if (env.STORAGE_DRIVER !== "s3") return;
      if (env.S3_BUCKET === undefined) {
        ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "required when STORAGE_DRIVER=s3" });
      }
      // One without the other is always a typo; neither means the SDK's default chain (IAM role, IRSA).
      if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
        const missing = env.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
        ctx.addIssue({
          code: "custom",
          path: [missing],
          message: "set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither to use the default AWS credential chain",
        });
      }
      // Run even when a field already failed, so one start-up reports every problem at once; the
      // checks above only compare against undefined and literals, which is safe on unparsed values.
    },
    { when: () => true },
  )
  .transform((env): StorageConfig => {
    switch (env.STORAGE_DRIVER) {
      case "none":
        return { driver: "none" };
      case "fs":
        return {
          driver: "fs",
          dir: env.STORAGE_DIR,
          publicBaseUrl: env.PUBLIC_BASE_URL,
          // superRefine guarantees presence; the cast only informs the compiler.
          signingSecret: env.FILE_SIGNING_SECRET as string,
        };
      case "s3":
        return {
          driver: "s3",
          bucket: env.S3_BUCKET as string,
          region: env.S3_REGION,
          ...(env.S3_ENDPOINT !== undefined ? { endpoint: env.S3_ENDPOINT } : {}),
          ...(env.S3_ACCESS_KEY_ID !== undefined ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
          ...(env.S3_SECRET_ACCESS_KEY !== undefined ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
          forcePathStyle: env.S3_FORCE_PATH_STYLE !== undefined && TRUE_WORDS.includes(env.S3_FORCE_PATH_STYLE),
        };
    }
  });

export class StorageConfigError extends Error {
  override readonly name = "StorageConfigError";
}

/**
 * Parses the storage variables out of a `process.env`-like record. Unrelated keys are ignored and
 * blank values count as unset, because `S3_ENDPOINT=` in a compose file means "not set".
 */
export function parseStorageConfig(env: Record<string, string | undefined>): StorageConfig {
  const present = Object.fromEntries(
    ENV_KEYS.flatMap((key) => {
      const value = env[key]?.trim();
      return value === undefined || value === "" ? [] : [[key, value]];
    }),
  );
  const result = storageEnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(storage)"}: ${issue.message}`);
  throw new StorageConfigError(`Invalid storage configuration:\n${lines.join("\n")}`);
}

export function createObjectStore(config: StorageConfig): FsObjectStore | S3ObjectStore | null {
  switch (config.driver) {
    case "none":
      return null;
    case "fs":
      return createFsObjectStore({ dir: config.dir, publicBaseUrl: config.publicBaseUrl, secret: config.signingSecret });
    case "s3":
      return createS3ObjectStore(config);
  }
}
