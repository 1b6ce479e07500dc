import { z } from "zod";
import { pageLimitSchema } from "./query-params";
import { PAGE_FORMATS } from "./render";

// Public request/response shapes of the template endpoints (contract: "GET/POST /api/v1/templates",
// "PATCH/DELETE /api/v1/templates/{slugOrId}"). The OpenAPI document is generated from these.

/** Font preset keys accepted in template styles and custom theme fonts. */
export const FONT_PRESETS = ["sans", "serif", "mono", "slab", "humanist", "system"] as const;
export type FontPreset = (typeof FONT_PRESETS)[number];

/** `#rgb` or `#rrggbb`. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_DESCRIPTION_MAX = 280;
/** Slugs are derived from names: lower-case ASCII letters, digits and single hyphens. */
export const SLUG_MAX = 60;

/** Templates per page when `limit` is sent; without `limit` and `cursor` the full list is returned. */
export const TEMPLATE_PAGE_DEFAULT = 100;

// "Any unknown or invalid style field is silently dropped": each field falls back to "absent"
// instead of failing the request, and unknown keys are stripped by the (non-strict) object.
const hexColor = z.string().regex(HEX_COLOR);
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const templateStylesInputSchema = z.object({
  accent: lenient(hexColor),
  fontBody: lenient(z.enum(FONT_PRESETS)),
  fontHeading: lenient(z.enum(FONT_PRESETS)),
  fontMono: lenient(z.enum(FONT_PRESETS)),
});

export const templateStylesSchema = z.object({
  accent: hexColor.optional(),
  fontBody: z.enum(FONT_PRESETS).optional(),
  fontHeading: z.enum(FONT_PRESETS).optional(),
  fontMono: z.enum(FONT_PRESETS).optional(),
});
export type TemplateStyles = z.infer<typeof templateStylesSchema>;

const templateName = z.string().trim().min(1).max(TEMPLATE_NAME_MAX);
/** An empty (or all-whitespace) description clears it; `null` too on update. */
const templateDescription = z.string().trim().max(TEMPLATE_DESCRIPTION_MAX);
/** A built-in theme name, or a custom theme's slug or id (resolved against the caller's themes). */
const themeReference = z.string().trim().min(1).max(200);

export const templateCreateSchema = z.object({
  name: templateName,
  description: templateDescription.nullable().optional(),
  themeName: themeReference.optional(),
  format: z.enum(PAGE_FORMATS).optional(),
  styles: templateStylesInputSchema.optional(),
});
export type TemplateCreate = z.infer<typeof templateCreateSchema>;

/** Only sent fields change; `styles` replaces the whole styles object. `slug` is never changed. */
export const templateUpdateSchema = z.object({
  name: templateName.optional(),
  description: templateDescription.nullable().optional(),
  themeName: themeReference.optional(),
  format: z.enum(PAGE_FORMATS).optional(),
  styles: templateStylesInputSchema.optional(),
});
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

export const templateRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Omitted when the template has none. */
  description: z.string().optional(),
  themeName: z.string(),
  format: z.enum(PAGE_FORMATS),
  styles: templateStylesSchema,
  system: z.boolean(),
  createdAt: z.string(),
});
export type TemplateRecord = z.infer<typeof templateRecordSchema>;

export const listQuerySchema = z.object({
  limit: pageLimitSchema.optional(),
  cursor: z.string().min(1).max(200).optional(),
});

export const templateListSchema = z.object({
  templates: z.array(templateRecordSchema),
  next_cursor: z.string().nullable(),
});

export const templateDeletedSchema = z.object({
  slug: z.string(),
  deleted: z.literal(true),
});
