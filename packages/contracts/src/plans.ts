// The plan table of the contract ("Limits"), plus the extraction limits the contract leaves to us
// (documented in the README and OpenAPI).

export const PLANS = ["free", "pro", "team", "enterprise"] as const;
export type PlanName = (typeof PLANS)[number];

const MiB = 1024 * 1024;

export interface PlanLimits {
  monthlyCredits: number;
  requestsPerSecond: number;
  maxMarkdownBytes: number;
  /** Decoded PDF size accepted by extraction. */
  maxDocumentBytes: number;
  /** Pages accepted by one extraction call. */
  maxDocumentPages: number;
}

export const PLAN_LIMITS: Record<PlanName, PlanLimits> = {
  free: { monthlyCredits: 20, requestsPerSecond: 1, maxMarkdownBytes: 1 * MiB, maxDocumentBytes: 5 * MiB, maxDocumentPages: 50 },
  pro: { monthlyCredits: 500, requestsPerSecond: 5, maxMarkdownBytes: 5 * MiB, maxDocumentBytes: 20 * MiB, maxDocumentPages: 200 },
  team: { monthlyCredits: 5_000, requestsPerSecond: 20, maxMarkdownBytes: 10 * MiB, maxDocumentBytes: 50 * MiB, maxDocumentPages: 500 },
  enterprise: { monthlyCredits: 20_000, requestsPerSecond: 50, maxMarkdownBytes: 20 * MiB, maxDocumentBytes: 100 * MiB, maxDocumentPages: 1_000 },
};

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === "string" && (PLANS as readonly string[]).includes(value);
}

export function isPaidPlan(plan: PlanName): boolean {
  return plan !== "free";
}

/** Human-readable byte size for limit messages: "1 MiB", "1.5 KiB", "12 bytes". */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KiB", "MiB", "GiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : String(Number(value.toFixed(2)));
  return `${shown} ${units[unit]}`;
}
