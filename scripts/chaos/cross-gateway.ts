// Checks that only hold if the gateways share their state through Redis and Postgres: a key's burst
// limit is one budget whichever gateway counts it, and an Idempotency-Key answered by one gateway is
// replayed (not rendered and charged again) by the other.
import { PLAN_LIMITS } from "@quire/contracts";

export interface CheckResult {
  ok: boolean;
  detail: string;
}

/** As a client following the contract: a 503 (a queue connection still reconnecting) is retried after its Retry-After. */
async function callRetrying(port: number, apiKey: string, init: { method: string; path: string; body?: string; headers?: Record<string, string> }) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await call(port, apiKey, init);
    if (res.status !== 503 || attempt === 5) return res;
    await new Promise((resolve) => setTimeout(resolve, Math.min(Number(res.headers.get("retry-after")) || 1, 5) * 1000));
  }
}

async function call(port: number, apiKey: string, init: { method: string; path: string; body?: string; headers?: Record<string, string> }) {
  const res = await fetch(`http://127.0.0.1:${port}${init.path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", ...init.headers },
    ...(init.body ? { body: init.body } : {}),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, json, headers: res.headers };
}

/** A burst of 4× the pro limit at once, split over both gateways: exactly the limit gets through. */
export async function rateLimitAcrossGateways(ports: number[], proKey: string): Promise<CheckResult> {
  const limit = PLAN_LIMITS.pro.requestsPerSecond;
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: limit * 4 }, (_, i) => call(ports[i % ports.length]!, proKey, { method: "GET", path: "/api/v1/renders?limit=1" })),
  );
  const elapsed = Date.now() - started;
  const passed = answers.filter((a) => a.status === 200).length;
  const limited = answers.filter((a) => a.status === 429);
  const wellFormed = limited.every((a) => a.headers.get("retry-after") && (a.json?.error as { code?: string } | undefined)?.code === "rate_limited");
  const other = answers.filter((a) => a.status !== 200 && a.status !== 429).map((a) => a.status);
  // The window is one second from the first counted request; a burst answered inside it must let
  // exactly `limit` through. A burst that straddled two windows may let up to twice that through.
  const allowed = elapsed < 1000 ? passed === limit : passed <= 2 * limit;
  const perGateway = ports
    .map(
      (port, g) =>
        `gw${g + 1}:${answers.filter((a, i) => i % ports.length === g && a.status === 200).length}×200/${answers.filter((a, i) => i % ports.length === g && a.status === 429).length}×429`,
    )
    .join(" ");
  return {
    ok: allowed && wellFormed && other.length === 0,
    detail: `${answers.length} requests in ${elapsed} ms over ${ports.length} gateways, limit ${limit}/s: ${passed} passed, ${limited.length} rate_limited (${perGateway})${wellFormed ? "" : ", a 429 lacked Retry-After or the envelope"}${other.length ? `, unexpected ${other.join(",")}` : ""}`,
  };
}

/** One key, first on gateway 1, then on gateway 2: the same render, replayed, charged once. */
export async function idempotencyAcrossGateways(ports: number[], apiKey: string, chargesFor: (renderId: string) => Promise<number>): Promise<CheckResult> {
  const key = `chaos-cross-${Date.now()}`;
  const body = JSON.stringify({ markdown: "# Cross-gateway idempotency\n\nOnce." });
  const first = await callRetrying(ports[0]!, apiKey, { method: "POST", path: "/api/v1/render", body, headers: { "idempotency-key": key } });
  const second = await callRetrying(ports[1]!, apiKey, { method: "POST", path: "/api/v1/render", body, headers: { "idempotency-key": key } });
  const id = first.json?.id as string | undefined;
  const charges = id ? await chargesFor(id) : -1;
  const ok =
    first.status === 200 &&
    second.status === 200 &&
    second.json?.id === id &&
    second.json?.replayed === true &&
    second.headers.get("idempotency-replayed") === "true" &&
    charges === 1;
  return {
    ok,
    detail: `gw1 ${first.status} ${id ?? "-"}, gw2 ${second.status} ${String(second.json?.id ?? "-")} replayed=${String(second.json?.replayed)}; net credits for it: ${charges}`,
  };
}
