import { templateStylesInputSchema, type TemplateRecord, type TemplateStyles } from "@quire/contracts";
import type { Template } from "@quire/db";
import { compact } from "../themes/theme-views";

export function cleanStyles(value: unknown): TemplateStyles {
  const parsed = templateStylesInputSchema.safeParse(value);
  return parsed.success ? compact(parsed.data) : {};
}

/** The contract's Template record: exactly these fields, `description` omitted when empty. */
export function toTemplateRecord(row: Template): TemplateRecord {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ...(row.description ? { description: row.description } : {}),
    themeName: row.themeName,
    format: row.format,
    styles: cleanStyles(row.styles),
    system: row.system,
    createdAt: row.createdAt.toISOString(),
  };
}
