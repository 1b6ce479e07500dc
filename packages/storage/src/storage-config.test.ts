import { describe, expect, it } from "@jest/globals";
import { createObjectStore, parseStorageConfig, StorageConfigError } from "./storage-config";

const SECRET = "0123456789abcdef0123456789abcdef";

function configError(env: Record<string, string | undefined>): string {
  try {
    parseStorageConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StorageConfigError);
    return (error as Error).message;
  }
  throw new Error("expected parseStorageConfig to throw");
}

describe("parseStorageConfig", () => {
  it("defaults to the fs driver and ignores unrelated variables", () => {
    expect(parseStorageConfig({ FILE_SIGNING_SECRET: SECRET, PATH: "/usr/bin", S3_ENDPOINT: "" })).toEqual({
      driver: "fs",
      dir: "./data/objects",
      publicBaseUrl: "http://127.0.0.1:8080",
      signingSecret: SECRET,
    });
  });

  it("requires a long enough signing secret for fs, naming the variable", () => {
    expect(configError({})).toMatch(/FILE_SIGNING_SECRET: required when STORAGE_DRIVER=fs/);
    expect(configError({ FILE_SIGNING_SECRET: "short" })).toMatch(/FILE_SIGNING_SECRET: must be at least 32 characters/);
  });

  it("parses s3 with defaults and booleans", () => {
    expect(parseStorageConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "pdfs", S3_FORCE_PATH_STYLE: "1" })).toEqual({
      driver: "s3",
      bucket: "pdfs",
      region: "us-east-1",
      forcePathStyle: true,
    });
  });

  it("reports every s3 problem by variable name", () => {
    const message = configError({
      STORAGE_DRIVER: "s3",
      S3_ACCESS_KEY_ID: "AKIA",
      S3_ENDPOINT: "minio:9000",
      S3_FORCE_PATH_STYLE: "sometimes",
    });
    expect(message).toMatch(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(message).toMatch(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(message).toMatch(/S3_FORCE_PATH_STYLE: must be true or false/);
  });

  it("rejects an unknown driver and a non-http base URL", () => {
    expect(configError({ STORAGE_DRIVER: "gcs" })).toMatch(/STORAGE_DRIVER: /);
    expect(configError({ FILE_SIGNING_SECRET: SECRET, PUBLIC_BASE_URL: "ftp://x" })).toMatch(/PUBLIC_BASE_URL: must be an http\(s\) URL/);
  });
});

describe("createObjectStore", () => {
  it("returns null when storage is off and a driver otherwise", () => {
    expect(createObjectStore(parseStorageConfig({ STORAGE_DRIVER: "none" }))).toBeNull();
    expect(createObjectStore(parseStorageConfig({ FILE_SIGNING_SECRET: SECRET }))?.driver).toBe("fs");
    expect(createObjectStore(parseStorageConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "b" }))?.driver).toBe("s3");
  });
});
