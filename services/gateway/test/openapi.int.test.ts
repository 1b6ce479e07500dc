// The OpenAPI document: valid 3.1, served without a key, and describing exactly the routes the app
// has — walking the real Express router stack of createApp(), both directions.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { Express } from "express";
import { ERROR_STATUS } from "@quire/contracts";
import { createFsObjectStore } from "@quire/storage";
import { createApp } from "../src/app";
import { createLogger } from "@quire/logging";
import { buildOpenApiDocument } from "../src/openapi/build-openapi-document";
import { startTestGateway, type TestGateway } from "./harness";

let gw: TestGateway;
let app: Express;

beforeAll(async () => {
  gw = await startTestGateway();
  app = fullApp();
});

/** The app with every optional route family on (render, extract, files), so the walk sees it all. */
function fullApp(): Express {
  return createApp({
    db: gw.db,
    redis: gw.redis,
    logger: createLogger({ level: "silent", name: "openapi-test" }),
    authMode: "api_keys",
    prefix: gw.prefix,
    render: { renderQueue: gw.renderQueue, store: null, emailConfigured: false, renderTimeoutMs: 1000, maxQueuedRenders: 1, presignTtlSeconds: 60 },
    extract: {
      extractQueue: gw.extractQueue,
      fetchDocument: async () => ({ bytes: Buffer.alloc(0) }),
      maxQueuedExtractions: 1,
      parseTimeoutMs: 1000,
      fetchTimeoutMs: 1000,
    },
    files: {
      store: createFsObjectStore({ dir: "/tmp/quire-openapi-test", publicBaseUrl: "http://127.0.0.1", secret: "x".repeat(40) }),
      secret: "x".repeat(40),
    },
  });
}

afterAll(async () => {
  await gw.close();
});

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string | string[];
  name: string;
}

/** `METHOD /path` for every route in the app, with Express `:param` written as OpenAPI `{param}`. */
function appRoutes(express: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${normalise(prefix + path)}`);
        }
      } else if (layer.handle.stack) {
        const mount = layer.rawPath;
        if (typeof mount !== "string") throw new Error(`cannot read the mount path of router layer ${layer.name}`);
        walk(layer.handle.stack, prefix + (mount === "/" ? "" : mount));
      }
    }
  };
  walk((express as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return [...new Set(found)].sort();
}

const normalise = (path: string) => (path.replace(/\/+$/, "") || "/").replace(/:(\w+)/g, "{$1}");

function documentRoutes(document: Record<string, unknown>): string[] {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  const methods = new Set(["get", "put", "post", "patch", "delete", "head", "options", "trace"]);
  return Object.entries(paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => methods.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe("OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(buildOpenApiDocument()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes every route of the app, and no route the app lacks", () => {
    const inApp = appRoutes(app);
    const inDocument = documentRoutes(buildOpenApiDocument());
    expect(inApp).toContain("POST /api/v1/render"); // the walk reached the nested /api/v1 router
    expect({
      undocumented: inApp.filter((route) => !inDocument.includes(route)),
      missingFromApp: inDocument.filter((route) => !inApp.includes(route)),
    }).toEqual({
      undocumented: [],
      missingFromApp: [],
    });
  });

  it("notices a route added without documentation (the walk sees nested routers)", async () => {
    const extended = fullApp();
    const { Router } = await import("express");
    const nested = Router();
    nested.patch("/things/:thingId", (_req, res) => void res.end());
    extended.use("/api/v1", nested);
    const inDocument = documentRoutes(buildOpenApiDocument());
    expect(appRoutes(extended).filter((route) => !inDocument.includes(route))).toEqual(["PATCH /api/v1/things/{thingId}"]);
  });

  it("gives every authenticated operation the 401 string form, 429 and x-request-id", () => {
    const paths = buildOpenApiDocument().paths as Record<
      string,
      Record<string, { security?: unknown[]; responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }> }>
    >;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (status !== "202")
            expect([`${method} ${path} ${status}`, response.headers?.["x-request-id"]]).toEqual([`${method} ${path} ${status}`, expect.anything()]);
          if (status === "429" || (status === "503" && path !== "/readyz")) expect(response.headers?.["Retry-After"]).toBeDefined();
        }
        if (op.security === undefined) {
          expect(op.responses["401"]?.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/SimpleError" });
          if (path.startsWith("/api/v1/")) expect(op.responses["429"]).toBeDefined();
        }
      }
    }
  });

  it("lists every error code the contract's render and extract tables name", () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    const describedCodes = (op: { responses: Record<string, { description: string }> }) =>
      Object.entries(op.responses).flatMap(([status, response]) => [...response.description.matchAll(/`([a-z_]+)`:/g)].map((match) => `${status} ${match[1]}`));
    const render = describedCodes(paths["/api/v1/render"]!.post!);
    for (const code of [
      "invalid_request",
      "template_not_found",
      "theme_not_found",
      "email_undeliverable",
      "input_too_large",
      "output_too_large",
      "quota_exceeded",
      "rate_limited",
      "pool_busy",
      "render_timeout",
      "internal_error",
    ] as const) {
      expect(render).toContain(`${ERROR_STATUS[code]} ${code}`);
    }
    const extract = describedCodes(paths["/api/v1/extract"]!.post!);
    for (const code of [
      "invalid_request",
      "schema_too_complex",
      "input_too_large",
      "unsupported_document",
      "document_encrypted",
      "quota_exceeded",
      "rate_limited",
      "pool_busy",
      "render_timeout",
      "internal_error",
    ] as const) {
      expect(extract).toContain(`${ERROR_STATUS[code]} ${code}`);
    }
    expect(describedCodes(paths["/api/v1/render/{id}"]!.get!)).toContain("404 not_found");
  });

  it("is served at GET /api/v1/openapi.json without a key", async () => {
    const res = await fetch(`${gw.baseUrl}/api/v1/openapi.json`, { headers: { "x-request-id": "openapi-test" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("openapi-test");
    const body = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toBe("3.1.0");
    expect(body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    // Everything else under /api/v1 still needs a key.
    expect((await fetch(`${gw.baseUrl}/api/v1/usage`)).status).toBe(401);
  });
});
