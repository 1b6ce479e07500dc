import { z } from "zod";

export const PAGE_FORMATS = ["A4", "Letter", "Legal"] as const;
export type PageFormat = (typeof PAGE_FORMATS)[number];

export const BUILT_IN_THEMES = ["default", "editorial", "minimal", "technical", "bold", "invoice"] as const;
export type BuiltInTheme = (typeof BUILT_IN_THEMES)[number];

export const RENDER_SOURCES = ["web", "api", "mcp"] as const;
export const RENDER_STATUSES = ["queued", "processing", "rendered", "failed"] as const;

/** Hard cap on a produced PDF (contract: 50 MiB → 413 output_too_large). */
export const MAX_OUTPUT_BYTES = 50 * 1024 * 1024;

export const sendEmailSchema = z.object({
  to: z.string(),
  senderName: z.string(),
  message: z.string().max(2000).optional(),
});

/** Style tweaks a template carries (already validated: unknown keys and bad values dropped). */
export const renderStylesSchema = z.object({
  accent: z.string().optional(),
  fontBody: z.string().optional(),
  fontHeading: z.string().optional(),
  fontMono: z.string().optional(),
});
export type RenderStyles = z.infer<typeof renderStylesSchema>;

/** A custom theme as the worker needs it: resolved by the gateway, sanitised at write time. */
export const customThemeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  baseTheme: z.enum(BUILT_IN_THEMES),
  colors: z.record(z.string(), z.string()),
  fonts: z.record(z.string(), z.string()),
  customCss: z.string(),
});
export type CustomTheme = z.infer<typeof customThemeSchema>;

/** Payload of a job on the render queue. The BullMQ job id is the render id. */
export const renderJobSchema = z.object({
  renderId: z.string(),
  accountId: z.string(),
  markdown: z.string(),
  format: z.enum(PAGE_FORMATS),
  theme: z.union([z.object({ builtIn: z.enum(BUILT_IN_THEMES) }), z.object({ custom: customThemeSchema })]),
  styles: renderStylesSchema.default({}),
  /** Explicit title from the request; the worker falls back to frontmatter `title:`. */
  title: z.string().optional(),
  /**
   * The gateway answers with the PDF bytes: the worker leaves them in Redis under
   * `renderBytesKey(renderId)`, unless the gateway can read them from the filesystem store's copy.
   */
  returnBytes: z.boolean().default(false),
  sendEmail: sendEmailSchema.optional(),
  /** Render budget in ms; the worker aborts with render_timeout after it. */
  timeoutMs: z.number().int().positive(),
});
export type RenderJob = z.infer<typeof renderJobSchema>;

export const emailOutcomeSchema = z.object({
  sent: z.boolean(),
  to: z.string().optional(),
  skipped: z.literal("free_tier").optional(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type EmailOutcome = z.infer<typeof emailOutcomeSchema>;

/** What a successful render job returns (BullMQ return value). */
export const renderJobResultSchema = z.object({
  renderId: z.string(),
  size: z.number().int(),
  pages: z.number().int(),
  title: z.string(),
  stored: z.boolean(),
  storageKey: z.string().optional(),
  storageError: z.string().optional(),
  email: emailOutcomeSchema.optional(),
});
export type RenderJobResult = z.infer<typeof renderJobResultSchema>;

/** Redis key where a render's bytes wait (briefly) for a caller that asked for application/pdf. */
export function renderBytesKey(prefix: string, renderId: string): string {
  return `${prefix}:render-bytes:${renderId}`;
}

/**
 * A failed job's `failedReason` is `<code>: <message>` so the gateway can map it back to the
 * contract's error without trusting anything else the worker says.
 */
export function encodeJobFailure(code: string, message: string): string {
  return `${code}: ${message}`;
}

/** The code and message of an `encodeJobFailure` reason; undefined for anything else. */
export function decodeJobFailure(reason: string | undefined): { code: string; message: string } | undefined {
  const match = /^([a-z_]+): (.*)$/s.exec(reason ?? "");
  return match ? { code: match[1]!, message: match[2]! } : undefined;
}
