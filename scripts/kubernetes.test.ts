// deploy/kubernetes invariants, from the manifests as files (no cluster, no kustomize binary): the
// shape a platform team expects (Service, PDB, probes, resources, hardened pods, pinned images,
// migrations before the gateway, scrapeable metrics off the API port, KEDA on the code's own queue
// keys, secrets only from the Secret) and configuration that matches what the services read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { QueueKeys } from "bullmq";
import { parseAllDocuments, parse } from "yaml";
import { QUEUES } from "@quire/contracts";
import { ENV_KEYS as STORAGE_ENV_KEYS } from "../packages/storage/src/storage-config";
import { envSchema as extractWorkerEnv } from "../services/extract-worker/src/env";
import { envSchema as gatewayEnv } from "../services/gateway/src/env";
import { envSchema as renderWorkerEnv } from "../services/render-worker/src/env";
import { BUILD_ENTRIES } from "./build";
import { ROOT } from "./dockerfile";

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return --
   Kubernetes objects are parsed YAML walked field by field: the assertions are their type check. */
type Doc = Record<string, any>;

const base = path.join(ROOT, "deploy/kubernetes/base");
const kustomization = parse(readFileSync(path.join(base, "kustomization.yaml"), "utf8")) as Doc;
const docs: Doc[] = (kustomization.resources as string[]).flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(base, file), "utf8"))
    .map((doc) => doc.toJS() as Doc)
    .filter(Boolean),
);
const config = Object.fromEntries(
  readFileSync(path.join(base, "config.env"), "utf8")
    .split("\n")
    .filter((line) => /^[A-Z]/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
);
const envExample = readFileSync(path.join(ROOT, ".env.example"), "utf8");
const find = (kind: string, name: string) => docs.find((doc) => doc.kind === kind && doc.metadata?.name === name);
const deployments = docs.filter((doc) => doc.kind === "Deployment");
const podSpec = (name: string) => find("Deployment", `quire-${name}`)!.spec.template.spec as Doc;
const container = (name: string) => (podSpec(name).containers as Doc[]).find((c) => c.name === name)!;

/** Values that are secrets: only ever from the Secret quire-secrets. */
const SECRETS = ["DATABASE_URL", "REDIS_URL", "FILE_SIGNING_SECRET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "RESEND_API_KEY", "MODEL_API_KEY"];
const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
/** Every variable each service's env.ts reads (the gateway and render-worker also parse the storage variables). */
const READS: Record<string, string[]> = {
  gateway: [...keysOf(gatewayEnv), ...STORAGE_ENV_KEYS],
  "render-worker": [...keysOf(renderWorkerEnv), ...STORAGE_ENV_KEYS],
  "extract-worker": keysOf(extractWorkerEnv),
};

describe("deploy/kubernetes", () => {
  it("has a gateway Deployment with a Service and a PodDisruptionBudget, and both workers as Deployments", () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(["quire-extract-worker", "quire-gateway", "quire-render-worker"]);
    const labels = find("Deployment", "quire-gateway")!.spec.template.metadata.labels;
    const service = find("Service", "quire-gateway")!;
    expect(Object.entries(service.spec.selector).every(([k, v]) => labels[k] === v)).toBe(true);
    expect((container("gateway").ports as Doc[]).map((p) => p.name)).toContain(service.spec.ports[0].targetPort);
    const pdb = find("PodDisruptionBudget", "quire-gateway")!;
    expect(Object.entries(pdb.spec.selector.matchLabels).every(([k, v]) => labels[k] === v)).toBe(true);
    expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
    expect(find("Deployment", "quire-gateway")!.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it("runs every container hardened: non-root, no privilege escalation, read-only root with a tmp emptyDir, seccomp RuntimeDefault", () => {
    for (const deployment of deployments) {
      const spec = deployment.spec.template.spec as Doc;
      expect(spec.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: "RuntimeDefault" } });
      expect(spec.securityContext.runAsUser).toBeGreaterThan(0);
      expect(spec.automountServiceAccountToken).toBe(false);
      for (const c of [...(spec.initContainers ?? []), ...spec.containers] as Doc[]) {
        expect(c.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ["ALL"] } });
        expect(c.securityContext.privileged ?? false).toBe(false);
        const tmp = (c.volumeMounts as Doc[]).find((m) => m.mountPath === "/tmp");
        expect((spec.volumes as Doc[]).find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
        expect(c.resources.requests.memory).toBeDefined();
        expect(c.resources.requests.cpu).toBeDefined();
        expect(c.resources.limits.memory).toBeDefined();
        // Pinned, and run through the image's tini entrypoint (a `command` would replace it).
        expect(c.image).toMatch(/^[^:@]+(:[\w.-]+|@sha256:[0-9a-f]{64})$/);
        expect(c.image).not.toMatch(/:latest$/);
        expect(c.command).toBeUndefined();
      }
    }
  });

  it("starts built entry points the image contains", () => {
    const built = new Set(
      Object.entries(BUILD_ENTRIES).flatMap(([out, entries]) => Object.keys(entries).map((name) => `/app/${out.split("/")[1]}/dist/${name}.js`)),
    );
    for (const deployment of deployments) {
      for (const c of [...(deployment.spec.template.spec.initContainers ?? []), ...deployment.spec.template.spec.containers] as Doc[]) {
        expect(built).toContain(c.args[0]);
      }
    }
  });

  it("probes every service: the gateway on its API port, the workers on their metrics port, readiness separate from liveness", () => {
    expect(container("gateway").readinessProbe.httpGet).toEqual({ path: "/readyz", port: "http" });
    expect(container("gateway").livenessProbe.httpGet).toEqual({ path: "/healthz", port: "http" });
    for (const worker of ["render-worker", "extract-worker"]) {
      expect(container(worker).readinessProbe.httpGet).toEqual({ path: "/readyz", port: "metrics" });
      expect(container(worker).livenessProbe.httpGet).toEqual({ path: "/healthz", port: "metrics" });
    }
  });

  it("drains within the grace period: the gateway's covers preStop + the longest synchronous call + margin", () => {
    const gateway = podSpec("gateway");
    const preStop = Number(container("gateway").lifecycle.preStop.exec.command[1]);
    const longestCall = Math.max(Number(config.RENDER_TIMEOUT_MS), Number(config.PARSE_TIMEOUT_MS) + 15_000) + 10_000;
    expect(gateway.terminationGracePeriodSeconds * 1000).toBeGreaterThanOrEqual(preStop * 1000 + longestCall);
    expect(podSpec("render-worker").terminationGracePeriodSeconds * 1000).toBeGreaterThan(Number(config.RENDER_TIMEOUT_MS));
    expect(podSpec("extract-worker").terminationGracePeriodSeconds * 1000).toBeGreaterThan(Number(config.PARSE_TIMEOUT_MS));
  });

  it("migrates in an init container of the gateway (several replicas at once are safe), not as a Job", () => {
    const [migrate] = podSpec("gateway").initContainers as Doc[];
    expect(migrate!.args).toEqual(["/app/admin/dist/migrate.js"]);
    expect(docs.some((doc) => doc.kind === "Job")).toBe(false);
  });

  it("exposes metrics for scraping on a pod port of their own, never the API port", () => {
    expect(config.METRICS_HOST).toBe("0.0.0.0");
    const portVar = { gateway: "GATEWAY_METRICS_PORT", "render-worker": "RENDER_WORKER_METRICS_PORT", "extract-worker": "EXTRACT_WORKER_METRICS_PORT" };
    for (const [service, variable] of Object.entries(portVar)) {
      const annotations = find("Deployment", `quire-${service}`)!.spec.template.metadata.annotations;
      const metrics = (container(service).ports as Doc[]).find((p) => p.name === "metrics")!;
      expect(annotations["prometheus.io/scrape"]).toBe("true");
      expect(annotations["prometheus.io/path"]).toBe("/metrics");
      expect(Number(annotations["prometheus.io/port"])).toBe(metrics.containerPort);
      expect(String(metrics.containerPort)).toBe(config[variable]);
      expect(metrics.containerPort).not.toBe(Number(config.PORT));
    }
  });

  it("scales each worker with KEDA on its own BullMQ wait list, named as the code names it", () => {
    for (const [worker, queue] of [
      ["render-worker", QUEUES.render],
      ["extract-worker", QUEUES.extract],
    ] as const) {
      const scaled = find("ScaledObject", `quire-${worker}`)!;
      expect(scaled.spec.scaleTargetRef.name).toBe(`quire-${worker}`);
      const [trigger] = scaled.spec.triggers as Doc[];
      expect(trigger!.type).toBe("redis");
      expect(trigger!.metadata.listName).toBe(new QueueKeys(config.QUEUE_PREFIX).toKey(queue, "wait"));
      const auth = find("TriggerAuthentication", trigger!.authenticationRef.name)!;
      expect((auth.spec.secretTargetRef as Doc[]).every((ref) => ref.name === "quire-secrets")).toBe(true);
      expect((auth.spec.secretTargetRef as Doc[]).map((ref) => ref.parameter)).toContain("address");
    }
  });

  it("documents every variable each service reads, sets it, and takes secrets only from the Secret", () => {
    for (const [service, reads] of Object.entries(READS)) {
      const c = container(service);
      expect(c.envFrom).toEqual([{ configMapRef: { name: "quire-config" } }]);
      const fromSecret = new Set((c.env as Doc[]).filter((e) => e.valueFrom?.secretKeyRef?.name === "quire-secrets").map((e) => e.name as string));
      expect((c.env as Doc[]).filter((e) => e.value !== undefined)).toEqual([]);
      expect(reads.filter((variable) => !new RegExp(`^${variable}=`, "m").test(envExample))).toEqual([]);
      expect(reads.filter((variable) => !(SECRETS.includes(variable) ? fromSecret.has(variable) : variable in config))).toEqual([]);
    }
    for (const secret of SECRETS) expect(config).not.toHaveProperty(secret);
    const migrate = (podSpec("gateway").initContainers as Doc[])[0]!;
    expect(migrate.env).toEqual([{ name: "DATABASE_URL", valueFrom: { secretKeyRef: { name: "quire-secrets", key: "DATABASE_URL" } } }]);
  });

  it("has an example overlay that builds on the base and pins the image", () => {
    const overlay = parse(readFileSync(path.join(ROOT, "deploy/kubernetes/overlays/example/kustomization.yaml"), "utf8")) as Doc;
    expect(overlay.resources).toContain("../../base");
    const image = (overlay.images as Doc[]).find((i) => i.name === "quire")!;
    expect(image.digest ?? image.newTag).toBeDefined();
    expect(image.newTag).not.toBe("latest");
  });
});
