import type { z } from "zod";
import type {
  ExtractionEnvelope,
  ExtractRequest,
  InspectRequest,
  InspectResult,
  RenderPostResult,
  RenderRecord,
  RenderRequest,
  TemplateCreate,
  TemplateRecord,
  TemplateUpdate,
  ThemeCreate,
  ThemeRecord,
  ThemeUpdate,
  renderListItemSchema,
  RENDER_SOURCES,
  RENDER_STATUSES,
} from "@quire/contracts";

// The public shapes, inferred from the same zod schemas the gateway validates with.
export type {
  ExtractionEnvelope,
  InspectResult,
  RenderPostResult,
  RenderRecord,
  RenderRequest,
  TemplateCreate,
  TemplateRecord,
  TemplateUpdate,
  ThemeCreate,
  ThemeRecord,
  ThemeUpdate,
};
export type RenderListItem = z.infer<typeof renderListItemSchema>;
export type RenderSource = (typeof RENDER_SOURCES)[number];
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** `ocr_fallback` has a server-side default, so it is optional here. */
export type ExtractInput = Omit<ExtractRequest, "ocr_fallback"> & { ocr_fallback?: boolean };
export type InspectInput = InspectRequest;

export interface Usage {
  plan: string;
  period: string;
  used: number;
  limit: number;
}

export interface RenderListQuery {
  limit?: number;
  cursor?: string;
  source?: RenderSource;
  status?: RenderStatus;
}

export interface ListQuery {
  limit?: number;
  cursor?: string;
}

export interface CallOptions {
  /** Correlation id sent as `x-request-id` (the gateway generates one otherwise). */
  requestId?: string;
  /** Origin tag (`x-service-source`); overrides the client-wide `source`. */
  source?: RenderSource;
}

export interface RenderOptions extends CallOptions {
  /** Reused across retries; a fresh one is generated per call when omitted. */
  idempotencyKey?: string;
}

export interface PdfResult {
  bytes: Uint8Array;
  renderId: string;
  /** `x-email-sent`: `true`, `false; skipped=free_tier` or `false; error=<reason>`; absent without sendEmail. */
  emailSent?: string;
  /** True when the API answered with an idempotent replay and the bytes were fetched from its `url`. */
  replayed: boolean;
}
