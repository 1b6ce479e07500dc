import { describe, expect, it } from "@jest/globals";
import { parseRenderWorkerEnv } from "./env";

describe("render-worker environment", () => {
  it("warms the common code languages and charts by default, also when the variable is blank", () => {
    expect(parseRenderWorkerEnv({ STORAGE_DRIVER: "none" }).MARKDOWN_WARM_LANGUAGES).toEqual([
      "ts",
      "js",
      "json",
      "bash",
      "python",
      "yaml",
      "sql",
      "html",
      "css",
      "chart",
    ]);
    expect(parseRenderWorkerEnv({ STORAGE_DRIVER: "none", MARKDOWN_WARM_LANGUAGES: "" }).MARKDOWN_WARM_LANGUAGES).toContain("ts");
  });

  it("takes a comma-separated list, or none", () => {
    expect(parseRenderWorkerEnv({ STORAGE_DRIVER: "none", MARKDOWN_WARM_LANGUAGES: " go, rust ,," }).MARKDOWN_WARM_LANGUAGES).toEqual(["go", "rust"]);
    expect(parseRenderWorkerEnv({ STORAGE_DRIVER: "none", MARKDOWN_WARM_LANGUAGES: "none" }).MARKDOWN_WARM_LANGUAGES).toEqual([]);
  });

  it("gives each service its own metrics port", () => {
    expect(parseRenderWorkerEnv({ STORAGE_DRIVER: "none" }).RENDER_WORKER_METRICS_PORT).toBe(9465);
    expect(() => parseRenderWorkerEnv({ STORAGE_DRIVER: "none", RENDER_WORKER_METRICS_PORT: "70000" })).toThrow(/RENDER_WORKER_METRICS_PORT/);
  });

  it("asks for Chromium's sandbox where it can by default, and takes on or off", () => {
    expect(parseRenderWorkerEnv({ STORAGE_DRIVER: "none" }).CHROMIUM_SANDBOX).toBe("auto");
    expect(parseRenderWorkerEnv({ STORAGE_DRIVER: "none", CHROMIUM_SANDBOX: "on" }).CHROMIUM_SANDBOX).toBe("on");
    expect(() => parseRenderWorkerEnv({ STORAGE_DRIVER: "none", CHROMIUM_SANDBOX: "yes" })).toThrow(/CHROMIUM_SANDBOX/);
  });
});
