import { z } from "zod";
import { pageLimitSchema } from "./query-params";
import { PAGE_FORMATS, RENDER_SOURCES, RENDER_STATUSES, emailOutcomeSchema, sendEmailSchema } from "./render";

// Public request/response shapes of the render endpoints (contract: "POST /api/v1/render",
// "GET /api/v1/render/{id}", "GET /api/v1/renders"). The OpenAPI document is generated from these.

export const renderRequestSchema = z.object({
  markdown: z.string().min(1),
  template: z.string().min(1).max(200).optional(),
  theme: z.string().min(1).max(200).optional(),
  format: z.enum(PAGE_FORMATS).optional(),
  title: z.string().max(500).optional(),
  sendEmail: sendEmailSchema.optional(),
});
export type RenderRequest = z.infer<typeof renderRequestSchema>;

export const renderPostResultSchema = z.object({
  id: z.string(),
  status: z.enum(RENDER_STATUSES),
  size: z.number().int(),
  url: z.string().optional(),
  stored: z.boolean(),
  storageError: z.string().optional(),
  email: emailOutcomeSchema.optional(),
  replayed: z.boolean().optional(),
});
export type RenderPostResult = z.infer<typeof renderPostResultSchema>;

export const renderRecordSchema = z.object({
  id: z.string(),
  status: z.enum(RENDER_STATUSES),
  size: z.number().int().optional(),
  source: z.enum(RENDER_SOURCES),
  format: z.enum(PAGE_FORMATS),
  title: z.string(),
  createdAt: z.string(),
  completedAt: z.string().optional(),
  stored: z.boolean(),
  url: z.string().optional(),
  errorMessage: z.string().optional(),
});
export type RenderRecord = z.infer<typeof renderRecordSchema>;

/** List items: the record without `url` (and without errorMessage, kept to the detail view). */
export const renderListItemSchema = renderRecordSchema.omit({ url: true, errorMessage: true });

export const renderListQuerySchema = z.object({
  limit: pageLimitSchema.default(20),
  cursor: z.string().min(1).max(200).optional(),
  source: z.enum(RENDER_SOURCES).optional(),
  status: z.enum(RENDER_STATUSES).optional(),
});

export const renderListSchema = z.object({
  renders: z.array(renderListItemSchema),
  next_cursor: z.string().nullable(),
});
