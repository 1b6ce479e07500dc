import { listQuerySchema } from "@quire/contracts";
import { queryParameters, type JsonSchema } from "./json-schema";
import { jsonResponse, operation, pathParameter, ref } from "./operation";

const listParameters = () =>
  queryParameters(listQuerySchema, {
    limit: "1 to 100 (default 100 when `cursor` is sent). Omitting both `limit` and `cursor` returns the full list.",
    cursor: "Opaque `next_cursor` of the previous page.",
  });

export function templatePaths(): Record<string, JsonSchema> {
  const slugOrId = pathParameter("slugOrId", "Template slug or id.");
  return {
    "/api/v1/templates": {
      get: operation({
        operationId: "listTemplates",
        summary: "The account's templates plus the built-in system templates",
        tags: ["templates"],
        description: "System templates first, then the account's own, each oldest first.",
        parameters: listParameters(),
        responses: { 200: jsonResponse("Templates.", ref("TemplateList")) },
        errors: ["invalid_request"],
      }),
      post: operation({
        operationId: "createTemplate",
        summary: "Create a template",
        tags: ["templates"],
        description: "The slug is derived from the name (unique per account, never reusing a system template's) and is usable as `template` in render calls.",
        requestBody: ref("TemplateCreate"),
        responses: { 201: jsonResponse("Created.", ref("TemplateRecord")) },
        errors: ["theme_not_found"],
      }),
    },
    "/api/v1/templates/{slugOrId}": {
      patch: operation({
        operationId: "updateTemplate",
        summary: "Partially update an owned template (slug preserved)",
        tags: ["templates"],
        description:
          "Only sent fields change; `styles` replaces the whole styles object. Success is 200 with the updated record. Unknown templates and other accounts' answer 404 `not_found`; system templates 403 `system_template_read_only`.",
        parameters: [slugOrId],
        requestBody: ref("TemplateUpdate"),
        responses: { 200: jsonResponse("Updated.", ref("TemplateRecord")) },
        errors: ["not_found", "theme_not_found", "system_template_read_only"],
      }),
      delete: operation({
        operationId: "deleteTemplate",
        summary: "Archive (soft-delete) an owned template",
        tags: ["templates"],
        description: "Success is 200. Archived templates vanish from lists and lookups; their slugs are not reused.",
        parameters: [slugOrId],
        responses: { 200: jsonResponse("Archived.", ref("TemplateDeleted")) },
        errors: ["not_found", "system_template_read_only"],
      }),
    },
  };
}

export function themePaths(): Record<string, JsonSchema> {
  const slugOrId = pathParameter("slugOrId", "Custom theme slug or id.");
  return {
    "/api/v1/themes": {
      get: operation({
        operationId: "listThemes",
        summary: "The account's custom themes (additive)",
        tags: ["themes"],
        description: "Built-in themes (default, editorial, minimal, technical, bold, invoice) are not listed; they are referenced by name.",
        parameters: listParameters(),
        responses: { 200: jsonResponse("Custom themes.", ref("ThemeList")) },
        errors: ["invalid_request"],
      }),
      post: operation({
        operationId: "createTheme",
        summary: "Create a custom theme",
        tags: ["themes"],
        description: "The slug is derived from the name; built-in theme names are reserved.",
        requestBody: ref("ThemeCreate"),
        responses: { 201: jsonResponse("Created.", ref("ThemeRecord")) },
      }),
    },
    "/api/v1/themes/{slugOrId}": {
      get: operation({
        operationId: "getTheme",
        summary: "Read a custom theme",
        tags: ["themes"],
        parameters: [slugOrId],
        responses: { 200: jsonResponse("The theme.", ref("ThemeRecord")) },
        errors: ["not_found"],
      }),
      patch: operation({
        operationId: "updateTheme",
        summary: "Partially update a custom theme",
        tags: ["themes"],
        description: "Only sent fields change; `colors` and `fonts` replace the whole object.",
        parameters: [slugOrId],
        requestBody: ref("ThemeUpdate"),
        responses: { 200: jsonResponse("Updated.", ref("ThemeRecord")) },
        errors: ["not_found"],
      }),
      delete: operation({
        operationId: "deleteTheme",
        summary: "Archive a custom theme",
        tags: ["themes"],
        parameters: [slugOrId],
        responses: { 200: jsonResponse("Archived.", ref("ThemeDeleted")) },
        errors: ["not_found"],
      }),
    },
  };
}
